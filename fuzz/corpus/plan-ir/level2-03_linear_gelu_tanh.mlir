#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x8192xf32>, %arg1: tensor<8192xf32>, %arg2: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c3_i64 = arith.constant 3 : i64
    %cst_0 = arith.constant 4.471500e-02 : f32
    %cst_1 = arith.constant 7.977240e-01 : f32
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) permutation = [1, 0] 
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %2 = linalg.matmul ins(%arg2, %transposed : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%1 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg1 : tensor<8192x8192xf32>, tensor<8192xf32>) outs(%0 : tensor<8192x8192xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %5 = arith.addf %in, %in_4 : f32
      linalg.yield %5 : f32
    } -> tensor<8192x8192xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8192x8192xf32>) outs(%0 : tensor<8192x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = math.fpowi %in, %c3_i64 : f32, i64
      %6 = arith.mulf %5, %cst_0 : f32
      %7 = arith.addf %in, %6 : f32
      %8 = arith.mulf %7, %cst_1 : f32
      %9 = math.tanh %8 : f32
      %10 = arith.addf %9, %cst_2 : f32
      %11 = arith.mulf %10, %cst_3 : f32
      %12 = arith.mulf %in, %11 : f32
      linalg.yield %12 : f32
    } -> tensor<8192x8192xf32>
    return %4 : tensor<8192x8192xf32>
  }
}
