//===- Passes.cpp - Registration and the lowering pipelines ---------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <cstdlib>

namespace hiera {
#define GEN_PASS_REGISTRATION
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// Where libdevice comes from: math functions in kernels link with it.
static std::string cudaToolkitPath(const hiera::LowerPipelineOptions &options) {
  if (!options.cudaPath.empty())
    return options.cudaPath;
  for (const char *variable : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *value = std::getenv(variable); value && *value)
      return value;
  return "/usr/local/cuda";
}

void hiera::buildLowerPipeline(OpPassManager &pm,
                               const LowerPipelineOptions &options) {
  std::string toolkit = cudaToolkitPath(options);
  HieraLowerTasksOptions tasks;
  tasks.cudaPath = toolkit;
  tasks.chip = options.chip;
  tasks.allowWrong = options.allowWrong;
  pm.addPass(createHieraLowerTasks(tasks));
  // A recurrent layer left to MLIR's code generation (a linalg variant, a
  // reference the harness computes) is its loop over the steps.
  pm.addPass(createHieraDecomposeRecurrences());
  pm.addPass(createHieraExpandPowers());
  pm.addPass(createHieraLowerScans());
  pm.addPass(createHieraSplitReductions());

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  // The scans' loops over lines (hiera-lower-scans), mapped as the rest.
  pm.addPass(createForallToParallelLoopPass());
  pm.addNestedPass<func::FuncOp>(createHieraAllocateResults());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  // Upstream's deallocation pipeline, each buffer freed after its last use
  // before the simplification: see hiera-free-after-last-use.
  pm.addPass(memref::createExpandReallocPass(
      memref::ExpandReallocPassOptions{/*emitDeallocs=*/false}));
  pm.addPass(createCanonicalizerPass());
  pm.addPass(bufferization::createOwnershipBasedBufferDeallocationPass());
  pm.addPass(createCanonicalizerPass());
  pm.addNestedPass<func::FuncOp>(createHieraFreeAfterLastUse());
  pm.addPass(bufferization::createBufferDeallocationSimplificationPass());
  pm.addPass(bufferization::createLowerDeallocationsPass());
  pm.addPass(createCSEPass());
  pm.addPass(createCanonicalizerPass());
  // After deallocation, which takes no unstructured control flow.
  pm.addPass(createConvertMathToFuncs());
  pm.addPass(createHieraDeviceMemory());
  pm.addNestedPass<func::FuncOp>(createHieraPackTemporaries());
  pm.addPass(createHieraMaterializeLaunches());

  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  HieraMapToGPUOptions threads;
  threads.threadsX = options.threadsX;
  threads.threadsY = options.threadsY;
  pm.addPass(createHieraMapToGPU(threads));
  pm.addPass(createGpuKernelOutliningPass());
  pm.addNestedPass<func::FuncOp>(createGpuAsyncRegionPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());

  HieraAttachNVVMTargetOptions target;
  target.chip = options.chip;
  target.features = options.features;
  target.optLevel = options.optLevel;
  pm.addPass(createHieraAttachNVVMTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  // Views a kernel takes of its buffers (a scan's line) as plain offsets.
  kernels.addPass(memref::createExpandStridedMetadataPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  // What the NVVM patterns leave of math (math.trunc) maps to LLVM's
  // intrinsics, which the NVPTX back end selects.
  kernels.addPass(createConvertMathToLLVMPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = "isa";
  binary.toolkitPath = toolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void hiera::buildHostToLLVMPipeline(OpPassManager &pm) {
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  // A view at an offset only a host loop knows (a recurrence's step) has
  // its offset computed in affine.apply.
  pm.addPass(createLowerAffinePass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createHieraCheckLLVM());
}

void hiera::registerTransformsPasses() {
  registerHieraPasses();
  PassPipelineRegistration<LowerPipelineOptions>(
      "hiera-lower",
      "Implement each task with its chosen variant: runtime calls and GPU "
      "kernels in PTX",
      buildLowerPipeline);
  PassPipelineRegistration<>(
      "hiera-to-llvm",
      "Lower --hiera-lower's output to the LLVM dialect with upstream passes",
      buildHostToLLVMPipeline);
}
