//===- HostProfileTest.cpp - The runtime's host-time profile --------------===//

#include "hiera/Runtime/Runtime.h"

#include <gtest/gtest.h>

#include <cstring>
#include <string>

extern "C" void mgpuMemFree(void *ptr, void *stream);

namespace {

std::string profileJson() {
  char json[1024];
  size_t length = hiera_rt_host_profile_json(json, sizeof(json));
  EXPECT_EQ(length, std::strlen(json));
  return json;
}

// Entry points are counted while the profile is on, and only then; turning
// it on clears the totals. A free of null does nothing on the device (and
// without a driver records why), but its host time is still the host's.
TEST(HostProfileTest, CountsWhileOnAndClearsWhenTurnedOn) {
  hiera_rt_host_profile(1);
  mgpuMemFree(nullptr, nullptr);
  mgpuMemFree(nullptr, nullptr);
  hiera_rt_host_profile(0);
  mgpuMemFree(nullptr, nullptr);
  std::string json = profileJson();
  EXPECT_EQ(json.front(), '{');
  EXPECT_EQ(json.back(), '}');
  EXPECT_NE(json.find("\"free\": [2, "), std::string::npos) << json;
  EXPECT_NE(json.find("\"launch\": [0, 0.000]"), std::string::npos) << json;
  EXPECT_NE(json.find("\"cudnn_convolution\": [0, 0.000]"), std::string::npos)
      << json;

  hiera_rt_host_profile(1);
  EXPECT_NE(profileJson().find("\"free\": [0, 0.000]"), std::string::npos);
  hiera_rt_host_profile(0);
  hiera_rt_clear_error();
}

// A buffer too short gets the JSON's start, terminated; the length says
// how much it needs, as snprintf's does.
TEST(HostProfileTest, ShortBufferIsCutAndTerminated) {
  char json[8];
  size_t length = hiera_rt_host_profile_json(json, sizeof(json));
  EXPECT_GT(length, sizeof(json));
  EXPECT_EQ(std::string(json), "{\"launc");
  EXPECT_EQ(hiera_rt_host_profile_json(nullptr, 0), length);
}

} // namespace
