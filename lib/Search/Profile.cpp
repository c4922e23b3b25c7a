//===- Profile.cpp - Costs of every candidate, measured or estimated ------===//
//
// --hiera-profile writes a #plan.cost on each plan.variant that has none:
//  - gpu: each candidate runs in its own worker process (hiera-run, one
//    candidate at a time, one worker per GPU), so that an illegal address,
//    a trap, an abort or a hang (time limit) costs only that candidate;
//  - file (results=PATH): the results hiera-run --json wrote, read back
//    (recorded profiles: tests, and measurements taken elsewhere);
//  - model: the roofline bound, labelled estimated, never measured.
// `auto` (the default) measures when a GPU answers and estimates otherwise.
//
//===----------------------------------------------------------------------===//

#include "hiera/Search/Passes.h"
#include "hiera/Tuning/Database.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <ctime>
#include <csignal>
#include <mutex>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char **environ;

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

void recordOutcome(VariantOp variant, const Outcome &outcome) {
  variant.setCostAttr(measuredCost(variant.getContext(), outcome));
  if (outcome.valid)
    variant->removeAttr(PlanDialect::kInvalidReasonAttrName);
  else
    variant->setAttr(PlanDialect::kInvalidReasonAttrName,
                     StringAttr::get(variant.getContext(), outcome.reason));
}

/// Reads hiera-run's --json results: (task, variant) -> outcome. Fails
/// with the file and the field at fault.
LogicalResult readResults(StringRef path, StringRef text, int64_t defaultRuns,
                          std::map<std::pair<std::string, std::string>, Outcome> &out,
                          std::string &error) {
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  const llvm::json::Object *root = parsed ? parsed->getAsObject() : nullptr;
  if (!parsed)
    llvm::consumeError(parsed.takeError());
  if (!root) {
    error = (path + ": not a JSON object").str();
    return failure();
  }
  int64_t runs = defaultRuns;
  if (const llvm::json::Value *repeats = root->get("repeats")) {
    if (!repeats->getAsInteger()) {
      error = (path + ": field 'repeats' is not an integer").str();
      return failure();
    }
    runs = *repeats->getAsInteger();
  }
  const llvm::json::Array *results = root->getArray("results");
  if (!results) {
    error = (path + ": field 'results' is missing or not an array").str();
    return failure();
  }
  for (auto [index, value] : llvm::enumerate(*results)) {
    auto field = [&](const char *name) {
      return llvm::formatv("{0}: results[{1}].{2}", path, index, name).str();
    };
    const llvm::json::Object *entry = value.getAsObject();
    if (!entry) {
      error = llvm::formatv("{0}: results[{1}] is not an object", path, index)
                  .str();
      return failure();
    }
    for (const char *name : {"task", "variant"})
      if (!entry->getString(name)) {
        error = field(name) + " is missing or not a string";
        return failure();
      }
    std::optional<bool> correct = entry->getBoolean("correct");
    if (!correct) {
      error = field("correct") + " is missing or not a boolean";
      return failure();
    }
    Outcome outcome;
    outcome.valid = *correct;
    outcome.runs = runs;
    for (auto [name, number] :
         {std::pair<const char *, double *>{"median_us", &outcome.medianUs},
          {"p20_us", &outcome.p20Us},
          {"p80_us", &outcome.p80Us},
          {"relative_error", &outcome.relativeError}}) {
      const llvm::json::Value *given = entry->get(name);
      if (!given)
        continue;
      // JSON has no infinity: an unbounded relative error (a NaN or
      // poisoned output) is written as null.
      if (given->getAsNull() && StringRef(name) == "relative_error") {
        *number = std::numeric_limits<double>::max();
        continue;
      }
      std::optional<double> parsedNumber = given->getAsNumber();
      if (!parsedNumber || *parsedNumber < 0) {
        error = field(name) + " is not a non-negative number";
        return failure();
      }
      *number = *parsedNumber;
    }
    if (!(outcome.p20Us <= outcome.medianUs &&
          outcome.medianUs <= outcome.p80Us)) {
      error = field("p20_us") + " <= median_us <= p80_us does not hold";
      return failure();
    }
    if (std::optional<StringRef> reason = entry->getString("error"))
      outcome.reason = reason->str();
    if (!outcome.valid && outcome.reason.empty())
      outcome.reason = "the result does not match the reference";
    // The entry-function rows ("@name") are no candidate's.
    StringRef task = *entry->getString("task");
    if (task.starts_with("@"))
      continue;
    out[{task.str(), entry->getString("variant")->str()}] = outcome;
  }
  return success();
}

