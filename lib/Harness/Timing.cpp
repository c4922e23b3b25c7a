//===- Timing.cpp - Timed calls on the GPU, with CUDA events --------------===//

#include "Timing.h"

#include <algorithm>

using namespace hiera;

static double percentile(std::vector<double> sorted, double fraction) {
  std::sort(sorted.begin(), sorted.end());
  size_t index = static_cast<size_t>(fraction * (sorted.size() - 1) + 0.5);
  return sorted[std::min(index, sorted.size() - 1)];
}

std::string hiera::timeCalls(llvm::function_ref<std::string()> call,
                             unsigned warmup, unsigned repeats,
                             DeviceBuffer *flush, CallTimes &result) {
  for (unsigned i = 0; i < warmup; ++i)
    if (std::string error = call(); !error.empty())
      return error;
  if (hiera_rt_synchronize())
    return hiera_rt_error();
  std::vector<void *> events(2 * repeats, nullptr);
  for (void *&event : events)
    if (hiera_rt_event_create(&event))
      return hiera_rt_error();
  // Calls queue back to back; the events bracket each one on the stream.
  hiera_rt_defer_stream_sync(1);
  std::string error;
  for (unsigned r = 0; r < repeats && error.empty(); ++r) {
    if (flush)
      hiera_rt_fill_bytes(flush->pointer, static_cast<unsigned char>(r),
                          flush->bytes);
    hiera_rt_event_record(events[2 * r]);
    error = call();
    hiera_rt_event_record(events[2 * r + 1]);
  }
  hiera_rt_defer_stream_sync(0);
  std::vector<double> times;
  for (unsigned r = 0; r < repeats && error.empty(); ++r) {
    float ms = 0;
    if (hiera_rt_event_elapsed_ms(events[2 * r], events[2 * r + 1], &ms))
      break;
    times.push_back(ms * 1e3);
  }
  for (void *event : events)
    if (event)
      hiera_rt_event_destroy(event);
  if (error.empty() && *hiera_rt_error())
    error = hiera_rt_error();
  if (!error.empty())
    return error;
  if (times.size() != repeats)
    return "a timed call's events did not complete";
  result.medianUs = percentile(times, 0.5);
  result.p20Us = percentile(times, 0.2);
  result.p80Us = percentile(times, 0.8);
  return "";
}

