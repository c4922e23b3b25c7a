// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=window_direct_vec | FileCheck %s
// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=window_direct | FileCheck %s --check-prefix=DIRECT

// 3x3 max pooling with stride 2 in NHWC: a thread per four channels of an
// output point, read as one float4 per window point (channels are neither
// windowed nor strided), the window unrolled.
// CHECK: // task "pooling_nhwc_max_0", variant "window_direct_vec": hiera_window_pooling_nhwc_max_0<<<[2], [256], 0>>>
// CHECK: if (point >= 512) return;
// CHECK: const int c3 = rest % 4 * 4; rest /= 4;
// CHECK: const float *origin = in0 + (c3 * 1 + c2 * 32 + c1 * 544 + c0 * 4624);
// CHECK-COUNT-9: const float4 vs = __ldg(reinterpret_cast<const float4 *>(origin +
// CHECK-NOT: const float4 vs
// CHECK: }
// DIRECT: // task "pooling_nhwc_max_0", variant "window_direct": hiera_window_pooling_nhwc_max_0<<<[8], [256], 0>>>
// DIRECT-NOT: float4
func.func @max_pool(%x: tensor<2x17x17x16xf32>) -> tensor<2x8x8x16xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x8x8x16xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<2x17x17x16xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
  return %y : tensor<2x8x8x16xf32>
}
