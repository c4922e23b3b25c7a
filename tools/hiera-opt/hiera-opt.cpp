//===- hiera-opt.cpp - The HIERA optimizer driver -------------------------===//
//
// mlir-opt with the plan dialect and HIERA's passes: every upstream dialect,
// extension and pass is registered as well.
//
//===----------------------------------------------------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Search/Passes.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/SafeParse.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

int main(int argc, char **argv) {
  // Stack traces on a crash, as mlir-opt prints them.
  llvm::InitLLVM initLLVM(argc, argv);
  hiera::failOnUnwrittenStdoutAtExit("hiera-opt");
  mlir::registerAllPasses();
  hiera::registerPasses();

  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  // gpu-module-to-binary translates kernels to LLVM IR on the way to PTX.
  mlir::registerAllToLLVMIRTranslations(registry);
  registry.insert<hiera::plan::PlanDialect>();

  // --hiera-report=PATH is short for --hiera-report=path=PATH: a pass
  // option list holds key=value pairs only.
  std::vector<std::string> rewritten;
  rewritten.reserve(argc); // the arguments point into it: never reallocated
  std::vector<char *> arguments(argv, argv + argc);
  llvm::StringRef reportFlag = "--hiera-report=";
  for (char *&argument : arguments) {
    llvm::StringRef text(argument);
    if (text.starts_with(reportFlag) &&
        !text.drop_front(reportFlag.size()).contains('='))
      argument = rewritten
                     .emplace_back("--hiera-report=path=" +
                                   text.drop_front(reportFlag.size()).str())
                     .data();
  }
  argv = arguments.data();
  auto [inputFilename, outputFilename] = mlir::registerAndParseCLIOptions(
      argc, argv, "HIERA optimizer driver\n", registry);
  // The search's decisions are remarks on whole modules: printing the
  // module under each would bury them. Asked for by name, it is printed.
  auto &options = llvm::cl::getRegisteredOptions();
  if (auto *printOp = static_cast<llvm::cl::opt<bool> *>(
          options.lookup("mlir-print-op-on-diagnostic"));
      printOp && printOp->getNumOccurrences() == 0)
    *printOp = false;
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(mlir::MlirOptMain(
        argc, argv, inputFilename, outputFilename, registry));
  // Bounded: /dev/zero or an endless pipe is an error, not a hang.
  llvm::Expected<std::unique_ptr<llvm::MemoryBuffer>> read =
      hiera::readBoundedFile(inputFilename, hiera::kIRLimitBytes,
                             hiera::InputKind::FileOrStream);
  if (!read) {
    llvm::errs() << "hiera-opt: " << llvm::toString(read.takeError()) << "\n";
    return 1;
  }
  std::unique_ptr<llvm::MemoryBuffer> input = std::move(*read);
  // MLIR's lexer takes a NUL byte for the end of the buffer: the rest of
  // the input would be dropped without a word.
  llvm::StringRef text = input->getBuffer();
  if (size_t nul = text.find('\0'); nul != llvm::StringRef::npos) {
    llvm::StringRef before = text.take_front(nul);
    size_t line = before.count('\n') + 1;
    size_t column = nul - (before.rfind('\n') + 1) + 1;
    llvm::errs() << inputFilename << ":" << line << ":" << column
                 << ": error: a NUL byte: the IR would end here\n";
    return 1;
  }
  // Nesting deep enough to overflow the stack is refused before parsing.
  if (std::optional<std::string> deep = hiera::nestingTooDeep(*input)) {
    llvm::errs() << *deep << "\n";
    return 1;
  }
  // Some upstream parsers crash on malformed input after reporting it.
  std::string diagnostics;
  if (hiera::parserCrashes(*input, registry,
                           config.shouldAllowUnregisteredDialects(),
                           diagnostics)) {
    llvm::errs() << diagnostics << inputFilename
                 << ": error: MLIR's own parser crashed on this input (an "
                    "upstream bug), after the errors above: fix the IR there\n";
    return 1;
  }
  // The output is written once the passes have run, whole or not at all:
  // a full disk is an error naming the file (not LLVM's fatal "IO failure
  // on output stream"), and a failed run leaves the old file as it was.
  std::string output;
  llvm::raw_string_ostream os(output);
  if (mlir::failed(mlir::MlirOptMain(os, std::move(input), registry, config)))
    return 1;
  if (llvm::Error failed = hiera::writeFileAtomically(
          outputFilename, [&](llvm::raw_ostream &out) { out << output; })) {
    llvm::errs() << "hiera-opt: " << llvm::toString(std::move(failed)) << "\n";
    return 1;
  }
  return 0;
}
