#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %2 = linalg.matmul ins(%arg2, %transposed : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%1 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<8192x8192xf32>, tensor<8192xf32>) outs(%0 : tensor<8192x8192xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %5 = arith.addf %in, %in_0 : f32
      linalg.yield %5 : f32
    } -> tensor<8192x8192xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.cmpf ugt, %in, %cst : f32
      %6 = arith.select %5, %in, %cst : f32
      linalg.yield %6 : f32
    } -> tensor<8192x8192xf32>
    return %4 : tensor<8192x8192xf32>
  }
}
