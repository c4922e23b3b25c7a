//===- Profile.cpp - Costs of every candidate, measured or estimated ------===//
//
// --hiera-profile writes a #plan.cost on each plan.variant that has none:
//  - gpu: a task's candidates run in a worker process (hiera-run, one
//    worker per GPU), which draws the inputs and runs the f64 reference
//    once for all of them; where that worker dies (an illegal address, a
//    trap, an abort, a hang past its time limit), each of its candidates
//    runs again in a worker of its own, so that the fault is charged to
//    the candidate that made it and to no other;
//  - file (results=PATH): the results hiera-run --json wrote, read back
//    (recorded profiles: tests, and measurements taken elsewhere);
//  - model: the roofline bound, labelled estimated, never measured.
// `auto` (the default) measures when a GPU answers and estimates otherwise.
//
//===----------------------------------------------------------------------===//

#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Measure/CostModel.h"
#include "hiera/Measure/NcuCounters.h"
#include "hiera/Measure/Protocol.h"
#include "hiera/Measure/WorkerPool.h"
#include "hiera/Search/Passes.h"
#include "hiera/Support/Files.h"
#include "hiera/Transforms/Transforms.h"
#include "hiera/Tuning/Database.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <utility>

namespace hiera {
#define GEN_PASS_DEF_HIERAPROFILE
#include "hiera/Search/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// One candidate's outcome, as hiera-run reports it.
struct Outcome {
  bool valid = false;
  std::string reason;
  double medianUs = 0, p20Us = 0, p80Us = 0, relativeError = 0;
  int64_t runs = 0;
};

CostAttr measuredCost(MLIRContext *context, const Outcome &outcome) {
  // A candidate that crashed or hung has no time: its cost is the one
  // attempt, invalid, with the reason beside it.
  return CostAttr::get(context, CostSource::Measured, outcome.medianUs,
                       outcome.p20Us, outcome.p80Us,
                       std::max<int64_t>(outcome.runs, 1), outcome.valid,
                       std::isfinite(outcome.relativeError)
                           ? outcome.relativeError
                           : std::numeric_limits<double>::max());
}

/// Gives `to` the cost `from` was given, with its reason when invalid and
/// its counters: the same candidate of a task that computes the same.
void copyOutcome(VariantOp from, VariantOp to) {
  if (!from.getCostAttr())
    return;
  to.setCostAttr(from.getCostAttr());
  for (StringRef name :
       {PlanDialect::kInvalidReasonAttrName, PlanDialect::kCountersAttrName})
    if (Attribute value = from->getAttr(name))
      to->setAttr(name, value);
    else
      to->removeAttr(name);
}

void recordOutcome(VariantOp variant, const Outcome &outcome) {
  variant.setCostAttr(measuredCost(variant.getContext(), outcome));
  if (outcome.valid)
    variant->removeAttr(PlanDialect::kInvalidReasonAttrName);
  else
    variant->setAttr(PlanDialect::kInvalidReasonAttrName,
                     StringAttr::get(variant.getContext(), outcome.reason));
}

/// A worker starts a process, reads the module and readies the GPU and
/// its libraries before it measures anything: where there are more tasks
/// than GPUs, tasks share workers, up to this many candidates each.
constexpr size_t kCandidatesPerWorker = 16;

/// `jobs` (indices into `all`) grouped by task, in the order tasks first
/// appear.
std::vector<SmallVector<size_t>>
groupByTask(ArrayRef<std::pair<TaskOp, VariantOp>> all, ArrayRef<size_t> jobs) {
  std::vector<SmallVector<size_t>> byTask;
  llvm::DenseMap<Operation *, size_t> taskIndex;
  for (size_t job : jobs) {
    auto [it, inserted] = taskIndex.try_emplace(all[job].first, byTask.size());
    if (inserted)
      byTask.emplace_back();
    byTask[it->second].push_back(job);
  }
  return byTask;
}

/// The candidates `jobs` as batches, one worker each: a task's candidates
/// together, so that its inputs are drawn and its reference run once for
/// all of them; split where there are fewer tasks than GPUs, so that every
/// GPU has work; tasks side by side where there are more, each worker
/// taking an even share of the candidates, at most kCandidatesPerWorker.
std::vector<SmallVector<size_t>>
batchByTask(ArrayRef<std::pair<TaskOp, VariantOp>> all, ArrayRef<size_t> jobs,
            unsigned gpus) {
  std::vector<SmallVector<size_t>> byTask = groupByTask(all, jobs);
  std::vector<SmallVector<size_t>> batches;
  if (byTask.size() > gpus) {
    size_t share = std::min(kCandidatesPerWorker,
                            llvm::divideCeil(jobs.size(), std::max(1u, gpus)));
    for (ArrayRef<size_t> task : byTask) {
      if (batches.empty() || batches.back().size() + task.size() > share)
        batches.emplace_back();
      batches.back().append(task.begin(), task.end());
    }
    return batches;
  }
  size_t parts = std::max<size_t>(1, gpus / std::max<size_t>(1, byTask.size()));
  for (ArrayRef<size_t> task : byTask) {
    size_t size = llvm::divideCeil(task.size(), std::min(parts, task.size()));
    for (size_t begin = 0; begin < task.size(); begin += size)
      batches.emplace_back(task.slice(begin, std::min(size, task.size() - begin)));
  }
  return batches;
}

/// A worker's results by (task, variant), each with `runs` timed runs
/// where its report does not say; the entry-function rows ("@name") are no
/// candidate's. Fails with the file and the field at fault.
FailureOr<std::map<std::pair<std::string, std::string>, Outcome>>
readResults(StringRef path, StringRef text, int64_t runs, std::string &error) {
  llvm::Expected<RunReport> report = parseRunReport(text, path);
  if (!report) {
    error = llvm::toString(report.takeError());
    return failure();
  }
  if (report->repeats)
    runs = report->repeats;
  std::map<std::pair<std::string, std::string>, Outcome> out;
  for (const VariantResult &result : report->results) {
    if (StringRef(result.task).starts_with("@"))
      continue;
    Outcome outcome{result.correct, result.error, result.medianUs,
                    result.p20Us, result.p80Us, result.relativeError,
                    result.runs ? result.runs : runs};
    if (!outcome.valid && outcome.reason.empty())
      outcome.reason = "the result does not match the reference";
    out[{result.task, result.variant}] = outcome;
  }
  return out;
}

struct ProfilePass : public hiera::impl::HieraProfileBase<ProfilePass> {
  using HieraProfileBase::HieraProfileBase;

