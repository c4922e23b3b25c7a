//===- Watchdog.h - A time limit on each candidate's runs -------*- C++ -*-===//
//
// Private to the harness. A kernel that never returns cannot be stopped
// from the host: the process that launched it has to end. A worker
// measuring several candidates ends itself when one runs past its limit,
// saying which, so that the others are measured again without it, instead
// of the whole worker waiting out every candidate's time.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_HARNESS_WATCHDOG_H
#define HIERA_HARNESS_WATCHDOG_H

#include "llvm/ADT/StringRef.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace hiera {

/// Exit status of a process that a watchdog ended.
constexpr int kWatchdogExitCode = 3;

class Watchdog {
public:
  /// Limits each armed span to `seconds`; 0: no limit, nothing watched.
  explicit Watchdog(unsigned seconds);
  ~Watchdog();
  Watchdog(const Watchdog &) = delete;
  Watchdog &operator=(const Watchdog &) = delete;

  /// Starts the time of `candidate`'s span: past the limit before
  /// disarm(), the process prints why to stderr and exits with
  /// kWatchdogExitCode.
  void arm(llvm::StringRef candidate);
  void disarm();

private:
  void watch();

  unsigned seconds;
  std::mutex mutex;
  std::condition_variable changed;
  bool armed = false, stopping = false;
  std::chrono::steady_clock::time_point deadline;
  std::string candidate;
  std::thread thread;
};

/// Arms `watchdog` for one candidate while in scope.
class WatchedSpan {
public:
  WatchedSpan(Watchdog &watchdog, llvm::StringRef candidate)
      : watchdog(watchdog) {
    watchdog.arm(candidate);
  }
  ~WatchedSpan() { watchdog.disarm(); }

private:
  Watchdog &watchdog;
};

} // namespace hiera

#endif // HIERA_HARNESS_WATCHDOG_H
