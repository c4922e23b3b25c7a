#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<16384x16384xf16>, %arg1: tensor<16384x16384xi1>) -> tensor<16384x16384xf16> {
    %cst = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<16384x16384xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<16384x16384xf16>, tensor<16384x16384xi1>) outs(%0 : tensor<16384x16384xf16>) {
    ^bb0(%in: f16, %in_0: i1, %out: f16):
      %6 = arith.uitofp %in_0 : i1 to f16
      %7 = arith.mulf %in, %6 : f16
      linalg.yield %7 : f16
    } -> tensor<16384x16384xf16>
    %2 = linalg.fill ins(%cst : f16) outs(%0 : tensor<16384x16384xf16>) -> tensor<16384x16384xf16>
    %3 = tensor.empty() : tensor<16384xf16>
    %4 = linalg.fill ins(%cst : f16) outs(%3 : tensor<16384xf16>) -> tensor<16384xf16>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<16384x16384xf16>) outs(%2 : tensor<16384x16384xf16>) {
    ^bb0(%in: f16, %out: f16):
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = arith.cmpi ule, %7, %6 : index
      %9 = arith.addf %out, %in : f16
      %10 = arith.select %8, %9, %out : f16
      linalg.yield %10 : f16
    } -> tensor<16384x16384xf16>
    return %5 : tensor<16384x16384xf16>
  }
}
