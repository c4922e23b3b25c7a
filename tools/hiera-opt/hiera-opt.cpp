//===- hiera-opt.cpp - The HIERA optimizer driver -------------------------===//
//
// mlir-opt with the plan dialect and HIERA's passes: every upstream dialect,
// extension and pass is registered as well.
//
//===----------------------------------------------------------------------===//

#include "hiera/Search/Passes.h"
#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/CommandLine.h"

#include <string>
#include <vector>

int main(int argc, char **argv) {
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
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, inputFilename, outputFilename, registry));
}
