// ReLU over 16384x16384 f32 (1 GiB in, 1 GiB out).
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%x: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16384x16384xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16384x16384xf32>) outs(%init : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  return %y : tensor<16384x16384xf32>
}
