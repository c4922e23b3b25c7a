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

/// Gives each return of a buffer after its first (PyTorch's `return y, y`)
/// a copy of its own: buffer-results-to-out-params makes a returned
/// allocation the caller's buffer, and one allocation cannot be two.
static void copyRepeatedResults(func::ReturnOp ret) {
  llvm::SmallPtrSet<Value, 4> returned;
  OpBuilder builder(ret);
  for (OpOperand &operand : ret->getOpOperands()) {
    Value value = operand.get();
    auto type = dyn_cast<MemRefType>(value.getType());
    if (!type || returned.insert(value).second)
      continue;
    Location loc = ret.getLoc();
    SmallVector<Value> sizes;
    for (auto [dim, extent] : llvm::enumerate(type.getShape()))
      if (ShapedType::isDynamic(extent))
        sizes.push_back(memref::DimOp::create(builder, loc, value, dim));
    auto copy = memref::AllocOp::create(
        builder, loc,
        MemRefType::get(type.getShape(), type.getElementType(),
                        MemRefLayoutAttrInterface(), type.getMemorySpace()),
        sizes);
    memref::CopyOp::create(builder, loc, value, copy);
    operand.set(copy);
  }
}

namespace {
struct AllocateResultsPass
    : public hiera::impl::HieraAllocateResultsBase<AllocateResultsPass> {
  void runOnOperation() override {
    func::FuncOp function = getOperation();
    function.walk([&](func::ReturnOp ret) {
      copyRepeatedResults(ret);
      struct Returned {
        OpOperand *operand;
        memref::AllocOp alloc;
        SmallVector<Operation *> reshapes;
      };
      llvm::SmallPtrSet<Operation *, 4> seen, twice;
      SmallVector<Returned> found;
      for (OpOperand &operand : ret->getOpOperands()) {
        Returned returned{&operand, {}, {}};
        returned.alloc = reshapeChain(operand.get(), returned.reshapes);
        if (!returned.alloc)
          continue;
        if (!seen.insert(returned.alloc).second)
          twice.insert(returned.alloc);
        found.push_back(std::move(returned));
      }
      for (Returned &returned : found) {
        // One buffer returned twice stays one buffer, copied out.
        if (twice.contains(returned.alloc))
          continue;
        OpBuilder builder(returned.alloc);
        auto whole = memref::AllocOp::create(
            builder, returned.alloc.getLoc(),
            cast<MemRefType>(returned.operand->get().getType()),
            returned.alloc.getAlignmentAttr());
        Value view = whole;
        for (Operation *reshape : llvm::reverse(returned.reshapes))
          view = inverseReshape(builder, reshape, view);
        returned.alloc.replaceAllUsesWith(view);
        returned.alloc.erase();
        returned.operand->set(whole);
        for (Operation *reshape : llvm::reverse(returned.reshapes))
          if (reshape->use_empty())
            reshape->erase();
      }
    });
  }
};
} // namespace
