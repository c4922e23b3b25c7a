#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<4096x8192xf32>) -> tensor<4096x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<-1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 1.000000e-01 : f64
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4096x8192xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %3 = linalg.matmul ins(%arg2, %transposed : tensor<4096x8192xf32>, tensor<8192x8192xf32>) outs(%2 : tensor<4096x8192xf32>) -> tensor<4096x8192xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<4096x8192xf32>, tensor<8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.addf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4096x8192xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_2 : tensor<4096x8192xf32>, tensor<f32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.cmpf ogt, %in, %in_4 : f32
      %12 = arith.select %11, %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %5 : tensor<f32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.cmpf olt, %in, %in_4 : f32
      %12 = arith.select %11, %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %6 : tensor<f32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.cmpf ogt, %in, %in_4 : f32
      %12 = arith.select %11, %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %6 : tensor<f32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.cmpf olt, %in, %in_4 : f32
      %12 = arith.select %11, %in, %in_4 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %11 = arith.truncf %cst_3 : f64 to f32
      %12 = arith.mulf %in, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<4096x8192xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %9 : tensor<4096x8192xf32>, tensor<4096x8192xf32>) outs(%1 : tensor<4096x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %11 = arith.addf %in, %in_4 : f32
      linalg.yield %11 : f32
    } -> tensor<4096x8192xf32>
    return %10 : tensor<4096x8192xf32>
  }
}
