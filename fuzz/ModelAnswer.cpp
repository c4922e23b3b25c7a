//===- ModelAnswer.cpp - Fuzzes the reader of a model's advice ------------===//

#include "hiera/Policy/LLMClient.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const llvm::json::Value schema = hiera::adviceSchema();
  std::string error;
  std::optional<llvm::json::Object> answer = hiera::parseAnswerJSON(
      llvm::StringRef(reinterpret_cast<const char *>(data), size), error);
  if (!answer) {
    if (error.empty())
      __builtin_trap();
    return 0;
  }
  hiera::schemaMismatch(llvm::json::Value(std::move(*answer)), schema);
  return 0;
}
