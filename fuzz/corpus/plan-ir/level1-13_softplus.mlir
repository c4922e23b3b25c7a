#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x16384xf32>) -> tensor<8192x16384xf32> {
    %cst = arith.constant 2.000000e+01 : f32
    %0 = tensor.empty() : tensor<8192x16384xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8192x16384xf32>) outs(%0 : tensor<8192x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.exp %in : f32
      linalg.yield %6 : f32
    } -> tensor<8192x16384xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8192x16384xf32>) outs(%0 : tensor<8192x16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = math.log1p %in : f32
      linalg.yield %6 : f32
    } -> tensor<8192x16384xf32>
    %3 = tensor.empty() : tensor<8192x16384xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<8192x16384xf32>) outs(%3 : tensor<8192x16384xi1>) {
    ^bb0(%in: f32, %out: i1):
      %6 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %6 : i1
    } -> tensor<8192x16384xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg0, %2 : tensor<8192x16384xi1>, tensor<8192x16384xf32>, tensor<8192x16384xf32>) outs(%0 : tensor<8192x16384xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %6 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<8192x16384xf32>
    return %5 : tensor<8192x16384xf32>
  }
}
