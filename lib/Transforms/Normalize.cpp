//===- Normalize.cpp - Linalg as frontends write it, in planning's forms --===//
//
// torch-mlir and other frontends write one linalg op per framework op. The
// grouping into tasks, the library matcher and the kernel families read the
// computation behind those ops: transposes and broadcasts as indexing maps
// of their readers, reductions over the dimensions they really have, loops
// collapsed where every operand is contiguous along them. Each rewrite here
// is a pattern (upstream's where upstream has one); each computes the same
// values, bit for bit, but a bias added after a contraction or a sum pool
// instead of before, and an f32 sum taken from the same sum in f64.
//
//===----------------------------------------------------------------------===//

#include "TensorViews.h"

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

namespace hiera {
#define GEN_PASS_DEF_HIERANORMALIZE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {

/// Whether `op` only moves data: it yields its one input, does not read its
/// destination, writes through a permutation and reads through a projected
/// permutation (a transpose, a broadcast, a copy).
bool isRelayout(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 1 ||
      op.getNumDpsInits() != 1 || op.getNumParallelLoops() != op.getNumLoops())
    return false;
  OpOperand *input = op.getDpsInputOperand(0);
  OpOperand *init = op.getDpsInitOperand(0);
  Block *body = op.getBlock();
  // A fill broadcasts a scalar: it stays, the accumulators' starting value.
  return isa<RankedTensorType>(input->get().getType()) &&
         !op.payloadUsesValueFromOperand(init) &&
         body->getOperations().size() == 1 &&
         body->getTerminator()->getNumOperands() == 1 &&
         body->getTerminator()->getOperand(0) ==
             op.getMatchingBlockArgument(input) &&
         op.getMatchingIndexingMap(init).isPermutation() &&
         op.getMatchingIndexingMap(input).isProjectedPermutation();
}

/// The map through which a reader that reads `relayout`'s result through
/// `read` reads `relayout`'s input instead.
AffineMap readThrough(linalg::LinalgOp relayout, AffineMap read) {
  AffineMap input = relayout.getMatchingIndexingMap(
      relayout.getDpsInputOperand(0));
  AffineMap output =
      relayout.getMatchingIndexingMap(relayout.getDpsInitOperand(0));
  return input.compose(inversePermutation(output)).compose(read);
}

/// Whether `read` lists the loops it shares with `written` in another order
/// than `written` does.
bool reordersSharedLoops(AffineMap read, AffineMap written) {
  std::optional<unsigned> last;
  for (AffineExpr result : read.getResults()) {
    std::optional<unsigned> position = written.getResultPosition(result);
    if (!position)
      continue;
    if (last && *position < *last)
      return true;
    last = position;
  }
  return false;
}

/// Folds transposes, broadcasts and copies into the indexing maps of the
/// generics, matmuls and batch matmuls that read them. Matmuls take
/// transposed operands only: their maps have no broadcast form the library
/// and kernels read.
struct FoldRelayoutIntoReader
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
    auto matmul = dyn_cast<linalg::MatmulOp>(op.getOperation());
    auto batchMatmul = dyn_cast<linalg::BatchMatmulOp>(op.getOperation());
    if ((!generic && !matmul && !batchMatmul) || !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(
          op, "not a generic, matmul or batch matmul on tensors");
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    bool isContraction =
        op.getNumDpsInits() == 1 && classifyOp(op) == OpClass::Contraction;
    SmallVector<std::pair<OpOperand *, Value>> rewired;
    for (OpOperand *input : op.getDpsInputOperands()) {
      // A relayout of a constant stays a task of its own, computed once
      // per call: kernels and libraries read their operands from memory.
      auto producer = input->get().getDefiningOp<linalg::LinalgOp>();
      if (!producer || !isRelayout(producer) ||
          matchPattern(producer.getDpsInputOperand(0)->get(), m_Constant()))
        continue;
      unsigned index = input->getOperandNumber();
      AffineMap folded = readThrough(producer, maps[index]);
      if (!generic && folded.getNumResults() != maps[index].getNumResults())
        continue;
      // A contraction's operands keep the loops they share with its result
      // in the result's order, as a GEMM's operands store them: a
      // transpose that reorders them stays an op of its own (a copy), and
      // a library computes the contraction.
      if (isContraction && reordersSharedLoops(folded, maps.back()))
        continue;
      // A batch matmul's operands keep the batch loop first (MLIR's
      // verifier): a transpose that moves it stays an op of its own.
      if (batchMatmul && folded.getNumResults() == 3 &&
          folded.getResult(0) != rewriter.getAffineDimExpr(0))
        continue;
      maps[index] = folded;
      rewired.emplace_back(input, producer.getDpsInputOperand(0)->get());
    }
    if (rewired.empty())
      return rewriter.notifyMatchFailure(op, "reads no transpose or broadcast");
    // Every loop must still be read through some map, or its extent is lost.
    llvm::SmallBitVector read(op.getNumLoops());
    for (AffineMap map : maps)
      for (AffineExpr result : map.getResults())
        if (auto dim = dyn_cast<AffineDimExpr>(result))
          read.set(dim.getPosition());
    if (!read.all())
      return rewriter.notifyMatchFailure(
          op, "folding would leave a loop no operand reads");
    ArrayAttr mapsAttr = rewriter.getAffineMapArrayAttr(maps);
    rewriter.modifyOpInPlace(op, [&] {
      for (auto [use, source] : rewired)
        use->set(source);
      if (generic)
        generic.setIndexingMapsAttr(mapsAttr);
      else if (matmul)
        matmul.setIndexingMapsAttr(mapsAttr);
      else
        batchMatmul.setIndexingMapsAttr(mapsAttr);
    });
    return success();
  }
};

/// Whether `value` is a relayout of a tensor that is not a constant: what
/// FoldRelayoutIntoReader folds into a generic reading it.
bool isFoldableRelayout(Value value) {
  auto producer = value.getDefiningOp<linalg::LinalgOp>();
  return producer && isRelayout(producer) &&
         !matchPattern(producer.getDpsInputOperand(0)->get(), m_Constant());
}

/// A named reduction that reads a relayout (torch-mlir's 3-D pooling, which
/// linalg has only channels-last: the NCDHW input transposed in, the
/// result transposed out) becomes a generic, so that the relayout folds
/// into its reads rather than being written out in full. Contractions keep
/// their named forms, which the libraries match.
struct GeneralizeReductionOfRelayout
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (isa<linalg::GenericOp>(op.getOperation()) ||
        !op.hasPureTensorSemantics() ||
        classifyOp(op) != OpClass::Reduction)
      return rewriter.notifyMatchFailure(op, "not a named reduction");
    if (llvm::none_of(op.getDpsInputs(), isFoldableRelayout))
      return rewriter.notifyMatchFailure(op, "reads no relayout");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// A batch matmul whose second operand is one matrix broadcast along the
/// batch (torch-mlir's linear layer on a 3-D input, nn.MultiheadAttention's
/// projections: the weight copied once per batch) becomes a generic, so
/// that the broadcast folds into its read rather than being written out
/// in full: MLIR's batch matmul takes a broadcast operand, but not one
/// that is also transposed, as weights are. The libraries read the result
/// as one GEMM, the batch folded into M.
struct GeneralizeBatchMatmulOfSharedOperand
    : public OpRewritePattern<linalg::BatchMatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::BatchMatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    OpOperand *shared = op.getDpsInputOperand(1);
    if (!isFoldableRelayout(shared->get()))
      return rewriter.notifyMatchFailure(op, "its second operand is not a "
                                             "relayout");
    auto producer = shared->get().getDefiningOp<linalg::LinalgOp>();
    if (readThrough(producer, op.getMatchingIndexingMap(shared))
            .isFunctionOfDim(0))
      return rewriter.notifyMatchFailure(op, "its second operand is not "
                                             "broadcast along the batch");
    return linalg::generalizeNamedOp(rewriter, op);
  }
};

/// A reduction whose one reader is an elementwise generic reading it
/// through a permutation (the transpose back to NCDHW, folded into the
/// division that makes a sum an average) writes its result in the order
/// the reader reads it instead: the reduction writes each element once
/// wherever it goes, while the reader would read the whole result across
/// memory. The reduction's destination, a fill, is made again in the new
/// shape.
struct WriteInReaderOrder : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        classifyOp(op) != OpClass::Reduction || !op->getResult(0).hasOneUse())
      return rewriter.notifyMatchFailure(op, "not a one-result reduction");
    OpOperand &use = *op->getResult(0).getUses().begin();
    auto reader = dyn_cast<linalg::GenericOp>(use.getOwner());
    if (!reader || !reader.hasPureTensorSemantics() ||
        reader.getNumDpsInits() != 1 ||
        classifyOp(reader) != OpClass::Elementwise ||
        reader.isDpsInit(&use))
      return rewriter.notifyMatchFailure(op, "not read by an elementwise op");
    AffineMap read = reader.getMatchingIndexingMap(&use);
    AffineMap written =
        reader.getMatchingIndexingMap(reader.getDpsInitOperand(0));
    if (!read.isPermutation() || !written.isPermutation() || read == written)
      return rewriter.notifyMatchFailure(op, "read in the order it is written");
    auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
    if (!fill)
      return rewriter.notifyMatchFailure(op, "its destination is not a fill");

    // Element t of the result is the reader's element `order`(t).
    AffineMap order = written.compose(inversePermutation(read));
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    SmallVector<int64_t> shape(type.getRank());
    for (auto [position, result] : llvm::enumerate(order.getResults()))
      shape[position] = type.getDimSize(cast<AffineDimExpr>(result).getPosition());
    auto newType = RankedTensorType::get(shape, type.getElementType());

    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    Value empty = tensor::EmptyOp::create(rewriter, loc, shape,
                                          type.getElementType());
    Value init = linalg::FillOp::create(rewriter, loc, fill.getInputs()[0],
                                        empty)
                     .getResult(0);
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    maps.back() = order.compose(maps.back());
    auto rewritten = linalg::GenericOp::create(
        rewriter, loc, TypeRange{newType}, op.getDpsInputs(), ValueRange{init},
        maps, op.getIteratorTypesArray());
    rewriter.inlineRegionBefore(op.getRegion(), rewritten.getRegion(),
                                rewritten.getRegion().begin());
    SmallVector<AffineMap> readerMaps = reader.getIndexingMapsArray();
    readerMaps[use.getOperandNumber()] = written;
    rewriter.modifyOpInPlace(reader, [&] {
      use.set(rewritten.getResult(0));
      reader.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(readerMaps));
    });
    rewriter.eraseOp(op);
    return success();
  }
};

/// A contraction that accumulates onto a broadcast (torch-mlir's
/// convolution with a bias: the bias broadcast into its destination)
/// becomes one from zero with the broadcast added after, the order PyTorch
/// computes it in and the epilogue the libraries fuse. It reassociates:
/// the bias joins the sum last instead of first.
struct AccumulateAfterContraction
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        classifyOp(op) != OpClass::Contraction)
      return rewriter.notifyMatchFailure(op, "not a contraction on tensors");
    OpOperand *init = op.getDpsInitOperand(0);
    auto relayout = init->get().getDefiningOp<linalg::LinalgOp>();
    if (!relayout || !isRelayout(relayout))
      return rewriter.notifyMatchFailure(op, "does not accumulate onto a "
                                             "broadcast");
    // The payload must end in acc + product.
    Operation *last =
        op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
    BlockArgument acc = op.getMatchingBlockArgument(init);
    if (!isa_and_present<arith::AddFOp>(last) || !acc.hasOneUse() ||
        !llvm::is_contained(last->getOperands(), acc))
      return rewriter.notifyMatchFailure(op, "does not end in acc + product");

    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(init->get().getType());
    Value zero = arith::ConstantOp::create(
        rewriter, loc, rewriter.getZeroAttr(type.getElementType()));
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    Value filled =
        linalg::FillOp::create(rewriter, loc, zero, empty).getResult(0);
    rewriter.modifyOpInPlace(op, [&] { init->set(filled); });

    rewriter.setInsertionPointAfter(op);
    Value source = relayout.getDpsInputOperand(0)->get();
    AffineMap identity = AffineMap::getMultiDimIdentityMap(
        type.getRank(), rewriter.getContext());
    SmallVector<AffineMap> maps{identity, readThrough(relayout, identity),
                                identity};
    SmallVector<utils::IteratorType> parallel(type.getRank(),
                                              utils::IteratorType::parallel);
    Value product = op->getResult(0);
    auto sum = linalg::GenericOp::create(
        rewriter, loc, type, ValueRange{product, source}, ValueRange{empty},
        maps, parallel, [](OpBuilder &b, Location nested, ValueRange args) {
          Value added = arith::AddFOp::create(b, nested, args[0], args[1]);
          linalg::YieldOp::create(b, nested, added);
        });
    rewriter.replaceAllUsesExcept(product, sum.getResult(0), sum);
    return success();
  }
};

/// Whether `value`, in a payload, is computed from constants alone (an
/// attention's scale: the truncation of an f64 constant).
static bool isPayloadConstant(Value value) {
  if (isa<BlockArgument>(value))
    return false;
  Operation *def = value.getDefiningOp();
  if (matchPattern(value, m_Constant()))
    return true;
  return isPure(def) && def->getNumRegions() == 0 &&
         llvm::all_of(def->getOperands(), isPayloadConstant);
}

/// A contraction from zero whose operand is a relayout of a tensor times a
/// constant (PyTorch's attention scales q and k by the square root of its
/// scale each, k transposed in the same op) reads the plain relayout, and
/// its result is multiplied instead: the relayout then folds into the
/// product's operand and the multiply joins what reads the result (the
/// softmax), so that neither operand is written out again. It
/// reassociates, as AccumulateAfterContraction does: (c a) b becomes
/// c (a b).
struct ScaleAfterContraction
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
        classifyOp(op) != OpClass::Contraction ||
        !isa<linalg::MatmulOp, linalg::BatchMatmulOp>(op.getOperation()))
      return rewriter.notifyMatchFailure(op, "not a matmul on tensors");
    auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
    if (!fill || !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
      return rewriter.notifyMatchFailure(op, "does not start from zero");
    for (OpOperand *operand : op.getDpsInputOperands()) {
      // Through the reshapes that merge the heads into the batch.
      Value read = operand->get();
      while (isa_and_present<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
                 read.getDefiningOp()) &&
             read.hasOneUse())
        read = read.getDefiningOp()->getOperand(0);
      auto scale = read.getDefiningOp<linalg::GenericOp>();
      if (!scale || !scale->hasOneUse() || scale.getNumDpsInputs() != 1 ||
          scale.getNumDpsInits() != 1 ||
          scale.getNumParallelLoops() != scale.getNumLoops() ||
          scale.payloadUsesValueFromOperand(scale.getDpsInitOperand(0)) ||
          !scale.getMatchingIndexingMap(scale.getDpsInitOperand(0))
               .isPermutation() ||
          !scale.getMatchingIndexingMap(scale.getDpsInputOperand(0))
               .isPermutation())
        continue;
      // yield(x * c), c computed from constants, in the product's type:
      // the payload runs on the product's result as it is.
      BlockArgument x =
          scale.getMatchingBlockArgument(scale.getDpsInputOperand(0));
      auto multiply = scale.getBlock()
                          ->getTerminator()
                          ->getOperand(0)
                          .getDefiningOp<arith::MulFOp>();
      Type element = getElementTypeOrSelf(op->getResult(0).getType());
      if (!multiply || !x.hasOneUse() || x.getType() != element ||
          getElementTypeOrSelf(scale->getResult(0).getType()) != element ||
          !llvm::is_contained(multiply->getOperands(), x) ||
          !isPayloadConstant(multiply.getLhs() == x ? multiply.getRhs()
                                                    : multiply.getLhs()))
        continue;
      Location loc = scale.getLoc();
      // The relayout alone, which the product reads in its place.
      rewriter.setInsertionPoint(scale);
      auto relayout = linalg::GenericOp::create(
          rewriter, loc, scale.getResultTypes(), scale.getDpsInputs(),
          scale.getDpsInits(), scale.getIndexingMapsArray(),
          scale.getIteratorTypesArray(),
          [](OpBuilder &b, Location nested, ValueRange args) {
            linalg::YieldOp::create(b, nested, args[0]);
          });
      // The same payload on the product's result, element for element.
      rewriter.setInsertionPointAfter(op);
      Value product = op->getResult(0);
      auto type = cast<RankedTensorType>(product.getType());
      AffineMap identity = AffineMap::getMultiDimIdentityMap(
          type.getRank(), rewriter.getContext());
      Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType());
      auto scaled = linalg::GenericOp::create(
          rewriter, loc, type, ValueRange{product}, ValueRange{empty},
          ArrayRef<AffineMap>{identity, identity},
          SmallVector<utils::IteratorType>(type.getRank(),
                                           utils::IteratorType::parallel));
      rewriter.cloneRegionBefore(scale.getRegion(), scaled.getRegion(),
                                 scaled.getRegion().end());
      rewriter.replaceAllUsesExcept(product, scaled.getResult(0), scaled);
      rewriter.replaceOp(scale, relayout.getResults());
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no operand scaled by a constant");
  }
};

