//===- Harness.h - Run tasks' variants on the GPU and check them -*- C++ -*-===//
//
// Builds, for one task, a reference (its linalg body promoted to f64 where it
// is float, lowered with the reference mapping) and one executable per
// variant; draws inputs from a seed, poisons outputs, runs, compares within
// the contract's tolerance and times with CUDA events.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_HARNESS_HARNESS_H
#define HIERA_HARNESS_HARNESS_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Measure/HostData.h"
#include "hiera/Measure/Protocol.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Support/Timing.h"

#include <optional>
#include <string>
#include <vector>

namespace hiera {

struct HarnessOptions {
  uint64_t seed = 1;
  InputRange inputs = InputRange::Unit;
  /// Correctness trials, each on fresh random inputs.
  unsigned checks = 2;
  unsigned warmup = 3;
  unsigned repeats = 20;
  /// Milliseconds a candidate's warm-up and timed runs should take at most:
  /// a candidate slower than that gets fewer runs (Timing.h); 0: always
  /// `warmup` and `repeats`.
  double timingBudgetMs = 2000;
  /// Variants to run: a name selects that variant of every task, and
  /// `TASK/NAME` only TASK's; all when empty.
  std::vector<std::string> variants;
  /// Bytes of scratch memory written between timed runs so that no run
  /// finds its inputs in L2 (twice the L2 is enough); 0: no flush.
  int64_t flushBytes = 0;
  /// Seconds a candidate's runs of one check, or its timed runs, may take
  /// before the process ends itself, saying which candidate hung; 0: no
  /// limit.
  unsigned candidateTimeoutSeconds = 0;
};

/// What a run of candidates gave: a result per candidate; or, where one of
/// several left the GPU unusable (an illegal address poisons the context
/// for every call after it), no results and `deviceLost`, which says whose
/// fault it was: the others cannot be measured in this process.
struct HarnessRun {
  HarnessRun(std::vector<VariantResult> results, std::string deviceLost = "")
      : results(std::move(results)), deviceLost(std::move(deviceLost)) {}
  std::vector<VariantResult> results;
  std::string deviceLost;
};

/// A candidate this much faster than the roofline bound allows skipped work
/// or timed the wrong thing: it is flagged, not celebrated.
constexpr double kSuspectRooflineFraction = 10.0;

/// Runs every variant of `task` (those whose space is in `spaces`, all when
/// empty). Returns one result per variant; a task that cannot run at all
/// (dynamic shapes, an unsupported type, a reference that fails) gives one
/// result with the error. Its phases (compiling, drawing inputs, the
/// reference, checks, timing) are timed under `timing`.
HarnessRun runTask(plan::TaskOp task, llvm::ArrayRef<plan::Space> spaces,
                   const HarnessOptions &options,
                   mlir::TimingScope timing = {});

/// Runs the entry function `function` whole, each task in its chosen
/// variant (as --hiera-lower chooses), against the function with every task
/// replaced by its body, in f64.
HarnessRun runFunction(mlir::func::FuncOp function,
                       const HarnessOptions &options,
                       mlir::TimingScope timing = {});

} // namespace hiera

#endif // HIERA_HARNESS_HARNESS_H
