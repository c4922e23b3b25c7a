#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<64x64x3x3xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<i64>, %arg6: tensor<32x64x112x112xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<32x64x112x112xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.0000024912370735 : f64
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 4.014080e+05 : f64
    %cst_6 = arith.constant 4.014080e+05 : f32
    %padded = tensor.pad %arg6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg7: index, %arg8: index, %arg9: index, %arg10: index):
      tensor.yield %cst : f32
    } : tensor<32x64x112x112xf32> to tensor<32x64x114x114xf32>
    %0 = tensor.empty() : tensor<32x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x64x112x112xf32>) -> tensor<32x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<32x64x114x114xf32>, tensor<64x64x3x3xf32>) outs(%1 : tensor<32x64x112x112xf32>) -> tensor<32x64x112x112xf32>
    %3 = tensor.empty() : tensor<i64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg5 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %35 = arith.addi %in, %c1_i64 : i64
      linalg.yield %35 : i64
    } -> tensor<i64>
    %5 = tensor.empty() : tensor<32x64x112x112xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<32x64x112x112xf32>) outs(%5 : tensor<32x64x112x112xf64>) {
    ^bb0(%in: f32, %out: f64):
      %35 = arith.extf %in : f32 to f64
      linalg.yield %35 : f64
    } -> tensor<32x64x112x112xf64>
    %7 = tensor.empty() : tensor<1x64x1x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<32x64x112x112xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %35 = arith.addf %in, %out : f64
      linalg.yield %35 : f64
    } -> tensor<1x64x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %35 = arith.divf %in, %cst_5 : f64
      linalg.yield %35 : f64
    } -> tensor<1x64x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<32x64x112x112xf64>, tensor<1x64x1x1xf64>) outs(%5 : tensor<32x64x112x112xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %35 = arith.subf %in, %in_9 : f64
      linalg.yield %35 : f64
    } -> tensor<32x64x112x112xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<32x64x112x112xf64>, tensor<32x64x112x112xf64>) outs(%5 : tensor<32x64x112x112xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %35 = arith.mulf %in, %in_9 : f64
      linalg.yield %35 : f64
    } -> tensor<32x64x112x112xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<32x64x112x112xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %35 = arith.addf %in, %out : f64
      linalg.yield %35 : f64
    } -> tensor<1x64x1x1xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %35 = arith.divf %in, %cst_5 : f64
      linalg.yield %35 : f64
    } -> tensor<1x64x1x1xf64>
    %15 = tensor.empty() : tensor<1x64x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %35 = arith.truncf %in : f64 to f32
      linalg.yield %35 : f32
    } -> tensor<1x64x1x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<32x64x112x112xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<1x64x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.divf %in, %cst_6 : f32
      linalg.yield %35 : f32
    } -> tensor<1x64x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_4 : f64 to f32
      %36 = arith.addf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<1x64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.rsqrt %in : f32
      linalg.yield %35 : f32
    } -> tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %19 : tensor<32x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<32x64x112x112xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.subf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<32x64x112x112xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<32x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<32x64x112x112xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.mulf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<32x64x112x112xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %24 = tensor.empty() : tensor<64xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_2 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<64xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%25, %26 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.addf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<64xf32>
    %collapsed_7 = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_7 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_1 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<64xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%28 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg4 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_2 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%29, %30 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.addf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded : tensor<32x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<32x64x112x112xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.mulf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<32x64x112x112xf32>
    %expanded_8 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_8 : tensor<32x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<32x64x112x112xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %35 = arith.addf %in, %in_9 : f32
      linalg.yield %35 : f32
    } -> tensor<32x64x112x112xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<32x64x112x112xf32>) outs(%0 : tensor<32x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.cmpf ugt, %in, %cst : f32
      %36 = arith.select %35, %in, %cst : f32
      linalg.yield %36 : f32
    } -> tensor<32x64x112x112xf32>
    return %27, %31, %4, %34 : tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<32x64x112x112xf32>
  }
}
