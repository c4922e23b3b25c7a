//===- Compiler.cpp - CUDA C++ to PTX through clang and NVPTX -------------===//

#include "hiera/Kernels/Kernels.h"
#include "hiera/Support/Files.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"

#include <cstdlib>
#include <mutex>
#include <optional>

using namespace mlir;

/// Removes a temporary file when it goes out of scope.
namespace {
struct TemporaryFile {
  llvm::SmallString<128> path;
  ~TemporaryFile() {
    if (!path.empty())
      llvm::sys::fs::remove(path);
  }
};
} // namespace

/// The clang to run: the one named, or else clang-22 from PATH, or LLVM 22's.
static std::string findClang(StringRef clang) {
  if (!clang.empty()) {
    if (clang.contains('/')) // a path: it must be there
      return llvm::sys::fs::can_execute(clang) ? clang.str() : "";
    auto found = llvm::sys::findProgramByName(clang);
    return found ? *found : "";
  }
  if (auto found = llvm::sys::findProgramByName("clang-22"))
    return *found;
  StringRef installed = "/usr/lib/llvm-22/bin/clang";
  return llvm::sys::fs::can_execute(installed) ? installed.str() : "";
}

/// Where compiled PTX is kept: $HIERA_CACHE_DIR, else
/// $XDG_CACHE_HOME/hiera, else ~/.cache/hiera, each with `ptx/` under it;
/// "" where there is none (no cache: every compile runs clang).
static std::string cacheDirectory() {
  llvm::SmallString<256> path;
  if (const char *dir = std::getenv("HIERA_CACHE_DIR")) {
    if (!*dir)
      return "";
    path = dir;
  } else if (const char *xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg) {
    path = xdg;
    llvm::sys::path::append(path, "hiera");
  } else if (const char *home = std::getenv("HOME"); home && *home) {
    path = home;
    llvm::sys::path::append(path, ".cache", "hiera");
  } else {
    return "";
  }
  llvm::sys::path::append(path, "ptx");
  return llvm::sys::fs::create_directories(path) ? "" : path.str().str();
}

bool hiera::hasPtxCache() { return !cacheDirectory().empty(); }

// A cache entry is this line, naming the SHA-256 of the PTX after it, then
// the PTX: an entry cut short, emptied or altered reads as no entry.
static constexpr llvm::StringLiteral kEntryHeader =
    "// hiera ptx cache sha256 ";

static std::string sha256Hex(StringRef bytes) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(bytes)),
                     /*LowerCase=*/true);
}

/// The PTX kept at `path`, if it is there and whole.
static std::optional<std::string> readCacheEntry(StringRef path) {
  auto buffer = hiera::readBoundedFile(path, hiera::kDataLimitBytes);
  if (!buffer) {
    llvm::consumeError(buffer.takeError());
    return std::nullopt;
  }
  StringRef text = (*buffer)->getBuffer();
  if (!text.consume_front(kEntryHeader))
    return std::nullopt;
  auto [digest, ptx] = text.split('\n');
  if (ptx.empty() || digest != sha256Hex(ptx))
    return std::nullopt;
  return ptx.str();
}

/// Keeps `ptx` at `path`, written whole under a fresh name, then renamed: a
/// process reading the cache at the same time sees all of it or none. The
/// cache is optional: where it cannot be written (a full disk), the kernel
/// is compiled again next time, and that is said once.
static void writeCacheEntry(StringRef path, StringRef ptx) {
  llvm::SmallString<256> partial;
  int fd;
  std::error_code ec =
      llvm::sys::fs::createUniqueFile(path + ".%%%%%%", fd, partial);
  if (!ec) {
    llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
    file << kEntryHeader << sha256Hex(ptx) << "\n" << ptx;
    file.close();
    ec = file.error();
    // Cleared, or the stream's destructor would end the process.
    file.clear_error();
    if (!ec)
      ec = llvm::sys::fs::rename(partial, path);
    if (ec)
      llvm::sys::fs::remove(partial);
  }
  static std::once_flag warned;
  if (ec)
    std::call_once(warned, [&] {
      llvm::errs() << "hiera: warning: cannot keep compiled kernels in "
                   << llvm::sys::path::parent_path(path) << " (" << ec.message()
                   << "): each is compiled again where it is needed\n";
    });
}

