//===- Jit.cpp - libhiera_jit: load a planned module and call it ----------===//

#include "hiera/Jit/Jit.h"
#include "hiera/Harness/Engine.h"
#include "hiera/Runtime/Runtime.h"
#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"

#include <cstring>
#include <mutex>

using namespace mlir;
using namespace hiera;

struct hiera_jit_module {
  std::unique_ptr<MLIRContext> context;
  Executable executable;
};

static void setError(char *error, size_t capacity, llvm::StringRef message) {
  if (!error || capacity == 0)
    return;
  size_t length = std::min(message.size(), capacity - 1);
  std::memcpy(error, message.data(), length);
  error[length] = '\0';
}

static std::unique_ptr<MLIRContext> makeContext() {
  static std::once_flag registered;
  std::call_once(registered, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    registerAllPasses();
    hiera::registerTransformsPasses();
  });
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  registerAllToLLVMIRTranslations(registry);
  registry.insert<plan::PlanDialect>();
  auto context = std::make_unique<MLIRContext>(registry);
  context->loadAllAvailableDialects();
  context->printOpOnDiagnostic(false);
  return context;
}

extern "C" hiera_jit_module *
hiera_jit_load(const char *source, size_t length, const char *name,
               const char *lowerOptions, char *error, size_t errorCapacity) {
  auto module = std::make_unique<hiera_jit_module>();
  module->context = makeContext();
  MLIRContext *context = module->context.get();

  auto lowering = LowerPipelineOptions::createFromString(
      lowerOptions ? lowerOptions : "");
  if (!lowering) {
    setError(error, errorCapacity,
             std::string("bad lowering options: '") +
                 (lowerOptions ? lowerOptions : "") + "'");
    return nullptr;
  }
  OwningOpRef<ModuleOp> parsed;
  {
    DiagnosticCollector diagnostics(context);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBuffer(llvm::StringRef(source, length),
                                         name ? name : "<module>",
                                         /*RequiresNullTerminator=*/false),
        llvm::SMLoc());
    parsed = parseSourceFile<ModuleOp>(sourceMgr, context);
    if (!parsed) {
      setError(error, errorCapacity, "parse failed: " + diagnostics.str());
      return nullptr;
    }
  }
  std::string message;
  std::optional<Executable> executable =
      compileEntry(*parsed, /*name=*/"", *lowering, message);
  if (!executable) {
    setError(error, errorCapacity, message);
    return nullptr;
  }
  module->executable = std::move(*executable);
  return module.release();
}

extern "C" int hiera_jit_call(hiera_jit_module *module, const char *entry,
                              void **args, size_t count, char *error,
                              size_t errorCapacity) {
  if (!module || !entry) {
    setError(error, errorCapacity, "no module or no entry point");
    return 1;
  }
  std::string message = module->executable.invoke(
      entry, llvm::MutableArrayRef<void *>(args, count));
  if (message.empty() && *hiera_rt_error())
    message = hiera_rt_error();
  if (message.empty())
    return 0;
  setError(error, errorCapacity, message);
  return 1;
}

extern "C" void hiera_jit_unload(hiera_jit_module *module) { delete module; }
