//===- Passes.h - HIERA analysis and lowering passes ------------*- C++ -*-===//

#ifndef HIERA_TRANSFORMS_PASSES_H
#define HIERA_TRANSFORMS_PASSES_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace hiera {

/// What --hiera-report writes: chosen by the path's extension (.html,
/// .json, else Markdown), or named.
enum class ReportFormat { Auto, Markdown, HTML, JSON };

#define GEN_PASS_DECL
#include "hiera/Transforms/Passes.h.inc"

/// Options of the --hiera-lower pipeline.
struct LowerPipelineOptions
    : public mlir::PassPipelineOptions<LowerPipelineOptions> {
  Option<std::string> chip{
      *this, "chip",
      llvm::cl::desc("GPU architecture of the kernels (default: the "
                     "module's #plan.target's, sm_90 without one)")};
  Option<std::string> features{*this, "features",
                               llvm::cl::desc("PTX ISA features"),
                               llvm::cl::init("+ptx80")};
  Option<int> optLevel{*this, "opt-level",
                       llvm::cl::desc("Optimisation level of the kernels"),
                       llvm::cl::init(3)};
  Option<std::string> cudaPath{
      *this, "cuda-path",
      llvm::cl::desc("CUDA toolkit whose libdevice kernels link with "
                     "(default: $CUDA_HOME, $CUDA_PATH, /usr/local/cuda)")};
  Option<int64_t> threadsX{
      *this, "threads-x",
      llvm::cl::desc("Threads per block along the innermost dimension"),
      llvm::cl::init(32)};
  Option<bool> allowWrong{
      *this, "allow-wrong",
      llvm::cl::desc("Lower implementations measured wrong too"),
      llvm::cl::init(false)};
  Option<int64_t> threadsY{
      *this, "threads-y",
      llvm::cl::desc("Threads per block along the next dimension"),
      llvm::cl::init(8)};
};

/// Adds what --hiera-lower runs: tasks to their variants, bufferization,
/// device memory, loops to kernels, kernels to PTX (docs/Lowering.md).
void buildLowerPipeline(mlir::OpPassManager &pm,
                        const LowerPipelineOptions &options);

/// Adds the upstream passes that take --hiera-lower's output to the LLVM
/// dialect, ready for mlir-translate --mlir-to-llvmir (docs/Lowering.md).
void buildHostToLLVMPipeline(mlir::OpPassManager &pm);

/// Registers the analysis and lowering passes and the --hiera-lower and
/// --hiera-to-llvm pipelines: none of them measures, so none links the
/// tuning database or the LLM client (hiera/Search/Passes.h has those).
void registerTransformsPasses();

} // namespace hiera

#endif // HIERA_TRANSFORMS_PASSES_H
