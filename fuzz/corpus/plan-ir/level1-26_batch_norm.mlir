#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<i64>, %arg5: tensor<64x128x128x128xf32>) -> (tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<64x128x128x128xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.0000009536752259 : f64
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 0x4130000000000000 : f64
    %cst_6 = arith.constant 0x49800000 : f32
    %0 = tensor.empty() : tensor<i64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg4 : tensor<i64>) outs(%0 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %32 = arith.addi %in, %c1_i64 : i64
      linalg.yield %32 : i64
    } -> tensor<i64>
    %2 = tensor.empty() : tensor<64x128x128x128xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<64x128x128x128xf32>) outs(%2 : tensor<64x128x128x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %32 = arith.extf %in : f32 to f64
      linalg.yield %32 : f64
    } -> tensor<64x128x128x128xf64>
    %4 = tensor.empty() : tensor<1x128x1x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%3 : tensor<64x128x128x128xf64>) outs(%5 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x128x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x128x1x1xf64>) outs(%4 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x128x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<64x128x128x128xf64>, tensor<1x128x1x1xf64>) outs(%2 : tensor<64x128x128x128xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.subf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<64x128x128x128xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<64x128x128x128xf64>, tensor<64x128x128x128xf64>) outs(%2 : tensor<64x128x128x128xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.mulf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<64x128x128x128xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%9 : tensor<64x128x128x128xf64>) outs(%5 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x128x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x128x1x1xf64>) outs(%4 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x128x1x1xf64>
    %12 = tensor.empty() : tensor<1x128x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x128x1x1xf64>) outs(%12 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %32 = arith.truncf %in : f64 to f32
      linalg.yield %32 : f32
    } -> tensor<1x128x1x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg5 : tensor<64x128x128x128xf32>) outs(%14 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x128x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x128x1x1xf32>) outs(%12 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_6 : f32
      linalg.yield %32 : f32
    } -> tensor<1x128x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x128x1x1xf32>) outs(%12 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_4 : f64 to f32
      %33 = arith.addf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x128x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x128x1x1xf32>) outs(%12 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.rsqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x128x1x1xf32>
    %19 = tensor.empty() : tensor<64x128x128x128xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %16 : tensor<64x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%19 : tensor<64x128x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.subf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<64x128x128x128xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<64x128x128x128xf32>, tensor<1x128x1x1xf32>) outs(%19 : tensor<64x128x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<64x128x128x128xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %22 = tensor.empty() : tensor<128xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<128xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<128xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%23, %24 : tensor<128xf32>, tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<128xf32>
    %collapsed_7 = tensor.collapse_shape %13 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_7 : tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_1 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<128xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%26 : tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<128xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<128xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%27, %28 : tensor<128xf32>, tensor<128xf32>) outs(%22 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<128xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded : tensor<64x128x128x128xf32>, tensor<128x1x1xf32>) outs(%19 : tensor<64x128x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<64x128x128x128xf32>
    %expanded_8 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_8 : tensor<64x128x128x128xf32>, tensor<128x1x1xf32>) outs(%19 : tensor<64x128x128x128xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<64x128x128x128xf32>
    return %25, %29, %1, %31 : tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<64x128x128x128xf32>
  }
}
