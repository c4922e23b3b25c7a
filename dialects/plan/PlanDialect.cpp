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
  if (attr.getName() != kTargetAttrName)
    return op->emitError() << "unknown plan dialect attribute '"
                           << attr.getName().getValue() << "'";
  if (!isa<ModuleOp>(op))
    return op->emitError() << "'" << kTargetAttrName
                           << "' belongs on a builtin.module";
  if (!isa<TargetAttr>(attr.getValue()))
    return op->emitError() << "'" << kTargetAttrName
                           << "' must be a #plan.target";
  return success();
}