  /// hiera-run: the option, else beside this program, else on PATH.
  std::string findRunner() {
    if (!runner.empty())
      return runner;
    std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
    SmallString<256> beside(llvm::sys::path::parent_path(self));
    llvm::sys::path::append(beside, "hiera-run");
    if (llvm::sys::fs::can_execute(beside))
      return beside.str().str();
    if (auto onPath = llvm::sys::findProgramByName("hiera-run"))
      return *onPath;
    return "";
  }

  /// The number of GPUs the runner sees, 0 when none (with why). A count
  /// is kept for the process's life, per runner: a search profiles round
  /// after round, and each answer costs a process that starts the driver.
  /// A probe that found none is made again next time.
  unsigned probeGpus(StringRef runnerPath, std::string &why) {
    if (runnerPath.empty()) {
      why = "hiera-run was not found (beside hiera-opt or on PATH)";
      return 0;
    }
    static std::mutex probedMutex;
    static llvm::StringMap<unsigned> probed;
    std::lock_guard<std::mutex> lock(probedMutex);
    if (auto known = probed.find(runnerPath); known != probed.end())
      return known->second;
    unsigned count = askGpus(runnerPath, why);
    if (count > 0)
      probed[runnerPath] = count;
    return count;
  }

  unsigned askGpus(StringRef runnerPath, std::string &why) {
    SmallString<128> out;
    llvm::sys::fs::createTemporaryFile("hiera-probe", "txt", out);
    std::optional<StringRef> redirects[] = {std::nullopt, StringRef(out),
                                            StringRef(out)};
    std::string error;
    int code = llvm::sys::ExecuteAndWait(runnerPath,
                                         {runnerPath, "--count-devices"},
                                         std::nullopt, redirects, 120, 0,
                                         &error);
    std::string text = lastDiagnosticLine(out);
    llvm::sys::fs::remove(out);
    unsigned count = 0;
    if (code != 0 || !llvm::to_integer(text, count) || count == 0) {
      why = text.empty() ? error : text;
      return 0;
    }
    return count;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();
    if (timeoutSeconds == 0 || repeats == 0 || checks == 0) {
      module.emitError() << "hiera-profile: "
                         << (timeoutSeconds == 0
                                 ? "timeout=0 would wait without end"
                                 : repeats == 0 ? "repeats=0 would time nothing"
                                                : "checks=0 would check nothing")
                         << ": give at least 1";
      return signalPassFailure();
    }
    if (!database.empty() &&
        (profile == ProfileMode::Model || profile == ProfileMode::File)) {
      module.emitError() << "hiera-profile: db= records measurements, and "
                         << (profile == ProfileMode::Model ? "profile=model"
                                                           : "profile=file")
                         << " measures nothing";
      return signalPassFailure();
    }
    auto target = module->getAttrOfType<TargetAttr>(PlanDialect::kTargetAttrName);
    // A variant found invalid before any run (its kernel does not compile)
    // is not run.
    SmallVector<std::pair<TaskOp, VariantOp>> unmeasured;
    module.walk([&](TaskOp task) {
      for (Block &block : task.getVariants())
        for (VariantOp variant : block.getOps<VariantOp>())
          if (!variant.getCostAttr() &&
              !variant->hasAttr(PlanDialect::kInvalidReasonAttrName) &&
              !(skipUntried && variant->hasAttr(PlanDialect::kUntriedAttrName)))
            unmeasured.push_back({task, variant});
    });

    if (profile == ProfileMode::File) {
      if (results.empty()) {
        module.emitError() << "hiera-profile: profile=file needs results=PATH";
        return signalPassFailure();
      }
      return profileFromFile(results, unmeasured);
    }
    if (profile == ProfileMode::Model)
      return estimate(module, target, unmeasured);
    // Keys, estimates and measurements are all the target's.
    if (!target) {
      module.emitError() << "hiera-profile: the module has no target: run "
                            "--hiera-attribute first";
      return signalPassFailure();
    }
    std::unique_ptr<TuningDatabase> db;
    // A database that can be read but not written (read-only, the disk
    // full) still answers what it knows; new measurements are not kept.
    bool keepMeasurements = true;
    if (!database.empty()) {
      std::string error, readError;
      db = TuningDatabase::open(database, error);
      if (!db && (db = TuningDatabase::open(database, readError,
                                            DatabaseAccess::Read))) {
        keepMeasurements = false;
        module.emitWarning() << "hiera-profile: " << error
                             << "; its records are used, and this search's "
                                "measurements are not kept";
      }
      if (!db) {
        module.emitError() << "hiera-profile: " << error;
        return signalPassFailure();
      }
    }
    // What the database knows is not measured again, and needs no GPU: a
    // search measured elsewhere replays here. Of candidates with the same
    // key (the same candidate of tasks that compute the same: a network's
    // repeated blocks) one is measured, and the others take its outcome.
    SmallVector<std::pair<TaskOp, VariantOp>> jobs;
    SmallVector<TuningKey> keys;
    std::map<std::array<std::string, 4>, VariantOp> outcomeOfKey;
    SmallVector<std::pair<VariantOp, VariantOp>> sharing;
    unsigned known = 0;
    for (auto [task, variant] : unmeasured) {
      TuningKey key = tuningKey(task, variant, target);
      auto [measured, first] = outcomeOfKey.try_emplace(
          {key.task, key.target, key.variant, key.toolchain}, variant);
      if (!first) {
        sharing.push_back({measured->second, variant});
        continue;
      }
      if (db) {
        if (std::optional<TuningRecord> record = db->lookup(key)) {
          recordOutcome(variant, Outcome{record->valid, record->reason,
                                         record->medianUs, record->p20Us,
                                         record->p80Us, record->maxRelError,
                                         record->runs});
          if (!record->counters.empty()) {
            NamedAttrList counters;
            for (const auto &[name, value] : record->counters)
              counters.set(name, FloatAttr::get(Float64Type::get(context),
                                                value));
            variant->setAttr(PlanDialect::kCountersAttrName,
                             counters.getDictionary(context));
          }
          ++known;
          continue;
        }
      }
      keys.push_back(key);
      jobs.push_back({task, variant});
    }
    if (db)
      module.emitRemark() << "hiera-profile: " << known
                          << " costs from the tuning database, "
                          << jobs.size() << " to measure";
    if (!sharing.empty())
      module.emitRemark() << "hiera-profile: " << sharing.size()
                          << " candidates of tasks that compute the same as "
                             "another take its measurement";
    llvm::scope_exit shareOutcomes([&] {
      for (auto [measured, sharer] : sharing)
        copyOutcome(measured, sharer);
    });
    if (jobs.empty())
      return;
    std::string runnerPath = findRunner(), why;
    unsigned gpus = probeGpus(runnerPath, why);
    if (gpus == 0) {
      if (profile == ProfileMode::GPU) {
        module.emitError() << "hiera-profile: profile=gpu needs a GPU, and "
                              "none was found: "
                           << why;
        return signalPassFailure();
      }
      module.emitRemark() << "hiera-profile: no GPU found (" << why
                          << "): costs are estimated from the roofline model";
      return estimate(module, target, jobs);
    }
    if (maxWorkers > 0)
      gpus = std::min<unsigned>(gpus, maxWorkers);
    measure(module, runnerPath, gpus, jobs,
            keepMeasurements ? db.get() : nullptr, keys);
  }