/// How a sliding window combines its points, where it is a plain maximum
/// or sum of its input: the payload yields maximumf(acc, in) or
/// addf(acc, in).
enum class WindowCombiner { Max, Sum };

std::optional<WindowCombiner> windowCombiner(linalg::LinalgOp window) {
  if (window.getNumDpsInits() != 1 || window.getNumDpsInputs() < 1)
    return std::nullopt;
  Block *body = window.getBlock();
  Value yielded = body->getTerminator()->getOperand(0);
  Operation *combine = yielded.getDefiningOp();
  if (!combine || combine->getBlock() != body ||
      &body->front() != combine || combine->getNumOperands() != 2)
    return std::nullopt;
  Value in = window.getMatchingBlockArgument(window.getDpsInputOperand(0));
  Value acc = window.getMatchingBlockArgument(window.getDpsInitOperand(0));
  if (!llvm::is_contained(combine->getOperands(), in) ||
      !llvm::is_contained(combine->getOperands(), acc))
    return std::nullopt;
  if (isa<arith::MaximumFOp>(combine))
    return WindowCombiner::Max;
  if (isa<arith::AddFOp>(combine))
    return WindowCombiner::Sum;
  return std::nullopt;
}

/// Whether `op` is a pooling window: of the convolution interface, and a
/// reduction (no product of two inputs).
static bool isPoolingWindow(linalg::LinalgOp op) {
  return linalg::isaConvolutionOpInterface(op) &&
         classifyOp(op) == OpClass::Reduction;
}

/// An elementwise op applied before a pooling window whose other operands
/// are constant over each window (a convolution's per-channel bias, a
/// ReLU's bound) is applied after it instead, on the pooled tensor, a
/// window's size times smaller: a maximum commutes with any op that does
/// not decrease in the pooled value (adds, subtractions of it, maxima and
/// minima with it), and a sum of (x + b) over n points is sum(x) + n * b.
/// The convolution before such a pool then runs without an epilogue. A
/// sum reassociates (the bias joins once instead of at each point), and a
/// padded sum is left as is, since its border holds zeros, not the bias.
struct PointwiseAfterPool : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp pool,
                                PatternRewriter &rewriter) const override {
    if (!pool.hasPureTensorSemantics() || !isPoolingWindow(pool))
      return rewriter.notifyMatchFailure(pool, "not a pooling window");
    std::optional<WindowCombiner> combiner = windowCombiner(pool);
    if (!combiner)
      return rewriter.notifyMatchFailure(pool, "not a maximum or a sum");
    // A maximum must start from -inf: from any other c, max(c, f(x)) is not
    // f(max(c, x)) (c = 0, f(x) = x - 5).
    if (*combiner == WindowCombiner::Max) {
      auto fill =
          pool.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
      FloatAttr start;
      if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&start)) ||
          !start.getValue().isInfinity() || !start.getValue().isNegative())
        return rewriter.notifyMatchFailure(pool, "a maximum not from -inf");
    }
    AffineMap outputMap = pool.getMatchingIndexingMap(pool.getDpsInitOperand(0));
    if (!outputMap.isProjectedPermutation())
      return rewriter.notifyMatchFailure(pool, "writes through a window");

    // The source: the elementwise op, maybe through a -inf border (a
    // padded max pool), which the rewrite moves onto its running input.
    OpOperand *read = pool.getDpsInputOperand(0);
    Value source = read->get();
    auto pad = source.getDefiningOp<tensor::PadOp>();
    if (pad) {
      std::optional<ConstantBorder> border = constantBorder(pad);
      auto value = border ? dyn_cast<FloatAttr>(border->value) : FloatAttr();
      if (*combiner != WindowCombiner::Max || !value ||
          !value.getValue().isInfinity() || !value.getValue().isNegative() ||
          !pad->hasOneUse())
        return rewriter.notifyMatchFailure(
            pool, "a border the moved op would change");
      source = pad.getSource();
    }
    auto producer = source.getDefiningOp<linalg::GenericOp>();
    if (!producer || !producer.hasPureTensorSemantics() ||
        classifyOp(producer) != OpClass::Elementwise ||
        producer->getNumResults() != 1 || !source.hasOneUse() ||
        !producer.getMatchingIndexingMap(producer.getDpsInitOperand(0))
             .isIdentity())
      return rewriter.notifyMatchFailure(pool, "no elementwise op before it");

    // The window's map from the pool's loops to the source's dimensions:
    // a source dimension read at a plain output loop is the same for every
    // point of a window.
    AffineMap windowMap = pool.getMatchingIndexingMap(read);
    auto outputPosition = [&](unsigned sourceDim) -> std::optional<unsigned> {
      auto loop = dyn_cast<AffineDimExpr>(windowMap.getResult(sourceDim));
      if (!loop)
        return std::nullopt;
      for (unsigned k = 0; k < outputMap.getNumResults(); ++k)
        if (outputMap.getResult(k) == loop)
          return k;
      return std::nullopt;
    };

    // The running input, read element for element, of the result's type;
    // every other input is constant over a window.
    OpOperand *running = nullptr;
    Block *payload = producer.getBlock();
    Value runningArg;
    auto resultType = cast<RankedTensorType>(source.getType());
    SmallVector<AffineMap> movedMaps;
    unsigned outputRank = outputMap.getNumResults();
    for (OpOperand *input : producer.getDpsInputOperands()) {
      AffineMap map = producer.getMatchingIndexingMap(input);
      if (!running && map.isIdentity() &&
          input->get().getType() == resultType) {
        running = input;
        runningArg = producer.getMatchingBlockArgument(input);
        continue;
      }
      SmallVector<AffineExpr> replacements(
          map.getNumDims(), rewriter.getAffineConstantExpr(0));
      for (unsigned dim = 0; dim < map.getNumDims(); ++dim) {
        if (!map.isFunctionOfDim(dim))
          continue;
        std::optional<unsigned> position = outputPosition(dim);
        if (!position)
          return rewriter.notifyMatchFailure(
              pool, "an operand of the op before it varies within a window");
        replacements[dim] = rewriter.getAffineDimExpr(*position);
      }
      movedMaps.push_back(map.replaceDimsAndSymbols(replacements, {},
                                                    outputRank, 0));
    }
    if (!running)
      return rewriter.notifyMatchFailure(pool, "no input read element for "
                                               "element");

    // The payload: a chain from the running value, each step with a value
    // constant over the window.
    auto isWindowConstant = [&](Value value) {
      auto arg = dyn_cast<BlockArgument>(value);
      if (!arg || arg.getOwner() != payload)
        return true; // defined outside the op: one value for all points
      return arg != runningArg &&
             arg.getArgNumber() < producer.getNumDpsInputs();
    };
    Value current = runningArg;
    unsigned steps = 0;
    for (Operation &step : payload->without_terminator()) {
      if (isa<arith::ConstantOp>(step))
        continue;
      ++steps;
      if (step.getNumResults() != 1 || step.getNumOperands() != 2 ||
          !llvm::is_contained(step.getOperands(), current))
        return rewriter.notifyMatchFailure(pool, "not a chain on one value");
      bool first = step.getOperand(0) == current;
      Value other = first ? step.getOperand(1) : step.getOperand(0);
      if (other == current || !isWindowConstant(other))
        return rewriter.notifyMatchFailure(pool, "not a chain on one value");
      bool commutes =
          *combiner == WindowCombiner::Max
              ? isa<arith::AddFOp, arith::MaximumFOp, arith::MinimumFOp>(
                    step) ||
                    (isa<arith::SubFOp>(step) && first)
              : isa<arith::AddFOp>(step) && steps == 1;
      if (!commutes)
        return rewriter.notifyMatchFailure(
            pool, "a step that does not commute with the window");
      current = step.getResult(0);
    }
    if (payload->getTerminator()->getOperand(0) != current)
      return rewriter.notifyMatchFailure(pool, "not a chain on one value");

    // A sum adds the constant once per point of the window.
    double points = 1;
    if (*combiner == WindowCombiner::Sum) {
      SmallVector<int64_t> ranges = pool.getStaticLoopRanges();
      for (auto [range, iterator] :
           llvm::zip(ranges, pool.getIteratorTypesArray())) {
        if (iterator != utils::IteratorType::reduction)
          continue;
        if (ShapedType::isDynamic(range))
          return rewriter.notifyMatchFailure(pool, "a window of dynamic size");
        points *= double(range);
      }
    }

    // The pool reads the running input; the op follows it.
    Location loc = producer.getLoc();
    Value newSource = running->get();
    if (pad) {
      rewriter.setInsertionPoint(pad);
      auto padType = cast<RankedTensorType>(pad.getResultType());
      newSource = tensor::PadOp::create(
          rewriter, pad.getLoc(), padType, newSource, pad.getMixedLowPad(),
          pad.getMixedHighPad(), pad.getConstantPaddingValue(),
          pad.getNofold());
    }
    rewriter.modifyOpInPlace(pool, [&] { read->set(newSource); });

    rewriter.setInsertionPointAfter(pool);
    Value pooled = pool->getResult(0);
    auto pooledType = cast<RankedTensorType>(pooled.getType());
    Value empty = tensor::EmptyOp::create(rewriter, loc, pooledType.getShape(),
                                          pooledType.getElementType());
    SmallVector<Value> inputs{pooled};
    SmallVector<AffineMap> maps{
        AffineMap::getMultiDimIdentityMap(outputRank, rewriter.getContext())};
    unsigned moved = 0;
    for (OpOperand *input : producer.getDpsInputOperands()) {
      if (input == running)
        continue;
      inputs.push_back(input->get());
      maps.push_back(movedMaps[moved++]);
    }
    maps.push_back(maps.front());
    SmallVector<utils::IteratorType> parallel(outputRank,
                                              utils::IteratorType::parallel);
    auto after = linalg::GenericOp::create(
        rewriter, loc, pooledType, inputs, ValueRange{empty}, maps, parallel,
        [&](OpBuilder &b, Location nested, ValueRange args) {
          IRMapping mapping;
          mapping.map(runningArg, args[0]);
          unsigned next = 1;
          for (OpOperand *input : producer.getDpsInputOperands())
            if (input != running)
              mapping.map(producer.getMatchingBlockArgument(input),
                          args[next++]);
          for (Operation &step : payload->without_terminator()) {
            if (*combiner != WindowCombiner::Sum ||
                isa<arith::ConstantOp>(step)) {
              b.clone(step, mapping);
              continue;
            }
            // sum(x + b) = sum(x) + n * b
            Value other = mapping.lookupOrDefault(
                step.getOperand(0) == runningArg ? step.getOperand(1)
                                                 : step.getOperand(0));
            Value count = arith::ConstantOp::create(
                b, nested, b.getFloatAttr(other.getType(), points));
            Value scaled = arith::MulFOp::create(b, nested, other, count);
            mapping.map(step.getResult(0),
                        arith::AddFOp::create(b, nested, args[0], scaled));
          }
          linalg::YieldOp::create(
              b, nested,
              mapping.lookup(payload->getTerminator()->getOperand(0)));
        });
    rewriter.replaceAllUsesExcept(pooled, after.getResult(0), after);
    return success();
  }
};

/// A contraction's operand that is a constant of one value (a recurrent
/// net's zero initial state times its weights) is a fill: a task of its
/// own writes it, and the product reads it as any operand, so that the
/// library computes it. The same values; 0 x inf stays NaN.
struct SplatOperandToFill
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        classifyOp(op) != OpClass::Contraction)
      return rewriter.notifyMatchFailure(op, "not a contraction on tensors");
    for (OpOperand *operand : op.getDpsInputOperands()) {
      SplatElementsAttr splat;
      auto type = dyn_cast<RankedTensorType>(operand->get().getType());
      if (!type || !matchPattern(operand->get(), m_Constant(&splat)))
        continue;
      Location loc = op.getLoc();
      Value value = arith::ConstantOp::create(
          rewriter, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
      Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                            type.getElementType());
      Value fill = linalg::FillOp::create(rewriter, loc, value, empty)
                       .getResult(0);
      rewriter.modifyOpInPlace(op, [&] { operand->set(fill); });
      return success();
    }
    return rewriter.notifyMatchFailure(op, "no operand of one value");
  }
};

/// The groups that collapse a static `shape` to its dimensions that are not
/// units: each unit joins the next such dimension (the last one, at the
/// end). A shape of units alone collapses to rank 0, no groups.
static SmallVector<ReassociationIndices>
groupsDroppingUnits(ArrayRef<int64_t> shape) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t dim = 0, rank = shape.size(); dim < rank; ++dim) {
    pending.push_back(dim);
    if (shape[dim] != 1) {
      groups.push_back(pending);
      pending.clear();
    }
  }
  if (!groups.empty())
    groups.back().append(pending.begin(), pending.end());
  return groups;
}

/// A transpose that only moves unit dimensions (an einsum's result, read
/// as (..., 1, n) and written as (..., n, 1)) keeps every element where it
/// is: two reshapes, which fold into their neighbours, instead of a copy
/// of the whole tensor.
struct RelayoutOfUnitsAsReshape
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isRelayout(op))
      return rewriter.notifyMatchFailure(op, "not a relayout");
    Value input = op.getDpsInputOperand(0)->get();
    auto inputType = cast<RankedTensorType>(input.getType());
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    AffineMap read = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    AffineMap written = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    if (!read.isPermutation() || !inputType.hasStaticShape() ||
        !resultType.hasStaticShape() || read == written)
      return rewriter.notifyMatchFailure(op,
                                         "not a transpose of static shapes");
    // The loops of extent above 1, in the order each side stores them.
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    auto storedOrder = [&](AffineMap map) {
      SmallVector<unsigned> loops;
      for (AffineExpr result : map.getResults()) {
        unsigned loop = cast<AffineDimExpr>(result).getPosition();
        if (ranges[loop] != 1)
          loops.push_back(loop);
      }
      return loops;
    };
    if (storedOrder(read) != storedOrder(written))
      return rewriter.notifyMatchFailure(op, "moves data");
    Location loc = op.getLoc();
    SmallVector<int64_t> kept;
    llvm::copy_if(inputType.getShape(), std::back_inserter(kept),
                  [](int64_t extent) { return extent != 1; });
    Value collapsed = tensor::CollapseShapeOp::create(
        rewriter, loc, RankedTensorType::get(kept, inputType.getElementType()),
        input, groupsDroppingUnits(inputType.getShape()));
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        op, resultType, collapsed, groupsDroppingUnits(resultType.getShape()));
    return success();
  }
};

