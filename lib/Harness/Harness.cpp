//===- Harness.cpp - Run tasks' variants on the GPU and check them --------===//
//
// What a check is: the reference and the candidates compiled, inputs drawn
// on the device (hiera/Runtime/CheckElements.h), outputs poisoned, each
// run compared with the reference there (hiera_rt_compare), then every
// candidate that ran timed on fresh inputs (Timing.h).
//
//===----------------------------------------------------------------------===//

#include "hiera/Harness/Harness.h"
#include "Timing.h"
#include "Watchdog.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Measure/HostData.h"
#include "hiera/Runtime/CheckElements.h"
#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/Error.h"

#include <algorithm>
#include <memory>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// A module with one function `name` computing `task`: its body (for the
/// reference), or the task itself with `variant` selected.
OwningOpRef<ModuleOp> wrapTask(TaskOp task, StringRef name, VariantOp variant) {
  Location loc = task.getLoc();
  OpBuilder builder(task.getContext());
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  // Its kernels compile for the planned target's architecture, as the
  // whole module's do when lowered.
  if (Attribute target = task->getParentOfType<ModuleOp>()->getAttr(
          PlanDialect::kTargetAttrName))
    (*module)->setAttr(PlanDialect::kTargetAttrName, target);
  builder.setInsertionPointToEnd(module->getBody());
  auto function =
      func::FuncOp::create(builder, loc, name,
                           builder.getFunctionType(task.getInputs().getTypes(),
                                                   task.getResultTypes()));
  Block *entry = function.addEntryBlock();
  builder.setInsertionPointToEnd(entry);
  IRMapping mapping;
  mapping.map(task.getInputs(), entry->getArguments());
  auto copy = cast<TaskOp>(builder.clone(*task, mapping));
  func::ReturnOp::create(builder, loc, copy.getResults());
  if (!variant) {
    copy.replaceWithBody();
    return module;
  }
  for (Block &block : copy.getVariants())
    for (VariantOp candidate : block.getOps<VariantOp>())
      candidate.setSelected(candidate.getName() == variant.getName());
  return module;
}

} // namespace

//===----------------------------------------------------------------------===//
// Running candidates against a reference
//===----------------------------------------------------------------------===//

