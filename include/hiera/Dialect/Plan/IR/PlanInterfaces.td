//===- PlanInterfaces.td - Interfaces of the plan dialect --*- tablegen -*-===//

#ifndef HIERA_PLAN_INTERFACES
#define HIERA_PLAN_INTERFACES

include "mlir/IR/OpBase.td"

def Plan_KernelParamsAttrInterface
    : AttrInterface<"KernelParamsAttrInterface"> {
  let cppNamespace = "::hiera::plan";
  let description = [{
    The parameters of one kernel family's candidate (`#plan.rows<...>`,
    `#plan.gemm<...>`, ...): the family instantiates its kernel from them,
    and the search reads from them which optimisation direction the
    candidate explores.
  }];
  let methods = [
    InterfaceMethod<"The kernel family the parameters are for: the name "
                    "it is registered under.",
                    "::llvm::StringRef", "getFamily">,
    InterfaceMethod<"What the parameters change about how the work meets "
                    "the hardware.",
                    "::hiera::plan::Direction", "getDirection">
  ];
}

#endif // HIERA_PLAN_INTERFACES