/// An NHWC convolution with HWCF filters (TensorFlow's and IREE's layout)
/// becomes one with FHWC filters, which cuDNN takes for NHWC data (as
/// KRSC), the filter transposed by an op of its own: a weight's
/// relayout, small beside the convolution.
struct HwcfFilterToFhwc : public OpRewritePattern<linalg::Conv2DNhwcHwcfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::Conv2DNhwcHwcfOp conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(conv, "not on tensors");
    Value filter = conv.getInputs()[1];
    auto type = dyn_cast<RankedTensorType>(filter.getType());
    if (!type || !type.hasStaticShape())
      return rewriter.notifyMatchFailure(conv, "a filter of no static shape");
    Location loc = conv.getLoc();
    ArrayRef<int64_t> hwcf = type.getShape();
    SmallVector<int64_t> fhwc = {hwcf[3], hwcf[0], hwcf[1], hwcf[2]};
    Value empty = tensor::EmptyOp::create(rewriter, loc, fhwc,
                                          type.getElementType());
    Value transposed = linalg::TransposeOp::create(
                           rewriter, loc, filter, empty,
                           ArrayRef<int64_t>{3, 0, 1, 2})
                           ->getResult(0);
    rewriter.replaceOpWithNewOp<linalg::Conv2DNhwcFhwcOp>(
        conv, conv.getResultTypes(),
        ValueRange{conv.getInputs()[0], transposed}, conv.getOutputs(),
        conv.getStrides(), conv.getDilations());
    return success();
  }
};

/// Whether a channels-first convolution's windows tile its input, larger
/// than one point (stride equal to the window, no dilation): a patch
/// embedding, which PatchConvolutionAsMatmul computes as a GEMM.
template <typename ConvOp> static bool isPatchEmbedding(ConvOp conv) {
  auto filterType = dyn_cast<RankedTensorType>(conv.getInputs()[1].getType());
  if (!filterType)
    return false;
  ArrayRef<int64_t> window = filterType.getShape().drop_front(2);
  SmallVector<int64_t> strides =
      llvm::to_vector(conv.getStrides().template getValues<int64_t>());
  return llvm::all_of(conv.getDilations().template getValues<int64_t>(),
                      [](int64_t d) { return d == 1; }) &&
         ArrayRef<int64_t>(strides) == window &&
         llvm::any_of(window, [](int64_t w) { return w != 1; });
}

/// A channels-first convolution whose windows tile its input (stride equal
/// to the window, no dilation: a ViT's or a Swin's patch embedding) is a
/// GEMM over patches: the input regrouped once into rows of one patch each,
/// (N * patches, C * window), times the filter as (F, C * window). cuDNN
/// computes it as a sliding window, far from the GEMM's speed. The result
/// comes back to channels first through a transpose, which folds into its
/// readers. The sum runs over channels, then the window, as the
/// convolution's own loops do. A 1x1 window stays a convolution: the
/// library takes it as a GEMM per image, with no regrouping.
template <typename ConvOp>
struct PatchConvolutionAsMatmul : public OpRewritePattern<ConvOp> {
  using OpRewritePattern<ConvOp>::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvOp conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(conv, "not on tensors");
    Value input = conv.getInputs()[0], filter = conv.getInputs()[1];
    auto inputType = dyn_cast<RankedTensorType>(input.getType());
    auto filterType = dyn_cast<RankedTensorType>(filter.getType());
    auto resultType = dyn_cast<RankedTensorType>(conv->getResult(0).getType());
    if (!inputType || !filterType || !resultType ||
        !inputType.hasStaticShape() || !filterType.hasStaticShape() ||
        !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(conv, "shapes that are not static");
    int64_t spatial = inputType.getRank() - 2;
    ArrayRef<int64_t> window = filterType.getShape().drop_front(2);
    if (!isPatchEmbedding(conv))
      return rewriter.notifyMatchFailure(conv, "windows that do not tile "
                                               "the input, or 1x1 ones");
    auto fill = conv.getOutputs()[0].template getDefiningOp<linalg::FillOp>();
    if (!fill)
      return rewriter.notifyMatchFailure(conv, "its destination is not a "
                                               "fill");

    Location loc = conv.getLoc();
    Type element = resultType.getElementType();
    ArrayRef<int64_t> out = resultType.getShape();
    int64_t images = out[0], filters = out[1],
            channels = inputType.getDimSize(1);
    ArrayRef<int64_t> patches = out.drop_front(2);
    // The extents the patches cover: a remainder past the last whole
    // window is not read.
    SmallVector<int64_t> covered = {images, channels};
    for (int64_t d = 0; d < spatial; ++d)
      covered.push_back(patches[d] * window[d]);
    if (ArrayRef<int64_t>(covered) != inputType.getShape()) {
      SmallVector<OpFoldResult> offsets(covered.size(),
                                        rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> steps(covered.size(), rewriter.getIndexAttr(1));
      input = tensor::ExtractSliceOp::create(
          rewriter, loc, input, offsets,
          getAsIndexOpFoldResult(rewriter.getContext(), covered), steps);
    }
    // (N, C, P1, W1, P2, W2, ...), then (N, P1, P2, ..., C, W1, W2, ...).
    SmallVector<int64_t> split = {images, channels};
    SmallVector<ReassociationIndices> splitGroups = {{0}, {1}};
    SmallVector<int64_t> order = {0}, patchMajor = {images};
    for (int64_t d = 0; d < spatial; ++d) {
      splitGroups.push_back({int64_t(split.size()), int64_t(split.size()) + 1});
      order.push_back(split.size());
      patchMajor.push_back(patches[d]);
      split.append({patches[d], window[d]});
    }
    order.push_back(1);
    patchMajor.push_back(channels);
    for (int64_t d = 0; d < spatial; ++d) {
      order.push_back(3 + 2 * d);
      patchMajor.push_back(window[d]);
    }
    Value tiles = tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get(split, element), input,
        splitGroups);
    Value regrouped =
        linalg::TransposeOp::create(
            rewriter, loc, tiles,
            tensor::EmptyOp::create(rewriter, loc, patchMajor, element), order)
            ->getResult(0);
    int64_t rows = images * ShapedType::getNumElements(patches);
    int64_t depth = channels * ShapedType::getNumElements(window);
    ReassociationIndices rowDims, depthDims, filterDepth;
    for (int64_t d = 0; d <= spatial; ++d)
      rowDims.push_back(d);
    for (int64_t d = spatial + 1; d < 2 * spatial + 2; ++d)
      depthDims.push_back(d);
    for (int64_t d = 1; d < spatial + 2; ++d)
      filterDepth.push_back(d);
    Value lhs = tensor::CollapseShapeOp::create(
        rewriter, loc, RankedTensorType::get({rows, depth}, element), regrouped,
        SmallVector<ReassociationIndices>{rowDims, depthDims});
    Value rhs = tensor::CollapseShapeOp::create(
        rewriter, loc, RankedTensorType::get({filters, depth}, element), filter,
        SmallVector<ReassociationIndices>{{0}, filterDepth});
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, ArrayRef<int64_t>{rows, filters}, element);
    Value init =
        linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty)
            .getResult(0);
    MLIRContext *context = rewriter.getContext();
    AffineExpr m, n, k;
    bindDims(context, m, n, k);
    SmallVector<AffineMap> maps = {AffineMap::get(3, 0, {m, k}, context),
                                   AffineMap::get(3, 0, {n, k}, context),
                                   AffineMap::get(3, 0, {m, n}, context)};
    Value product =
        linalg::MatmulOp::create(
            rewriter, loc, TypeRange{init.getType()}, ValueRange{lhs, rhs},
            ValueRange{init},
            {rewriter.getNamedAttr("indexing_maps",
                                   rewriter.getAffineMapArrayAttr(maps))})
            ->getResult(0);
    // (N * patches, F) as (N, P1, P2, ..., F), then channels first.
    SmallVector<int64_t> channelsLast = {images};
    channelsLast.append(patches.begin(), patches.end());
    channelsLast.push_back(filters);
    SmallVector<int64_t> back = {0, spatial + 1};
    for (int64_t d = 1; d <= spatial; ++d)
      back.push_back(d);
    Value unflattened = tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get(channelsLast, element), product,
        SmallVector<ReassociationIndices>{rowDims, {spatial + 1}});
    rewriter.replaceOpWithNewOp<linalg::TransposeOp>(
        conv, unflattened, tensor::EmptyOp::create(rewriter, loc, out, element),
        back);
    return success();
  }
};

/// Marks the permutations back to channels first that
/// ConvolutionChannelsLast makes, so that SinkChannelsFirstPastElementwise
/// moves them and no other; removed when hiera-normalize ends.
constexpr llvm::StringLiteral kBackToChannelsFirst =
    "hiera.back_to_channels_first";

/// NCHW (and FCHW) to NHWC (FHWC), and back: dimension i of the result is
/// dimension permutation[i] of the source, as linalg.transpose has it.
constexpr int64_t kToChannelsLast[] = {0, 2, 3, 1};
constexpr int64_t kToChannelsFirst[] = {0, 3, 1, 2};

/// `source` with its dimensions permuted, as a generic that only moves
/// data: it folds into the generics that read it (FoldRelayoutIntoReader),
/// an elementwise producer fuses into it, and two that undo each other
/// leave a copy, which folds away.
static Value permuted(PatternRewriter &rewriter, Location loc, Value source,
                      ArrayRef<int64_t> permutation) {
  auto type = cast<RankedTensorType>(source.getType());
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, applyPermutation(type.getShape(), permutation),
      type.getElementType());
  auto transpose =
      linalg::TransposeOp::create(rewriter, loc, source, empty, permutation);
  FailureOr<linalg::GenericOp> generic =
      linalg::generalizeNamedOp(rewriter, transpose);
  assert(succeeded(generic) && "a transpose is always a generic");
  return generic->getResult(0);
}

/// Whether a convolution computes on the tensor cores, where cuDNN's
/// fastest engines read channels-last data: in a half type, or in f32
/// where the framework computes convolutions in TF32.
static bool onTensorCores(linalg::LinalgOp conv) {
  Type element = getElementTypeOrSelf(conv->getResult(0).getType());
  if (element.isF16() || element.isBF16())
    return true;
  plan::FrameworkPrecisionAttr framework = frameworkPrecisionOf(conv);
  return element.isF32() && framework &&
         plan::bitEnumContainsAll(framework.getConvolution(),
                                  plan::PrecisionPolicy::TF32);
}

static bool mayComputeChannelsLast(linalg::Conv2DNchwFchwOp conv,
                                   unsigned depth);

/// Whether the channels-first value `value` is read, through elementwise
/// ops alone, only where channels-last data costs nothing more: by a
/// channels-first 2-D convolution (padded or not), whose permutation to
/// channels last then undoes this one; by a reduction over channels, which
/// then reads contiguous rows; or by the function's return, which the last
/// elementwise op writes channels first. A pooling window, a reduction
/// over the spatial dimensions (a norm's) or any other reader would read
/// the permuted data across memory.
static bool readsChannelsLastFreely(Value value, unsigned depth = 0) {
  // Epilogues are short chains; a longer one is not followed.
  constexpr unsigned kLongestChain = 8;
  if (depth > kLongestChain)
    return false;
  return llvm::all_of(value.getUses(), [&](OpOperand &use) {
    Operation *user = use.getOwner();
    if (isa<func::ReturnOp>(user))
      return true;
    // A convolution undoes the permutation only where it computes
    // channels-last itself: the decision holds along the whole chain.
    auto convertedInput = [&](OpOperand &convUse) {
      auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(convUse.getOwner());
      return conv && convUse.getOperandNumber() == 0 &&
             mayComputeChannelsLast(conv, depth + 1);
    };
    if (isa<linalg::Conv2DNchwFchwOp>(user))
      return convertedInput(use);
    if (auto pad = dyn_cast<tensor::PadOp>(user))
      return llvm::all_of(pad->getUses(), convertedInput);
    auto generic = dyn_cast<linalg::GenericOp>(user);
    if (!generic || generic.hasIndexSemantics() ||
        !generic.hasPureTensorSemantics() ||
        use.getOperandNumber() >= generic.getNumDpsInputs())
      return false;
    auto linalgOp = cast<linalg::LinalgOp>(user);
    OpClass kind = classifyOp(linalgOp);
    AffineMap read = generic.getMatchingIndexingMap(&use);
    // A convolution converted already: its permutation to channels last.
    MLIRContext *context = generic.getContext();
    if (isRelayout(linalgOp) &&
        read == AffineMap::getPermutationMap(
                    invertPermutationVector(kToChannelsLast), context))
      return true;
    if (kind == OpClass::Elementwise)
      return read.isIdentity() && generic->getNumResults() == 1 &&
             readsChannelsLastFreely(generic->getResult(0), depth + 1);
    if (kind != OpClass::Reduction || read.getNumResults() != 4)
      return false;
    auto channel = dyn_cast<AffineDimExpr>(read.getResult(1));
    return channel &&
           linalg::isReductionIterator(
               generic.getIteratorTypesArray()[channel.getPosition()]);
  });
}

/// Whether ConvolutionChannelsLast may compute `conv` channels-last: on the
/// tensor cores, not a transposed convolution or a patch embedding, not
/// returned as it is or after an epilogue cuDNN fuses (the runtime times
/// such a convolution channels-last on copies), and read only where
/// channels-last data costs nothing more. `depth` counts the ops followed
/// from the convolution that asked first.
static bool mayComputeChannelsLast(linalg::Conv2DNchwFchwOp conv,
                                   unsigned depth) {
  if (!conv.hasPureTensorSemantics() ||
      !cast<ShapedType>(conv->getResult(0).getType()).hasStaticShape() ||
      !cast<ShapedType>(conv.getInputs()[0].getType()).hasStaticShape() ||
      !cast<ShapedType>(conv.getInputs()[1].getType()).hasStaticShape())
    return false;
  auto linalgConv = cast<linalg::LinalgOp>(conv.getOperation());
  if (!onTensorCores(linalgConv) || matchTransposedConv(linalgConv) ||
      isPatchEmbedding(conv))
    return false;
  auto returnedWithEpilogue = [](OpOperand &use) {
    Operation *user = use.getOwner();
    if (isa<func::ReturnOp>(user))
      return true;
    auto epilogue = dyn_cast<linalg::LinalgOp>(user);
    return epilogue && isa<linalg::GenericOp>(user) &&
           readEpilogueSteps(epilogue, use).has_value() &&
           llvm::all_of(user->getUsers(), [](Operation *reader) {
             return isa<func::ReturnOp>(reader);
           });
  };
  return !llvm::all_of(conv->getResult(0).getUses(), returnedWithEpilogue) &&
         readsChannelsLastFreely(conv->getResult(0), depth);
}

