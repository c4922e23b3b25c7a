//===- Refine.cpp - Budgeted, iterative refinement: the expert policy -----===//
//
// --hiera-refine spends a trial budget on each task's candidates in rounds.
// Each round the expert policy reads the task's attribution (measured once
// the task has measurements, from the model before), chooses one of the
// five directions, and picks the next untried candidates of that direction
// from the catalogue's ranked parameter sets; --hiera-profile measures
// them; the best valid one is selected. No random sampling: the same
// module, measurements and budget give the same search. The IR keeps the
// history: each tried variant's round, direction and why it was chosen.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Policy/LLMClient.h"
#include "hiera/Search/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAREFINE
#include "hiera/Search/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

FailureOr<unsigned> hiera::searchRounds(unsigned budget,
                                        std::optional<unsigned> rounds,
                                        std::string &why) {
  if (budget == 0) {
    why = "budget=0: a search needs at least one trial per task";
    return failure();
  }
  if (rounds == 0u) {
    why = "rounds=0: a search needs at least one round";
    return failure();
  }
  // The default of 3 rounds gives way to a smaller budget; rounds= given
  // is kept or refused.
  unsigned count = rounds.value_or(std::min(3u, budget));
  if (count > budget) {
    why = "budget " + std::to_string(budget) + " cannot cover " +
          std::to_string(count) +
          " rounds: each round measures at least one candidate";
    return failure();
  }
  return count;
}

namespace {

/// A best variant at this fraction of the roofline bound or more leaves
/// nothing worth a trial.
constexpr double kAtTheRoofEnough = 0.9;

/// The direction a custom candidate explores, as its kernel parameters
/// say: what they change about how the work meets the hardware.
std::optional<Direction> directionOf(VariantOp variant) {
  if (KernelParamsAttrInterface kernel = variant.getKernelAttr())
    return kernel.getDirection();
  return std::nullopt;
}

/// The directions worth trying next, best first, from what limits the task.
SmallVector<Direction> rankDirections(BottleneckAttr bottleneck,
                                      std::string &why) {
  BottleneckKind kind = bottleneck ? bottleneck.getKind()
                                   : BottleneckKind::Unknown;
  LimitingUnit unit = bottleneck ? bottleneck.getUnit() : LimitingUnit::None;
  bool measured = bottleneck &&
                  bottleneck.getSource() == AttributionSource::Measured;
  std::string source = measured ? "measured" : "modelled";
  if (kind == BottleneckKind::Compute) {
    why = source + " compute-bound: tensor cores first, then data reuse";
    return {Direction::TensorCores, Direction::DataReuse,
            Direction::Parallelism, Direction::MemoryTransactions,
            Direction::ControlFlow};
  }
  if (kind == BottleneckKind::Latency && unit == LimitingUnit::DRAM) {
    why = source + " short of DRAM bandwidth (latency): more bytes in "
                   "flight first, then more parallelism";
    return {Direction::MemoryTransactions, Direction::Parallelism,
            Direction::DataReuse, Direction::ControlFlow,
            Direction::TensorCores};
  }
  if (kind == BottleneckKind::Latency &&
      (unit == LimitingUnit::TensorCore || unit == LimitingUnit::FP32Pipe ||
       unit == LimitingUnit::FP64Pipe)) {
    why = source + " compute unit not fed (latency): tensor cores and "
                   "data reuse first";
    return {Direction::TensorCores, Direction::DataReuse,
            Direction::Parallelism, Direction::MemoryTransactions,
            Direction::ControlFlow};
  }
  if (kind == BottleneckKind::Latency) {
    why = source + " latency-bound: more parallelism, fewer branches";
    return {Direction::Parallelism, Direction::ControlFlow,
            Direction::MemoryTransactions, Direction::DataReuse,
            Direction::TensorCores};
  }
  why = source + " memory-bound: memory transactions first, then data reuse";
  return {Direction::MemoryTransactions, Direction::DataReuse,
          Direction::Parallelism, Direction::ControlFlow,
          Direction::TensorCores};
}

struct RefinePass : public hiera::impl::HieraRefineBase<RefinePass> {
  using HieraRefineBase::HieraRefineBase;

