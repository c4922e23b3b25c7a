#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<1024x4096xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<32768x4096xf32>) -> tensor<32768x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<4096x1024xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1024x4096xf32>) outs(%0 : tensor<4096x1024xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<32768x1024xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<32768x1024xf32>) -> tensor<32768x1024xf32>
    %3 = linalg.matmul ins(%arg2, %transposed : tensor<32768x4096xf32>, tensor<4096x1024xf32>) outs(%2 : tensor<32768x1024xf32>) -> tensor<32768x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<32768x1024xf32>, tensor<1024xf32>) outs(%1 : tensor<32768x1024xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %6 = arith.addf %in, %in_1 : f32
      linalg.yield %6 : f32
    } -> tensor<32768x1024xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32768x1024xf32>) outs(%1 : tensor<32768x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.negf %in : f32
      %7 = math.exp %6 : f32
      %8 = arith.addf %7, %cst_0 : f32
      %9 = arith.divf %cst_0, %8 : f32
      linalg.yield %9 : f32
    } -> tensor<32768x1024xf32>
    return %5 : tensor<32768x1024xf32>
  }
}
