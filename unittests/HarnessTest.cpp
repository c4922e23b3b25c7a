//===- HarnessTest.cpp - The harness's private parts ----------------------===//

#include "../lib/Harness/Watchdog.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdlib>
#include <thread>

using namespace hiera;

TEST(WatchdogTest, ACandidatePastItsLimitEndsTheProcessNamingIt) {
  EXPECT_EXIT(
      {
        Watchdog watchdog(1);
        WatchedSpan span(watchdog, "planted_endless");
        std::this_thread::sleep_for(std::chrono::seconds(5));
        std::exit(0);
      },
      ::testing::ExitedWithCode(kWatchdogExitCode),
      "candidate 'planted_endless' gave no answer within 1 s: stopped");
}

TEST(WatchdogTest, SpansWithinTheLimitAreLeftAlone) {
  EXPECT_EXIT(
      {
        Watchdog watchdog(1);
        // Each span has its own second: three of 0.6 s pass.
        for (int i = 0; i < 3; ++i) {
          WatchedSpan span(watchdog, "quick");
          std::this_thread::sleep_for(std::chrono::milliseconds(600));
        }
        // Disarmed, time no longer counts.
        std::this_thread::sleep_for(std::chrono::milliseconds(1500));
        std::exit(0);
      },
      ::testing::ExitedWithCode(0), "");
}

TEST(WatchdogTest, NoLimitWatchesNothing) {
  Watchdog watchdog(0);
  WatchedSpan span(watchdog, "anything");
}
