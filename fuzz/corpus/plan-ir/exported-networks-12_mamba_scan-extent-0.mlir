#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 0, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1) -> (d0, 0)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (0, 0, d2, d3, 0)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<512xf32>, %arg1: tensor<1024x256xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<512x1x4xf32>, %arg4: tensor<512xf32>, %arg5: tensor<33x512xf32>, %arg6: tensor<33xf32>, %arg7: tensor<256x512xf32>, %arg8: tensor<256xf32>, %arg9: tensor<0x256x256xf32>) -> tensor<0x256x256xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<64x64xi1>
    %cst_3 = arith.constant 2.000000e+01 : f32
    %collapsed = tensor.collapse_shape %arg9 [[0, 1], [2]] : tensor<0x256x256xf32> into tensor<2048x256xf32>
    %0 = tensor.empty() : tensor<256x1024xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1024x256xf32>) outs(%0 : tensor<256x1024xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<2048x1024xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<2048x256xf32>, tensor<256x1024xf32>) outs(%2 : tensor<2048x1024xf32>) -> tensor<2048x1024xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg2 : tensor<2048x1024xf32>, tensor<1024xf32>) outs(%1 : tensor<2048x1024xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.addf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<2048x1024xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2]] output_shape [8, 256, 1024] : tensor<2048x1024xf32> into tensor<0x256x1024xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [8, 256, 512] [1, 1, 1] : tensor<0x256x1024xf32> to tensor<0x256x512xf32>
    %extracted_slice_4 = tensor.extract_slice %expanded[0, 0, 512] [8, 256, 512] [1, 1, 1] : tensor<0x256x1024xf32> to tensor<0x256x512xf32>
    %5 = tensor.empty() : tensor<0x512x256xf32>
    %transposed_5 = linalg.transpose ins(%extracted_slice : tensor<0x256x512xf32>) outs(%5 : tensor<0x512x256xf32>) permutation = [0, 2, 1] 
    %expanded_6 = tensor.expand_shape %transposed_5 [[0], [1], [2, 3]] output_shape [8, 512, 256, 1] : tensor<0x512x256xf32> into tensor<0x512x256x1xf32>
    %expanded_7 = tensor.expand_shape %arg3 [[0], [1], [2, 3]] output_shape [512, 1, 4, 1] : tensor<512x1x4xf32> into tensor<512x1x4x1xf32>
    %padded = tensor.pad %expanded_6 low[0, 0, 3, 0] high[0, 0, 3, 0] {
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst : f32
    } : tensor<0x512x256x1xf32> to tensor<0x512x262x1xf32>
    %6 = tensor.empty() : tensor<0x512x259x1xf32>
    %broadcasted = linalg.broadcast ins(%arg4 : tensor<512xf32>) outs(%6 : tensor<0x512x259x1xf32>) dimensions = [0, 2, 3] 
    %collapsed_8 = tensor.collapse_shape %expanded_7 [[0, 1], [2], [3]] : tensor<512x1x4x1xf32> into tensor<512x4x1xf32>
    %7 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed_8 : tensor<0x512x262x1xf32>, tensor<512x4x1xf32>) outs(%broadcasted : tensor<0x512x259x1xf32>) -> tensor<0x512x259x1xf32>
    %collapsed_9 = tensor.collapse_shape %7 [[0], [1], [2, 3]] : tensor<0x512x259x1xf32> into tensor<0x512x259xf32>
    %extracted_slice_10 = tensor.extract_slice %collapsed_9[0, 0, 0] [8, 512, 256] [1, 1, 1] : tensor<0x512x259xf32> to tensor<0x512x256xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_10 : tensor<0x512x256xf32>) outs(%5 : tensor<0x512x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = arith.negf %in : f32
      %68 = math.exp %67 : f32
      %69 = arith.addf %68, %cst_0 : f32
      %70 = arith.divf %cst_0, %69 : f32
      linalg.yield %70 : f32
    } -> tensor<0x512x256xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_10, %8 : tensor<0x512x256xf32>, tensor<0x512x256xf32>) outs(%5 : tensor<0x512x256xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x512x256xf32>
    %10 = tensor.empty() : tensor<0x256x512xf32>
    %transposed_11 = linalg.transpose ins(%9 : tensor<0x512x256xf32>) outs(%10 : tensor<0x256x512xf32>) permutation = [0, 2, 1] 
    %11 = tensor.empty() : tensor<512x33xf32>
    %transposed_12 = linalg.transpose ins(%arg5 : tensor<33x512xf32>) outs(%11 : tensor<512x33xf32>) permutation = [1, 0] 
    %12 = tensor.empty() : tensor<0x512x33xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_12 : tensor<512x33xf32>) outs(%12 : tensor<0x512x33xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<0x512x33xf32>
    %14 = tensor.empty() : tensor<0x256x33xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<0x256x33xf32>) -> tensor<0x256x33xf32>
    %16 = linalg.batch_matmul ins(%transposed_11, %13 : tensor<0x256x512xf32>, tensor<0x512x33xf32>) outs(%15 : tensor<0x256x33xf32>) -> tensor<0x256x33xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %arg6 : tensor<0x256x33xf32>, tensor<33xf32>) outs(%14 : tensor<0x256x33xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.addf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x33xf32>
    %extracted_slice_13 = tensor.extract_slice %17[0, 0, 0] [8, 256, 1] [1, 1, 1] : tensor<0x256x33xf32> to tensor<0x256x1xf32>
    %extracted_slice_14 = tensor.extract_slice %17[0, 0, 1] [8, 256, 16] [1, 1, 1] : tensor<0x256x33xf32> to tensor<0x256x16xf32>
    %extracted_slice_15 = tensor.extract_slice %17[0, 0, 17] [8, 256, 16] [1, 1, 1] : tensor<0x256x33xf32> to tensor<0x256x16xf32>
    %18 = tensor.empty() : tensor<0x256x1xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<0x256x1xf32>) outs(%18 : tensor<0x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = math.exp %in : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x1xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<0x256x1xf32>) outs(%18 : tensor<0x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = math.log1p %in : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x1xf32>
    %21 = tensor.empty() : tensor<0x256x1xi1>
    %22 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_13 : tensor<0x256x1xf32>) outs(%21 : tensor<0x256x1xi1>) {
    ^bb0(%in: f32, %out: i1):
      %67 = arith.cmpf ogt, %in, %cst_3 : f32
      linalg.yield %67 : i1
    } -> tensor<0x256x1xi1>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %extracted_slice_13, %20 : tensor<0x256x1xi1>, tensor<0x256x1xf32>, tensor<0x256x1xf32>) outs(%18 : tensor<0x256x1xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %67 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x1xf32>
    %24 = tensor.empty() : tensor<512xf32>
    %25 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%arg0 : tensor<512xf32>) outs(%24 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = math.exp %in : f32
      linalg.yield %67 : f32
    } -> tensor<512xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel"]} ins(%25 : tensor<512xf32>) outs(%24 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = arith.negf %in : f32
      linalg.yield %67 : f32
    } -> tensor<512xf32>
    %27 = linalg.generic {indexing_maps = [#map6, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %26 : tensor<0x256x1xf32>, tensor<512xf32>) outs(%10 : tensor<0x256x512xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x512xf32>
    %expanded_16 = tensor.expand_shape %27 [[0], [1, 2], [3]] output_shape [8, 4, 64, 512] : tensor<0x256x512xf32> into tensor<0x4x64x512xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %transposed_11 : tensor<0x256x1xf32>, tensor<0x256x512xf32>) outs(%10 : tensor<0x256x512xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x512xf32>
    %29 = tensor.empty() : tensor<0x4x64x512xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<0x4x64x512xf32>) -> tensor<0x4x64x512xf32>
    %31 = tensor.empty() : tensor<0x4x512xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<0x4x512xf32>) -> tensor<0x4x512xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%expanded_16 : tensor<0x4x64x512xf32>) outs(%30 : tensor<0x4x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = linalg.index 2 : index
      %68 = linalg.index 4 : index
      %69 = arith.cmpi ule, %68, %67 : index
      %70 = arith.addf %out, %in : f32
      %71 = arith.select %69, %70, %out : f32
      linalg.yield %71 : f32
    } -> tensor<0x4x64x512xf32>
    %expanded_17 = tensor.expand_shape %33 [[0], [1], [2], [3, 4]] output_shape [8, 4, 64, 1, 512] : tensor<0x4x64x512xf32> into tensor<0x4x64x1x512xf32>
    %expanded_18 = tensor.expand_shape %33 [[0], [1], [2, 3], [4]] output_shape [8, 4, 1, 64, 512] : tensor<0x4x64x512xf32> into tensor<0x4x1x64x512xf32>
    %34 = tensor.empty() : tensor<0x4x64x64x512xf32>
    %35 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_18 : tensor<0x4x64x1x512xf32>, tensor<0x4x1x64x512xf32>) outs(%34 : tensor<0x4x64x64x512xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.subf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x4x64x64x512xf32>
    %36 = tensor.empty() : tensor<64xi64>
    %37 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%36 : tensor<64xi64>) {
    ^bb0(%out: i64):
      %67 = linalg.index 0 : index
      %68 = arith.index_cast %67 : index to i64
      linalg.yield %68 : i64
    } -> tensor<64xi64>
    %expanded_19 = tensor.expand_shape %37 [[0, 1]] output_shape [1, 64] : tensor<64xi64> into tensor<1x64xi64>
    %expanded_20 = tensor.expand_shape %37 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %38 = tensor.empty() : tensor<64x64xi64>
    %39 = linalg.generic {indexing_maps = [#map12, #map13, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_19, %expanded_20 : tensor<1x64xi64>, tensor<64x1xi64>) outs(%38 : tensor<64x64xi64>) {
    ^bb0(%in: i64, %in_40: i64, %out: i64):
      %67 = arith.subi %in, %in_40 : i64
      linalg.yield %67 : i64
    } -> tensor<64x64xi64>
    %40 = tensor.empty() : tensor<64x64xi1>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<64x64xi64>) outs(%40 : tensor<64x64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %67 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %67 : i1
    } -> tensor<64x64xi1>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%41, %cst_2 : tensor<64x64xi1>, tensor<64x64xi1>) outs(%40 : tensor<64x64xi1>) {
    ^bb0(%in: i1, %in_40: i1, %out: i1):
      %67 = arith.andi %in, %in_40 : i1
      linalg.yield %67 : i1
    } -> tensor<64x64xi1>
    %expanded_21 = tensor.expand_shape %42 [[0, 1, 2], [3, 4]] output_shape [1, 1, 64, 64, 1] : tensor<64x64xi1> into tensor<1x1x64x64x1xi1>
    %43 = tensor.empty() : tensor<1x1x64x64x1xi1>
    %44 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_21 : tensor<1x1x64x64x1xi1>) outs(%43 : tensor<1x1x64x64x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %67 = arith.xori %in, %true : i1
      linalg.yield %67 : i1
    } -> tensor<1x1x64x64x1xi1>
    %45 = linalg.generic {indexing_maps = [#map14, #map15, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%44, %cst_1, %35 : tensor<1x1x64x64x1xi1>, tensor<f32>, tensor<0x4x64x64x512xf32>) outs(%34 : tensor<0x4x64x64x512xf32>) {
    ^bb0(%in: i1, %in_40: f32, %in_41: f32, %out: f32):
      %67 = arith.select %in, %in_40, %in_41 : f32
      linalg.yield %67 : f32
    } -> tensor<0x4x64x64x512xf32>
    %46 = linalg.generic {indexing_maps = [#map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<0x4x64x64x512xf32>) outs(%34 : tensor<0x4x64x64x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = math.exp %in : f32
      linalg.yield %67 : f32
    } -> tensor<0x4x64x64x512xf32>
    %expanded_22 = tensor.expand_shape %extracted_slice_15 [[0], [1, 2], [3, 4]] output_shape [8, 4, 64, 16, 1] : tensor<0x256x16xf32> into tensor<0x4x64x16x1xf32>
    %expanded_23 = tensor.expand_shape %extracted_slice_14 [[0], [1, 2], [3, 4]] output_shape [8, 4, 64, 16, 1] : tensor<0x256x16xf32> into tensor<0x4x64x16x1xf32>
    %collapsed_24 = tensor.collapse_shape %expanded_22 [[0, 1], [2], [3, 4]] : tensor<0x4x64x16x1xf32> into tensor<32x64x16xf32>
    %47 = tensor.empty() : tensor<0x4x16x64x1xf32>
    %transposed_25 = linalg.transpose ins(%expanded_23 : tensor<0x4x64x16x1xf32>) outs(%47 : tensor<0x4x16x64x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_26 = tensor.collapse_shape %transposed_25 [[0, 1], [2], [3, 4]] : tensor<0x4x16x64x1xf32> into tensor<32x16x64xf32>
    %48 = tensor.empty() : tensor<32x64x64xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<32x64x64xf32>) -> tensor<32x64x64xf32>
    %50 = linalg.batch_matmul ins(%collapsed_24, %collapsed_26 : tensor<32x64x16xf32>, tensor<32x16x64xf32>) outs(%49 : tensor<32x64x64xf32>) -> tensor<32x64x64xf32>
    %expanded_27 = tensor.expand_shape %50 [[0, 1], [2], [3, 4]] output_shape [8, 4, 64, 1, 64] : tensor<32x64x64xf32> into tensor<0x4x64x1x64xf32>
    %51 = tensor.empty() : tensor<0x4x64x512x64xf32>
    %transposed_28 = linalg.transpose ins(%46 : tensor<0x4x64x64x512xf32>) outs(%51 : tensor<0x4x64x512x64xf32>) permutation = [0, 1, 2, 4, 3] 
    %expanded_29 = tensor.expand_shape %28 [[0], [1, 2], [3, 4]] output_shape [8, 4, 64, 512, 1] : tensor<0x256x512xf32> into tensor<0x4x64x512x1xf32>
    %52 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27, %transposed_28 : tensor<0x4x64x1x64xf32>, tensor<0x4x64x512x64xf32>) outs(%51 : tensor<0x4x64x512x64xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x4x64x512x64xf32>
    %53 = tensor.empty() : tensor<0x4x512x64x64xf32>
    %transposed_30 = linalg.transpose ins(%52 : tensor<0x4x64x512x64xf32>) outs(%53 : tensor<0x4x512x64x64xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_31 = tensor.collapse_shape %transposed_30 [[0, 1, 2], [3], [4]] : tensor<0x4x512x64x64xf32> into tensor<16384x64x64xf32>
    %54 = tensor.empty() : tensor<0x4x512x64x1xf32>
    %transposed_32 = linalg.transpose ins(%expanded_29 : tensor<0x4x64x512x1xf32>) outs(%54 : tensor<0x4x512x64x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_33 = tensor.collapse_shape %transposed_32 [[0, 1, 2], [3], [4]] : tensor<0x4x512x64x1xf32> into tensor<16384x64x1xf32>
    %55 = tensor.empty() : tensor<16384x64x1xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<16384x64x1xf32>) -> tensor<16384x64x1xf32>
    %57 = linalg.batch_matmul ins(%collapsed_31, %collapsed_33 : tensor<16384x64x64xf32>, tensor<16384x64x1xf32>) outs(%56 : tensor<16384x64x1xf32>) -> tensor<16384x64x1xf32>
    %expanded_34 = tensor.expand_shape %57 [[0, 1, 2], [3], [4]] output_shape [8, 4, 512, 64, 1] : tensor<16384x64x1xf32> into tensor<0x4x512x64x1xf32>
    %58 = tensor.empty() : tensor<0x4x64x512x1xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<0x4x512x64x1xf32>) outs(%58 : tensor<0x4x64x512x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_36 = tensor.collapse_shape %transposed_35 [[0], [1, 2], [3, 4]] : tensor<0x4x64x512x1xf32> into tensor<0x256x512xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_4 : tensor<0x256x512xf32>) outs(%10 : tensor<0x256x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = arith.negf %in : f32
      %68 = math.exp %67 : f32
      %69 = arith.addf %68, %cst_0 : f32
      %70 = arith.divf %cst_0, %69 : f32
      linalg.yield %70 : f32
    } -> tensor<0x256x512xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_4, %59 : tensor<0x256x512xf32>, tensor<0x256x512xf32>) outs(%10 : tensor<0x256x512xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x512xf32>
    %61 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_36, %60 : tensor<0x256x512xf32>, tensor<0x256x512xf32>) outs(%10 : tensor<0x256x512xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.mulf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<0x256x512xf32>
    %collapsed_37 = tensor.collapse_shape %61 [[0, 1], [2]] : tensor<0x256x512xf32> into tensor<2048x512xf32>
    %62 = tensor.empty() : tensor<512x256xf32>
    %transposed_38 = linalg.transpose ins(%arg7 : tensor<256x512xf32>) outs(%62 : tensor<512x256xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<2048x256xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %65 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<2048x512xf32>, tensor<512x256xf32>) outs(%64 : tensor<2048x256xf32>) -> tensor<2048x256xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%65, %arg8 : tensor<2048x256xf32>, tensor<256xf32>) outs(%63 : tensor<2048x256xf32>) {
    ^bb0(%in: f32, %in_40: f32, %out: f32):
      %67 = arith.addf %in, %in_40 : f32
      linalg.yield %67 : f32
    } -> tensor<2048x256xf32>
    %expanded_39 = tensor.expand_shape %66 [[0, 1], [2]] output_shape [8, 256, 256] : tensor<2048x256xf32> into tensor<0x256x256xf32>
    return %expanded_39 : tensor<0x256x256xf32>
  }
}
