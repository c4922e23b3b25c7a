//===- Passes.cpp - Registration and the --hiera-plan pipeline ------------===//

#include "hiera/Search/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

namespace hiera {
#define GEN_PASS_REGISTRATION
#include "hiera/Search/Passes.h.inc"
} // namespace hiera

using namespace mlir;

void hiera::buildPlanPipeline(OpPassManager &pm,
                              const PlanPipelineOptions &options) {
  pm.addPass(createHieraNormalize());
  HieraContractOptions contract;
  contract.allow.assign(options.allow.begin(), options.allow.end());
  pm.addPass(createHieraContract(contract));
  HieraAttributeOptions attribute;
  attribute.target = options.target;
  pm.addPass(createHieraAttribute(attribute));
  pm.addPass(createHieraSelectSpace());
  pm.addPass(createHieraGenerate());
  if (options.policy != SearchPolicy::None) {
    HieraRefineOptions refine;
    refine.policy = options.policy;
    refine.budget = options.budget;
    refine.rounds = options.rounds;
    refine.profile = options.profile;
    refine.results = options.results;
    refine.database = options.db;
    refine.transcript = options.transcript;
    refine.endpoint = options.endpoint;
    refine.model = options.model;
    pm.addPass(createHieraRefine(refine));
  }
}

void hiera::registerPasses() {
  registerTransformsPasses();
  registerHieraSearchPasses();
  PassPipelineRegistration<PlanPipelineOptions>(
      "hiera-plan",
      "Plan every workload: contracts, bottleneck attribution, space "
      "selection, candidate implementations",
      buildPlanPipeline);
}
