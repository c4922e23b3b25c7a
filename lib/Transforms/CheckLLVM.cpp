//===- CheckLLVM.cpp - Host code fully in the LLVM dialect ----------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace hiera {
#define GEN_PASS_DEF_HIERACHECKLLVM
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

namespace {
struct CheckLLVMPass : public hiera::impl::HieraCheckLLVMBase<CheckLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    // What is left; the casts between LLVM's types and the others are the
    // symptom, named only where no other op is the cause.
    SmallVector<Operation *> left, casts;
    module.walk([&](Operation *op) {
      if (op == module.getOperation())
        return WalkResult::advance();
      // The kernels' binary, and their launches once their operands are
      // LLVM's: translation to LLVM IR takes both as they are.
      if (isa<gpu::BinaryOp, gpu::GPUModuleOp>(op))
        return WalkResult::skip();
      if (isa<LLVM::LLVMDialect>(op->getDialect()) ||
          (isa<gpu::LaunchFuncOp>(op) &&
           llvm::all_of(op->getOperandTypes(), LLVM::isCompatibleType)))
        return WalkResult::advance();
      (isa<UnrealizedConversionCastOp>(op) ? casts : left).push_back(op);
      return WalkResult::skip();
    });
    for (Operation *op : left.empty() ? casts : left)
      op->emitError() << "hiera-to-llvm: '" << op->getName()
                      << "' is not lowered to the LLVM dialect";
    if (!left.empty() || !casts.empty())
      signalPassFailure();
  }
};
} // namespace
