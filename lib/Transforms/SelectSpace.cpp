//===- SelectSpace.cpp - Choose each task's implementation space ----------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "llvm/ADT/StringExtras.h"

namespace hiera {
#define GEN_PASS_DEF_HIERASELECTSPACE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

std::pair<Space, StringRef> hiera::chooseSpace(BottleneckAttr bottleneck,
                                              bool library, bool custom) {
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
    KernelTarget target = KernelTarget::of(getOperation());
    getOperation().walk([&](TaskOp task) {
      BottleneckAttr bottleneck = task.getBottleneckAttr();
      if (!bottleneck)
        return;
      // Analysis only: whether a family supports the task, not whether
      // its candidates suit the shapes; --hiera-generate, which emits
      // them, chooses again where none does.
      // The catalogue's floor only where no library call computes it.
      SmallVector<std::string> reasons;
      bool library = !matchLibraryCalls(task).empty();
      auto [space, rationale] = chooseSpace(
          bottleneck, library,
          catalogueSupports(builtinKernelFamilies(), task, target, &reasons,
                            /*floors=*/!library));
      // What keeps it from the faster spaces, for whoever extends them.
      if (space == Space::Linalg && !library && !reasons.empty())
        task.emitRemark() << "hiera-select-space: no kernel family takes "
                          << task.getName() << " ("
                          << llvm::join(reasons, "; ") << ")";
      task.setSpaceAttr(SpaceAttr::get(task.getContext(), space));
      task.setRationaleAttr(StringAttr::get(task.getContext(), rationale));
    });
  }
};
} // namespace
