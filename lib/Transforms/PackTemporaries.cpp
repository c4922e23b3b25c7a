//===- PackTemporaries.cpp - A block's temporaries in one allocation ------===//

#include "TensorViews.h"

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

namespace hiera {
#define GEN_PASS_DEF_HIERAPACKTEMPORARIES
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {

/// One temporary: its allocation and free, the positions of both in the
/// block, its size rounded up to the alignment, and the offset it gets.
struct Temporary {
  gpu::AllocOp alloc;
  gpu::DeallocOp dealloc;
  unsigned begin, end;
  int64_t bytes;
  int64_t offset = 0;
};

/// The bytes a buffer of `type` takes, rounded up to the alignment; none
/// where that is not known here (or past int64) or the buffer cannot be a
/// view of bytes.
std::optional<int64_t> paddedBytes(MemRefType type) {
  if (!type.getLayout().isIdentity() || type.getMemorySpace() ||
      !type.getElementType().isIntOrFloat())
    return std::nullopt;
  std::optional<int64_t> bytes = getSizeInBytes(type);
  if (!bytes ||
      *bytes > std::numeric_limits<int64_t>::max() - kBufferAlignmentBytes)
    return std::nullopt;
  return llvm::alignTo(std::max<int64_t>(*bytes, 1), kBufferAlignmentBytes);
}

/// The temporaries of `block`, in block order: each a gpu.alloc freed by
/// one gpu.dealloc in the same block, neither of them asynchronous.
SmallVector<Temporary> findTemporaries(Block &block) {
  DenseMap<Operation *, unsigned> position;
  for (auto [index, op] : llvm::enumerate(block))
    position[&op] = index;
  SmallVector<Temporary> temporaries;
  for (auto alloc : block.getOps<gpu::AllocOp>()) {
    std::optional<int64_t> bytes = paddedBytes(alloc.getType());
    if (!bytes || alloc.getAsyncToken() || alloc.getHostShared() ||
        !alloc.getAsyncDependencies().empty())
      continue;
    SmallVector<gpu::DeallocOp> deallocs;
    for (Operation *user : alloc.getMemref().getUsers())
      if (auto dealloc = dyn_cast<gpu::DeallocOp>(user))
        deallocs.push_back(dealloc);
    if (deallocs.size() != 1 || deallocs[0]->getBlock() != &block ||
        deallocs[0].getAsyncToken())
      continue;
    temporaries.push_back(
        {alloc, deallocs[0], position[alloc], position[deallocs[0]], *bytes});
  }
  return temporaries;
}

/// Gives every temporary an offset where no temporary live at the same
/// time lies: the largest first, each at the lowest offset that fits
/// between those already placed (greedy by size, as tensor-program memory
/// planners do). Returns the bytes the layout spans.
int64_t placeTemporaries(MutableArrayRef<Temporary> temporaries) {
  SmallVector<Temporary *> bySize;
  for (Temporary &temporary : temporaries)
    bySize.push_back(&temporary);
  llvm::stable_sort(bySize, [](const Temporary *a, const Temporary *b) {
    return a->bytes > b->bytes;
  });
  SmallVector<Temporary *> placed;
  int64_t span = 0;
  for (Temporary *temporary : bySize) {
    SmallVector<Temporary *> overlapping;
    for (Temporary *other : placed)
      if (other->begin < temporary->end && temporary->begin < other->end)
        overlapping.push_back(other);
    llvm::sort(overlapping, [](const Temporary *a, const Temporary *b) {
      return a->offset < b->offset;
    });
    int64_t offset = 0;
    for (Temporary *other : overlapping) {
      if (other->offset >= offset + temporary->bytes)
        break;
      offset = std::max(offset, other->offset + other->bytes);
    }
    temporary->offset = offset;
    span = std::max(span, offset + temporary->bytes);
    placed.push_back(temporary);
  }
  return span;
}

struct PackTemporariesPass
    : public hiera::impl::HieraPackTemporariesBase<PackTemporariesPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    if (function.isExternal())
      return;
    Block &block = function.getBody().front();
    SmallVector<Temporary> temporaries = findTemporaries(block);
    if (temporaries.size() < 2)
      return;
    // Offsets stay below the sum of the sizes: where that passes int64,
    // the buffers keep their own allocations.
    int64_t total = 0;
    for (const Temporary &temporary : temporaries)
      if (llvm::AddOverflow(total, temporary.bytes, total))
        return;
    int64_t span = placeTemporaries(temporaries);

    Temporary &first = temporaries.front();
    Temporary &last = *llvm::max_element(
        temporaries,
        [](const Temporary &a, const Temporary &b) { return a.end < b.end; });
    Location loc = function.getLoc();
    OpBuilder builder(first.alloc);
    auto bytesType = MemRefType::get({span}, builder.getI8Type());
    Value buffer =
        gpu::AllocOp::create(builder, loc, bytesType, /*asyncToken=*/Type(),
                             ValueRange(), ValueRange(), ValueRange(),
                             /*hostShared=*/false)
            .getMemref();
    builder.setInsertionPointAfter(last.dealloc);
    gpu::DeallocOp::create(builder, loc, /*asyncToken=*/Type(), ValueRange(),
                           buffer);
    for (Temporary &temporary : temporaries) {
      builder.setInsertionPoint(temporary.alloc);
      Value shift = arith::ConstantIndexOp::create(
          builder, temporary.alloc.getLoc(), temporary.offset);
      Value view = memref::ViewOp::create(builder, temporary.alloc.getLoc(),
                                          temporary.alloc.getType(), buffer,
                                          shift, ValueRange());
      temporary.dealloc.erase();
      temporary.alloc.getMemref().replaceAllUsesWith(view);
      temporary.alloc.erase();
    }
  }
};
} // namespace
