//===- Passes.h - HIERA passes ----------------------------------*- C++ -*-===//

#ifndef HIERA_TRANSFORMS_PASSES_H
#define HIERA_TRANSFORMS_PASSES_H

#include "plan/PlanDialect.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassOptions.h"

namespace hiera {

#define GEN_PASS_DECL
#include "hiera/Transforms/Passes.h.inc"

/// Options of the --hiera-plan pipeline.
struct PlanPipelineOptions
    : public mlir::PassPipelineOptions<PlanPipelineOptions> {
  Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Target GPU: h200, h100, a100, or a JSON target file")};
  ListOption<std::string> allow{
      *this, "allow",
      llvm::cl::desc("Faster math candidates may use: tf32, bf16, "
                     "f16_accumulate, approx_math")};
};

/// Adds the planning pipeline: contract, then attribute.
void buildPlanPipeline(mlir::OpPassManager &pm,
                       const PlanPipelineOptions &options);

/// Registers every HIERA pass and the --hiera-plan pipeline.
void registerPasses();

} // namespace hiera

#endif // HIERA_TRANSFORMS_PASSES_H
