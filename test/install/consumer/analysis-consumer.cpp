// A tool of another project that takes HIERA's analyses and lowering only:
// it links Hiera::HieraTransforms, and with it neither the tuning database
// (SQLite) nor the LLM client (libcurl).

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  hiera::registerTransformsPasses();
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::func::FuncDialect,
                  mlir::linalg::LinalgDialect, mlir::math::MathDialect,
                  mlir::tensor::TensorDialect, hiera::plan::PlanDialect>();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "HIERA analysis consumer", registry));
}
