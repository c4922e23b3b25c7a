//===- Passes.td - HIERA passes ----------------------------*- tablegen -*-===//

#ifndef HIERA_TRANSFORMS_PASSES
#define HIERA_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def HieraContract : Pass<"hiera-contract", "mlir::ModuleOp"> {
  let summary = "Group linalg ops into plan.tasks and write their contracts";
  let description = [{
    Groups each function's linalg ops on tensors into `plan.task`s:
    a contraction or convolution with the elementwise ops that consume it
    (its epilogue) is one task; a reduction with its elementwise producers
    and consumers is one task; a chain of elementwise ops is one task.
    `linalg.fill`s that initialise an accumulator join its task. Ops the pass
    cannot handle (on buffers, with dynamic shapes, capturing non-constant
    values, or not structured) stay as they are, with a remark.

    Every task, new or written by hand, gets a `#plan.contract`: operand and
    result types and roles, FLOPs, bytes and intensity (conventions in
    docs/Design.md), the precision policy given by `allow`, and the default
    tolerance of its least precise float type.
  }];
  let options = [
    ListOption<"allow", "allow", "std::string",
               "Faster math candidates may use: tf32, bf16, f16_accumulate, "
               "approx_math (default: none, strict)">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraAttribute : Pass<"hiera-attribute", "mlir::ModuleOp"> {
  let summary = "Attribute each task's bottleneck against the target's roofline";
  let description = [{
    Writes a `#plan.bottleneck` on every task from its contract and the
    module's target: compute-bound when the task's intensity reaches the
    ridge point of the unit its precision policy allows, memory-bound below
    it, latency-bound when the roofline bound is under twice the target's
    launch overhead, and `unknown` for dynamic shapes. Records the target as
    the module attribute `plan.target`.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"",
           "Target GPU: h200, h100, a100, or the path of a JSON target "
           "file (default: the module's plan.target, else h200)">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect"];
}

def HieraSummary : Pass<"hiera-summary", "mlir::ModuleOp"> {
  let summary = "Print a table of the module's tasks to stderr";
  let description = [{
    One line per task: FLOPs, bytes, intensity, bottleneck and roofline
    bound. Leaves the IR unchanged.
  }];
}

#endif // HIERA_TRANSFORMS_PASSES
