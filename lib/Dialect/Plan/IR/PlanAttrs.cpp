//===- PlanAttrs.cpp - Attributes of the plan dialect ---------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

#include <charconv>
#include <limits>
#include <cmath>

using namespace mlir;
using namespace hiera::plan;

#include "hiera/Dialect/Plan/IR/PlanEnums.cpp.inc"
#include "hiera/Dialect/Plan/IR/PlanInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "hiera/Dialect/Plan/IR/PlanAttrs.cpp.inc"

void PlanDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "hiera/Dialect/Plan/IR/PlanAttrs.cpp.inc"
      >();
}

FailureOr<F64> hiera::plan::parseF64(AsmParser &parser) {
  // MLIR's float parser refuses integer literals; accept them, as people
  // write `peak_f64_tflops = 34`.
  bool negative = succeeded(parser.parseOptionalMinus());
  double value;
  int64_t integer;
  OptionalParseResult asInteger = parser.parseOptionalInteger(integer);
  if (asInteger.has_value()) {
    if (failed(*asInteger))
      return failure();
    value = static_cast<double>(integer);
  } else if (parser.parseFloat(value)) {
    return failure();
  }
  return F64(negative ? -value : value);
}

std::string hiera::plan::formatF64(double value) {
  if (!std::isfinite(value))
    return std::isnan(value) ? "nan" : value > 0 ? "inf" : "-inf";
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof(buffer), value);
  (void)ec; // 64 characters always hold the shortest form of a double.
  std::string text(buffer, end);
  if (text.find('.') == std::string::npos) {
    size_t exponent = text.find('e');
    text.insert(exponent == std::string::npos ? text.size() : exponent, ".0");
  }
  return text;
}

void hiera::plan::printF64(AsmPrinter &printer, double value) {
  printer << formatF64(value);
}

FailureOr<bool> hiera::plan::parseBool(AsmParser &parser) {
  if (succeeded(parser.parseOptionalKeyword("true")))
    return true;
  if (succeeded(parser.parseOptionalKeyword("false")))
    return false;
  return parser.emitError(parser.getCurrentLocation(),
                          "expected 'true' or 'false'");
}

/// Emits "<field> must be <requirement>" when `ok` is false.
static LogicalResult require(function_ref<InFlightDiagnostic()> emitError,
                             bool ok, StringRef field, StringRef requirement) {
  if (ok)
    return success();
  return emitError() << "'" << field << "' must be " << requirement;
}

static bool isNonNegative(double value) {
  return std::isfinite(value) && value >= 0;
}
static bool isPositive(double value) { return std::isfinite(value) && value > 0; }

//===----------------------------------------------------------------------===//
// TargetAttr
//===----------------------------------------------------------------------===//