/// With convolution-layout=channels-last: a 2-D channels-first convolution
/// on the tensor cores whose result other ops read computes channels-last,
/// its input (before its zero padding) and filter permuted to NHWC and FHWC
/// and its result permuted back. The permutations fold into the ops around
/// it: between two convolutions, through the epilogue between them, they
/// undo each other, and the result is read channels-last by the epilogue
/// (which cuDNN then fuses, as bias per last dimension) or by a reduction
/// over channels (a contiguous row). Only the network's input and filters
/// are copied, and the result it returns written channels first by its
/// last elementwise op, where the runtime's channels-last timing copies
/// every convolution's operands and result. A convolution whose result is
/// returned as it is or after an epilogue cuDNN fuses, or read where
/// channels-last data would be read across memory
/// (readsChannelsLastFreely), stays: the runtime times it both ways.
/// Transposed convolutions and patch embeddings keep their own forms.
struct ConvolutionChannelsLast
    : public OpRewritePattern<linalg::Conv2DNchwFchwOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::Conv2DNchwFchwOp conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(conv, "not on tensors");
    auto resultType = cast<RankedTensorType>(conv->getResult(0).getType());
    auto fill = conv.getOutputs()[0].getDefiningOp<linalg::FillOp>();
    if (!fill)
      return rewriter.notifyMatchFailure(conv, "its destination is not a "
                                               "fill");
    if (!mayComputeChannelsLast(conv, /*depth=*/0))
      return rewriter.notifyMatchFailure(
          conv, "not on the tensor cores, a transposed convolution or a "
                "patch embedding, returned as it is or after an epilogue "
                "cuDNN fuses, or read where channels-last data would be read "
                "across memory");

    Location loc = conv.getLoc();
    Value input = conv.getInputs()[0];
    if (auto pad = input.getDefiningOp<tensor::PadOp>()) {
      std::optional<ConstantBorder> border = constantBorder(pad);
      if (!border)
        return rewriter.notifyMatchFailure(conv, "a pad whose border is not "
                                                 "a constant");
      MLIRContext *context = rewriter.getContext();
      Value source = permuted(rewriter, loc, pad.getSource(), kToChannelsLast);
      auto padType = cast<RankedTensorType>(pad.getType());
      Value borderValue =
          arith::ConstantOp::create(rewriter, loc, border->value);
      input = tensor::PadOp::create(
          rewriter, loc,
          RankedTensorType::get(
              applyPermutation(padType.getShape(), kToChannelsLast),
              padType.getElementType()),
          source,
          getAsIndexOpFoldResult(
              context, applyPermutation(border->low, kToChannelsLast)),
          getAsIndexOpFoldResult(
              context, applyPermutation(border->high, kToChannelsLast)),
          borderValue);
    } else {
      input = permuted(rewriter, loc, input, kToChannelsLast);
    }
    Value filter =
        permuted(rewriter, loc, conv.getInputs()[1], kToChannelsLast);
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, applyPermutation(resultType.getShape(), kToChannelsLast),
        resultType.getElementType());
    Value init =
        linalg::FillOp::create(rewriter, loc, fill.getInputs()[0], empty)
            .getResult(0);
    auto channelsLast = linalg::Conv2DNhwcFhwcOp::create(
        rewriter, loc, TypeRange{init.getType()}, ValueRange{input, filter},
        ValueRange{init},
        {rewriter.getNamedAttr("strides", conv.getStridesAttr()),
         rewriter.getNamedAttr("dilations", conv.getDilationsAttr())});
    Value back =
        permuted(rewriter, loc, channelsLast->getResult(0), kToChannelsFirst);
    back.getDefiningOp()->setAttr(kBackToChannelsFirst, rewriter.getUnitAttr());
    rewriter.replaceOp(conv, back);
    return success();
  }
};

/// An elementwise op that reads a convolution's result permuted back to
/// channels first (kBackToChannelsFirst) computes channels-last instead,
/// and its result is permuted back: the permutation moves past the
/// convolution's epilogue, which then reads the convolution in order (and
/// joins cuDNN's call), on to a reduction, which reads through it, or to a
/// convolution's permutation to channels last, which undoes it. Only for
/// the permutations ConvolutionChannelsLast makes: FoldRelayoutIntoReader
/// folds any other into its readers.
struct SinkChannelsFirstPastElementwise
    : public OpRewritePattern<linalg::GenericOp> {
  SinkChannelsFirstPastElementwise(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
    if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        classifyOp(linalgOp) != OpClass::Elementwise ||
        op.hasIndexSemantics() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
      return rewriter.notifyMatchFailure(op, "not an elementwise op in order");
    OpOperand *permutedInput = nullptr;
    for (OpOperand *input : op.getDpsInputOperands()) {
      Operation *producer = input->get().getDefiningOp();
      if (producer && producer->hasAttr(kBackToChannelsFirst) &&
          op.getMatchingIndexingMap(input).isIdentity()) {
        permutedInput = input;
        break;
      }
    }
    if (!permutedInput)
      return rewriter.notifyMatchFailure(op, "reads no convolution's result "
                                             "permuted back");
    auto back = cast<linalg::GenericOp>(permutedInput->get().getDefiningOp());
    // The loops of `op` as the channels-last source stores them: the
    // permutation's read of its source, from the loops of its result.
    AffineMap toSource =
        back.getMatchingIndexingMap(back.getDpsInputOperand(0));
    AffineMap fromSource = inversePermutation(toSource);
    Value source = back.getDpsInputOperand(0)->get();
    // The source and the result are read and written in the new order.
    AffineMap inOrderMap = AffineMap::getMultiDimIdentityMap(
        toSource.getNumResults(), rewriter.getContext());
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (OpOperand *input : op.getDpsInputOperands()) {
      bool isSource = input == permutedInput;
      inputs.push_back(isSource ? source : input->get());
      maps.push_back(
          isSource ? inOrderMap
                   : op.getMatchingIndexingMap(input).compose(fromSource));
    }
    maps.push_back(inOrderMap);
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    auto sourceType = cast<RankedTensorType>(source.getType());
    Value empty = tensor::EmptyOp::create(rewriter, loc, sourceType.getShape(),
                                          resultType.getElementType());
    auto inOrder = linalg::GenericOp::create(
        rewriter, loc, TypeRange{empty.getType()}, inputs, ValueRange{empty},
        maps, op.getIteratorTypesArray());
    rewriter.cloneRegionBefore(op.getRegion(), inOrder.getRegion(),
                               inOrder.getRegion().begin());
    Value restored =
        permuted(rewriter, loc, inOrder->getResult(0), kToChannelsFirst);
    restored.getDefiningOp()->setAttr(kBackToChannelsFirst,
                                      rewriter.getUnitAttr());
    rewriter.replaceOp(op, restored);
    return success();
  }
};

/// How a tensor of `rank` dimensions and one with a unit dimension
/// inserted at `dim` reshape into each other: the unit joins the dimension
/// after it (or before it, at the end).
static SmallVector<ReassociationIndices> unitDimGroups(int64_t rank,
                                                       int64_t dim) {
  SmallVector<ReassociationIndices> groups;
  for (int64_t source = 0, target = 0; source < rank; ++source) {
    ReassociationIndices group;
    if (target == dim)
      group.push_back(target++);
    group.push_back(target++);
    if (source == rank - 1 && target == dim)
      group.push_back(target++);
    groups.push_back(group);
  }
  return groups;
}

/// `value` with a unit dimension inserted at `dim`.
static Value insertUnitDim(PatternRewriter &rewriter, Location loc,
                           Value value, int64_t dim) {
  auto type = cast<RankedTensorType>(value.getType());
  SmallVector<int64_t> shape(type.getShape());
  shape.insert(shape.begin() + dim, 1);
  return tensor::ExpandShapeOp::create(
      rewriter, loc, RankedTensorType::get(shape, type.getElementType()),
      value, unitDimGroups(type.getRank(), dim));
}

/// A 1-D convolution is a 2-D one of height 1 (NCW with FCW filters as
/// NCHW with FCHW, NWC with WCF as NHWC with HWCF), which cuDNN and the
/// window kernels take: the operands gain the unit height by reshapes
/// (ExpandBeforePad then moves the input's padding past its reshape, and
/// the fills' canonicalization their reshapes), and the result loses it
/// again. The same products in the same order.
template <typename Conv1D, typename Conv2D>
struct Conv1DAsConv2D : public OpRewritePattern<Conv1D> {
  /// Where the height goes in the input and result, and in the filter.
  Conv1DAsConv2D(MLIRContext *context, int64_t dataHeight,
                 int64_t filterHeight)
      : OpRewritePattern<Conv1D>(context), dataHeight(dataHeight),
        filterHeight(filterHeight) {}

  LogicalResult matchAndRewrite(Conv1D conv,
                                PatternRewriter &rewriter) const override {
    if (!conv.hasPureTensorSemantics() ||
        !llvm::all_of(conv->getOperandTypes(), [](Type type) {
          return cast<ShapedType>(type).hasStaticShape();
        }))
      return rewriter.notifyMatchFailure(conv, "not on static tensors");
    // The library reads a transposed one through its spread input as it
    // is (matchTransposedConv), its height added in the call.
    if (matchTransposedConv(cast<linalg::LinalgOp>(conv.getOperation())))
      return rewriter.notifyMatchFailure(conv, "a transposed convolution");
    Location loc = conv.getLoc();
    Value input = insertUnitDim(rewriter, loc, conv.getInputs()[0], dataHeight);
    Value filter =
        insertUnitDim(rewriter, loc, conv.getInputs()[1], filterHeight);
    Value init = insertUnitDim(rewriter, loc, conv.getOutputs()[0], dataHeight);
    auto withUnitHeight = [&](DenseIntElementsAttr attr) {
      return rewriter.getI64VectorAttr(
          {int64_t(1), *attr.getValues<int64_t>().begin()});
    };
    auto conv2d = Conv2D::create(rewriter, loc, TypeRange{init.getType()},
                                 ValueRange{input, filter}, ValueRange{init},
                                 withUnitHeight(conv.getStrides()),
                                 withUnitHeight(conv.getDilations()));
    auto resultType = cast<RankedTensorType>(conv.getResultTypes()[0]);
    rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(
        conv, resultType, conv2d->getResult(0),
        unitDimGroups(resultType.getRank(), dataHeight));
    return success();
  }

private:
  int64_t dataHeight, filterHeight;
};

/// A reshape that splits dimensions of a padded tensor (torch-mlir's
/// grouped convolution: channels split into groups; a 1-D convolution
/// given its unit height) goes before the padding, where it splits no
/// padded dimension but into unit ones: the convolution then reads the
/// padding it takes as its own.
struct ExpandBeforePad : public OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto pad = expand.getSrc().getDefiningOp<tensor::PadOp>();
    std::optional<ConstantBorder> border =
        pad ? constantBorder(pad) : std::nullopt;
    if (!border || !expand.getResultType().hasStaticShape())
      return rewriter.notifyMatchFailure(expand, "not of a constant padding");
    SmallVector<int64_t> low, high, shape;
    ArrayRef<int64_t> expanded = expand.getResultType().getShape();
    for (auto [dim, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      bool padded = border->low[dim] || border->high[dim];
      auto wide = llvm::make_filter_range(
          group, [&](int64_t target) { return expanded[target] != 1; });
      if (padded && llvm::range_size(wide) != 1)
        return rewriter.notifyMatchFailure(expand, "splits a padded "
                                                   "dimension");
      for (int64_t target : group) {
        bool takesPadding = padded && expanded[target] != 1;
        low.push_back(takesPadding ? border->low[dim] : 0);
        high.push_back(takesPadding ? border->high[dim] : 0);
        shape.push_back(takesPadding ? expanded[target] - border->low[dim] -
                                           border->high[dim]
                                     : expanded[target]);
      }
    }
    Location loc = expand.getLoc();
    auto type = RankedTensorType::get(shape, expand.getResultType().getElementType());
    Value source = tensor::ExpandShapeOp::create(
        rewriter, loc, type, pad.getSource(), expand.getReassociationIndices());
    Value padding = arith::ConstantOp::create(rewriter, loc, border->value);
    rewriter.replaceOpWithNewOp<tensor::PadOp>(
        expand, expand.getResultType(), source,
        getAsIndexOpFoldResult(rewriter.getContext(), low),
        getAsIndexOpFoldResult(rewriter.getContext(), high), padding);
    return success();
  }
};

/// A reshape that splits the kept dimensions of a broadcast (torch-mlir's
/// grouped convolution's bias, broadcast into its destination, split into
/// groups) goes before the broadcast, on its input: the broadcast then
/// stays a relayout that folds into its reader.
struct ExpandBeforeBroadcast
    : public OpRewritePattern<tensor::ExpandShapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExpandShapeOp expand,
                                PatternRewriter &rewriter) const override {
    auto broadcast = expand.getSrc().getDefiningOp<linalg::BroadcastOp>();
    if (!broadcast || !broadcast.hasPureTensorSemantics() ||
        !expand.getResultType().hasStaticShape())
      return rewriter.notifyMatchFailure(expand, "not of a broadcast");
    ArrayRef<int64_t> added = broadcast.getDimensions();
    ArrayRef<int64_t> expanded = expand.getResultType().getShape();
    SmallVector<int64_t> inputShape, dimensions;
    SmallVector<ReassociationIndices> inputGroups;
    for (auto [dim, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      if (llvm::is_contained(added, int64_t(dim))) {
        if (group.size() != 1)
          return rewriter.notifyMatchFailure(expand, "splits a broadcast "
                                                     "dimension");
        dimensions.push_back(group.front());
        continue;
      }
      ReassociationIndices inputGroup;
      for (int64_t target : group) {
        inputGroup.push_back(inputShape.size());
        inputShape.push_back(expanded[target]);
      }
      inputGroups.push_back(inputGroup);
    }
    Location loc = expand.getLoc();
    Type element = expand.getResultType().getElementType();
    Value input = tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get(inputShape, element),
        broadcast.getInput(), inputGroups);
    Value empty = tensor::EmptyOp::create(rewriter, loc, expanded, element);
    rewriter.replaceOpWithNewOp<linalg::BroadcastOp>(expand, input, empty,
                                                     dimensions);
    return success();
  }
};

/// One elementwise generic over `type` that reads no operand: each point
/// yields what `payload` builds from its coordinates (linalg.index).
static Value generateByCoordinates(
    OpBuilder &builder, Location loc, RankedTensorType type,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> payload) {
  int64_t rank = type.getRank();
  Value empty = tensor::EmptyOp::create(builder, loc, type.getShape(),
                                        type.getElementType());
  SmallVector<AffineMap> maps{
      AffineMap::getMultiDimIdentityMap(rank, builder.getContext())};
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  auto generated = linalg::GenericOp::create(
      builder, loc, type, ValueRange{}, ValueRange{empty}, maps, parallel,
      [&](OpBuilder &b, Location at, ValueRange) {
        SmallVector<Value> point;
        for (int64_t dim = 0; dim < rank; ++dim)
          point.push_back(linalg::IndexOp::create(b, at, dim));
        linalg::YieldOp::create(b, at, payload(b, at, point));
      });
  return generated.getResult(0);
}

