//===- hiera-run.cpp - Run a planned module's tasks on the GPU ------------===//
//
// For every task of a module, in every implementation space its variants
// cover: compile, run on fresh random inputs, check against the task's own
// linalg body computed in f64, and time with CUDA events. Prints a table,
// or JSON with --json.
//
//===----------------------------------------------------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Harness/Harness.h"
#include "hiera/Runtime/Runtime.h"
#include "hiera/Search/Passes.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/SafeParse.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>


using namespace mlir;
using namespace hiera;
using namespace hiera::plan;
namespace cl = llvm::cl;

static cl::OptionCategory runOptions("hiera-run options");

static cl::opt<std::string> inputFilename(cl::Positional, cl::cat(runOptions),
                                          cl::desc("<module.mlir>"),
                                          cl::init("-"));
static cl::opt<std::string>
    target("target", cl::cat(runOptions),
           cl::desc("Target for planning a module not yet planned "
                    "(h200, h100, a100 or a JSON file)"));
static cl::list<std::string>
    allow("allow", cl::CommaSeparated, cl::cat(runOptions),
          cl::desc("Precision policy for planning a module not yet planned"));
static cl::list<std::string>
    spaces("spaces", cl::CommaSeparated, cl::cat(runOptions),
           cl::desc("Spaces to run: linalg, library, custom (default: all)"));
static cl::list<std::string> tasks("task", cl::CommaSeparated,
                                   cl::cat(runOptions),
                                   cl::desc("Run only these tasks"));
static cl::list<std::string> variants("variant", cl::CommaSeparated,
                                      cl::cat(runOptions),
                                      cl::desc("Run only these variants "
                                               "(NAME in every task, "
                                               "TASK/NAME in one)"));
static cl::opt<bool>
    flushL2("flush-l2", cl::cat(runOptions),
            cl::desc("Write twice the target's L2 between timed runs so "
                     "that none finds its inputs in cache (default: on)"),
            cl::init(true));
static cl::opt<uint64_t> seed("seed", cl::cat(runOptions),
                              cl::desc("Seed of the random inputs"),
                              cl::init(1));
static cl::opt<InputRange> inputs(
    "inputs", cl::cat(runOptions), cl::desc("The floats of random inputs"),
    cl::values(clEnumValN(InputRange::Unit, "unit", "uniform in [-1, 1)"),
               clEnumValN(InputRange::Normal, "normal",
                          "standard normal, as torch.randn"),
               clEnumValN(InputRange::Wide, "wide",
                          "magnitudes log-uniform over 2^-20 to 2^21")),
    cl::init(InputRange::Unit));
static cl::opt<unsigned> checks("checks", cl::cat(runOptions),
                                cl::desc("Correctness trials per variant"),
                                cl::init(2));
static cl::opt<unsigned> warmup("warmup", cl::cat(runOptions),
                                cl::desc("Untimed runs"), cl::init(3));
static cl::opt<unsigned> repeats("repeats", cl::cat(runOptions),
                                 cl::desc("Timed runs"), cl::init(20));
static cl::opt<unsigned> candidateTimeout(
    "candidate-timeout", cl::cat(runOptions),
    cl::desc("Seconds a candidate's runs of one check, or its timed runs, "
             "may take before hiera-run stops, naming it (0: no limit)"),
    cl::init(0));
static cl::opt<bool> phaseTimes(
    "phase-times", cl::cat(runOptions),
    cl::desc("Print to stderr the time spent compiling, drawing inputs, "
             "running the reference, checking and timing"));
static cl::opt<double> timingBudget(
    "timing-budget-ms", cl::cat(runOptions),
    cl::desc("Milliseconds of runs a candidate is timed for at most: one "
             "slower than that gets fewer warm-up and timed runs (at least "
             "3, or one where a single call takes the whole budget); 0: no "
             "limit"),
    cl::init(2000));
static cl::opt<bool> json("json", cl::cat(runOptions),
                          cl::desc("Print JSON instead of a table"));
static cl::opt<bool> entries(
    "entries", cl::cat(runOptions),
    cl::desc("Also run each public function whole, every task in its chosen "
             "variant (default: on)"),
    cl::init(true));
static cl::opt<bool> probe("probe", cl::cat(runOptions),
                           cl::desc("Load the driver and the libraries, "
                                    "print the device and exit"));
