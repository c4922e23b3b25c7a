//===- TargetFile.cpp - Fuzzes the target-file reader ---------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Target/Targets.h"

#include "mlir/IR/MLIRContext.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static mlir::MLIRContext *context = [] {
    auto *made = new mlir::MLIRContext();
    made->loadDialect<hiera::plan::PlanDialect>();
    return made;
  }();
  std::string error;
  hiera::plan::TargetAttr target = hiera::plan::parseTargetJSON(
      context, llvm::StringRef(reinterpret_cast<const char *>(data), size),
      "fuzz.json", error);
  // Every refusal says why.
  if (!target && error.empty())
    __builtin_trap();
  return 0;
}