/// The roofline bound of one variant: the contract's FLOPs at the task's
/// compute roof, the bytes it moves (its own `traffic_bytes` where it reads
/// inputs more than once) at the DRAM bandwidth, and at least a launch.
CostAttr estimatedCost(TaskOp task, VariantOp variant, TargetAttr target) {
  ContractAttr contract = task.getContractAttr();
  BottleneckAttr bottleneck = task.getBottleneckAttr();
  double boundUs = bottleneck ? bottleneck.getBoundUs() : 0.0;
  if (LaunchAttr launch = variant.getLaunchAttr();
      launch && contract && launch.getTrafficBytes() > contract.getBytes())
    boundUs = std::max(boundUs,
                       static_cast<double>(launch.getTrafficBytes()) /
                           (target.getDramBandwidthGbps() * 1e3));
  boundUs = std::max(boundUs, target.getLaunchOverheadUs());
  return CostAttr::get(task.getContext(), CostSource::Estimated, boundUs,
                       boundUs, boundUs, /*runs=*/0, /*valid=*/true,
                       /*max_rel_error=*/0.0);
}

/// A running worker: one candidate on one GPU.
struct Worker {
  pid_t pid = 0;
  unsigned gpu = 0;
  size_t job = 0;
  std::chrono::steady_clock::time_point start;
  std::string outPath, errPath;
};

/// Starts `argv` with CUDA_VISIBLE_DEVICES=gpu, stdout and stderr to files.
pid_t spawn(ArrayRef<std::string> argv, unsigned gpu, StringRef outPath,
            StringRef errPath, std::string &error) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, outPath.str().c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, errPath.str().c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  std::vector<std::string> environment;
  for (char **entry = environ; *entry; ++entry)
    if (!StringRef(*entry).starts_with("CUDA_VISIBLE_DEVICES="))
      environment.push_back(*entry);
  environment.push_back("CUDA_VISIBLE_DEVICES=" + std::to_string(gpu));
  std::vector<char *> args, env;
  for (const std::string &arg : argv)
    args.push_back(const_cast<char *>(arg.c_str()));
  args.push_back(nullptr);
  for (std::string &entry : environment)
    env.push_back(entry.data());
  env.push_back(nullptr);
  // A process group of its own, so that a stopped worker takes its
  // children with it.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attributes, 0);
  pid_t pid = 0;
  int status = posix_spawn(&pid, argv[0].c_str(), &actions, &attributes,
                           args.data(), env.data());
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  if (status != 0) {
    error = "cannot start " + argv[0] + ": " + std::strerror(status);
    return 0;
  }
  return pid;
}

/// A worker's last word: the last line saying "error" (a diagnostic's
/// caret and source lines come after it), else the last line.
std::string lastLine(StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "";
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef line : llvm::reverse(lines))
    if (line.contains("error"))
      return line.trim().str();
  return lines.empty() ? "" : lines.back().trim().str();
}

/// Hardware counters read by Nsight Compute, by the names they are kept
/// under on a variant.
constexpr std::pair<const char *, const char *> kCounters[] = {
    {"dram__throughput.avg.pct_of_peak_sustained_elapsed",
     "dram_throughput_pct"},
    {"sm__throughput.avg.pct_of_peak_sustained_elapsed", "sm_throughput_pct"},
    {"sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active",
     "tensor_pipe_pct"},
    {"sm__warps_active.avg.pct_of_peak_sustained_active", "occupancy_pct"}};

