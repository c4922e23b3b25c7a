// RMS norm over the last dimension of 16384x16384 f32:
// y = x / sqrt(mean(x^2) + 1e-6) * gamma.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm(%x: tensor<16384x16384xf32>, %gamma: tensor<16384xf32>) -> tensor<16384x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 16384.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<16384xf32>
  %full = tensor.empty() : tensor<16384x16384xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16384xf32>) -> tensor<16384xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16384x16384xf32>) outs(%sq_init : tensor<16384xf32>) {
  ^bb0(%v: f32, %s: f32):
    %p = arith.mulf %v, %v : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<16384xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sq, %gamma : tensor<16384x16384xf32>, tensor<16384xf32>, tensor<16384xf32>)
      outs(%full : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %s: f32, %g: f32, %out: f32):
    %ms = arith.divf %s, %n : f32
    %mse = arith.addf %ms, %eps : f32
    %inv = math.rsqrt %mse : f32
    %norm = arith.mulf %v, %inv : f32
    %r = arith.mulf %norm, %g : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  return %y : tensor<16384x16384xf32>
}
