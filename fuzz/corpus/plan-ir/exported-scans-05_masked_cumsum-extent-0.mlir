#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<0x0xf32>, %arg1: tensor<0x0xi1>) -> tensor<0x0xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<0x0xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<0x0xf32>, tensor<0x0xi1>) outs(%0 : tensor<0x0xf32>) {
    ^bb0(%in: f32, %in_0: i1, %out: f32):
      %6 = arith.uitofp %in_0 : i1 to f32
      %7 = arith.mulf %in, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<0x0xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<0x0xf32>) -> tensor<0x0xf32>
    %3 = tensor.empty() : tensor<0xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<0xf32>) -> tensor<0xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<0x0xf32>) outs(%2 : tensor<0x0xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = arith.cmpi ule, %7, %6 : index
      %9 = arith.addf %out, %in : f32
      %10 = arith.select %8, %9, %out : f32
      linalg.yield %10 : f32
    } -> tensor<0x0xf32>
    return %5 : tensor<0x0xf32>
  }
}
