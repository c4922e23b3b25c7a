//===- NcuCounters.h - Hardware counters from Nsight Compute ----*- C++ -*-===//
//
// Measured candidates' kernels are run once more, untimed, under Nsight
// Compute (`ncu --csv --page raw --metrics ...`); these are the metrics
// read and the names they are kept under on a variant (plan.counters).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_NCUCOUNTERS_H
#define HIERA_MEASURE_NCUCOUNTERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <map>
#include <optional>
#include <string>

namespace hiera {

struct NcuCounter {
  /// Nsight Compute's metric.
  const char *metric;
  /// The name on a variant, in percent of the peak.
  const char *name;
};

/// Achieved DRAM throughput, SM throughput, tensor-pipe use and occupancy.
llvm::ArrayRef<NcuCounter> ncuCounters();

/// The metrics for ncu's --metrics, comma-separated.
std::string ncuMetricList();

/// The counters in ncu's raw CSV page (a header, its units, a row per
/// kernel launch), by kernel name (its first launch), each by counter name;
/// nothing, with `why`, where the page has none of them.
std::optional<std::map<std::string, std::map<std::string, double>>>
parseNcuCounters(llvm::StringRef csv, std::string &why);

} // namespace hiera

#endif // HIERA_MEASURE_NCUCOUNTERS_H
