//===- Files.cpp - Files written whole or not at all ----------------------===//

#include "hiera/Support/Files.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

using namespace llvm;

Error hiera::checkWritten(raw_fd_ostream &os, StringRef what) {
  os.flush();
  if (!os.has_error())
    return Error::success();
  std::error_code ec = os.error();
  os.clear_error();
  return createStringError(ec, "cannot write %s: %s", what.str().c_str(),
                           ec.message().c_str());
}

Error hiera::writeFileAtomically(StringRef path,
                                 function_ref<void(raw_ostream &)> write) {
  auto failed = [&](std::error_code ec) {
    return createStringError(ec, "cannot write %s: %s", path.str().c_str(),
                             ec.message().c_str());
  };
  // Standard output, a device or a pipe is written in place: renaming a
  // file over it would replace it.
  sys::fs::file_status status;
  bool special = path == "-" || (!sys::fs::status(path, status) &&
                                 sys::fs::exists(status) &&
                                 !sys::fs::is_regular_file(status));
  if (special) {
    std::error_code ec;
    raw_fd_ostream os(path, ec);
    if (ec)
      return failed(ec);
    write(os);
    os.flush();
    ec = os.error();
    // Cleared, or the stream's destructor would end the process.
    os.clear_error();
    return ec ? failed(ec) : Error::success();
  }
  SmallString<256> temporary;
  int fd;
  if (std::error_code ec =
          sys::fs::createUniqueFile(path + ".tmp-%%%%%%", fd, temporary))
    return failed(ec);
  std::error_code ec;
  {
    raw_fd_ostream os(fd, /*shouldClose=*/true);
    write(os);
    os.close();
    ec = os.error();
    os.clear_error();
  }
  if (!ec)
    ec = sys::fs::rename(temporary, path);
  if (ec) {
    sys::fs::remove(temporary);
    return failed(ec);
  }
  return Error::success();
}