  void estimate(ModuleOp module, TargetAttr target,
                ArrayRef<std::pair<TaskOp, VariantOp>> unmeasured) {
    if (!target) {
      module.emitError() << "hiera-profile: the module has no target: run "
                            "--hiera-attribute first";
      return signalPassFailure();
    }
    for (auto [task, variant] : unmeasured)
      variant.setCostAttr(estimatedCost(task, variant, target));
  }

  void profileFromFile(StringRef path,
                       ArrayRef<std::pair<TaskOp, VariantOp>> unmeasured) {
    ModuleOp module = getOperation();
    auto buffer = hiera::readBoundedFile(path, hiera::kDataLimitBytes);
    if (!buffer) {
      module.emitError() << "hiera-profile: cannot read "
                         << llvm::toString(buffer.takeError());
      return signalPassFailure();
    }
    std::string error;
    FailureOr<std::map<std::pair<std::string, std::string>, Outcome>> results =
        readResults(path, (*buffer)->getBuffer(), repeats, error);
    if (failed(results)) {
      module.emitError() << "hiera-profile: " << error;
      return signalPassFailure();
    }
    for (auto [task, variant] : unmeasured) {
      auto it =
          results->find({task.getName().str(), variant.getName().str()});
      if (it == results->end()) {
        variant.emitRemark() << "hiera-profile: " << path
                             << " has no result for variant '"
                             << variant.getName() << "' of task '"
                             << task.getName() << "': left unmeasured";
        continue;
      }
      recordOutcome(variant, it->second);
    }
  }

