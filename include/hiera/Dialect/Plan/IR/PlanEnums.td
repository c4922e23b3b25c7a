//===- PlanEnums.td - Enumerations of the plan dialect -----*- tablegen -*-===//

#ifndef HIERA_PLAN_ENUMS
#define HIERA_PLAN_ENUMS

include "mlir/IR/EnumAttr.td"

def Plan_OperandRole : I32EnumAttr<"OperandRole",
    "what an operand is to the computation", [
      I32EnumAttrCase<"Activation", 0, "activation">,
      I32EnumAttrCase<"Weight", 1, "weight">,
      I32EnumAttrCase<"Bias", 2, "bias">,
      I32EnumAttrCase<"Scalar", 3, "scalar">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_PrecisionPolicy : I32BitEnumAttr<"PrecisionPolicy",
    "faster math a candidate may use", [
      I32BitEnumAttrCaseNone<"Strict", "strict">,
      // f32 contractions on tensor cores with 10-bit mantissas.
      I32BitEnumAttrCaseBit<"TF32", 0, "tf32">,
      // f32 operands rounded to bf16.
      I32BitEnumAttrCaseBit<"BF16", 1, "bf16">,
      // f16 contractions accumulating in f16.
      I32BitEnumAttrCaseBit<"F16Accumulate", 2, "f16_accumulate">,
      // Hardware approximations of transcendental functions.
      I32BitEnumAttrCaseBit<"ApproxMath", 3, "approx_math">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
  let printBitEnumQuoted = 0;
}

def Plan_ScanOrder : I32EnumAttr<"ScanOrder",
    "the order a scan combines its elements in", [
      // Any order: a parallel scan's, within the contract's tolerance.
      I32EnumAttrCase<"Any", 0, "any">,
      // ATen's CUDA kernels' (ScanUtils.cuh): along the innermost
      // dimension, chunks of 2^(lx + 1) elements joined by a carry, each a
      // Sklansky tree; along any other, in order.
      I32EnumAttrCase<"PyTorchCuda", 1, "pytorch_cuda">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_ContractConstraints : I32BitEnumAttr<"ContractConstraints",
    "what the task's buffers guarantee", [
      I32BitEnumAttrCaseNone<"None", "none">,
      I32BitEnumAttrCaseBit<"StaticShapes", 0, "static_shapes">,
      I32BitEnumAttrCaseBit<"Contiguous", 1, "contiguous">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
  let printBitEnumQuoted = 0;
}

def Plan_BottleneckKind : I32EnumAttr<"BottleneckKind",
    "what limits a task", [
      I32EnumAttrCase<"Memory", 0, "memory">,
      I32EnumAttrCase<"Compute", 1, "compute">,
      I32EnumAttrCase<"Latency", 2, "latency">,
      I32EnumAttrCase<"Unknown", 3, "unknown">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_LimitingUnit : I32EnumAttr<"LimitingUnit",
    "the hardware unit whose throughput bounds a task", [
      I32EnumAttrCase<"DRAM", 0, "dram">,
      I32EnumAttrCase<"FP64Pipe", 1, "fp64_pipe">,
      I32EnumAttrCase<"FP32Pipe", 2, "fp32_pipe">,
      I32EnumAttrCase<"TensorCore", 3, "tensor_core">,
      I32EnumAttrCase<"Launch", 4, "launch">,
      I32EnumAttrCase<"None", 5, "none">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_AttributionSource : I32EnumAttr<"AttributionSource",
    "where an attribution comes from", [
      I32EnumAttrCase<"Model", 0, "model">,
      I32EnumAttrCase<"Measured", 1, "measured">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_CostSource : I32EnumAttr<"CostSource",
    "whether a cost was measured on the GPU or estimated by a model", [
      I32EnumAttrCase<"Measured", 0, "measured">,
      I32EnumAttrCase<"Estimated", 1, "estimated">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_Space : I32EnumAttr<"Space", "an implementation space", [
      // MLIR's own linalg code generation: the default and the baseline.
      I32EnumAttrCase<"Linalg", 0, "linalg">,
      // Vendor libraries: cuBLAS, cuBLASLt, cuDNN.
      I32EnumAttrCase<"Library", 1, "library">,
      // Custom CUDA compiled through LLVM's NVPTX back end.
      I32EnumAttrCase<"Custom", 2, "custom">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_Direction : I32EnumAttr<"Direction",
    "one of the five optimisation directions", [
      I32EnumAttrCase<"ControlFlow", 0, "control_flow">,
      I32EnumAttrCase<"Parallelism", 1, "parallelism">,
      I32EnumAttrCase<"MemoryTransactions", 2, "memory_transactions">,
      I32EnumAttrCase<"DataReuse", 3, "data_reuse">,
      I32EnumAttrCase<"TensorCores", 4, "tensor_cores">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_CallArgKind : I32EnumAttr<"CallArgKind",
    "what one argument of a library call passes", [
      // The task's input N, as a pointer to its device buffer.
      I32EnumAttrCase<"Input", 0, "input">,
      // The task's result N, likewise.
      I32EnumAttrCase<"Output", 1, "output">,
      // A null pointer: an operand the call is told it does not have.
      I32EnumAttrCase<"Null", 2, "null">,
      // An integer of the callee's parameter type.
      I32EnumAttrCase<"I32", 3, "i32">,
      I32EnumAttrCase<"I64", 4, "i64">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
}

def Plan_Epilogue : I32BitEnumAttr<"Epilogue",
    "what a library call fuses after its main operation", [
      I32BitEnumAttrCaseNone<"None", "none">,
      I32BitEnumAttrCaseBit<"Bias", 0, "bias">,
      I32BitEnumAttrCaseBit<"Relu", 1, "relu">,
      I32BitEnumAttrCaseBit<"Residual", 2, "residual">
    ]> {
  let cppNamespace = "::hiera::plan";
  let genSpecializedAttr = 0;
  let printBitEnumQuoted = 0;
}

#endif // HIERA_PLAN_ENUMS