/// A file's path, size and modification time: what changes when a new
/// version of it is installed.
static std::string fileStamp(StringRef path) {
  llvm::sys::fs::file_status status;
  if (llvm::sys::fs::status(path, status))
    return path.str();
  return path.str() + " " + std::to_string(status.getSize()) + " " +
         std::to_string(
             status.getLastModificationTime().time_since_epoch().count());
}

/// What the PTX depends on: the source, the options, the compiler and the
/// CUDA headers it compiles against.
static std::string cacheKey(StringRef source, StringRef program,
                            StringRef cudaRoot, ArrayRef<StringRef> options) {
  llvm::SHA256 hash;
  llvm::SmallString<256> header(cudaRoot);
  llvm::sys::path::append(header, "include", "cuda.h");
  std::string compiler = fileStamp(program), cuda = fileStamp(header);
  for (StringRef part : {StringRef(compiler), StringRef(cuda), source})
    hash.update(part), hash.update(StringRef("\0", 1));
  for (StringRef option : options)
    hash.update(option), hash.update(StringRef("\0", 1));
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

/// What of clang's diagnostics a fix needs: its error lines, the first
/// few, each cut short; the rest counted.
static std::string firstErrors(StringRef log) {
  constexpr unsigned kLines = 5;
  constexpr size_t kLineChars = 300;
  SmallVector<StringRef> lines;
  log.split(lines, '\n', -1, /*KeepEmpty=*/false);
  std::string kept;
  unsigned errors = 0;
  for (StringRef line : lines) {
    if (!line.contains("error:"))
      continue;
    if (++errors <= kLines)
      kept += (kept.empty() ? "" : "\n") + line.take_front(kLineChars).str();
  }
  if (errors > kLines)
    kept += "\n(" + std::to_string(errors - kLines) + " more errors)";
  return kept.empty() ? log.take_front(kLineChars).str() : kept;
}

/// `source` as the preprocessor reads its directives: continued lines
/// joined, comments replaced by a space, string and character literals
/// kept.
static std::string withoutCommentsAndContinuations(StringRef source) {
  std::string joined;
  for (size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\\' && i + 1 < source.size() &&
        (source[i + 1] == '\n' ||
         (source[i + 1] == '\r' && i + 2 < source.size() &&
          source[i + 2] == '\n'))) {
      i += source[i + 1] == '\r' ? 2 : 1;
      continue;
    }
    joined += source[i];
  }
  std::string text;
  char quote = 0;
  for (size_t i = 0; i < joined.size(); ++i) {
    char c = joined[i];
    if (quote) {
      text += c;
      if (c == '\\' && i + 1 < joined.size())
        text += joined[++i];
      else if (c == quote || c == '\n')
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
      text += c;
    } else if (c == '/' && i + 1 < joined.size() && joined[i + 1] == '/') {
      while (i < joined.size() && joined[i] != '\n')
        ++i;
      text += '\n';
    } else if (c == '/' && i + 1 < joined.size() && joined[i + 1] == '*') {
      size_t end = joined.find("*/", i + 2);
      // A block comment's lines still end lines.
      StringRef inside(joined.data() + i, (end == std::string::npos ? joined.size() : end) - i);
      text += inside.count('\n') ? std::string(inside.count('\n'), '\n') : " ";
      i = end == std::string::npos ? joined.size() : end + 1;
    } else {
      text += c;
    }
  }
  return text;
}

/// Whether a header named in angle brackets is one of CUDA's or the C and
/// C++ standard's, by its bare name.
static bool isAllowedHeader(StringRef name) {
  if (name.empty() || name.contains("..") || name.starts_with("/") ||
      !llvm::all_of(name, [](char c) {
        return llvm::isAlnum(c) || c == '_' || c == '.' || c == '/';
      }))
    return false;
  static const char *const prefixes[] = {"cuda", "cooperative_groups",
                                         "crt/", "mma.h", "sm_"};
  static const char *const standard[] = {
      "cstdint", "stdint.h", "cmath",     "math.h",   "cfloat",
      "float.h", "climits",  "limits.h",  "cstddef",  "stddef.h",
      "limits",  "type_traits", "utility", "cstring", "string.h"};
  return llvm::any_of(prefixes, [&](const char *p) { return name.starts_with(p); }) ||
         llvm::is_contained(standard, name);
}

