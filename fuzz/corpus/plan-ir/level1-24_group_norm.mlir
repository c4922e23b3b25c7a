#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<32x256x128x128xf32>) -> tensor<32x256x128x128xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 5.242880e+05 : f64
    %cst_3 = arith.constant 5.242880e+05 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<32x256x128x128xf32> into tensor<32x256x16384xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [32, 8, 32, 16384] : tensor<32x256x16384xf32> into tensor<32x8x32x16384xf32>
    %0 = tensor.empty() : tensor<32x8x32x16384xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<32x8x32x16384xf32>) outs(%0 : tensor<32x8x32x16384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<32x8x32x16384xf64>
    %2 = tensor.empty() : tensor<32x8x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<32x8x1x1xf64>) -> tensor<32x8x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1 : tensor<32x8x32x16384xf64>) outs(%3 : tensor<32x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<32x8x1x1xf64>) outs(%2 : tensor<32x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<32x8x32x16384xf64>, tensor<32x8x1x1xf64>) outs(%0 : tensor<32x8x32x16384xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.subf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x32x16384xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<32x8x32x16384xf64>, tensor<32x8x32x16384xf64>) outs(%0 : tensor<32x8x32x16384xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.mulf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x32x16384xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%7 : tensor<32x8x32x16384xf64>) outs(%3 : tensor<32x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<32x8x1x1xf64>) outs(%2 : tensor<32x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<32x8x1x1xf64>
    %10 = tensor.empty() : tensor<32x8x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<32x8x1x1xf64>) outs(%10 : tensor<32x8x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<32x8x1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<32x8x1x1xf32>) -> tensor<32x8x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<32x8x32x16384xf32>) outs(%12 : tensor<32x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<32x8x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<32x8x1x1xf32>) outs(%10 : tensor<32x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<32x8x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<32x8x1x1xf32>) outs(%10 : tensor<32x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<32x8x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<32x8x1x1xf32>) outs(%10 : tensor<32x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<32x8x1x1xf32>
    %17 = tensor.empty() : tensor<32x8x32x16384xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %14 : tensor<32x8x32x16384xf32>, tensor<32x8x1x1xf32>) outs(%17 : tensor<32x8x32x16384xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.subf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<32x8x32x16384xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<32x8x32x16384xf32>, tensor<32x8x1x1xf32>) outs(%17 : tensor<32x8x32x16384xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<32x8x32x16384xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0], [1, 2], [3]] : tensor<32x8x32x16384xf32> into tensor<32x256x16384xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0], [1], [2, 3]] output_shape [32, 256, 128, 128] : tensor<32x256x16384xf32> into tensor<32x256x128x128xf32>
    %expanded_6 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %20 = tensor.empty() : tensor<32x256x128x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %expanded_6 : tensor<32x256x128x128xf32>, tensor<1x256x1x1xf32>) outs(%20 : tensor<32x256x128x128xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<32x256x128x128xf32>
    %expanded_7 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_7 : tensor<32x256x128x128xf32>, tensor<1x256x1x1xf32>) outs(%20 : tensor<32x256x128x128xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.addf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<32x256x128x128xf32>
    return %22 : tensor<32x256x128x128xf32>
  }
}