/// Whether `value` lies in [low, high] (and is a number).
static bool within(double value, double low, double high) {
  return std::isfinite(value) && value >= low && value <= high;
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef name, int64_t computeCapability,
                                 int64_t smCount, F64 dramBandwidthGbps,
                                 int64_t l2Bytes, int64_t smemPerSmBytes,
                                 F64 peakF64, F64 peakF32,
                                 F64 peakTF32, F64 peakF16,
                                 F64 peakBF16, F64 peakFP8,
                                 F64 launchOverheadUs) {
  // Bounds far past any GPU's, so that what is derived from a target (a
  // roofline bound, a grid of a few waves) is a finite number that fits
  // its type and reads back.
  if (failed(require(emitError, !name.empty(), "name", "non-empty")) ||
      failed(require(emitError, computeCapability >= 10 && computeCapability <= 1000,
                     "compute_capability",
                     "major * 10 + minor, from 10 to 1000")) ||
      failed(require(emitError, smCount > 0 && smCount <= 65536, "sm_count",
                     "from 1 to 65536")) ||
      failed(require(emitError, within(dramBandwidthGbps, 1, 1e6),
                     "dram_bandwidth_gbps", "from 1 to 1e6 (GB/s)")) ||
      failed(require(emitError, l2Bytes >= 0 && l2Bytes <= (int64_t(1) << 40),
                     "l2_bytes", "from 0 to 2^40")) ||
      failed(require(emitError,
                     smemPerSmBytes > 0 && smemPerSmBytes <= (int64_t(1) << 30),
                     "smem_per_sm_bytes", "from 1 to 2^30")) ||
      failed(require(emitError, within(peakF32, 1e-3, 1e6), "peak_f32_tflops",
                     "from 1e-3 to 1e6 (TFLOP/s)")) ||
      failed(require(emitError, within(launchOverheadUs, 0, 1e6),
                     "launch_overhead_us", "from 0 to 1e6 (us)")))
    return failure();
  std::pair<StringRef, double> tensorPeaks[] = {
      {"peak_f64_tflops", peakF64},   {"peak_tf32_tflops", peakTF32},
      {"peak_f16_tflops", peakF16},   {"peak_bf16_tflops", peakBF16},
      {"peak_fp8_tflops", peakFP8}};
  for (auto [field, value] : tensorPeaks)
    if (failed(require(emitError, value == 0 || within(value, 1e-3, 1e6), field,
                       "0 (where the GPU lacks the unit) or from 1e-3 to "
                       "1e6 (TFLOP/s)")))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// ContractAttr
//===----------------------------------------------------------------------===//

static bool isStatic(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  return !shaped || shaped.hasStaticShape();
}

bool ContractAttr::hasStaticShapes() const {
  return llvm::all_of(getInputs(), isStatic) &&
         llvm::all_of(getResults(), isStatic);
}

LogicalResult ContractAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<Type> inputs,
    ArrayRef<OperandRole> roles, ArrayRef<Type> results, int64_t flops,
    int64_t bytes, F64 intensity, PrecisionPolicy precision, F64 rtol,
    F64 atol, ContractConstraints constraints, int64_t alignment) {
  if (roles.size() != inputs.size())
    return emitError() << "'roles' has " << roles.size()
                       << " entries but 'inputs' has " << inputs.size();
  if (results.empty())
    return emitError() << "'results' must name at least one result";
  for (auto [type, role] : llvm::zip(inputs, roles))
    if ((role == OperandRole::Scalar) == isa<ShapedType>(type))
      return emitError() << "role '" << stringifyOperandRole(role)
                         << "' does not fit operand type " << type;
  if (failed(require(emitError, flops >= 0, "flops", "non-negative")) ||
      failed(require(emitError, bytes >= 0, "bytes", "non-negative")) ||
      failed(require(emitError, isNonNegative(intensity), "intensity",
                     "non-negative")) ||
      // A relative error past 1 accepts any result: no contract at all.
      failed(require(emitError, isNonNegative(rtol) && rtol <= 1, "rtol",
                     "from 0 to 1")) ||
      failed(require(emitError, isNonNegative(atol), "atol",
                     "non-negative")) ||
      failed(require(emitError, alignment > 0 && llvm::isPowerOf2_64(alignment),
                     "alignment", "a power of two")))
    return failure();
  bool staticShapes = llvm::all_of(inputs, isStatic) &&
                      llvm::all_of(results, isStatic);
  if (bitEnumContainsAll(constraints, ContractConstraints::StaticShapes) &&
      !staticShapes)
    return emitError() << "'constraints' claims static_shapes but a type "
                          "has a dynamic shape";
  if (staticShapes && bytes > 0) {
    double expected = static_cast<double>(flops) / static_cast<double>(bytes);
    if (std::fabs(intensity - expected) > 1e-9 * std::max(1.0, expected))
      return emitError() << "'intensity' must be flops / bytes = "
                         << formatF64(expected) << ", not "
                         << formatF64(intensity);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// BottleneckAttr
//===----------------------------------------------------------------------===//

LogicalResult
BottleneckAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       BottleneckKind kind, LimitingUnit unit,
                       F64 intensity, F64 ridgePoint, F64 boundUs,
                       AttributionSource source) {
  if (failed(require(emitError, isNonNegative(intensity), "intensity",
                     "non-negative")) ||
      failed(require(emitError, isNonNegative(ridgePoint), "ridge_point",
                     "non-negative")) ||
      failed(require(emitError, isNonNegative(boundUs), "bound_us",
                     "non-negative")))
    return failure();
  bool unitFits = false;
  switch (kind) {
  case BottleneckKind::Memory:
    unitFits = unit == LimitingUnit::DRAM;
    break;
  case BottleneckKind::Compute:
    unitFits = unit == LimitingUnit::FP64Pipe ||
               unit == LimitingUnit::FP32Pipe ||
               unit == LimitingUnit::TensorCore;
    break;
  case BottleneckKind::Latency:
    // Measured, latency can starve a unit (too little in flight for DRAM,
    // too few warps for a pipe); the model knows only launches.
    unitFits = unit == LimitingUnit::Launch ||
               (source == AttributionSource::Measured &&
                unit != LimitingUnit::None);
    break;
  case BottleneckKind::Unknown:
    unitFits = unit == LimitingUnit::None;
    break;
  }
  if (!unitFits)
    return emitError() << "a " << stringifyBottleneckKind(kind)
                       << "-bound task cannot be limited by unit '"
                       << stringifyLimitingUnit(unit) << "'";
  return success();
}

//===----------------------------------------------------------------------===//
// CostAttr
//===----------------------------------------------------------------------===//

LogicalResult CostAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               CostSource source, F64 medianUs, F64 p20Us,
                               F64 p80Us, int64_t runs, bool valid,
                               F64 maxRelError) {
  if (failed(require(emitError, isNonNegative(medianUs), "median_us",
                     "non-negative")) ||
      failed(require(emitError, isNonNegative(maxRelError), "max_rel_error",
                     "non-negative")))
    return failure();
  if (!(p20Us <= medianUs && medianUs <= p80Us) || p20Us < 0)
    return emitError() << "the spread must satisfy 0 <= p20_us <= median_us "
                          "<= p80_us";
  if (source == CostSource::Measured && runs <= 0)
    return emitError() << "a measured cost needs at least one run";
  if (source == CostSource::Estimated && runs != 0)
    return emitError() << "an estimated cost has no runs; got " << runs;
  return success();
}

