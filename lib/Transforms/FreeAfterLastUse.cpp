//===- FreeAfterLastUse.cpp - Free a block's buffers after their last use -===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/Matchers.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAFREEAFTERLASTUSE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// Whether a value of `type` can hold an address: a view of a buffer, or a
/// pointer or integer taken from one. A float read from a buffer cannot.
static bool canCarryAddress(Type type) {
  return isa<BaseMemRefType, IndexType, IntegerType, LLVM::LLVMPointerType>(
      type);
}

/// The last operation of `block` that uses `buffer` or a value derived from
/// it, other than `dealloc`; none where the buffer leaves the block (its
/// terminator uses it).
static Operation *lastUser(Value buffer, Block *block, Operation *dealloc) {
  Operation *last = buffer.getDefiningOp();
  SmallVector<Value> worklist{buffer};
  DenseSet<Value> seen{buffer};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (user == dealloc)
        continue;
      Operation *inBlock = block->findAncestorOpInBlock(*user);
      if (!inBlock || inBlock->hasTrait<OpTrait::IsTerminator>())
        return nullptr;
      if (last->isBeforeInBlock(inBlock))
        last = inBlock;
      // Values an op inside a region yields come out as the results of
      // its ancestor in the block.
      for (Operation *op = user; op; op = op->getParentOp()) {
        for (Value result : op->getResults())
          if (canCarryAddress(result.getType()) && seen.insert(result).second)
            worklist.push_back(result);
        if (op == inBlock)
          break;
      }
    }
  }
  return last;
}

/// For each operation of `block`, the first allocation at or after it: the
/// first point where a freed buffer can be used again.
class AllocationPoints {
public:
  explicit AllocationPoints(Block *block) {
    Operation *next = block->getTerminator();
    for (Operation &op : llvm::reverse(*block)) {
      bool allocates = false;
      op.walk([&](memref::AllocOp) {
        allocates = true;
        return WalkResult::interrupt();
      });
      if (allocates)
        next = &op;
      nextAfter[&op] = next;
    }
  }

  /// Where a buffer last used by `op` is freed: right before the next
  /// allocation, which frees it as early as it matters without putting a
  /// free between operations that run together (host-side work merged
  /// into one launch).
  Operation *freeBefore(Operation *op) const {
    Operation *next = op->getNextNode();
    return next ? nextAfter.lookup(next) : op;
  }

private:
  DenseMap<Operation *, Operation *> nextAfter;
};

/// Replaces `dealloc` by one `memref.dealloc` per buffer, where it frees
/// allocations of its own block unconditionally and retains nothing;
/// leaves it as it is otherwise.
static void freeAfterLastUse(bufferization::DeallocOp dealloc) {
  if (!dealloc.getRetained().empty() ||
      !llvm::all_of(dealloc.getConditions(),
                    [](Value c) { return matchPattern(c, m_One()); }))
    return;
  Block *block = dealloc->getBlock();
  SmallVector<std::pair<Value, Operation *>> frees;
  // Distinct allocations cannot alias, so each is freed exactly once.
  DenseSet<Value> buffers;
  for (Value buffer : dealloc.getMemrefs()) {
    auto alloc = buffer.getDefiningOp<memref::AllocOp>();
    if (!alloc || alloc->getBlock() != block ||
        !buffers.insert(buffer).second)
      return;
    Operation *last = lastUser(buffer, block, dealloc);
    if (!last)
      return;
    frees.emplace_back(buffer, last);
  }
  // Every place is found before the first free is inserted.
  AllocationPoints points(block);
  for (auto &[buffer, at] : frees)
    at = points.freeBefore(at);
  for (auto [buffer, before] : frees) {
    OpBuilder builder(before);
    memref::DeallocOp::create(builder, dealloc.getLoc(), buffer);
  }
  dealloc.erase();
}

namespace {
struct FreeAfterLastUsePass
    : public hiera::impl::HieraFreeAfterLastUseBase<FreeAfterLastUsePass> {
  void runOnOperation() override {
    SmallVector<bufferization::DeallocOp> deallocs;
    getOperation().walk(
        [&](bufferization::DeallocOp op) { deallocs.push_back(op); });
    for (bufferization::DeallocOp dealloc : deallocs)
      freeAfterLastUse(dealloc);
  }
};
} // namespace
