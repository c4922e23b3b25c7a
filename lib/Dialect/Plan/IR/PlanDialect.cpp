//===- PlanDialect.cpp - The HIERA plan dialect ---------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

using namespace mlir;
using namespace hiera::plan;

#include "hiera/Dialect/Plan/IR/PlanDialect.cpp.inc"

void PlanDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "hiera/Dialect/Plan/IR/PlanOps.cpp.inc"
      >();
}

LogicalResult PlanDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  Attribute value = attr.getValue();
  auto expect = [&](bool onVariant, bool isKind,
                    StringRef kind) -> LogicalResult {
    if (onVariant ? !isa<VariantOp>(op) : !isa<ModuleOp>(op))
      return op->emitError() << "'" << name << "' belongs on a "
                             << (onVariant ? "plan.variant" : "builtin.module");
    if (!isKind)
      return op->emitError() << "'" << name << "' must be " << kind;
    return success();
  };
  auto allNumbers = [](Attribute dict, bool integers) {
    auto entries = dyn_cast<DictionaryAttr>(dict);
    return entries && llvm::all_of(entries, [&](NamedAttribute entry) {
             return isa<IntegerAttr>(entry.getValue()) ||
                    (!integers && isa<FloatAttr>(entry.getValue()));
           });
  };
  if (name == kKernelLaunchAttrName) {
    auto function = dyn_cast<func::FuncOp>(op);
    if (!function || !function.isExternal())
      return op->emitError() << "'" << name
                             << "' belongs on a func.func declaration";
    if (!isa<KernelLaunchAttr>(value))
      return op->emitError() << "'" << name << "' must be a #plan.kernel_launch";
    return success();
  }
  if (name == kTargetAttrName)
    return expect(false, isa<TargetAttr>(value), "a #plan.target");
  if (name == kFrameworkPrecisionAttrName)
    return expect(false, isa<FrameworkPrecisionAttr>(value),
                  "a #plan.framework_precision");
  if (name == kLLMTokensAttrName)
    return expect(false, allNumbers(value, /*integers=*/true),
                  "a dictionary of integers");
  if (name == kRoundAttrName) {
    auto round = dyn_cast<IntegerAttr>(value);
    return expect(true, round && round.getValue().isStrictlyPositive(),
                  "a positive integer");
  }
  if (name == kWhyAttrName || name == kInvalidReasonAttrName)
    return expect(true, isa<StringAttr>(value), "a string");
  if (name == kArithmeticAttrName) {
    auto arithmetic = dyn_cast<StringAttr>(value);
    return expect(true,
                  arithmetic && llvm::is_contained(ArrayRef<StringRef>{
                                                       "tf32", "3xtf32", "bf16",
                                                       "f16"},
                                                   arithmetic.getValue()),
                  "one of \"tf32\", \"3xtf32\", \"bf16\", \"f16\"");
  }
  if (name == kUntriedAttrName)
    return expect(true, isa<UnitAttr>(value), "a unit attribute");
  if (name == kCountersAttrName)
    return expect(true, allNumbers(value, /*integers=*/false),
                  "a dictionary of numbers");
  return op->emitError() << "unknown plan dialect attribute '" << name << "'";
}
