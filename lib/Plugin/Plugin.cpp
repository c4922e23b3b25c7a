//===- Plugin.cpp - HIERA as a plugin of mlir-opt -------------------------===//
//
// Loaded by an MLIR tool built on libMLIR.so (Debian's mlir-opt-22):
//   mlir-opt --load-dialect-plugin=libHieraPlugin.so \
//            --load-pass-plugin=libHieraPlugin.so --hiera-plan input.mlir
// The tool brings the upstream dialects and passes; this adds the plan
// dialect, HIERA's passes and the --hiera-plan, --hiera-lower and
// --hiera-to-llvm pipelines.
//
//===----------------------------------------------------------------------===//

#include "hiera/Search/Passes.h"
#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"

extern "C" LLVM_ATTRIBUTE_WEAK mlir::DialectPluginLibraryInfo
mlirGetDialectPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Hiera", LLVM_VERSION_STRING,
          [](mlir::DialectRegistry *registry) {
            registry->insert<hiera::plan::PlanDialect>();
          }};
}

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "Hiera", LLVM_VERSION_STRING,
          []() { hiera::registerPasses(); }};
}