//===----------------------------------------------------------------------===//
// LaunchAttr
//===----------------------------------------------------------------------===//

static bool isIdentifier(StringRef name) {
  return !name.empty() && !llvm::isDigit(name.front()) &&
         llvm::all_of(name, [](char c) { return llvm::isAlnum(c) || c == '_'; });
}

int64_t LaunchAttr::getBlockThreads() const {
  int64_t threads = 1;
  for (int64_t extent : getBlock())
    threads *= extent;
  return threads;
}

/// 1 to 3 positive extents, each within `limits` (x, y, z).
static LogicalResult verifyExtents(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef field, ArrayRef<int64_t> extents,
                                   ArrayRef<int64_t> limits) {
  if (extents.empty() || extents.size() > 3)
    return emitError() << "'" << field << "' must have 1 to 3 extents, not "
                       << extents.size();
  for (auto [i, extent] : llvm::enumerate(extents))
    if (extent < 1 || extent > limits[i])
      return emitError() << "'" << field << "' extent " << "xyz"[i] << " is "
                         << extent << "; it must be 1 to " << limits[i];
  return success();
}

LogicalResult LaunchAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef entry, ArrayRef<int64_t> grid,
                                 ArrayRef<int64_t> block,
                                 ArrayRef<int64_t> inputs, int64_t smem,
                                 StringRef chip, StringAttr ptx,
                                 int64_t trafficBytes) {
  // CUDA's limits for every architecture HIERA targets.
  constexpr int64_t kMaxThreadsPerBlock = 1024;
  if (!isIdentifier(entry))
    return emitError() << "'entry' must be a C identifier, not \"" << entry
                       << "\"";
  if (failed(verifyExtents(emitError, "grid", grid,
                           {(int64_t(1) << 31) - 1, 65535, 65535})) ||
      failed(verifyExtents(emitError, "block", block, {1024, 1024, 64})))
    return failure();
  int64_t threads = 1;
  for (int64_t extent : block)
    threads *= extent;
  if (threads > kMaxThreadsPerBlock)
    return emitError() << "a block of " << threads << " threads; at most "
                       << kMaxThreadsPerBlock;
  if (llvm::any_of(inputs, [](int64_t index) { return index < 0; }))
    return emitError() << "'inputs' must be task input indices (>= 0)";
  if (failed(require(emitError, smem >= 0, "smem", "non-negative")) ||
      failed(require(emitError, trafficBytes >= 0, "traffic_bytes",
                     "non-negative")) ||
      failed(require(emitError, chip.empty() || chip.starts_with("sm_"),
                     "chip", "empty or an architecture (sm_90a)")) ||
      failed(require(emitError, !ptx || !ptx.getValue().empty(), "ptx",
                     "absent or non-empty")))
    return failure();
  return success();
}

