// A bias per channel added to a reshaped view of an elementwise result:
// hiera-normalize re-indexes the add into the result's 12288 points and
// fuses the two, the bias read at channel (c0 floordiv 256) mod 12.
func.func @bias_through_reshape(%x: tensor<32x384xf32>, %b: tensor<12xf32>) -> tensor<4x12x256xf32> {
  %e = tensor.empty() : tensor<32x384xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x384xf32>) outs(%e : tensor<32x384xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<32x384xf32>
  %flat = tensor.collapse_shape %s [[0, 1]] : tensor<32x384xf32> into tensor<12288xf32>
  %view = tensor.expand_shape %flat [[0, 1, 2]] output_shape [4, 12, 256] : tensor<12288xf32> into tensor<4x12x256xf32>
  %out = tensor.empty() : tensor<4x12x256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>, affine_map<(a, b, c) -> (a, b, c)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view, %b : tensor<4x12x256xf32>, tensor<12xf32>) outs(%out : tensor<4x12x256xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.addf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<4x12x256xf32>
  return %y : tensor<4x12x256xf32>
}
