// Parameters that leave a thread no element of its line (more threads a
// line than the line has elements: it would read past the line) make no
// kernel: an error naming both, not a kernel that reads out of bounds.
// RUN: hiera-opt %s --hiera-plan \
// RUN:   | sed -e 's/#plan.columns<lines_per_block = 256, threads_per_line = 1, in_registers = false>/#plan.columns<lines_per_block = 16, threads_per_line = 16, in_registers = false>/' \
// RUN:   | not hiera-translate --plan-variant-to-cuda --variant=columns_l256_t1 2>&1 | FileCheck %s
// CHECK: error: 'plan.variant' op its columns parameters make no kernel: 16 threads a line for lines of 8 elements
#e = affine_map<(o, c, i) -> (o, c, i)>
#l = affine_map<(o, c, i) -> (o, i)>
func.func @rms_norm_of_8_channels(%x: tensor<64x8x4096xf32>) -> tensor<64x8x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<64x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%lines : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %ss = linalg.generic {indexing_maps = [#e, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<64x8x4096xf32>) outs(%acc : tensor<64x4096xf32>) {
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  } -> tensor<64x4096xf32>
  %out = tensor.empty() : tensor<64x8x4096xf32>
  %y = linalg.generic {indexing_maps = [#e, #l, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %ss : tensor<64x8x4096xf32>, tensor<64x4096xf32>) outs(%out : tensor<64x8x4096xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = math.rsqrt %s : f32
    %n = arith.mulf %v, %r : f32
    linalg.yield %n : f32
  } -> tensor<64x8x4096xf32>
  return %y : tensor<64x8x4096xf32>
}
