#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<4096x8192xf32>) -> tensor<4096x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+01 : f32
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4096x8192xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %3 = linalg.matmul ins(%arg2, %transposed : tensor<4096x8192xf32>, tensor<8192x8192xf32>) outs(%2 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<4096x8192xf32>, tensor<8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.addf %in, %in_1 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = math.exp %in : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = math.log1p %in : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %7 = tensor.empty() : tensor<4096x8192xi1>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x8192xf32>) outs(%7 : tensor<4096x8192xi1>) {
    ^bb0(%in: f32, %out: i1):
      %12 = arith.cmpf ogt, %in, %cst_0 : f32
      linalg.yield %12 : i1
    } -> tensor<4096x8192xi1>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %4, %6 : tensor<4096x8192xi1>, tensor<4096x8192xf32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: i1, %in_1: f32, %in_2: f32, %out: f32):
      %12 = arith.select %in, %in_1, %in_2 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %12 = math.tanh %in : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %10 : tensor<4096x8192xf32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %12 = arith.mulf %in, %in_1 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    return %11 : tensor<4096x8192xf32>
  }
}
