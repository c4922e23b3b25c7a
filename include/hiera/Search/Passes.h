//===- Passes.h - HIERA search passes and the planning pipeline -*- C++ -*-===//
//
// --hiera-profile (costs: measured on a GPU, estimated or read back),
// --hiera-refine (the budgeted search) and --hiera-plan, which ends with the
// search when a policy is given. These link the tuning database (SQLite)
// and the LLM client (libcurl); the analysis and lowering passes in
// hiera/Transforms/Passes.h do not.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_SEARCH_PASSES_H
#define HIERA_SEARCH_PASSES_H

#include "hiera/Transforms/Passes.h"

#include <optional>
#include <string>

namespace hiera {

/// Who picks what --hiera-refine measures: nobody (no search), the offline
/// expert, a language model, or a model's recorded answers.
enum class SearchPolicy { None, Expert, LLM, Replay };

/// How --hiera-profile gets a candidate's cost: measured on a GPU when one
/// answers (else estimated), on a GPU, estimated from the roofline, or read
/// back from recorded results (results=PATH).
enum class ProfileMode { Auto, GPU, Model, File };

#define GEN_PASS_DECL
#include "hiera/Search/Passes.h.inc"

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
  Option<std::string> convolutionLayout{
      *this, "convolution-layout",
      llvm::cl::desc("Layout of 2-D convolutions on the tensor cores: "
                     "as-written (the default) or channels-last"),
      llvm::cl::init("as-written")};
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

/// The rounds a search of `budget` trials per task takes: `rounds` where
/// given, else 3, or as many as there are trials where that is fewer.
/// Fails, saying why in `why`, where no search can be made of them (a
/// budget or rounds of 0, more rounds than trials). --hiera-plan and
/// --hiera-refine both decide by it.
llvm::FailureOr<unsigned> searchRounds(unsigned budget,
                                       std::optional<unsigned> rounds,
                                       std::string &why);

/// Adds the planning pipeline: contract, attribute, select-space, generate,
/// and refine where the options name a policy. Without `rounds=`, a search
/// takes min(3, budget) rounds. Fails, adding nothing and saying why in
/// `why`, for options that would do nothing (a search's option without a
/// policy, results= without profile=file, transcript= with the expert) or
/// that make no sense (a budget of 0, more rounds than trials).
llvm::LogicalResult buildPlanPipeline(mlir::OpPassManager &pm,
                                      const PlanPipelineOptions &options,
                                      std::string *why = nullptr);

/// Registers every HIERA pass and pipeline: the transforms', the search
/// passes and --hiera-plan.
void registerPasses();

} // namespace hiera

#endif // HIERA_SEARCH_PASSES_H