LogicalResult
KernelLaunchAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         SymbolRefAttr kernel, ArrayRef<int64_t> grid,
                         ArrayRef<int64_t> block, int64_t smem) {
  if (kernel.getNestedReferences().size() != 1)
    return emitError() << "'kernel' must be @binary::@entry";
  if (failed(verifyExtents(emitError, "grid", grid,
                           {(int64_t(1) << 31) - 1, 65535, 65535})) ||
      failed(verifyExtents(emitError, "block", block, {1024, 1024, 64})) ||
      failed(require(emitError, smem >= 0, "smem", "non-negative")))
    return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// LibraryCallAttr, CallArg
//===----------------------------------------------------------------------===//

AsmPrinter &hiera::plan::operator<<(AsmPrinter &printer, const CallArg &arg) {
  printer << stringifyCallArgKind(arg.kind);
  if (arg.kind != CallArgKind::Null)
    printer << ' ' << arg.value;
  return printer;
}

FailureOr<CallArg> FieldParser<CallArg>::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<CallArgKind> kind = symbolizeCallArgKind(keyword);
  if (!kind)
    return parser.emitError(loc)
           << "expected a call argument (input N, output N, null, i32 V or "
              "i64 V), got '"
           << keyword << "'";
  CallArg arg{*kind, 0};
  if (*kind != CallArgKind::Null && parser.parseInteger(arg.value))
    return failure();
  return arg;
}

LogicalResult
LibraryCallAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        StringRef callee, ArrayRef<CallArg> args,
                        Epilogue epilogue) {
  if (!isIdentifier(callee))
    return emitError() << "'callee' must be a C identifier, not \"" << callee
                       << "\"";
  for (auto [i, arg] : llvm::enumerate(args)) {
    bool ok = true;
    switch (arg.kind) {
    case CallArgKind::Input:
    case CallArgKind::Output:
      ok = arg.value >= 0;
      break;
    case CallArgKind::I32:
      ok = arg.value >= std::numeric_limits<int32_t>::min() &&
           arg.value <= std::numeric_limits<int32_t>::max();
      break;
    case CallArgKind::Null:
    case CallArgKind::I64:
      break;
    }
    if (!ok)
      return emitError() << "argument " << i << " ("
                         << stringifyCallArgKind(arg.kind) << " "
                         << arg.value << ") is out of range";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Kernel family parameters
//===----------------------------------------------------------------------===//

/// Threads per block: a positive multiple of `multiple` up to 1024.
static LogicalResult verifyThreads(function_ref<InFlightDiagnostic()> emitError,
                                   StringRef field, int64_t threads,
                                   int64_t multiple = 32) {
  return require(emitError,
                 threads >= 1 && threads <= 1024 && threads % multiple == 0,
                 field,
                 multiple == 1 ? "1 to 1024"
                               : "a multiple of 32 from 32 to 1024");
}

static bool isVectorWidth(int64_t width) {
  return width == 1 || width == 2 || width == 4;
}

LogicalResult
ElementwiseParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              int64_t vectorWidth, int64_t threads,
                              int64_t unroll, int64_t transposeTile) {
  if (failed(require(emitError, isVectorWidth(vectorWidth), "vector_width",
                     "1, 2 or 4")) ||
      failed(verifyThreads(emitError, "threads", threads)) ||
      failed(require(emitError, unroll >= 1 && unroll <= 16, "unroll",
                     "1 to 16")) ||
      failed(require(emitError, transposeTile == 0 || transposeTile == 32,
                     "transpose_tile", "0 or 32")))
    return failure();
  // A tile's 32 x 8 threads take 4 of its rows each, one element a row.
  return require(emitError,
                 transposeTile == 0 ||
                     (vectorWidth == 1 && threads == 256 && unroll == 4),
                 "transpose_tile",
                 "0 unless vector_width = 1, threads = 256 and unroll = 4");
}
StringRef ElementwiseParamsAttr::getFamily() const { return "elementwise"; }
Direction ElementwiseParamsAttr::getDirection() const {
  // The scalar kernel trades vector accesses for no shape conditions; a
  // staged transpose coalesces the reads across the innermost dimension;
  // blocks other than 256 threads spread the tiles otherwise.
  if (getTransposeTile())
    return Direction::MemoryTransactions;
  if (getVectorWidth() == 1)
    return Direction::ControlFlow;
  return getThreads() == 256 ? Direction::MemoryTransactions
                             : Direction::Parallelism;
}

LogicalResult
RowsParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       int64_t threads, int64_t blocksPerRow,
                       int64_t vectorsPerThread, bool fusePairs,
                       int64_t rowsPerBlock, bool prefetch) {
  if (failed(verifyThreads(emitError, "threads", threads)) ||
      failed(require(emitError, blocksPerRow >= 0, "blocks_per_row",
                     "non-negative (0: as many as stay resident)")) ||
      failed(require(emitError, vectorsPerThread >= 0, "vectors_per_thread",
                     "non-negative")))
    return failure();
  if (failed(require(emitError,
                     !prefetch || (blocksPerRow == 1 && vectorsPerThread == 0),
                     "prefetch",
                     "false except for rows in registers (blocks_per_row 1, "
                     "vectors_per_thread 0)")))
    return failure();
  if (rowsPerBlock == 1)
    return success();
  int64_t perRow = rowsPerBlock > 0 ? threads / rowsPerBlock : 0;
  return require(emitError,
                 rowsPerBlock > 1 && perRow * rowsPerBlock == threads &&
                     (perRow == 8 || perRow == 16 || perRow == 32) &&
                     blocksPerRow == 1 && vectorsPerThread == 0,
                 "rows_per_block",
                 "1, or threads over 8, 16 or 32 threads a row (a row in "
                 "registers: blocks_per_row 1, vectors_per_thread 0)");
}
StringRef RowsParamsAttr::getFamily() const { return "rows"; }
Direction RowsParamsAttr::getDirection() const {
  // Prefetching keeps more bytes in flight; the other choices spread a
  // row over more or fewer threads.
  return getPrefetch() ? Direction::MemoryTransactions : Direction::Parallelism;
}

