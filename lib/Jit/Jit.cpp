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

struct hiera_jit_entry {
  Executable::PackedFunction function;
};

struct hiera_jit_module {
  std::unique_ptr<MLIRContext> context;
  Executable executable;
  /// Looked-up entry points, by name: handed out as pointers, so kept in
  /// nodes that do not move.
  llvm::StringMap<std::unique_ptr<hiera_jit_entry>> entries;
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
    // A copy: MLIR's lexer reads the NUL that ends it, which the caller's
    // text need not have.
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(llvm::StringRef(source, length),
                                             name ? name : "<module>"),
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

/// "" after a call, or what failed in it: the runtime records a failed
/// launch or library call instead of aborting.
static int finishCall(std::string message, char *error, size_t errorCapacity) {
  if (message.empty() && *hiera_rt_error())
    message = hiera_rt_error();
  if (message.empty())
    return 0;
  setError(error, errorCapacity, message);
  return 1;
}

extern "C" int hiera_jit_call(hiera_jit_module *module, const char *entry,
                              void **args, size_t count, char *error,
                              size_t errorCapacity) {
  if (!module || !entry) {
    setError(error, errorCapacity, "no module or no entry point");
    return 1;
  }
  return finishCall(module->executable.invoke(
                        entry, llvm::MutableArrayRef<void *>(args, count)),
                    error, errorCapacity);
}

extern "C" hiera_jit_entry *hiera_jit_lookup(hiera_jit_module *module,
                                             const char *entry, char *error,
                                             size_t errorCapacity) {
  if (!module || !entry) {
    setError(error, errorCapacity, "no module or no entry point");
    return nullptr;
  }
  std::unique_ptr<hiera_jit_entry> &slot = module->entries[entry];
  if (!slot) {
    auto function = module->executable.lookup(entry);
    if (!function) {
      module->entries.erase(entry);
      setError(error, errorCapacity,
               "no entry point '" + std::string(entry) +
                   "': " + llvm::toString(function.takeError()));
      return nullptr;
    }
    slot = std::make_unique<hiera_jit_entry>(hiera_jit_entry{*function});
  }
  return slot.get();
}

extern "C" int hiera_jit_run(hiera_jit_entry *entry, void **args,
                             void *stream, char *error, size_t errorCapacity) {
  if (!entry) {
    setError(error, errorCapacity, "no entry point");
    return 1;
  }
  if (hiera_rt_use_stream(stream))
    return finishCall("", error, errorCapacity);
  entry->function(args);
  return finishCall("", error, errorCapacity);
}

extern "C" void hiera_jit_unload(hiera_jit_module *module) { delete module; }
