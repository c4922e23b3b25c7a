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
  unsigned runs = 0;
};

/// Times `repeats` calls of `call` after `warmup` untimed ones, queued back
/// to back with CUDA events around each; `flush` (when not null) is written
/// over before each, outside the timed span, so that no call finds its
/// inputs in L2. The first warm-up call is timed too: where calls are so
/// slow that all the runs would take more than `budgetMs`, fewer are made
/// (at least 3 timed, or that first call alone where it takes the whole
/// budget): a naive 8192^3 GEMM takes 2.4 s a call, and 23 of them would
/// be most of a search. Returns the error of a call or of the runtime, or "".
std::string timeCalls(llvm::function_ref<std::string()> call, unsigned warmup,
                      unsigned repeats, double budgetMs, DeviceBuffer *flush,
                      CallTimes &times);

} // namespace hiera

#endif // HIERA_HARNESS_TIMING_H
