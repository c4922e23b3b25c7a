//===- MapToGPU.cpp - Parallel loops to blocks and threads ----------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/ParallelLoopMapper.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Transforms.h"

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
    SmallVector<scf::ParallelOp> loops;
    for (auto function : getOperation().getOps<func::FuncOp>())
      function.walk([&](scf::ParallelOp loop) {
        if (!loop->getParentOfType<scf::ParallelOp>())
          loops.push_back(loop);
      });
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
    }
  }
};
} // namespace
