#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192xf32>, %arg1: tensor<8192x8192xf32>, %arg2: tensor<8192xf32>, %arg3: tensor<4096x8192xf32>) -> tensor<4096x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4096x8192xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %3 = linalg.matmul ins(%arg3, %transposed : tensor<4096x8192xf32>, tensor<8192x8192xf32>) outs(%2 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<4096x8192xf32>, tensor<8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %7 = arith.addf %in, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<4096x8192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.divf %in, %cst_2 : f32
      %8 = math.erf %7 : f32
      %9 = arith.addf %8, %cst_0 : f32
      %10 = arith.mulf %9, %cst_1 : f32
      %11 = arith.mulf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<4096x8192xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg0 : tensor<4096x8192xf32>, tensor<8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %7 = arith.addf %in, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<4096x8192xf32>
    return %6 : tensor<4096x8192xf32>
  }
}