/// One elementwise op over `type` that places `source` on a lattice: the
/// point at offsets[d] + strides[d] * e (e < the source's extent) reads the
/// source's element e, every other point yields `padding`. The source is
/// read at `readOffsets` past e where it is a slice's (a view read in
/// place). A pad or a slice inserted into a fill, so that a kernel
/// computes it, not a copy.
static Value placeOnLattice(OpBuilder &builder, Location loc, Value source,
                            ArrayRef<int64_t> sizes,
                            ArrayRef<int64_t> readOffsets, Value padding,
                            RankedTensorType type, ArrayRef<int64_t> offsets,
                            ArrayRef<int64_t> strides) {
  return generateByCoordinates(
      builder, loc, type,
      [&](OpBuilder &b, Location at, ArrayRef<Value> points) -> Value {
        auto index = [&](int64_t value) -> Value {
          return arith::ConstantIndexOp::create(b, at, value);
        };
        Value inside = arith::ConstantIntOp::create(b, at, 1, 1);
        SmallVector<Value> position;
        for (auto [dim, point] : llvm::enumerate(points)) {
          Value element = point;
          if (offsets[dim] != 0 || strides[dim] != 1 ||
              sizes[dim] != type.getDimSize(dim)) {
            // Unsigned, a point before the offset lies past the end.
            Value relative =
                arith::SubIOp::create(b, at, point, index(offsets[dim]));
            Value onSlice = arith::CmpIOp::create(
                b, at, arith::CmpIPredicate::ult, relative,
                index(sizes[dim] * strides[dim]));
            element = relative;
            if (strides[dim] != 1) {
              Value remainder = arith::RemUIOp::create(b, at, relative,
                                                       index(strides[dim]));
              Value onLattice = arith::CmpIOp::create(
                  b, at, arith::CmpIPredicate::eq, remainder, index(0));
              onSlice = arith::AndIOp::create(b, at, onSlice, onLattice);
              element =
                  arith::DivUIOp::create(b, at, relative, index(strides[dim]));
            }
            // Off the lattice, a read in bounds whose value goes unused.
            element =
                arith::SelectOp::create(b, at, onSlice, element, index(0));
            inside = arith::AndIOp::create(b, at, inside, onSlice);
          }
          if (readOffsets[dim] != 0)
            element = arith::AddIOp::create(b, at, element,
                                            index(readOffsets[dim]));
          position.push_back(element);
        }
        Value read = tensor::ExtractOp::create(b, at, source, position);
        return arith::SelectOp::create(b, at, inside, read, padding);
      });
}

/// A slice inserted with strides into a filled tensor (torch-mlir's
/// transposed convolution: its input spread out, zeros between and around)
/// becomes one elementwise op over the destination (placeOnLattice).
struct InsertSliceIntoFill : public OpRewritePattern<tensor::InsertSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::InsertSliceOp insert,
                                PatternRewriter &rewriter) const override {
    // A transposed convolution's spread input stays a slice: a library
    // computes it from the unspread input (matchTransposedConv).
    if (insert->hasOneUse()) {
      Operation *reader = *insert->user_begin();
      // In groups, through the view that splits the channels.
      if (isa<tensor::ExpandShapeOp>(reader) && reader->hasOneUse())
        reader = *reader->user_begin();
      if (auto conv = dyn_cast<linalg::LinalgOp>(reader);
          conv && matchTransposedConv(conv))
        return rewriter.notifyMatchFailure(insert,
                                           "a transposed convolution's input");
    }
    auto fill = insert.getDest().getDefiningOp<linalg::FillOp>();
    RankedTensorType sourceType = insert.getSourceType();
    RankedTensorType type = insert.getResultType();
    if (!fill || !fill.hasPureTensorSemantics() || !type.hasStaticShape() ||
        !sourceType.hasStaticShape() ||
        sourceType.getRank() != type.getRank() ||
        ShapedType::isDynamicShape(insert.getStaticOffsets()) ||
        ShapedType::isDynamicShape(insert.getStaticStrides()))
      return rewriter.notifyMatchFailure(insert, "not a static slice of the "
                                                 "same rank into a fill");
    SmallVector<int64_t> readOffsets(type.getRank(), 0);
    rewriter.replaceOp(
        insert, placeOnLattice(rewriter, insert.getLoc(), insert.getSource(),
                               sourceType.getShape(), readOffsets,
                               fill.getInputs()[0], type,
                               insert.getStaticOffsets(),
                               insert.getStaticStrides()));
    return success();
  }
};

/// The static offsets at which `slice` takes a window of its source at
/// unit strides, every dimension kept; nothing for any other slice.
static std::optional<ArrayRef<int64_t>>
windowOffsetsOf(tensor::ExtractSliceOp slice) {
  if (!slice ||
      slice.getResultType().getRank() != slice.getSourceType().getRank() ||
      ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
      !slice.hasUnitStride())
    return std::nullopt;
  return slice.getStaticOffsets();
}

/// A pad of constant border that no convolution or window reads (those
/// take its border as bounds: the contract's absorbedPad) becomes one
/// elementwise op (placeOnLattice), so that a kernel computes it: left as
/// a tensor op it stays outside every task, a fill and a strided copy. A
/// static unit-stride slice of the pad, its only reader (F.pad(x)[:, :-1],
/// an exclusive scan's shift), is computed as that window of it, and a
/// source that is such a slice is read in place.
static LogicalResult padAsElementwise(PatternRewriter &rewriter,
                                      tensor::PadOp pad, Operation *replaced,
                                      RankedTensorType type,
                                      ArrayRef<int64_t> windowOffsets) {
  std::optional<ConstantBorder> border = constantBorder(pad);
  RankedTensorType sourceType = pad.getSourceType();
  if (!border || !type.hasStaticShape() || !sourceType.hasStaticShape())
    return rewriter.notifyMatchFailure(pad, "not a static constant border");
  if (llvm::any_of(pad->getUses(), isWindowInput))
    return rewriter.notifyMatchFailure(pad, "a window reads its border");
  int64_t rank = type.getRank();
  Value source = pad.getSource();
  SmallVector<int64_t> readOffsets(rank, 0);
  auto slice = source.getDefiningOp<tensor::ExtractSliceOp>();
  if (std::optional<ArrayRef<int64_t>> sliceOffsets = windowOffsetsOf(slice)) {
    source = slice.getSource();
    readOffsets.assign(sliceOffsets->begin(), sliceOffsets->end());
  }
  // The source's element 0 lies at low - windowOffsets in the window.
  SmallVector<int64_t> offsets, strides(rank, 1);
  for (int64_t dim = 0; dim < rank; ++dim)
    offsets.push_back(border->low[dim] - windowOffsets[dim]);
  rewriter.setInsertionPoint(replaced);
  Location loc = pad.getLoc();
  Value padding = arith::ConstantOp::create(rewriter, loc, border->value);
  rewriter.replaceOp(replaced,
                     placeOnLattice(rewriter, loc, source,
                                    sourceType.getShape(), readOffsets,
                                    padding, type, offsets, strides));
  return success();
}

/// padAsElementwise over the whole pad.
struct PadAsElementwise : public OpRewritePattern<tensor::PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::PadOp pad,
                                PatternRewriter &rewriter) const override {
    SmallVector<int64_t> whole(pad.getResultType().getRank(), 0);
    return padAsElementwise(rewriter, pad, pad, pad.getResultType(), whole);
  }
};

/// padAsElementwise over the window a slice, the pad's only reader, takes.
struct SliceOfPadAsElementwise
    : public OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto pad = slice.getSource().getDefiningOp<tensor::PadOp>();
    std::optional<ArrayRef<int64_t>> offsets = windowOffsetsOf(slice);
    if (!pad || !pad->hasOneUse() || !offsets)
      return rewriter.notifyMatchFailure(
          slice, "not a static unit-stride window of a pad");
    return padAsElementwise(rewriter, pad, slice, slice.getResultType(),
                            *offsets);
  }
};

/// Whether each group of `reassociation` merges at most one dimension of
/// more than one element of `expanded`: a reshape that only adds or drops
/// unit dimensions.
static bool reshapesUnitsOnly(ArrayRef<ReassociationIndices> reassociation,
                              ArrayRef<int64_t> expanded) {
  return llvm::all_of(reassociation, [&](const ReassociationIndices &group) {
    return llvm::count_if(group,
                          [&](int64_t dim) { return expanded[dim] != 1; }) <= 1;
  });
}

/// Per group of `reassociation` over `expanded`, the dimension that carries
/// the group's index: its one dimension of more than one element, else its
/// first.
static SmallVector<int64_t>
carryingDims(ArrayRef<ReassociationIndices> reassociation,
             ArrayRef<int64_t> expanded) {
  SmallVector<int64_t> carrying;
  for (const ReassociationIndices &group : reassociation) {
    const int64_t *wide =
        llvm::find_if(group, [&](int64_t dim) { return expanded[dim] != 1; });
    carrying.push_back(wide != group.end() ? *wide : group.front());
  }
  return carrying;
}

/// Folds static slices that are not contiguous into the indexing maps of
/// the elementwise generics that read them, through reshapes that only
/// add or drop unit dimensions: a reader of x[:, 256:512] (an LSTM's gate,
/// a chunk of a GLU) reads x at (i, j + 256). Left apart, such a slice is
/// a copy outside every task, a launch of its own; a contiguous one is
/// read in place already, and stays a plain operand (a library's
/// epilogue reads no offset map).
struct FoldSliceIntoReader : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  /// `source` read at `exprs` by `op`, whose map `map` reads a slice of
  /// shape `read`: where a loop runs over part of a dimension (d + o, or d
  /// from 0 short of the end), the dimension is split into slices of the
  /// loop's extent, read at (o / extent, d), when they divide it: a loop
  /// read as a coordinate of its own spans that coordinate whole (linalg's
  /// verifier), and reads along whole slices stay vectors. An offset they
  /// do not divide stays d + o; a part from 0 they do not divide is no
  /// fold.
  static FailureOr<std::pair<Value, SmallVector<AffineExpr>>>
  splitIntoSlices(PatternRewriter &rewriter, linalg::GenericOp op, Value source,
                  ArrayRef<AffineExpr> exprs, AffineMap map,
                  RankedTensorType read) {
    MLIRContext *context = op.getContext();
    ArrayRef<int64_t> whole =
        cast<RankedTensorType>(source.getType()).getShape();
    SmallVector<AffineExpr> split;
    SmallVector<ReassociationIndices> groups;
    SmallVector<int64_t> splitShape;
    for (auto [d, expr] : llvm::enumerate(exprs)) {
      groups.push_back({static_cast<int64_t>(splitShape.size())});
      // d, or d + o.
      AffineExpr loop = expr;
      int64_t offset = 0;
      if (auto sum = dyn_cast<AffineBinaryOpExpr>(expr);
          sum && sum.getKind() == AffineExprKind::Add)
        if (auto constant = dyn_cast<AffineConstantExpr>(sum.getRHS())) {
          loop = sum.getLHS();
          offset = constant.getValue();
        }
      std::optional<unsigned> at;
      if (isa<AffineDimExpr>(loop))
        at = map.getResultPosition(loop);
      int64_t extent = at ? read.getShape()[*at] : whole[d];
      if (!at || extent == whole[d]) {
        split.push_back(expr);
        splitShape.push_back(whole[d]);
        continue;
      }
      if (whole[d] % extent || offset % extent) {
        if (offset == 0)
          return failure();
        split.push_back(expr);
        splitShape.push_back(whole[d]);
        continue;
      }
      groups.back().push_back(splitShape.size() + 1);
      split.append({getAffineConstantExpr(offset / extent, context), loop});
      splitShape.append({whole[d] / extent, extent});
    }
    if (splitShape.size() == whole.size())
      return std::make_pair(source, split);
    auto type = RankedTensorType::get(
        splitShape, cast<RankedTensorType>(source.getType()).getElementType());
    rewriter.setInsertionPoint(op);
    Value expanded = tensor::ExpandShapeOp::create(rewriter, op.getLoc(), type,
                                                   source, groups);
    return std::make_pair(expanded, split);
  }

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        classifyOp(cast<linalg::LinalgOp>(op.getOperation())) !=
            OpClass::Elementwise)
      return rewriter.notifyMatchFailure(op, "not elementwise on tensors");
    MLIRContext *context = op.getContext();
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    SmallVector<std::pair<OpOperand *, Value>> rewired;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = maps[input->getOperandNumber()];
      SmallVector<AffineExpr> exprs(map.getResults());
      Value read = input->get();
      // Through a reshape of units: the index of each merged group goes to
      // the group's carrying dimension, 0 to the others.
      if (auto collapse = read.getDefiningOp<tensor::CollapseShapeOp>()) {
        ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
        SmallVector<ReassociationIndices> groups =
            collapse.getReassociationIndices();
        if (!collapse.getSrcType().hasStaticShape() ||
            !reshapesUnitsOnly(groups, shape))
          continue;
        SmallVector<AffineExpr> expanded(shape.size(),
                                         getAffineConstantExpr(0, context));
        for (auto [group, dim] : llvm::enumerate(carryingDims(groups, shape)))
          expanded[dim] = exprs[group];
        exprs = expanded;
        read = collapse.getSrc();
      }
      std::optional<ReadView> view = readViewOf(read);
      if (!view || view->tensor == read || isContiguousView(*view))
        continue;
      for (auto [d, expr] : llvm::enumerate(exprs))
        expr = view->offsets[d] + view->strides[d] * expr;
      Value source = view->tensor;
      if (auto expand = source.getDefiningOp<tensor::ExpandShapeOp>()) {
        ArrayRef<int64_t> shape = expand.getResultType().getShape();
        SmallVector<ReassociationIndices> groups =
            expand.getReassociationIndices();
        if (expand.getSrcType().hasStaticShape() &&
            reshapesUnitsOnly(groups, shape)) {
          SmallVector<AffineExpr> merged;
          for (int64_t dim : carryingDims(groups, shape))
            merged.push_back(exprs[dim]);
          exprs = merged;
          source = expand.getSrc();
        }
      }
      FailureOr<std::pair<Value, SmallVector<AffineExpr>>> split =
          splitIntoSlices(rewriter, op, source, exprs, map,
                          cast<RankedTensorType>(input->get().getType()));
      if (failed(split))
        continue;
      maps[input->getOperandNumber()] =
          AffineMap::get(map.getNumDims(), 0, split->second, context);
      rewired.emplace_back(input, split->first);
    }
    if (rewired.empty())
      return rewriter.notifyMatchFailure(op, "reads no static slice");
    rewriter.modifyOpInPlace(op, [&] {
      for (auto [use, source] : rewired)
        use->set(source);
      op.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
    });
    return success();
  }
};

/// A concatenation becomes one elementwise op over its result that reads
/// each input where it lies: out[.., i, ..] is input k's element at i
/// minus k's offset along the joined dimension, for the k whose range
/// holds i. Left as a tensor op it is a copy per input outside every
/// task; as one op a kernel writes it in one pass, its readers (a norm
/// after a dense block's concatenation) fused. Each input's read is the
/// branch of a select, its index held in bounds where another input's
/// range holds i, so that a kernel loads only the selected input.
struct ConcatAsElementwise : public OpRewritePattern<tensor::ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ConcatOp concat,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = concat.getResultType();
    if (!type.hasStaticShape() ||
        !isa<IntegerType, FloatType>(type.getElementType()))
      return rewriter.notifyMatchFailure(
          concat, "not a static shape of integers or floats");
    int64_t rank = type.getRank();
    int64_t joined = concat.getDim();
    SmallVector<ReadView> views;
    SmallVector<int64_t> starts, extents;
    int64_t start = 0;
    for (Value input : concat.getInputs()) {
      std::optional<ReadView> view = readViewOf(input);
      if (!view)
        return rewriter.notifyMatchFailure(concat, "an input of dynamic shape");
      int64_t extent = view->shape[joined];
      views.push_back(*view);
      starts.push_back(start);
      extents.push_back(extent);
      start += extent;
    }
    if (start != type.getDimSize(joined))
      return rewriter.notifyMatchFailure(concat, "inputs that do not fill "
                                                 "the result");

    Value joinedValue = generateByCoordinates(
        rewriter, concat.getLoc(), type,
        [&](OpBuilder &b, Location at, ArrayRef<Value> point) -> Value {
          auto index = [&](int64_t value) -> Value {
            return arith::ConstantIndexOp::create(b, at, value);
          };
          // Every point lies in some input's range: the zero is never
          // yielded.
          Value value = arith::ConstantOp::create(
              b, at, b.getZeroAttr(type.getElementType()));
          for (auto [view, first, extent] :
               llvm::zip(views, starts, extents)) {
            // Unsigned, a point before the range lies past its end.
            Value relative =
                arith::SubIOp::create(b, at, point[joined], index(first));
            Value inRange =
                arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult,
                                      relative, index(extent));
            SmallVector<Value> position;
            for (int64_t dim = 0; dim < rank; ++dim) {
              Value element = point[dim];
              if (dim == joined)
                element = arith::SelectOp::create(b, at, inRange, relative,
                                                  index(0));
              if (view.strides[dim] != 1)
                element = arith::MulIOp::create(b, at, element,
                                                index(view.strides[dim]));
              if (view.offsets[dim] != 0)
                element = arith::AddIOp::create(b, at, element,
                                                index(view.offsets[dim]));
              position.push_back(element);
            }
            Value read =
                tensor::ExtractOp::create(b, at, view.tensor, position);
            value = arith::SelectOp::create(b, at, inRange, read, value);
          }
          return value;
        });
    rewriter.replaceOp(concat, joinedValue);
    return success();
  }
};

