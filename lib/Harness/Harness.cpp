//===- Harness.cpp - Run tasks' variants on the GPU and check them --------===//

#include "hiera/Harness/Harness.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Harness/Engine.h"
#include "hiera/Runtime/Runtime.h"
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
#include "llvm/Support/Parallel.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

//===----------------------------------------------------------------------===//
// Host data
//===----------------------------------------------------------------------===//

namespace {

/// A dense host array of one element type, read and written as doubles.
class HostArray {
public:
  HostArray(Type element, int64_t count)
      : element(element), count(count),
        bytesPerElement(*getSizeInBytes(element)),
        data(count * bytesPerElement) {}

  double get(int64_t i) const {
    const uint8_t *p = &data[i * bytesPerElement];
    if (element.isF64())
      return load<double>(p);
    if (element.isF32())
      return load<float>(p);
    if (element.isF16())
      return halfToFloat(load<uint16_t>(p));
    if (element.isBF16())
      return bitsToFloat(uint32_t(load<uint16_t>(p)) << 16);
    switch (bytesPerElement) {
    case 1:
      return load<int8_t>(p);
    case 2:
      return load<int16_t>(p);
    case 4:
      return load<int32_t>(p);
    default:
      return static_cast<double>(load<int64_t>(p));
    }
  }

  void set(int64_t i, double value) {
    uint8_t *p = &data[i * bytesPerElement];
    if (element.isF64())
      return store<double>(p, value);
    if (element.isF32())
      return store<float>(p, static_cast<float>(value));
    if (element.isF16())
      return store<uint16_t>(p, floatToHalf(static_cast<float>(value)));
    if (element.isBF16()) {
      uint32_t bits = floatToBits(static_cast<float>(value));
      bits += 0x7fff + ((bits >> 16) & 1); // round to nearest even
      return store<uint16_t>(p, bits >> 16);
    }
    int64_t integer = static_cast<int64_t>(std::llround(value));
    std::memcpy(p, &integer, bytesPerElement); // little endian
  }

  Type element;
  int64_t count;
  size_t bytesPerElement;
  std::vector<uint8_t> data;

private:
  template <typename T> static T load(const uint8_t *p) {
    T value;
    std::memcpy(&value, p, sizeof(T));
    return value;
  }
  template <typename T> static void store(uint8_t *p, T value) {
    std::memcpy(p, &value, sizeof(T));
  }
  static float bitsToFloat(uint32_t bits) {
    float value;
    std::memcpy(&value, &bits, 4);
    return value;
  }
  static uint32_t floatToBits(float value) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return bits;
  }
  static float halfToFloat(uint16_t h) {
    uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f,
             mantissa = h & 0x3ff;
    if (exponent == 0)
      return (sign ? -1.0f : 1.0f) * std::ldexp(float(mantissa), -24);
    if (exponent == 31)
      return bitsToFloat(sign | 0x7f800000 | (mantissa << 13));
    return bitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
  }
  static uint16_t floatToHalf(float value) {
    // Values here are in [-1, 1]: normal halves or subnormals, no overflow.
    APFloat converted(value);
    bool lost;
    converted.convert(APFloat::IEEEhalf(), APFloat::rmNearestTiesToEven, &lost);
    return static_cast<uint16_t>(converted.bitcastToAPInt().getZExtValue());
  }
};

/// Runs `body(begin, end)` over [0, count) in fixed chunks on every core and
/// returns each chunk's result in order: combined in that order they do not
/// depend on the number of threads. Host arrays are gigabytes.
template <typename Partial, typename Body>
std::vector<Partial> forChunks(int64_t count, Body body) {
  constexpr int64_t chunk = int64_t(1) << 20;
  int64_t chunks = (count + chunk - 1) / chunk;
  std::vector<Partial> partials(chunks);
  llvm::parallelFor(0, chunks, [&](size_t c) {
    int64_t begin = int64_t(c) * chunk;
    partials[c] = body(begin, std::min(count, begin + chunk));
  });
  return partials;
}

/// Element `index` of the splitmix64 sequence that starts at `seed`.
uint64_t splitmix64(uint64_t seed, uint64_t index) {
  uint64_t z = seed + (index + 1) * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// Random inputs, never zero: floats uniform in [-1, 1), integers in
/// [-16, 16].
void fillRandom(HostArray &array, uint64_t seed) {
  bool isFloat = isa<FloatType>(array.element);
  forChunks<char>(array.count, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      uint64_t bits = splitmix64(seed, i);
      double value;
      if (isFloat) {
        value = double(bits >> 11) * 0x1.0p-53 * 2.0 - 1.0;
        if (value == 0.0)
          value = 0.5;
      } else {
        value = double(int64_t(bits % 32) - 16);
        if (value == 0.0)
          value = 1.0;
      }
      array.set(i, value);
    }
    return 0;
  });
}

