//===- SafeParse.h - Parsing IR that crashes MLIR's parser ------*- C++ -*-===//
//
// Some upstream custom parsers crash on malformed input after reporting it
// (linalg.transpose with a malformed permutation dereferences the null
// attribute its failed parse left). hiera-opt and the IR fuzzer parse
// their input once in a crash recovery context first.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_SUPPORT_SAFEPARSE_H
#define HIERA_SUPPORT_SAFEPARSE_H

#include "mlir/IR/DialectRegistry.h"
#include "llvm/Support/MemoryBuffer.h"

#include <optional>
#include <string>

namespace hiera {

/// Whether parsing `input` as a module crashes MLIR's parser; the
/// diagnostics the parse gave before it crashed go to `diagnostics`.
/// `input` must end in a NUL, as files read by MemoryBuffer do: MLIR's
/// lexer reads it for the end.
bool parserCrashes(const llvm::MemoryBuffer &input,
                   const mlir::DialectRegistry &registry,
                   bool allowUnregisteredDialects, std::string &diagnostics);

/// How deep IR may nest, counting regions, attribute and type brackets
/// alike: far beyond any program (a few levels deep), far below where
/// MLIR's recursive parser, verifier, walks and printer overflow the stack
/// (about 3500 region levels with an 8 MiB stack; a third of that under
/// the address sanitizer).
constexpr unsigned kNestingLimit = 500;

/// Where `input` first nests deeper than `limit`, as an error naming its
/// buffer (the file, or <stdin>):line:col; none where it does not.
/// Brackets in string literals and comments do not count.
std::optional<std::string> nestingTooDeep(const llvm::MemoryBuffer &input,
                                          unsigned limit = kNestingLimit);

} // namespace hiera

#endif // HIERA_SUPPORT_SAFEPARSE_H
