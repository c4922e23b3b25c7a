//===- Passes.cpp - Registration and the --hiera-plan pipeline ------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstdlib>

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
  pm.addPass(createHieraSelectSpace());
  pm.addPass(createHieraGenerate());
  if (!options.policy.empty()) {
    HieraRefineOptions refine;
    refine.policy = options.policy;
    refine.budget = options.budget;
    refine.rounds = options.rounds;
    refine.profile = options.profile;
    refine.database = options.db;
    refine.transcript = options.transcript;
    refine.endpoint = options.endpoint;
    refine.model = options.model;
    pm.addPass(createHieraRefine(refine));
  }
}

/// Where libdevice comes from: math functions in kernels link with it.
static std::string cudaToolkitPath(const hiera::LowerPipelineOptions &options) {
  if (!options.cudaPath.empty())
    return options.cudaPath;
  for (const char *variable : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(variable); value && *value)
      return value;
  return "/usr/local/cuda";
}

std::string hiera::getLowerPipeline(const LowerPipelineOptions &options) {
  return llvm::formatv(
             "hiera-lower-tasks{{cuda-path={5} chip={0} allow-wrong={6}},"
             "hiera-expand-powers,"
             "hiera-split-reductions,"
             "one-shot-bufferize{{bufferize-function-boundaries "
             "function-boundary-type-conversion=identity-layout-map},"
             "buffer-results-to-out-params{{hoist-static-allocs "
             "modify-public-functions},"
             "buffer-deallocation-pipeline,"
             // After deallocation, which takes no unstructured control flow.
             "convert-math-to-funcs,"
             "hiera-device-memory,"
             "hiera-materialize-launches,"
             "func.func(convert-linalg-to-parallel-loops),"
             "hiera-map-to-gpu{{threads-x={3} threads-y={4}},"
             "convert-parallel-loops-to-gpu,"
             "gpu-kernel-outlining,"
             "func.func(gpu-async-region),"
             "lower-affine,canonicalize,cse,"
             "nvvm-attach-target{{chip={0} features={1} O={2}},"
             "gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm,canonicalize,"
             "cse,reconcile-unrealized-casts),"
             "gpu-module-to-binary{{format=isa toolkit={5}}",
             options.chip.getValue(), options.features.getValue(),
             options.optLevel.getValue(), options.threadsX.getValue(),
             options.threadsY.getValue(), cudaToolkitPath(options),
             options.allowWrong.getValue())
      .str();
}

llvm::StringRef hiera::getHostToLLVMPipeline() {
  return "lower-affine,convert-scf-to-cf,expand-strided-metadata,"
         "finalize-memref-to-llvm,gpu-to-llvm,convert-arith-to-llvm,"
         "convert-index-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
         "reconcile-unrealized-casts";
}

void hiera::registerPasses() {
  registerHieraPasses();
  PassPipelineRegistration<PlanPipelineOptions>(
      "hiera-plan",
      "Plan every workload: contracts, bottleneck attribution, space "
      "selection, candidate implementations",
      buildPlanPipeline);
  PassPipelineRegistration<LowerPipelineOptions>(
      "hiera-lower",
      "Implement each task with its chosen variant: runtime calls and GPU "
      "kernels in PTX",
      [](OpPassManager &pm, const LowerPipelineOptions &options) {
        if (failed(parsePassPipeline(getLowerPipeline(options), pm)))
          llvm::report_fatal_error("hiera-lower: malformed pipeline");
      });
  PassPipelineRegistration<>(
      "hiera-to-llvm",
      "Lower --hiera-lower's output to the LLVM dialect with upstream passes",
      [](OpPassManager &pm) {
        if (failed(parsePassPipeline(getHostToLLVMPipeline(), pm)))
          llvm::report_fatal_error("hiera-to-llvm: malformed pipeline");
      });
}
