//===- Compiler.cpp - CUDA C++ to PTX through clang and NVPTX -------------===//

#include "hiera/Kernels/Kernels.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"

#include <cstdlib>

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
  SmallVector<StringRef> options = {"-x", "cuda", "--cuda-device-only", arch,
                                    cudaPath, "-O3", "-S",
                                    "-Wno-unknown-cuda-version"};
  // Planning and re-planning compile each kernel once per toolchain.
  std::string cache = cacheDirectory(), cached;
  if (!cache.empty()) {
    llvm::SmallString<256> path(cache);
    llvm::sys::path::append(path, cacheKey(source, program, cudaRoot, options) + ".ptx");
    cached = path.str().str();
    if (auto text = llvm::MemoryBuffer::getFile(cached)) {
      ptx = (*text)->getBuffer().str();
      return true;
    }
  }
  TemporaryFile input, output, diagnostics;
  int fd;
  if (llvm::sys::fs::createTemporaryFile("hiera-kernel", "cu", fd,
                                         input.path) ||
      llvm::sys::fs::createTemporaryFile("hiera-kernel", "ptx",
                                         output.path) ||
      llvm::sys::fs::createTemporaryFile("hiera-kernel", "log",
                                         diagnostics.path)) {
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
  std::optional<StringRef> redirects[] = {std::nullopt, diagnostics.path.str(),
                                          diagnostics.path.str()};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(program, args, std::nullopt,
                                         redirects, /*SecondsToWait=*/120, 0,
                                         &message);
  auto log = llvm::MemoryBuffer::getFile(diagnostics.path);
  std::string logText = log ? (*log)->getBuffer().trim().str() : "";
  if (status != 0) {
    error = "clang failed" + (message.empty() ? "" : " (" + message + ")") +
            (logText.empty() ? "" : ": " + logText);
    return false;
  }
  auto text = llvm::MemoryBuffer::getFile(output.path);
  if (!text) {
    error = "clang wrote no PTX";
    return false;
  }
  ptx = (*text)->getBuffer().str();
  // Written whole under a fresh name, then renamed: a process reading the
  // cache at the same time sees all of it or none.
  if (!cached.empty()) {
    llvm::SmallString<256> partial;
    int cacheFd;
    if (!llvm::sys::fs::createUniqueFile(cached + ".%%%%%%", cacheFd,
                                         partial)) {
      {
        llvm::raw_fd_ostream file(cacheFd, /*shouldClose=*/true);
        file << ptx;
      }
      if (llvm::sys::fs::rename(partial, cached))
        llvm::sys::fs::remove(partial);
    }
  }
  return true;
}