  /// A transcript that cannot be kept or read is found before the search.
  LogicalResult initialize(MLIRContext *context) override {
    if (transcript.empty() || policy == SearchPolicy::None ||
        policy == SearchPolicy::Expert)
      return success();
    if (policy == SearchPolicy::Replay) {
      if (!llvm::sys::fs::is_directory(transcript.getValue()))
        return emitError(UnknownLoc::get(context))
               << "hiera-refine: policy=replay: no transcript folder '"
               << transcript << "'";
      return success();
    }
    if (std::error_code ec = llvm::sys::fs::create_directories(transcript.getValue()))
      return emitError(UnknownLoc::get(context))
             << "hiera-refine: cannot keep a transcript in '" << transcript
             << "': " << ec.message();
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (policy == SearchPolicy::None)
      return;
    if (policy == SearchPolicy::Replay && transcript.empty()) {
      module.emitError() << "hiera-refine: policy=replay needs transcript=DIR";
      return signalPassFailure();
    }
    if (policy != SearchPolicy::Expert) {
      LLMOptions options;
      options.transcript = transcript;
      options.endpoint = endpoint;
      options.model = model;
      options.replay = policy == SearchPolicy::Replay;
      options.timeoutSeconds = llmTimeoutSeconds;
      client.emplace(llmOptionsFromEnvironment(options));
    }
    std::string why;
    FailureOr<unsigned> roundCount = searchRounds(
        budget, rounds.hasValue() ? std::optional<unsigned>(rounds) : std::nullopt,
        why);
    if (failed(roundCount)) {
      module.emitError() << "hiera-refine: " << why;
      return signalPassFailure();
    }
    if (llmTimeoutSeconds == 0 || timeoutSeconds == 0) {
      module.emitError() << "hiera-refine: "
                         << (llmTimeoutSeconds == 0 ? "llm-timeout" : "timeout")
                         << "=0 would wait without end: give seconds, at "
                            "least 1";
      return signalPassFailure();
    }
    unsigned perRound = budget / *roundCount;
    SmallVector<TaskOp> tasks;
    module.walk([&](TaskOp task) { tasks.push_back(task); });
    DenseMap<Operation *, unsigned> spent;

    for (unsigned round = 1; round <= *roundCount; ++round) {
      bool anyChosen = false;
      for (TaskOp task : tasks)
        anyChosen |= chooseRound(task, round, perRound, spent[task.getOperation()]);
      if (!anyChosen)
        break;
      if (failed(measureRound(module)))
        return signalPassFailure();
      // What the round measured, attributed; the generators read that
      // attribution for new candidates; the best is selected.
      OpPassManager next("builtin.module");
      next.addPass(createHieraAttribute());
      HieraGenerateOptions generate;
      generate.reportLeftOut = false; // said when the module was planned
      next.addPass(createHieraGenerate(generate));
      if (failed(runPipeline(next, module)))
        return signalPassFailure();
      for (TaskOp task : tasks)
        selectBest(task, round);
    }
    // Candidates never tried stay, without a cost, for a later search.
    module.walk([](VariantOp variant) { variant->removeAttr(PlanDialect::kUntriedAttrName); });
    if (client) {
      Builder builder(module.getContext());
      module->setAttr(PlanDialect::kLLMTokensAttrName,
                      builder.getDictionaryAttr(
                          {builder.getNamedAttr("prompt",
                                                builder.getI64IntegerAttr(
                                                    client->promptTokens())),
                           builder.getNamedAttr(
                               "completion", builder.getI64IntegerAttr(
                                                 client->completionTokens()))}));
    }
  }

