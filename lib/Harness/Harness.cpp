//===- Harness.cpp - Run tasks' variants on the GPU and check them --------===//
//
// What a check is: the reference and the candidates compiled, inputs drawn
// (hiera/Measure/HostData.h), outputs poisoned, each run compared with the
// reference (hiera/Measure/Comparison.h), then every candidate that ran
// timed on fresh inputs (Timing.h).
//
//===----------------------------------------------------------------------===//

#include "hiera/Harness/Harness.h"
#include "Timing.h"
#include "Watchdog.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Measure/Comparison.h"
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
    Type element = getElementTypeOrSelf(type);
    if ((isa<ShapedType>(type) && !cast<ShapedType>(type).hasStaticShape()) ||
        !isa<FloatType, IntegerType>(element) || !getSizeInBytes(element))
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

  // Buffers: inputs in the candidates' types and promoted, outputs likewise.
  auto countOf = [](Type type) {
    auto shaped = dyn_cast<ShapedType>(type);
    return shaped ? shaped.getNumElements() : int64_t(1);
  };
  unsigned numInputs = work.inputTypes.size();
  unsigned numResults = work.resultTypes.size();
  std::vector<HostArray> hostInputs, referenceHostInputs, hostOutputs,
      referenceHostOutputs;
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
  auto deviceBuffer = [&](const HostArray &array) -> void * {
    auto buffer = std::make_unique<DeviceBuffer>();
    buffer->bytes = array.data.size();
    if (hiera_rt_alloc(&buffer->pointer, buffer->bytes))
      return nullptr;
    buffers.push_back(std::move(buffer));
    return buffers.back()->pointer;
  };
  for (unsigned i = 0; i < numInputs + numResults; ++i) {
    bool isInput = i < numInputs;
    Type type = isInput ? work.inputTypes[i] : work.resultTypes[i - numInputs];
    Type promoted =
        isInput ? referenceInputTypes[i] : referenceResultTypes[i - numInputs];
    auto &host = isInput ? hostInputs : hostOutputs;
    auto &referenceHost = isInput ? referenceHostInputs : referenceHostOutputs;
    host.emplace_back(getElementTypeOrSelf(type), countOf(type));
    referenceHost.emplace_back(getElementTypeOrSelf(promoted),
                               countOf(promoted));
    void *device = nullptr, *referenceDevice = nullptr;
    if (isa<ShapedType>(type) &&
        (!(device = deviceBuffer(host.back())) ||
         !(referenceDevice = deviceBuffer(referenceHost.back()))))
      return failAll(work, hiera_rt_error());
    candidateArgs[i].bind(type, device, &host.back());
    referenceArgs[i].bind(promoted, referenceDevice, &referenceHost.back());
    if (isInput && device && work.candidates.size() > 1 &&
        !(pristineInputs[i] = deviceBuffer(host.back())))
      return failAll(work, hiera_rt_error());
  }
  auto outputPointer = [&](std::vector<Argument> &args, unsigned j) {
    return reinterpret_cast<void *>(args[numInputs + j].descriptor[1]);
  };
  auto inputPointer = [&](unsigned i) {
    return reinterpret_cast<void *>(candidateArgs[i].descriptor[1]);
  };
  auto keepInputs = [&] {
    for (unsigned i = 0; i < numInputs; ++i)
      if (pristineInputs[i] &&
          hiera_rt_copy_on_device(pristineInputs[i], inputPointer(i),
                                  hostInputs[i].data.size()))
        return false;
    return true;
  };
  auto restoreInputs = [&] {
    for (unsigned i = 0; i < numInputs; ++i)
      if (pristineInputs[i] &&
          hiera_rt_copy_on_device(inputPointer(i), pristineInputs[i],
                                  hostInputs[i].data.size()))
        return false;
    return true;
  };

  for (unsigned trial = 0; trial < options.checks; ++trial) {
    TimingScope phase = timing.nest("draw the inputs");
    for (unsigned i = 0; i < numInputs; ++i) {
      fillRandom(hostInputs[i], options.seed * 1000003u + trial * 7919u + i,
                 options.inputs);
      forChunks<char>(hostInputs[i].count, [&](int64_t begin, int64_t end) {
        for (int64_t e = begin; e < end; ++e)
          referenceHostInputs[i].set(e, hostInputs[i].get(e));
        return 0;
      });
      if (!isa<ShapedType>(candidateArgs[i].type)) { // scalars go by value
        candidateArgs[i].bind(candidateArgs[i].type, nullptr, &hostInputs[i]);
        referenceArgs[i].bind(referenceArgs[i].type, nullptr,
                              &referenceHostInputs[i]);
        continue;
      }
      if (hiera_rt_copy_to_device(
              reinterpret_cast<void *>(candidateArgs[i].descriptor[1]),
              hostInputs[i].data.data(), hostInputs[i].data.size()) ||
          hiera_rt_copy_to_device(
              reinterpret_cast<void *>(referenceArgs[i].descriptor[1]),
              referenceHostInputs[i].data.data(),
              referenceHostInputs[i].data.size()))
        return failAll(work, hiera_rt_error());
    }
    if (!keepInputs())
      return failAll(work, hiera_rt_error());
    phase = timing.nest("run the reference");
    for (unsigned j = 0; j < numResults; ++j)
      hiera_rt_fill_bytes(outputPointer(referenceArgs, j), 0xff,
                          referenceHostOutputs[j].data.size());
    if (std::string runError = invoke(*reference, referenceArgs);
        !runError.empty() || hiera_rt_synchronize())
      return failAll(work, "reference: " + (runError.empty() ? hiera_rt_error()
                                                             : runError));
    for (unsigned j = 0; j < numResults; ++j) {
      HostArray &out = referenceHostOutputs[j];
      if (hiera_rt_copy_to_host(out.data.data(),
                                outputPointer(referenceArgs, j),
                                out.data.size()))
        return failAll(work, hiera_rt_error());
      if (int64_t e = firstNonFinite(out); e >= 0)
        return failAll(work, "the reference's result " + std::to_string(j) +
                                 " is not finite at element " +
                                 std::to_string(e));
    }

    phase = timing.nest("check the candidates");
    for (auto [candidate, result] : llvm::zip(candidates, results)) {
      if (!candidate || !result.error.empty())
        continue;
      if (!restoreInputs())
        return failAll(work, hiera_rt_error());
      WatchedSpan watched(watchdog, result.variant);
      for (unsigned j = 0; j < numResults; ++j)
        hiera_rt_fill_bytes(outputPointer(candidateArgs, j), 0xff,
                            hostOutputs[j].data.size());
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
        HostArray &out = hostOutputs[j];
        const HostArray &ref = referenceHostOutputs[j];
        if (hiera_rt_copy_to_host(out.data.data(),
                                  outputPointer(candidateArgs, j),
                                  out.data.size()))
          break;
        Comparison comparison =
            compareWithinTolerance(out, ref, work.rtol, work.atol);
        result.mismatches += comparison.mismatches;
        if (comparison.mismatches)
          result.correct = false;
        result.worstToleranceRatio = std::max(result.worstToleranceRatio,
                                              comparison.worstToleranceRatio);
        result.relativeError =
            std::max(result.relativeError, comparison.relativeError);
      }
    }
  }

  // Timing inputs differ from those checked: a candidate cannot have kept
  // its answer from a check.
  TimingScope phase = timing.nest("draw the inputs");
  for (unsigned i = 0; i < numInputs; ++i) {
    fillRandom(hostInputs[i], options.seed * 1000003u + 104729u + i,
               options.inputs);
    if (isa<ShapedType>(candidateArgs[i].type) &&
        hiera_rt_copy_to_device(
            reinterpret_cast<void *>(candidateArgs[i].descriptor[1]),
            hostInputs[i].data.data(), hostInputs[i].data.size()))
      return failAll(work, hiera_rt_error());
  }
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
  work.resultTypes.assign(task.getResultTypes().begin(),
                          task.getResultTypes().end());
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>())
      if ((spaces.empty() || llvm::is_contained(spaces, variant.getSpace())) &&
          (options.variants.empty() ||
           llvm::is_contained(options.variants, variant.getName().str()))) {
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
