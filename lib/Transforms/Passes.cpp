//===- Passes.cpp - Registration and the --hiera-plan pipeline ------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace hiera {
#define GEN_PASS_REGISTRATION
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

void hiera::buildPlanPipeline(OpPassManager &pm,
                              const PlanPipelineOptions &options) {
  HieraContractOptions contract;
  contract.allow.assign(options.allow.begin(), options.allow.end());
  pm.addPass(createHieraContract(contract));
  HieraAttributeOptions attribute;
  attribute.target = options.target;
  pm.addPass(createHieraAttribute(attribute));
}

void hiera::registerPasses() {
  registerHieraPasses();
  PassPipelineRegistration<PlanPipelineOptions>(
      "hiera-plan",
      "Plan every workload: contracts, then bottleneck attribution",
      buildPlanPipeline);
}
