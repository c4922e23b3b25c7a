#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<768xf32>, %arg1: tensor<768xf32>, %arg2: tensor<2304x768xf32>, %arg3: tensor<2304xf32>, %arg4: tensor<768x768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<3072x768xf32>, %arg9: tensor<3072xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<768xf32>, %arg12: tensor<1x1x512x512xf32>, %arg13: tensor<16x512x768xf32>) -> (tensor<16x512x768xf32>, tensor<16x512x768xf32>) {
    %c3_i64 = arith.constant 3 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant 0.79788456080286541 : f64
    %cst_4 = arith.constant 4.471500e-02 : f64
    %cst_5 = arith.constant 1.000000e-05 : f64
    %cst_6 = arith.constant 7.680000e+02 : f64
    %cst_7 = arith.constant 7.680000e+02 : f32
    %cst_8 = arith.constant 1.250000e-01 : f32
    %cst_9 = arith.constant 5.000000e-01 : f32
    %cst_10 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x512x768xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13 : tensor<16x512x768xf32>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %92 = arith.extf %in : f32 to f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %2 = tensor.empty() : tensor<16x512x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<16x512x1xf64>) -> tensor<16x512x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<16x512x768xf64>) outs(%3 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<16x512x1xf64>) outs(%2 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_6 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<16x512x768xf64>, tensor<16x512x1xf64>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.subf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<16x512x768xf64>, tensor<16x512x768xf64>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.mulf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%7 : tensor<16x512x768xf64>) outs(%3 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8 : tensor<16x512x1xf64>) outs(%2 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_6 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %10 = tensor.empty() : tensor<16x512x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<16x512x1xf64>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %92 = arith.truncf %in : f64 to f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<16x512x1xf32>) -> tensor<16x512x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg13 : tensor<16x512x768xf32>) outs(%12 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_7 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_5 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<16x512x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %17 = tensor.empty() : tensor<16x512x768xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %14 : tensor<16x512x768xf32>, tensor<16x512x1xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<16x512x768xf32>, tensor<16x512x1xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %arg0 : tensor<16x512x768xf32>, tensor<768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %arg1 : tensor<16x512x768xf32>, tensor<768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %collapsed = tensor.collapse_shape %21 [[0, 1], [2]] : tensor<16x512x768xf32> into tensor<8192x768xf32>
    %22 = tensor.empty() : tensor<768x2304xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<2304x768xf32>) outs(%22 : tensor<768x2304xf32>) permutation = [1, 0] 
    %23 = tensor.empty() : tensor<8192x2304xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %25 = linalg.matmul ins(%collapsed, %transposed : tensor<8192x768xf32>, tensor<768x2304xf32>) outs(%24 : tensor<8192x2304xf32>) -> tensor<8192x2304xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%25, %arg3 : tensor<8192x2304xf32>, tensor<2304xf32>) outs(%23 : tensor<8192x2304xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<8192x2304xf32>
    %expanded = tensor.expand_shape %26 [[0, 1], [2]] output_shape [16, 512, 2304] : tensor<8192x2304xf32> into tensor<16x512x2304xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [16, 512, 768] [1, 1, 1] : tensor<16x512x2304xf32> to tensor<16x512x768xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[0, 0, 768] [16, 512, 768] [1, 1, 1] : tensor<16x512x2304xf32> to tensor<16x512x768xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[0, 0, 1536] [16, 512, 768] [1, 1, 1] : tensor<16x512x2304xf32> to tensor<16x512x768xf32>
    %expanded_13 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [16, 512, 12, 64] : tensor<16x512x768xf32> into tensor<16x512x12x64xf32>
    %27 = tensor.empty() : tensor<16x12x512x64xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<16x512x12x64xf32>) outs(%27 : tensor<16x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_15 = tensor.expand_shape %extracted_slice_11 [[0], [1], [2, 3]] output_shape [16, 512, 12, 64] : tensor<16x512x768xf32> into tensor<16x512x12x64xf32>
    %expanded_16 = tensor.expand_shape %extracted_slice_12 [[0], [1], [2, 3]] output_shape [16, 512, 12, 64] : tensor<16x512x768xf32> into tensor<16x512x12x64xf32>
    %transposed_17 = linalg.transpose ins(%expanded_16 : tensor<16x512x12x64xf32>) outs(%27 : tensor<16x12x512x64xf32>) permutation = [0, 2, 1, 3] 
    %28 = tensor.empty() : tensor<16x12x64x512xf32>
    %transposed_18 = linalg.transpose ins(%expanded_15 : tensor<16x512x12x64xf32>) outs(%28 : tensor<16x12x64x512xf32>) permutation = [0, 2, 3, 1] 
    %collapsed_19 = tensor.collapse_shape %transposed_14 [[0, 1], [2], [3]] : tensor<16x12x512x64xf32> into tensor<192x512x64xf32>
    %collapsed_20 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<16x12x64x512xf32> into tensor<192x64x512xf32>
    %29 = tensor.empty() : tensor<192x512x512xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<192x512x512xf32>) -> tensor<192x512x512xf32>
    %31 = linalg.batch_matmul ins(%collapsed_19, %collapsed_20 : tensor<192x512x64xf32>, tensor<192x64x512xf32>) outs(%30 : tensor<192x512x512xf32>) -> tensor<192x512x512xf32>
    %expanded_21 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [16, 12, 512, 512] : tensor<192x512x512xf32> into tensor<16x12x512x512xf32>
    %32 = tensor.empty() : tensor<16x12x512x512xf32>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<16x12x512x512xf32>) outs(%32 : tensor<16x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.mulf %in, %cst_8 : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x512xf32>
    %34 = tensor.empty() : tensor<1x1x512x512xi1>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg12 : tensor<1x1x512x512xf32>) outs(%34 : tensor<1x1x512x512xi1>) {
    ^bb0(%in: f32, %out: i1):
      %92 = arith.cmpf oeq, %in, %cst_0 : f32
      linalg.yield %92 : i1
    } -> tensor<1x1x512x512xi1>
    %36 = linalg.generic {indexing_maps = [#map6, #map7, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_2, %33 : tensor<1x1x512x512xi1>, tensor<f32>, tensor<16x12x512x512xf32>) outs(%32 : tensor<16x12x512x512xf32>) {
    ^bb0(%in: i1, %in_36: f32, %in_37: f32, %out: f32):
      %92 = arith.select %in, %in_36, %in_37 : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x512xf32>
    %37 = tensor.empty() : tensor<16x12x512xi64>
    %38 = linalg.fill ins(%c0_i64 : i64) outs(%37 : tensor<16x12x512xi64>) -> tensor<16x12x512xi64>
    %39 = tensor.empty() : tensor<16x12x512xf32>
    %40 = linalg.fill ins(%cst_1 : f32) outs(%39 : tensor<16x12x512xf32>) -> tensor<16x12x512xf32>
    %41:2 = linalg.generic {indexing_maps = [#map5, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<16x12x512x512xf32>) outs(%40, %38 : tensor<16x12x512xf32>, tensor<16x12x512xi64>) {
    ^bb0(%in: f32, %out: f32, %out_36: i64):
      %92 = linalg.index 3 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.maximumf %in, %out : f32
      %95 = arith.cmpf ogt, %in, %out : f32
      %96 = arith.select %95, %93, %out_36 : i64
      linalg.yield %94, %96 : f32, i64
    } -> (tensor<16x12x512xf32>, tensor<16x12x512xi64>)
    %expanded_22 = tensor.expand_shape %41#0 [[0], [1], [2, 3]] output_shape [16, 12, 512, 1] : tensor<16x12x512xf32> into tensor<16x12x512x1xf32>
    %42 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_22 : tensor<16x12x512x512xf32>, tensor<16x12x512x1xf32>) outs(%32 : tensor<16x12x512x512xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x512xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42 : tensor<16x12x512x512xf32>) outs(%32 : tensor<16x12x512x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.exp %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x512xf32>
    %44 = tensor.empty() : tensor<16x12x512x1xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<16x12x512x1xf32>) -> tensor<16x12x512x1xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%43 : tensor<16x12x512x512xf32>) outs(%45 : tensor<16x12x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x1xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map9, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %46 : tensor<16x12x512x512xf32>, tensor<16x12x512x1xf32>) outs(%32 : tensor<16x12x512x512xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.divf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x12x512x512xf32>
    %collapsed_23 = tensor.collapse_shape %47 [[0, 1], [2], [3]] : tensor<16x12x512x512xf32> into tensor<192x512x512xf32>
    %collapsed_24 = tensor.collapse_shape %transposed_17 [[0, 1], [2], [3]] : tensor<16x12x512x64xf32> into tensor<192x512x64xf32>
    %48 = tensor.empty() : tensor<192x512x64xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<192x512x64xf32>) -> tensor<192x512x64xf32>
    %50 = linalg.batch_matmul ins(%collapsed_23, %collapsed_24 : tensor<192x512x512xf32>, tensor<192x512x64xf32>) outs(%49 : tensor<192x512x64xf32>) -> tensor<192x512x64xf32>
    %expanded_25 = tensor.expand_shape %50 [[0, 1], [2], [3]] output_shape [16, 12, 512, 64] : tensor<192x512x64xf32> into tensor<16x12x512x64xf32>
    %51 = tensor.empty() : tensor<16x512x12x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<16x12x512x64xf32>) outs(%51 : tensor<16x512x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<16x512x12x64xf32> into tensor<8192x768xf32>
    %52 = tensor.empty() : tensor<768x768xf32>
    %transposed_28 = linalg.transpose ins(%arg4 : tensor<768x768xf32>) outs(%52 : tensor<768x768xf32>) permutation = [1, 0] 
    %53 = tensor.empty() : tensor<8192x768xf32>
    %54 = linalg.fill ins(%cst_0 : f32) outs(%53 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %55 = linalg.matmul ins(%collapsed_27, %transposed_28 : tensor<8192x768xf32>, tensor<768x768xf32>) outs(%54 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %56 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%55, %arg5 : tensor<8192x768xf32>, tensor<768xf32>) outs(%53 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<8192x768xf32>
    %expanded_29 = tensor.expand_shape %56 [[0, 1], [2]] output_shape [16, 512, 768] : tensor<8192x768xf32> into tensor<16x512x768xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg13, %expanded_29 : tensor<16x512x768xf32>, tensor<16x512x768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<16x512x768xf32>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %92 = arith.extf %in : f32 to f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%58 : tensor<16x512x768xf64>) outs(%3 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<16x512x1xf64>) outs(%2 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_6 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %60 : tensor<16x512x768xf64>, tensor<16x512x1xf64>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.subf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61, %61 : tensor<16x512x768xf64>, tensor<16x512x768xf64>) outs(%0 : tensor<16x512x768xf64>) {
    ^bb0(%in: f64, %in_36: f64, %out: f64):
      %92 = arith.mulf %in, %in_36 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x768xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%62 : tensor<16x512x768xf64>) outs(%3 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.addf %in, %out : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63 : tensor<16x512x1xf64>) outs(%2 : tensor<16x512x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %92 = arith.divf %in, %cst_6 : f64
      linalg.yield %92 : f64
    } -> tensor<16x512x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<16x512x1xf64>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %92 = arith.truncf %in : f64 to f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%57 : tensor<16x512x768xf32>) outs(%12 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_7 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_5 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<16x512x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<16x512x1xf32>) outs(%10 : tensor<16x512x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %67 : tensor<16x512x768xf32>, tensor<16x512x1xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.subf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %69 : tensor<16x512x768xf32>, tensor<16x512x1xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %arg6 : tensor<16x512x768xf32>, tensor<768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %arg7 : tensor<16x512x768xf32>, tensor<768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    %collapsed_30 = tensor.collapse_shape %73 [[0, 1], [2]] : tensor<16x512x768xf32> into tensor<8192x768xf32>
    %74 = tensor.empty() : tensor<768x3072xf32>
    %transposed_31 = linalg.transpose ins(%arg8 : tensor<3072x768xf32>) outs(%74 : tensor<768x3072xf32>) permutation = [1, 0] 
    %75 = tensor.empty() : tensor<8192x3072xf32>
    %76 = linalg.fill ins(%cst_0 : f32) outs(%75 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %77 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<8192x768xf32>, tensor<768x3072xf32>) outs(%76 : tensor<8192x3072xf32>) -> tensor<8192x3072xf32>
    %78 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%77, %arg9 : tensor<8192x3072xf32>, tensor<3072xf32>) outs(%75 : tensor<8192x3072xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<8192x3072xf32>
    %expanded_32 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [16, 512, 3072] : tensor<8192x3072xf32> into tensor<16x512x3072xf32>
    %79 = tensor.empty() : tensor<16x512x3072xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.mulf %in, %cst_9 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_4 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<16x512x3072xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %82 : tensor<16x512x3072xf32>, tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_3 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<16x512x3072xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %cst_10 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %86 : tensor<16x512x3072xf32>, tensor<16x512x3072xf32>) outs(%79 : tensor<16x512x3072xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.mulf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x3072xf32>
    %collapsed_33 = tensor.collapse_shape %87 [[0, 1], [2]] : tensor<16x512x3072xf32> into tensor<8192x3072xf32>
    %88 = tensor.empty() : tensor<3072x768xf32>
    %transposed_34 = linalg.transpose ins(%arg10 : tensor<768x3072xf32>) outs(%88 : tensor<3072x768xf32>) permutation = [1, 0] 
    %89 = linalg.matmul ins(%collapsed_33, %transposed_34 : tensor<8192x3072xf32>, tensor<3072x768xf32>) outs(%54 : tensor<8192x768xf32>) -> tensor<8192x768xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%89, %arg11 : tensor<8192x768xf32>, tensor<768xf32>) outs(%53 : tensor<8192x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<8192x768xf32>
    %expanded_35 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [16, 512, 768] : tensor<8192x768xf32> into tensor<16x512x768xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %expanded_35 : tensor<16x512x768xf32>, tensor<16x512x768xf32>) outs(%17 : tensor<16x512x768xf32>) {
    ^bb0(%in: f32, %in_36: f32, %out: f32):
      %92 = arith.addf %in, %in_36 : f32
      linalg.yield %92 : f32
    } -> tensor<16x512x768xf32>
    return %91, %91 : tensor<16x512x768xf32>, tensor<16x512x768xf32>
  }
}
