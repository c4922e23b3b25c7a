//===- Watchdog.cpp - A time limit on each candidate's runs ---------------===//

#include "Watchdog.h"

#include <cstdio>
#include <unistd.h>

using namespace hiera;

Watchdog::Watchdog(unsigned seconds) : seconds(seconds) {
  if (seconds)
    thread = std::thread([this] { watch(); });
}

Watchdog::~Watchdog() {
  if (!thread.joinable())
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    stopping = true;
  }
  changed.notify_all();
  thread.join();
}

void Watchdog::arm(llvm::StringRef name) {
  if (!seconds)
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    armed = true;
    candidate = name.str();
    deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
  }
  changed.notify_all();
}

void Watchdog::disarm() {
  if (!seconds)
    return;
  {
    std::lock_guard<std::mutex> lock(mutex);
    armed = false;
  }
  changed.notify_all();
}

void Watchdog::watch() {
  std::unique_lock<std::mutex> lock(mutex);
  while (!stopping) {
    if (!armed) {
      changed.wait(lock);
      continue;
    }
    if (changed.wait_until(lock, deadline) == std::cv_status::timeout &&
        armed && std::chrono::steady_clock::now() >= deadline) {
      // The launching thread is stuck in the driver: nothing else may run,
      // not even exit handlers that would wait for the GPU.
      std::fprintf(stderr,
                   "hiera-run: error: candidate '%s' gave no answer within "
                   "%u s: stopped\n",
                   candidate.c_str(), seconds);
      std::fflush(stderr);
      _exit(kWatchdogExitCode);
    }
  }
}