  void measure(ModuleOp module, StringRef runnerPath, unsigned gpus,
               ArrayRef<std::pair<TaskOp, VariantOp>> jobs,
               TuningDatabase *db, ArrayRef<TuningKey> keys) {
    // Workers read the module as it is now, from a file.
    SmallString<128> directory;
    if (llvm::sys::fs::createUniqueDirectory("hiera-profile", directory)) {
      module.emitError() << "hiera-profile: cannot create a work directory";
      return signalPassFailure();
    }
    SmallString<128> modulePath(directory);
    llvm::sys::path::append(modulePath, "module.mlir");
    {
      std::error_code ec;
      llvm::raw_fd_ostream os(modulePath, ec);
      if (ec) {
        module.emitError() << "hiera-profile: cannot write " << modulePath
                           << ": " << ec.message();
        return signalPassFailure();
      }
      module.print(os, OpPrintingFlags().enableDebugInfo(false));
    }
    // The workers measure one after another on a GPU, each compiling its
    // own candidates: compiled here at once, on every core, they find them
    // in the PTX cache. Workers use hiera-run's lowering: the module's chip
    // and the default clang.
    auto compileStart = std::chrono::steady_clock::now();
    size_t compiled = precompileKernels(
        &getContext(), llvm::to_vector(llvm::make_second_range(jobs)),
        KernelTarget::chipOf(module, ""), "");
    if (compiled)
      module.emitRemark() << llvm::formatv(
          "hiera-profile: {0} kernel{1} in the PTX cache before measuring "
          "({2:f1} s)",
          compiled, compiled == 1 ? "" : "s",
          std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        compileStart)
              .count());
    bool progress = llvm::sys::Process::StandardErrIsDisplayed();
    size_t done = 0;
    std::map<std::string, double> best;
    auto record = [&](size_t job, const Outcome &outcome) {
      auto [task, variant] = jobs[job];
      recordOutcome(variant, outcome);
      if (db)
        remember(*db, keys[job], task, variant);
      if (outcome.valid) {
        double &taskBest = best[task.getName().str()];
        if (taskBest == 0 || outcome.medianUs < taskBest)
          taskBest = outcome.medianUs;
      }
      ++done;
      if (progress)
        llvm::errs() << llvm::formatv(
            "\r[hiera-profile] candidates {0}/{1}, tasks with a valid one "
            "{2}; last: {3}/{4} {5}   ",
            done, jobs.size(), best.size(), task.getName(), variant.getName(),
            outcome.valid ? llvm::formatv("{0:f1} us", outcome.medianUs).str()
                          : std::string("invalid"));
    };
    auto tasksOf = [&](ArrayRef<size_t> batch) {
      llvm::SetVector<Operation *> tasks;
      for (size_t job : batch)
        tasks.insert(jobs[job].first);
      return tasks;
    };
    // A batch: candidates of one task or more, measured by one worker,
    // each variant named with its task; each has `timeout=` seconds of the
    // worker's time.
    auto workerJob = [&](ArrayRef<size_t> batch) {
      std::string tasks, names;
      for (Operation *task : tasksOf(batch))
        tasks +=
            (tasks.empty() ? "" : ",") + cast<TaskOp>(task).getName().str();
      for (size_t job : batch) {
        auto [task, variant] = jobs[job];
        names += (names.empty() ? "" : ",") + task.getName().str() + "/" +
                 variant.getName().str();
      }
      return WorkerJob{{runnerPath.str(), "--json", "--entries=false",
                        "--task=" + tasks, "--variant=" + names,
                        "--checks=" + std::to_string(checks),
                        "--repeats=" + std::to_string(repeats),
                        "--candidate-timeout=" + std::to_string(timeoutSeconds),
                        modulePath.str().str()},
                       unsigned(timeoutSeconds * batch.size())};
    };
    // Candidates of workers that gave no answer: those of workers of
    // several tasks are measured again a task per worker, then those of a
    // task's worker each alone, so that only the one at fault is invalid.
    std::vector<size_t> apart, alone;
    auto finished = [&](ArrayRef<size_t> batch, const WorkerExit &exit) {
      std::string error;
      FailureOr<std::map<std::pair<std::string, std::string>, Outcome>>
          results = failure();
      if (exit.kind == WorkerExit::Kind::Exited)
        if (auto buffer = llvm::MemoryBuffer::getFile(exit.stdoutPath))
          results = readResults(exit.stdoutPath, (*buffer)->getBuffer(),
                                repeats, error);
      for (size_t job : batch) {
        auto [task, variant] = jobs[job];
        if (succeeded(results))
          if (auto it = results->find(
                  {task.getName().str(), variant.getName().str()});
              it != results->end()) {
            record(job, it->second);
            continue;
          }
        if (tasksOf(batch).size() > 1) {
          apart.push_back(job);
          continue;
        }
        if (batch.size() > 1) {
          alone.push_back(job);
          continue;
        }
        Outcome outcome;
        outcome.reason = exit.describe(error);
        record(job, outcome);
      }
    };
    WorkerPool pool(gpus, directory);
    size_t workers = 0;
    auto runBatches = [&](const std::vector<SmallVector<size_t>> &batches) {
      workers += batches.size();
      pool.run(
          batches.size(), [&](size_t b) { return workerJob(batches[b]); },
          [&](size_t b, const WorkerExit &exit) {
            finished(batches[b], exit);
          });
    };
    runBatches(batchByTask(
        jobs, llvm::to_vector(llvm::seq<size_t>(0, jobs.size())), gpus));
    if (!apart.empty()) {
      module.emitRemark() << "hiera-profile: " << apart.size()
                          << " candidates of workers of several tasks that "
                             "gave no answer are measured again, a task per "
                             "worker";
      runBatches(groupByTask(jobs, std::exchange(apart, {})));
    }
    if (!alone.empty()) {
      module.emitRemark() << "hiera-profile: " << alone.size()
                          << " candidates of workers that gave no answer are "
                             "measured again, each in a worker of its own";
      std::vector<SmallVector<size_t>> each;
      for (size_t job : std::exchange(alone, {}))
        each.push_back({job});
      runBatches(each);
    }
    if (progress && !jobs.empty())
      llvm::errs() << "\n";
    if (!jobs.empty())
      module.emitRemark() << llvm::formatv(
          "hiera-profile: {0} candidate{1} measured by {2} worker{3} on {4} "
          "GPU{5}",
          jobs.size(), jobs.size() == 1 ? "" : "s", workers,
          workers == 1 ? "" : "s", gpus, gpus == 1 ? "" : "s");
    if (counters) {
      readCounters(module, runnerPath, modulePath, directory, jobs);
      // Kept with the times, so that a later run has them too.
      if (db)
        for (auto [index, job] : llvm::enumerate(jobs))
          if (job.second->hasAttr(PlanDialect::kCountersAttrName))
            remember(*db, keys[index], job.first, job.second);
    }
    llvm::sys::fs::remove_directories(directory);
  }

