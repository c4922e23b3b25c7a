//===- Normalize.cpp - Linalg as frontends write it, in planning's forms --===//
//
// torch-mlir and other frontends write one linalg op per framework op. The
// grouping into tasks, the library matcher and the kernel families read the
// computation behind those ops: transposes and broadcasts as indexing maps
// of their readers, reductions over the dimensions they really have, loops
// collapsed where every operand is contiguous along them. Each rewrite here
// is a pattern (upstream's where upstream has one); each computes the same
// values, bit for bit, but the bias of a contraction, which is added last.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

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

/// A contraction that accumulates onto a broadcast (torch-mlir's
/// convolution with a bias: the bias broadcast into its destination)
/// becomes one from zero with the broadcast added after, the order PyTorch
/// computes it in and the epilogue the libraries fuse. The only rewrite
/// here that reassociates: the bias joins the sum last instead of first.
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
       (llvm::all_of(maps, [](AffineMap map) { return map.isIdentity(); }) ||
        !isNearReduction(op))))
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

/// The patterns that clean up after each step: dead ops, reshapes of
/// reshapes, generics that copy.
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
}

struct NormalizePass : public hiera::impl::HieraNormalizeBase<NormalizePass> {
  void runOnOperation() override;
};

} // namespace

void NormalizePass::runOnOperation() {
  MLIRContext *context = &getContext();
  ModuleOp module = getOperation();

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
        patterns.add<FoldRelayoutIntoReader, SelectToMinMax,
                     AccumulateAfterContraction>(context);
      })) ||
      failed(apply([&](RewritePatternSet &patterns) {
        linalg::ControlDropUnitDims options;
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
  // Elementwise chains as one op (x - max, then exp, as exp(x - max)),
  // where the producer has no other reader and is read element for
  // element: nothing is computed twice, and a value per row (the log of a
  // row's sum) stays one per row.
  if (failed(apply([&](RewritePatternSet &patterns) {
        linalg::populateElementwiseOpsFusionPatterns(
            patterns, [](OpOperand *use) {
              Operation *producer = use->get().getDefiningOp();
              auto consumer = dyn_cast<linalg::GenericOp>(use->getOwner());
              return producer && consumer && producer->hasOneUse() &&
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
  // Collapsed views of one tensor, made once per reader, become one: a
  // task reads each input once.
  DominanceInfo dominance(module);
  eliminateCommonSubExpressions(rewriter, dominance, module);
}
