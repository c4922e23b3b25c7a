#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<1x1x768xf32>, %arg1: tensor<768x3x16x16xf32>, %arg2: tensor<768xf32>, %arg3: tensor<1x197x768xf32>, %arg4: tensor<768xf32>, %arg5: tensor<768xf32>, %arg6: tensor<2304x768xf32>, %arg7: tensor<2304xf32>, %arg8: tensor<768x768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768xf32>, %arg11: tensor<768xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<3072xf32>, %arg14: tensor<768x3072xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768xf32>, %arg17: tensor<768xf32>, %arg18: tensor<2304x768xf32>, %arg19: tensor<2304xf32>, %arg20: tensor<768x768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768xf32>, %arg23: tensor<768xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<3072xf32>, %arg26: tensor<768x3072xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768xf32>, %arg29: tensor<768xf32>, %arg30: tensor<2304x768xf32>, %arg31: tensor<2304xf32>, %arg32: tensor<768x768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768xf32>, %arg35: tensor<768xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<3072xf32>, %arg38: tensor<768x3072xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768xf32>, %arg41: tensor<768xf32>, %arg42: tensor<2304x768xf32>, %arg43: tensor<2304xf32>, %arg44: tensor<768x768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768xf32>, %arg47: tensor<768xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<3072xf32>, %arg50: tensor<768x3072xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768xf32>, %arg53: tensor<768xf32>, %arg54: tensor<2304x768xf32>, %arg55: tensor<2304xf32>, %arg56: tensor<768x768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768xf32>, %arg59: tensor<768xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<3072xf32>, %arg62: tensor<768x3072xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768xf32>, %arg65: tensor<768xf32>, %arg66: tensor<2304x768xf32>, %arg67: tensor<2304xf32>, %arg68: tensor<768x768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768xf32>, %arg71: tensor<768xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<3072xf32>, %arg74: tensor<768x3072xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768xf32>, %arg77: tensor<768xf32>, %arg78: tensor<2304x768xf32>, %arg79: tensor<2304xf32>, %arg80: tensor<768x768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768xf32>, %arg83: tensor<768xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<3072xf32>, %arg86: tensor<768x3072xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768xf32>, %arg89: tensor<768xf32>, %arg90: tensor<2304x768xf32>, %arg91: tensor<2304xf32>, %arg92: tensor<768x768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768xf32>, %arg95: tensor<768xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<3072xf32>, %arg98: tensor<768x3072xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768xf32>, %arg101: tensor<768xf32>, %arg102: tensor<2304x768xf32>, %arg103: tensor<2304xf32>, %arg104: tensor<768x768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768xf32>, %arg107: tensor<768xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<3072xf32>, %arg110: tensor<768x3072xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768xf32>, %arg113: tensor<768xf32>, %arg114: tensor<2304x768xf32>, %arg115: tensor<2304xf32>, %arg116: tensor<768x768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768xf32>, %arg119: tensor<768xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<3072xf32>, %arg122: tensor<768x3072xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768xf32>, %arg125: tensor<768xf32>, %arg126: tensor<2304x768xf32>, %arg127: tensor<2304xf32>, %arg128: tensor<768x768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768xf32>, %arg131: tensor<768xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<3072xf32>, %arg134: tensor<768x3072xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768xf32>, %arg137: tensor<768xf32>, %arg138: tensor<2304x768xf32>, %arg139: tensor<2304xf32>, %arg140: tensor<768x768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768xf32>, %arg143: tensor<768xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<3072xf32>, %arg146: tensor<768x3072xf32>, %arg147: tensor<768xf32>, %arg148: tensor<768xf32>, %arg149: tensor<768xf32>, %arg150: tensor<1000x768xf32>, %arg151: tensor<1000xf32>, %arg152: tensor<1x3x224x224xf32>) -> tensor<1x1000xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x12x197x197xf32>
    %cst_5 = arith.constant 0xFFF0000000000000 : f64
    %cst_6 = arith.constant 0.35355339059327379 : f64
    %cst_7 = arith.constant 9.9999999999999995E-7 : f64
    %cst_8 = arith.constant 7.680000e+02 : f64
    %cst_9 = arith.constant 7.680000e+02 : f32
    %cst_10 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x768x14x14xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<768xf32>) outs(%0 : tensor<1x768x14x14xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<16> : vector<2xi64>} ins(%arg152, %arg1 : tensor<1x3x224x224xf32>, tensor<768x3x16x16xf32>) outs(%broadcasted : tensor<1x768x14x14xf32>) -> tensor<1x768x14x14xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x768x14x14xf32> into tensor<1x768x196xf32>
    %2 = tensor.empty() : tensor<1x196x768xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x768x196xf32>) outs(%2 : tensor<1x196x768xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %arg0, %transposed : (tensor<1x1x768xf32>, tensor<1x196x768xf32>) -> tensor<1x197x768xf32>
    %3 = tensor.empty() : tensor<1x197x768xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %arg3 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %5 = tensor.empty() : tensor<1x197x768xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %7 = tensor.empty() : tensor<1x197x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x197x1xf64>) -> tensor<1x197x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %15 = tensor.empty() : tensor<1x197x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x197x1xf32>) -> tensor<1x197x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %19 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %arg4 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %arg5 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %26 = tensor.empty() : tensor<197x1x768xf32>
    %transposed_11 = linalg.transpose ins(%25 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %27 = tensor.empty() : tensor<768x2304xf32>
    %transposed_13 = linalg.transpose ins(%arg6 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<197x2304xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %30 = linalg.matmul ins(%collapsed_12, %transposed_13 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%30, %arg7 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded = tensor.expand_shape %31 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %32 = tensor.empty() : tensor<3x197x1x1x768xf32>
    %transposed_14 = linalg.transpose ins(%expanded : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_15 = tensor.collapse_shape %transposed_14 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice = tensor.extract_slice %collapsed_15[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_16 = tensor.extract_slice %collapsed_15[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_17 = tensor.extract_slice %collapsed_15[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_19 = tensor.expand_shape %collapsed_18 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %33 = tensor.empty() : tensor<12x197x64xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_21 = tensor.collapse_shape %extracted_slice_16 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_22 = tensor.expand_shape %collapsed_21 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_23 = linalg.transpose ins(%expanded_22 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_24 = tensor.collapse_shape %extracted_slice_17 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_25 = tensor.expand_shape %collapsed_24 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_27 = tensor.expand_shape %transposed_20 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_28 = tensor.expand_shape %transposed_23 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %34 = tensor.empty() : tensor<1x12x197x64xf32>
    %35 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_27 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %36 = tensor.empty() : tensor<1x12x64x197xf32>
    %transposed_29 = linalg.transpose ins(%expanded_28 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %37 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_30 = tensor.collapse_shape %35 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_31 = tensor.collapse_shape %37 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %38 = tensor.empty() : tensor<12x197x197xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %40 = linalg.batch_matmul ins(%collapsed_30, %collapsed_31 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_32 = tensor.expand_shape %40 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %41 = tensor.empty() : tensor<1x12x197xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<1x12x197xi64>) -> tensor<1x12x197xi64>
    %43 = tensor.empty() : tensor<1x12x197xf32>
    %44 = linalg.fill ins(%cst_1 : f32) outs(%43 : tensor<1x12x197xf32>) -> tensor<1x12x197xf32>
    %45:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_32 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_33 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %46 = tensor.empty() : tensor<1x12x197x197xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32, %expanded_33 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %49 = tensor.empty() : tensor<1x12x197x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<1x12x197x1xf32>) -> tensor<1x12x197x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%48 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %51 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %53 = tensor.empty() : tensor<1x12x197x197xi1>
    %54 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %55 = tensor.empty() : tensor<1x12x197x1xi1>
    %56 = linalg.fill ins(%true : i1) outs(%55 : tensor<1x12x197x1xi1>) -> tensor<1x12x197x1xi1>
    %57 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%54 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %58 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_4, %52 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_34 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%33 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %60 = linalg.batch_matmul ins(%collapsed_34, %transposed_26 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_35 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %61 = tensor.empty() : tensor<197x1x12x64xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %62 = tensor.empty() : tensor<768x768xf32>
    %transposed_38 = linalg.transpose ins(%arg8 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<197x768xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %65 = linalg.matmul ins(%collapsed_37, %transposed_38 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%65, %arg9 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_39 = tensor.expand_shape %66 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %67 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_40, %4 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %69 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%68 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %70 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %71 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%72 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%67 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %77 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %79 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %arg10 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %arg11 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_41 = tensor.collapse_shape %83 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %84 = tensor.empty() : tensor<768x3072xf32>
    %transposed_42 = linalg.transpose ins(%arg12 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %85 = tensor.empty() : tensor<197x3072xf32>
    %86 = linalg.fill ins(%cst : f32) outs(%85 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %87 = linalg.matmul ins(%collapsed_41, %transposed_42 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%87, %arg13 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_43 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %89 = tensor.empty() : tensor<1x197x3072xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_43 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_44 = tensor.collapse_shape %90 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %91 = tensor.empty() : tensor<3072x768xf32>
    %transposed_45 = linalg.transpose ins(%arg14 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %92 = linalg.matmul ins(%collapsed_44, %transposed_45 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%92, %arg15 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_46 = tensor.expand_shape %93 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %expanded_46 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %96 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %98 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%95, %97 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %99 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %98 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%94 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %104 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %104 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107, %106 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %arg16 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %arg17 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_47 = linalg.transpose ins(%110 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_48 = tensor.collapse_shape %transposed_47 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_49 = linalg.transpose ins(%arg18 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %111 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%111, %arg19 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_50 = tensor.expand_shape %112 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_52 = tensor.collapse_shape %transposed_51 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_52[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_54 = tensor.extract_slice %collapsed_52[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_55 = tensor.extract_slice %collapsed_52[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_56 = tensor.collapse_shape %extracted_slice_53 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_57 = tensor.expand_shape %collapsed_56 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_58 = linalg.transpose ins(%expanded_57 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_59 = tensor.collapse_shape %extracted_slice_54 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_60 = tensor.expand_shape %collapsed_59 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_62 = tensor.collapse_shape %extracted_slice_55 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_63 = tensor.expand_shape %collapsed_62 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_64 = linalg.transpose ins(%expanded_63 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_65 = tensor.expand_shape %transposed_58 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_66 = tensor.expand_shape %transposed_61 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %113 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %114 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_67 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_68 = tensor.collapse_shape %113 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_69 = tensor.collapse_shape %114 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %115 = linalg.batch_matmul ins(%collapsed_68, %collapsed_69 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_70 = tensor.expand_shape %115 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %116:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_70 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_71 = tensor.expand_shape %116#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %117 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70, %expanded_71 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %119 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%118 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %120 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %119 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %121 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_70 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %122 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%121 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %123 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %cst_4, %120 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_72 = tensor.collapse_shape %123 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %124 = linalg.batch_matmul ins(%collapsed_72, %transposed_64 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_73 = tensor.expand_shape %124 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_76 = linalg.transpose ins(%arg20 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %125 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %126 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%125, %arg21 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_77 = tensor.expand_shape %126 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_78, %94 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %129 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%128 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %131 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %130 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %132 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131, %131 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%132 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %137 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140, %139 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141, %arg22 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142, %arg23 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_79 = tensor.collapse_shape %143 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_80 = linalg.transpose ins(%arg24 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %144 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %145 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%144, %arg25 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_81 = tensor.expand_shape %145 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_82 = tensor.collapse_shape %146 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_83 = linalg.transpose ins(%arg26 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_82, %transposed_83 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %148 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%147, %arg27 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_84 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%127, %expanded_84 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %151 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%150 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%151 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %153 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%150, %152 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %154 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %153 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %155 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%154 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %156 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%155 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%149 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %161 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%149, %159 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162, %161 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %arg28 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164, %arg29 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_85 = linalg.transpose ins(%165 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_86 = tensor.collapse_shape %transposed_85 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_87 = linalg.transpose ins(%arg30 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %166 = linalg.matmul ins(%collapsed_86, %transposed_87 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %167 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%166, %arg31 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_88 = tensor.expand_shape %167 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_90 = tensor.collapse_shape %transposed_89 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_91 = tensor.extract_slice %collapsed_90[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_92 = tensor.extract_slice %collapsed_90[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_93 = tensor.extract_slice %collapsed_90[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_94 = tensor.collapse_shape %extracted_slice_91 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_95 = tensor.expand_shape %collapsed_94 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_96 = linalg.transpose ins(%expanded_95 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_97 = tensor.collapse_shape %extracted_slice_92 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_98 = tensor.expand_shape %collapsed_97 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_99 = linalg.transpose ins(%expanded_98 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_100 = tensor.collapse_shape %extracted_slice_93 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_101 = tensor.expand_shape %collapsed_100 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_103 = tensor.expand_shape %transposed_96 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_104 = tensor.expand_shape %transposed_99 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %168 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_103 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %169 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_105 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_106 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_107 = tensor.collapse_shape %169 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %170 = linalg.batch_matmul ins(%collapsed_106, %collapsed_107 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_108 = tensor.expand_shape %170 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %171:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_108 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_109 = tensor.expand_shape %171#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %172 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108, %expanded_109 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %173 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %174 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %175 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %176 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_108 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %177 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %178 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %cst_4, %175 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_110 = tensor.collapse_shape %178 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %179 = linalg.batch_matmul ins(%collapsed_110, %transposed_102 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_111 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_112 = linalg.transpose ins(%expanded_111 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_113 = tensor.collapse_shape %transposed_112 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_114 = linalg.transpose ins(%arg32 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %180 = linalg.matmul ins(%collapsed_113, %transposed_114 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %181 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%180, %arg33 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_115 = tensor.expand_shape %181 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_116 = linalg.transpose ins(%expanded_115 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %182 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_116, %149 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %183 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %186 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %187 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %188 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%187 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %189 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%182 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%190 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %192 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %arg34 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%197, %arg35 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_117 = tensor.collapse_shape %198 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_118 = linalg.transpose ins(%arg36 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%199, %arg37 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_119 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_119 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_120 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_121 = linalg.transpose ins(%arg38 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %202 = linalg.matmul ins(%collapsed_120, %transposed_121 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%202, %arg39 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_122 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %expanded_122 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %206 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%205 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %208 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %207 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %209 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %210 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %211 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %213 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %214 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %215 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%212 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204, %214 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217, %216 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%218, %arg40 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %220 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %arg41 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_123 = linalg.transpose ins(%220 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_124 = tensor.collapse_shape %transposed_123 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_125 = linalg.transpose ins(%arg42 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %221 = linalg.matmul ins(%collapsed_124, %transposed_125 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%221, %arg43 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_126 = tensor.expand_shape %222 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_128 = tensor.collapse_shape %transposed_127 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_129 = tensor.extract_slice %collapsed_128[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_130 = tensor.extract_slice %collapsed_128[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_131 = tensor.extract_slice %collapsed_128[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_132 = tensor.collapse_shape %extracted_slice_129 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_133 = tensor.expand_shape %collapsed_132 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_134 = linalg.transpose ins(%expanded_133 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_135 = tensor.collapse_shape %extracted_slice_130 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_136 = tensor.expand_shape %collapsed_135 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_137 = linalg.transpose ins(%expanded_136 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_138 = tensor.collapse_shape %extracted_slice_131 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_139 = tensor.expand_shape %collapsed_138 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_140 = linalg.transpose ins(%expanded_139 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_141 = tensor.expand_shape %transposed_134 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_142 = tensor.expand_shape %transposed_137 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %223 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_141 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_143 = linalg.transpose ins(%expanded_142 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %224 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_143 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_144 = tensor.collapse_shape %223 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_145 = tensor.collapse_shape %224 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %225 = linalg.batch_matmul ins(%collapsed_144, %collapsed_145 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_146 = tensor.expand_shape %225 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %226:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_146 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_147 = tensor.expand_shape %226#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %227 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146, %expanded_147 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %228 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %229 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%228 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %230 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228, %229 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %231 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_146 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %232 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%231 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %233 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %cst_4, %230 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_148 = tensor.collapse_shape %233 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %234 = linalg.batch_matmul ins(%collapsed_148, %transposed_140 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_149 = tensor.expand_shape %234 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_151 = tensor.collapse_shape %transposed_150 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_152 = linalg.transpose ins(%arg44 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %235 = linalg.matmul ins(%collapsed_151, %transposed_152 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%235, %arg45 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_153 = tensor.expand_shape %236 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_154 = linalg.transpose ins(%expanded_153 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %237 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_154, %204 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%238 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %241 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %240 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241, %241 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%242 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%244 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%237 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%246 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %248 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%245 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %247 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250, %249 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%251, %arg46 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %arg47 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_155 = tensor.collapse_shape %253 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_156 = linalg.transpose ins(%arg48 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %254 = linalg.matmul ins(%collapsed_155, %transposed_156 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%254, %arg49 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_157 = tensor.expand_shape %255 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_157 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_158 = tensor.collapse_shape %256 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_159 = linalg.transpose ins(%arg50 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %257 = linalg.matmul ins(%collapsed_158, %transposed_159 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %258 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%257, %arg51 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_160 = tensor.expand_shape %258 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %259 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%237, %expanded_160 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %261 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%260 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %263 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%260, %262 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %264 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %263 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%264 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%265 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %267 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %268 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%259 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %269 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %270 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %271 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259, %269 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272, %271 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273, %arg52 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274, %arg53 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_161 = linalg.transpose ins(%275 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_162 = tensor.collapse_shape %transposed_161 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_163 = linalg.transpose ins(%arg54 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %276 = linalg.matmul ins(%collapsed_162, %transposed_163 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%276, %arg55 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_164 = tensor.expand_shape %277 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_165 = linalg.transpose ins(%expanded_164 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_166 = tensor.collapse_shape %transposed_165 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_167 = tensor.extract_slice %collapsed_166[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_168 = tensor.extract_slice %collapsed_166[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_169 = tensor.extract_slice %collapsed_166[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_170 = tensor.collapse_shape %extracted_slice_167 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_171 = tensor.expand_shape %collapsed_170 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_172 = linalg.transpose ins(%expanded_171 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_173 = tensor.collapse_shape %extracted_slice_168 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_174 = tensor.expand_shape %collapsed_173 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_174 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_176 = tensor.collapse_shape %extracted_slice_169 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_177 = tensor.expand_shape %collapsed_176 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_178 = linalg.transpose ins(%expanded_177 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_179 = tensor.expand_shape %transposed_172 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_180 = tensor.expand_shape %transposed_175 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %278 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_179 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_181 = linalg.transpose ins(%expanded_180 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %279 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_181 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_182 = tensor.collapse_shape %278 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_183 = tensor.collapse_shape %279 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %280 = linalg.batch_matmul ins(%collapsed_182, %collapsed_183 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_184 = tensor.expand_shape %280 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %281:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_184 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_185 = tensor.expand_shape %281#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %282 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184, %expanded_185 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %283 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %284 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%283 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %285 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %284 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %286 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_184 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %287 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%286 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %288 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %cst_4, %285 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_186 = tensor.collapse_shape %288 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %289 = linalg.batch_matmul ins(%collapsed_186, %transposed_178 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_187 = tensor.expand_shape %289 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_188 = linalg.transpose ins(%expanded_187 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_189 = tensor.collapse_shape %transposed_188 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_190 = linalg.transpose ins(%arg56 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %290 = linalg.matmul ins(%collapsed_189, %transposed_190 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %291 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%290, %arg57 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_191 = tensor.expand_shape %291 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_192 = linalg.transpose ins(%expanded_191 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %292 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_192, %259 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%293 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %296 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293, %295 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %297 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %296 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %298 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%297 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %301 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%292 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %303 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%300 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %305 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %302 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %304 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306, %arg58 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %308 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%307, %arg59 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_193 = tensor.collapse_shape %308 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_194 = linalg.transpose ins(%arg60 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %309 = linalg.matmul ins(%collapsed_193, %transposed_194 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%309, %arg61 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_195 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_195 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_196 = tensor.collapse_shape %311 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_197 = linalg.transpose ins(%arg62 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %312 = linalg.matmul ins(%collapsed_196, %transposed_197 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%312, %arg63 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_198 = tensor.expand_shape %313 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292, %expanded_198 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %316 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%315 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%316 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %318 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %317 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %319 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318, %318 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %320 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%319 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%321 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%314 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %324 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%323 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %325 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%314, %324 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %328 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%327, %326 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %329 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%328, %arg64 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %330 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%329, %arg65 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_199 = linalg.transpose ins(%330 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_200 = tensor.collapse_shape %transposed_199 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_201 = linalg.transpose ins(%arg66 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %331 = linalg.matmul ins(%collapsed_200, %transposed_201 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %332 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%331, %arg67 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_202 = tensor.expand_shape %332 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_203 = linalg.transpose ins(%expanded_202 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_204 = tensor.collapse_shape %transposed_203 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_205 = tensor.extract_slice %collapsed_204[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_206 = tensor.extract_slice %collapsed_204[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_207 = tensor.extract_slice %collapsed_204[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_208 = tensor.collapse_shape %extracted_slice_205 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_209 = tensor.expand_shape %collapsed_208 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_210 = linalg.transpose ins(%expanded_209 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_211 = tensor.collapse_shape %extracted_slice_206 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_212 = tensor.expand_shape %collapsed_211 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_213 = linalg.transpose ins(%expanded_212 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_214 = tensor.collapse_shape %extracted_slice_207 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_215 = tensor.expand_shape %collapsed_214 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_216 = linalg.transpose ins(%expanded_215 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_217 = tensor.expand_shape %transposed_210 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_218 = tensor.expand_shape %transposed_213 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %333 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_217 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_219 = linalg.transpose ins(%expanded_218 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %334 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_219 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_220 = tensor.collapse_shape %333 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_221 = tensor.collapse_shape %334 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %335 = linalg.batch_matmul ins(%collapsed_220, %collapsed_221 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_222 = tensor.expand_shape %335 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %336:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_222 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_223 = tensor.expand_shape %336#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %337 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222, %expanded_223 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %338 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %339 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%338 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %340 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %339 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %341 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_222 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %342 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%341 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %343 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %cst_4, %340 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_224 = tensor.collapse_shape %343 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %344 = linalg.batch_matmul ins(%collapsed_224, %transposed_216 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_225 = tensor.expand_shape %344 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_226 = linalg.transpose ins(%expanded_225 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_227 = tensor.collapse_shape %transposed_226 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_228 = linalg.transpose ins(%arg68 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %345 = linalg.matmul ins(%collapsed_227, %transposed_228 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %346 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%345, %arg69 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_229 = tensor.expand_shape %346 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_230 = linalg.transpose ins(%expanded_229 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %347 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_230, %314 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %349 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%348 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %350 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %351 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%348, %350 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351, %351 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %353 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%352 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%347 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %358 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%355 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %359 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %360 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %357 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %359 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%361, %arg70 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%362, %arg71 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_231 = tensor.collapse_shape %363 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_232 = linalg.transpose ins(%arg72 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %364 = linalg.matmul ins(%collapsed_231, %transposed_232 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%364, %arg73 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_233 = tensor.expand_shape %365 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_233 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_234 = tensor.collapse_shape %366 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_235 = linalg.transpose ins(%arg74 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %367 = linalg.matmul ins(%collapsed_234, %transposed_235 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %368 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%367, %arg75 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_236 = tensor.expand_shape %368 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347, %expanded_236 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %370 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %371 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%370 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%371 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %373 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%370, %372 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %374 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%373, %373 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %375 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %376 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %377 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%369 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %379 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%377 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369, %379 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %383 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382, %381 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %384 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383, %arg76 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%384, %arg77 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_237 = linalg.transpose ins(%385 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_238 = tensor.collapse_shape %transposed_237 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_239 = linalg.transpose ins(%arg78 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %386 = linalg.matmul ins(%collapsed_238, %transposed_239 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %387 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%386, %arg79 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_240 = tensor.expand_shape %387 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_241 = linalg.transpose ins(%expanded_240 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_242 = tensor.collapse_shape %transposed_241 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_243 = tensor.extract_slice %collapsed_242[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_244 = tensor.extract_slice %collapsed_242[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_245 = tensor.extract_slice %collapsed_242[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_246 = tensor.collapse_shape %extracted_slice_243 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_247 = tensor.expand_shape %collapsed_246 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_248 = linalg.transpose ins(%expanded_247 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_249 = tensor.collapse_shape %extracted_slice_244 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_250 = tensor.expand_shape %collapsed_249 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_251 = linalg.transpose ins(%expanded_250 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_252 = tensor.collapse_shape %extracted_slice_245 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_253 = tensor.expand_shape %collapsed_252 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_254 = linalg.transpose ins(%expanded_253 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_255 = tensor.expand_shape %transposed_248 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_256 = tensor.expand_shape %transposed_251 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %388 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_255 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_257 = linalg.transpose ins(%expanded_256 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %389 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_257 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_258 = tensor.collapse_shape %388 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_259 = tensor.collapse_shape %389 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %390 = linalg.batch_matmul ins(%collapsed_258, %collapsed_259 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_260 = tensor.expand_shape %390 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %391:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_260 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_261 = tensor.expand_shape %391#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %392 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_260, %expanded_261 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %393 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %394 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%393 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %395 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %394 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %396 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_260 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %397 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%396 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %398 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %cst_4, %395 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_262 = tensor.collapse_shape %398 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %399 = linalg.batch_matmul ins(%collapsed_262, %transposed_254 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_263 = tensor.expand_shape %399 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_264 = linalg.transpose ins(%expanded_263 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_265 = tensor.collapse_shape %transposed_264 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_266 = linalg.transpose ins(%arg80 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %400 = linalg.matmul ins(%collapsed_265, %transposed_266 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%400, %arg81 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_267 = tensor.expand_shape %401 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_268 = linalg.transpose ins(%expanded_267 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %402 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_268, %369 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %404 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%403 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %405 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%404 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %406 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%403, %405 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %407 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%406, %406 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %408 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%407 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%402 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%411 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%413 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %412 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415, %414 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416, %arg82 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417, %arg83 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_269 = tensor.collapse_shape %418 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_270 = linalg.transpose ins(%arg84 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %419 = linalg.matmul ins(%collapsed_269, %transposed_270 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%419, %arg85 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_271 = tensor.expand_shape %420 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_271 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_272 = tensor.collapse_shape %421 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_273 = linalg.transpose ins(%arg86 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %422 = linalg.matmul ins(%collapsed_272, %transposed_273 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%422, %arg87 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_274 = tensor.expand_shape %423 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %424 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%402, %expanded_274 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %426 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%425 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%426 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %428 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%425, %427 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %429 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428, %428 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %430 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%429 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %431 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %433 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%424 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%433 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%435 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %437 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%424, %434 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %436 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438, %arg88 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439, %arg89 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_275 = linalg.transpose ins(%440 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_276 = tensor.collapse_shape %transposed_275 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_277 = linalg.transpose ins(%arg90 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %441 = linalg.matmul ins(%collapsed_276, %transposed_277 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %442 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%441, %arg91 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_278 = tensor.expand_shape %442 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_279 = linalg.transpose ins(%expanded_278 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_280 = tensor.collapse_shape %transposed_279 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_281 = tensor.extract_slice %collapsed_280[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_282 = tensor.extract_slice %collapsed_280[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_283 = tensor.extract_slice %collapsed_280[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_284 = tensor.collapse_shape %extracted_slice_281 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_285 = tensor.expand_shape %collapsed_284 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_286 = linalg.transpose ins(%expanded_285 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_287 = tensor.collapse_shape %extracted_slice_282 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_288 = tensor.expand_shape %collapsed_287 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_289 = linalg.transpose ins(%expanded_288 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_290 = tensor.collapse_shape %extracted_slice_283 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_291 = tensor.expand_shape %collapsed_290 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_292 = linalg.transpose ins(%expanded_291 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_293 = tensor.expand_shape %transposed_286 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_294 = tensor.expand_shape %transposed_289 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %443 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_293 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_295 = linalg.transpose ins(%expanded_294 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %444 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_295 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_296 = tensor.collapse_shape %443 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_297 = tensor.collapse_shape %444 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %445 = linalg.batch_matmul ins(%collapsed_296, %collapsed_297 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_298 = tensor.expand_shape %445 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %446:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_298 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_299 = tensor.expand_shape %446#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %447 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_298, %expanded_299 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %448 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %449 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%448 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %450 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %449 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %451 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_298 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %452 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%451 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %453 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %cst_4, %450 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_300 = tensor.collapse_shape %453 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %454 = linalg.batch_matmul ins(%collapsed_300, %transposed_292 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_301 = tensor.expand_shape %454 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_302 = linalg.transpose ins(%expanded_301 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_303 = tensor.collapse_shape %transposed_302 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_304 = linalg.transpose ins(%arg92 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %455 = linalg.matmul ins(%collapsed_303, %transposed_304 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %456 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%455, %arg93 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_305 = tensor.expand_shape %456 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_306 = linalg.transpose ins(%expanded_305 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %457 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_306, %424 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %459 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%458 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%459 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %461 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%458, %460 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%461, %461 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %463 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%462 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%463 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%464 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%457 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%466 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%465 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%468 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %467 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%470, %469 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %arg94 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %arg95 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_307 = tensor.collapse_shape %473 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_308 = linalg.transpose ins(%arg96 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_307, %transposed_308 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%474, %arg97 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_309 = tensor.expand_shape %475 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_309 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_310 = tensor.collapse_shape %476 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_311 = linalg.transpose ins(%arg98 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %477 = linalg.matmul ins(%collapsed_310, %transposed_311 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%477, %arg99 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_312 = tensor.expand_shape %478 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %479 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%457, %expanded_312 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %481 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%480 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %482 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%481 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %483 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480, %482 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%483, %483 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %485 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%484 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %486 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %487 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%479 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%488 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%487 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479, %489 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%492, %491 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493, %arg100 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494, %arg101 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_313 = linalg.transpose ins(%495 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_314 = tensor.collapse_shape %transposed_313 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_315 = linalg.transpose ins(%arg102 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %496 = linalg.matmul ins(%collapsed_314, %transposed_315 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %497 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%496, %arg103 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_316 = tensor.expand_shape %497 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_317 = linalg.transpose ins(%expanded_316 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_318 = tensor.collapse_shape %transposed_317 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_319 = tensor.extract_slice %collapsed_318[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_320 = tensor.extract_slice %collapsed_318[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_321 = tensor.extract_slice %collapsed_318[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_322 = tensor.collapse_shape %extracted_slice_319 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_323 = tensor.expand_shape %collapsed_322 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_324 = linalg.transpose ins(%expanded_323 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_325 = tensor.collapse_shape %extracted_slice_320 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_326 = tensor.expand_shape %collapsed_325 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_327 = linalg.transpose ins(%expanded_326 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_328 = tensor.collapse_shape %extracted_slice_321 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_329 = tensor.expand_shape %collapsed_328 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_330 = linalg.transpose ins(%expanded_329 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_331 = tensor.expand_shape %transposed_324 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_332 = tensor.expand_shape %transposed_327 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %498 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_333 = linalg.transpose ins(%expanded_332 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %499 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_333 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_334 = tensor.collapse_shape %498 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_335 = tensor.collapse_shape %499 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %500 = linalg.batch_matmul ins(%collapsed_334, %collapsed_335 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_336 = tensor.expand_shape %500 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %501:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_336 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_337 = tensor.expand_shape %501#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %502 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_336, %expanded_337 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %504 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%503 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %505 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%503, %504 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %506 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_336 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %507 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%506 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %508 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %cst_4, %505 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_338 = tensor.collapse_shape %508 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %509 = linalg.batch_matmul ins(%collapsed_338, %transposed_330 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_339 = tensor.expand_shape %509 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_340 = linalg.transpose ins(%expanded_339 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_341 = tensor.collapse_shape %transposed_340 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_342 = linalg.transpose ins(%arg104 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %510 = linalg.matmul ins(%collapsed_341, %transposed_342 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %511 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%510, %arg105 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_343 = tensor.expand_shape %511 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_344 = linalg.transpose ins(%expanded_343 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %512 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_344, %479 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %513 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %514 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%513 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %516 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %517 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%516, %516 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %518 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%517 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%518 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %520 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%519 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%512 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%521 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%520 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %524 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%523 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %525 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %522 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %526 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%525, %524 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %527 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%526, %arg106 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %528 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%527, %arg107 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_345 = tensor.collapse_shape %528 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_346 = linalg.transpose ins(%arg108 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %529 = linalg.matmul ins(%collapsed_345, %transposed_346 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%529, %arg109 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_347 = tensor.expand_shape %530 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_347 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_348 = tensor.collapse_shape %531 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_349 = linalg.transpose ins(%arg110 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %532 = linalg.matmul ins(%collapsed_348, %transposed_349 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%532, %arg111 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_350 = tensor.expand_shape %533 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %534 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%512, %expanded_350 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %535 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %536 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%535 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %537 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %538 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535, %537 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %538 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %540 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%539 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %542 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %543 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%534 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %544 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %545 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %546 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %547 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %544 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %546 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %arg112 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %arg113 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_351 = linalg.transpose ins(%550 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_352 = tensor.collapse_shape %transposed_351 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_353 = linalg.transpose ins(%arg114 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %551 = linalg.matmul ins(%collapsed_352, %transposed_353 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %552 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%551, %arg115 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_354 = tensor.expand_shape %552 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_355 = linalg.transpose ins(%expanded_354 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_356 = tensor.collapse_shape %transposed_355 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_357 = tensor.extract_slice %collapsed_356[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_358 = tensor.extract_slice %collapsed_356[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_359 = tensor.extract_slice %collapsed_356[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_360 = tensor.collapse_shape %extracted_slice_357 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_361 = tensor.expand_shape %collapsed_360 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_362 = linalg.transpose ins(%expanded_361 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_363 = tensor.collapse_shape %extracted_slice_358 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_364 = tensor.expand_shape %collapsed_363 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_365 = linalg.transpose ins(%expanded_364 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_366 = tensor.collapse_shape %extracted_slice_359 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_367 = tensor.expand_shape %collapsed_366 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_368 = linalg.transpose ins(%expanded_367 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_369 = tensor.expand_shape %transposed_362 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_370 = tensor.expand_shape %transposed_365 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %553 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_369 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_371 = linalg.transpose ins(%expanded_370 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %554 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_371 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_372 = tensor.collapse_shape %553 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_373 = tensor.collapse_shape %554 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %555 = linalg.batch_matmul ins(%collapsed_372, %collapsed_373 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_374 = tensor.expand_shape %555 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %556:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_374 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_375 = tensor.expand_shape %556#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %557 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_374, %expanded_375 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %558 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%557 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %559 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%558 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %560 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %559 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %561 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_374 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %562 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%561 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %563 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %cst_4, %560 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_376 = tensor.collapse_shape %563 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %564 = linalg.batch_matmul ins(%collapsed_376, %transposed_368 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_377 = tensor.expand_shape %564 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_378 = linalg.transpose ins(%expanded_377 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_379 = tensor.collapse_shape %transposed_378 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_380 = linalg.transpose ins(%arg116 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %565 = linalg.matmul ins(%collapsed_379, %transposed_380 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %566 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%565, %arg117 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_381 = tensor.expand_shape %566 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %567 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_382, %534 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %568 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %569 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%568 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %571 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%568, %570 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %572 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571, %571 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%572 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%573 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %575 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%567 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %577 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%575 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %577 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%580, %579 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%581, %arg118 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%582, %arg119 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_383 = tensor.collapse_shape %583 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_384 = linalg.transpose ins(%arg120 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %584 = linalg.matmul ins(%collapsed_383, %transposed_384 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %585 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%584, %arg121 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_385 = tensor.expand_shape %585 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_385 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_386 = tensor.collapse_shape %586 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_387 = linalg.transpose ins(%arg122 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %587 = linalg.matmul ins(%collapsed_386, %transposed_387 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %588 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%587, %arg123 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_388 = tensor.expand_shape %588 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %589 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %expanded_388 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %590 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %591 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%590 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %592 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%591 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %593 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%590, %592 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %594 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%593, %593 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %595 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%594 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %596 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%595 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %597 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%596 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %598 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%589 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %600 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %601 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%600 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%589, %599 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%602, %601 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %604 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603, %arg124 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %605 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604, %arg125 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_389 = linalg.transpose ins(%605 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_390 = tensor.collapse_shape %transposed_389 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_391 = linalg.transpose ins(%arg126 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %606 = linalg.matmul ins(%collapsed_390, %transposed_391 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %607 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%606, %arg127 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_392 = tensor.expand_shape %607 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_393 = linalg.transpose ins(%expanded_392 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_394 = tensor.collapse_shape %transposed_393 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_395 = tensor.extract_slice %collapsed_394[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_396 = tensor.extract_slice %collapsed_394[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_397 = tensor.extract_slice %collapsed_394[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_398 = tensor.collapse_shape %extracted_slice_395 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_399 = tensor.expand_shape %collapsed_398 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_400 = linalg.transpose ins(%expanded_399 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_401 = tensor.collapse_shape %extracted_slice_396 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_402 = tensor.expand_shape %collapsed_401 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_403 = linalg.transpose ins(%expanded_402 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_404 = tensor.collapse_shape %extracted_slice_397 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_405 = tensor.expand_shape %collapsed_404 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_406 = linalg.transpose ins(%expanded_405 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_407 = tensor.expand_shape %transposed_400 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_408 = tensor.expand_shape %transposed_403 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %608 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_407 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_409 = linalg.transpose ins(%expanded_408 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %609 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_409 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_410 = tensor.collapse_shape %608 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_411 = tensor.collapse_shape %609 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %610 = linalg.batch_matmul ins(%collapsed_410, %collapsed_411 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_412 = tensor.expand_shape %610 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %611:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_412 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_413 = tensor.expand_shape %611#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %612 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_412, %expanded_413 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %613 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %614 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%613 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %615 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613, %614 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %616 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_412 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %617 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%616 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %618 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %cst_4, %615 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_414 = tensor.collapse_shape %618 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %619 = linalg.batch_matmul ins(%collapsed_414, %transposed_406 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_415 = tensor.expand_shape %619 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_416 = linalg.transpose ins(%expanded_415 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_417 = tensor.collapse_shape %transposed_416 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_418 = linalg.transpose ins(%arg128 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %620 = linalg.matmul ins(%collapsed_417, %transposed_418 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %621 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%620, %arg129 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_419 = tensor.expand_shape %621 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_420 = linalg.transpose ins(%expanded_419 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %622 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_420, %589 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %623 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %624 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%623 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %625 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%624 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %626 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%623, %625 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %627 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %626 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %628 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %629 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %630 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%629 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %631 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%622 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %632 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%631 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %634 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %635 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %632 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %636 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635, %634 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %637 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%636, %arg130 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %638 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637, %arg131 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_421 = tensor.collapse_shape %638 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_422 = linalg.transpose ins(%arg132 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %639 = linalg.matmul ins(%collapsed_421, %transposed_422 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %640 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%639, %arg133 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_423 = tensor.expand_shape %640 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %641 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_423 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_424 = tensor.collapse_shape %641 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_425 = linalg.transpose ins(%arg134 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %642 = linalg.matmul ins(%collapsed_424, %transposed_425 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %643 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%642, %arg135 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_426 = tensor.expand_shape %643 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %644 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%622, %expanded_426 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %646 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%645 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %647 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%646 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %648 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%645, %647 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %649 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%648, %648 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %650 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%649 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %651 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%650 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %652 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%651 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %653 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%644 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %654 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%653 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %655 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%652 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %656 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%655 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %657 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%644, %654 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %658 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%657, %656 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %659 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%658, %arg136 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %660 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%659, %arg137 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %transposed_427 = linalg.transpose ins(%660 : tensor<1x197x768xf32>) outs(%26 : tensor<197x1x768xf32>) permutation = [1, 0, 2] 
    %collapsed_428 = tensor.collapse_shape %transposed_427 [[0], [1, 2]] : tensor<197x1x768xf32> into tensor<197x768xf32>
    %transposed_429 = linalg.transpose ins(%arg138 : tensor<2304x768xf32>) outs(%27 : tensor<768x2304xf32>) permutation = [1, 0] 
    %661 = linalg.matmul ins(%collapsed_428, %transposed_429 : tensor<197x768xf32>, tensor<768x2304xf32>) outs(%29 : tensor<197x2304xf32>) -> tensor<197x2304xf32>
    %662 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%661, %arg139 : tensor<197x2304xf32>, tensor<2304xf32>) outs(%28 : tensor<197x2304xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x2304xf32>
    %expanded_430 = tensor.expand_shape %662 [[0, 1], [2, 3, 4]] output_shape [1, 197, 1, 3, 768] : tensor<197x2304xf32> into tensor<1x197x1x3x768xf32>
    %transposed_431 = linalg.transpose ins(%expanded_430 : tensor<1x197x1x3x768xf32>) outs(%32 : tensor<3x197x1x1x768xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_432 = tensor.collapse_shape %transposed_431 [[0], [1], [2, 3], [4]] : tensor<3x197x1x1x768xf32> into tensor<3x197x1x768xf32>
    %extracted_slice_433 = tensor.extract_slice %collapsed_432[0, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_434 = tensor.extract_slice %collapsed_432[1, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %extracted_slice_435 = tensor.extract_slice %collapsed_432[2, 0, 0, 0] [1, 197, 1, 768] [1, 1, 1, 1] : tensor<3x197x1x768xf32> to tensor<1x197x1x768xf32>
    %collapsed_436 = tensor.collapse_shape %extracted_slice_433 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_437 = tensor.expand_shape %collapsed_436 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_438 = linalg.transpose ins(%expanded_437 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_439 = tensor.collapse_shape %extracted_slice_434 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_440 = tensor.expand_shape %collapsed_439 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_441 = linalg.transpose ins(%expanded_440 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %collapsed_442 = tensor.collapse_shape %extracted_slice_435 [[0, 1], [2, 3]] : tensor<1x197x1x768xf32> into tensor<197x768xf32>
    %expanded_443 = tensor.expand_shape %collapsed_442 [[0], [1, 2]] output_shape [197, 12, 64] : tensor<197x768xf32> into tensor<197x12x64xf32>
    %transposed_444 = linalg.transpose ins(%expanded_443 : tensor<197x12x64xf32>) outs(%33 : tensor<12x197x64xf32>) permutation = [1, 0, 2] 
    %expanded_445 = tensor.expand_shape %transposed_438 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %expanded_446 = tensor.expand_shape %transposed_441 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %663 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_445 : tensor<1x12x197x64xf32>) outs(%34 : tensor<1x12x197x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x197x64xf32>
    %transposed_447 = linalg.transpose ins(%expanded_446 : tensor<1x12x197x64xf32>) outs(%36 : tensor<1x12x64x197xf32>) permutation = [0, 1, 3, 2] 
    %664 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_447 : tensor<1x12x64x197xf32>) outs(%36 : tensor<1x12x64x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_6 : f64 to f32
      %722 = arith.mulf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x12x64x197xf32>
    %collapsed_448 = tensor.collapse_shape %663 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32>
    %collapsed_449 = tensor.collapse_shape %664 [[0, 1], [2], [3]] : tensor<1x12x64x197xf32> into tensor<12x64x197xf32>
    %665 = linalg.batch_matmul ins(%collapsed_448, %collapsed_449 : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%39 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
    %expanded_450 = tensor.expand_shape %665 [[0, 1], [2], [3]] output_shape [1, 12, 197, 197] : tensor<12x197x197xf32> into tensor<1x12x197x197xf32>
    %666:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_450 : tensor<1x12x197x197xf32>) outs(%44, %42 : tensor<1x12x197xf32>, tensor<1x12x197xi64>) {
    ^bb0(%in: f32, %out: f32, %out_468: i64):
      %721 = linalg.index 3 : index
      %722 = arith.index_cast %721 : index to i64
      %723 = arith.maximumf %in, %out : f32
      %724 = arith.cmpf ogt, %in, %out : f32
      %725 = arith.select %724, %722, %out_468 : i64
      linalg.yield %723, %725 : f32, i64
    } -> (tensor<1x12x197xf32>, tensor<1x12x197xi64>)
    %expanded_451 = tensor.expand_shape %666#0 [[0], [1], [2, 3]] output_shape [1, 12, 197, 1] : tensor<1x12x197xf32> into tensor<1x12x197x1xf32>
    %667 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_450, %expanded_451 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %668 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%667 : tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.exp %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %669 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%668 : tensor<1x12x197x197xf32>) outs(%50 : tensor<1x12x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x1xf32>
    %670 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%668, %669 : tensor<1x12x197x197xf32>, tensor<1x12x197x1xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.divf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %671 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_450 : tensor<1x12x197x197xf32>) outs(%53 : tensor<1x12x197x197xi1>) {
    ^bb0(%in: f32, %out: i1):
      %721 = arith.extf %in : f32 to f64
      %722 = arith.cmpf oeq, %721, %cst_5 : f64
      linalg.yield %722 : i1
    } -> tensor<1x12x197x197xi1>
    %672 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%671 : tensor<1x12x197x197xi1>) outs(%56 : tensor<1x12x197x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %721 = arith.andi %in, %out : i1
      linalg.yield %721 : i1
    } -> tensor<1x12x197x1xi1>
    %673 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %cst_4, %670 : tensor<1x12x197x1xi1>, tensor<1x12x197x197xf32>, tensor<1x12x197x197xf32>) outs(%46 : tensor<1x12x197x197xf32>) {
    ^bb0(%in: i1, %in_468: f32, %in_469: f32, %out: f32):
      %721 = arith.select %in, %in_468, %in_469 : f32
      linalg.yield %721 : f32
    } -> tensor<1x12x197x197xf32>
    %collapsed_452 = tensor.collapse_shape %673 [[0, 1], [2], [3]] : tensor<1x12x197x197xf32> into tensor<12x197x197xf32>
    %674 = linalg.batch_matmul ins(%collapsed_452, %transposed_444 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%59 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
    %expanded_453 = tensor.expand_shape %674 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32>
    %transposed_454 = linalg.transpose ins(%expanded_453 : tensor<1x12x197x64xf32>) outs(%61 : tensor<197x1x12x64xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_455 = tensor.collapse_shape %transposed_454 [[0], [1, 2, 3]] : tensor<197x1x12x64xf32> into tensor<197x768xf32>
    %transposed_456 = linalg.transpose ins(%arg140 : tensor<768x768xf32>) outs(%62 : tensor<768x768xf32>) permutation = [1, 0] 
    %675 = linalg.matmul ins(%collapsed_455, %transposed_456 : tensor<197x768xf32>, tensor<768x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %676 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%675, %arg141 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_457 = tensor.expand_shape %676 [[0], [1, 2]] output_shape [197, 1, 768] : tensor<197x768xf32> into tensor<197x1x768xf32>
    %transposed_458 = linalg.transpose ins(%expanded_457 : tensor<197x1x768xf32>) outs(%3 : tensor<1x197x768xf32>) permutation = [1, 0, 2] 
    %677 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_458, %644 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %678 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %679 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%678 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %680 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %681 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%678, %680 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %682 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%681, %681 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %683 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%682 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %684 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %685 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %686 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%677 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %687 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%686 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %688 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%685 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %689 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%688 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %690 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %687 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %691 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690, %689 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691, %arg142 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %693 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%692, %arg143 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %collapsed_459 = tensor.collapse_shape %693 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32>
    %transposed_460 = linalg.transpose ins(%arg144 : tensor<3072x768xf32>) outs(%84 : tensor<768x3072xf32>) permutation = [1, 0] 
    %694 = linalg.matmul ins(%collapsed_459, %transposed_460 : tensor<197x768xf32>, tensor<768x3072xf32>) outs(%86 : tensor<197x3072xf32>) -> tensor<197x3072xf32>
    %695 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%694, %arg145 : tensor<197x3072xf32>, tensor<3072xf32>) outs(%85 : tensor<197x3072xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x3072xf32>
    %expanded_461 = tensor.expand_shape %695 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32>
    %696 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_461 : tensor<1x197x3072xf32>) outs(%89 : tensor<1x197x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_10 : f32
      %722 = math.erf %721 : f32
      %723 = arith.addf %722, %cst_2 : f32
      %724 = arith.mulf %723, %cst_3 : f32
      %725 = arith.mulf %in, %724 : f32
      linalg.yield %725 : f32
    } -> tensor<1x197x3072xf32>
    %collapsed_462 = tensor.collapse_shape %696 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32>
    %transposed_463 = linalg.transpose ins(%arg146 : tensor<768x3072xf32>) outs(%91 : tensor<3072x768xf32>) permutation = [1, 0] 
    %697 = linalg.matmul ins(%collapsed_462, %transposed_463 : tensor<197x3072xf32>, tensor<3072x768xf32>) outs(%64 : tensor<197x768xf32>) -> tensor<197x768xf32>
    %698 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%697, %arg147 : tensor<197x768xf32>, tensor<768xf32>) outs(%63 : tensor<197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<197x768xf32>
    %expanded_464 = tensor.expand_shape %698 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32>
    %699 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%677, %expanded_464 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %700 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699 : tensor<1x197x768xf32>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %721 = arith.extf %in : f32 to f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %701 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%700 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %702 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%701 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %703 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700, %702 : tensor<1x197x768xf64>, tensor<1x197x1xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.subf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %704 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %703 : tensor<1x197x768xf64>, tensor<1x197x768xf64>) outs(%5 : tensor<1x197x768xf64>) {
    ^bb0(%in: f64, %in_468: f64, %out: f64):
      %721 = arith.mulf %in, %in_468 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x768xf64>
    %705 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%704 : tensor<1x197x768xf64>) outs(%8 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.addf %in, %out : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %706 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%705 : tensor<1x197x1xf64>) outs(%7 : tensor<1x197x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %721 = arith.divf %in, %cst_8 : f64
      linalg.yield %721 : f64
    } -> tensor<1x197x1xf64>
    %707 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%706 : tensor<1x197x1xf64>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %721 = arith.truncf %in : f64 to f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %708 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%699 : tensor<1x197x768xf32>) outs(%17 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.addf %in, %out : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %709 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%708 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.divf %in, %cst_9 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %710 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%707 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = arith.truncf %cst_7 : f64 to f32
      %722 = arith.addf %in, %721 : f32
      linalg.yield %722 : f32
    } -> tensor<1x197x1xf32>
    %711 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%710 : tensor<1x197x1xf32>) outs(%15 : tensor<1x197x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %721 = math.rsqrt %in : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x1xf32>
    %712 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%699, %709 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.subf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %713 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%712, %711 : tensor<1x197x768xf32>, tensor<1x197x1xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %714 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%713, %arg148 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.mulf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %715 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%714, %arg149 : tensor<1x197x768xf32>, tensor<768xf32>) outs(%3 : tensor<1x197x768xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x197x768xf32>
    %extracted_slice_465 = tensor.extract_slice %715[0, 0, 0] [1, 1, 768] [1, 1, 1] : tensor<1x197x768xf32> to tensor<1x1x768xf32>
    %collapsed_466 = tensor.collapse_shape %extracted_slice_465 [[0, 1], [2]] : tensor<1x1x768xf32> into tensor<1x768xf32>
    %716 = tensor.empty() : tensor<768x1000xf32>
    %transposed_467 = linalg.transpose ins(%arg150 : tensor<1000x768xf32>) outs(%716 : tensor<768x1000xf32>) permutation = [1, 0] 
    %717 = tensor.empty() : tensor<1x1000xf32>
    %718 = linalg.fill ins(%cst : f32) outs(%717 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %719 = linalg.matmul ins(%collapsed_466, %transposed_467 : tensor<1x768xf32>, tensor<768x1000xf32>) outs(%718 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %720 = linalg.generic {indexing_maps = [#map3, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%719, %arg151 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%717 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_468: f32, %out: f32):
      %721 = arith.addf %in, %in_468 : f32
      linalg.yield %721 : f32
    } -> tensor<1x1000xf32>
    return %720 : tensor<1x1000xf32>
  }
}
