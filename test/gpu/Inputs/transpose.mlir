// A transposed read beside a plain one, over extents that are not
// multiples of the 32 x 32 tile (the tile's bounds guarded), and a
// transpose over a batch, as attention's scaled K^T.
#in = affine_map<(d0, d1) -> (d1, d0)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @transpose_add(%x: tensor<1000x333xf32>, %y: tensor<333x1000xf32>) -> tensor<333x1000xf32> {
  %init = tensor.empty() : tensor<333x1000xf32>
  %r = linalg.generic {indexing_maps = [#in, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<1000x333xf32>, tensor<333x1000xf32>) outs(%init : tensor<333x1000xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<333x1000xf32>
  return %r : tensor<333x1000xf32>
}
#kin = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @scaled_keys(%k: tensor<8x256x64xf32>) -> tensor<8x64x256xf32> {
  %scale = arith.constant 0.297301769 : f32
  %init = tensor.empty() : tensor<8x64x256xf32>
  %r = linalg.generic {indexing_maps = [#kin, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<8x256x64xf32>) outs(%init : tensor<8x64x256xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %scale : f32
    linalg.yield %s : f32
  } -> tensor<8x64x256xf32>
  return %r : tensor<8x64x256xf32>
}
