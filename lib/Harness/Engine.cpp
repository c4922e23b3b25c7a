//===- Engine.cpp - Lower a planned module and JIT it in-process ----------===//

#include "hiera/Harness/Engine.h"
#include "hiera/Runtime/Runtime.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/Error.h"

using namespace mlir;
using namespace hiera;

llvm::Expected<Executable::PackedFunction>
Executable::lookup(StringRef entry) {
  std::lock_guard<std::mutex> lock(entries->mutex);
  PackedFunction &found = entries->functions[entry];
  if (!found) {
    auto looked = engine->lookupPacked(("_mlir_ciface_" + entry).str());
    if (!looked) {
      entries->functions.erase(entry);
      return looked.takeError();
    }
    found = *looked;
  }
  return found;
}

std::string Executable::invoke(StringRef entry,
                               llvm::MutableArrayRef<void *> packed) {
  auto function = lookup(entry);
  if (!function)
    return llvm::toString(function.takeError());
  // The run's launches take the runtime's context as current on this
  // thread: it is made so here.
  if (hiera_rt_init())
    return hiera_rt_error();
  (*function)(packed.data());
  return "";
}

DiagnosticCollector::DiagnosticCollector(MLIRContext *context)
    : handler(context, [this](Diagnostic &diag) {
        if (diag.getSeverity() == DiagnosticSeverity::Error)
          messages.push_back(diag.str());
        return success();
      }) {}

std::string DiagnosticCollector::str() const {
  return messages.empty() ? "unknown error" : llvm::join(messages, "; ");
}

/// The runtime's entry points, by the names the lowered module calls.
static llvm::orc::SymbolMap
runtimeSymbols(llvm::orc::MangleAndInterner interner) {
  llvm::orc::SymbolMap symbols;
  auto add = [&](const char *name, void *address) {
    symbols[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                               llvm::JITSymbolFlags::Exported};
  };
#define HIERA_SYMBOL(name) add(#name, reinterpret_cast<void *>(&name))
  HIERA_SYMBOL(mgpuModuleLoad);
  HIERA_SYMBOL(mgpuModuleLoadJIT);
  HIERA_SYMBOL(mgpuModuleUnload);
  HIERA_SYMBOL(mgpuModuleGetFunction);
  HIERA_SYMBOL(mgpuLaunchKernel);
  HIERA_SYMBOL(mgpuStreamCreate);
  HIERA_SYMBOL(mgpuStreamDestroy);
  HIERA_SYMBOL(mgpuStreamSynchronize);
  HIERA_SYMBOL(mgpuStreamWaitEvent);
  HIERA_SYMBOL(mgpuEventCreate);
  HIERA_SYMBOL(mgpuEventDestroy);
  HIERA_SYMBOL(mgpuEventSynchronize);
  HIERA_SYMBOL(mgpuEventRecord);
  HIERA_SYMBOL(mgpuMemAlloc);
  HIERA_SYMBOL(mgpuMemFree);
  HIERA_SYMBOL(mgpuMemcpy);
  HIERA_SYMBOL(mgpuMemset32);
  HIERA_SYMBOL(mgpuMemset16);
  HIERA_SYMBOL(mgpuSetDefaultDevice);
  HIERA_SYMBOL(hiera_cublaslt_matmul);
  HIERA_SYMBOL(hiera_cudnn_conv_forward);
  HIERA_SYMBOL(hiera_cudnn_conv_transpose);
  HIERA_SYMBOL(hiera_cudnn_softmax_forward);
  HIERA_SYMBOL(hiera_cudnn_pool2d_forward);
  HIERA_SYMBOL(hiera_cudnn_rnn_forward);
#undef HIERA_SYMBOL
  return symbols;
}

std::optional<Executable>
hiera::compileEntry(ModuleOp module, StringRef name,
                    const LowerPipelineOptions &lowering, std::string &error) {
  MLIRContext *context = module.getContext();
  // Translation to LLVM IR reports its cause as diagnostics too.
  DiagnosticCollector diagnostics(context);
  {
    PassManager pm(context);
    buildLowerPipeline(pm, lowering);
    buildHostToLLVMPipeline(pm);
    if (failed(pm.run(module))) {
      error = "lowering failed: " + diagnostics.str();
      return std::nullopt;
    }
  }
  ExecutionEngineOptions options;
  options.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Default;
  auto engine = ExecutionEngine::create(module, options);
  if (!engine) {
    error = "JIT failed: " + llvm::toString(engine.takeError()) + ": " +
            diagnostics.str();
    return std::nullopt;
  }
  (*engine)->registerSymbols(runtimeSymbols);
  (*engine)->initialize(); // loads the kernels' PTX
  if (*hiera_rt_error()) {
    error = hiera_rt_error();
    return std::nullopt;
  }
  Executable executable;
  executable.engine = std::move(*engine);
  executable.name = name.str();
  return executable;
}
