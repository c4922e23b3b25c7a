//===- LowerScans.cpp - A scan's quadratic form as one walk per line ------===//
//
// A scan in the form hiera.scans exports (hiera::matchScan) reads, as
// loops, every input of its line for every output: quadratic in the
// line's length. MLIR's loop lowering computes it so, for the linalg space
// and for the f64 references; a 32768^2 cumsum's reference took minutes.
// This pass rewrites such a scan, on tensors, into a parallel loop over
// its lines, each walking its line once and carrying the running value.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace hiera {
#define GEN_PASS_DEF_HIERALOWERSCANS
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// The filled constant `scan`'s output starts from, where it has one: the
/// running value's start. Any other start differs per element, and its
/// quadratic form cannot share one running value.
static Value filledStart(hiera::Scan scan) {
  auto fill = scan.op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  return fill ? fill.getInputs()[0] : Value();
}

/// Rewrites `scan` into an scf.forall over its lines, each an scf.for
/// along the scanned dimension (backwards where reversed) that combines
/// the running value with the next input and inserts it (an exclusive
/// scan: the value before that input). The combinations are those of the
/// quadratic form, in the same order where the scan runs forwards.
static LogicalResult lowerScan(RewriterBase &rewriter,
                               const hiera::Scan &scan) {
  linalg::GenericOp op = scan.op;
  Value start = filledStart(scan);
  if (!start)
    return rewriter.notifyMatchFailure(
        op, "the output does not start from a filled value");
  if (!op.hasPureTensorSemantics())
    return rewriter.notifyMatchFailure(op, "not on tensors");
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value input = op.getDpsInputs()[0];
  Value init = op.getDpsInits()[0];
  auto outputType = cast<RankedTensorType>(init.getType());
  unsigned rank = outputType.getRank();
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(rewriter, loc, init);

  // One iteration per line: every output dimension but the scanned one
  // (a single line where there is no other).
  SmallVector<unsigned> lineDims;
  for (unsigned d = 0; d < rank; ++d)
    if (d != scan.scanned)
      lineDims.push_back(d);
  SmallVector<OpFoldResult> lineCounts;
  for (unsigned d : lineDims)
    lineCounts.push_back(sizes[d]);
  if (lineCounts.empty())
    lineCounts.push_back(rewriter.getIndexAttr(1));

  Value length = getValueOrCreateConstantIndexOp(rewriter, loc,
                                                 sizes[scan.scanned]);
  Type element = outputType.getElementType();
  auto lineType = RankedTensorType::get({outputType.getDimSize(scan.scanned)},
                                        element);
  Operation *combine = scan.combine;
  Value in = op.getBlock()->getArgument(0), out = op.getBlock()->getArgument(1);

  auto forall = scf::ForallOp::create(
      rewriter, loc, lineCounts, ValueRange{init}, std::nullopt,
      [&](OpBuilder &builder, Location bodyLoc, ValueRange args) {
        ValueRange lineIvs = args.take_front(lineCounts.size());
        Value shared = args.back();
        Value zero = arith::ConstantIndexOp::create(builder, bodyLoc, 0);
        Value one = arith::ConstantIndexOp::create(builder, bodyLoc, 1);
        // Where the line lies: its indices, the scanned one at 0.
        SmallVector<OpFoldResult> offsets(rank, builder.getIndexAttr(0));
        SmallVector<OpFoldResult> lineSizes(rank, builder.getIndexAttr(1));
        SmallVector<OpFoldResult> strides(rank, builder.getIndexAttr(1));
        for (auto [d, iv] : llvm::zip(lineDims, lineIvs))
          offsets[d] = iv;
        lineSizes[scan.scanned] = sizes[scan.scanned];
        Value line = tensor::ExtractSliceOp::create(
            builder, bodyLoc, lineType, shared, offsets, lineSizes, strides);

        auto walk = scf::ForOp::create(
            builder, bodyLoc, zero, length, one, ValueRange{start, line},
            [&](OpBuilder &inner, Location innerLoc, Value step,
                ValueRange carried) {
              Value position = step;
              if (scan.reverse) {
                Value last = arith::SubIOp::create(inner, innerLoc, length, one);
                position = arith::SubIOp::create(inner, innerLoc, last, step);
              }
              SmallVector<Value> at;
              for (unsigned d = 0; d < rank; ++d)
                at.push_back(d == scan.scanned
                                 ? position
                                 : getValueOrCreateConstantIndexOp(
                                       inner, innerLoc, offsets[d]));
              Value x = tensor::ExtractOp::create(inner, innerLoc, input, at);
              IRMapping operands;
              operands.map(in, x);
              operands.map(out, carried[0]);
              Value next = inner.clone(*combine, operands)->getResult(0);
              Value written = scan.inclusive ? next : carried[0];
              Value updated = tensor::InsertOp::create(
                  inner, innerLoc, written, carried[1], ValueRange{position});
              scf::YieldOp::create(inner, innerLoc, ValueRange{next, updated});
            });
        auto terminator = scf::InParallelOp::create(builder, bodyLoc);
        builder.setInsertionPointToStart(terminator.getBody());
        tensor::ParallelInsertSliceOp::create(builder, bodyLoc,
                                              walk.getResult(1), shared,
                                              offsets, lineSizes, strides);
      });
  rewriter.replaceOp(op, forall.getResults());
  return success();
}

namespace {
struct LowerScanPattern : public OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(linalg::GenericOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<hiera::Scan> scan = hiera::matchScan(op);
    if (!scan)
      return rewriter.notifyMatchFailure(op, "not a scan");
    return lowerScan(rewriter, *scan);
  }
};

struct LowerScansPass
    : public hiera::impl::HieraLowerScansBase<LowerScansPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<LowerScanPattern>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
