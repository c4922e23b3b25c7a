//===- JSON.h - JSON from outside, parsed within bounds ---------*- C++ -*-===//
//
// llvm::json::parse recurses once per level of nesting: a file of 100000
// '[' ends the process on its stack. Every JSON HIERA reads from outside
// (target files, tuning records, model answers, transcripts, worker
// results, reports) is parsed through here, and the numbers HIERA writes
// that may not be finite (tuning records, reports) are written through it.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_SUPPORT_JSON_H
#define HIERA_SUPPORT_JSON_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

namespace hiera {

/// Nesting that no file HIERA reads comes near.
constexpr unsigned kMaxJSONDepth = 256;

/// llvm::json::parse, refusing text nested deeper than kMaxJSONDepth
/// before it recurses.
llvm::Expected<llvm::json::Value> parseJSON(llvm::StringRef text);

/// `value`, or null where it is not finite (a failed run's infinite time):
/// JSON has no NaN or infinity, and a written `inf` makes the file
/// unreadable.
llvm::json::Value finiteOrNull(double value);

} // namespace hiera

#endif // HIERA_SUPPORT_JSON_H
