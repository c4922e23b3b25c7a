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

#include "hiera/Transforms/Passes.h"

#include "mlir/Pass/PassManager.h"
#include "llvm/Support/FormatVariadic.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAREFINE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

constexpr StringLiteral kRoundAttrName = "round";
constexpr StringLiteral kWhyAttrName = "why";
/// A best variant at this fraction of the roofline bound or more leaves
/// nothing worth a trial.
constexpr double kAtTheRoofEnough = 0.9;

/// The direction a candidate of the catalogue explores: what its
/// parameters change about how the work meets the hardware.
std::optional<Direction> directionOf(VariantOp variant) {
  DictionaryAttr params = variant.getParamsAttr();
  auto kernel = params ? params.getAs<StringAttr>("kernel") : nullptr;
  if (variant.getSpace() != Space::Custom || !kernel)
    return std::nullopt;
  StringRef family = kernel.getValue(), name = variant.getName();
  if (family == "gemm")
    return Direction::TensorCores;
  if (family == "rows" || family == "arg")
    return Direction::Parallelism;
  if (family == "window")
    return name.contains("tiled") ? Direction::DataReuse
                                  : Direction::MemoryTransactions;
  if (name.contains("scalar"))
    return Direction::ControlFlow;
  return Direction::MemoryTransactions;
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

/// The best valid measured variant of `task` and its median, if any.
std::pair<VariantOp, double> bestMeasured(TaskOp task) {
  VariantOp best;
  double bestUs = 0;
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>())
      if (CostAttr cost = variant.getCostAttr();
          cost && cost.getSource() == CostSource::Measured &&
          cost.getValid() && cost.getMedianUs() > 0 &&
          (!best || cost.getMedianUs() < bestUs)) {
        best = variant;
        bestUs = cost.getMedianUs();
      }
  return {best, bestUs};
}

struct RefinePass : public hiera::impl::HieraRefineBase<RefinePass> {
  using HieraRefineBase::HieraRefineBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (policy != "expert") {
      module.emitError() << "hiera-refine: policy '" << policy
                         << "' is not available here: expected expert";
      return signalPassFailure();
    }
    if (rounds < 1 || budget < rounds) {
      module.emitError() << "hiera-refine: budget "
                         << static_cast<unsigned>(budget) << " cannot cover "
                         << static_cast<unsigned>(rounds) << " rounds";
      return signalPassFailure();
    }
    unsigned perRound = budget / rounds;
    SmallVector<TaskOp> tasks;
    module.walk([&](TaskOp task) { tasks.push_back(task); });
    DenseMap<Operation *, unsigned> spent;

    for (unsigned round = 1; round <= rounds; ++round) {
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
      next.addPass(createHieraGenerate());
      if (failed(runPipeline(next, module)))
        return signalPassFailure();
      for (TaskOp task : tasks)
        selectBest(task, round);
    }
    // Candidates never tried stay, without a cost, for a later search.
    module.walk([](VariantOp variant) { variant->removeAttr(kUntriedAttrName); });
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
    SmallVector<std::pair<VariantOp, std::string>> picked;
    unsigned room = std::min<unsigned>(perRound, budget - spent);
    auto untried = [](VariantOp variant) {
      return !variant.getCostAttr() && !variant->hasAttr(kInvalidReasonAttrName);
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
      variant->setAttr(kRoundAttrName,
                       IntegerAttr::get(IntegerType::get(context, 64), round));
      variant->setAttr(kWhyAttrName, StringAttr::get(context, reason));
    }
    spent += picked.size();
    // The rest waits: the profiler measures only what was picked.
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>())
        if (untried(variant) &&
            !llvm::is_contained(llvm::make_first_range(picked), variant))
          variant->setAttr(kUntriedAttrName, UnitAttr::get(context));
        else
          variant->removeAttr(kUntriedAttrName);
    return !picked.empty();
  }

  LogicalResult measureRound(ModuleOp module) {
    OpPassManager profileOnly("builtin.module");
    HieraProfileOptions options;
    options.profile = profile;
    options.runner = runner;
    options.timeoutSeconds = timeoutSeconds;
    options.database = database;
    options.skipUntried = true;
    profileOnly.addPass(createHieraProfile(options));
    return runPipeline(profileOnly, module);
  }

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
