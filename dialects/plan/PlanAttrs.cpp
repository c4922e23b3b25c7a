//===- PlanAttrs.cpp - Attributes of the plan dialect ---------------------===//

#include "plan/PlanDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/TypeSwitch.h"

#include <charconv>
#include <cmath>

using namespace mlir;
using namespace hiera::plan;

#include "plan/PlanEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "plan/PlanAttrs.cpp.inc"

void PlanDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "plan/PlanAttrs.cpp.inc"
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

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 StringRef name, int64_t computeCapability,
                                 int64_t smCount, F64 dramBandwidthGbps,
                                 int64_t l2Bytes, int64_t smemPerSmBytes,
                                 F64 peakF64, F64 peakF32,
                                 F64 peakTF32, F64 peakF16,
                                 F64 peakBF16, F64 peakFP8,
                                 F64 launchOverheadUs) {
  if (failed(require(emitError, !name.empty(), "name", "non-empty")) ||
      failed(require(emitError, computeCapability >= 10,
                     "compute_capability",
                     "major * 10 + minor, at least 10")) ||
      failed(require(emitError, smCount > 0, "sm_count", "positive")) ||
      failed(require(emitError, isPositive(dramBandwidthGbps),
                     "dram_bandwidth_gbps", "positive")) ||
      failed(require(emitError, l2Bytes >= 0, "l2_bytes", "non-negative")) ||
      failed(require(emitError, smemPerSmBytes > 0, "smem_per_sm_bytes",
                     "positive")) ||
      failed(require(emitError, isPositive(peakF32), "peak_f32_tflops",
                     "positive")) ||
      failed(require(emitError, isNonNegative(launchOverheadUs),
                     "launch_overhead_us", "non-negative")))
    return failure();
  std::pair<StringRef, double> tensorPeaks[] = {
      {"peak_f64_tflops", peakF64},   {"peak_tf32_tflops", peakTF32},
      {"peak_f16_tflops", peakF16},   {"peak_bf16_tflops", peakBF16},
      {"peak_fp8_tflops", peakFP8}};
  for (auto [field, value] : tensorPeaks)
    if (failed(require(emitError, isNonNegative(value), field,
                       "non-negative (0 where the GPU lacks the unit)")))
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
      failed(require(emitError, isNonNegative(rtol), "rtol",
                     "non-negative")) ||
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
