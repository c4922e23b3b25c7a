#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<4096xf32>, %arg1: tensor<16x4096x4096xf32>) -> tensor<16x4096x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 9.9999999999999995E-7 : f64
    %cst_1 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<16x4096x4096xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %arg1 : tensor<16x4096x4096xf32>, tensor<16x4096x4096xf32>) outs(%0 : tensor<16x4096x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x4096xf32>
    %2 = tensor.empty() : tensor<16x4096x1xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16x4096x1xf32>) -> tensor<16x4096x1xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<16x4096x4096xf32>) outs(%3 : tensor<16x4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.addf %in, %out : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x1xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<16x4096x1xf32>) outs(%2 : tensor<16x4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.divf %in, %cst_1 : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<16x4096x1xf32>) outs(%2 : tensor<16x4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_0 : f64 to f32
      %11 = arith.addf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<16x4096x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<16x4096x1xf32>) outs(%2 : tensor<16x4096x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = math.sqrt %in : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1, %7 : tensor<16x4096x4096xf32>, tensor<16x4096x1xf32>) outs(%0 : tensor<16x4096x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.divf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x4096xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %arg0 : tensor<16x4096x4096xf32>, tensor<4096xf32>) outs(%0 : tensor<16x4096x4096xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %10 = arith.mulf %in, %in_2 : f32
      linalg.yield %10 : f32
    } -> tensor<16x4096x4096xf32>
    return %9 : tensor<16x4096x4096xf32>
  }
}