  /// The model's advice for this round of `task`: the direction (first in
  /// `directions`), the catalogue candidates it names, and a kernel of its
  /// own, added as a custom variant compiled like any other. Its failures
  /// (no answer, malformed, a kernel that does not compile) are remarks;
  /// the round goes on with the expert's choices.
  SmallVector<std::pair<VariantOp, std::string>>
  consult(TaskOp task, unsigned round, SmallVector<Direction> &directions,
          const std::string &expertWhy) {
    SmallVector<std::pair<VariantOp, std::string>> advised;
    std::string body, candidates, failures, contract, bottleneck;
    llvm::raw_string_ostream(contract) << task.getContractAttr();
    llvm::raw_string_ostream(bottleneck) << task.getBottleneckAttr();
    {
      llvm::raw_string_ostream os(body);
      for (Operation &op : task.getBodyBlock())
        op.print(os, OpPrintingFlags().enableDebugInfo(false));
    }
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>()) {
        CostAttr cost = variant.getCostAttr();
        auto reason = variant->getAttrOfType<StringAttr>(PlanDialect::kInvalidReasonAttrName);
        candidates += "- " + variant.getName().str() + " (" +
                      stringifySpace(variant.getSpace()).str() +
                      (directionOf(variant)
                           ? ", " + stringifyDirection(*directionOf(variant)).str()
                           : "") +
                      "): " +
                      (cost && cost.getValid()
                           ? llvm::formatv("{0:f1} us", cost.getMedianUs()).str()
                           : reason ? "invalid: " + reason.getValue().str()
                                    : "untried") +
                      "\n";
      }
    std::string prompt =
        "Task " + task.getName().str() + ", its linalg body:\n" + body +
        "\nContract: " + contract + "\nBottleneck: " + bottleneck +
        "\nExpert knowledge: " + expertWhy +
        "\nCandidates so far:\n" + candidates +
        "\nChoose one direction (control_flow, parallelism, "
        "memory_transactions, data_reuse, tensor_cores), name untried "
        "candidates worth measuring, and optionally write a CUDA kernel: "
        "extern \"C\" __global__, taking the task's inputs as const "
        "pointers in order, then one pointer per result.";
    llvm::json::Value schema = adviceSchema();
    LLMReply reply = client->chat(
        {{"system", "You plan GPU kernels for HIERA. Answer in JSON."},
         {"user", prompt}},
        &schema);
    // A transcript that cannot be written loses the record, not the search.
    std::string unrecorded = client->takeRecordError();
    if (!unrecorded.empty())
      task.emitWarning() << "hiera-refine: round " << round << ": "
                         << unrecorded;
    std::string error;
    std::optional<llvm::json::Object> answer =
        reply ? parseAnswerJSON(reply.content, error) : std::nullopt;
    if (!answer) {
      task.emitRemark() << "hiera-refine: round " << round
                        << ": no usable advice ("
                        << (reply ? error : reply.error)
                        << "): the expert's choices stand";
      return advised;
    }
    if (std::optional<std::string> mismatch =
            schemaMismatch(llvm::json::Value(llvm::json::Object(*answer)), schema)) {
      task.emitRemark() << "hiera-refine: round " << round
                        << ": no usable advice (" << *mismatch
                        << "): the expert's choices stand";
      return advised;
    }
    std::string strategy = answer->getString("strategy").value_or("").str();
    if (std::optional<StringRef> named = answer->getString("direction"))
      if (std::optional<Direction> direction = symbolizeDirection(*named)) {
        llvm::erase(directions, *direction);
        directions.insert(directions.begin(), *direction);
      }
    std::string why = "llm: " + strategy;
    if (const llvm::json::Array *names = answer->getArray("candidates"))
      for (const llvm::json::Value &name : *names)
        if (std::optional<StringRef> text = name.getAsString())
          for (Block &block : task.getVariants())
            for (VariantOp variant : block.getOps<VariantOp>())
              if (variant.getName() == *text)
                advised.push_back({variant, why});
    if (const llvm::json::Object *kernel = answer->getObject("kernel"))
      if (VariantOp written =
              addWrittenKernel(task, round, directions.front(), *kernel))
        advised.insert(advised.begin(), {written, why});
    return advised;
  }

