//===- Passes.cpp - Registration and the --hiera-plan pipeline ------------===//

#include "hiera/Search/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <optional>

namespace hiera {
#define GEN_PASS_REGISTRATION
#include "hiera/Search/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

/// The rounds option where it was given.
static std::optional<unsigned> givenRounds(const PlanPipelineOptions &options) {
  if (!options.rounds.hasValue())
    return std::nullopt;
  return unsigned(options.rounds);
}

/// Why `options` cannot be taken as given, or nothing.
static std::optional<std::string>
planOptionsProblem(const PlanPipelineOptions &options) {
  SearchPolicy policy = options.policy;
  if (policy == SearchPolicy::None) {
    // A search's options, given without a search, would be ignored.
    for (const auto *option :
         {static_cast<const llvm::cl::Option *>(&options.budget),
          static_cast<const llvm::cl::Option *>(&options.rounds),
          static_cast<const llvm::cl::Option *>(&options.profile),
          static_cast<const llvm::cl::Option *>(&options.results),
          static_cast<const llvm::cl::Option *>(&options.db),
          static_cast<const llvm::cl::Option *>(&options.transcript),
          static_cast<const llvm::cl::Option *>(&options.endpoint),
          static_cast<const llvm::cl::Option *>(&options.model)})
      if (option->getNumOccurrences())
        return (option->ArgStr + "= takes effect only in a search: add "
                                 "policy=expert (or llm, replay)")
            .str();
    return std::nullopt;
  }
  std::string why;
  if (failed(searchRounds(options.budget, givenRounds(options), why)))
    return why;
  if (options.profile != ProfileMode::File && options.results.hasValue())
    return std::string("results= is read only with profile=file");
  if (options.profile == ProfileMode::File && options.results.empty())
    return std::string("profile=file needs results=PATH");
  if (options.db.hasValue() && (options.profile == ProfileMode::Model ||
                                 options.profile == ProfileMode::File))
    return std::string("db= records measurements, and profile=") +
           (options.profile == ProfileMode::Model ? "model" : "file") +
           " measures nothing";
  if (policy == SearchPolicy::Expert)
    for (const auto *option :
         {static_cast<const llvm::cl::Option *>(&options.transcript),
          static_cast<const llvm::cl::Option *>(&options.endpoint),
          static_cast<const llvm::cl::Option *>(&options.model)})
      if (option->getNumOccurrences())
        return (option->ArgStr +
                "= is for a model's search (policy=llm or replay), not the "
                "expert's")
            .str();
  if (policy == SearchPolicy::Replay && options.transcript.empty())
    return std::string("policy=replay needs transcript=DIR");
  if (policy == SearchPolicy::Replay &&
      (options.endpoint.hasValue() || options.model.hasValue()))
    return std::string("policy=replay answers from its transcript: endpoint= "
                       "and model= would not be used");
  return std::nullopt;
}

LogicalResult hiera::buildPlanPipeline(OpPassManager &pm,
                                       const PlanPipelineOptions &options,
                                       std::string *why) {
  if (std::optional<std::string> problem = planOptionsProblem(options)) {
    if (why)
      *why = *problem;
    return failure();
  }
  HieraNormalizeOptions normalize;
  normalize.convolutionLayout = options.convolutionLayout;
  pm.addPass(createHieraNormalize(normalize));
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
    // Checked above, with the reason, by planOptionsProblem.
    std::string why;
    refine.rounds = *searchRounds(options.budget, givenRounds(options), why);
    refine.profile = options.profile;
    refine.results = options.results;
    refine.database = options.db;
    refine.transcript = options.transcript;
    refine.endpoint = options.endpoint;
    refine.model = options.model;
    pm.addPass(createHieraRefine(refine));
  }
  return success();
}

void hiera::registerPasses() {
  registerTransformsPasses();
  registerHieraSearchPasses();
  registerPassPipeline(
      "hiera-plan",
      "Plan every workload: contracts, bottleneck attribution, space "
      "selection, candidate implementations",
      [](OpPassManager &pm, StringRef text,
         function_ref<LogicalResult(const Twine &)> errorHandler) {
        // The option parser takes "=" for an option of no name and value.
        SmallVector<StringRef> words;
        text.split(words, ' ', -1, /*KeepEmpty=*/false);
        for (StringRef word : words)
          if (word.starts_with("="))
            return errorHandler("hiera-plan: '" + word +
                                "' gives a value to no option");
        PlanPipelineOptions options;
        if (failed(options.parseFromString(text)))
          return failure();
        std::string why;
        if (failed(buildPlanPipeline(pm, options, &why)))
          return errorHandler("hiera-plan: " + why);
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)> describe) {
        describe(PlanPipelineOptions());
      });
}
