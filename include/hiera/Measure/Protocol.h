//===- Protocol.h - What a measuring worker reports -------------*- C++ -*-===//
//
// A worker (hiera-run --json) measures candidates and prints one report;
// --hiera-profile reads it back, from the worker's output or from a file of
// recorded results (profile=file). Both sides go through this struct and
// its JSON, so the format has one definition.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_PROTOCOL_H
#define HIERA_MEASURE_PROTOCOL_H

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <string>
#include <vector>

namespace hiera {

/// What one candidate did.
struct VariantResult {
  /// The task's name, or "@function" for a whole entry function.
  std::string task;
  std::string variant;
  /// The variant's space, or "entry" for a whole function.
  std::string space;
  /// Empty when it compiled and ran; otherwise why not.
  std::string error;
  /// Whether its output matched the reference (with no error).
  bool correct = false;
  /// Elements outside the tolerance, over all trials.
  int64_t mismatches = 0;
  /// Largest |out - ref| / (atol * s + rtol |ref|), s the reference
  /// result's RMS (at least 1): at most 1 passes.
  double worstToleranceRatio = 0;
  /// ||out - ref|| / ||ref||, the worst over trials; infinite where the
  /// output held a NaN or a poisoned value.
  double relativeError = 0;
  double medianUs = 0, p20Us = 0, p80Us = 0;
  /// Timed runs behind the times: fewer than the report's repeats for a
  /// candidate whose calls are too slow for all of them; 0 where a report
  /// does not say.
  int64_t runs = 0;
  double gbPerSecond = 0, tflops = 0;
  /// GB/s on the bytes the variant really moves, where its launch says
  /// that is more than the contract's (`traffic_bytes`); else 0.
  double trafficGbPerSecond = 0;
  /// The roofline bound over the median: 1 is the roof.
  double rooflineFraction = 0;
};

/// One worker's report: the device, how it measured, and every result.
struct RunReport {
  std::string device;
  uint64_t seed = 0;
  unsigned checks = 0;
  /// Timed runs per candidate; 0 where a report does not say.
  unsigned repeats = 0;
  std::vector<VariantResult> results;
};

/// The report as JSON. JSON has no infinity or NaN: such numbers are null.
llvm::json::Value toJSON(const RunReport &report);

/// Reads a report from `text`. Errors name `path` and the field at fault
/// (`results[3].median_us is not a non-negative number`). `task`,
/// `variant` and `correct` are required of each result; a missing number
/// is 0, a null relative error infinite.
llvm::Expected<RunReport> parseRunReport(llvm::StringRef text,
                                         llvm::StringRef path);

} // namespace hiera

#endif // HIERA_MEASURE_PROTOCOL_H
