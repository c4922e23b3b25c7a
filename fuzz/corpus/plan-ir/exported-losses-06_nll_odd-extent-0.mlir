#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<0x1001xf32>, %arg1: tensor<0xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %c1001 = arith.constant 1001 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<0xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<0xi64>) -> tensor<0xi64>
    %2 = tensor.empty() : tensor<0xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<0xf32>) -> tensor<0xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<0x1001xf32>) outs(%3, %1 : tensor<0xf32>, tensor<0xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %27 = linalg.index 1 : index
      %28 = arith.index_cast %27 : index to i64
      %29 = arith.maximumf %in, %out : f32
      %30 = arith.cmpf ogt, %in, %out : f32
      %31 = arith.select %30, %28, %out_4 : i64
      linalg.yield %29, %31 : f32, i64
    } -> (tensor<0xf32>, tensor<0xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [4095, 1] : tensor<0xf32> into tensor<0x1xf32>
    %5 = tensor.empty() : tensor<0x1001xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<0x1001xf32>, tensor<0x1xf32>) outs(%5 : tensor<0x1001xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<0x1001xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<0x1001xf32>) outs(%5 : tensor<0x1001xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.exp %in : f32
      linalg.yield %27 : f32
    } -> tensor<0x1001xf32>
    %8 = tensor.empty() : tensor<0x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<0x1xf32>) -> tensor<0x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<0x1001xf32>) outs(%9 : tensor<0x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<0x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<0x1xf32>) outs(%8 : tensor<0x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.log %in : f32
      linalg.yield %27 : f32
    } -> tensor<0x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<0x1001xf32>, tensor<0x1xf32>) outs(%5 : tensor<0x1001xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<0x1001xf32>
    %13 = tensor.empty() : tensor<0xi1>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<0xi64>) outs(%13 : tensor<0xi1>) {
    ^bb0(%in: i64, %out: i1):
      %27 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %27 : i1
    } -> tensor<0xi1>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %arg1, %cst_2 : tensor<0xi1>, tensor<0xi64>, tensor<i64>) outs(%0 : tensor<0xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %27 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %27 : i64
    } -> tensor<0xi64>
    %expanded_3 = tensor.expand_shape %15 [[0, 1]] output_shape [4095, 1] : tensor<0xi64> into tensor<0x1xi64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<0x1xi64>) outs(%9 : tensor<0x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = linalg.index 0 : index
      %28 = arith.index_cast %in : i64 to index
      %29 = arith.cmpi slt, %28, %c1001 : index
      cf.assert %29, "index must be smaller than dim size"
      %30 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %30, "index must be larger or equal to 0"
      %extracted = tensor.extract %12[%27, %28] : tensor<0x1001xf32>
      linalg.yield %extracted : f32
    } -> tensor<0x1xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1]] : tensor<0x1xf32> into tensor<0xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<0xf32>) outs(%2 : tensor<0xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.negf %in : f32
      linalg.yield %27 : f32
    } -> tensor<0xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %17, %cst_1 : tensor<0xi1>, tensor<0xf32>, tensor<f32>) outs(%2 : tensor<0xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %27 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %27 : f32
    } -> tensor<0xf32>
    %19 = tensor.empty() : tensor<i64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<i64>) -> tensor<i64>
    %21 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%14 : tensor<0xi1>) outs(%20 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %27 = arith.extui %in : i1 to i64
      %28 = arith.addi %27, %out : i64
      linalg.yield %28 : i64
    } -> tensor<i64>
    %22 = tensor.empty() : tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%21 : tensor<i64>) outs(%22 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = arith.sitofp %in : i64 to f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%18 : tensor<0xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%25, %23 : tensor<f32>, tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.divf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    return %26 : tensor<f32>
  }
}
