//===- Attribute.cpp - Roofline bottleneck attribution --------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"
#include "plan/Targets.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAATTRIBUTE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {
struct AttributePass : public hiera::impl::HieraAttributeBase<AttributePass> {
  using HieraAttributeBase::HieraAttributeBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();

    // The option wins over the module's own target; h200 is the default.
    TargetAttr targetAttr;
    if (!target.empty()) {
      std::string error;
      targetAttr = resolveTarget(context, target, error);
      if (!targetAttr) {
        module.emitError() << "hiera-attribute: " << error;
        return signalPassFailure();
      }
    } else if (Attribute existing =
                   module->getAttr(PlanDialect::kTargetAttrName)) {
      targetAttr = cast<TargetAttr>(existing);
    } else {
      targetAttr = getBuiltinTarget(context, kDefaultTargetName);
    }
    module->setAttr(PlanDialect::kTargetAttrName, targetAttr);

    WalkResult result = module.walk([&](TaskOp task) {
      ContractAttr contract = task.getContractAttr();
      if (!contract) {
        task.emitError() << "task '" << task.getName()
                         << "' has no contract: run --hiera-contract first";
        return WalkResult::interrupt();
      }
      task.setBottleneckAttr(attributeBottleneck(task, contract, targetAttr));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