  /// Records `variant`'s measured cost, its reason when invalid and its
  /// counters in the tuning database, warning where that fails.
  void remember(TuningDatabase &db, const TuningKey &key, TaskOp task,
                VariantOp variant) {
    CostAttr cost = variant.getCostAttr();
    auto reason = variant->getAttrOfType<StringAttr>(PlanDialect::kInvalidReasonAttrName);
    TuningRecord record;
    record.key = key;
    record.taskName = task.getName().str();
    record.variantName = variant.getName().str();
    record.medianUs = cost.getMedianUs();
    record.p20Us = cost.getP20Us();
    record.p80Us = cost.getP80Us();
    record.maxRelError = cost.getMaxRelError();
    record.runs = cost.getRuns();
    record.valid = cost.getValid();
    record.reason = reason ? reason.getValue().str() : "";
    record.recordedAt = static_cast<int64_t>(std::time(nullptr));
    if (auto counters = variant->getAttrOfType<DictionaryAttr>(PlanDialect::kCountersAttrName))
      for (NamedAttribute counter : counters)
        if (auto value = dyn_cast<FloatAttr>(counter.getValue()))
          record.counters.push_back(
              {counter.getName().str(), value.getValueAsDouble()});
    std::string error;
    if (!db.put(record, error))
      variant.emitWarning() << "hiera-profile: not recorded in " << database
                            << ": " << error;
  }

