// torch.nn.GroupNorm(2, 8) as torch-mlir writes it, over 2x8x5x7: the
// statistics of each group's 4 x 35 points, then the per-channel affine,
// which hiera-normalize re-indexes into the groups' rows (channel
// (row mod 2) * 4 + col floordiv 35) so that it joins the norm's task.
// Rows of 35 vectors: most block sizes leave threads past the row.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @group_norm(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2x8x5x7xf32>) -> tensor<2x8x5x7xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 1.400000e+02 : f64
    %cst_3 = arith.constant 1.400000e+02 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<2x8x5x7xf32> into tensor<2x8x35xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [2, 2, 4, 35] : tensor<2x8x35xf32> into tensor<2x2x4x35xf32>
    %0 = tensor.empty() : tensor<2x2x4x35xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x2x4x35xf32>) outs(%0 : tensor<2x2x4x35xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x35xf64>
    %2 = tensor.empty() : tensor<2x2x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x2x1x1xf64>) -> tensor<2x2x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1 : tensor<2x2x4x35xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x2x4x35xf64>, tensor<2x2x1x1xf64>) outs(%0 : tensor<2x2x4x35xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.subf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x35xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x2x4x35xf64>, tensor<2x2x4x35xf64>) outs(%0 : tensor<2x2x4x35xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.mulf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x35xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%7 : tensor<2x2x4x35xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %10 = tensor.empty() : tensor<2x2x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x2x1x1xf64>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<2x2x4x35xf32>) outs(%12 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x2x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %17 = tensor.empty() : tensor<2x2x4x35xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %14 : tensor<2x2x4x35xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x35xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.subf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x35xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x2x4x35xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x35xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x35xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0], [1, 2], [3]] : tensor<2x2x4x35xf32> into tensor<2x8x35xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0], [1], [2, 3]] output_shape [2, 8, 5, 7] : tensor<2x8x35xf32> into tensor<2x8x5x7xf32>
    %expanded_6 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %20 = tensor.empty() : tensor<2x8x5x7xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %expanded_6 : tensor<2x8x5x7xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x5x7xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x5x7xf32>
    %expanded_7 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_7 : tensor<2x8x5x7xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x5x7xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.addf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x5x7xf32>
    return %22 : tensor<2x8x5x7xf32>
  }
}