  /// The model's kernel as a custom variant `llm_r<round>`, compiled to PTX
  /// like the catalogue's; one that does not compile is marked invalid with
  /// the compiler's message, which the next prompt shows.
  VariantOp addWrittenKernel(TaskOp task, unsigned round, Direction direction,
                             const llvm::json::Object &kernel) {
    MLIRContext *context = task.getContext();
    // A field of the wrong type is no field: the kernel is left out below.
    auto dims = [&](const char *field) {
      SmallVector<int64_t> xyz;
      if (const llvm::json::Array *values = kernel.getArray(field))
        for (const llvm::json::Value &d : *values)
          xyz.push_back(d.getAsInteger().value_or(0));
      return xyz;
    };
    SmallVector<int64_t> grid = dims("grid"), block = dims("block");
    std::string entry = kernel.getString("entry").value_or("").str(),
                source = kernel.getString("source").value_or("").str();
    std::string name = "llm_r" + std::to_string(round);
    if (source.empty()) {
      task.emitRemark() << "hiera-refine: " << name
                        << " left out: the kernel has no source";
      return nullptr;
    }
    SmallVector<int64_t> inputs;
    for (unsigned i = 0; i < task.getInputs().size(); ++i)
      inputs.push_back(i);
    // A launch the model got wrong is said in a remark, like any advice
    // that cannot be used.
    auto leftOut = [&] {
      return task.emitRemark() << "hiera-refine: " << name << " left out: ";
    };
    if (failed(LaunchAttr::verify(leftOut, entry, grid, block, inputs,
                                  /*smem=*/0, /*chip=*/"", /*ptx=*/nullptr,
                                  /*traffic_bytes=*/0)))
      return nullptr;
    std::string ptx, error;
    // For the module's target, as the catalogue's kernels are.
    std::string chip =
        KernelTarget::of(task->getParentOfType<ModuleOp>()).chip;
    // A model's kernel reads no file but CUDA's and the standard's
    // headers: clang would quote what it includes in its errors, and they
    // go into the IR, remarks and the next prompt.
    std::optional<std::string> forbidden = forbiddenFileReference(source);
    if (forbidden)
      error = *forbidden;
    bool compiled =
        !forbidden && compileCudaToPtx(source, chip, clang, ptx, error);
    auto launch = LaunchAttr::get(
        context, entry, grid, block, inputs, /*smem=*/0, /*chip=*/"",
        compiled ? StringAttr::get(context, ptx) : StringAttr(),
        /*traffic_bytes=*/0);
    Block &variants = task.getVariants().front();
    OpBuilder at = OpBuilder::atBlockEnd(&variants);
    auto variant = VariantOp::create(
        at, task.getLoc(), StringAttr::get(context, name),
        SpaceAttr::get(context, Space::Custom), /*direction=*/nullptr,
        WrittenKernelAttr::get(context, "llm", direction), launch,
        /*call=*/nullptr, StringAttr::get(context, source), /*cost=*/nullptr,
        /*selected=*/nullptr);
    if (!compiled) {
      variant->setAttr(PlanDialect::kInvalidReasonAttrName,
                       StringAttr::get(context, "does not compile: " + error));
      task.emitRemark() << "hiera-refine: " << name << " does not compile: "
                        << error;
      return nullptr;
    }
    return variant;
  }