namespace {

/// One thing to check and time: a reference and candidates with the same
/// signature, where they come from aside.
struct Workpiece {
  std::string name;
  SmallVector<Type> inputTypes, resultTypes;
  /// Per input, the bound its values lie below (hiera::valueBound), else 0.
  SmallVector<int64_t> valueBounds;
  /// Per input, the factor its float values are drawn at
  /// (hiera::valueScale), else 1.
  SmallVector<double> valueScales;
  /// A module whose function "reference" computes the result, promoted.
  OwningOpRef<ModuleOp> reference;
  struct Candidate {
    std::string variant, space;
    /// A module whose function `entry` is the candidate.
    OwningOpRef<ModuleOp> module;
    std::string entry;
    /// The variant's own count of bytes moved, when above the contract's.
    int64_t trafficBytes = 0;
  };
  std::vector<Candidate> candidates;
  double rtol = 0, atol = 0;
  int64_t bytes = 0, flops = 0;
  double boundUs = 0;
};

std::vector<VariantResult> failAll(const Workpiece &work,
                                   const std::string &error) {
  std::vector<VariantResult> results;
  for (const Workpiece::Candidate &candidate : work.candidates) {
    VariantResult result;
    result.task = work.name;
    result.variant = candidate.variant;
    result.space = candidate.space;
    result.error = error;
    results.push_back(result);
  }
  return results;
}

/// Checks that every type is a tensor or scalar of a type the harness
/// draws: a float or an integer of whole bytes.
std::string unsupportedType(ArrayRef<Type> types) {
  for (Type type : types) {
    if ((isa<ShapedType>(type) && !cast<ShapedType>(type).hasStaticShape()) ||
        !runtimeType(getElementTypeOrSelf(type)))
      return "unsupported type " + llvm::formatv("{0}", type).str();
  }
  return "";
}

HarnessRun runWorkpiece(Workpiece &work, const HarnessOptions &options,
                        TimingScope &timing) {
  // A failure of an earlier piece is that piece's: start clean.
  hiera_rt_clear_error();
  if (std::string error = unsupportedType(llvm::to_vector(
          llvm::concat<Type>(work.inputTypes, work.resultTypes)));
      !error.empty())
    return failAll(work, error);

  auto referenceFunction =
      cast<func::FuncOp>(work.reference->lookupSymbol("reference"));
  SmallVector<Type> referenceInputTypes(referenceFunction.getArgumentTypes());
  SmallVector<Type> referenceResultTypes(referenceFunction.getResultTypes());
  // The reference is mapped to threads differently from the candidates.
  LowerPipelineOptions referenceLowering;
  referenceLowering.allowWrong = true;
  referenceLowering.threadsX = 16;
  referenceLowering.threadsY = 4;
  std::string error;
  TimingScope compileTiming = timing.nest("compile the reference");
  std::optional<Executable> reference =
      compileEntry(*work.reference, "reference", referenceLowering, error);
  if (!reference)
    return failAll(work, "reference: " + error);
  compileTiming = timing.nest("compile the candidates");

  LowerPipelineOptions lowering;
  // Checked here again, wrong or not.
  lowering.allowWrong = true;
  std::vector<std::optional<Executable>> candidates;
  std::vector<VariantResult> results;
  for (Workpiece::Candidate &candidate : work.candidates) {
    VariantResult result;
    result.task = work.name;
    result.variant = candidate.variant;
    result.space = candidate.space;
    candidates.push_back(
        compileEntry(*candidate.module, candidate.entry, lowering, result.error));
    hiera_rt_clear_error();
    result.correct = candidates.back().has_value();
    results.push_back(result);
  }
  compileTiming.stop();

  // Buffers: inputs in the candidates' types and promoted, outputs
  // likewise, all on the device; the host holds scalar inputs alone.
  unsigned numInputs = work.inputTypes.size();
  unsigned numResults = work.resultTypes.size();
  struct Operand {
    Type type, promoted;
    int32_t dtype, promotedDtype;
    int64_t count;
    size_t bytes, promotedBytes;
    /// What random values it takes: hiera::check's range, or the negated
    /// bound of its valid values (a gather's indices, a bool).
    int32_t range;
    /// What its float values are scaled by.
    double scale;
  };
  std::vector<Operand> operands;
  for (unsigned i = 0; i < numInputs + numResults; ++i) {
    bool isInput = i < numInputs;
    Operand operand;
    operand.type =
        isInput ? work.inputTypes[i] : work.resultTypes[i - numInputs];
    operand.promoted =
        isInput ? referenceInputTypes[i] : referenceResultTypes[i - numInputs];
    auto shaped = dyn_cast<ShapedType>(operand.type);
    operand.count = shaped ? shaped.getNumElements() : 1;
    operand.dtype = *runtimeType(getElementTypeOrSelf(operand.type));
    operand.promotedDtype = *runtimeType(getElementTypeOrSelf(operand.promoted));
    operand.bytes =
        operand.count * *getSizeInBytes(getElementTypeOrSelf(operand.type));
    operand.promotedBytes =
        operand.count * *getSizeInBytes(getElementTypeOrSelf(operand.promoted));
    int64_t valueBound = isInput ? work.valueBounds[i] : 0;
    operand.range =
        valueBound > 0
            ? -static_cast<int32_t>(std::min<int64_t>(
                  valueBound, std::numeric_limits<int32_t>::max()))
            : static_cast<int32_t>(options.inputs);
    operand.scale = isInput ? work.valueScales[i] : 1.0;
    operands.push_back(operand);
  }
  auto isScalar = [&](unsigned i) {
    return !isa<ShapedType>(operands[i].type);
  };
  std::vector<std::optional<HostArray>> scalarInputs(numInputs),
      referenceScalarInputs(numInputs);
  std::vector<std::unique_ptr<DeviceBuffer>> buffers;
  std::vector<Argument> candidateArgs(numInputs + numResults),
      referenceArgs(numInputs + numResults);
  // Each candidate starts from the inputs as drawn, kept here on the device:
  // one that writes over an input must not fail the candidates after it.
  std::vector<void *> pristineInputs(numInputs);
  Watchdog watchdog(options.candidateTimeoutSeconds);
  // A fault that leaves the context unusable (an illegal address) fails
  // every call after it: with other candidates to measure, the run stops
  // and says whose it was, so that they are measured elsewhere.
  auto deviceLostTo = [&](const VariantResult &result,
                          const std::string &error) -> std::string {
    hiera_rt_clear_error();
    if (work.candidates.size() < 2 || !hiera_rt_synchronize())
      return "";
    hiera_rt_clear_error();
    return "candidate '" + result.variant + "' left the GPU unusable: " + error;
  };
  auto deviceBuffer = [&](size_t bytes) -> void * {
    auto buffer = std::make_unique<DeviceBuffer>();
    buffer->bytes = bytes;
    if (hiera_rt_alloc(&buffer->pointer, buffer->bytes))
      return nullptr;
    buffers.push_back(std::move(buffer));
    return buffers.back()->pointer;
  };
  for (unsigned i = 0; i < numInputs + numResults; ++i) {
    const Operand &operand = operands[i];
    if (isScalar(i)) { // scalars go by value, bound once drawn
      if (i >= numInputs)
        return failAll(work, "result " + std::to_string(i - numInputs) +
                                 " is not a tensor");
      scalarInputs[i].emplace(operand.type, 1);
      referenceScalarInputs[i].emplace(operand.promoted, 1);
      continue;
    }
    void *device = deviceBuffer(operand.bytes);
    void *referenceDevice =
        device ? deviceBuffer(operand.promotedBytes) : nullptr;
    if (!referenceDevice)
      return failAll(work, hiera_rt_error());
    candidateArgs[i].bind(operand.type, device, nullptr);
    referenceArgs[i].bind(operand.promoted, referenceDevice, nullptr);
    if (i < numInputs && work.candidates.size() > 1 &&
        !(pristineInputs[i] = deviceBuffer(operand.bytes)))
      return failAll(work, hiera_rt_error());
  }
  auto outputPointer = [&](std::vector<Argument> &args, unsigned j) {
    return reinterpret_cast<void *>(args[numInputs + j].descriptor[1]);
  };
  auto inputPointer = [&](std::vector<Argument> &args, unsigned i) {
    return reinterpret_cast<void *>(args[i].descriptor[1]);
  };
  auto keepInputs = [&] {
    for (unsigned i = 0; i < numInputs; ++i)
      if (pristineInputs[i] &&
          hiera_rt_copy_on_device(pristineInputs[i],
                                  inputPointer(candidateArgs, i),
                                  operands[i].bytes))
        return false;
    return true;
  };
  auto restoreInputs = [&] {
    for (unsigned i = 0; i < numInputs; ++i)
      if (pristineInputs[i] &&
          hiera_rt_copy_on_device(inputPointer(candidateArgs, i),
                                  pristineInputs[i], operands[i].bytes))
        return false;
    return true;
  };
  // Whether float inputs are drawn positive, and whether that is settled
  // (on the first trial, for the rest and the timing).
  bool positiveInputs = false, signSettled = false;
  // Draws input i from `seed`: on the device, widened there for the
  // reference (`forReference`); a scalar on the host.
  auto drawInput = [&](unsigned i, uint64_t seed, bool forReference) {
    const Operand &operand = operands[i];
    int32_t range = operand.range >= 0 && positiveInputs
                        ? operand.range | check::kPositive
                        : operand.range;
    if (isScalar(i)) {
      fillRandom(*scalarInputs[i], seed, static_cast<InputRange>(range));
      referenceScalarInputs[i]->set(0, scalarInputs[i]->get(0));
      candidateArgs[i].bind(operand.type, nullptr, &*scalarInputs[i]);
      referenceArgs[i].bind(operand.promoted, nullptr,
                            &*referenceScalarInputs[i]);
      return true;
    }
    void *data = inputPointer(candidateArgs, i);
    return !hiera_rt_fill_random(data, operand.dtype, operand.count, seed,
                                 range, operand.scale) &&
           (!forReference ||
            !hiera_rt_convert(data, operand.dtype,
                              inputPointer(referenceArgs, i),
                              operand.promotedDtype, operand.count));
  };

  std::vector<hiera_rt_reference_summary> referenceSummaries(numResults);
  for (unsigned trial = 0; trial < options.checks; ++trial) {
    TimingScope phase = timing.nest("draw the inputs");
    // Where signed inputs leave a result non-finite somewhere (the log of
    // a sum that may be negative, a variance drawn negative), they are
    // drawn again positive, and those are kept if they leave fewer
    // non-finite elements: near the edge of its domain a result is
    // ill-conditioned (the log of a sum near zero), and a correct
    // candidate summing in another order could not match it. Elsewhere
    // the candidates must give the same NaN. A result that is finite
    // nowhere, drawn either way, leaves nothing to check.
    for (uint64_t signedNonFinite = 0;;) {
      for (unsigned i = 0; i < numInputs; ++i)
        if (!drawInput(i, options.seed * 1000003u + trial * 7919u + i,
                       /*forReference=*/true))
          return failAll(work, hiera_rt_error());
      if (!keepInputs())
        return failAll(work, hiera_rt_error());
      phase = timing.nest("run the reference");
      for (unsigned j = 0; j < numResults; ++j)
        hiera_rt_fill_bytes(
            outputPointer(referenceArgs, j),
            check::unwrittenByte(operands[numInputs + j].promotedDtype),
            operands[numInputs + j].promotedBytes);
      if (std::string runError = invoke(*reference, referenceArgs);
          !runError.empty() || hiera_rt_synchronize())
        return failAll(work, "reference: " + (runError.empty()
                                                  ? hiera_rt_error()
                                                  : runError));
      std::optional<unsigned> nowhereFinite;
      uint64_t nonFinite = 0;
      for (unsigned j = 0; j < numResults; ++j) {
        const Operand &result = operands[numInputs + j];
        hiera_rt_reference_summary &summary = referenceSummaries[j];
        if (hiera_rt_summarize_reference(outputPointer(referenceArgs, j),
                                         result.promotedDtype, result.count,
                                         &summary))
          return failAll(work, hiera_rt_error());
        nonFinite += summary.non_finite;
        if (result.count > 0 && summary.non_finite == result.count &&
            !nowhereFinite)
          nowhereFinite = j;
      }
      phase = timing.nest("draw the inputs");
      if (!signSettled && !positiveInputs && nonFinite > 0) {
        signedNonFinite = nonFinite;
        positiveInputs = true;
        continue;
      }
      if (!signSettled && positiveInputs) {
        signSettled = true;
        if (nonFinite >= signedNonFinite) {
          positiveInputs = false;
          continue;
        }
      }
      signSettled = true;
      if (nowhereFinite)
        return failAll(work, "the reference's result " +
                                 std::to_string(*nowhereFinite) +
                                 " is not finite anywhere on random inputs, "
                                 "of either sign or positive");
      break;
    }

    phase = timing.nest("check the candidates");
    for (auto [candidate, result] : llvm::zip(candidates, results)) {
      if (!candidate || !result.error.empty())
        continue;
      if (!restoreInputs())
        return failAll(work, hiera_rt_error());
      WatchedSpan watched(watchdog, result.variant);
      for (unsigned j = 0; j < numResults; ++j)
        hiera_rt_fill_bytes(
            outputPointer(candidateArgs, j),
            check::unwrittenByte(operands[numInputs + j].dtype),
            operands[numInputs + j].bytes);
      std::string runError = invoke(*candidate, candidateArgs);
      if (runError.empty() && hiera_rt_synchronize())
        runError = hiera_rt_error();
      if (!runError.empty()) {
        if (std::string lost = deviceLostTo(result, runError); !lost.empty())
          return HarnessRun{{}, lost};
        result.error = runError;
        result.correct = false;
        continue;
      }
      for (unsigned j = 0; j < numResults; ++j) {
        const Operand &operand = operands[numInputs + j];
        hiera_rt_comparison comparison;
        if (hiera_rt_compare(outputPointer(candidateArgs, j), operand.dtype,
                             outputPointer(referenceArgs, j),
                             operand.promotedDtype, operand.count, work.rtol,
                             work.atol, &referenceSummaries[j], &comparison))
          return failAll(work, hiera_rt_error());
        result.mismatches += comparison.mismatches;
        if (comparison.mismatches)
          result.correct = false;
        result.worstToleranceRatio = std::max(
            result.worstToleranceRatio, comparison.worst_tolerance_ratio);
        result.relativeError =
            std::max(result.relativeError, comparison.relative_error);
      }
    }
  }

  // Timing inputs differ from those checked: a candidate cannot have kept
  // its answer from a check.
  TimingScope phase = timing.nest("draw the inputs");
  for (unsigned i = 0; i < numInputs; ++i)
    if (!drawInput(i, options.seed * 1000003u + 104729u + i,
                   /*forReference=*/false))
      return failAll(work, hiera_rt_error());
  if (!keepInputs())
    return failAll(work, hiera_rt_error());
  phase = timing.nest("time the candidates");
  DeviceBuffer flush;
  if (options.flushBytes > 0) {
    flush.bytes = options.flushBytes;
    if (hiera_rt_alloc(&flush.pointer, flush.bytes))
      return failAll(work, hiera_rt_error());
  }

  // Time every candidate that ran, correct or not: the table says which.
  for (auto [candidate, result, piece] :
       llvm::zip(candidates, results, work.candidates)) {
    if (!candidate || !result.error.empty())
      continue;
    if (!restoreInputs())
      return failAll(work, hiera_rt_error());
    WatchedSpan watched(watchdog, result.variant);
    CallTimes times;
    result.error = timeCalls(
        [&, &executable = *candidate] {
          return invoke(executable, candidateArgs);
        },
        options.warmup, options.repeats, options.timingBudgetMs,
        flush.pointer ? &flush : nullptr, times);
    if (!result.error.empty())
      if (std::string lost = deviceLostTo(result, result.error); !lost.empty())
        return HarnessRun{{}, lost};
    result.medianUs = times.medianUs;
    result.p20Us = times.p20Us;
    result.p80Us = times.p80Us;
    result.runs = times.runs;
    hiera_rt_clear_error();
    if (result.medianUs > 0) {
      result.gbPerSecond = work.bytes / (result.medianUs * 1e3);
      if (piece.trafficBytes > work.bytes)
        result.trafficGbPerSecond = piece.trafficBytes / (result.medianUs * 1e3);
      result.tflops = work.flops / (result.medianUs * 1e6);
      result.rooflineFraction = work.boundUs / result.medianUs;
      if (result.rooflineFraction > kSuspectRooflineFraction) {
        result.correct = false;
        result.error = llvm::formatv("{0:f1}x faster than the roofline bound "
                                     "allows: suspect, not celebrated",
                                     result.rooflineFraction);
      }
    }
  }
  return HarnessRun{results, ""};
}

/// Promotes a reference function to f64, saying why where it cannot.
LogicalResult promoteReference(func::FuncOp reference, std::string &error) {
  DiagnosticCollector diagnostics(reference.getContext());
  if (succeeded(promoteToF64(reference)))
    return success();
  error = "cannot promote the reference to f64: " + diagnostics.str();
  return failure();
}

} // namespace

