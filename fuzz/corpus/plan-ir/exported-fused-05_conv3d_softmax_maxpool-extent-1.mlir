#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<1x3x3x3x3xf32>, %arg1: tensor<1xf32>, %arg2: tensor<1x3x32x64x64xf32>) -> tensor<1x1x7x15x15xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0 = tensor.empty() : tensor<1x1x30x62x62xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<1xf32>) outs(%0 : tensor<1x1x30x62x62xf32>) dimensions = [0, 2, 3, 4] 
    %1 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%arg2, %arg0 : tensor<1x3x32x64x64xf32>, tensor<1x3x3x3x3xf32>) outs(%broadcasted : tensor<1x1x30x62x62xf32>) -> tensor<1x1x30x62x62xf32>
    %2 = tensor.empty() : tensor<1x30x62x62xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<1x30x62x62xi64>) -> tensor<1x30x62x62xi64>
    %4 = tensor.empty() : tensor<1x30x62x62xf32>
    %5 = linalg.fill ins(%cst_0 : f32) outs(%4 : tensor<1x30x62x62xf32>) -> tensor<1x30x62x62xf32>
    %6:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x1x30x62x62xf32>) outs(%5, %3 : tensor<1x30x62x62xf32>, tensor<1x30x62x62xi64>) {
    ^bb0(%in: f32, %out: f32, %out_1: i64):
      %20 = linalg.index 1 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f32
      %23 = arith.cmpf ogt, %in, %out : f32
      %24 = arith.select %23, %21, %out_1 : i64
      linalg.yield %22, %24 : f32, i64
    } -> (tensor<1x30x62x62xf32>, tensor<1x30x62x62xi64>)
    %expanded = tensor.expand_shape %6#0 [[0, 1], [2], [3], [4]] output_shape [16, 1, 30, 62, 62] : tensor<1x30x62x62xf32> into tensor<1x1x30x62x62xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<1x1x30x62x62xf32>, tensor<1x1x30x62x62xf32>) outs(%0 : tensor<1x1x30x62x62xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %20 = arith.subf %in, %in_1 : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x30x62x62xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x1x30x62x62xf32>) outs(%0 : tensor<1x1x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.exp %in : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x30x62x62xf32>
    %9 = tensor.empty() : tensor<1x1x30x62x62xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x1x30x62x62xf32>) -> tensor<1x1x30x62x62xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x1x30x62x62xf32>) outs(%10 : tensor<1x1x30x62x62xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x30x62x62xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%8, %11 : tensor<1x1x30x62x62xf32>, tensor<1x1x30x62x62xf32>) outs(%0 : tensor<1x1x30x62x62xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %20 = arith.divf %in, %in_1 : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x30x62x62xf32>
    %13 = tensor.empty() : tensor<1x1x15x31x31xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%13 : tensor<1x1x15x31x31xf32>) -> tensor<1x1x15x31x31xf32>
    %15 = tensor.empty() : tensor<2x2x2xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%12, %15 : tensor<1x1x30x62x62xf32>, tensor<2x2x2xf32>) outs(%14 : tensor<1x1x15x31x31xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %20 = arith.maximumf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x15x31x31xf32>
    %17 = tensor.empty() : tensor<1x1x7x15x15xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<1x1x7x15x15xf32>) -> tensor<1x1x7x15x15xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%16, %15 : tensor<1x1x15x31x31xf32>, tensor<2x2x2xf32>) outs(%18 : tensor<1x1x7x15x15xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %20 = arith.maximumf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x1x7x15x15xf32>
    return %19 : tensor<1x1x7x15x15xf32>
  }
}
