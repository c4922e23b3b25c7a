// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=arg_reduce_warp | FileCheck %s
// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=arg_reduce_block | FileCheck %s --check-prefix=BLOCK

// argmax along rows of 1024: a warp per row (short rows), float4 loads,
// ties to the earlier position, warp shuffles of (value, position) pairs.
// CHECK: // task "reduction_0", variant "arg_reduce_warp": hiera_arg_reduce_reduction_0<<<[64], [256], 0>>>
// CHECK: if (value > best || (value == best && where < at))
// CHECK: const long row = (long)blockIdx.x / 1 * 8 + threadIdx.x / 32;
// CHECK: const float4 v = __ldg(x + g);
// CHECK: hiera_arg_combine(best, at, v.w, g * 4 + 3);
// CHECK: const long long where = __shfl_xor_sync(0xffffffffu, at, offset);
// CHECK: out0[row] = (long long)at;
// BLOCK: // task "reduction_0", variant "arg_reduce_block": hiera_arg_reduce_reduction_0<<<[512], [256], 0>>>
// BLOCK: __shared__ long long warpAt[8];
func.func @argmax(%logits: tensor<512x1024xf32>) -> tensor<512xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %values = tensor.empty() : tensor<512xf32>
  %indices = tensor.empty() : tensor<512xi64>
  %v0 = linalg.fill ins(%lowest : f32) outs(%values : tensor<512xf32>) -> tensor<512xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%indices : tensor<512xi64>) -> tensor<512xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<512x1024xf32>) outs(%v0, %i0 : tensor<512xf32>, tensor<512xi64>) {
  ^bb0(%x: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %x, %best : f32
    %v = arith.select %greater, %x, %best : f32
    %i = arith.select %greater, %j64, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<512xf32>, tensor<512xi64>)
  return %r#1 : tensor<512xi64>
}
