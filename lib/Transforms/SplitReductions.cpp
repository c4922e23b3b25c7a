//===- SplitReductions.cpp - Parallel partials for long reductions --------===//
//
// MLIR's loop lowering gives each output element of a reduction one GPU
// thread that walks the reduced dimensions in order: a whole tensor reduced
// to one value is then one thread over millions of elements. This pass
// rewrites such reductions, on tensors, into partial reductions that the
// GPU runs in parallel and a shorter reduction of the partials.
//
//===----------------------------------------------------------------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

namespace hiera {
#define GEN_PASS_DEF_HIERASPLITREDUCTIONS
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// Reductions are split while they have fewer outputs than this (too few
/// threads for the GPU)...
constexpr int64_t kFewOutputs = 16384;
/// ...and each output's sequential walk is at least this long.
constexpr int64_t kLongWalk = 4096;

namespace {

/// A reduction this pass can split: one result on tensors, static loop
/// ranges, projected-permutation maps, and one combining op with a neutral
/// element (sum, product, max, min, and, or, xor).
struct Splittable {
  linalg::LinalgOp op;
  Operation *combiner;
  TypedAttr neutral;
  /// The outermost reduction dimension of more than one iteration.
  unsigned dim;
};

std::optional<Splittable> matchSplittable(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumReductionLoops() == 0 ||
      !op.hasOnlyProjectedPermutations() || op.hasDynamicShape())
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  int64_t outputs = 1, walk = 1;
  std::optional<unsigned> dim;
  for (auto [index, range] : llvm::enumerate(ranges)) {
    if (iterators[index] == utils::IteratorType::parallel) {
      outputs *= range;
      continue;
    }
    walk *= range;
    if (!dim && range > 1)
      dim = index;
  }
  if (!dim || outputs >= kFewOutputs || walk < kLongWalk)
    return std::nullopt;
  SmallVector<Operation *> combiners;
  BlockArgument accumulator = op.getRegionOutputArgs()[0];
  if (!matchReduction(op.getRegionOutputArgs(), 0, combiners) ||
      combiners.size() != 1 || combiners[0]->getNumOperands() != 2 ||
      !llvm::is_contained(combiners[0]->getOperands(), Value(accumulator)))
    return std::nullopt;
  std::optional<TypedAttr> neutral = arith::getNeutralElement(combiners[0]);
  if (!neutral)
    return std::nullopt;
  return Splittable{op, combiners[0], *neutral, *dim};
}

/// The number of parallel partials along a reduction dimension of `size`
/// when it is the only one: the largest divisor up to its square root, so
/// that both stages walk about as far; 1 where there is none.
int64_t partialsAlong(int64_t size) {
  int64_t best = 1;
  for (int64_t factor = 2; factor * factor <= size; ++factor)
    if (size % factor == 0)
      best = factor;
  return best;
}

/// Splits `target.dim` into `partials` parallel slices (its full size when
/// the op reduces other dimensions too, so that it just becomes parallel),
/// each reduced into a partial, then reduces the partials into the op's own
/// output.
LogicalResult split(RewriterBase &rewriter, const Splittable &target) {
  linalg::LinalgOp op = target.op;
  Location loc = op.getLoc();
  MLIRContext *context = op.getContext();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  unsigned dim = target.dim;
  int64_t size = ranges[dim];
  int64_t partials =
      op.getNumReductionLoops() > 1 ? size : partialsAlong(size);
  if (partials == 1)
    return failure();
  // The new loops: the partial (parallel), then the op's parallel ones
  // (innermost among the parallel loops, neighbouring threads still read
  // neighbouring elements), then the reduced ones, so that each thread's
  // walk stays innermost. With
  // partials < size, `dim` becomes the partial and the rest of it (reduced,
  // in its place); else just the partial.
  bool twoDims = partials < size;
  SmallVector<utils::IteratorType> oldIterators = op.getIteratorTypesArray();
  SmallVector<unsigned> position(ranges.size());
  unsigned partialDim = 0;
  SmallVector<utils::IteratorType> iterators = {utils::IteratorType::parallel};
  for (auto [old, iterator] : llvm::enumerate(oldIterators))
    if (iterator == utils::IteratorType::parallel) {
      position[old] = iterators.size();
      iterators.push_back(iterator);
    }
  for (auto [old, iterator] : llvm::enumerate(oldIterators))
    if (iterator == utils::IteratorType::reduction &&
        (old != dim || twoDims)) {
      position[old] = iterators.size();
      iterators.push_back(iterator);
    }
  if (!twoDims)
    position[dim] = partialDim;
  auto newDim = [&](unsigned old) { return position[old]; };
  unsigned numLoops = iterators.size();

  rewriter.setInsertionPoint(op);
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (OpOperand *operand : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(operand);
    auto type = cast<RankedTensorType>(operand->get().getType());
    SmallVector<AffineExpr> exprs;
    SmallVector<int64_t> shape;
    SmallVector<ReassociationIndices> groups;
    for (unsigned result = 0; result < map.getNumResults(); ++result) {
      unsigned old = map.getDimPosition(result);
      if (old == dim && twoDims) {
        groups.push_back({int64_t(shape.size()), int64_t(shape.size()) + 1});
        shape.append({partials, size / partials});
        exprs.append({getAffineDimExpr(partialDim, context),
                      getAffineDimExpr(position[dim], context)});
        continue;
      }
      groups.push_back({int64_t(shape.size())});
      shape.push_back(type.getDimSize(result));
      exprs.push_back(getAffineDimExpr(newDim(old), context));
    }
    Value input = operand->get();
    if (shape != type.getShape())
      input = tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
          input, groups);
    inputs.push_back(input);
    maps.push_back(AffineMap::get(numLoops, 0, exprs, context));
  }

