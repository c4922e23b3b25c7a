//===- Timing.h - Timed calls on the GPU, with CUDA events ------*- C++ -*-===//
//
// Private to the harness.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_HARNESS_TIMING_H
#define HIERA_HARNESS_TIMING_H

#include "DeviceData.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace hiera {

/// Percentiles of timed calls, in microseconds.
struct CallTimes {
  double medianUs = 0, p20Us = 0, p80Us = 0;
};

/// Times `repeats` calls of `call` after `warmup` untimed ones, queued back
/// to back with CUDA events around each; `flush` (when not null) is written
/// over before each, outside the timed span, so that no call finds its
/// inputs in L2. Returns the error of a call or of the runtime, or "".
std::string timeCalls(llvm::function_ref<std::string()> call, unsigned warmup,
                      unsigned repeats, DeviceBuffer *flush, CallTimes &times);

} // namespace hiera

#endif // HIERA_HARNESS_TIMING_H
