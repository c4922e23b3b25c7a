//===- WorkerPool.cpp - Measuring candidates in worker processes ----------===//

#include "hiera/Measure/WorkerPool.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>

extern char **environ;

using namespace hiera;

std::string WorkerExit::describe(llvm::StringRef otherwise) const {
  std::string last = lastDiagnosticLine(stderrPath);
  auto withDetail = [](std::string head, llvm::StringRef detail) {
    return detail.empty() ? head : head + ": " + detail.str();
  };
  switch (kind) {
  case Kind::TimedOut:
    return llvm::formatv("no answer within {0} s: stopped", timeoutSeconds);
  case Kind::Signalled:
    return withDetail(
        std::string("the worker died of ") + strsignal(code), last);
  case Kind::Exited:
    return withDetail("the worker exited with " + std::to_string(code),
                      last.empty() ? otherwise : llvm::StringRef(last));
  case Kind::NotStarted:
    return error;
  }
  return error;
}

/// Starts `argv` with CUDA_VISIBLE_DEVICES=slot, stdout and stderr to
/// files, in a process group of its own (so that a stopped worker takes its
/// children with it). Returns 0 with `error` where it cannot.
static pid_t spawn(const std::vector<std::string> &argv, unsigned slot,
                   const std::string &outPath, const std::string &errPath,
                   std::string &error) {
  if (argv.empty()) {
    error = "no command to start";
    return 0;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, outPath.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, errPath.c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<std::string> environment;
  for (char **entry = environ; *entry; ++entry)
    if (!llvm::StringRef(*entry).starts_with("CUDA_VISIBLE_DEVICES="))
      environment.push_back(*entry);
  environment.push_back("CUDA_VISIBLE_DEVICES=" + std::to_string(slot));
  std::vector<char *> args, env;
  for (const std::string &arg : argv)
    args.push_back(const_cast<char *>(arg.c_str()));
  args.push_back(nullptr);
  for (std::string &entry : environment)
    env.push_back(entry.data());
  env.push_back(nullptr);
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  pid_t pid = 0;
  int status = posix_spawn(&pid, argv[0].c_str(), &actions, &attributes,
                           args.data(), env.data());
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (status != 0) {
    error = "cannot start " + argv[0] + ": " + std::strerror(status);
    return 0;
  }
  return pid;
}

void WorkerPool::run(
    size_t count, llvm::function_ref<WorkerJob(size_t)> job,
    llvm::function_ref<void(size_t, const WorkerExit &)> finished) {
  struct Running {
    pid_t pid;
    unsigned slot;
    size_t job;
    std::chrono::steady_clock::time_point start;
    WorkerExit exit;
  };
  std::vector<Running> running;
  std::vector<unsigned> idle;
  for (unsigned slot = slots; slot-- > 0;)
    idle.push_back(slot);
  size_t next = 0, done = 0;
  while (done < count) {
    while (next < count && !idle.empty()) {
      size_t index = next++;
      unsigned slot = idle.back();
      WorkerJob work = job(index);
      WorkerExit exit;
      exit.timeoutSeconds = work.timeoutSeconds;
      exit.stdoutPath = directory + "/" + std::to_string(index) + ".out";
      exit.stderrPath = directory + "/" + std::to_string(index) + ".err";
      pid_t pid = spawn(work.argv, slot, exit.stdoutPath, exit.stderrPath,
                        exit.error);
      if (!pid) {
        finished(index, exit);
        ++done;
        continue;
      }
      idle.pop_back();
      running.push_back({pid, slot, index, std::chrono::steady_clock::now(),
                         std::move(exit)});
    }
    for (size_t i = 0; i < running.size();) {
      Running &worker = running[i];
      int status = 0;
      pid_t reaped = waitpid(worker.pid, &status, WNOHANG);
      if (reaped == 0 && std::chrono::steady_clock::now() - worker.start >
                             std::chrono::seconds(worker.exit.timeoutSeconds)) {
        kill(-worker.pid, SIGKILL);
        waitpid(worker.pid, &status, 0);
        worker.exit.kind = WorkerExit::Kind::TimedOut;
        reaped = worker.pid;
      } else if (reaped != 0) {
        worker.exit.kind = WIFSIGNALED(status) ? WorkerExit::Kind::Signalled
                                               : WorkerExit::Kind::Exited;
        worker.exit.code =
            WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status);
      }
      if (reaped == 0) {
        ++i;
        continue;
      }
      finished(worker.job, worker.exit);
      ++done;
      idle.push_back(worker.slot);
      running.erase(running.begin() + i);
    }
    if (!running.empty())
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

std::string hiera::lastDiagnosticLine(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "";
  llvm::SmallVector<llvm::StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef line : llvm::reverse(lines))
    if (line.contains("error"))
      return line.trim().str();
  return lines.empty() ? "" : lines.back().trim().str();
}
