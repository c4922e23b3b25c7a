#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<4095x1001xf16>, %arg1: tensor<4095xi64>) -> tensor<f16> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFC00 : f16
    %c1001 = arith.constant 1001 : index
    %cst_0 = arith.constant 0.000000e+00 : f16
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f16>
    %cst_2 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<4095xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<4095xi64>) -> tensor<4095xi64>
    %2 = tensor.empty() : tensor<4095xf16>
    %3 = linalg.fill ins(%cst : f16) outs(%2 : tensor<4095xf16>) -> tensor<4095xf16>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4095x1001xf16>) outs(%3, %1 : tensor<4095xf16>, tensor<4095xi64>) {
    ^bb0(%in: f16, %out: f16, %out_4: i64):
      %27 = linalg.index 1 : index
      %28 = arith.index_cast %27 : index to i64
      %29 = arith.maximumf %in, %out : f16
      %30 = arith.cmpf ogt, %in, %out : f16
      %31 = arith.select %30, %28, %out_4 : i64
      linalg.yield %29, %31 : f16, i64
    } -> (tensor<4095xf16>, tensor<4095xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [4095, 1] : tensor<4095xf16> into tensor<4095x1xf16>
    %5 = tensor.empty() : tensor<4095x1001xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<4095x1001xf16>, tensor<4095x1xf16>) outs(%5 : tensor<4095x1001xf16>) {
    ^bb0(%in: f16, %in_4: f16, %out: f16):
      %27 = arith.subf %in, %in_4 : f16
      linalg.yield %27 : f16
    } -> tensor<4095x1001xf16>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<4095x1001xf16>) outs(%5 : tensor<4095x1001xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = math.exp %in : f16
      linalg.yield %27 : f16
    } -> tensor<4095x1001xf16>
    %8 = tensor.empty() : tensor<4095x1xf16>
    %9 = linalg.fill ins(%cst_0 : f16) outs(%8 : tensor<4095x1xf16>) -> tensor<4095x1xf16>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<4095x1001xf16>) outs(%9 : tensor<4095x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.addf %in, %out : f16
      linalg.yield %27 : f16
    } -> tensor<4095x1xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<4095x1xf16>) outs(%8 : tensor<4095x1xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = math.log %in : f16
      linalg.yield %27 : f16
    } -> tensor<4095x1xf16>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<4095x1001xf16>, tensor<4095x1xf16>) outs(%5 : tensor<4095x1001xf16>) {
    ^bb0(%in: f16, %in_4: f16, %out: f16):
      %27 = arith.subf %in, %in_4 : f16
      linalg.yield %27 : f16
    } -> tensor<4095x1001xf16>
    %13 = tensor.empty() : tensor<4095xi1>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<4095xi64>) outs(%13 : tensor<4095xi1>) {
    ^bb0(%in: i64, %out: i1):
      %27 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %27 : i1
    } -> tensor<4095xi1>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %arg1, %cst_2 : tensor<4095xi1>, tensor<4095xi64>, tensor<i64>) outs(%0 : tensor<4095xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %27 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %27 : i64
    } -> tensor<4095xi64>
    %expanded_3 = tensor.expand_shape %15 [[0, 1]] output_shape [4095, 1] : tensor<4095xi64> into tensor<4095x1xi64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<4095x1xi64>) outs(%9 : tensor<4095x1xf16>) {
    ^bb0(%in: i64, %out: f16):
      %27 = linalg.index 0 : index
      %28 = arith.index_cast %in : i64 to index
      %29 = arith.cmpi slt, %28, %c1001 : index
      cf.assert %29, "index must be smaller than dim size"
      %30 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %30, "index must be larger or equal to 0"
      %extracted = tensor.extract %12[%27, %28] : tensor<4095x1001xf16>
      linalg.yield %extracted : f16
    } -> tensor<4095x1xf16>
    %collapsed = tensor.collapse_shape %16 [[0, 1]] : tensor<4095x1xf16> into tensor<4095xf16>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<4095xf16>) outs(%2 : tensor<4095xf16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.negf %in : f16
      linalg.yield %27 : f16
    } -> tensor<4095xf16>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %17, %cst_1 : tensor<4095xi1>, tensor<4095xf16>, tensor<f16>) outs(%2 : tensor<4095xf16>) {
    ^bb0(%in: i1, %in_4: f16, %in_5: f16, %out: f16):
      %27 = arith.select %in, %in_4, %in_5 : f16
      linalg.yield %27 : f16
    } -> tensor<4095xf16>
    %19 = tensor.empty() : tensor<i64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<i64>) -> tensor<i64>
    %21 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%14 : tensor<4095xi1>) outs(%20 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %27 = arith.extui %in : i1 to i64
      %28 = arith.addi %27, %out : i64
      linalg.yield %28 : i64
    } -> tensor<i64>
    %22 = tensor.empty() : tensor<f16>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%21 : tensor<i64>) outs(%22 : tensor<f16>) {
    ^bb0(%in: i64, %out: f16):
      %27 = arith.sitofp %in : i64 to f16
      linalg.yield %27 : f16
    } -> tensor<f16>
    %24 = linalg.fill ins(%cst_0 : f16) outs(%22 : tensor<f16>) -> tensor<f16>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%18 : tensor<4095xf16>) outs(%24 : tensor<f16>) {
    ^bb0(%in: f16, %out: f16):
      %27 = arith.addf %in, %out : f16
      linalg.yield %27 : f16
    } -> tensor<f16>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%25, %23 : tensor<f16>, tensor<f16>) outs(%22 : tensor<f16>) {
    ^bb0(%in: f16, %in_4: f16, %out: f16):
      %27 = arith.divf %in, %in_4 : f16
      linalg.yield %27 : f16
    } -> tensor<f16>
    return %26 : tensor<f16>
  }
}
