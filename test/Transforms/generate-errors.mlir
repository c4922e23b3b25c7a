// REQUIRES: cuda-toolkit
// Generation compiles nothing: the custom variants are there without a
// clang, and lowering one is what needs it (and says so).
// RUN: hiera-opt %s --hiera-contract --hiera-attribute --hiera-select-space --hiera-generate 2>&1 | FileCheck %s
// CHECK: plan.variant "linalg" #plan.space<linalg>
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected kernel = #plan.elementwise<
// CHECK-NOT: ptx =
// CHECK: return
// RUN: hiera-opt %s --hiera-plan | not hiera-opt --hiera-lower-tasks="clang=/nonexistent/clang" 2>&1 | FileCheck %s --check-prefix=NOCLANG
// NOCLANG: error: 'plan.variant' op does not compile: no clang at '/nonexistent/clang'

// A block of more than 1024 threads is refused.
// RUN: not hiera-opt %s --hiera-plan --hiera-lower="threads-x=64 threads-y=32" 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS: error: hiera-map-to-gpu: threads-x * threads-y must be 1 to 1024, got 64 * 32

func.func @exp(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %y = linalg.exp ins(%x : tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
  return %y : tensor<1024xf32>
}