HarnessRun hiera::runTask(TaskOp task, ArrayRef<Space> spaces,
                          const HarnessOptions &options, TimingScope timing) {
  Workpiece work;
  work.name = task.getName().str();
  work.inputTypes.assign(task.getInputs().getTypes().begin(),
                         task.getInputs().getTypes().end());
  for (BlockArgument input : task.getBodyBlock().getArguments()) {
    work.valueBounds.push_back(valueBound(input).value_or(0));
    work.valueScales.push_back(valueScale(input).value_or(1.0));
  }
  work.resultTypes.assign(task.getResultTypes().begin(),
                          task.getResultTypes().end());
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>())
      if ((spaces.empty() || llvm::is_contained(spaces, variant.getSpace())) &&
          (options.variants.empty() ||
           llvm::is_contained(options.variants, variant.getName().str()) ||
           llvm::is_contained(options.variants,
                              work.name + "/" + variant.getName().str()))) {
        LaunchAttr launch = variant.getLaunchAttr();
        work.candidates.push_back(
            {variant.getName().str(), stringifySpace(variant.getSpace()).str(),
             wrapTask(task, "candidate", variant), "candidate",
             launch ? launch.getTrafficBytes() : 0});
      }
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes())
    return failAll(work, "the task needs a contract with static shapes");
  work.rtol = contract.getRtol();
  work.atol = contract.getAtol();
  work.bytes = contract.getBytes();
  work.flops = contract.getFlops();
  if (BottleneckAttr bottleneck = task.getBottleneckAttr())
    work.boundUs = bottleneck.getBoundUs();

  work.reference = wrapTask(task, "reference", {});
  std::string error;
  if (failed(promoteReference(
          cast<func::FuncOp>(work.reference->lookupSymbol("reference")),
          error)))
    return failAll(work, error);
  return runWorkpiece(work, options, timing);
}

