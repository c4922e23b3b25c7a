// REQUIRES: cuda-toolkit
// A custom kernel that cannot be compiled is reported and left out; the
// task keeps its other variants.
// RUN: hiera-opt %s --hiera-contract --hiera-attribute --hiera-generate="clang=/nonexistent/clang" 2>&1 | FileCheck %s
// CHECK: remark: hiera-generate: elementwise_vec_u1 left out: no clang at '/nonexistent/clang'
// CHECK: remark: hiera-generate: elementwise_vec_u2 left out: no clang at '/nonexistent/clang'
// CHECK: remark: hiera-generate: elementwise_scalar left out: no clang at '/nonexistent/clang'
// CHECK: plan.variant "linalg" #plan.space<linalg>
// CHECK-NOT: #plan.space<custom>
// CHECK: return

// A block of more than 1024 threads is refused.
// RUN: not hiera-opt %s --hiera-plan --hiera-lower="threads-x=64 threads-y=32" 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS: error: hiera-map-to-gpu: threads-x * threads-y must be 1 to 1024, got 64 * 32

func.func @exp(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %y = linalg.exp ins(%x : tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}
