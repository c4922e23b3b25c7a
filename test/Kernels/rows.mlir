// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=rows_t256 | FileCheck %s

// A row maximum, 256 rows of 2048: a block per row holding its row in
// registers (2 float4 a thread), a warp-shuffle and shared-memory block
// reduction, the row's first thread storing the result.
// CHECK: // task "reduce_0", variant "rows_t256": hiera_rows_reduce_0<<<[256], [256], 0>>>
// CHECK: __device__ inline T hiera_block_reduce(T value, F combine)
// CHECK: extern "C" __global__ void __launch_bounds__(256) hiera_rows_reduce_0(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: const float4 w = reinterpret_cast<const float4 *>(in0 + row * 2048l)[threadIdx.x + i * 256];
// CHECK: r1 = hiera_maximum(r1, r0[e]);
// CHECK: r1 = hiera_block_reduce<8>(r1,
// CHECK: if (threadIdx.x == 0) out0[row] = r1;
func.func @row_max(%x: tensor<256x2048xf32>) -> tensor<256xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<256xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%init : tensor<256xf32>) -> tensor<256xf32>
  %m = linalg.reduce ins(%x : tensor<256x2048xf32>) outs(%acc : tensor<256xf32>) dimensions = [1]
    (%v: f32, %a: f32) {
      %r = arith.maximumf %v, %a : f32
      linalg.yield %r : f32
    }
  return %m : tensor<256xf32>
}