  /// Picks this round's candidates of `task`: the baseline and the library
  /// call first (every search needs them to compare with), then the next
  /// untried catalogue candidates in the direction the policy ranks first.
  /// Returns whether any was picked.
  bool chooseRound(TaskOp task, unsigned round, unsigned perRound,
                   unsigned &spent) {
    MLIRContext *context = task.getContext();
    auto [best, bestUs] = bestMeasured(task);
    BottleneckAttr bottleneck = task.getBottleneckAttr();
    if (best && bottleneck && bottleneck.getBoundUs() / bestUs >= kAtTheRoofEnough) {
      task.emitRemark() << llvm::formatv(
          "hiera-refine: round {0}: '{1}' reaches {2:f0}% of the roof: no "
          "trial spent",
          round, best.getName(), 100 * bottleneck.getBoundUs() / bestUs);
      return false;
    }
    std::string why;
    SmallVector<Direction> directions = rankDirections(bottleneck, why);
    SmallVector<std::pair<VariantOp, std::string>> advised;
    if (client)
      advised = consult(task, round, directions, why);
    SmallVector<std::pair<VariantOp, std::string>> picked;
    unsigned room = std::min<unsigned>(perRound, budget - spent);
    auto untried = [](VariantOp variant) {
      return !variant.getCostAttr() && !variant->hasAttr(PlanDialect::kInvalidReasonAttrName);
    };
    auto pick = [&](VariantOp variant, std::string reason) {
      if (picked.size() < room && untried(variant) &&
          !llvm::is_contained(llvm::make_first_range(picked), variant))
        picked.push_back({variant, std::move(reason)});
    };
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>()) {
        if (variant.getSpace() == Space::Linalg)
          pick(variant, "the baseline every speedup is measured against");
        else if (variant.getSpace() == Space::Library)
          pick(variant, "the vendor library's call, to compare with");
      }
    for (auto &[variant, reason] : advised)
      pick(variant, reason);
    for (Direction direction : directions)
      for (Block &block : task.getVariants())
        for (VariantOp variant : block.getOps<VariantOp>())
          if (directionOf(variant) == direction)
            pick(variant, why + "; " + stringifyDirection(direction).str() +
                              ", the catalogue's next parameter set");
    for (auto &[variant, reason] : picked) {
      variant.setDirectionAttr(
          directionOf(variant)
              ? DirectionAttr::get(context, *directionOf(variant))
              : DirectionAttr());
      variant->setAttr(PlanDialect::kRoundAttrName,
                       IntegerAttr::get(IntegerType::get(context, 64), round));
      variant->setAttr(PlanDialect::kWhyAttrName, StringAttr::get(context, reason));
    }
    spent += picked.size();
    // The rest waits: the profiler measures only what was picked.
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>())
        if (untried(variant) &&
            !llvm::is_contained(llvm::make_first_range(picked), variant))
          variant->setAttr(PlanDialect::kUntriedAttrName, UnitAttr::get(context));
        else
          variant->removeAttr(PlanDialect::kUntriedAttrName);
    return !picked.empty();
  }

  LogicalResult measureRound(ModuleOp module) {
    OpPassManager profileOnly("builtin.module");
    HieraProfileOptions options;
    options.profile = profile;
    options.results = results;
    options.runner = runner;
    options.timeoutSeconds = timeoutSeconds;
    options.database = database;
    options.skipUntried = true;
    // Times only: no decision reads hardware counters, and an Nsight
    // Compute run per task and round took more than half a search's time.
    options.counters = false;
    profileOnly.addPass(createHieraProfile(options));
    return runPipeline(profileOnly, module);
  }

  std::optional<LLMClient> client;

  /// Selects the best valid measured variant, saying so.
  void selectBest(TaskOp task, unsigned round) {
    auto [best, bestUs] = bestMeasured(task);
    if (!best)
      return;
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>())
        variant.setSelected(variant == best);
    task.emitRemark() << llvm::formatv(
        "hiera-refine: round {0}: best '{1}', {2:f1} us", round,
        best.getName(), bestUs);
  }
};
} // namespace
