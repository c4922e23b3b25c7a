// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=reduce_vec | FileCheck %s

// A sum of squared differences over 2^20 points: 528 blocks (four per
// multiprocessor) stride over float4s of both inputs, each leaves a
// partial, and the last block to finish sums the partials in block order.
// CHECK: // task "reduce_0", variant "reduce_vec": hiera_reduce_reduce_0<<<[528], [256], 0>>>
// CHECK: extern "C" __global__ void __launch_bounds__(256) hiera_reduce_reduce_0(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CHECK: long g = (long)blockIdx.x * 256 + threadIdx.x;
// CHECK: for (; g < 262144l; g += 135168l)
// CHECK: const float t0 = (v0.x - v1.x);
// CHECK: acc0 = (t1 + acc0);
// CHECK: last = atomicAdd(&hiera_ticket, 1u) == gridDim.x - 1;
// CHECK: for (int b = threadIdx.x; b < 528; b += 256) acc0 = hiera_combine0(acc0, __ldcg(hiera_partials0 + b));
// CHECK: out0[0] = result0;
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @squared_sum(%p: tensor<1024x1024xf32>, %t: tensor<1024x1024xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %full = tensor.empty() : tensor<1024x1024xf32>
  %diff = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%full : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %s = arith.mulf %d, %d : f32
    linalg.yield %s : f32
  } -> tensor<1024x1024xf32>
  %scalar = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%diff : tensor<1024x1024xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %sum : tensor<f32>
}
