// Softmax over 32 rows of 8388608 f32 (1 GiB): rows too few for a block
// each and too long to stay on chip.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax_long_rows(%x: tensor<32x8388608xf32>) -> tensor<32x8388608xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<32xf32>
  %full = tensor.empty() : tensor<32x8388608xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<32x8388608xf32>) outs(%max_init : tensor<32xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<32x8388608xf32>, tensor<32xf32>) outs(%full : tensor<32x8388608xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<32x8388608xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<32x8388608xf32>) outs(%sum_init : tensor<32xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<32x8388608xf32>, tensor<32xf32>) outs(%full : tensor<32x8388608xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x8388608xf32>
  return %y : tensor<32x8388608xf32>
}
