//===- MapToGPU.cpp - Parallel loops to blocks and threads ----------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Conversion/SCFToGPU/SCFToGPU.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

#include <numeric>

namespace hiera {
#define GEN_PASS_DEF_HIERAMAPTOGPU
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

/// Maps each dimension of `loop`, innermost first, to x, y, z of `level`;
/// the rest run sequentially.
static LogicalResult mapLoop(scf::ParallelOp loop, bool blocks) {
  MLIRContext *context = loop.getContext();
  unsigned rank = loop.getNumLoops();
  gpu::Processor x = blocks ? gpu::Processor::BlockX : gpu::Processor::ThreadX;
  gpu::Processor y = blocks ? gpu::Processor::BlockY : gpu::Processor::ThreadY;
  gpu::Processor z = blocks ? gpu::Processor::BlockZ : gpu::Processor::ThreadZ;
  AffineMap identity = AffineMap::getMultiDimIdentityMap(1, context);
  SmallVector<gpu::ParallelLoopDimMappingAttr> mapping;
  for (unsigned dim = 0; dim < rank; ++dim) {
    unsigned fromInnermost = rank - 1 - dim;
    gpu::Processor processor = fromInnermost == 0   ? x
                               : fromInnermost == 1 ? y
                               : fromInnermost == 2 ? z
                                                    : gpu::Processor::Sequential;
    mapping.push_back(gpu::ParallelLoopDimMappingAttr::get(
        context, processor, identity, identity));
  }
  return gpu::setMappingAttr(loop, mapping);
}

/// Whether mapping `loop` would ask for more blocks in y or z than a grid
/// holds (65535): attention's 524288 rows of scores, 8 a block.
static bool exceedsGridYZ(scf::ParallelOp loop, int64_t threadsY) {
  unsigned rank = loop.getNumLoops();
  auto extent = [&](unsigned dim) -> int64_t {
    std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound()[dim]);
    std::optional<int64_t> upper = getConstantIntValue(loop.getUpperBound()[dim]);
    std::optional<int64_t> step = getConstantIntValue(loop.getStep()[dim]);
    if (!lower || !upper || !step || *step < 1)
      return 0;
    return (*upper - *lower + *step - 1) / *step;
  };
  constexpr int64_t gridYZ = 65535;
  return (rank >= 2 && (extent(rank - 2) + threadsY - 1) / threadsY > gridYZ) ||
         (rank >= 3 && extent(rank - 3) > gridYZ);
}

/// Moves the body of `loop` into an scf.execute_region where it holds an
/// op with effects other than loads and stores (the bounds asserts of a
/// gather): upstream's conversion to a launch takes such an op inside a
/// region but not directly in the innermost loop.
static void wrapOtherEffects(scf::ParallelOp loop) {
  Block *body = loop.getBody();
  bool other = llvm::any_of(body->without_terminator(), [](Operation &op) {
    return op.getNumRegions() == 0 && !isMemoryEffectFree(&op) &&
           !isa<memref::LoadOp, memref::StoreOp>(op);
  });
  if (!other)
    return;
  OpBuilder builder(body->getTerminator());
  auto region =
      scf::ExecuteRegionOp::create(builder, loop.getLoc(), TypeRange{});
  Block *inner = builder.createBlock(&region.getRegion());
  for (Operation &op :
       llvm::make_early_inc_range(llvm::make_range(
           body->begin(), Block::iterator(region.getOperation()))))
    op.moveBefore(inner, inner->end());
  builder.setInsertionPointToEnd(inner);
  scf::YieldOp::create(builder, loop.getLoc());
}

