//===- Files.cpp - Files written whole, files read bounded ----------------===//

#include "hiera/Support/Files.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"

#include <cstdlib>

using namespace llvm;
using hiera::InputKind;

static const char *exitingTool = "hiera";

void hiera::failOnUnwrittenStdoutAtExit(const char *tool) {
  exitingTool = tool;
  // Made first, so that this check, registered after it, runs before the
  // stream's destructor does (exit runs them in reverse order).
  (void)outs();
  std::atexit([] {
    raw_fd_ostream &os = outs();
    os.flush();
    if (!os.has_error())
      return;
    errs() << exitingTool
           << ": cannot write standard output: " << os.error().message()
           << "\n";
    // Cleared, or the stream's destructor would end the process.
    os.clear_error();
    std::_Exit(1);
  });
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

/// Reads `file` in chunks until its end or past `limitBytes`.
static Expected<std::unique_ptr<MemoryBuffer>>
readStream(sys::fs::file_t file, StringRef name, uint64_t limitBytes) {
  SmallString<0> bytes;
  constexpr size_t kChunk = 1 << 20;
  while (true) {
    size_t size = bytes.size();
    bytes.resize_for_overwrite(size + kChunk);
    Expected<size_t> read = sys::fs::readNativeFile(
        file, MutableArrayRef<char>(bytes.data() + size, kChunk));
    if (!read)
      return read.takeError();
    bytes.truncate(size + *read);
    if (*read == 0)
      return MemoryBuffer::getMemBufferCopy(bytes, name);
    if (bytes.size() > limitBytes)
      return createStringError(
          std::make_error_code(std::errc::file_too_large),
          formatv("{0}: longer than the {1} MiB read at most", name,
                  limitBytes >> 20)
              .str());
  }
}

/// What `name` of this status may be read as, and up to how many bytes: an
/// error where it may not be read at all.
static Expected<uint64_t> readableBytes(StringRef name,
                                        const sys::fs::file_status &status,
                                        uint64_t limitBytes, InputKind kind) {
  auto refuse = [&](std::errc code, const Twine &why) {
    return createStringError(std::make_error_code(code), name + ": " + why);
  };
  bool streams = kind == InputKind::FileOrStream;
  switch (status.type()) {
  case sys::fs::file_type::regular_file:
    if (status.getSize() > limitBytes)
      return refuse(std::errc::file_too_large,
                    formatv("{0} bytes, over the {1} MiB read at most",
                            status.getSize(), limitBytes >> 20));
    return limitBytes;
  case sys::fs::file_type::directory_file:
    return refuse(std::errc::is_a_directory, "a directory, not a file");
  case sys::fs::file_type::fifo_file:
    // A pipe the shell opened (standard input, `<(...)`) has a writer; a
    // named FIFO may have none, and opening it would wait for one forever.
    if (streams && (name == "<stdin>" || name.starts_with("/dev/fd/") ||
                    name.starts_with("/proc/self/fd/")))
      return limitBytes;
    return refuse(std::errc::invalid_argument,
                  "a pipe (FIFO), not a file: its end cannot be known");
  case sys::fs::file_type::character_file:
    // /dev/null and a terminal end; /dev/zero does not, and is cut short.
    if (streams)
      return std::min(limitBytes, hiera::kDeviceLimitBytes);
    return refuse(std::errc::invalid_argument,
                  "a device, not a file: its end cannot be known");
  case sys::fs::file_type::block_file:
    return refuse(std::errc::invalid_argument, "a block device, not a file");
  default:
    return refuse(std::errc::invalid_argument, "not a regular file");
  }
}

Expected<std::unique_ptr<MemoryBuffer>>
hiera::readBoundedFile(StringRef path, uint64_t limitBytes, InputKind kind) {
  if (path == "-" && kind == InputKind::File)
    return createStringError(std::make_error_code(std::errc::invalid_argument),
                             "standard input is not read here: name a file");
  // Judged before opening: opening a FIFO waits for a writer.
  sys::fs::file_status status;
  std::error_code ec =
      path == "-" ? sys::fs::status(0, status) : sys::fs::status(path, status);
  if (ec)
    return createStringError(ec, path + ": " + ec.message());
  StringRef name = path == "-" ? StringRef("<stdin>") : path;
  Expected<uint64_t> bytes = readableBytes(name, status, limitBytes, kind);
  if (!bytes)
    return bytes.takeError();
  if (path == "-")
    return readStream(sys::fs::getStdinHandle(), name, *bytes);
  Expected<sys::fs::file_t> file = sys::fs::openNativeFileForRead(path);
  if (!file) {
    std::error_code ec = errorToErrorCode(file.takeError());
    return createStringError(ec, path + ": " + ec.message());
  }
  // A regular file is read up to the size it had (mapped where large); one
  // that says it is empty (as under /proc) and pipes are read as streams,
  // under the same limit.
  auto read = [&]() -> Expected<std::unique_ptr<MemoryBuffer>> {
    if (status.type() != sys::fs::file_type::regular_file || !status.getSize())
      return readStream(*file, path, *bytes);
    ErrorOr<std::unique_ptr<MemoryBuffer>> mapped =
        MemoryBuffer::getOpenFile(*file, path, status.getSize());
    if (!mapped)
      return errorCodeToError(mapped.getError());
    return std::move(*mapped);
  };
  Expected<std::unique_ptr<MemoryBuffer>> buffer = read();
  sys::fs::closeFile(*file);
  if (!buffer) {
    std::string message = toString(buffer.takeError());
    if (!StringRef(message).starts_with(path))
      message = (path + ": " + message).str();
    return createStringError(std::make_error_code(std::errc::io_error),
                             message);
  }
  return buffer;
}
