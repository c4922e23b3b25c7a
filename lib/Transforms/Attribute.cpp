//===- Attribute.cpp - Roofline bottleneck attribution --------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"
#include "hiera/Target/Targets.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAATTRIBUTE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// A best variant at this fraction of the roofline bound or more runs at its
/// unit's limit; below it, what limits the task is latency (too little in
/// flight, too few threads, launches), not the unit's throughput.
constexpr double kAtTheRoof = 0.6;

/// The attribution the task's measured costs support, or `model` where it
/// has none: the roofline bound over the best valid measured time says
/// whether the task reaches the unit the model names.
static BottleneckAttr measuredBottleneck(TaskOp task, BottleneckAttr model,
                                         TargetAttr target) {
  double best = bestMeasured(task).second;
  if (best == 0 || model.getKind() == BottleneckKind::Unknown)
    return model;
  BottleneckKind kind = model.getKind();
  LimitingUnit unit = model.getUnit();
  if (kind != BottleneckKind::Latency &&
      model.getBoundUs() / best < kAtTheRoof) {
    kind = BottleneckKind::Latency;
    // Near a launch's time, the launch itself; else the unit is not fed.
    if (best < 2 * target.getLaunchOverheadUs())
      unit = LimitingUnit::Launch;
  }
  return BottleneckAttr::get(task.getContext(), kind, unit,
                             model.getIntensity(), model.getRidgePoint(),
                             model.getBoundUs(), AttributionSource::Measured);
}

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
      task.setBottleneckAttr(measuredBottleneck(
          task, attributeBottleneck(task, contract, targetAttr), targetAttr));
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