HarnessRun hiera::runFunction(func::FuncOp function,
                              const HarnessOptions &options,
                              TimingScope timing) {
  Workpiece work;
  work.name = "@" + function.getName().str();
  work.inputTypes.assign(function.getArgumentTypes().begin(),
                         function.getArgumentTypes().end());
  for (BlockArgument input : function.getArguments()) {
    work.valueBounds.push_back(valueBound(input).value_or(0));
    work.valueScales.push_back(valueScale(input).value_or(1.0));
  }
  work.resultTypes.assign(function.getResultTypes().begin(),
                          function.getResultTypes().end());

  // The candidate: the whole module, each task in its chosen variant.
  auto module = function->getParentOfType<ModuleOp>();
  work.candidates.push_back({"chosen variants", "entry",
                             OwningOpRef<ModuleOp>(module.clone()),
                             function.getName().str()});

  // Judged by the loosest tolerance of its tasks; counted as their sum.
  bool anyTask = false;
  function.walk([&](TaskOp task) {
    anyTask = true;
    ContractAttr contract = task.getContractAttr();
    if (!contract)
      return;
    work.rtol = std::max(work.rtol, double(contract.getRtol()));
    work.atol = std::max(work.atol, double(contract.getAtol()));
    work.flops += contract.getFlops();
    if (BottleneckAttr bottleneck = task.getBottleneckAttr())
      work.boundUs += bottleneck.getBoundUs();
  });
  if (!anyTask)
    return failAll(work, "the function has no plan.task");
  for (Type type : llvm::concat<Type>(work.inputTypes, work.resultTypes))
    if (std::optional<int64_t> size = getSizeInBytes(type))
      work.bytes += *size;

  // The reference: the function alone, tasks replaced by their bodies.
  OpBuilder builder(function.getContext());
  work.reference = ModuleOp::create(function.getLoc());
  builder.setInsertionPointToEnd(work.reference->getBody());
  auto reference = cast<func::FuncOp>(builder.clone(*function));
  reference.setName("reference");
  SmallVector<TaskOp> tasks;
  reference.walk([&](TaskOp task) { tasks.push_back(task); });
  for (TaskOp task : tasks)
    task.replaceWithBody();
  std::string error;
  if (failed(promoteReference(reference, error)))
    return failAll(work, error);
  return runWorkpiece(work, options, timing);
}
