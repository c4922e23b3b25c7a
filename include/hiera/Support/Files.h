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
#include "llvm/Support/raw_ostream.h"

namespace hiera {

/// Writes `path` whole or not at all: `write` fills a temporary file
/// beside it, renamed over it once written and closed. A failure (a missing
/// directory, a full disk, no permission) is an error naming `path` and
/// leaves whatever was there. Standard output ("-"), a device or a pipe is
/// written in place, its failure an error all the same.
llvm::Error writeFileAtomically(llvm::StringRef path,
                                llvm::function_ref<void(llvm::raw_ostream &)> write);

/// Flushes `os` (a tool's standard output) and says whether writing it
/// failed (a full device, a closed pipe), its error cleared: left set, the
/// stream's destructor would end the process with LLVM's fatal "IO failure
/// on output stream".
llvm::Error checkWritten(llvm::raw_fd_ostream &os, llvm::StringRef what);

} // namespace hiera

#endif // HIERA_SUPPORT_FILES_H
