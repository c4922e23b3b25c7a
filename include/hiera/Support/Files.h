//===- Files.h - Files written whole or not at all --------------*- C++ -*-===//
//
// What HIERA writes outside the IR (reports, transcripts, exports) goes
// through here, so that a failed write is an error to report, never LLVM's
// fatal "IO failure on output stream", and never half a file.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_SUPPORT_FILES_H
#define HIERA_SUPPORT_FILES_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <memory>

namespace hiera {

/// Writes `path` whole or not at all: `write` fills a temporary file
/// beside it, renamed over it once written and closed. A failure (a missing
/// directory, a full disk, no permission) is an error naming `path` and
/// leaves whatever was there. Standard output ("-"), a device or a pipe is
/// written in place, its failure an error all the same.
llvm::Error writeFileAtomically(llvm::StringRef path,
                                llvm::function_ref<void(llvm::raw_ostream &)> write);

/// Makes a failed write of standard output (a full device, a closed pipe),
/// found when the process exits, after --help, --version or any command's
/// last line, an error naming `tool` with exit status 1, not LLVM's fatal
/// "IO failure on output stream". Called first thing in a tool's main.
void failOnUnwrittenStdoutAtExit(const char *tool);

/// What a reader of outside bytes accepts besides a regular file.
enum class InputKind {
  /// A regular file only: a JSON file, a database export, a cache entry.
  File,
  /// A regular file, standard output's counterpart "-", or a pipe: IR,
  /// which users pipe from one tool into the next.
  FileOrStream,
};

/// The bytes of `path`, at most `limitBytes` of them. A directory, a
/// device (/dev/zero, a terminal), a socket, a FIFO where `kind` is File,
/// and a file or stream longer than the limit are errors naming `path` and
/// the reason, found before more than the limit is read: an endless input
/// neither hangs a tool nor fills its memory.
llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>>
readBoundedFile(llvm::StringRef path, uint64_t limitBytes,
                InputKind kind = InputKind::File);

/// The limits HIERA's tools read under: IR (a module with its weights
/// inline may be large), and JSON or a cached kernel (small by nature).
constexpr uint64_t kIRLimitBytes = 4ull << 30;
constexpr uint64_t kDataLimitBytes = 256ull << 20;
/// A character device is read as a stream up to this: /dev/null and a
/// terminal end, /dev/zero is cut short before it costs memory.
constexpr uint64_t kDeviceLimitBytes = 64ull << 20;

} // namespace hiera

#endif // HIERA_SUPPORT_FILES_H