LogicalResult
ColumnsParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          int64_t linesPerBlock, int64_t threadsPerLine,
                          bool inRegisters) {
  if (failed(require(emitError, threadsPerLine >= 1 && threadsPerLine <= 32,
                     "threads_per_line", "from 1 to 32")))
    return failure();
  return require(emitError,
                 linesPerBlock >= 1 && linesPerBlock * threadsPerLine <= 1024 &&
                     linesPerBlock * threadsPerLine % 32 == 0,
                 "lines_per_block * threads_per_line",
                 "a multiple of 32 from 32 to 1024");
}
StringRef ColumnsParamsAttr::getFamily() const { return "columns"; }
Direction ColumnsParamsAttr::getDirection() const {
  // Registers spare the later passes' reads; threads sharing a line give
  // a GPU that too few lines leave idle more to do.
  return getInRegisters() ? Direction::DataReuse : Direction::Parallelism;
}

LogicalResult
WindowParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                         bool tiled, int64_t threadsX, int64_t threadsY,
                         int64_t rowsPerThread, int64_t vectorWidth,
                         int64_t blockedPoints) {
  if (failed(require(emitError, threadsX >= 1 && threadsY >= 1 &&
                                    threadsX * threadsY <= 1024 &&
                                    threadsX * threadsY % 32 == 0,
                     "threads_x * threads_y",
                     "a multiple of 32 from 32 to 1024")) ||
      failed(require(emitError, rowsPerThread >= 1, "rows_per_thread",
                     "positive")) ||
      failed(require(emitError, isVectorWidth(vectorWidth), "vector_width",
                     "1, 2 or 4")) ||
      failed(require(emitError, blockedPoints >= 1, "blocked_points",
                     "positive")))
    return failure();
  return success();
}
StringRef WindowParamsAttr::getFamily() const { return "window"; }
Direction WindowParamsAttr::getDirection() const {
  // A staged tile or blocked points share window inputs between outputs.
  return getTiled() || getBlockedPoints() > 1 ? Direction::DataReuse
                                              : Direction::MemoryTransactions;
}

