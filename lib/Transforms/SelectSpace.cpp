//===- SelectSpace.cpp - Choose each task's implementation space ----------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Custom/Kernels.h"
#include "hiera/Transforms/Passes.h"
#include "plan/Targets.h"

namespace hiera {
#define GEN_PASS_DEF_HIERASELECTSPACE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Whether the catalogue has a kernel for `task` on a GPU of
/// `multiprocessors`. The scalar elementwise kernel fits any shape, so it
/// stands for the whole family; row kernels either keep a row in a block's
/// registers or split it over several blocks; window kernels and the TF32
/// GEMM have one parameter set each.
static bool catalogueCovers(TaskOp task, int64_t multiprocessors) {
  std::string why;
  ElementwiseParams scalar{/*vectorWidth=*/1, /*threadsPerBlock=*/256,
                           /*unroll=*/1};
  if (succeeded(buildElementwiseKernel(task, scalar, why)))
    return true;
  if (succeeded(buildWindowKernel(task, WindowParams{}, why)) ||
      succeeded(buildGemmKernel(task, GemmParams{}, why)) ||
      succeeded(buildReduceKernel(task, ReduceParams{1, 256, 1}, why)) ||
      succeeded(buildArgReduceKernel(
          task, ArgReduceParams{256, false, multiprocessors}, why)))
    return true;
  for (int64_t threads : {1024, 512, 256})
    if (succeeded(buildRowFusedKernel(
            task, RowFusedParams{threads, 1, 0, multiprocessors}, why)))
      return true;
  return succeeded(buildRowFusedKernel(
      task, RowFusedParams{512, /*blocksPerRow=*/0, 2, multiprocessors}, why));
}

static std::pair<Space, StringRef> chooseSpace(TaskOp task,
                                               BottleneckAttr bottleneck,
                                               int64_t multiprocessors) {
  bool library = matchLibraryCall(task).has_value();
  bool custom = catalogueCovers(task, multiprocessors);
  switch (bottleneck.getKind()) {
  case BottleneckKind::Latency:
    if (custom)
      return {Space::Custom,
              "latency-bound: one fused kernel, the fewest launches"};
    if (library)
      return {Space::Library, "latency-bound: one library call"};
    break;
  case BottleneckKind::Compute:
    if (library)
      return {Space::Library, "compute-bound contraction a library computes "
                              "with its epilogue: vendor kernels reach the "
                              "unit's peak"};
    if (custom)
      return {Space::Custom, "compute-bound, no library call: the "
                             "catalogue's kernel, its loops unrolled"};
    break;
  case BottleneckKind::Memory:
    if (custom)
      return {Space::Custom, "memory-bound fusion group: one fused pass "
                             "over memory, intermediates in registers"};
    if (library)
      return {Space::Library, "memory-bound, and a library call computes it"};
    break;
  case BottleneckKind::Unknown:
    return {Space::Linalg, "unknown bottleneck: MLIR's own code generation"};
  }
  return {Space::Linalg,
          "neither a library call nor the catalogue covers it: MLIR's own "
          "code generation"};
}

namespace {
struct SelectSpacePass
    : public hiera::impl::HieraSelectSpaceBase<SelectSpacePass> {
  void runOnOperation() override {
    // The kernels' legal ranges depend on the target; h200's by default.
    auto target = getOperation()->getAttrOfType<TargetAttr>(
        PlanDialect::kTargetAttrName);
    int64_t multiprocessors =
        target ? target.getSmCount()
               : getBuiltinTarget(&getContext(), kDefaultTargetName)
                     .getSmCount();
    getOperation().walk([&](TaskOp task) {
      BottleneckAttr bottleneck = task.getBottleneckAttr();
      if (!bottleneck)
        return;
      auto [space, rationale] = chooseSpace(task, bottleneck, multiprocessors);
      task.setSpaceAttr(SpaceAttr::get(task.getContext(), space));
      task.setRationaleAttr(StringAttr::get(task.getContext(), rationale));
    });
  }
};
} // namespace
