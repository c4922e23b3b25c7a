//===- Generate.cpp - Candidate implementations of each task --------------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Transforms/Passes.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAGENERATE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Appends a variant unless the task has one of that name.
static void addVariant(TaskOp task, StringRef name, Space space,
                       DictionaryAttr params) {
  Region &variants = task.getVariants();
  if (variants.empty())
    variants.push_back(new Block());
  Block &block = variants.front();
  for (auto existing : block.getOps<VariantOp>())
    if (existing.getName() == name)
      return;
  OpBuilder builder = OpBuilder::atBlockEnd(&block);
  VariantOp::create(builder, task.getLoc(), builder.getStringAttr(name),
                    SpaceAttr::get(task.getContext(), space),
                    /*direction=*/nullptr, params, /*source=*/nullptr,
                    /*cost=*/nullptr, /*selected=*/nullptr);
}

namespace {
struct GeneratePass : public hiera::impl::HieraGenerateBase<GeneratePass> {
  void runOnOperation() override {
    getOperation().walk([&](TaskOp task) {
      if (!task.getContractAttr())
        return;
      Builder builder(task.getContext());
      // MLIR's own path: the body itself, lowered by --hiera-lower.
      addVariant(task, "linalg", Space::Linalg, nullptr);
      if (std::optional<LibraryCall> call = matchLibraryCall(task)) {
        NamedAttribute params[] = {
            builder.getNamedAttr("call", builder.getStringAttr(call->callee)),
            builder.getNamedAttr("args", call->args),
            builder.getNamedAttr("epilogue",
                                 builder.getStringAttr(call->epilogue))};
        addVariant(task, call->variantName, Space::Library,
                   builder.getDictionaryAttr(params));
      }
    });
  }
};
} // namespace
