#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<4096x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<4096xf32>, %arg3: tensor<4096xf32>, %arg4: tensor<8192x4096xf32>) -> tensor<8192x4096xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 4.096000e+03 : f64
    %cst_3 = arith.constant 4.096000e+03 : f32
    %0 = tensor.empty() : tensor<4096x4096xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<4096x4096xf32>) outs(%0 : tensor<4096x4096xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8192x4096xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
    %3 = linalg.matmul ins(%arg4, %transposed : tensor<8192x4096xf32>, tensor<4096x4096xf32>) outs(%2 : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<8192x4096xf32>, tensor<4096xf32>) outs(%1 : tensor<8192x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.addf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x4096xf32>
    %5 = tensor.empty() : tensor<8192x4096xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<8192x4096xf32>) outs(%5 : tensor<8192x4096xf64>) {
    ^bb0(%in: f32, %out: f64):
      %26 = arith.extf %in : f32 to f64
      linalg.yield %26 : f64
    } -> tensor<8192x4096xf64>
    %7 = tensor.empty() : tensor<8192x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<8192x1xf64>) -> tensor<8192x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<8192x4096xf64>) outs(%8 : tensor<8192x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.addf %in, %out : f64
      linalg.yield %26 : f64
    } -> tensor<8192x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<8192x1xf64>) outs(%7 : tensor<8192x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.divf %in, %cst_2 : f64
      linalg.yield %26 : f64
    } -> tensor<8192x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %10 : tensor<8192x4096xf64>, tensor<8192x1xf64>) outs(%5 : tensor<8192x4096xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %26 = arith.subf %in, %in_4 : f64
      linalg.yield %26 : f64
    } -> tensor<8192x4096xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %11 : tensor<8192x4096xf64>, tensor<8192x4096xf64>) outs(%5 : tensor<8192x4096xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %26 = arith.mulf %in, %in_4 : f64
      linalg.yield %26 : f64
    } -> tensor<8192x4096xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<8192x4096xf64>) outs(%8 : tensor<8192x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.addf %in, %out : f64
      linalg.yield %26 : f64
    } -> tensor<8192x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<8192x1xf64>) outs(%7 : tensor<8192x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.divf %in, %cst_2 : f64
      linalg.yield %26 : f64
    } -> tensor<8192x1xf64>
    %15 = tensor.empty() : tensor<8192x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<8192x1xf64>) outs(%15 : tensor<8192x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %26 = arith.truncf %in : f64 to f32
      linalg.yield %26 : f32
    } -> tensor<8192x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<8192x1xf32>) -> tensor<8192x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<8192x4096xf32>) outs(%17 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %in, %out : f32
      linalg.yield %26 : f32
    } -> tensor<8192x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<8192x1xf32>) outs(%15 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.divf %in, %cst_3 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<8192x1xf32>) outs(%15 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.truncf %cst_1 : f64 to f32
      %27 = arith.addf %in, %26 : f32
      linalg.yield %27 : f32
    } -> tensor<8192x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<8192x1xf32>) outs(%15 : tensor<8192x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = math.rsqrt %in : f32
      linalg.yield %26 : f32
    } -> tensor<8192x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %19 : tensor<8192x4096xf32>, tensor<8192x1xf32>) outs(%1 : tensor<8192x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.subf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x4096xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %21 : tensor<8192x4096xf32>, tensor<8192x1xf32>) outs(%1 : tensor<8192x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.mulf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x4096xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %arg2 : tensor<8192x4096xf32>, tensor<4096xf32>) outs(%1 : tensor<8192x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.mulf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x4096xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %arg3 : tensor<8192x4096xf32>, tensor<4096xf32>) outs(%1 : tensor<8192x4096xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.addf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<8192x4096xf32>
    return %25 : tensor<8192x4096xf32>
  }
}