std::optional<std::string> hiera::forbiddenFileReference(StringRef source) {
  std::string text = withoutCommentsAndContinuations(source);
  StringRef rest(text);
  for (StringRef forbidden : {"__has_include", "__has_embed", "_Pragma"})
    if (rest.contains(forbidden))
      return (forbidden + " is not allowed in a model's kernel").str();
  unsigned number = 0;
  while (!rest.empty()) {
    auto [line, next] = rest.split('\n');
    rest = next;
    ++number;
    StringRef directive = line.ltrim();
    // '#', or its digraph and trigraph.
    if (directive.consume_front("#") || directive.consume_front("%:") ||
        directive.consume_front("??=")) {
      directive = directive.ltrim();
      StringRef name = directive.take_while(
          [](char c) { return llvm::isAlnum(c) || c == '_'; });
      StringRef operand = directive.drop_front(name.size()).trim();
      auto refuse = [&](const Twine &why) {
        return ("line " + Twine(number) + ": " + why).str();
      };
      if (name == "include_next" || name == "import" || name == "embed")
        return refuse("#" + name + " is not allowed in a model's kernel");
      if (name == "pragma" && operand.contains("dependency"))
        return refuse("#pragma ... dependency is not allowed in a model's kernel");
      if (name == "include") {
        if (!operand.consume_front("<") || !operand.consume_back(">") ||
            !isAllowedHeader(operand.trim()))
          return refuse("only CUDA's and the standard's headers may be "
                        "included, by name in angle brackets");
      }
    }
  }
  return std::nullopt;
}

/// Runs `program` with `args`, its diagnostics in `log`; true where it
/// exits with 0.
static bool runClang(StringRef program, ArrayRef<StringRef> args,
                     std::string &log, std::string &message) {
  TemporaryFile diagnostics;
  if (llvm::sys::fs::createTemporaryFile("hiera-kernel", "log",
                                         diagnostics.path)) {
    message = "cannot create a temporary file for the CUDA compiler";
    return false;
  }
  std::optional<StringRef> redirects[] = {std::nullopt, diagnostics.path.str(),
                                          diagnostics.path.str()};
  int status = llvm::sys::ExecuteAndWait(program, args, std::nullopt, redirects,
                                         /*SecondsToWait=*/120, 0, &message);
  auto text = llvm::MemoryBuffer::getFile(diagnostics.path);
  log = text ? (*text)->getBuffer().trim().str() : "";
  return status == 0;
}

/// The precompiled headers this process uses, shared by its compiling
/// threads.
namespace {
struct PrecompiledHeaders {
  std::mutex mutex;
  /// By key: the header's path, or "" where none is to be used.
  llvm::StringMap<std::string> made;
};
} // namespace

static PrecompiledHeaders &precompiledHeaders() {
  static PrecompiledHeaders headers;
  return headers;
}

/// CUDA's headers, which clang includes before every kernel (its runtime
/// wrapper), parsed once into a precompiled header kept in the cache beside
/// the PTX: parsing them is about 1 s of a kernel's 1.2 s compile. Made once
/// per process and options; "" where there is no cache or it cannot be made
/// (each compile then parses the headers).
static std::string precompiledHeader(StringRef program, StringRef cudaRoot,
                                     ArrayRef<StringRef> options,
                                     StringRef cache) {
  std::string key =
      cacheKey("precompiled CUDA headers", program, cudaRoot, options);
  auto &[mutex, made] = precompiledHeaders();
  std::lock_guard<std::mutex> lock(mutex);
  if (auto found = made.find(key); found != made.end())
    return found->second;
  llvm::SmallString<256> path(cache);
  llvm::sys::path::append(path, key + ".pch");
  std::string &result = made[key];
  if (llvm::sys::fs::exists(path))
    return result = path.str().str();
  // The header is made from an empty source, which stays: clang checks
  // that the files a header was made from are as they were. Made once,
  // never rewritten, so a header another process made from it holds.
  std::string empty = (path + ".cu").str();
  int fd;
  if (!llvm::sys::fs::openFileForWrite(empty, fd, llvm::sys::fs::CD_CreateNew))
    llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  // Written under a fresh name, then renamed: another process making the
  // same header at once leaves one whole file.
  llvm::SmallString<256> partial;
  if (!llvm::sys::fs::exists(empty) ||
      llvm::sys::fs::createUniqueFile(path + ".%%%%%%", fd, partial))
    return result;
  llvm::sys::Process::SafelyCloseFileDescriptor(fd);
  SmallVector<StringRef> args = {program};
  args.append(options.begin(), options.end());
  args.append({"-Xclang", "-emit-pch", "-o", partial, empty});
  std::string log, message;
  if (runClang(program, args, log, message) &&
      !llvm::sys::fs::rename(partial, path))
    return result = path.str().str();
  llvm::sys::fs::remove(partial);
  return result;
}

