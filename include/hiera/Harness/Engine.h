//===- Engine.h - Lower a planned module and JIT it in-process -*- C++ -*-===//
//
// What hiera-run's harness and the C API (hiera/Jit/Jit.h) share: a planned
// module lowered with --hiera-lower and the upstream passes to LLVM, JIT
// compiled, its kernels loaded through libhiera_runtime, and its entry
// points called through their C interface.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_HARNESS_ENGINE_H
#define HIERA_HARNESS_ENGINE_H

#include "hiera/Transforms/Passes.h"

#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/StringMap.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace hiera {

/// A JIT-compiled module and the entry point to call in it.
struct Executable {
  std::unique_ptr<mlir::ExecutionEngine> engine;
  std::string name;

  /// Calls `_mlir_ciface_<name>`: `packed[i]` points at the i-th argument
  /// (for a memref, at a pointer to its descriptor). Returns "" or the
  /// error.
  std::string invoke(llvm::MutableArrayRef<void *> packed) {
    return invoke(name, packed);
  }
  /// The same for another entry point of the module.
  std::string invoke(llvm::StringRef entry,
                     llvm::MutableArrayRef<void *> packed);

  /// `_mlir_ciface_<entry>` in its packed form, called with what invoke()
  /// takes; valid while the executable lives.
  using PackedFunction = void (*)(void **);
  llvm::Expected<PackedFunction> lookup(llvm::StringRef entry);

private:
  /// Entry points looked up once: a lookup in the JIT's symbol table
  /// costs microseconds of every call, which a timed call on an idle GPU
  /// would see.
  struct Entries {
    std::mutex mutex;
    llvm::StringMap<PackedFunction> functions;
  };
  std::unique_ptr<Entries> entries = std::make_unique<Entries>();
};

/// Lowers `module` (planned, as --hiera-plan leaves it) to LLVM in
/// place, JIT-compiles it and loads its kernels; `name` is the entry point
/// that invoke() calls. Returns nothing and sets `error` on failure.
std::optional<Executable> compileEntry(mlir::ModuleOp module,
                                       llvm::StringRef name,
                                       const LowerPipelineOptions &lowering,
                                       std::string &error);

/// Collects the error diagnostics of a failed pipeline or parse as one
/// string, while in scope.
class DiagnosticCollector {
public:
  explicit DiagnosticCollector(mlir::MLIRContext *context);
  std::string str() const;

private:
  std::vector<std::string> messages;
  mlir::ScopedDiagnosticHandler handler;
};

} // namespace hiera

#endif // HIERA_HARNESS_ENGINE_H