static cl::opt<bool>
    countDevices("count-devices", cl::cat(runOptions),
                 cl::desc("Print the number of visible CUDA devices and "
                          "exit (why not, and 1, when there is none)"));
static cl::opt<std::string>
    probeLibrary("probe-library", cl::cat(runOptions),
                 cl::desc("Load one library (cublaslt or cudnn) and exit; "
                          "needs no driver"));

/// Loads the driver (and the libraries, when `libraries`); prints why not.
static bool initialize(bool libraries) {
  if (hiera_rt_init() || (libraries && (hiera_rt_load_library("cublaslt") ||
                                        hiera_rt_load_library("cudnn")))) {
    llvm::errs() << "hiera-run: " << hiera_rt_error() << "\n";
    return false;
  }
  return true;
}

static std::string deviceLine() {
  int version = hiera_rt_driver_version();
  return llvm::formatv("{0} (sm_{1}), CUDA driver API {2}.{3}",
                       hiera_rt_device_name(), hiera_rt_compute_capability(),
                       version / 1000, (version % 1000) / 10)
      .str();
}

/// Ends a run whose GPU one candidate left unusable: no results, since the
/// others could not be measured; a caller measures them apart.
static int deviceLost(const HarnessRun &run) {
  llvm::errs() << "hiera-run: error: " << run.deviceLost << "\n";
  return 4;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  hiera::failOnUnwrittenStdoutAtExit("hiera-run");
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  registerAllPasses();
  hiera::registerPasses();
  // LLVM's and MLIR's own options would bury the runner's in --help.
  cl::HideUnrelatedOptions(runOptions);
  cl::ParseCommandLineOptions(argc, argv, "HIERA GPU runner\n");

  if (!probeLibrary.empty()) {
    if (hiera_rt_load_library(probeLibrary.c_str())) {
      llvm::errs() << "hiera-run: " << hiera_rt_error() << "\n";
      return 1;
    }
    llvm::outs() << probeLibrary << ": loaded\n";
    return 0;
  }

  if (countDevices) {
    if (hiera_rt_init()) {
      llvm::outs() << hiera_rt_error() << "\n";
      return 1;
    }
    llvm::outs() << hiera_rt_device_count() << "\n";
    return 0;
  }

  if (probe) {
    if (!initialize(/*libraries=*/true))
      return 1;
    llvm::outs() << "device: " << deviceLine() << "\n"
                 << "cuBLASLt " << hiera_rt_library_version("cublaslt")
                 << ", cuDNN " << hiera_rt_library_version("cudnn")
                 << ": loaded\n";
    return 0;
  }

  if (!(timingBudget >= 0)) {
    llvm::errs() << "hiera-run: --timing-budget-ms must be 0 (no limit) or "
                    "more, not "
                 << timingBudget << "\n";
    return 1;
  }

  SmallVector<Space> selectedSpaces;
  for (const std::string &name : spaces) {
    std::optional<Space> space = symbolizeSpace(name);
    if (!space) {
      llvm::errs() << "hiera-run: unknown space '" << name
                   << "': expected linalg, library or custom\n";
      return 1;
    }
    selectedSpaces.push_back(*space);
  }

  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<PlanDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // Remarks of planning name their task; the whole op would bury them.
  context.printOpOnDiagnostic(false);

  llvm::SourceMgr sourceMgr;
  // Bounded: /dev/zero or an endless pipe is an error, not a hang.
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> file =
      hiera::readBoundedFile(inputFilename, hiera::kIRLimitBytes,
                             hiera::InputKind::FileOrStream);
  if (!file) {
    llvm::errs() << "hiera-run: " << llvm::toString(file.takeError()) << "\n";
    return 1;
  }
  // Nesting deep enough to overflow the stack is refused before parsing.
  if (std::optional<std::string> deep = hiera::nestingTooDeep(**file)) {
    llvm::errs() << *deep << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  // Plan a module that is not planned yet, and give every task its variants.
  bool planned = false;
  module->walk([&](TaskOp task) { planned |= bool(task.getBottleneckAttr()); });
  // Generating again on a planned module repeats its remarks: drop them.
  ScopedDiagnosticHandler quietRemarks(&context, [&](Diagnostic &diagnostic) {
    return success(planned &&
                   diagnostic.getSeverity() == DiagnosticSeverity::Remark);
  });
  // Printed when it goes out of scope, after every phase has stopped.
  DefaultTimingManager timingManager;
  timingManager.setEnabled(phaseTimes);
  timingManager.setDisplayMode(DefaultTimingManager::DisplayMode::Tree);
  TimingScope rootTiming = timingManager.getRootScope();
  PassManager pm(&context);
  TimingScope generateTiming = rootTiming.nest("generate");
  pm.enableTiming(generateTiming);
  if (!planned) {
    PlanPipelineOptions planOptions;
    planOptions.target = target;
    planOptions.allow = allow;
    std::string why;
    if (failed(buildPlanPipeline(pm, planOptions, &why))) {
      llvm::errs() << "hiera-run: " << why << "\n";
      return 1;
    }
  }
  pm.addPass(createHieraGenerate());
  if (failed(pm.run(*module)))
    return 1;
  generateTiming.stop();

  if (!initialize(/*libraries=*/false))
    return 1;

  HarnessOptions options;
  options.seed = seed;
  options.inputs = inputs;
  options.checks = checks;
  options.warmup = warmup;
  options.repeats = repeats;
  options.candidateTimeoutSeconds = candidateTimeout;
  options.timingBudgetMs = timingBudget;
  options.variants.assign(variants.begin(), variants.end());
  if (flushL2)
    if (auto targetAttr = (*module)->getAttrOfType<TargetAttr>(
            PlanDialect::kTargetAttrName))
      options.flushBytes = 2 * targetAttr.getL2Bytes();
  std::vector<VariantResult> results;
  SmallVector<TaskOp> all;
  module->walk([&](TaskOp task) { all.push_back(task); });
  for (TaskOp task : all) {
    if (!tasks.empty() && !llvm::is_contained(tasks, task.getName().str()))
      continue;
    HarnessRun run = runTask(task, selectedSpaces, options,
                             rootTiming.nest(task.getName()));
    if (!run.deviceLost.empty())
      return deviceLost(run);
    results.insert(results.end(), run.results.begin(), run.results.end());
  }
  if (entries && tasks.empty() && variants.empty())
    for (auto function : module->getOps<func::FuncOp>()) {
      if (function.isPrivate() || function.isExternal())
        continue;
      HarnessRun run = runFunction(
          function, options, rootTiming.nest("@" + function.getName().str()));
      if (!run.deviceLost.empty())
        return deviceLost(run);
      results.insert(results.end(), run.results.begin(), run.results.end());
    }

  bool allCorrect = !results.empty();
  for (const VariantResult &result : results)
    allCorrect &= result.correct && result.error.empty();

  if (json) {
    RunReport report{deviceLine(), options.seed, options.checks,
                     options.repeats, results};
    llvm::json::Value out = toJSON(report);
    llvm::outs() << llvm::formatv("{0:2}", out)
                 << "\n";
    return allCorrect ? 0 : 2;
  }

  llvm::outs() << "device: " << deviceLine() << "; seed " << options.seed
               << ", " << options.checks << " checks, " << options.repeats
               << " timed runs\n";
  llvm::outs() << llvm::formatv(
      "{0,-22} {1,-8} {2,-18} {3,-8} {4,9} {5,9} {6,11} {7,9} {8,8} {9,8}\n",
      "task", "space", "variant", "correct", "tol.ratio", "rel.err",
      "median us", "GB/s", "TFLOP/s", "roofline");
  for (const VariantResult &r : results) {
    if (!r.error.empty()) {
      llvm::outs() << llvm::formatv("{0,-22} {1,-8} {2,-18} error: {3}\n",
                                    r.task, r.space, r.variant, r.error);
      continue;
    }
    llvm::outs() << llvm::formatv(
        "{0,-22} {1,-8} {2,-18} {3,-8} {4,9:e1} {5,9:e1} {6,11:f1} "
        "{7,9:f1} {8,8:f2} {9,8:f2}\n",
        r.task, r.space, r.variant, r.correct ? "yes" : "NO",
        r.worstToleranceRatio, r.relativeError, r.medianUs, r.gbPerSecond,
        r.tflops, r.rooflineFraction);
  }
  return allCorrect ? 0 : 2;
}