/// Removes a header clang refused where the same kernel compiled without
/// it (stale: its toolchain or headers changed), for this process and the
/// next ones, which make it again.
static void dropPrecompiledHeader(StringRef path) {
  auto &[mutex, made] = precompiledHeaders();
  std::lock_guard<std::mutex> lock(mutex);
  for (auto &entry : made)
    if (entry.second == path)
      entry.second.clear();
  llvm::sys::fs::remove(path);
}

bool hiera::compileCudaToPtx(StringRef source, StringRef chip, StringRef clang,
                             std::string &ptx, std::string &error) {
  std::string program = findClang(clang);
  if (program.empty()) {
    error = clang.empty() ? "no clang to compile CUDA with: install clang-22 "
                            "or name one with clang="
                          : ("no clang at '" + clang + "'").str();
    return false;
  }
  const char *home = std::getenv("CUDA_HOME");
  std::string cudaRoot = home && *home ? home : "/usr/local/cuda";
  std::string cudaPath = "--cuda-path=" + cudaRoot;
  std::string arch = ("--cuda-gpu-arch=" + chip).str();
  // Diagnostics without source lines: a message never quotes a file.
  SmallVector<StringRef> options = {"-x", "cuda", "--cuda-device-only", arch,
                                    cudaPath, "-O3", "-S",
                                    "-Wno-unknown-cuda-version",
                                    "-fno-caret-diagnostics",
                                    "-fno-diagnostics-show-note-include-stack"};
  // Planning and re-planning compile each kernel once per toolchain.
  std::string cache = cacheDirectory(), cached;
  if (!cache.empty()) {
    llvm::SmallString<256> path(cache);
    llvm::sys::path::append(path, cacheKey(source, program, cudaRoot, options) + ".ptx");
    cached = path.str().str();
    if (std::optional<std::string> kept = readCacheEntry(cached)) {
      ptx = std::move(*kept);
      return true;
    }
  }
  TemporaryFile input, output;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("hiera-kernel", "cu", fd,
                                         input.path) ||
      llvm::sys::fs::createTemporaryFile("hiera-kernel", "ptx", output.path)) {
    error = "cannot create temporary files for the CUDA compiler";
    return false;
  }
  {
    llvm::raw_fd_ostream file(fd, /*shouldClose=*/true);
    file << source;
  }
  SmallVector<StringRef> args = {program};
  args.append(options.begin(), options.end());
  args.append({"-o", output.path, input.path});
  std::string log, message;
  bool compiled = false;
  std::string headers =
      cache.empty() ? "" : precompiledHeader(program, cudaRoot, options, cache);
  if (!headers.empty()) {
    SmallVector<StringRef> withHeaders(args);
    withHeaders.append({"-Xclang", "-include-pch", "-Xclang", headers});
    compiled = runClang(program, withHeaders, log, message);
  }
  // Where clang refused the header (made by another toolchain, or CUDA's
  // headers changed since) or the kernel failed with it, the kernel is
  // compiled as without one, and the diagnostics are that compile's.
  if (!compiled) {
    compiled = runClang(program, args, log, message);
    if (!compiled) {
      error = "clang failed" + (message.empty() ? "" : " (" + message + ")") +
              (log.empty() ? "" : ": " + firstErrors(log));
      return false;
    }
    if (!headers.empty())
      dropPrecompiledHeader(headers);
  }
  auto text = llvm::MemoryBuffer::getFile(output.path);
  if (!text) {
    error = "clang wrote no PTX";
    return false;
  }
  ptx = (*text)->getBuffer().str();
  if (!cached.empty())
    writeCacheEntry(cached, ptx);
  return true;
}