LogicalResult ReduceParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                       int64_t vectorWidth, int64_t threads,
                                       int64_t blocks, int64_t unroll) {
  if (failed(require(emitError, isVectorWidth(vectorWidth), "vector_width",
                     "1, 2 or 4")) ||
      failed(verifyThreads(emitError, "threads", threads)) ||
      failed(require(emitError, blocks >= 1, "blocks", "positive")) ||
      failed(require(emitError, unroll >= 1 && unroll <= 16, "unroll",
                     "1 to 16")))
    return failure();
  return success();
}
StringRef ReduceParamsAttr::getFamily() const { return "reduce"; }
Direction ReduceParamsAttr::getDirection() const {
  return getVectorWidth() == 1 ? Direction::ControlFlow
                               : Direction::MemoryTransactions;
}

LogicalResult
ArgReduceParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                            int64_t threadsPerRow, bool split) {
  if (failed(require(emitError,
                     threadsPerRow == 1 || threadsPerRow == 8 ||
                         threadsPerRow == 32 || threadsPerRow == 256,
                     "threads_per_row",
                     "1 or 8 (threads that walk a line in order), 32 (a "
                     "warp) or 256 (a block)")))
    return failure();
  return require(emitError, !split || threadsPerRow == 256, "split",
                 "false unless threads_per_row is 256");
}
StringRef ArgReduceParamsAttr::getFamily() const { return "arg_reduce"; }
Direction ArgReduceParamsAttr::getDirection() const {
  return Direction::Parallelism;
}

LogicalResult ScanParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                     int64_t threads, int64_t items,
                                     int64_t chunk) {
  if (failed(verifyThreads(emitError, "threads", threads)) ||
      failed(require(emitError,
                     items >= 0 && items <= 16 && (items & (items - 1)) == 0,
                     "items",
                     "0 (a thread per line) or a power of two up to 16")))
    return failure();
  if (chunk == 0)
    return success();
  return require(emitError,
                 chunk >= 32 && chunk <= threads && threads % chunk == 0 &&
                     (chunk & (chunk - 1)) == 0 && items == 1,
                 "chunk",
                 "0, or a power of two from 32 that divides threads (with "
                 "items 1)");
}
StringRef ScanParamsAttr::getFamily() const { return "scan"; }
Direction ScanParamsAttr::getDirection() const {
  return getItems() == 0 ? Direction::ControlFlow : Direction::Parallelism;
}

LogicalResult
GenericParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          int64_t points, int64_t lanes, int64_t splits) {
  if (failed(require(emitError,
                     lanes >= 1 && lanes <= 1024 && (lanes & (lanes - 1)) == 0,
                     "lanes", "a power of two from 1 to 1024")) ||
      failed(require(emitError, points >= 1 && points <= 1024, "points",
                     "1 to 1024")) ||
      failed(require(emitError, splits >= 1 && splits <= 4096, "splits",
                     "1 to 4096")))
    return failure();
  return verifyThreads(emitError, "points * lanes", points * lanes);
}
StringRef GenericParamsAttr::getFamily() const { return "generic"; }
Direction GenericParamsAttr::getDirection() const {
  return getLanes() == 1 ? Direction::MemoryTransactions
                         : Direction::Parallelism;
}

LogicalResult GemmParamsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                     bool warpgroup, bool emulated,
                                     int64_t splitK) {
  if (failed(require(emitError, splitK >= 1 && splitK <= 256, "split_k",
                     "between 1 and 256")))
    return failure();
  return require(emitError, !warpgroup || (!emulated && splitK == 1),
                 "warpgroup", "false where emulated or split_k > 1 (both "
                 "are mma.sync's)");
}
StringRef GemmParamsAttr::getFamily() const { return "gemm"; }
Direction GemmParamsAttr::getDirection() const {
  return Direction::TensorCores;
}

LogicalResult
WrittenKernelAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                          StringRef by, Direction) {
  return require(emitError, !by.empty(), "by", "non-empty");
}
StringRef WrittenKernelAttr::getFamily() const { return "written"; }
Direction WrittenKernelAttr::getDirection() const { return getExplores(); }
