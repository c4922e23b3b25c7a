//===- DeviceMemory.cpp - Host-side buffers live in device memory ---------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"

namespace hiera {
#define GEN_PASS_DEF_HIERADEVICEMEMORY
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// Whether gpu.memcpy can move `type` whole: its lowering takes the
/// buffer's aligned pointer and element count, so the memref must be
/// contiguous at offset 0 (an identity layout). A contiguous view at an
/// offset (one of a qkv projection's three parts) would be copied from or
/// to the buffer's start.
static bool isWholeBuffer(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  return memref && memref.getLayout().isIdentity() &&
         memref::isStaticShapeAndContiguousRowMajor(memref);
}

namespace {
struct DeviceMemoryPass
    : public hiera::impl::HieraDeviceMemoryBase<DeviceMemoryPass> {
  void runOnOperation() override {
    SmallVector<Operation *> ops;
    for (auto function : getOperation().getOps<func::FuncOp>())
      function.walk([&](Operation *op) {
        if (isa<memref::AllocOp, memref::DeallocOp, memref::CopyOp,
                memref::GetGlobalOp>(op))
          ops.push_back(op);
      });
    for (Operation *op : ops) {
      OpBuilder builder(op);
      Location loc = op->getLoc();
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        auto device = gpu::AllocOp::create(
            builder, loc, alloc.getType(), /*asyncToken=*/Type(),
            /*asyncDependencies=*/ValueRange(), alloc.getDynamicSizes(),
            alloc.getSymbolOperands(), /*hostShared=*/false);
        alloc.replaceAllUsesWith(device.getMemref());
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        gpu::DeallocOp::create(builder, loc, /*asyncToken=*/Type(),
                               ValueRange(), dealloc.getMemref());
      } else if (auto copy = dyn_cast<memref::CopyOp>(op)) {
        // gpu.memcpy moves one whole buffer: a copy into or out of a view
        // (a padded tensor's interior, a slice at an offset) is a kernel.
        if (isWholeBuffer(copy.getSource().getType()) &&
            isWholeBuffer(copy.getTarget().getType()))
          gpu::MemcpyOp::create(builder, loc, /*asyncToken=*/Type(),
                                ValueRange(), copy.getTarget(),
                                copy.getSource());
        else
          linalg::CopyOp::create(builder, loc, copy.getSource(),
                                 copy.getTarget());
      } else if (auto global = dyn_cast<memref::GetGlobalOp>(op)) {
        // Kernels cannot read host globals: copy the constant over once
        // per use, right where it is taken.
        builder.setInsertionPointAfter(global);
        auto device = gpu::AllocOp::create(
            builder, loc, global.getType(), Type(), ValueRange(),
            ValueRange(), ValueRange(), /*hostShared=*/false);
        global.getResult().replaceAllUsesWith(device.getMemref());
        gpu::MemcpyOp::create(builder, loc, Type(), ValueRange(),
                              device.getMemref(), global.getResult());
        continue;
      }
      op->erase();
    }
  }
};
} // namespace