/// `select(cmpf ugt x, c, x, c)` is `maximumf(x, c)` and
/// `select(cmpf ult x, c, x, c)` is `minimumf(x, c)` for a constant `c`
/// that is not NaN, and not -0.0 for the maximum or +0.0 for the minimum:
/// then both give NaN for a NaN `x` and the same zero for zeros. A ReLU is
/// the first with c = 0.
struct SelectToMinMax : public OpRewritePattern<arith::SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::SelectOp select,
                                PatternRewriter &rewriter) const override {
    auto compare = select.getCondition().getDefiningOp<arith::CmpFOp>();
    Value x = select.getTrueValue(), bound = select.getFalseValue();
    FloatAttr constant;
    if (!compare || compare.getLhs() != x || compare.getRhs() != bound ||
        !matchPattern(bound, m_Constant(&constant)))
      return rewriter.notifyMatchFailure(
          select, "not a select of x and a constant by comparing them");
    const APFloat &value = constant.getValue();
    arith::CmpFPredicate predicate = compare.getPredicate();
    if (value.isNaN())
      return rewriter.notifyMatchFailure(select, "the bound is NaN");
    if (predicate == arith::CmpFPredicate::UGT &&
        !(value.isZero() && value.isNegative())) {
      rewriter.replaceOpWithNewOp<arith::MaximumFOp>(select, x, bound);
      return success();
    }
    if (predicate == arith::CmpFPredicate::ULT &&
        !(value.isZero() && !value.isNegative())) {
      rewriter.replaceOpWithNewOp<arith::MinimumFOp>(select, x, bound);
      return success();
    }
    return rewriter.notifyMatchFailure(
        select, "a comparison that is no maximum or minimum with this bound");
  }
};

/// Whether `op` sums its one input from zero: its payload is
/// addf(in, acc) and its destination a fill of zero.
bool isSumFromZero(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      classifyOp(op) != OpClass::Reduction)
    return false;
  Block *payload = op.getBlock();
  auto add =
      payload->getTerminator()->getOperand(0).getDefiningOp<arith::AddFOp>();
  Value in = op.getMatchingBlockArgument(op.getDpsInputOperand(0));
  Value acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  return add && payload->getOperations().size() == 2 &&
         ((add.getLhs() == in && add.getRhs() == acc) ||
          (add.getLhs() == acc && add.getRhs() == in)) &&
         fill && matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
}

/// A sum of x in f32 beside the same sum of x widened to f64 (torch-mlir's
/// batch and layer norms take the mean both ways: in f64 for the variance,
/// in f32 for the output) is the f64 sum rounded to f32: one reduction
/// less, so that a kernel reads x once for both. Not bit for bit: the
/// rounded f64 sum is the closer of the two to the exact one.
struct SumFromWiderSum : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || !isSumFromZero(op))
      return rewriter.notifyMatchFailure(op, "not a sum from zero");
    Value x = op.getDpsInputOperand(0)->get();
    AffineMap read = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
    for (Operation *user : x.getUsers()) {
      auto widen = dyn_cast<linalg::LinalgOp>(user);
      if (!widen || !isWideningCast(widen) ||
          widen->getParentRegion() != op->getParentRegion())
        continue;
      for (Operation *reader : widen->getResult(0).getUsers()) {
        auto wider = dyn_cast<linalg::LinalgOp>(reader);
        if (!wider || wider == op || !isSumFromZero(wider) ||
            wider.getIndexingMapsArray() != op.getIndexingMapsArray() ||
            wider.getIteratorTypesArray() != op.getIteratorTypesArray() ||
            wider.getMatchingIndexingMap(wider.getDpsInputOperand(0)) !=
                read ||
            wider->getBlock() != op->getBlock() ||
            !wider->isBeforeInBlock(op))
          continue;
        auto type = cast<RankedTensorType>(op->getResult(0).getType());
        Location loc = op.getLoc();
        Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                              type.getElementType());
        AffineMap identity = AffineMap::getMultiDimIdentityMap(
            type.getRank(), rewriter.getContext());
        SmallVector<utils::IteratorType> parallel(
            type.getRank(), utils::IteratorType::parallel);
        Type element = type.getElementType();
        auto rounded = linalg::GenericOp::create(
            rewriter, loc, type, ValueRange{wider->getResult(0)},
            ValueRange{empty}, SmallVector<AffineMap>{identity, identity},
            parallel, [&](OpBuilder &b, Location nested, ValueRange args) {
              Value narrow =
                  arith::TruncFOp::create(b, nested, element, args[0]);
              linalg::YieldOp::create(b, nested, narrow);
            });
        rewriter.replaceOp(op, rounded->getResults());
        return success();
      }
    }
    return rewriter.notifyMatchFailure(op, "no sum of the same values "
                                           "widened before it");
  }
};

/// A mask (an elementwise op with one i1 result: `targets != -100` of a
/// cross-entropy) read by several ops is computed again in each: kernels
/// store no i1 tensors, and a compare costs less than a read of its
/// result. Each copy then fuses into its reader.
struct RecomputeMaskPerReader : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
        !getElementTypeOrSelf(op->getResult(0).getType()).isInteger(1) ||
        classifyOp(op) != OpClass::Elementwise || !isMemoryEffectFree(op))
      return rewriter.notifyMatchFailure(op, "not an effect-free mask");
    SmallVector<OpOperand *> uses = llvm::map_to_vector(
        op->getResult(0).getUses(), [](OpOperand &use) { return &use; });
    if (uses.size() < 2 ||
        !llvm::all_of(uses, [](OpOperand *use) {
          return isa<linalg::GenericOp>(use->getOwner());
        }))
      return rewriter.notifyMatchFailure(op, "not a mask read by several "
                                             "generics");
    for (OpOperand *use : ArrayRef(uses).drop_front()) {
      rewriter.setInsertionPoint(use->getOwner());
      Operation *copy = rewriter.clone(*op);
      rewriter.modifyOpInPlace(use->getOwner(),
                               [&] { use->set(copy->getResult(0)); });
    }
    return success();
  }
};

/// Whether `value` is computed from the function's arguments and constants
/// alone, through reshapes, fills and elementwise generics: no reduction, no
/// contraction, nothing that depends on another op's sum.
bool fromParametersOnly(Value value, llvm::SmallPtrSetImpl<Operation *> &seen) {
  Operation *def = value.getDefiningOp();
  if (!def || !seen.insert(def).second)
    return true;
  if (isa<arith::ConstantOp, tensor::EmptyOp, tensor::ExpandShapeOp,
          tensor::CollapseShapeOp, tensor::ExtractSliceOp>(def))
    return llvm::all_of(def->getOperands(), [&](Value operand) {
      return fromParametersOnly(operand, seen);
    });
  auto linalgOp = dyn_cast<linalg::LinalgOp>(def);
  if (!linalgOp || (classifyOp(linalgOp) != OpClass::Elementwise &&
                    classifyOp(linalgOp) != OpClass::Fill))
    return false;
  return llvm::all_of(linalgOp.getDpsInputs(), [&](Value operand) {
    return fromParametersOnly(operand, seen);
  });
}

/// The points of `op`'s iteration space; nullopt where a loop is dynamic
/// or the count passes int64 (extents of 2^31 and more, multiplied).
std::optional<int64_t> iterationPoints(linalg::LinalgOp op) {
  int64_t points = 1;
  for (int64_t range : op.getStaticLoopRanges()) {
    if (ShapedType::isDynamic(range) ||
        llvm::MulOverflow(points, range, points))
      return std::nullopt;
  }
  return points;
}

/// Marks a producer that InlineParameterMath inlined into a reader but
/// had to keep for readers that come before the fused op.
constexpr llvm::StringLiteral kRecomputedByReaders = "hiera.recomputed_by_readers";

/// Erases such a producer once nothing reads it: its payload's checks
/// (asserts, which keep it from being dead code) run in its readers. The
/// mark is on the checks, which canonicalization moves with the payload
/// when it drops the op's unused results.
struct EraseRecomputedProducer : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    bool recomputed = false, unmarked = false;
    op.getBlock()->walk([&](cf::AssertOp check) {
      (check->hasAttr(kRecomputedByReaders) ? recomputed : unmarked) = true;
    });
    if (!op->use_empty() || !recomputed || unmarked)
      return rewriter.notifyMatchFailure(op, "read, or not recomputed");
    rewriter.eraseOp(op);
    return success();
  }
};

/// Whether `value` is a reduction's result, or computed elementwise from
/// one, through reshapes and slices as fromParametersOnly walks them.
static bool derivesFromReduction(Value value,
                                 llvm::SmallPtrSetImpl<Operation *> &visited) {
  Operation *def = value.getDefiningOp();
  if (!def || !visited.insert(def).second)
    return false;
  if (isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
          tensor::ExtractSliceOp>(def))
    return derivesFromReduction(def->getOperand(0), visited);
  auto op = dyn_cast<linalg::LinalgOp>(def);
  if (!op)
    return false;
  OpClass kind = classifyOp(op);
  return kind == OpClass::Reduction ||
         (kind == OpClass::Elementwise &&
          llvm::any_of(op.getDpsInputs(), [&](Value input) {
            return derivesFromReduction(input, visited);
          }));
}

/// The most operations per point an elementwise op that its one reader
/// reads broadcast is computed with again at each of the reader's points
/// (a sigmoid's four): more would turn a memory-bound reader into a
/// compute-bound one.
constexpr int64_t kInlinedPayloadOps = 8;

/// An elementwise op over fewer points than its elementwise reader,
/// computed from the function's arguments and constants alone (batch
/// norm's 1 / sqrt(var + eps) per channel in eval mode, a layer norm's
/// affine parameters), or read by that reader alone with a payload of at
/// most kInlinedPayloadOps operations and no reduction's result among its
/// inputs (a squeeze-and-excitation block's sigmoid per channel of a
/// convolution's result, before the scale that reads it at every pixel), is
/// computed again inside the reader, at the point it reads: the reader
/// then iterates over one space, as an elementwise kernel does, and no
/// task is launched for a few values. The same ops on the same values, bit
/// for bit. Its checks (torch-mlir guards a reciprocal with a cf.assert)
/// go with it: the reader reads every point of it, so once no reader is
/// left the op itself goes.
struct InlineParameterMath : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp consumer,
                                PatternRewriter &rewriter) const override {
    if (!consumer.hasPureTensorSemantics() ||
        classifyOp(consumer) != OpClass::Elementwise)
      return rewriter.notifyMatchFailure(consumer, "not an elementwise op");
    std::optional<int64_t> consumerPoints = iterationPoints(consumer);
    for (OpOperand *use : consumer.getDpsInputOperands()) {
      auto producer = use->get().getDefiningOp<linalg::GenericOp>();
      if (!producer || producer->getNumResults() != 1 ||
          !producer.hasPureTensorSemantics() ||
          classifyOp(producer) != OpClass::Elementwise)
        continue;
      std::optional<int64_t> producerPoints = iterationPoints(producer);
      AffineMap read = consumer.getMatchingIndexingMap(use);
      // Read at every point: a projection onto all of the producer's
      // dimensions, each of its results a loop of the reader.
      if (!consumerPoints || !producerPoints ||
          *producerPoints >= *consumerPoints ||
          !read.isProjectedPermutation() ||
          read.getNumResults() != producer.getNumLoops() ||
          !producer.getMatchingIndexingMap(producer.getDpsInitOperand(0))
               .isIdentity())
        continue;
      llvm::SmallPtrSet<Operation *, 16> seen;
      // A value per row of a reduction (a norm's 1 / sqrt(mean + eps))
      // stays one per row: the rows kernels compute it once per row.
      llvm::SmallPtrSet<Operation *, 16> visited;
      bool readsReduction = derivesFromReduction(use->get(), visited);
      bool cheapAlone = producer->hasOneUse() && !readsReduction &&
                        countPayloadFlops(producer) <= kInlinedPayloadOps;
      if (!(fromParametersOnly(use->get(), seen) || cheapAlone) ||
          !linalg::areElementwiseOpsFusable(use))
        continue;
      FailureOr<linalg::ElementwiseOpFusionResult> fused =
          linalg::fuseElementwiseOps(rewriter, use);
      if (failed(fused))
        continue;
      // The fused op stands where the consumer stood: the producer's other
      // readers that come before it keep the producer (GPT-2 reads its
      // position ids before the embedding that inlines them).
      DominanceInfo dominance(consumer->getParentOp());
      for (auto [original, replacement] : fused->replacements)
        rewriter.replaceUsesWithIf(original, replacement, [&](OpOperand &u) {
          return u.getOwner() != producer &&
                 dominance.properlyDominates(fused->fusedOp, u.getOwner());
        });
      rewriter.eraseOp(consumer);
      if (producer->use_empty())
        rewriter.eraseOp(producer);
      else
        // Its readers now compute it at every point, its checks included:
        // once the readers that precede them are gone, it may go too.
        producer.getBlock()->walk([&](cf::AssertOp check) {
          rewriter.modifyOpInPlace(check, [&] {
            check->setAttr(kRecomputedByReaders, rewriter.getUnitAttr());
          });
        });
      return success();
    }
    return rewriter.notifyMatchFailure(consumer,
                                       "reads no parameter math to inline");
  }
};