  /// Hardware counters of each valid custom candidate (its kernel named by
  /// its entry), from a second, untimed run under Nsight Compute, one per
  /// task (one per entry name, where two candidates share one): the
  /// counters slow a kernel, so the times stay those measured without them.
  /// Where they cannot be read, says so once and goes on with times.
  void readCounters(ModuleOp module, StringRef runnerPath,
                    StringRef modulePath, StringRef directory,
                    ArrayRef<std::pair<TaskOp, VariantOp>> jobs) {
    auto ncu = llvm::sys::findProgramByName("ncu");
    if (!ncu) {
      // Said once a process: a search profiles round after round.
      static std::once_flag said;
      std::call_once(said, [&] {
        module.emitRemark() << "hiera-profile: hardware counters unavailable "
                               "(ncu is not on PATH): costs carry times only";
      });
      return;
    }
    // Runs under ncu: a task's candidates, no two with one entry.
    struct CounterRun {
      TaskOp task;
      std::map<std::string, VariantOp> byEntry;
    };
    std::vector<CounterRun> runs;
    for (auto [task, variant] : jobs) {
      CostAttr cost = variant.getCostAttr();
      LaunchAttr launch = variant.getLaunchAttr();
      if (!cost || !cost.getValid() || !launch)
        continue;
      auto run = llvm::find_if(runs, [&, task = task](const CounterRun &run) {
        return run.task == task && !run.byEntry.count(launch.getEntry().str());
      });
      if (run == runs.end())
        run = runs.insert(runs.end(), CounterRun{task, {}});
      run->byEntry[launch.getEntry().str()] = variant;
    }
    std::string metrics = ncuMetricList();
    SmallString<128> out(directory);
    llvm::sys::path::append(out, "counters.csv");
    for (CounterRun &run : runs) {
      std::string entries, variants;
      for (auto &[entry, variant] : run.byEntry) {
        entries += (entries.empty() ? "" : "|") + entry;
        variants += (variants.empty() ? "" : ",") + variant.getName().str();
      }
      std::string filter = "--kernel-name=regex:^(" + entries + ")$";
      std::string taskArg = "--task=" + run.task.getName().str();
      std::string variantArg = "--variant=" + variants;
      StringRef argv[] = {*ncu, "--csv", "--page", "raw", "--metrics", metrics,
                          filter, runnerPath, "--json", "--entries=false",
                          taskArg, variantArg, "--checks=0", "--warmup=0",
                          "--repeats=1", modulePath};
      std::optional<StringRef> redirects[] = {std::nullopt, StringRef(out),
                                              StringRef(out)};
      std::string error;
      int code = llvm::sys::ExecuteAndWait(
          *ncu, argv, std::nullopt, redirects,
          timeoutSeconds * run.byEntry.size(), 0, &error);
      auto buffer = llvm::MemoryBuffer::getFile(out);
      std::string why;
      std::optional<std::map<std::string, std::map<std::string, double>>>
          counters;
      if (buffer)
        counters = parseNcuCounters((*buffer)->getBuffer(), why);
      if (!counters) {
        std::string last = lastDiagnosticLine(out);
        module.emitRemark() << "hiera-profile: hardware counters unavailable ("
                            << (code != 0 && !last.empty() ? last
                                : why.empty()              ? error
                                                           : why)
                            << "): costs carry times only";
        return;
      }
      for (auto &[entry, variant] : run.byEntry) {
        auto kernel = counters->find(entry);
        if (kernel == counters->end())
          continue;
        NamedAttrList named;
        for (const auto &[name, value] : kernel->second)
          named.set(name,
                    FloatAttr::get(Float64Type::get(&getContext()), value));
        variant->setAttr(PlanDialect::kCountersAttrName,
                         named.getDictionary(&getContext()));
      }
    }
  }
};
} // namespace
