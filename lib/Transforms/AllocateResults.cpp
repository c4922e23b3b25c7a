//===- AllocateResults.cpp - Returned buffers allocated in returned shape -===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAALLOCATERESULTS
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

static bool isStaticIdentity(MemRefType type) {
  return type.hasStaticShape() && type.getLayout().isIdentity();
}

/// The reshapes from an allocation to `returned`, outermost last, and the
/// allocation; none where `returned` is not such a chain.
static memref::AllocOp
reshapeChain(Value returned, SmallVectorImpl<Operation *> &reshapes) {
  Value value = returned;
  while (Operation *op = value.getDefiningOp()) {
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      return isStaticIdentity(alloc.getType()) && !reshapes.empty()
                 ? alloc
                 : memref::AllocOp();
    if (!isa<memref::ExpandShapeOp, memref::CollapseShapeOp>(op) ||
        !isStaticIdentity(cast<MemRefType>(op->getResult(0).getType())))
      return {};
    reshapes.insert(reshapes.begin(), op);
    value = op->getOperand(0);
  }
  return {};
}

/// The view of `buffer` (shaped as `reshape`'s result) shaped as
/// `reshape`'s source: the inverse reshape, on the same reassociation.
static Value inverseReshape(OpBuilder &builder, Operation *reshape,
                            Value buffer) {
  Location loc = reshape->getLoc();
  auto sourceType = cast<MemRefType>(reshape->getOperand(0).getType());
  if (auto expand = dyn_cast<memref::ExpandShapeOp>(reshape))
    return memref::CollapseShapeOp::create(builder, loc, buffer,
                                           expand.getReassociationIndices());
  auto collapse = cast<memref::CollapseShapeOp>(reshape);
  return memref::ExpandShapeOp::create(builder, loc, sourceType.getShape(),
                                       buffer,
                                       collapse.getReassociationIndices());
}

namespace {
struct AllocateResultsPass
    : public hiera::impl::HieraAllocateResultsBase<AllocateResultsPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    function.walk([&](func::ReturnOp ret) {
      llvm::SmallPtrSet<Operation *, 4> seen, twice;
      SmallVector<std::pair<OpOperand *, memref::AllocOp>> found;
      SmallVector<SmallVector<Operation *>> chains;
      for (OpOperand &operand : ret->getOpOperands()) {
        SmallVector<Operation *> reshapes;
        memref::AllocOp alloc = reshapeChain(operand.get(), reshapes);
        if (!alloc)
          continue;
        if (!seen.insert(alloc).second)
          twice.insert(alloc);
        found.emplace_back(&operand, alloc);
        chains.push_back(std::move(reshapes));
      }
      for (auto [index, entry] : llvm::enumerate(found)) {
        auto [operand, alloc] = entry;
        // One buffer returned twice stays one buffer, copied out.
        if (twice.contains(alloc))
          continue;
        OpBuilder builder(alloc);
        auto returnedType = cast<MemRefType>(operand->get().getType());
        auto whole = memref::AllocOp::create(builder, alloc.getLoc(),
                                             returnedType,
                                             alloc.getAlignmentAttr());
        Value view = whole;
        for (Operation *reshape : llvm::reverse(chains[index]))
          view = inverseReshape(builder, reshape, view);
        alloc.replaceAllUsesWith(view);
        alloc.erase();
        operand->set(whole);
        for (Operation *reshape : llvm::reverse(chains[index]))
          if (reshape->use_empty())
            reshape->erase();
      }
    });
  }
};
} // namespace
