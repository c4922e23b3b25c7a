//===- PromoteToF64.cpp - A function rewritten in f64 ---------------------===//
//
// The reference every candidate is checked against is the task's own body
// computed in f64: every f16, bf16 and f32 value, constant and block
// argument becomes f64, and the casts between float widths vanish.
//
//===----------------------------------------------------------------------===//

#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAPROMOTETOF64
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

static Type promoteType(Type type) {
  MLIRContext *context = type.getContext();
  if (auto floatType = dyn_cast<FloatType>(type))
    return floatType.getWidth() < 64 ? Float64Type::get(context) : type;
  if (auto shaped = dyn_cast<RankedTensorType>(type))
    return shaped.clone(promoteType(shaped.getElementType()));
  return type;
}

LogicalResult hiera::promoteToF64(Operation *function) {
  SmallVector<Operation *> casts;
  function->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          arg.setType(promoteType(arg.getType()));
    for (OpResult result : op->getResults())
      result.setType(promoteType(result.getType()));
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      Type type = constant.getType();
      if (auto value = dyn_cast<FloatAttr>(constant.getValue())) {
        constant.setValueAttr(FloatAttr::get(type, value.getValueAsDouble()));
      } else if (auto dense =
                     dyn_cast<DenseFPElementsAttr>(constant.getValue())) {
        SmallVector<double> values;
        for (APFloat value : dense.getValues<APFloat>()) {
          bool lost;
          value.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven,
                        &lost);
          values.push_back(value.convertToDouble());
        }
        constant.setValueAttr(DenseElementsAttr::get(cast<ShapedType>(type),
                                                     ArrayRef<double>(values)));
      }
    }
    if (isa<arith::ExtFOp, arith::TruncFOp>(op))
      casts.push_back(op);
  });
  // f16 -> f32 and f32 -> f16 casts are now f64 -> f64: drop them.
  for (Operation *cast : casts) {
    cast->getResult(0).replaceAllUsesWith(cast->getOperand(0));
    cast->erase();
  }
  if (auto callable = dyn_cast<FunctionOpInterface>(function)) {
    Block &entry = callable.getFunctionBody().front();
    SmallVector<Type> results;
    for (Type type : callable.getResultTypes())
      results.push_back(promoteType(type));
    callable.setType(FunctionType::get(function->getContext(),
                                       entry.getArgumentTypes(), results));
  }
  // The function alone: as a pass nested on functions, others are being
  // rewritten on other threads meanwhile.
  return verify(function);
}

namespace {
struct PromoteToF64Pass
    : public hiera::impl::HieraPromoteToF64Base<PromoteToF64Pass> {
  void runOnOperation() override {
    if (failed(promoteToF64(getOperation())))
      signalPassFailure();
  }
};
} // namespace
