//===- NcuCounters.cpp - Hardware counters from Nsight Compute ------------===//

#include "hiera/Measure/NcuCounters.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"

using namespace hiera;

llvm::ArrayRef<NcuCounter> hiera::ncuCounters() {
  static const NcuCounter counters[] = {
      {"dram__throughput.avg.pct_of_peak_sustained_elapsed",
       "dram_throughput_pct"},
      {"sm__throughput.avg.pct_of_peak_sustained_elapsed",
       "sm_throughput_pct"},
      {"sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_"
       "active",
       "tensor_pipe_pct"},
      {"sm__warps_active.avg.pct_of_peak_sustained_active", "occupancy_pct"}};
  return counters;
}

std::string hiera::ncuMetricList() {
  std::string metrics;
  for (const NcuCounter &counter : ncuCounters())
    metrics += (metrics.empty() ? "" : ",") + std::string(counter.metric);
  return metrics;
}

std::optional<std::map<std::string, std::map<std::string, double>>>
hiera::parseNcuCounters(llvm::StringRef csv, std::string &why) {
  llvm::SmallVector<llvm::StringRef> lines;
  csv.split(lines, '\n', -1, /*KeepEmpty=*/false);
  auto fields = [](llvm::StringRef line) {
    llvm::SmallVector<llvm::StringRef> out;
    line.trim().trim('"').split(out, "\",\"");
    return out;
  };
  // The header, its units line, then a row per kernel launch.
  std::map<std::string, std::map<std::string, double>> byKernel;
  for (size_t i = 0; i + 2 < lines.size(); ++i) {
    if (!lines[i].starts_with("\"ID\""))
      continue;
    llvm::SmallVector<llvm::StringRef> names = fields(lines[i]);
    auto kernelColumn = llvm::find(names, "Kernel Name");
    if (kernelColumn == names.end())
      break;
    size_t kernelIndex = kernelColumn - names.begin();
    for (size_t row = i + 2; row < lines.size(); ++row) {
      if (!lines[row].starts_with("\""))
        continue;
      llvm::SmallVector<llvm::StringRef> values = fields(lines[row]);
      if (values.size() != names.size())
        continue;
      std::map<std::string, double> counters;
      for (const NcuCounter &counter : ncuCounters())
        for (auto [column, value] : llvm::zip(names, values)) {
          double number = 0;
          if (column == counter.metric && !value.getAsDouble(number))
            counters[counter.name] = number;
        }
      // A kernel launched more than once keeps its first launch's.
      if (!counters.empty())
        byKernel.try_emplace(values[kernelIndex].str(), std::move(counters));
    }
    break;
  }
  if (!byKernel.empty())
    return byKernel;
  why = "no counters in Nsight Compute's output";
  return std::nullopt;
}
