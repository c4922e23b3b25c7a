// Layer norm over 64 rows of 4194304 f32 (1 GiB), with scale and shift:
// rows too few for a block each and too long to stay on chip.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @layer_norm_long_rows(%x: tensor<64x4194304xf32>, %gamma: tensor<4194304xf32>, %beta: tensor<4194304xf32>) -> tensor<64x4194304xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 4194304.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %full = tensor.empty() : tensor<64x4194304xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x4194304xf32>) outs(%sum_init : tensor<64xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<64x4194304xf32>, tensor<64xf32>) outs(%full : tensor<64x4194304xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %v, %mean : f32
    linalg.yield %c : f32
  } -> tensor<64x4194304xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centered : tensor<64x4194304xf32>) outs(%sq_init : tensor<64xf32>) {
  ^bb0(%c: f32, %s: f32):
    %p = arith.mulf %c, %c : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centered, %sq, %gamma, %beta : tensor<64x4194304xf32>, tensor<64xf32>, tensor<4194304xf32>, tensor<4194304xf32>)
      outs(%full : tensor<64x4194304xf32>) {
  ^bb0(%c: f32, %s: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %norm = arith.mulf %c, %inv : f32
    %scaled = arith.mulf %norm, %g : f32
    %r = arith.addf %scaled, %b : f32
    linalg.yield %r : f32
  } -> tensor<64x4194304xf32>
  return %y : tensor<64x4194304xf32>
}
