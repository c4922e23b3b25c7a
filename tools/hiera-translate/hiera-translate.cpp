//===- hiera-translate.cpp - Planned IR to other languages ----------------===//
//
// mlir-translate for the plan dialect. --plan-variant-to-cuda prints the
// CUDA C++ of every custom variant of a module (or of those --variant=
// names), so that what each kernel family emits can be read and
// FileCheck-tested as source rather than as an escaped string. A catalogue
// variant is emitted again from its family parameters, through the
// registry, and must match the source it carries: the printed kernel is
// the one its parameters make.
//
//===----------------------------------------------------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/SafeParse.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"

#include <cstdlib>
#include <optional>
#include <thread>
#include <unistd.h>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

static llvm::cl::list<std::string>
    variantNames("variant",
                 llvm::cl::desc("Print only the custom variants of this name "
                                "(--plan-variant-to-cuda; repeatable)"));

static std::string extents(ArrayRef<int64_t> values) {
  return "[" + llvm::join(llvm::map_range(values, [](int64_t v) {
                            return std::to_string(v);
                          }),
                          ", ") +
         "]";
}

static LogicalResult printVariantsAsCuda(Operation *op, raw_ostream &os) {
  auto module = dyn_cast<ModuleOp>(op);
  if (!module)
    return op->emitError() << "expected a builtin.module";
  // A module without plan ops has not loaded the dialect its target's
  // attribute belongs to.
  module.getContext()->getOrLoadDialect<PlanDialect>();
  KernelTarget target = KernelTarget::of(module);
  const KernelFamilyRegistry &families = builtinKernelFamilies();
  bool failedAny = false;
  module.walk([&](VariantOp variant) {
    if (variant.getSpace() != Space::Custom ||
        (!variantNames.empty() &&
         !llvm::is_contained(variantNames, variant.getName().str())))
      return;
    auto task = variant->getParentOfType<TaskOp>();
    LaunchAttr launch = variant.getLaunchAttr();
    os << "// task \"" << task.getName() << "\", variant \""
       << variant.getName() << "\": " << launch.getEntry() << "<<<"
       << extents(launch.getGrid()) << ", " << extents(launch.getBlock())
       << ", " << launch.getSmem() << ">>>\n";
    KernelParamsAttrInterface params = variant.getKernelAttr();
    const KernelFamily *family =
        params ? families.lookup(params.getFamily()) : nullptr;
    if (!family) {
      // A kernel no family makes (a policy wrote it): its source as is.
      if (std::optional<StringRef> source = variant.getSource())
        os << *source << "\n";
      return;
    }
    std::string why;
    FailureOr<KernelSource> kernel =
        emitKernel(*family, task, params, target,
                   [&](const Twine &reason) { why = reason.str(); });
    if (failed(kernel)) {
      variant.emitOpError() << "its " << params.getFamily()
                          << " parameters make no kernel: " << why;
      failedAny = true;
      return;
    }
    if (variant.getSource() && *variant.getSource() != kernel->source) {
      variant.emitOpError() << "carries a source other than its "
                          << params.getFamily() << " parameters make";
      failedAny = true;
      return;
    }
    os << kernel->source << "\n";
  });
  return failure(failedAny);
}

/// Where a command line in mlir-translate's form names its input: the
/// index of its one positional argument, 0 where there is none (standard
/// input).
static int inputArgument(int argc, char **argv) {
  for (int i = 1; i < argc; ++i) {
    StringRef argument = argv[i];
    if (argument == "-o" || argument == "--o") {
      ++i; // the output file
      continue;
    }
    if (argument == "-" || !argument.starts_with("-"))
      return i;
  }
  return 0;
}

/// Makes standard input a pipe that yields `bytes`, fed by a thread of its
/// own (the driver reads all of it before it parses).
static bool giveBackStandardInput(std::unique_ptr<llvm::MemoryBuffer> bytes) {
  int ends[2];
  if (pipe(ends) != 0)
    return false;
  if (dup2(ends[0], STDIN_FILENO) < 0)
    return false;
  close(ends[0]);
  std::thread([bytes = std::move(bytes), end = ends[1]] {
    llvm::StringRef rest = bytes->getBuffer();
    while (!rest.empty()) {
      ssize_t written = write(end, rest.data(), rest.size());
      if (written <= 0)
        break;
      rest = rest.drop_front(written);
    }
    close(end);
  }).detach();
  return true;
}

int main(int argc, char **argv) {
  hiera::failOnUnwrittenStdoutAtExit("hiera-translate");
  // mlir-translate's output file fails a write it could not finish (a full
  // device) with LLVM's fatal error when it closes ("IO failure on output
  // stream: ..."): said as this tool's error, with exit 1, not as a crash.
  llvm::install_fatal_error_handler([](void *, const char *reason, bool) {
    llvm::errs() << "hiera-translate: " << reason << "\n";
    std::_Exit(1);
  });
  // MLIR's driver reads its input to the end: /dev/zero or a FIFO left
  // open would never end. The input is read here as hiera-opt reads it,
  // bounded, and handed on only once it is known not to nest deep enough to
  // overflow the stack.
  int index = inputArgument(argc, argv);
  StringRef input = index ? StringRef(argv[index]) : StringRef("-");
  auto buffer = hiera::readBoundedFile(input, hiera::kIRLimitBytes,
                                       hiera::InputKind::FileOrStream);
  if (!buffer) {
    llvm::errs() << "hiera-translate: " << llvm::toString(buffer.takeError())
                 << "\n";
    return 1;
  }
  if (std::optional<std::string> deep = hiera::nestingTooDeep(**buffer)) {
    llvm::errs() << *deep << "\n";
    return 1;
  }
  // What cannot be read twice (standard input, a pipe, a device) reaches
  // the driver as standard input; a file it reads again by name.
  std::string stdinName = "-";
  if (!llvm::sys::fs::is_regular_file(input)) {
    if (index)
      argv[index] = stdinName.data();
    if (!giveBackStandardInput(std::move(*buffer))) {
      llvm::errs() << "hiera-translate: cannot pass standard input on\n";
      return 1;
    }
  }
  TranslateFromMLIRRegistration toCuda(
      "plan-variant-to-cuda",
      "Print the CUDA C++ of each custom plan.variant",
      printVariantsAsCuda, [](DialectRegistry &registry) {
        // Whatever hiera-opt reads: planned IR from any frontend, or IR not
        // planned yet (which has no variants to print).
        registerAllDialects(registry);
        registerAllExtensions(registry);
        registry.insert<PlanDialect>();
      });
  return failed(mlirTranslateMain(argc, argv, "HIERA translation driver"));
}
