//===- ExpandPowers.cpp - Integer powers a GPU computes exactly -----------===//
//
// NVVM lowers math.fpowi to libdevice's powi, whose exponent is a 32-bit
// int, without narrowing a 64-bit one; torch-mlir's exponents are 64-bit.
// Powers with a constant exponent are expanded into multiplications here;
// the pipeline outlines the rest (convert-math-to-funcs).
//
//===----------------------------------------------------------------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAEXPANDPOWERS
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;

namespace {
struct ExpandPowersPass
    : public hiera::impl::HieraExpandPowersBase<ExpandPowersPass> {
  void runOnOperation() override {
    // Upstream's expansion turns a non-constant exponent into powf of its
    // float conversion, inexact past 2^24: only constant exponents go to it.
    SmallVector<Operation *> constantPowers;
    getOperation()->walk([&](math::FPowIOp power) {
      if (matchPattern(power.getRhs(), m_Constant()))
        constantPowers.push_back(power);
    });
    if (constantPowers.empty())
      return;
    RewritePatternSet patterns(&getContext());
    math::populateExpansionPatterns(patterns, {"fpowi"});
    // What does not expand is outlined exactly later: not a failure.
    (void)applyOpPatternsGreedily(constantPowers, std::move(patterns));
  }
};
} // namespace
