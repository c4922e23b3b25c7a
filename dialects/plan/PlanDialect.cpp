//===- PlanDialect.cpp - The HIERA plan dialect ---------------------------===//

#include "plan/PlanDialect.h"

using namespace mlir;
using namespace hiera::plan;

#include "plan/PlanDialect.cpp.inc"

void PlanDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "plan/PlanOps.cpp.inc"
      >();
}

LogicalResult PlanDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attr) {
  StringRef name = attr.getName().getValue();
  auto expect = [&](bool isKind, StringRef kind) -> LogicalResult {
    if (!isa<ModuleOp>(op))
      return op->emitError() << "'" << name << "' belongs on a builtin.module";
    if (!isKind)
      return op->emitError() << "'" << name << "' must be a " << kind;
    return success();
  };
  if (name == kTargetAttrName)
    return expect(isa<TargetAttr>(attr.getValue()), "#plan.target");
  if (name == kFrameworkPrecisionAttrName)
    return expect(isa<FrameworkPrecisionAttr>(attr.getValue()),
                  "#plan.framework_precision");
  return op->emitError() << "unknown plan dialect attribute '" << name << "'";
}
