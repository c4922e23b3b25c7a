#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0) -> (d0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<16384x8192xf32>) -> tensor<16384xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0x7FF0000000000000 : f64
    %0 = tensor.empty() : tensor<16384xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<16384xi64>) -> tensor<16384xi64>
    %2 = tensor.empty() : tensor<16384xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<16384xf32>) -> tensor<16384xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<16384x8192xf32>) outs(%3, %1 : tensor<16384xf32>, tensor<16384xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %17 = linalg.index 1 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.maximumf %in, %out : f32
      %20 = arith.cmpf ogt, %in, %out : f32
      %21 = arith.select %20, %18, %out_3 : i64
      linalg.yield %19, %21 : f32, i64
    } -> (tensor<16384xf32>, tensor<16384xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [16384, 1] : tensor<16384xf32> into tensor<16384x1xf32>
    %5 = tensor.empty() : tensor<16384x1xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<16384x1xf32>) outs(%5 : tensor<16384x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.absf %in : f32
      linalg.yield %17 : f32
    } -> tensor<16384x1xf32>
    %7 = tensor.empty() : tensor<16384x1xi1>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<16384x1xf32>) outs(%7 : tensor<16384x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %17 = arith.extf %in : f32 to f64
      %18 = arith.cmpf oeq, %17, %cst_2 : f64
      linalg.yield %18 : i1
    } -> tensor<16384x1xi1>
    %9 = linalg.generic {indexing_maps = [#map, #map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_1, %expanded : tensor<16384x1xi1>, tensor<f32>, tensor<16384x1xf32>) outs(%5 : tensor<16384x1xf32>) {
    ^bb0(%in: i1, %in_3: f32, %in_4: f32, %out: f32):
      %17 = arith.select %in, %in_3, %in_4 : f32
      linalg.yield %17 : f32
    } -> tensor<16384x1xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1]] : tensor<16384x1xf32> into tensor<16384xf32>
    %10 = tensor.empty() : tensor<16384x8192xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %9 : tensor<16384x8192xf32>, tensor<16384x1xf32>) outs(%10 : tensor<16384x8192xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %17 = arith.subf %in, %in_3 : f32
      linalg.yield %17 : f32
    } -> tensor<16384x8192xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<16384x8192xf32>) outs(%10 : tensor<16384x8192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.exp %in : f32
      linalg.yield %17 : f32
    } -> tensor<16384x8192xf32>
    %13 = linalg.fill ins(%cst_0 : f32) outs(%2 : tensor<16384xf32>) -> tensor<16384xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<16384x8192xf32>) outs(%13 : tensor<16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<16384xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%14 : tensor<16384xf32>) outs(%2 : tensor<16384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.log %in : f32
      linalg.yield %17 : f32
    } -> tensor<16384xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel"]} ins(%15, %collapsed : tensor<16384xf32>, tensor<16384xf32>) outs(%2 : tensor<16384xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %17 = arith.addf %in, %in_3 : f32
      linalg.yield %17 : f32
    } -> tensor<16384xf32>
    return %16 : tensor<16384xf32>
  }
}
