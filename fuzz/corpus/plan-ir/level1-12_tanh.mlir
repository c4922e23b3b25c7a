#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x16384xf32>) -> tensor<8192x16384xf32> {
    %0 = tensor.empty() : tensor<8192x16384xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8192x16384xf32>) outs(%0 : tensor<8192x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %2 = math.tanh %in : f32
      linalg.yield %2 : f32
    } -> tensor<8192x16384xf32>
    return %1 : tensor<8192x16384xf32>
  }
}