/// A gather (a tensor.extract in a generic's payload) from the result of
/// an elementwise generic over more points than the gatherer's reads the
/// producer's inputs at the same point and computes the producer's payload
/// there: cross-entropy picks one log-probability per row out of a
/// log-softmax, which need then never be written (its statistics stay per
/// row, read once); the same ops on the same values, bit for bit. The
/// producer goes once nothing else reads it.
struct GatherThroughElementwise : public OpRewritePattern<tensor::ExtractOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractOp gather,
                                PatternRewriter &rewriter) const override {
    auto gatherer = gather->getParentOfType<linalg::GenericOp>();
    auto producer = gather.getTensor().getDefiningOp<linalg::GenericOp>();
    if (!gatherer || !producer ||
        producer->getBlock() != gatherer->getBlock() ||
        !producer.hasPureTensorSemantics() ||
        classifyOp(producer) != OpClass::Elementwise)
      return rewriter.notifyMatchFailure(gather, "not a gather from an "
                                                 "elementwise generic");
    std::optional<int64_t> gathererPoints = iterationPoints(gatherer);
    std::optional<int64_t> producerPoints = iterationPoints(producer);
    if (!gathererPoints || !producerPoints ||
        *gathererPoints >= *producerPoints)
      return rewriter.notifyMatchFailure(gather, "reads as many points as "
                                                 "the producer computes");
    auto result = cast<OpResult>(gather.getTensor());
    OpOperand *init = producer.getDpsInitOperand(result.getResultNumber());
    Block &payload = producer.getRegion().front();
    bool simple =
        producer.getMatchingIndexingMap(init).isIdentity() &&
        llvm::none_of(producer.getDpsInitsMutable(),
                      [&](OpOperand &output) {
                        return producer.payloadUsesValueFromOperand(&output);
                      }) &&
        llvm::all_of(producer.getDpsInputOperands(),
                     [&](OpOperand *input) {
                       return llvm::all_of(
                           producer.getMatchingIndexingMap(input).getResults(),
                           [](AffineExpr expr) {
                             return isa<AffineDimExpr, AffineConstantExpr>(
                                 expr);
                           });
                     }) &&
        llvm::all_of(payload.without_terminator(), [](Operation &op) {
          return op.getNumRegions() == 0 && isMemoryEffectFree(&op);
        });
    if (!simple)
      return rewriter.notifyMatchFailure(
          gather, "the producer reads through other maps, accumulates, or "
                  "has effects");

    // The producer's payload at the gathered point, its inputs read there.
    Location loc = gather.getLoc();
    rewriter.setInsertionPoint(gather);
    ValueRange point = gather.getIndices();
    IRMapping mapping;
    for (OpOperand *input : producer.getDpsInputOperands()) {
      Value operand = input->get();
      BlockArgument argument = producer.getMatchingBlockArgument(input);
      if (!isa<RankedTensorType>(operand.getType())) {
        mapping.map(argument, operand);
        continue;
      }
      SmallVector<Value> indices;
      for (AffineExpr expr :
           producer.getMatchingIndexingMap(input).getResults()) {
        if (auto dim = dyn_cast<AffineDimExpr>(expr))
          indices.push_back(point[dim.getPosition()]);
        else
          indices.push_back(arith::ConstantIndexOp::create(
              rewriter, loc, cast<AffineConstantExpr>(expr).getValue()));
      }
      mapping.map(argument,
                  tensor::ExtractOp::create(rewriter, loc, operand, indices));
    }
    for (Operation &op : payload.without_terminator()) {
      if (auto index = dyn_cast<linalg::IndexOp>(op)) {
        mapping.map(index.getResult(), point[index.getDim()]);
        continue;
      }
      rewriter.clone(op, mapping);
    }
    Value yielded =
        payload.getTerminator()->getOperand(result.getResultNumber());
    rewriter.replaceOp(gather, mapping.lookupOrDefault(yielded));
    return success();
  }
};

/// Whether `op` is a generic on tensors that reads and writes through
/// projected permutations: no window, no strides.
bool isPointwiseOrReduction(Operation *op) {
  auto generic = dyn_cast_if_present<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         llvm::all_of(generic.getIndexingMapsArray(), [](AffineMap map) {
           return map.isProjectedPermutation();
         });
}

/// Whether a chain of pointwise ops and reshapes links `op` to a
/// reduction: its loops are then collapsed with the reduction's. A GEMM's
/// or a convolution's epilogue is not: it keeps the shape the library's
/// fused epilogue reads.
bool isNearReduction(linalg::LinalgOp op) {
  SmallVector<Operation *> worklist{op};
  llvm::SmallPtrSet<Operation *, 16> seen;
  auto visit = [&](Operation *next) {
    if (!next)
      return;
    auto generic = dyn_cast<linalg::GenericOp>(next);
    if ((generic && isPointwiseOrReduction(generic) &&
         classifyOp(generic) != OpClass::Contraction) ||
        isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(next))
      worklist.push_back(next);
  };
  while (!worklist.empty()) {
    Operation *current = worklist.pop_back_val();
    if (!seen.insert(current).second)
      continue;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(current);
        linalgOp && classifyOp(linalgOp) == OpClass::Reduction)
      return true;
    for (Value operand : current->getOperands())
      visit(operand.getDefiningOp());
    for (Operation *user : current->getUsers())
      visit(user);
  }
  return false;
}

/// Whether `map` reads an operand element for element, or reads a scalar:
/// neither makes an op's loops collapse. A scalar operand (a learned shift
/// added before a layer norm) preserves any run of loops; collapsing a run
/// the neighbouring reduction keeps apart (its reduced dimension) would
/// leave the pointwise ops in another shape than the norm's statistics,
/// and the two could not join one task.
static bool isIdentityOrScalar(AffineMap map) {
  return map.isIdentity() || map.getNumResults() == 0;
}

/// The loops of a generic that can become one: runs of neighbouring loops
/// of one iterator type that every operand reads contiguously, in order.
/// Only reductions and the broadcasting ops near them are collapsed: a
/// pointwise op is left in its shape unless a neighbour's reshape is folded
/// into it, so that a chain keeps one shape.
SmallVector<ReassociationIndices> collapsibleLoops(linalg::LinalgOp op) {
  SmallVector<ReassociationIndices> runs;
  if (!isPointwiseOrReduction(op))
    return runs;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  OpClass kind = classifyOp(op);
  if (kind == OpClass::Contraction || kind == OpClass::Fill ||
      (kind == OpClass::Elementwise &&
       (llvm::all_of(maps, isIdentityOrScalar) || !isNearReduction(op))))
    return runs;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  int64_t loops = op.getNumLoops();
  for (int64_t start = 0; start < loops;) {
    ReassociationIndices run{start};
    int64_t next = start + 1;
    for (; next < loops && iterators[next] == iterators[start]; ++next) {
      ReassociationIndices longer = run;
      longer.push_back(next);
      if (!linalg::areDimSequencesPreserved(maps, longer))
        break;
      run = std::move(longer);
    }
    if (run.size() > 1)
      runs.push_back(std::move(run));
    start = next;
  }
  return runs;
}

/// A shape both `a` and `b` refine by splitting dimensions: `extents`, and
/// for each of a's and b's dimensions the extents' indices it spans.
struct CommonRefinement {
  SmallVector<int64_t> extents;
  SmallVector<ReassociationIndices> ofA, ofB;
};

/// The common refinement of two static shapes without unit dimensions, if
/// there is one: where the products of their trailing dimensions divide
/// one another ([256, 524288] and [32, 256, 16384] refine [32, 8, 32,
/// 16384]; [4, 6] and [6, 4] have none).
std::optional<CommonRefinement> commonRefinement(ArrayRef<int64_t> a,
                                                 ArrayRef<int64_t> b) {
  auto trailing = [](ArrayRef<int64_t> shape) {
    SmallVector<int64_t> products(shape.size() + 1, 1);
    for (int k = int(shape.size()) - 1; k >= 0; --k)
      products[k] = products[k + 1] * shape[k];
    return products;
  };
  if (ShapedType::isDynamicShape(a) || ShapedType::isDynamicShape(b) ||
      llvm::is_contained(a, 1) || llvm::is_contained(b, 1))
    return std::nullopt;
  SmallVector<int64_t> ofA = trailing(a), ofB = trailing(b);
  if (ofA.front() != ofB.front())
    return std::nullopt;
  SmallVector<int64_t> bounds = llvm::to_vector(llvm::concat<int64_t>(ofA, ofB));
  llvm::sort(bounds, std::greater<int64_t>());
  bounds.erase(llvm::unique(bounds), bounds.end());
  CommonRefinement refinement;
  for (size_t i = 0; i + 1 < bounds.size(); ++i) {
    if (bounds[i] % bounds[i + 1])
      return std::nullopt;
    refinement.extents.push_back(bounds[i] / bounds[i + 1]);
  }
  auto groups = [&](ArrayRef<int64_t> products) {
    SmallVector<ReassociationIndices> result;
    for (size_t k = 0; k + 1 < products.size(); ++k) {
      ReassociationIndices group;
      for (size_t i = 0; i + 1 < bounds.size(); ++i)
        if (bounds[i] <= products[k] && bounds[i + 1] >= products[k + 1])
          group.push_back(i);
      result.push_back(group);
    }
    return result;
  };
  refinement.ofA = groups(ofA);
  refinement.ofB = groups(ofB);
  return refinement;
}

/// The reshapes of `value` from one grouping of `refinement`'s extents to
/// another: an expand to the refinement, then a collapse, each left out
/// where it would be the identity.
Value reshapeThrough(PatternRewriter &rewriter, Location loc, Value value,
                     const CommonRefinement &refinement,
                     ArrayRef<ReassociationIndices> from,
                     ArrayRef<ReassociationIndices> to) {
  Type element = getElementTypeOrSelf(value.getType());
  if (from.size() != refinement.extents.size())
    value = tensor::ExpandShapeOp::create(
        rewriter, loc, RankedTensorType::get(refinement.extents, element),
        value, from);
  if (to.size() != refinement.extents.size()) {
    SmallVector<int64_t> shape;
    for (const ReassociationIndices &group : to) {
      int64_t extent = 1;
      for (int64_t i : group)
        extent *= refinement.extents[i];
      shape.push_back(extent);
    }
    value = tensor::CollapseShapeOp::create(
        rewriter, loc, RankedTensorType::get(shape, element), value, to);
  }
  return value;
}

/// An elementwise op that reads a reshaped view of a value a structured op
/// computed in another shape is rewritten in that value's shape, its other
/// operands read through the reshape. A group norm's result is [N*G,
/// C/G*HW] rows; its per-channel affine reads it as [N, C, HW], and channel
/// c is (row mod G) * C/G + col floordiv HW in the rows' indices: there the
/// affine joins the norm's task rather than making a pass of its own.
/// Only into fewer dimensions (a reader of a batched contraction's result
/// as rows stays over rows), not onto a contraction's result (its
/// epilogue's operands stay projections, as the libraries take them), and
/// where the two shapes refine a common one, and not where a reduction
/// reads the result in the op's shape; the values are the same.
struct ReindexThroughReshape : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics() ||
        classifyOp(cast<linalg::LinalgOp>(op.getOperation())) !=
            OpClass::Elementwise ||
        op.getNumDpsInits() != 1 ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
      return rewriter.notifyMatchFailure(op, "not an elementwise op");
    auto outType = cast<RankedTensorType>(op.getResult(0).getType());
    Value source;
    OpOperand *viewed = nullptr;
    for (OpOperand *input : op.getDpsInputOperands()) {
      Value value = input->get();
      while (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(
          value.getDefiningOp()))
        value = value.getDefiningOp()->getOperand(0);
      auto type = dyn_cast<RankedTensorType>(value.getType());
      auto producer = value.getDefiningOp<linalg::LinalgOp>();
      if (value != input->get() && type && type.getRank() < outType.getRank() &&
          op.getMatchingIndexingMap(input).isIdentity() && producer &&
          classifyOp(producer) != OpClass::Contraction) {
        source = value;
        viewed = input;
        break;
      }
    }
    if (!viewed)
      return rewriter.notifyMatchFailure(op, "no reshaped structured result");
    // A reduction that reads the result in the op's own shape (a softmax
    // or log-sum-exp over channels after a global pool) needs those
    // dimensions: rewritten into the source's, the reduction's own steps
    // would follow it there, apart from one another.
    if (llvm::any_of(op->getUsers(), [](Operation *user) {
          auto reader = dyn_cast<linalg::LinalgOp>(user);
          return reader && reader.getNumReductionLoops() > 0;
        }))
      return rewriter.notifyMatchFailure(op, "reduced in its own shape");
    ArrayRef<int64_t> shape = cast<RankedTensorType>(source.getType()).getShape();
    std::optional<CommonRefinement> refinement =
        commonRefinement(shape, outType.getShape());
    if (!refinement)
      return rewriter.notifyMatchFailure(op, "no common refinement");

    // Each of the op's dimensions in the source's: the refinement's
    // extents each source dimension spans, recombined.
    MLIRContext *context = op.getContext();
    SmallVector<AffineExpr> factor(refinement->extents.size());
    for (auto [dim, group] : llvm::enumerate(refinement->ofA)) {
      int64_t below = 1;
      for (int64_t i : llvm::reverse(group)) {
        AffineExpr expr = getAffineDimExpr(dim, context);
        if (below > 1)
          expr = expr.floorDiv(below);
        if (i != group.front())
          expr = expr % refinement->extents[i];
        factor[i] = expr;
        below *= refinement->extents[i];
      }
    }
    SmallVector<AffineExpr> opDims;
    for (const ReassociationIndices &group : refinement->ofB) {
      AffineExpr expr = getAffineConstantExpr(0, context);
      for (int64_t i : group)
        expr = expr * refinement->extents[i] + factor[i];
      opDims.push_back(expr);
    }
    AffineMap toOpDims = AffineMap::get(shape.size(), 0, opDims, context);

    Location loc = op.getLoc();
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (OpOperand *input : op.getDpsInputOperands()) {
      AffineMap map = op.getMatchingIndexingMap(input);
      if (input == viewed) {
        inputs.push_back(source);
        maps.push_back(rewriter.getMultiDimIdentityMap(shape.size()));
      } else if (map.isIdentity()) {
        inputs.push_back(reshapeThrough(rewriter, loc, input->get(),
                                        *refinement, refinement->ofB,
                                        refinement->ofA));
        maps.push_back(rewriter.getMultiDimIdentityMap(shape.size()));
      } else {
        inputs.push_back(input->get());
        maps.push_back(map.compose(toOpDims));
      }
    }
    maps.push_back(rewriter.getMultiDimIdentityMap(shape.size()));
    Value init = tensor::EmptyOp::create(rewriter, loc, shape,
                                         outType.getElementType());
    auto reindexed = linalg::GenericOp::create(
        rewriter, loc, TypeRange{init.getType()}, inputs, ValueRange{init},
        maps,
        SmallVector<utils::IteratorType>(shape.size(),
                                         utils::IteratorType::parallel));
    rewriter.inlineRegionBefore(op.getRegion(), reindexed.getRegion(),
                                reindexed.getRegion().begin());
    rewriter.replaceOp(op, reshapeThrough(rewriter, loc, reindexed.getResult(0),
                                          *refinement, refinement->ofA,
                                          refinement->ofB));
    return success();
  }
};

/// A generic that reads nothing and yields a value from outside its payload
/// (torch-mlir's zero-rank constants) is a linalg.fill: the form kernels
/// and fusion take as an initial value.
struct GenericConstantToFill : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getNumDpsInputs() != 0 || op.getNumDpsInits() != 1 ||
        !op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not one output from no input");
    Value yielded = op.getBlock()->getTerminator()->getOperand(0);
    if (yielded.getParentBlock() == op.getBlock() ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
      return rewriter.notifyMatchFailure(op, "yields a value it computes");
    rewriter.replaceOpWithNewOp<linalg::FillOp>(op, yielded,
                                                op.getDpsInits()[0]);
    return success();
  }
};

/// A structured op whose iteration space is empty (an extent of 0)
/// computes nothing: its results are its destinations as they are, as
/// linalg defines them, and no kernel is launched for it (a zero-size
/// matmul, the rows of a softmax over no rows, an argmax along a dimension
/// of 0, whose result is its initial value).
struct EmptyIterationSpaceToInits
    : public OpInterfaceRewritePattern<linalg::LinalgOp> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.hasPureTensorSemantics())
      return rewriter.notifyMatchFailure(op, "not on tensors");
    if (!llvm::is_contained(op.getStaticLoopRanges(), 0))
      return rewriter.notifyMatchFailure(op, "iterates over something");
    rewriter.replaceOp(op, op.getDpsInits());
    return success();
  }
};