/// Whether `op` reads or writes buffer elements on the host. Buffers live
/// in device memory, so such ops must run on the GPU.
static bool touchesBuffers(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return isa<memref::LoadOp, memref::StoreOp>(nested)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

static bool containsParallelLoop(Operation *op) {
  return op
      ->walk([](scf::ParallelOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

/// Moves `ops` (consecutive, in one block) into a one-block, one-thread
/// parallel loop nest that becomes a launch.
static LogicalResult runOnOneThread(ArrayRef<Operation *> ops) {
  Operation *first = ops.front();
  for (Operation *op : ops)
    for (Operation *user : op->getUsers())
      if (!llvm::is_contained(ops, first->getBlock()->findAncestorOpInBlock(
                                       *user)))
        return first->emitError()
               << "this reads a buffer in device memory for the host to "
                  "use: return a tensor instead of a scalar read from one";
  OpBuilder builder(first);
  Location loc = first->getLoc();
  Value zero = arith::ConstantIndexOp::create(builder, loc, 0);
  Value one = arith::ConstantIndexOp::create(builder, loc, 1);
  auto blocks = scf::ParallelOp::create(builder, loc, ValueRange{zero},
                                        ValueRange{one}, ValueRange{one});
  builder.setInsertionPointToStart(blocks.getBody());
  auto threads = scf::ParallelOp::create(builder, loc, ValueRange{zero},
                                         ValueRange{one}, ValueRange{one});
  Operation *terminator = threads.getBody()->getTerminator();
  for (Operation *op : ops)
    op->moveBefore(terminator);
  if (failed(mapLoop(blocks, /*blocks=*/true)) ||
      failed(mapLoop(threads, /*blocks=*/false)))
    return first->emitError() << "cannot map host code to one GPU thread";
  return success();
}

/// Runs each run of host ops in `block` that touch buffers (with the pure
/// ops between them) on one GPU thread; looks inside ops that hold
/// parallel loops, which are mapped on their own.
static LogicalResult offloadHostAccesses(Block &block) {
  SmallVector<SmallVector<Operation *>> runs(1);
  for (Operation &op : block) {
    if (isa<scf::ParallelOp>(op) || op.hasTrait<OpTrait::IsTerminator>() ||
        isa<gpu::GPUDialect>(op.getDialect())) {
      runs.emplace_back();
      continue;
    }
    if (containsParallelLoop(&op)) {
      runs.emplace_back();
      for (Region &region : op.getRegions())
        for (Block &nested : region)
          if (failed(offloadHostAccesses(nested)))
            return failure();
      continue;
    }
    if (touchesBuffers(&op) || (isPure(&op) && !runs.back().empty()))
      runs.back().push_back(&op);
    else
      runs.emplace_back();
  }
  for (SmallVector<Operation *> &run : runs) {
    // Pure ops after the last access stay on the host.
    while (!run.empty() && !touchesBuffers(run.back()))
      run.pop_back();
    if (!run.empty() && failed(runOnOneThread(run)))
      return failure();
  }
  return success();
}

namespace {
struct MapToGPUPass : public hiera::impl::HieraMapToGPUBase<MapToGPUPass> {
  using HieraMapToGPUBase::HieraMapToGPUBase;

  void runOnOperation() override {
    if (threadsX < 1 || threadsY < 1 || threadsX * threadsY > 1024) {
      getOperation().emitError()
          << "hiera-map-to-gpu: threads-x * threads-y must be 1 to 1024, got "
          << static_cast<int64_t>(threadsX) << " * "
          << static_cast<int64_t>(threadsY);
      return signalPassFailure();
    }
    auto outermostLoops = [&] {
      SmallVector<scf::ParallelOp> loops;
      for (auto function : getOperation().getOps<func::FuncOp>())
        function.walk([&](scf::ParallelOp loop) {
          if (!loop->getParentOfType<scf::ParallelOp>())
            loops.push_back(loop);
        });
      return loops;
    };
    // A nest whose blocks would overflow the grid in y or z runs as one
    // dimension, in x (up to 2^31 - 1 blocks).
    IRRewriter rewriter(&getContext());
    for (scf::ParallelOp loop : outermostLoops())
      if (exceedsGridYZ(loop, threadsY)) {
        std::vector<unsigned> all(loop.getNumLoops());
        std::iota(all.begin(), all.end(), 0u);
        rewriter.setInsertionPoint(loop);
        collapseParallelLoops(rewriter, loop, {all});
      }
    SmallVector<scf::ParallelOp> loops = outermostLoops();
    for (scf::ParallelOp loop : loops) {
      unsigned rank = loop.getNumLoops();
      SmallVector<int64_t> tileSizes(rank, 1);
      // A lone dimension takes the whole block.
      if (rank == 1) {
        tileSizes[0] = threadsX * threadsY;
      } else {
        tileSizes[rank - 1] = threadsX;
        tileSizes[rank - 2] = threadsY;
      }
      auto [outer, inner] =
          scf::tileParallelLoop(loop, tileSizes, /*noMinMaxBounds=*/true);
      if (failed(mapLoop(outer, /*blocks=*/true)) ||
          failed(mapLoop(inner, /*blocks=*/false))) {
        loop.emitError() << "cannot map this loop nest to GPU blocks and "
                            "threads";
        return signalPassFailure();
      }
      wrapOtherEffects(inner);
    }
    for (auto function : getOperation().getOps<func::FuncOp>())
      for (Block &block : function.getBody())
        if (failed(offloadHostAccesses(block)))
          return signalPassFailure();

    // Mapped loops to launches (upstream's conversion). One it leaves
    // would run on the host and read device memory there: an error.
    ConversionTarget target(getContext());
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    configureParallelLoopToGPULegality(target);
    RewritePatternSet patterns(&getContext());
    populateParallelLoopToGPUPatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();
    finalizeParallelLoopToGPUConversion(getOperation());
    WalkResult left = getOperation().walk([](scf::ParallelOp loop) {
      if (!loop->hasAttr(gpu::getMappingAttrName()))
        return WalkResult::advance();
      loop.emitError() << "hiera-map-to-gpu: this loop nest did not become "
                          "a GPU launch";
      return WalkResult::interrupt();
    });
    if (left.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
