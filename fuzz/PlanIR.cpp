//===- PlanIR.cpp - Fuzzes --hiera-plan on IR -----------------------------===//
//
// Each input is parsed as a module and, where it parses and verifies,
// planned without a search, as `hiera-opt --hiera-plan` does.
//
//===----------------------------------------------------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Search/Passes.h"
#include "hiera/Support/SafeParse.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

#include <cstddef>
#include <cstdint>
#include <memory>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::DialectRegistry *registry = [] {
    auto *made = new mlir::DialectRegistry();
    mlir::registerAllDialects(*made);
    mlir::registerAllExtensions(*made);
    made->insert<hiera::plan::PlanDialect>();
    return made;
  }();
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  // MLIR's lexer takes a NUL for the end: hiera-opt refuses such files.
  if (text.contains('\0'))
    return 0;
  // The lexer reads one byte past the text, which files and this copy end
  // with a NUL; libFuzzer's own buffer does not.
  std::unique_ptr<llvm::MemoryBuffer> input =
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir");
  // hiera-opt refuses IR nested deep enough to overflow the stack.
  if (hiera::nestingTooDeep(*input))
    return 0;
  // Upstream parsers that crash on malformed input are not ours to find.
  std::string diagnostics;
  if (hiera::parserCrashes(*input, *registry, false, diagnostics))
    return 0;
  mlir::MLIRContext context(*registry, mlir::MLIRContext::Threading::DISABLED);
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &) {
    return mlir::success();
  });
  llvm::SourceMgr source;
  source.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input->getMemBufferRef()),
      llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(source, &context);
  if (!module)
    return 0;
  mlir::PassManager pm(&context);
  hiera::PlanPipelineOptions options;
  if (mlir::failed(hiera::buildPlanPipeline(pm, options)))
    __builtin_trap();
  (void)pm.run(*module);
  return 0;
}
