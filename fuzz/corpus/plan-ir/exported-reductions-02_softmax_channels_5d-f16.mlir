#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d3, d4)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<8x32x16x64x64xf16>) -> tensor<8x32x16x64x64xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFC00 : f16
    %cst_0 = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<8x16x64x64xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<8x16x64x64xi64>) -> tensor<8x16x64x64xi64>
    %2 = tensor.empty() : tensor<8x16x64x64xf16>
    %3 = linalg.fill ins(%cst : f16) outs(%2 : tensor<8x16x64x64xf16>) -> tensor<8x16x64x64xf16>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<8x32x16x64x64xf16>) outs(%3, %1 : tensor<8x16x64x64xf16>, tensor<8x16x64x64xi64>) {
    ^bb0(%in: f16, %out: f16, %out_1: i64):
      %12 = linalg.index 1 : index
      %13 = arith.index_cast %12 : index to i64
      %14 = arith.maximumf %in, %out : f16
      %15 = arith.cmpf ogt, %in, %out : f16
      %16 = arith.select %15, %13, %out_1 : i64
      linalg.yield %14, %16 : f16, i64
    } -> (tensor<8x16x64x64xf16>, tensor<8x16x64x64xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1], [2], [3], [4]] output_shape [8, 1, 16, 64, 64] : tensor<8x16x64x64xf16> into tensor<8x1x16x64x64xf16>
    %5 = tensor.empty() : tensor<8x32x16x64x64xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %expanded : tensor<8x32x16x64x64xf16>, tensor<8x1x16x64x64xf16>) outs(%5 : tensor<8x32x16x64x64xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %12 = arith.subf %in, %in_1 : f16
      linalg.yield %12 : f16
    } -> tensor<8x32x16x64x64xf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<8x32x16x64x64xf16>) outs(%5 : tensor<8x32x16x64x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %12 = math.exp %in : f16
      linalg.yield %12 : f16
    } -> tensor<8x32x16x64x64xf16>
    %8 = tensor.empty() : tensor<8x1x16x64x64xf16>
    %9 = linalg.fill ins(%cst_0 : f16) outs(%8 : tensor<8x1x16x64x64xf16>) -> tensor<8x1x16x64x64xf16>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%7 : tensor<8x32x16x64x64xf16>) outs(%9 : tensor<8x1x16x64x64xf16>) {
    ^bb0(%in: f16, %out: f16):
      %12 = arith.addf %in, %out : f16
      linalg.yield %12 : f16
    } -> tensor<8x1x16x64x64xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%7, %10 : tensor<8x32x16x64x64xf16>, tensor<8x1x16x64x64xf16>) outs(%5 : tensor<8x32x16x64x64xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %12 = arith.divf %in, %in_1 : f16
      linalg.yield %12 : f16
    } -> tensor<8x32x16x64x64xf16>
    return %11 : tensor<8x32x16x64x64xf16>
  }
}
