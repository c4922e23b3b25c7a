//===- WorkerPool.h - Measuring candidates in worker processes --*- C++ -*-===//
//
// Candidates are measured in processes of their own, so that one that
// crashes, hangs or corrupts its GPU context costs only its process. The
// pool keeps one worker per GPU slot busy (the slot is the worker's
// CUDA_VISIBLE_DEVICES), stops a worker that runs past its time limit with
// its whole process group, and says how each ended.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_WORKERPOOL_H
#define HIERA_MEASURE_WORKERPOOL_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace hiera {

/// How one worker ended.
struct WorkerExit {
  enum class Kind { Exited, Signalled, TimedOut, NotStarted };
  Kind kind = Kind::NotStarted;
  /// The exit status (Exited) or the signal (Signalled).
  int code = 0;
  /// Where its standard output and error went.
  std::string stdoutPath, stderrPath;
  /// Why it did not start (NotStarted).
  std::string error;
  /// The time limit it ran under.
  unsigned timeoutSeconds = 0;

  /// Why the worker gave no result, for people: "no answer within 30 s:
  /// stopped", "the worker died of Aborted: <its last error line>", "the
  /// worker exited with 1: <its last error line, else `otherwise`>".
  std::string describe(llvm::StringRef otherwise = "") const;
};

/// What a worker runs: `argv` (argv[0] a path), stopped after
/// `timeoutSeconds`.
struct WorkerJob {
  std::vector<std::string> argv;
  unsigned timeoutSeconds = 0;
};

class WorkerPool {
public:
  /// `slots` workers at once (GPUs 0 .. slots-1); their output goes to
  /// files in `directory`.
  WorkerPool(unsigned slots, llvm::StringRef directory)
      : slots(slots), directory(directory) {}

  /// Runs jobs 0 .. count-1, job i as `job(i)`, and calls
  /// `finished(i, exit)` as each ends, in the order they end. A lost worker
  /// is replaced by the next job on its slot.
  void run(size_t count, llvm::function_ref<WorkerJob(size_t)> job,
           llvm::function_ref<void(size_t, const WorkerExit &)> finished);

private:
  unsigned slots;
  std::string directory;
};

/// A worker's last word in the file at `path`: the last line saying
/// "error" (a diagnostic's caret and source lines come after it), else the
/// last line; "" where there is none.
std::string lastDiagnosticLine(llvm::StringRef path);

} // namespace hiera

#endif // HIERA_MEASURE_WORKERPOOL_H
