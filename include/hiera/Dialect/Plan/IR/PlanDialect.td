//===- PlanDialect.td - The HIERA plan dialect -------------*- tablegen -*-===//
//
// The plan dialect records, for each workload of a module, what it must
// compute (its contract), what limits it on the target GPU (its bottleneck),
// and the candidate implementations the planner considers for it.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_PLAN_DIALECT
#define HIERA_PLAN_DIALECT

include "mlir/IR/OpBase.td"

def Plan_Dialect : Dialect {
  let name = "plan";
  let cppNamespace = "::hiera::plan";
  let summary = "Workload contracts, bottlenecks and implementation plans";
  let description = [{
    The `plan` dialect carries HIERA's planning state in the IR. A
    `plan.task` isolates one fusion group of linalg ops on tensors: its body
    is the reference semantics every candidate implementation is checked
    against. The task's `#plan.contract` states what must be computed and how
    a result is judged; its `#plan.bottleneck` says what limits it on the
    module's `#plan.target`. `plan.variant` ops inside a task are the
    candidate implementations, each in one implementation space, with its
    cost once known.

    The module attribute `plan.target` holds the target GPU, and
    `plan.framework_precision` the math of the framework the module came
    from.
  }];
  let useDefaultAttributePrinterParser = 1;
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect",
                           "::mlir::arith::ArithDialect"];
  let extraClassDeclaration = [{
    void registerAttributes();

    /// The module attribute that holds the target GPU.
    static constexpr ::llvm::StringLiteral kTargetAttrName = "plan.target";
    /// The module attribute that holds the source framework's precision.
    static constexpr ::llvm::StringLiteral kFrameworkPrecisionAttrName =
        "plan.framework_precision";
    /// A launch declaration's kernel, between --hiera-lower-tasks and
    /// --hiera-materialize-launches.
    static constexpr ::llvm::StringLiteral kKernelLaunchAttrName =
        "plan.kernel_launch";
    /// The module attribute with the LLM policy's token counts.
    static constexpr ::llvm::StringLiteral kLLMTokensAttrName =
        "plan.llm_tokens";

    // What the search records on a plan.variant.
    /// The refinement round it was chosen in (from 1).
    static constexpr ::llvm::StringLiteral kRoundAttrName = "plan.round";
    /// Why the policy chose it.
    static constexpr ::llvm::StringLiteral kWhyAttrName = "plan.why";
    /// Not picked for measurement yet: the profiler skips it.
    static constexpr ::llvm::StringLiteral kUntriedAttrName = "plan.untried";
    /// Hardware counters of its measured run, by name.
    static constexpr ::llvm::StringLiteral kCountersAttrName =
        "plan.counters";
    /// The math it multiplies and adds in where that is not its element
    /// type's: tf32, 3xtf32 (f32 emulated on the TF32 tensor cores), bf16
    /// or f16. Set where a variant is generated.
    static constexpr ::llvm::StringLiteral kArithmeticAttrName =
        "plan.arithmetic";
    /// Why it cannot be used: it does not compile, failed its check, ...
    static constexpr ::llvm::StringLiteral kInvalidReasonAttrName =
        "plan.invalid_reason";
  }];
}

#endif // HIERA_PLAN_DIALECT
