// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=elementwise_vec_u2 | FileCheck %s
// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=elementwise_scalar | FileCheck %s --check-prefix=SCALAR

// ReLU over 64 x 1024 floats: 16-byte accesses, two groups per thread, one
// tile of 256 x 2 groups per block, only the last tile guarded.
// CHECK: // task "elementwise_0", variant "elementwise_vec_u2": hiera_elementwise_0<<<[32], [256], 0>>>
// CHECK: extern "C" __global__ void __launch_bounds__(256) hiera_elementwise_0(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: const unsigned groups = 16384u;
// CHECK: const unsigned first = (unsigned)blockIdx.x * 512u + threadIdx.x;
// CHECK: if (first + 256u < groups) {
// CHECK: t0[u] = *reinterpret_cast<const float4 *>(in0 + (g * 4u));
// CHECK: const float t4 = hiera_maximum(t0[u].w, __int_as_float(0x0));
// CHECK: *reinterpret_cast<float4 *>(out0 + (g * 4u)) = float4{t1, t2, t3, t4};
// CHECK: if (g >= groups) return;
// CHECK-NOT: // task
// SCALAR: // task "elementwise_0", variant "elementwise_scalar": hiera_elementwise_0<<<[64], [256], 0>>>
// SCALAR-NOT: float4
// SCALAR: hiera_maximum
func.func @relu(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x1024xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%init : tensor<64x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}
