// A chain of four elementwise ops over 16384x16384 f32, written one op at a
// time as a frontend emits them: y = max(a * b + c, 0) * 0.5.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @elementwise_chain(%a: tensor<16384x16384xf32>, %b: tensor<16384x16384xf32>, %c: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %init = tensor.empty() : tensor<16384x16384xf32>
  %prod = linalg.mul ins(%a, %b : tensor<16384x16384xf32>, tensor<16384x16384xf32>)
                     outs(%init : tensor<16384x16384xf32>) -> tensor<16384x16384xf32>
  %sum = linalg.add ins(%prod, %c : tensor<16384x16384xf32>, tensor<16384x16384xf32>)
                    outs(%init : tensor<16384x16384xf32>) -> tensor<16384x16384xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<16384x16384xf32>) outs(%init : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%relu : tensor<16384x16384xf32>) outs(%init : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.mulf %v, %half : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  return %scaled : tensor<16384x16384xf32>
}