/// Device memory freed on destruction.
struct DeviceBuffer {
  void *pointer = nullptr;
  size_t bytes = 0;
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (pointer)
      hiera_rt_free(pointer);
  }
};

/// One argument of a jitted entry point: a memref descriptor or a scalar.
struct Argument {
  Type type;
  std::vector<int64_t> descriptor; // allocated, aligned, offset, sizes, strides
  int64_t scalar = 0;
  void *descriptorAddress = nullptr;

  void bind(Type argType, void *device, const HostArray *scalarValue) {
    type = argType;
    auto shaped = dyn_cast<ShapedType>(argType);
    if (!shaped) {
      std::memcpy(&scalar, scalarValue->data.data(),
                  scalarValue->bytesPerElement);
      return;
    }
    descriptor.assign(3, 0);
    descriptor[0] = descriptor[1] = reinterpret_cast<int64_t>(device);
    ArrayRef<int64_t> shape = shaped.getShape();
    descriptor.insert(descriptor.end(), shape.begin(), shape.end());
    SmallVector<int64_t> strides(shape.size(), 1);
    for (int i = int(shape.size()) - 2; i >= 0; --i)
      strides[i] = strides[i + 1] * shape[i + 1];
    descriptor.insert(descriptor.end(), strides.begin(), strides.end());
    descriptorAddress = descriptor.data();
  }

  /// What the packed entry point's args[i] points at.
  void *packed() {
    return isa<ShapedType>(type) ? static_cast<void *>(&descriptorAddress)
                                 : static_cast<void *>(&scalar);
  }
};

/// Runs `executable` on `args` (inputs..., outputs...).
std::string invoke(Executable &executable, std::vector<Argument> &args) {
  SmallVector<void *> packed;
  for (Argument &arg : args)
    packed.push_back(arg.packed());
  return executable.invoke(packed);
}

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

double percentile(std::vector<double> sorted, double fraction) {
  std::sort(sorted.begin(), sorted.end());
  size_t index = static_cast<size_t>(fraction * (sorted.size() - 1) + 0.5);
  return sorted[std::min(index, sorted.size() - 1)];
}

