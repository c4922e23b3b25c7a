//===- CostModel.h - A candidate's cost without running it ------*- C++ -*-===//
//
// Where no GPU answers (or profile=model), a candidate costs its roofline
// bound: the contract's FLOPs at the task's compute roof, the bytes it
// moves (its launch's traffic_bytes where it reads inputs more than once)
// at the DRAM bandwidth, and at least a launch.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_COSTMODEL_H
#define HIERA_MEASURE_COSTMODEL_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

namespace hiera {

/// The estimated #plan.cost of `variant` of `task` on `target`.
plan::CostAttr estimatedCost(plan::TaskOp task, plan::VariantOp variant,
                             plan::TargetAttr target);

} // namespace hiera

#endif // HIERA_MEASURE_COSTMODEL_H
