//===- TuningImport.cpp - Fuzzes hiera-db import's reader -----------------===//

#include "hiera/Tuning/Database.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<hiera::TuningRecord> records;
  std::string error;
  bool read = hiera::TuningDatabase::fromJSON(
      "fuzz.json", std::string(reinterpret_cast<const char *>(data), size),
      records, error);
  if (!read && error.empty())
    __builtin_trap();
  // What is taken is finite and non-negative.
  for (const hiera::TuningRecord &record : records)
    if (!std::isfinite(record.medianUs) || record.medianUs < 0 || record.runs < 0)
      __builtin_trap();
  return 0;
}
