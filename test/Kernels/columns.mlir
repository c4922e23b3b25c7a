// RUN: hiera-opt %s --hiera-plan | hiera-translate --plan-variant-to-cuda --variant=columns_l256_t1 | FileCheck %s

// A softmax over the channels of 8 x 32 x 4096 (NCHW, H x W collapsed):
// 32768 lines of 32 elements 4096 apart, a thread a line, neighbouring
// lines on neighbouring threads; read from memory each pass, the maximum
// and the sum share one (an online softmax), then the results' pass.
// CHECK: // task "reduction_0", variant "columns_l256_t1": hiera_columns_reduction_0<<<[128], [256], 0>>>
// CHECK: // hiera_columns_reduction_0: 32768 lines of 32 elements 4096 apart, 256 lines a block, 1 threads a line, inputs read again each pass
// CHECK: extern "C" __global__ void __launch_bounds__(256) hiera_columns_reduction_0(const float *__restrict__ in0, float *__restrict__ out0)
// CHECK: const long o = line / 4096l, i = line % 4096l;
// CHECK: for (long r = y; r < 32l; r += 1) {
// CHECK: const float v0 = __ldg(in0 + o * 131072l + r * 4096l + i);
// CHECK: sum0 = sum0 * expf(((max0 - max1))) + expf(((v0 - max1)));
// CHECK: out0[base + r * 4096l] = {{.*}};
#e = affine_map<(o, c, i) -> (o, c, i)>
#l = affine_map<(o, c, i) -> (o, i)>
func.func @softmax_channels(%x: tensor<8x32x4096xf32>) -> tensor<8x32x4096xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<8x4096xf32>
  %lows = linalg.fill ins(%low : f32) outs(%lines : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %max = linalg.generic {indexing_maps = [#e, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<8x32x4096xf32>) outs(%lows : tensor<8x4096xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<8x4096xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%lines : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  %sum = linalg.generic {indexing_maps = [#e, #l, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x, %max : tensor<8x32x4096xf32>, tensor<8x4096xf32>) outs(%zeros : tensor<8x4096xf32>) {
  ^bb0(%v: f32, %m: f32, %a: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %s = arith.addf %ex, %a : f32
    linalg.yield %s : f32
  } -> tensor<8x4096xf32>
  %out = tensor.empty() : tensor<8x32x4096xf32>
  %y = linalg.generic {indexing_maps = [#e, #l, #l, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %max, %sum : tensor<8x32x4096xf32>, tensor<8x4096xf32>, tensor<8x4096xf32>) outs(%out : tensor<8x32x4096xf32>) {
  ^bb0(%v: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %q = arith.divf %ex, %s : f32
    linalg.yield %q : f32
  } -> tensor<8x32x4096xf32>
  return %y : tensor<8x32x4096xf32>
}
