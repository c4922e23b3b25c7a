// What a target cannot run is not generated for it, saying why; the plan
// reads back, and the library's call computes the product.
// - Compute capability 7.0: the GEMM family's mma.sync on TF32 and cp.async
//   need 8.0 (its PTX for sm_70 held them, and lowering exited 0).
// - 64 KiB of shared memory per multiprocessor: the GEMM kernels ask for
//   more, and a variant the plan cannot hold is left out (the plan failed
//   its verifier: no GEMM could be planned at all).
// RUN: hiera-opt %s --hiera-plan="target=%S/Inputs/compute-7.0.json allow=tf32" 2>&1 >/dev/null | FileCheck %s --check-prefix=OLD
// RUN: hiera-opt %s --hiera-plan="target=%S/Inputs/compute-7.0.json allow=tf32" | hiera-opt | FileCheck %s --check-prefix=PLAN
// RUN: hiera-opt %s --hiera-plan="target=%S/Inputs/small-shared-memory.json allow=tf32" 2>&1 >/dev/null | FileCheck %s --check-prefix=SMALL
// RUN: hiera-opt %s --hiera-plan="target=%S/Inputs/small-shared-memory.json allow=tf32" | hiera-opt | FileCheck %s --check-prefix=PLAN
// OLD: remark: hiera-generate: no gemm kernel: its mma.sync on TF32 and cp.async need compute capability 8.0; the target's is 7.0
// SMALL: remark: hiera-generate: gemm_tf32_mma left out: the plan could not hold it: 'plan.variant' op asks for 107520 bytes of dynamic shared memory; a block on small-shared-memory has at most 64512
// PLAN-NOT: #plan.space<custom>
// PLAN: plan.variant "cublaslt_matmul" #plan.space<library> selected
// PLAN-NOT: #plan.space<custom>
func.func @mm(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1024x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %c = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%acc : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %c : tensor<1024x1024xf32>
}
