#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2 * 2 + d5, d3 * 2 + d6, d4 * 2 + d7)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d5, d6, d7)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<16x3x3x3x3xf16>, %arg1: tensor<16xf16>, %arg2: tensor<16x3x32x64x64xf16>) -> tensor<16x16x7x15x15xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant 0xFC00 : f16
    %0 = tensor.empty() : tensor<16x16x30x62x62xf16>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<16xf16>) outs(%0 : tensor<16x16x30x62x62xf16>) dimensions = [0, 2, 3, 4] 
    %1 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%arg2, %arg0 : tensor<16x3x32x64x64xf16>, tensor<16x3x3x3x3xf16>) outs(%broadcasted : tensor<16x16x30x62x62xf16>) -> tensor<16x16x30x62x62xf16>
    %2 = tensor.empty() : tensor<16x30x62x62xi64>
    %3 = linalg.fill ins(%c0_i64 : i64) outs(%2 : tensor<16x30x62x62xi64>) -> tensor<16x30x62x62xi64>
    %4 = tensor.empty() : tensor<16x30x62x62xf16>
    %5 = linalg.fill ins(%cst_0 : f16) outs(%4 : tensor<16x30x62x62xf16>) -> tensor<16x30x62x62xf16>
    %6:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%1 : tensor<16x16x30x62x62xf16>) outs(%5, %3 : tensor<16x30x62x62xf16>, tensor<16x30x62x62xi64>) {
    ^bb0(%in: f16, %out: f16, %out_1: i64):
      %20 = linalg.index 1 : index
      %21 = arith.index_cast %20 : index to i64
      %22 = arith.maximumf %in, %out : f16
      %23 = arith.cmpf ogt, %in, %out : f16
      %24 = arith.select %23, %21, %out_1 : i64
      linalg.yield %22, %24 : f16, i64
    } -> (tensor<16x30x62x62xf16>, tensor<16x30x62x62xi64>)
    %expanded = tensor.expand_shape %6#0 [[0, 1], [2], [3], [4]] output_shape [16, 1, 30, 62, 62] : tensor<16x30x62x62xf16> into tensor<16x1x30x62x62xf16>
    %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%1, %expanded : tensor<16x16x30x62x62xf16>, tensor<16x1x30x62x62xf16>) outs(%0 : tensor<16x16x30x62x62xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %20 = arith.subf %in, %in_1 : f16
      linalg.yield %20 : f16
    } -> tensor<16x16x30x62x62xf16>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<16x16x30x62x62xf16>) outs(%0 : tensor<16x16x30x62x62xf16>) {
    ^bb0(%in: f16, %out: f16):
      %20 = math.exp %in : f16
      linalg.yield %20 : f16
    } -> tensor<16x16x30x62x62xf16>
    %9 = tensor.empty() : tensor<16x1x30x62x62xf16>
    %10 = linalg.fill ins(%cst : f16) outs(%9 : tensor<16x1x30x62x62xf16>) -> tensor<16x1x30x62x62xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%8 : tensor<16x16x30x62x62xf16>) outs(%10 : tensor<16x1x30x62x62xf16>) {
    ^bb0(%in: f16, %out: f16):
      %20 = arith.addf %in, %out : f16
      linalg.yield %20 : f16
    } -> tensor<16x1x30x62x62xf16>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%8, %11 : tensor<16x16x30x62x62xf16>, tensor<16x1x30x62x62xf16>) outs(%0 : tensor<16x16x30x62x62xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %20 = arith.divf %in, %in_1 : f16
      linalg.yield %20 : f16
    } -> tensor<16x16x30x62x62xf16>
    %13 = tensor.empty() : tensor<16x16x15x31x31xf16>
    %14 = linalg.fill ins(%cst_0 : f16) outs(%13 : tensor<16x16x15x31x31xf16>) -> tensor<16x16x15x31x31xf16>
    %15 = tensor.empty() : tensor<2x2x2xf16>
    %16 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%12, %15 : tensor<16x16x30x62x62xf16>, tensor<2x2x2xf16>) outs(%14 : tensor<16x16x15x31x31xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %20 = arith.maximumf %in, %out : f16
      linalg.yield %20 : f16
    } -> tensor<16x16x15x31x31xf16>
    %17 = tensor.empty() : tensor<16x16x7x15x15xf16>
    %18 = linalg.fill ins(%cst_0 : f16) outs(%17 : tensor<16x16x7x15x15xf16>) -> tensor<16x16x7x15x15xf16>
    %19 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%16, %15 : tensor<16x16x15x31x31xf16>, tensor<2x2x2xf16>) outs(%18 : tensor<16x16x7x15x15xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %20 = arith.maximumf %in, %out : f16
      linalg.yield %20 : f16
    } -> tensor<16x16x7x15x15xf16>
    return %19 : tensor<16x16x7x15x15xf16>
  }
}
