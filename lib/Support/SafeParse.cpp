//===- SafeParse.cpp - Parsing IR that crashes MLIR's parser --------------===//

#include "hiera/Support/SafeParse.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#if LLVM_ADDRESS_SANITIZER_BUILD
#include <sanitizer/lsan_interface.h>
#endif

bool hiera::parserCrashes(const llvm::MemoryBuffer &input,
                          const mlir::DialectRegistry &registry,
                          bool allowUnregisteredDialects,
                          std::string &diagnostics) {
  mlir::MLIRContext scratch(registry, mlir::MLIRContext::Threading::DISABLED);
  scratch.allowUnregisteredDialects(allowUnregisteredDialects);
  auto source = std::make_shared<llvm::SourceMgr>();
  source->AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input.getMemBufferRef()), llvm::SMLoc());
  llvm::raw_string_ostream os(diagnostics);
  mlir::SourceMgrDiagnosticHandler handler(*source, &scratch, os);
#if LLVM_ADDRESS_SANITIZER_BUILD
  // A parse cut short by a crash leaves its objects behind, not ours.
  __lsan::ScopedDisabler crashedParseObjects;
#endif
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  return !recovery.RunSafely([&] {
    (void)mlir::parseSourceFile<mlir::ModuleOp>(source, &scratch);
  });
}
