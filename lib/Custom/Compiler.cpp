//===- Compiler.cpp - CUDA C++ to PTX through clang and NVPTX -------------===//

#include "hiera/Custom/Kernels.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"

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

bool hiera::compileCudaToPtx(StringRef source, StringRef chip, StringRef clang,
                             std::string &ptx, std::string &error) {
  std::string program = findClang(clang);
  if (program.empty()) {
    error = clang.empty() ? "no clang to compile CUDA with: install clang-22 "
                            "or name one with clang="
                          : ("no clang at '" + clang + "'").str();
    return false;
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
  const char *home = std::getenv("CUDA_HOME");
  std::string cudaPath =
      std::string("--cuda-path=") + (home && *home ? home : "/usr/local/cuda");
  std::string arch = ("--cuda-gpu-arch=" + chip).str();
  SmallVector<StringRef> args = {program, "-x", "cuda", "--cuda-device-only",
                                 arch, cudaPath, "-O3", "-S",
                                 "-Wno-unknown-cuda-version", "-o",
                                 output.path, input.path};
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
  return true;
}
