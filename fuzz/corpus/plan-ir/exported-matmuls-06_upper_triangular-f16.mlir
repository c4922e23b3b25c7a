#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<4096x4096xf16>, %arg1: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f16
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f16>
    %0 = tensor.empty() : tensor<4096x4096xf16>
    %1 = linalg.fill ins(%cst : f16) outs(%0 : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<4096x4096xf16>, tensor<4096x4096xf16>) outs(%1 : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
    %3 = tensor.empty() : tensor<4096xi64>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%3 : tensor<4096xi64>) {
    ^bb0(%out: i64):
      %10 = linalg.index 0 : index
      %11 = arith.index_cast %10 : index to i64
      linalg.yield %11 : i64
    } -> tensor<4096xi64>
    %expanded = tensor.expand_shape %4 [[0, 1]] output_shape [1, 4096] : tensor<4096xi64> into tensor<1x4096xi64>
    %expanded_1 = tensor.expand_shape %4 [[0, 1]] output_shape [4096, 1] : tensor<4096xi64> into tensor<4096x1xi64>
    %5 = tensor.empty() : tensor<4096x4096xi64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_1 : tensor<1x4096xi64>, tensor<4096x1xi64>) outs(%5 : tensor<4096x4096xi64>) {
    ^bb0(%in: i64, %in_2: i64, %out: i64):
      %10 = arith.subi %in, %in_2 : i64
      linalg.yield %10 : i64
    } -> tensor<4096x4096xi64>
    %7 = tensor.empty() : tensor<4096x4096xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4096x4096xi64>) outs(%7 : tensor<4096x4096xi1>) {
    ^bb0(%in: i64, %out: i1):
      %10 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %10 : i1
    } -> tensor<4096x4096xi1>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%8, %2, %cst_0 : tensor<4096x4096xi1>, tensor<4096x4096xf16>, tensor<f16>) outs(%0 : tensor<4096x4096xf16>) {
    ^bb0(%in: i1, %in_2: f16, %in_3: f16, %out: f16):
      %10 = arith.select %in, %in_2, %in_3 : f16
      linalg.yield %10 : f16
    } -> tensor<4096x4096xf16>
    return %9 : tensor<4096x4096xf16>
  }
}
