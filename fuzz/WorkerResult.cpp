//===- WorkerResult.cpp - Fuzzes the reader of a worker's report ----------===//

#include "hiera/Measure/Protocol.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::Expected<hiera::RunReport> report = hiera::parseRunReport(
      llvm::StringRef(reinterpret_cast<const char *>(data), size), "fuzz.json");
  if (!report)
    llvm::consumeError(report.takeError());
  return 0;
}
