//===- Timing.cpp - Timed calls on the GPU, with CUDA events --------------===//

#include "Timing.h"

#include <algorithm>

using namespace hiera;

static double percentile(std::vector<double> sorted, double fraction) {
  std::sort(sorted.begin(), sorted.end());
  size_t index = static_cast<size_t>(fraction * (sorted.size() - 1) + 0.5);
  return sorted[std::min(index, sorted.size() - 1)];
}

/// Times one call of `call` into `ms`.
static std::string timeOneCall(llvm::function_ref<std::string()> call,
                               float &ms) {
  void *start = nullptr, *end = nullptr;
  std::string error;
  if (hiera_rt_event_create(&start) || hiera_rt_event_create(&end) ||
      hiera_rt_event_record(start))
    error = hiera_rt_error();
  if (error.empty())
    error = call();
  if (error.empty() &&
      (hiera_rt_event_record(end) || hiera_rt_synchronize() ||
       hiera_rt_event_elapsed_ms(start, end, &ms)))
    error = hiera_rt_error();
  for (void *event : {start, end})
    if (event)
      hiera_rt_event_destroy(event);
  return error;
}

std::string hiera::timeCalls(llvm::function_ref<std::string()> call,
                             unsigned warmup, unsigned repeats,
                             double budgetMs, DeviceBuffer *flush,
                             CallTimes &result) {
  if (warmup > 0 && budgetMs > 0) {
    float firstMs = 0;
    if (std::string error = timeOneCall(call, firstMs); !error.empty())
      return error;
    if (firstMs >= budgetMs) {
      result.medianUs = result.p20Us = result.p80Us = firstMs * 1e3;
      result.runs = 1;
      return "";
    }
    double fit = budgetMs / std::max(firstMs, 1e-3f);
    warmup = std::min<double>(warmup - 1, fit / 4);
    repeats = std::min<double>(repeats, std::max(3.0, fit));
  }
  for (unsigned i = 0; i < warmup; ++i)
    if (std::string error = call(); !error.empty())
      return error;
  if (hiera_rt_synchronize())
    return hiera_rt_error();
  std::vector<void *> events(2 * repeats, nullptr);
  for (void *&event : events)
    if (hiera_rt_event_create(&event))
      return hiera_rt_error();
  // Each call is timed as a caller who waits for it sees it: queued behind
  // the L2 flush on an otherwise idle GPU, the events bracketing it on the
  // stream, and waited for before the next. Calls queued back to back
  // would hide what the host spends before the GPU starts (a library's
  // setup, a chain of launches), and what a kernel loses starting on an
  // idle GPU; the benchmarks against PyTorch time calls the same way.
  hiera_rt_defer_stream_sync(1);
  std::string error;
  for (unsigned r = 0; r < repeats && error.empty(); ++r) {
    if (flush)
      hiera_rt_fill_bytes(flush->pointer, static_cast<unsigned char>(r),
                          flush->bytes);
    hiera_rt_event_record(events[2 * r]);
    error = call();
    hiera_rt_event_record(events[2 * r + 1]);
    if (error.empty() && hiera_rt_synchronize())
      error = hiera_rt_error();
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
  result.runs = repeats;
  return "";
}

