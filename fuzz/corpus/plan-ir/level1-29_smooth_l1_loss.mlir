#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<32768x8192xf32>, %arg1: tensor<32768x8192xf32>) -> tensor<f32> {
    %c2_i64 = arith.constant 2 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant 0x4D800000 : f32
    %0 = tensor.empty() : tensor<32768x8192xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<32768x8192xf32>, tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %13 = arith.subf %in, %in_3 : f32
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.absf %in : f32
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %3 = tensor.empty() : tensor<32768x8192xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32768x8192xf32>) outs(%3 : tensor<32768x8192xi1>) {
    ^bb0(%in: f32, %out: i1):
      %13 = arith.extf %in : f32 to f64
      %14 = arith.cmpf olt, %13, %cst_0 : f64
      linalg.yield %14 : i1
    } -> tensor<32768x8192xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.mulf %in, %cst_1 : f32
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.subf %in, %cst_1 : f32
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %6, %7 : tensor<32768x8192xi1>, tensor<32768x8192xf32>, tensor<32768x8192xf32>) outs(%0 : tensor<32768x8192xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %13 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %13 : f32
    } -> tensor<32768x8192xf32>
    %9 = tensor.empty() : tensor<f32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<f32>) -> tensor<f32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%8 : tensor<32768x8192xf32>) outs(%10 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<f32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%11 : tensor<f32>) outs(%9 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_2 : f32
      linalg.yield %13 : f32
    } -> tensor<f32>
    return %12 : tensor<f32>
  }
}
