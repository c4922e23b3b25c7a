//===- Transcript.cpp - Fuzzes the reader of recorded exchanges -----------===//

#include "hiera/Policy/LLMClient.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // The sanitizers are the oracle: an entry's own "error" field may say
  // anything, so a refusal cannot be told from it by its text.
  hiera::LLMReply reply = hiera::parseTranscriptEntry(
      llvm::StringRef(reinterpret_cast<const char *>(data), size), "fuzz.json");
  (void)reply;
  return 0;
}
