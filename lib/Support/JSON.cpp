//===- JSON.cpp - JSON from outside, parsed within bounds -----------------===//

#include "hiera/Support/JSON.h"

#include <cmath>

using namespace llvm;

Expected<json::Value> hiera::parseJSON(StringRef text) {
  unsigned depth = 0;
  bool inString = false;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJSONDepth)
        return createStringError(
            inconvertibleErrorCode(),
            "nested deeper than %u levels at byte %zu", kMaxJSONDepth, i);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return json::parse(text);
}

llvm::json::Value hiera::finiteOrNull(double value) {
  return std::isfinite(value) ? llvm::json::Value(value)
                              : llvm::json::Value(nullptr);
}
