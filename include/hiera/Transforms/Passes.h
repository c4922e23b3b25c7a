//===- Passes.h - HIERA passes ----------------------------------*- C++ -*-===//

#ifndef HIERA_TRANSFORMS_PASSES_H
#define HIERA_TRANSFORMS_PASSES_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace hiera {

/// Who picks what --hiera-refine measures: nobody (no search), the offline
/// expert, a language model, or a model's recorded answers.
enum class SearchPolicy { None, Expert, LLM, Replay };

/// How --hiera-profile gets a candidate's cost: measured on a GPU when one
/// answers (else estimated), on a GPU, estimated from the roofline, or read
/// back from recorded results (results=PATH).
enum class ProfileMode { Auto, GPU, Model, File };

/// What --hiera-report writes: chosen by the path's extension (.html,
/// .json, else Markdown), or named.
enum class ReportFormat { Auto, Markdown, HTML, JSON };

#define GEN_PASS_DECL
#include "hiera/Transforms/Passes.h.inc"

/// Options of the --hiera-plan pipeline.
struct PlanPipelineOptions
    : public mlir::PassPipelineOptions<PlanPipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Target GPU: h200, h100, a100, or a JSON target file")};
  ListOption<std::string> allow{
      *this, "allow",
      llvm::cl::desc("Faster math candidates may use: tf32, bf16, "
                     "f16_accumulate, approx_math")};
  Option<SearchPolicy> policy{
      *this, "policy",
      llvm::cl::desc("Refine with this policy under a trial budget"),
      llvm::cl::init(SearchPolicy::None),
      llvm::cl::values(
          clEnumValN(SearchPolicy::None, "none", "plan only (the default)"),
          clEnumValN(SearchPolicy::Expert, "expert", "the offline expert"),
          clEnumValN(SearchPolicy::LLM, "llm", "a language model"),
          clEnumValN(SearchPolicy::Replay, "replay",
                     "a model's recorded answers (transcript=)"))};
  Option<unsigned> budget{*this, "budget",
                          llvm::cl::desc("Trials per task (with policy=)"),
                          llvm::cl::init(18)};
  Option<unsigned> rounds{*this, "rounds",
                          llvm::cl::desc("Rounds per task (with policy=)"),
                          llvm::cl::init(3)};
  Option<ProfileMode> profile{
      *this, "profile",
      llvm::cl::desc("How the policy's candidates are measured"),
      llvm::cl::init(ProfileMode::Auto),
      llvm::cl::values(
          clEnumValN(ProfileMode::Auto, "auto",
                     "on a GPU when one answers, else estimated"),
          clEnumValN(ProfileMode::GPU, "gpu", "on a GPU"),
          clEnumValN(ProfileMode::Model, "model",
                     "estimated from the roofline"),
          clEnumValN(ProfileMode::File, "file",
                     "read back from recorded results (results=)"))};
  Option<std::string> results{
      *this, "results",
      llvm::cl::desc("hiera-run --json results to read (profile=file)")};
  Option<std::string> db{*this, "db",
                         llvm::cl::desc("Tuning database (with policy=)")};
  Option<std::string> transcript{
      *this, "transcript",
      llvm::cl::desc("Directory of LLM exchanges (policy=llm or replay)")};
  Option<std::string> endpoint{
      *this, "endpoint",
      llvm::cl::desc("OpenAI-compatible base URL (policy=llm; default: "
                     "$HIERA_LLM_ENDPOINT)")};
  Option<std::string> model{
      *this, "model",
      llvm::cl::desc("The model to ask (policy=llm; default: $HIERA_LLM_MODEL)")};
};

/// Adds the planning pipeline: contract, attribute, select-space, generate.
void buildPlanPipeline(mlir::OpPassManager &pm,
                       const PlanPipelineOptions &options);

/// Options of the --hiera-lower pipeline.
struct LowerPipelineOptions
    : public mlir::PassPipelineOptions<LowerPipelineOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture of the kernels"),
                           llvm::cl::init("sm_90")};
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

/// Registers every HIERA pass and the --hiera-plan pipeline.
void registerPasses();

} // namespace hiera

#endif // HIERA_TRANSFORMS_PASSES_H