/// The counters of the one kernel in Nsight Compute's raw CSV page, or
/// nothing (with `why`).
std::optional<NamedAttrList> parseCounters(MLIRContext *context,
                                           StringRef csv, std::string &why) {
  SmallVector<StringRef> lines;
  csv.split(lines, '\n', -1, /*KeepEmpty=*/false);
  auto fields = [](StringRef line) {
    SmallVector<StringRef> out;
    line.trim().trim('"').split(out, "\",\"");
    return out;
  };
  // The header, its units line, then the kernel's row.
  for (size_t i = 0; i + 2 < lines.size(); ++i) {
    if (!lines[i].starts_with("\"ID\""))
      continue;
    SmallVector<StringRef> names = fields(lines[i]),
                           values = fields(lines[i + 2]);
    NamedAttrList counters;
    for (auto [metric, name] : kCounters)
      for (auto [column, value] : llvm::zip(names, values)) {
        double number = 0;
        if (column == metric && !value.getAsDouble(number))
          counters.set(name, FloatAttr::get(Float64Type::get(context), number));
      }
    if (counters.empty())
      break;
    return counters;
  }
  why = "no counters in Nsight Compute's output";
  return std::nullopt;
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

  /// The number of GPUs the runner sees, 0 when none (with why).
  unsigned probeGpus(StringRef runnerPath, std::string &why) {
    if (runnerPath.empty()) {
      why = "hiera-run was not found (beside hiera-opt or on PATH)";
      return 0;
    }
    SmallString<128> out;
    llvm::sys::fs::createTemporaryFile("hiera-probe", "txt", out);
    std::optional<StringRef> redirects[] = {std::nullopt, StringRef(out),
                                            StringRef(out)};
    std::string error;
    int code = llvm::sys::ExecuteAndWait(runnerPath,
                                         {runnerPath, "--count-devices"},
                                         std::nullopt, redirects, 120, 0,
                                         &error);
    std::string text = lastLine(out);
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
    if (!database.empty()) {
      std::string error;
      db = TuningDatabase::open(database, error);
      if (!db) {
        module.emitError() << "hiera-profile: " << error;
        return signalPassFailure();
      }
    }
    // What the database knows is not measured again, and needs no GPU: a
    // search measured elsewhere replays here.
    SmallVector<std::pair<TaskOp, VariantOp>> jobs;
    SmallVector<TuningKey> keys;
    unsigned known = 0;
    for (auto [task, variant] : unmeasured) {
      if (db) {
        TuningKey key = tuningKey(task, variant, target);
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
        keys.push_back(key);
      }
      jobs.push_back({task, variant});
    }
    if (db)
      module.emitRemark() << "hiera-profile: " << known
                          << " costs from the tuning database, "
                          << jobs.size() << " to measure";
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
    measure(module, runnerPath, gpus, jobs, db.get(), keys);
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
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      module.emitError() << "hiera-profile: cannot read " << path << ": "
                         << buffer.getError().message();
      return signalPassFailure();
    }
    std::map<std::pair<std::string, std::string>, Outcome> results;
    std::string error;
    if (failed(readResults(path, (*buffer)->getBuffer(), repeats, results,
                           error))) {
      module.emitError() << "hiera-profile: " << error;
      return signalPassFailure();
    }
    for (auto [task, variant] : unmeasured) {
      auto it = results.find({task.getName().str(), variant.getName().str()});
      if (it == results.end()) {
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
    bool progress = llvm::sys::Process::StandardErrIsDisplayed();
    size_t next = 0, done = 0;
    std::map<std::string, double> best;
    std::vector<Worker> running;
    std::vector<unsigned> idle;
    for (unsigned gpu = gpus; gpu-- > 0;)
      idle.push_back(gpu);
    auto startJob = [&](size_t job, unsigned gpu) {
      auto [task, variant] = jobs[job];
      Worker worker;
      worker.gpu = gpu;
      worker.job = job;
      worker.outPath = (directory + "/" + std::to_string(job) + ".json").str();
      worker.errPath = (directory + "/" + std::to_string(job) + ".err").str();
      std::vector<std::string> argv = {
          runnerPath.str(), "--json", "--entries=false",
          "--task=" + task.getName().str(),
          "--variant=" + variant.getName().str(),
          "--checks=" + std::to_string(checks),
          "--repeats=" + std::to_string(repeats), modulePath.str().str()};
      std::string error;
      worker.pid = spawn(argv, gpu, worker.outPath, worker.errPath, error);
      if (!worker.pid) {
        recordOutcome(variant, Outcome{false, error});
        idle.push_back(gpu);
        ++done;
        return;
      }
      worker.start = std::chrono::steady_clock::now();
      running.push_back(worker);
    };
    auto finish = [&](const Worker &worker, int status, bool timedOut) {
      auto [task, variant] = jobs[worker.job];
      Outcome outcome;
      if (timedOut) {
        outcome.reason = llvm::formatv("no answer within {0} s: stopped",
                                       timeoutSeconds);
      } else if (WIFSIGNALED(status)) {
        outcome.reason =
            llvm::formatv("the worker died of {0}{1}{2}",
                          strsignal(WTERMSIG(status)),
                          lastLine(worker.errPath).empty() ? "" : ": ",
                          lastLine(worker.errPath));
      } else {
        auto buffer = llvm::MemoryBuffer::getFile(worker.outPath);
        std::map<std::pair<std::string, std::string>, Outcome> results;
        std::string error;
        auto it = results.end();
        if (buffer && succeeded(readResults(worker.outPath,
                                            (*buffer)->getBuffer(), repeats,
                                            results, error)))
          it = results.find({task.getName().str(), variant.getName().str()});
        if (it != results.end()) {
          outcome = it->second;
        } else {
          std::string last = lastLine(worker.errPath);
          std::string why = last.empty() ? error : last;
          outcome.reason =
              llvm::formatv("the worker exited with {0}{1}{2}",
                            WEXITSTATUS(status), why.empty() ? "" : ": ", why);
        }
      }
      recordOutcome(variant, outcome);
      if (db)
        remember(*db, keys[worker.job], task, variant);
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
    while (done < jobs.size()) {
      while (next < jobs.size() && !idle.empty()) {
        unsigned gpu = idle.back();
        idle.pop_back();
        startJob(next++, gpu);
      }
      for (size_t i = 0; i < running.size();) {
        Worker &worker = running[i];
        int status = 0;
        pid_t reaped = waitpid(worker.pid, &status, WNOHANG);
        bool timedOut = false;
        if (reaped == 0 &&
            std::chrono::steady_clock::now() - worker.start >
                std::chrono::seconds(timeoutSeconds)) {
          kill(-worker.pid, SIGKILL);
          waitpid(worker.pid, &status, 0);
          timedOut = true;
          reaped = worker.pid;
        }
        if (reaped == 0) {
          ++i;
          continue;
        }
        // A lost worker is replaced by the next candidate on its GPU.
        finish(worker, status, timedOut);
        idle.push_back(worker.gpu);
        running.erase(running.begin() + i);
      }
      if (!running.empty())
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    if (progress && !jobs.empty())
      llvm::errs() << "\n";
    if (!jobs.empty())
      module.emitRemark() << llvm::formatv(
          "hiera-profile: {0} candidate{1} measured by workers on {2} GPU{3}",
          jobs.size(), jobs.size() == 1 ? "" : "s", gpus, gpus == 1 ? "" : "s");
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
  /// its entry), from a second, untimed run under Nsight Compute: the
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
    std::string metrics;
    for (auto [metric, name] : kCounters)
      metrics += (metrics.empty() ? "" : ",") + std::string(metric);
    SmallString<128> out(directory);
    llvm::sys::path::append(out, "counters.csv");
    for (auto [task, variant] : jobs) {
      CostAttr cost = variant.getCostAttr();
      LaunchAttr launch = variant.getLaunchAttr();
      if (!cost || !cost.getValid() || !launch)
        continue;
      std::string filter =
          "--kernel-name=regex:^" + launch.getEntry().str() + "$";
      std::string taskArg = "--task=" + task.getName().str();
      std::string variantArg = "--variant=" + variant.getName().str();
      StringRef argv[] = {*ncu, "--csv", "--page", "raw", "--metrics", metrics,
                          filter, "--launch-count", "1", runnerPath,
                          "--json", "--entries=false", taskArg, variantArg,
                          "--checks=1", "--warmup=0", "--repeats=1",
                          modulePath};
      std::optional<StringRef> redirects[] = {std::nullopt, StringRef(out),
                                              StringRef(out)};
      std::string error;
      int code = llvm::sys::ExecuteAndWait(*ncu, argv, std::nullopt,
                                           redirects, timeoutSeconds, 0,
                                           &error);
      auto buffer = llvm::MemoryBuffer::getFile(out);
      std::string why;
      std::optional<NamedAttrList> counters;
      if (buffer)
        counters = parseCounters(&getContext(), (*buffer)->getBuffer(), why);
      if (!counters) {
        module.emitRemark() << "hiera-profile: hardware counters unavailable ("
                            << (code != 0 && !lastLine(out).empty()
                                    ? lastLine(out)
                                    : why.empty() ? error : why)
                            << "): costs carry times only";
        return;
      }
      variant->setAttr(PlanDialect::kCountersAttrName,
                       counters->getDictionary(&getContext()));
    }
  }
};
} // namespace
