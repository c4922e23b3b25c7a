//===- hiera-opt.cpp - The HIERA optimizer driver -------------------------===//
//
// mlir-opt with the plan dialect and HIERA's passes: every upstream dialect,
// extension and pass is registered as well.
//
//===----------------------------------------------------------------------===//

#include "hiera/Transforms/Passes.h"
#include "plan/PlanDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  hiera::registerPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR on the way to PTX.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<hiera::plan::PlanDialect>();

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "HIERA optimizer driver\n", registry));
}