/// The patterns that clean up after each step: dead ops, reshapes of
/// reshapes, generics that copy, ops that iterate over nothing.
void addCleanups(RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  context->getLoadedDialect<linalg::LinalgDialect>()
      ->getCanonicalizationPatterns(patterns);
  linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
  linalg::FillOp::getCanonicalizationPatterns(patterns, context);
  tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
  tensor::EmptyOp::getCanonicalizationPatterns(patterns, context);
  tensor::populateFoldTensorEmptyPatterns(patterns);
  patterns.add<GenericConstantToFill, EraseRecomputedProducer,
               EmptyIterationSpaceToInits>(context);
}

/// Whether `op` computes only results of its function, element for
/// element from the function's arguments: a training step's update of a
/// batch norm's count of batches (num_batches_tracked + 1). Such ops
/// depend on nothing the function computes, and nothing in it depends on
/// them.
static bool computesOutputFromArguments(linalg::GenericOp op) {
  if (!op.hasPureTensorSemantics() || op->getNumResults() != 1 ||
      classifyOp(cast<linalg::LinalgOp>(op.getOperation())) !=
          OpClass::Elementwise ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }) ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)) ||
      !op.getDpsInits()[0].getDefiningOp<tensor::EmptyOp>() ||
      !isMemoryEffectFree(op))
    return false;
  auto function = op->getParentOfType<FunctionOpInterface>();
  Block *entry = function ? &function.getFunctionBody().front() : nullptr;
  auto isArgument = [&](Value value) {
    auto argument = dyn_cast<BlockArgument>(value);
    return argument && argument.getOwner() == entry;
  };
  auto isReturn = [&](Operation *user) {
    return user->getBlock() == entry && user->hasTrait<OpTrait::ReturnLike>();
  };
  return entry && op->getBlock() == entry &&
         llvm::all_of(op.getDpsInputs(), isArgument) &&
         llvm::all_of(op->getUsers(), isReturn);
}

/// Merges the ops of each function that computesOutputFromArguments over
/// one iteration space into one op of several results, placed where the
/// first was (their inputs are arguments, so it precedes every reader):
/// a network's batch norms count their batches in one kernel, not one
/// each (20 in a ResNet-18, 52 in a MobileNet V2). An op whose payload
/// reads a value defined after the first (a concatenation's parts) stays.
static void mergeOutputsFromArguments(ModuleOp module, IRRewriter &rewriter) {
  module.walk([&](FunctionOpInterface function) {
    if (function.isExternal())
      return;
    DominanceInfo dominance(function);
    std::map<SmallVector<int64_t>, SmallVector<linalg::GenericOp>> bySpace;
    for (auto op :
         function.getFunctionBody().front().getOps<linalg::GenericOp>()) {
      if (!computesOutputFromArguments(op) ||
          ShapedType::isDynamicShape(op.getStaticLoopRanges()))
        continue;
      SmallVector<linalg::GenericOp> &group = bySpace[op.getStaticLoopRanges()];
      llvm::SetVector<Value> captured;
      getUsedValuesDefinedAbove(op.getRegion(), captured);
      if (group.empty() || llvm::all_of(captured, [&](Value value) {
            return dominance.properlyDominates(value, group.front());
          }))
        group.push_back(op);
    }
    for (auto &[space, ops] : bySpace) {
      if (ops.size() < 2)
        continue;
      rewriter.setInsertionPoint(ops.front());
      Location loc = ops.front().getLoc();
      SmallVector<Value> inputs, inits;
      for (linalg::GenericOp op : ops) {
        llvm::append_range(inputs, op.getDpsInputs());
        inits.push_back(tensor::EmptyOp::create(
            rewriter, loc, space,
            getElementTypeOrSelf(op->getResult(0).getType())));
      }
      AffineMap identity = rewriter.getMultiDimIdentityMap(space.size());
      auto merged = linalg::GenericOp::create(
          rewriter, loc, ValueRange(inits).getTypes(), inputs, inits,
          SmallVector<AffineMap>(inputs.size() + inits.size(), identity),
          SmallVector<utils::IteratorType>(space.size(),
                                           utils::IteratorType::parallel));
      SmallVector<Type> argumentTypes;
      SmallVector<Location> locations;
      for (Value value : llvm::concat<Value>(inputs, inits)) {
        argumentTypes.push_back(getElementTypeOrSelf(value.getType()));
        locations.push_back(value.getLoc());
      }
      Block *payload = rewriter.createBlock(&merged.getRegion(), {},
                                            argumentTypes, locations);
      SmallVector<Value> yielded;
      unsigned nextInput = 0, nextInit = inputs.size();
      for (linalg::GenericOp op : ops) {
        IRMapping mapping;
        for (BlockArgument argument : op.getBlock()->getArguments())
          mapping.map(argument,
                      payload->getArgument(op.isDpsInput(&op->getOpOperand(
                                               argument.getArgNumber()))
                                               ? nextInput++
                                               : nextInit++));
        for (Operation &step : op.getBlock()->without_terminator())
          rewriter.clone(step, mapping);
        for (Value value : op.getBlock()->getTerminator()->getOperands())
          yielded.push_back(mapping.lookupOrDefault(value));
      }
      linalg::YieldOp::create(rewriter, loc, yielded);
      for (auto [op, result] : llvm::zip(ops, merged.getResults()))
        rewriter.replaceOp(op, result);
    }
  });
}

/// Whether `op` is elementwise and reads a pooling window's result (a
/// bias moved past a max pool): the window's kernels take it, and any
/// elementwise op after it, as their epilogue, where a library takes only
/// its own.
static bool isEpilogueOfWindow(linalg::GenericOp op) {
  auto linalgOp = cast<linalg::LinalgOp>(op.getOperation());
  return classifyOp(linalgOp) == OpClass::Elementwise &&
         llvm::any_of(op.getDpsInputs(), [](Value input) {
           auto window = input.getDefiningOp<linalg::LinalgOp>();
           return window && isPoolingWindow(window);
         });
}

struct NormalizePass : public hiera::impl::HieraNormalizeBase<NormalizePass> {
  using HieraNormalizeBase::HieraNormalizeBase;
  void runOnOperation() override;
};

} // namespace

void NormalizePass::runOnOperation() {
  MLIRContext *context = &getContext();
  ModuleOp module = getOperation();
  if (convolutionLayout != "as-written" &&
      convolutionLayout != "channels-last") {
    module.emitError() << "hiera-normalize: convolution-layout is as-written "
                          "or channels-last, not '"
                       << convolutionLayout << "'";
    return signalPassFailure();
  }
  bool channelsLast = convolutionLayout == "channels-last";

  // Aggregate ops (linalg.softmax) into the structured ops they stand for.
  SmallVector<linalg::AggregatedOpInterface> aggregates;
  module.walk([&](linalg::AggregatedOpInterface op) {
    aggregates.push_back(op);
  });
  IRRewriter rewriter(context);
  for (linalg::AggregatedOpInterface op : aggregates) {
    rewriter.setInsertionPoint(op);
    FailureOr<SmallVector<Value>> values = op.decomposeOperation(rewriter);
    if (failed(values)) {
      op->emitRemark() << "hiera-normalize: left as is: its decomposition "
                          "failed";
      continue;
    }
    rewriter.replaceOp(op, *values);
  }

  // Results nobody reads (the indices of a max whose values alone are
  // used) and inputs read twice or not at all, by upstream's patterns, on
  // generics whose maps are projected permutations: under a window's
  // sliding map, an input the payload does not read may be what gives the
  // window loops their extent.
  SmallVector<Operation *> prunable;
  module.walk([&](linalg::GenericOp op) {
    if (isPointwiseOrReduction(op))
      prunable.push_back(op);
  });
  {
    RewritePatternSet patterns(context);
    linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
    GreedyRewriteConfig config;
    config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps);
    (void)applyOpPatternsGreedily(prunable, std::move(patterns), config);
  }

  // Each step to a fixed point of its own: the unit-extent patterns are
  // not meant to run mixed with others.
  auto apply = [&](function_ref<void(RewritePatternSet &)> populate) {
    RewritePatternSet patterns(context);
    populate(patterns);
    addCleanups(patterns);
    return applyPatternsGreedily(module, std::move(patterns));
  };
  if (failed(apply([&](RewritePatternSet &patterns) {
        patterns.add<FoldRelayoutIntoReader, GeneralizeReductionOfRelayout,
                     GeneralizeBatchMatmulOfSharedOperand, WriteInReaderOrder,
                     SelectToMinMax, AccumulateAfterContraction,
                     PointwiseAfterPool, HwcfFilterToFhwc,
                     PatchConvolutionAsMatmul<linalg::Conv2DNchwFchwOp>,
                     PatchConvolutionAsMatmul<linalg::Conv3DNcdhwFcdhwOp>,
                     InsertSliceIntoFill, ExpandBeforePad,
                     ExpandBeforeBroadcast, SplatOperandToFill,
                     RelayoutOfUnitsAsReshape, ScaleAfterContraction>(context);
        if (channelsLast)
          patterns
              .add<ConvolutionChannelsLast, SinkChannelsFirstPastElementwise>(
                  context);
      })) ||
      failed(apply([&](RewritePatternSet &patterns) {
        linalg::ControlDropUnitDims options;
        // A transposed convolution's flipped filter keeps its rank, as
        // the convolution that reads it does (matchTransposedConv).
        options.controlFn = [defaultFn = options.controlFn](Operation *op) {
          auto flip = dyn_cast<linalg::GenericOp>(op);
          if (flip && llvm::any_of(flip->getUsers(), [](Operation *user) {
                auto conv = dyn_cast<linalg::LinalgOp>(user);
                return conv && matchTransposedConv(conv);
              }))
            return SmallVector<unsigned>{};
          return defaultFn(op);
        };
        linalg::populateFoldUnitExtentDimsPatterns(patterns, options);
        linalg::populateMoveInitOperandsToInputPattern(patterns);
      })) ||
      failed(apply([&](RewritePatternSet &patterns) {
        linalg::populateCollapseDimensions(patterns, collapsibleLoops);
        linalg::populateFoldReshapeOpsByCollapsingPatterns(
            patterns, [](OpOperand *use) {
              return isPointwiseOrReduction(use->getOwner()) ||
                     isPointwiseOrReduction(use->get().getDefiningOp());
            });
      }))) {
    module.emitError() << "hiera-normalize: the rewrites did not converge";
    return signalPassFailure();
  }
  // Collapsed views of one tensor, made once per reader, become one: a
  // task reads each input once, and sums of one tensor are seen as such.
  DominanceInfo dominance(module);
  eliminateCommonSubExpressions(rewriter, dominance, module);
  // 1-D convolutions become 2-D after the unit dimensions are dropped,
  // which would take the height off their padding again; a bias broadcast
  // into their destination is a fill by then.
  if (failed(apply([&](RewritePatternSet &patterns) {
        patterns.add<SumFromWiderSum, ReindexThroughReshape>(context);
        patterns.add<Conv1DAsConv2D<linalg::Conv1DNcwFcwOp,
                                    linalg::Conv2DNchwFchwOp>>(
            context, /*dataHeight=*/2, /*filterHeight=*/2);
        patterns.add<Conv1DAsConv2D<linalg::Conv1DNwcWcfOp,
                                    linalg::Conv2DNhwcHwcfOp>>(
            context, /*dataHeight=*/1, /*filterHeight=*/0);
        patterns.add<HwcfFilterToFhwc, ExpandBeforePad>(context);
        // A 1-D convolution made 2-D here goes channels-last as the others.
        if (channelsLast)
          patterns.add<ConvolutionChannelsLast>(context);
        // Their epilogue (a bias) takes the height too, and joins them,
        // as a GEMM's of one row (a linear layer on a batch of 1) does: a
        // reshape that drops unit dimensions moves past it, or one that
        // merges a grouped convolution's group and channel, whose bias is
        // then read per (group, channel). Any other reshape moves past an
        // epilogue the libraries fuse (bias, residual, ReLU) that alone
        // reads the contraction's result: a bias added to a convolution
        // whose spatial dimensions a norm reads as one. So does any
        // elementwise op after a pooling window's epilogue
        // (isEpilogueOfWindow).
        linalg::populateFoldReshapeOpsByExpansionPatterns(
            patterns, [](OpOperand *use) {
              auto collapse =
                  use->get().getDefiningOp<tensor::CollapseShapeOp>();
              auto consumer = dyn_cast<linalg::LinalgOp>(use->getOwner());
              Operation *producer =
                  collapse ? collapse.getSrc().getDefiningOp() : nullptr;
              if (!collapse || !consumer ||
                  classifyOp(consumer) != OpClass::Elementwise)
                return false;
              if (auto elementwise =
                      dyn_cast_or_null<linalg::GenericOp>(producer);
                  elementwise && producer->hasOneUse() &&
                  collapse->hasOneUse() && isEpilogueOfWindow(elementwise))
                return true;
              if (!isa_and_present<linalg::ConvolutionOpInterface,
                                   linalg::ContractionOpInterface>(producer))
                return false;
              bool grouped = isa<linalg::Conv2DNgchwGfchwOp>(producer);
              ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
              bool dropsUnits = llvm::all_of(
                  collapse.getReassociationIndices(),
                  [&](const ReassociationIndices &group) {
                    return (grouped && group == ReassociationIndices{1, 2}) ||
                           llvm::count_if(group, [&](int64_t dim) {
                             return shape[dim] != 1;
                           }) <= 1;
                  });
              return dropsUnits ||
                     (producer->hasOneUse() && collapse->hasOneUse() &&
                      readEpilogueSteps(consumer, *use).has_value());
            });
      }))) {
    module.emitError() << "hiera-normalize: the rewrites did not converge";
    return signalPassFailure();
  }
  // Elementwise chains as one op (x - max, then exp, as exp(x - max)),
  // where the producer has no other reader and is read element for
  // element: nothing is computed twice but masks and parameter math, and a
  // value per row (the log of a row's sum) stays one per row. A producer
  // with side effects (the bounds asserts of a gather) stays: fusion would
  // leave it behind, its checks kept twice; parameter math takes its
  // checks into its readers (InlineParameterMath). Transposes the steps
  // above exposed fold into their readers here, and a spread input the
  // steps above left no transposed convolution to read it becomes a
  // kernel's after all.
  if (failed(apply([&](RewritePatternSet &patterns) {
        patterns.add<RecomputeMaskPerReader, InlineParameterMath,
                     GatherThroughElementwise, FoldRelayoutIntoReader,
                     FoldSliceIntoReader, InsertSliceIntoFill,
                     SliceOfPadAsElementwise, PadAsElementwise,
                     ConcatAsElementwise>(context);
        if (channelsLast)
          patterns.add<SinkChannelsFirstPastElementwise>(context);
        linalg::populateElementwiseOpsFusionPatterns(
            patterns, [](OpOperand *use) {
              Operation *producer = use->get().getDefiningOp();
              auto consumer = dyn_cast<linalg::GenericOp>(use->getOwner());
              return producer && consumer && producer->hasOneUse() &&
                     isMemoryEffectFree(producer) &&
                     consumer.getMatchingIndexingMap(use).isPermutation() &&
                     isa<linalg::GenericOp>(producer) &&
                     classifyOp(cast<linalg::LinalgOp>(producer)) ==
                         OpClass::Elementwise &&
                     classifyOp(consumer) == OpClass::Elementwise;
            });
      }))) {
    module.emitError() << "hiera-normalize: the rewrites did not converge";
    return signalPassFailure();
  }
  eliminateCommonSubExpressions(rewriter, dominance, module);
  module.walk([](cf::AssertOp check) { check->removeAttr(kRecomputedByReaders); });
  mergeOutputsFromArguments(module, rewriter);
  module.walk(
      [](linalg::GenericOp op) { op->removeAttr(kBackToChannelsFirst); });
}