/// Median, p20 and p80 of `repeats` timed calls, in microseconds; `flush`
/// (when not null) is written over before each, outside the timed span, so
/// that no call finds its inputs in L2.
std::string timeCalls(Executable &executable, std::vector<Argument> &args,
                      const HarnessOptions &options, DeviceBuffer *flush,
                      VariantResult &result) {
  for (unsigned i = 0; i < options.warmup; ++i)
    if (std::string error = invoke(executable, args); !error.empty())
      return error;
  if (hiera_rt_synchronize())
    return hiera_rt_error();
  std::vector<void *> events(2 * options.repeats, nullptr);
  for (void *&event : events)
    if (hiera_rt_event_create(&event))
      return hiera_rt_error();
  // Calls queue back to back; the events bracket each one on the stream.
  hiera_rt_defer_stream_sync(1);
  std::string error;
  for (unsigned r = 0; r < options.repeats && error.empty(); ++r) {
    if (flush)
      hiera_rt_fill_bytes(flush->pointer, static_cast<unsigned char>(r),
                          flush->bytes);
    hiera_rt_event_record(events[2 * r]);
    error = invoke(executable, args);
    hiera_rt_event_record(events[2 * r + 1]);
  }
  hiera_rt_defer_stream_sync(0);
  std::vector<double> times;
  for (unsigned r = 0; r < options.repeats && error.empty(); ++r) {
    float ms = 0;
    if (hiera_rt_event_elapsed_ms(events[2 * r], events[2 * r + 1], &ms))
      break;
    times.push_back(ms * 1e3);
  }
  for (void *event : events)
    if (event)
      hiera_rt_event_destroy(event);
  if (error.empty() && *hiera_rt_error())
    error = hiera_rt_error();
  if (!error.empty())
    return error;
  result.medianUs = percentile(times, 0.5);
  result.p20Us = percentile(times, 0.2);
  result.p80Us = percentile(times, 0.8);
  return "";
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

std::vector<VariantResult> runWorkpiece(Workpiece &work,
                                        const HarnessOptions &options) {
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
  std::optional<Executable> reference =
      compileEntry(*work.reference, "reference", referenceLowering, error);
  if (!reference)
    return failAll(work, "reference: " + error);

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
  }
  auto outputPointer = [&](std::vector<Argument> &args, unsigned j) {
    return reinterpret_cast<void *>(args[numInputs + j].descriptor[1]);
  };

  for (unsigned trial = 0; trial < options.checks; ++trial) {
    for (unsigned i = 0; i < numInputs; ++i) {
      fillRandom(hostInputs[i], options.seed * 1000003u + trial * 7919u + i);
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
      std::vector<int64_t> firstNonFinite =
          forChunks<int64_t>(out.count, [&](int64_t begin, int64_t end) {
            for (int64_t e = begin; e < end; ++e)
              if (!std::isfinite(out.get(e)))
                return e;
            return int64_t(-1);
          });
      for (int64_t e : firstNonFinite)
        if (e >= 0)
          return failAll(work, "the reference's result " + std::to_string(j) +
                                   " is not finite at element " +
                                   std::to_string(e));
    }

    for (auto [candidate, result] : llvm::zip(candidates, results)) {
      if (!candidate || !result.error.empty())
        continue;
      for (unsigned j = 0; j < numResults; ++j)
        hiera_rt_fill_bytes(outputPointer(candidateArgs, j), 0xff,
                            hostOutputs[j].data.size());
      std::string runError = invoke(*candidate, candidateArgs);
      if (runError.empty() && hiera_rt_synchronize())
        runError = hiera_rt_error();
      if (!runError.empty()) {
        result.error = runError;
        result.correct = false;
        hiera_rt_clear_error();
        continue;
      }
      for (unsigned j = 0; j < numResults; ++j) {
        HostArray &out = hostOutputs[j];
        const HostArray &ref = referenceHostOutputs[j];
        if (hiera_rt_copy_to_host(out.data.data(),
                                  outputPointer(candidateArgs, j),
                                  out.data.size()))
          break;
        // atol is in units of the result's own scale (its RMS, at least
        // 1): a sum of thousands of terms that cancels to near zero keeps
        // the rounding of its large partial sums.
        double refSquares = 0;
        for (double part :
             forChunks<double>(ref.count, [&](int64_t begin, int64_t end) {
               double squares = 0;
               for (int64_t e = begin; e < end; ++e)
                 squares += ref.get(e) * ref.get(e);
               return squares;
             }))
          refSquares += part;
        double scale = std::max(1.0, std::sqrt(refSquares / ref.count));
        struct Comparison {
          int64_t mismatches = 0;
          double worstRatio = 0, diffSquares = 0;
        };
        double diffSquares = 0;
        for (const Comparison &part :
             forChunks<Comparison>(out.count, [&](int64_t begin, int64_t end) {
               Comparison part;
               for (int64_t e = begin; e < end; ++e) {
                 double got = out.get(e), want = ref.get(e);
                 double diff = std::fabs(got - want);
                 double allowed =
                     work.atol * scale + work.rtol * std::fabs(want);
                 // NaN (an unwritten, poisoned element included) never
                 // passes.
                 if (!(diff <= allowed))
                   ++part.mismatches;
                 double ratio =
                     allowed > 0 ? diff / allowed : (diff == 0 ? 0 : INFINITY);
                 if (!(ratio <= part.worstRatio))
                   part.worstRatio = std::isnan(ratio) ? INFINITY : ratio;
                 part.diffSquares += diff * diff;
               }
               return part;
             })) {
          result.mismatches += part.mismatches;
          if (part.mismatches)
            result.correct = false;
          if (!(part.worstRatio <= result.worstToleranceRatio))
            result.worstToleranceRatio = part.worstRatio;
          diffSquares += part.diffSquares;
        }
        double relative = refSquares > 0 ? std::sqrt(diffSquares / refSquares)
                                         : std::sqrt(diffSquares);
        if (!(relative <= result.relativeError))
          result.relativeError = std::isnan(relative) ? INFINITY : relative;
      }
    }
  }

  // Timing inputs differ from those checked: a candidate cannot have kept
  // its answer from a check.
  for (unsigned i = 0; i < numInputs; ++i) {
    fillRandom(hostInputs[i], options.seed * 1000003u + 104729u + i);
    if (isa<ShapedType>(candidateArgs[i].type) &&
        hiera_rt_copy_to_device(
            reinterpret_cast<void *>(candidateArgs[i].descriptor[1]),
            hostInputs[i].data.data(), hostInputs[i].data.size()))
      return failAll(work, hiera_rt_error());
  }
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
    result.error = timeCalls(*candidate, candidateArgs, options,
                             flush.pointer ? &flush : nullptr, result);
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
  return results;
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

std::vector<VariantResult> hiera::runTask(TaskOp task, ArrayRef<Space> spaces,
                                          const HarnessOptions &options) {
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
  return runWorkpiece(work, options);
}

std::vector<VariantResult> hiera::runFunction(func::FuncOp function,
                                              const HarnessOptions &options) {
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
  return runWorkpiece(work, options);
}