  // The partials: the output with the partial's index in front.
  OpOperand *init = op.getDpsInitOperand(0);
  auto outputType = cast<RankedTensorType>(init->get().getType());
  AffineMap outputMap = op.getMatchingIndexingMap(init);
  SmallVector<AffineExpr> partialExprs = {
      getAffineDimExpr(partialDim, context)};
  for (unsigned result = 0; result < outputMap.getNumResults(); ++result)
    partialExprs.push_back(
        getAffineDimExpr(newDim(outputMap.getDimPosition(result)), context));
  maps.push_back(AffineMap::get(numLoops, 0, partialExprs, context));
  SmallVector<int64_t> partialShape = {partials};
  llvm::append_range(partialShape, outputType.getShape());
  Value empty = tensor::EmptyOp::create(rewriter, loc, partialShape,
                                        outputType.getElementType());
  Value neutral = arith::ConstantOp::create(rewriter, loc, target.neutral);
  Value filled =
      linalg::FillOp::create(rewriter, loc, neutral, empty).getResult(0);
  auto partialOp = linalg::GenericOp::create(
      rewriter, loc, TypeRange{filled.getType()}, inputs, ValueRange{filled},
      maps, iterators);
  IRMapping mapping;
  op->getRegion(0).cloneInto(&partialOp.getRegion(), mapping);

  // The partials reduced, innermost, into the original output.
  unsigned rank = outputType.getRank();
  SmallVector<AffineExpr> writeExprs;
  for (unsigned i = 0; i < rank; ++i)
    writeExprs.push_back(getAffineDimExpr(i, context));
  SmallVector<AffineExpr> readExprs = {getAffineDimExpr(rank, context)};
  llvm::append_range(readExprs, writeExprs);
  SmallVector<AffineMap> combineMaps = {
      AffineMap::get(rank + 1, 0, readExprs, context),
      AffineMap::get(rank + 1, 0, writeExprs, context)};
  SmallVector<utils::IteratorType> combineIterators(
      rank, utils::IteratorType::parallel);
  combineIterators.push_back(utils::IteratorType::reduction);
  BlockArgument accumulator = op.getRegionOutputArgs()[0];
  Operation *combiner = target.combiner;
  auto combineOp = linalg::GenericOp::create(
      rewriter, loc, TypeRange{outputType}, ValueRange{partialOp.getResult(0)},
      ValueRange{init->get()}, combineMaps, combineIterators,
      [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
        IRMapping operands;
        for (Value operand : combiner->getOperands())
          operands.map(operand, operand == accumulator ? args[1] : args[0]);
        Operation *combined = builder.clone(*combiner, operands);
        linalg::YieldOp::create(builder, bodyLoc, combined->getResult(0));
      });
  rewriter.replaceOp(op, combineOp.getResults());
  return success();
}

struct SplitReductionsPass
    : public hiera::impl::HieraSplitReductionsBase<SplitReductionsPass> {
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    // Each split leaves shorter reductions, which may split again.
    bool changed = true;
    while (changed) {
      changed = false;
      SmallVector<Splittable> targets;
      getOperation()->walk([&](linalg::LinalgOp op) {
        if (std::optional<Splittable> target = matchSplittable(op))
          targets.push_back(*target);
      });
      for (const Splittable &target : targets)
        changed |= succeeded(split(rewriter, target));
    }
  }
};
} // namespace
