// The precision PyTorch computes with, recorded at export as
// plan.framework_precision, goes into each task's contract by its kind:
// convolutions take `convolution`, other contractions `matmul`, the rest
// strict; allow= adds to it.
// RUN: hiera-opt %s --hiera-contract | FileCheck %s
// RUN: hiera-opt %s --hiera-contract="allow=approx_math" | FileCheck %s --check-prefix=ALLOW

// CHECK: plan.task "conv_2d_nchw_fchw_0"{{.*}}precision = tf32, rtol = 0.01, atol = 0.01
// CHECK: plan.task "matmul_1"{{.*}}precision = strict, rtol = 1.0e-04, atol = 1.0e-04
// CHECK: plan.task "elementwise_2"{{.*}}precision = strict
// ALLOW: plan.task "conv_2d_nchw_fchw_0"{{.*}}precision = tf32|approx_math
// ALLOW: plan.task "matmul_1"{{.*}}precision = approx_math
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%x: tensor<1x4x8x8xf32>, %w: tensor<4x4x3x3xf32>, %a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> (tensor<1x4x6x6xf32>, tensor<16x8xf32>, tensor<16x32xf32>) {
    %zero = arith.constant 0.0 : f32
    %ci = tensor.empty() : tensor<1x4x6x6xf32>
    %cf = linalg.fill ins(%zero : f32) outs(%ci : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x4x8x8xf32>, tensor<4x4x3x3xf32>) outs(%cf : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %mi = tensor.empty() : tensor<16x8xf32>
    %mf = linalg.fill ins(%zero : f32) outs(%mi : tensor<16x8xf32>) -> tensor<16x8xf32>
    %mm = linalg.matmul ins(%a, %b : tensor<16x32xf32>, tensor<32x8xf32>) outs(%mf : tensor<16x8xf32>) -> tensor<16x8xf32>
    %ei = tensor.empty() : tensor<16x32xf32>
    %e = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x32xf32>) outs(%ei : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = math.exp %in : f32
      linalg.yield %s : f32
    } -> tensor<16x32xf32>
    return %conv, %mm, %e : tensor<1x4x6x6xf32>, tensor<16x8xf32>, tensor<16x32xf32>
  }
}
