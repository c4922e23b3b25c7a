#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<64x3x7x7xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<64x64x3x3xf32>, %arg4: tensor<64xf32>, %arg5: tensor<64xf32>, %arg6: tensor<64x64x3x3xf32>, %arg7: tensor<64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64x3x3xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64x64x3x3xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<128x64x3x3xf32>, %arg16: tensor<128xf32>, %arg17: tensor<128xf32>, %arg18: tensor<128x128x3x3xf32>, %arg19: tensor<128xf32>, %arg20: tensor<128xf32>, %arg21: tensor<128x64x1x1xf32>, %arg22: tensor<128xf32>, %arg23: tensor<128xf32>, %arg24: tensor<128x128x3x3xf32>, %arg25: tensor<128xf32>, %arg26: tensor<128xf32>, %arg27: tensor<128x128x3x3xf32>, %arg28: tensor<128xf32>, %arg29: tensor<128xf32>, %arg30: tensor<256x128x3x3xf32>, %arg31: tensor<256xf32>, %arg32: tensor<256xf32>, %arg33: tensor<256x256x3x3xf32>, %arg34: tensor<256xf32>, %arg35: tensor<256xf32>, %arg36: tensor<256x128x1x1xf32>, %arg37: tensor<256xf32>, %arg38: tensor<256xf32>, %arg39: tensor<256x256x3x3xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<256x256x3x3xf32>, %arg43: tensor<256xf32>, %arg44: tensor<256xf32>, %arg45: tensor<512x256x3x3xf32>, %arg46: tensor<512xf32>, %arg47: tensor<512xf32>, %arg48: tensor<512x512x3x3xf32>, %arg49: tensor<512xf32>, %arg50: tensor<512xf32>, %arg51: tensor<512x256x1x1xf32>, %arg52: tensor<512xf32>, %arg53: tensor<512xf32>, %arg54: tensor<512x512x3x3xf32>, %arg55: tensor<512xf32>, %arg56: tensor<512xf32>, %arg57: tensor<512x512x3x3xf32>, %arg58: tensor<512xf32>, %arg59: tensor<512xf32>, %arg60: tensor<1000x512xf32>, %arg61: tensor<1000xf32>, %arg62: tensor<64xf32>, %arg63: tensor<64xf32>, %arg64: tensor<i64>, %arg65: tensor<64xf32>, %arg66: tensor<64xf32>, %arg67: tensor<i64>, %arg68: tensor<64xf32>, %arg69: tensor<64xf32>, %arg70: tensor<i64>, %arg71: tensor<64xf32>, %arg72: tensor<64xf32>, %arg73: tensor<i64>, %arg74: tensor<64xf32>, %arg75: tensor<64xf32>, %arg76: tensor<i64>, %arg77: tensor<128xf32>, %arg78: tensor<128xf32>, %arg79: tensor<i64>, %arg80: tensor<128xf32>, %arg81: tensor<128xf32>, %arg82: tensor<i64>, %arg83: tensor<128xf32>, %arg84: tensor<128xf32>, %arg85: tensor<i64>, %arg86: tensor<128xf32>, %arg87: tensor<128xf32>, %arg88: tensor<i64>, %arg89: tensor<128xf32>, %arg90: tensor<128xf32>, %arg91: tensor<i64>, %arg92: tensor<256xf32>, %arg93: tensor<256xf32>, %arg94: tensor<i64>, %arg95: tensor<256xf32>, %arg96: tensor<256xf32>, %arg97: tensor<i64>, %arg98: tensor<256xf32>, %arg99: tensor<256xf32>, %arg100: tensor<i64>, %arg101: tensor<256xf32>, %arg102: tensor<256xf32>, %arg103: tensor<i64>, %arg104: tensor<256xf32>, %arg105: tensor<256xf32>, %arg106: tensor<i64>, %arg107: tensor<512xf32>, %arg108: tensor<512xf32>, %arg109: tensor<i64>, %arg110: tensor<512xf32>, %arg111: tensor<512xf32>, %arg112: tensor<i64>, %arg113: tensor<512xf32>, %arg114: tensor<512xf32>, %arg115: tensor<i64>, %arg116: tensor<512xf32>, %arg117: tensor<512xf32>, %arg118: tensor<i64>, %arg119: tensor<512xf32>, %arg120: tensor<512xf32>, %arg121: tensor<i64>, %arg122: tensor<16x3x224x224xf32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<16x1000xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant 1.0012771392081736 : f64
    %cst_3 = arith.constant 1.0003189792663476 : f64
    %cst_4 = arith.constant 1.0000797257434426 : f64
    %cst_5 = arith.constant 1.0000199302441455 : f64
    %cst_6 = arith.constant 1.0000049824865598 : f64
    %cst_7 = arith.constant 9.000000e-01 : f64
    %cst_8 = arith.constant 1.000000e-01 : f64
    %cst_9 = arith.constant 1.000000e-05 : f64
    %cst_10 = arith.constant 2.007040e+05 : f64
    %cst_11 = arith.constant 2.007040e+05 : f32
    %cst_12 = arith.constant 5.017600e+04 : f64
    %cst_13 = arith.constant 5.017600e+04 : f32
    %cst_14 = arith.constant 1.254400e+04 : f64
    %cst_15 = arith.constant 1.254400e+04 : f32
    %cst_16 = arith.constant 3.136000e+03 : f64
    %cst_17 = arith.constant 3.136000e+03 : f32
    %cst_18 = arith.constant 7.840000e+02 : f64
    %cst_19 = arith.constant 7.840000e+02 : f32
    %cst_20 = arith.constant 4.900000e+01 : f32
    %padded = tensor.pad %arg122 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x3x224x224xf32> to tensor<16x3x230x230xf32>
    %0 = tensor.empty() : tensor<16x64x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x64x112x112xf32>) -> tensor<16x64x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg0 : tensor<16x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<16x64x112x112xf32>) -> tensor<16x64x112x112xf32>
    %3 = tensor.empty() : tensor<i64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg64 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %5 = tensor.empty() : tensor<16x64x112x112xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<16x64x112x112xf32>) outs(%5 : tensor<16x64x112x112xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x64x112x112xf64>
    %7 = tensor.empty() : tensor<1x64x1x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x64x1x1xf64>) -> tensor<1x64x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%6 : tensor<16x64x112x112xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_10 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<16x64x112x112xf64>, tensor<1x64x1x1xf64>) outs(%5 : tensor<16x64x112x112xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x112x112xf64>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<16x64x112x112xf64>, tensor<16x64x112x112xf64>) outs(%5 : tensor<16x64x112x112xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x112x112xf64>
    %13 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%12 : tensor<16x64x112x112xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_10 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %15 = tensor.empty() : tensor<1x64x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%2 : tensor<16x64x112x112xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_11 : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %19 : tensor<16x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<16x64x112x112xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x112x112xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<16x64x112x112xf32>, tensor<1x64x1x1xf32>) outs(%0 : tensor<16x64x112x112xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x112x112xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %24 = tensor.empty() : tensor<64xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg62 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%25, %26 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %collapsed_21 = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_21 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_6 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%28 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg63 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%29, %30 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded : tensor<16x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<16x64x112x112xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x112x112xf32>
    %expanded_22 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_22 : tensor<16x64x112x112xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<16x64x112x112xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x112x112xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<16x64x112x112xf32>) outs(%0 : tensor<16x64x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x64x112x112xf32>
    %padded_23 = tensor.pad %34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst_1 : f32
    } : tensor<16x64x112x112xf32> to tensor<16x64x114x114xf32>
    %35 = tensor.empty() : tensor<16x64x56x56xf32>
    %36 = linalg.fill ins(%cst_1 : f32) outs(%35 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %37 = tensor.empty() : tensor<3x3xf32>
    %38 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_23, %37 : tensor<16x64x114x114xf32>, tensor<3x3xf32>) outs(%36 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %padded_24 = tensor.pad %38 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x64x56x56xf32> to tensor<16x64x58x58xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%35 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_24, %arg3 : tensor<16x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%39 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg67 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %42 = tensor.empty() : tensor<16x64x56x56xf64>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<16x64x56x56xf32>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %44 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%43 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %45 : tensor<16x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %47 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %46 : tensor<16x64x56x56xf64>, tensor<16x64x56x56xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %48 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%47 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%40 : tensor<16x64x56x56xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_13 : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x64x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %52 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %54 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %collapsed_25 = tensor.collapse_shape %52 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %57 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_25 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %58 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg65 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %59 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%57, %58 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %collapsed_26 = tensor.collapse_shape %50 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %60 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_26 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_5 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %61 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%60 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg66 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %63 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%61, %62 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %expanded_27 = tensor.expand_shape %arg4 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_27 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %expanded_28 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_28 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x64x56x56xf32>
    %padded_29 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x64x56x56xf32> to tensor<16x64x58x58xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_29, %arg6 : tensor<16x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%39 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg70 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<16x64x56x56xf32>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %70 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%69 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %71 : tensor<16x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %72 : tensor<16x64x56x56xf64>, tensor<16x64x56x56xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %74 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%73 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %75 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %76 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%67 : tensor<16x64x56x56xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_13 : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x64x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %78 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %80 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %collapsed_30 = tensor.collapse_shape %78 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %83 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_30 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %84 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg68 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %85 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%83, %84 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %collapsed_31 = tensor.collapse_shape %76 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %86 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_31 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_5 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %87 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%86 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %88 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg69 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%87, %88 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %expanded_32 = tensor.expand_shape %arg7 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_32 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %expanded_33 = tensor.expand_shape %arg8 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_33 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %38 : tensor<16x64x56x56xf32>, tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x64x56x56xf32>
    %padded_34 = tensor.pad %93 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x64x56x56xf32> to tensor<16x64x58x58xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_34, %arg9 : tensor<16x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%39 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg73 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<16x64x56x56xf32>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%96 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %98 : tensor<16x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %100 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %99 : tensor<16x64x56x56xf64>, tensor<16x64x56x56xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %101 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%100 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%94 : tensor<16x64x56x56xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_13 : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x64x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %105 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %107 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %collapsed_35 = tensor.collapse_shape %105 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_35 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %111 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg71 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%110, %111 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %collapsed_36 = tensor.collapse_shape %103 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %113 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_36 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_5 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%113 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %115 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg72 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%114, %115 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %expanded_37 = tensor.expand_shape %arg10 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_37 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %expanded_38 = tensor.expand_shape %arg11 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_38 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118 : tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x64x56x56xf32>
    %padded_39 = tensor.pad %119 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x64x56x56xf32> to tensor<16x64x58x58xf32>
    %120 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_39, %arg12 : tensor<16x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%39 : tensor<16x64x56x56xf32>) -> tensor<16x64x56x56xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg76 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<16x64x56x56xf32>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %123 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%122 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %124 : tensor<16x64x56x56xf64>, tensor<1x64x1x1xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %125 : tensor<16x64x56x56xf64>, tensor<16x64x56x56xf64>) outs(%42 : tensor<16x64x56x56xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x64x56x56xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%126 : tensor<16x64x56x56xf64>) outs(%8 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x64x1x1xf64>) outs(%7 : tensor<1x64x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_12 : f64
      linalg.yield %573 : f64
    } -> tensor<1x64x1x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x64x1x1xf64>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%120 : tensor<16x64x56x56xf32>) outs(%17 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_13 : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x64x1x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x64x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %131 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %133 : tensor<16x64x56x56xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %collapsed_40 = tensor.collapse_shape %131 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %136 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_40 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %137 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg74 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %138 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%136, %137 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %collapsed_41 = tensor.collapse_shape %129 [[0, 1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<64xf32>
    %139 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_41 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_5 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%139 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %141 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg75 : tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<64xf32>
    %142 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%140, %141 : tensor<64xf32>, tensor<64xf32>) outs(%24 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<64xf32>
    %expanded_42 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_42 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %expanded_43 = tensor.expand_shape %arg14 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_43 : tensor<16x64x56x56xf32>, tensor<64x1x1xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %93 : tensor<16x64x56x56xf32>, tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x64x56x56xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145 : tensor<16x64x56x56xf32>) outs(%35 : tensor<16x64x56x56xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x64x56x56xf32>
    %padded_44 = tensor.pad %146 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x64x56x56xf32> to tensor<16x64x58x58xf32>
    %147 = tensor.empty() : tensor<16x128x28x28xf32>
    %148 = linalg.fill ins(%cst : f32) outs(%147 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_44, %arg15 : tensor<16x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%148 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg79 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %151 = tensor.empty() : tensor<16x128x28x28xf64>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149 : tensor<16x128x28x28xf32>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %153 = tensor.empty() : tensor<1x128x1x1xf64>
    %154 = linalg.fill ins(%cst_0 : f64) outs(%153 : tensor<1x128x1x1xf64>) -> tensor<1x128x1x1xf64>
    %155 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%152 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %156 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %157 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %156 : tensor<16x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %157 : tensor<16x128x28x28xf64>, tensor<16x128x28x28xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%158 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%159 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %161 = tensor.empty() : tensor<1x128x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160 : tensor<1x128x1x1xf64>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %163 = linalg.fill ins(%cst : f32) outs(%161 : tensor<1x128x1x1xf32>) -> tensor<1x128x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%149 : tensor<16x128x28x28xf32>) outs(%163 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_15 : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x128x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %165 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168, %167 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %collapsed_45 = tensor.collapse_shape %165 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %170 = tensor.empty() : tensor<128xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_45 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %172 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg77 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %173 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%171, %172 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %collapsed_46 = tensor.collapse_shape %162 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_46 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_4 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %175 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%174 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %176 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg78 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %177 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%175, %176 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %expanded_47 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_47 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %expanded_48 = tensor.expand_shape %arg17 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_48 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x128x28x28xf32>
    %padded_49 = tensor.pad %180 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x128x28x28xf32> to tensor<16x128x30x30xf32>
    %181 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_49, %arg18 : tensor<16x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg82 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<16x128x28x28xf32>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %184 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%183 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %185 : tensor<16x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %186 : tensor<16x128x28x28xf64>, tensor<16x128x28x28xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%187 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x128x1x1xf64>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%181 : tensor<16x128x28x28xf32>) outs(%163 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_15 : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x128x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %192 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %194 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %collapsed_50 = tensor.collapse_shape %192 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %197 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_50 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %198 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg80 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %199 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%197, %198 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %collapsed_51 = tensor.collapse_shape %190 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %200 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_51 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_4 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %201 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%200 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %202 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg81 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%201, %202 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %expanded_52 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_52 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %expanded_53 = tensor.expand_shape %arg20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_53 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %206 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%146, %arg21 : tensor<16x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%148 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg85 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %208 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<16x128x28x28xf32>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %209 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%208 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %210 : tensor<16x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %211 : tensor<16x128x28x28xf64>, tensor<16x128x28x28xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %213 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%212 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %215 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214 : tensor<1x128x1x1xf64>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%206 : tensor<16x128x28x28xf32>) outs(%163 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_15 : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x128x1x1xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %217 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %219 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %collapsed_54 = tensor.collapse_shape %217 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %222 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_54 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %223 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg83 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %224 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%222, %223 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %collapsed_55 = tensor.collapse_shape %215 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %225 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_55 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_4 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %226 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%225 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg84 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %228 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%226, %227 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %expanded_56 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_56 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %expanded_57 = tensor.expand_shape %arg23 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_57 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %230 : tensor<16x128x28x28xf32>, tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x128x28x28xf32>
    %padded_58 = tensor.pad %232 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x128x28x28xf32> to tensor<16x128x30x30xf32>
    %233 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_58, %arg24 : tensor<16x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %234 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg88 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<16x128x28x28xf32>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %236 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%235 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %237 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%236 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %237 : tensor<16x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %239 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %238 : tensor<16x128x28x28xf64>, tensor<16x128x28x28xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %240 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%239 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %241 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241 : tensor<1x128x1x1xf64>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%233 : tensor<16x128x28x28xf32>) outs(%163 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_15 : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x128x1x1xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %244 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %246 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %collapsed_59 = tensor.collapse_shape %244 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %249 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_59 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %250 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg86 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %251 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%249, %250 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %collapsed_60 = tensor.collapse_shape %242 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %252 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_60 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_4 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %253 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%252 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %254 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg87 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %255 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%253, %254 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %expanded_61 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_61 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %expanded_62 = tensor.expand_shape %arg26 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %expanded_62 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257 : tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x128x28x28xf32>
    %padded_63 = tensor.pad %258 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x128x28x28xf32> to tensor<16x128x30x30xf32>
    %259 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %arg27 : tensor<16x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%148 : tensor<16x128x28x28xf32>) -> tensor<16x128x28x28xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg91 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259 : tensor<16x128x28x28xf32>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %262 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%261 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%262 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261, %263 : tensor<16x128x28x28xf64>, tensor<1x128x1x1xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %265 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %264 : tensor<16x128x28x28xf64>, tensor<16x128x28x28xf64>) outs(%151 : tensor<16x128x28x28xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x128x28x28xf64>
    %266 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%265 : tensor<16x128x28x28xf64>) outs(%154 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x128x1x1xf64>) outs(%153 : tensor<1x128x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_14 : f64
      linalg.yield %573 : f64
    } -> tensor<1x128x1x1xf64>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x128x1x1xf64>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%259 : tensor<16x128x28x28xf32>) outs(%163 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_15 : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x128x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x128x1x1xf32>) outs(%161 : tensor<1x128x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x128x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %270 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %272 : tensor<16x128x28x28xf32>, tensor<1x128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %collapsed_64 = tensor.collapse_shape %270 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %275 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_64 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %276 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg89 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %277 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%275, %276 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %collapsed_65 = tensor.collapse_shape %268 [[0, 1, 2, 3]] : tensor<1x128x1x1xf32> into tensor<128xf32>
    %278 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_65 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_4 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %279 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%278 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %280 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg90 : tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<128xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%279, %280 : tensor<128xf32>, tensor<128xf32>) outs(%170 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<128xf32>
    %expanded_66 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_66 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %expanded_67 = tensor.expand_shape %arg29 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_67 : tensor<16x128x28x28xf32>, tensor<128x1x1xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %232 : tensor<16x128x28x28xf32>, tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x128x28x28xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<16x128x28x28xf32>) outs(%147 : tensor<16x128x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x128x28x28xf32>
    %padded_68 = tensor.pad %285 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x128x28x28xf32> to tensor<16x128x30x30xf32>
    %286 = tensor.empty() : tensor<16x256x14x14xf32>
    %287 = linalg.fill ins(%cst : f32) outs(%286 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %288 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_68, %arg30 : tensor<16x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%287 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg94 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %290 = tensor.empty() : tensor<16x256x14x14xf64>
    %291 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<16x256x14x14xf32>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %292 = tensor.empty() : tensor<1x256x1x1xf64>
    %293 = linalg.fill ins(%cst_0 : f64) outs(%292 : tensor<1x256x1x1xf64>) -> tensor<1x256x1x1xf64>
    %294 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%291 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %296 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %295 : tensor<16x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %297 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %296 : tensor<16x256x14x14xf64>, tensor<16x256x14x14xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %298 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%297 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %299 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%298 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %300 = tensor.empty() : tensor<1x256x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299 : tensor<1x256x1x1xf64>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %302 = linalg.fill ins(%cst : f32) outs(%300 : tensor<1x256x1x1xf32>) -> tensor<1x256x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%288 : tensor<16x256x14x14xf32>) outs(%302 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_17 : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x256x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %304 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307, %306 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %collapsed_69 = tensor.collapse_shape %304 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %309 = tensor.empty() : tensor<256xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_69 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %311 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg92 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %312 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%310, %311 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %collapsed_70 = tensor.collapse_shape %301 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %313 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_70 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_3 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %314 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%313 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %315 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg93 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %316 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%314, %315 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %expanded_71 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_71 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %expanded_72 = tensor.expand_shape %arg32 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_72 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x256x14x14xf32>
    %padded_73 = tensor.pad %319 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x256x14x14xf32> to tensor<16x256x16x16xf32>
    %320 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_73, %arg33 : tensor<16x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg97 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<16x256x14x14xf32>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %323 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%322 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %324 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%323 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %324 : tensor<16x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %326 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %325 : tensor<16x256x14x14xf64>, tensor<16x256x14x14xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %327 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%326 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x256x1x1xf64>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%320 : tensor<16x256x14x14xf32>) outs(%302 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_17 : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x256x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %331 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %333 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %collapsed_74 = tensor.collapse_shape %331 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %336 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_74 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %337 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg95 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %338 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%336, %337 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %collapsed_75 = tensor.collapse_shape %329 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_75 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_3 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %340 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%339 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg96 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %342 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%340, %341 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %expanded_76 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_76 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %expanded_77 = tensor.expand_shape %arg35 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_77 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%285, %arg36 : tensor<16x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%287 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg100 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %347 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345 : tensor<16x256x14x14xf32>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%347 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %349 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%347, %349 : tensor<16x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %350 : tensor<16x256x14x14xf64>, tensor<16x256x14x14xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%351 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x256x1x1xf64>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%345 : tensor<16x256x14x14xf32>) outs(%302 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_17 : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x256x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %356 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %358 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %collapsed_78 = tensor.collapse_shape %356 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %361 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_78 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %362 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg98 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%361, %362 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %collapsed_79 = tensor.collapse_shape %354 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %364 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_79 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_3 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %365 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%364 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %366 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg99 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %367 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%365, %366 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %expanded_80 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_80 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %expanded_81 = tensor.expand_shape %arg38 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_81 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %369 : tensor<16x256x14x14xf32>, tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x256x14x14xf32>
    %padded_82 = tensor.pad %371 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x256x14x14xf32> to tensor<16x256x16x16xf32>
    %372 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %arg39 : tensor<16x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg103 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %374 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372 : tensor<16x256x14x14xf32>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %375 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%374 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %376 : tensor<16x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %377 : tensor<16x256x14x14xf64>, tensor<16x256x14x14xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %379 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%378 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x256x1x1xf64>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%372 : tensor<16x256x14x14xf32>) outs(%302 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_17 : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x256x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%372, %383 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386, %385 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %collapsed_83 = tensor.collapse_shape %383 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %388 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_83 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %389 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg101 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %390 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%388, %389 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %collapsed_84 = tensor.collapse_shape %381 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %391 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_84 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_3 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%391 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg102 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %394 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%392, %393 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %expanded_85 = tensor.expand_shape %arg40 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_85 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %expanded_86 = tensor.expand_shape %arg41 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_86 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x256x14x14xf32>
    %padded_87 = tensor.pad %397 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x256x14x14xf32> to tensor<16x256x16x16xf32>
    %398 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %arg42 : tensor<16x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%287 : tensor<16x256x14x14xf32>) -> tensor<16x256x14x14xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg106 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %400 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<16x256x14x14xf32>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %401 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%400 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %402 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %402 : tensor<16x256x14x14xf64>, tensor<1x256x1x1xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %404 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %403 : tensor<16x256x14x14xf64>, tensor<16x256x14x14xf64>) outs(%290 : tensor<16x256x14x14xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x256x14x14xf64>
    %405 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%404 : tensor<16x256x14x14xf64>) outs(%293 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x256x1x1xf64>) outs(%292 : tensor<1x256x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_16 : f64
      linalg.yield %573 : f64
    } -> tensor<1x256x1x1xf64>
    %407 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406 : tensor<1x256x1x1xf64>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%398 : tensor<16x256x14x14xf32>) outs(%302 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_17 : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x256x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410 : tensor<1x256x1x1xf32>) outs(%300 : tensor<1x256x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x256x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %409 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %411 : tensor<16x256x14x14xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %collapsed_88 = tensor.collapse_shape %409 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %414 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_88 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %415 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg104 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %416 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%414, %415 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %collapsed_89 = tensor.collapse_shape %407 [[0, 1, 2, 3]] : tensor<1x256x1x1xf32> into tensor<256xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_89 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_3 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %418 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%417 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %419 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg105 : tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<256xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%418, %419 : tensor<256xf32>, tensor<256xf32>) outs(%309 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<256xf32>
    %expanded_90 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_90 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %expanded_91 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_91 : tensor<16x256x14x14xf32>, tensor<256x1x1xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %371 : tensor<16x256x14x14xf32>, tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x256x14x14xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<16x256x14x14xf32>) outs(%286 : tensor<16x256x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x256x14x14xf32>
    %padded_92 = tensor.pad %424 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x256x14x14xf32> to tensor<16x256x16x16xf32>
    %425 = tensor.empty() : tensor<16x512x7x7xf32>
    %426 = linalg.fill ins(%cst : f32) outs(%425 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_92, %arg45 : tensor<16x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%426 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg109 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %429 = tensor.empty() : tensor<16x512x7x7xf64>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<16x512x7x7xf32>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %431 = tensor.empty() : tensor<1x512x1x1xf64>
    %432 = linalg.fill ins(%cst_0 : f64) outs(%431 : tensor<1x512x1x1xf64>) -> tensor<1x512x1x1xf64>
    %433 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%430 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %434 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %435 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %434 : tensor<16x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %436 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %435 : tensor<16x512x7x7xf64>, tensor<16x512x7x7xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %437 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%436 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %439 = tensor.empty() : tensor<1x512x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438 : tensor<1x512x1x1xf64>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %441 = linalg.fill ins(%cst : f32) outs(%439 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%427 : tensor<16x512x7x7xf32>) outs(%441 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_19 : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x512x1x1xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427, %443 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %445 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %collapsed_93 = tensor.collapse_shape %443 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %448 = tensor.empty() : tensor<512xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_93 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %450 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg107 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %451 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%449, %450 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %collapsed_94 = tensor.collapse_shape %440 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %452 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_94 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_2 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%452 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %454 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg108 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%453, %454 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %expanded_95 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_95 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %expanded_96 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_96 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457 : tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x512x7x7xf32>
    %padded_97 = tensor.pad %458 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x512x7x7xf32> to tensor<16x512x9x9xf32>
    %459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_97, %arg48 : tensor<16x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg112 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<16x512x7x7xf32>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %462 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%461 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %463 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %464 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %463 : tensor<16x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %465 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %464 : tensor<16x512x7x7xf64>, tensor<16x512x7x7xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %466 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%465 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x512x1x1xf64>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%459 : tensor<16x512x7x7xf32>) outs(%441 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_19 : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x512x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %470 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %472 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %collapsed_98 = tensor.collapse_shape %470 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_98 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %476 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg110 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %477 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%475, %476 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %collapsed_99 = tensor.collapse_shape %468 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %478 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_99 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_2 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%478 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %480 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg111 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %481 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%479, %480 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %expanded_100 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%474, %expanded_100 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %expanded_101 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %expanded_101 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %484 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%424, %arg51 : tensor<16x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%426 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg115 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %486 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<16x512x7x7xf32>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %487 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%486 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %488 : tensor<16x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %490 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %489 : tensor<16x512x7x7xf64>, tensor<16x512x7x7xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %491 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%490 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %493 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492 : tensor<1x512x1x1xf64>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%484 : tensor<16x512x7x7xf32>) outs(%441 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_19 : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x512x1x1xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484, %495 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%498, %497 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %collapsed_102 = tensor.collapse_shape %495 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %500 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_102 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %501 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg113 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %502 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%500, %501 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %collapsed_103 = tensor.collapse_shape %493 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %503 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_103 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_2 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %504 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%503 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %505 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg114 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %506 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%504, %505 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %expanded_104 = tensor.expand_shape %arg52 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_104 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %expanded_105 = tensor.expand_shape %arg53 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_105 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %508 : tensor<16x512x7x7xf32>, tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509 : tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x512x7x7xf32>
    %padded_106 = tensor.pad %510 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x512x7x7xf32> to tensor<16x512x9x9xf32>
    %511 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_106, %arg54 : tensor<16x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg118 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %513 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511 : tensor<16x512x7x7xf32>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %514 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%513 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %515 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %516 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %515 : tensor<16x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %517 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %516 : tensor<16x512x7x7xf64>, tensor<16x512x7x7xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %518 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%517 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %519 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<1x512x1x1xf64>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%511 : tensor<16x512x7x7xf32>) outs(%441 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_19 : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x512x1x1xf32>
    %524 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511, %522 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %524 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %collapsed_107 = tensor.collapse_shape %522 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %527 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_107 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg116 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%527, %528 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %collapsed_108 = tensor.collapse_shape %520 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %530 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_108 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_2 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %531 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%530 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %532 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg117 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%531, %532 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %expanded_109 = tensor.expand_shape %arg55 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%526, %expanded_109 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %expanded_110 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %expanded_110 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535 : tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x512x7x7xf32>
    %padded_111 = tensor.pad %536 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg123: index, %arg124: index, %arg125: index, %arg126: index):
      tensor.yield %cst : f32
    } : tensor<16x512x7x7xf32> to tensor<16x512x9x9xf32>
    %537 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_111, %arg57 : tensor<16x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%426 : tensor<16x512x7x7xf32>) -> tensor<16x512x7x7xf32>
    %538 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg121 : tensor<i64>) outs(%3 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %573 = arith.addi %in, %c1_i64 : i64
      linalg.yield %573 : i64
    } -> tensor<i64>
    %539 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537 : tensor<16x512x7x7xf32>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f32, %out: f64):
      %573 = arith.extf %in : f32 to f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %540 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%539 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %541 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%540 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %542 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%539, %541 : tensor<16x512x7x7xf64>, tensor<1x512x1x1xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.subf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %543 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %542 : tensor<16x512x7x7xf64>, tensor<16x512x7x7xf64>) outs(%429 : tensor<16x512x7x7xf64>) {
    ^bb0(%in: f64, %in_117: f64, %out: f64):
      %573 = arith.mulf %in, %in_117 : f64
      linalg.yield %573 : f64
    } -> tensor<16x512x7x7xf64>
    %544 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%543 : tensor<16x512x7x7xf64>) outs(%432 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.addf %in, %out : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<1x512x1x1xf64>) outs(%431 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %573 = arith.divf %in, %cst_18 : f64
      linalg.yield %573 : f64
    } -> tensor<1x512x1x1xf64>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545 : tensor<1x512x1x1xf64>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %573 = arith.truncf %in : f64 to f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%537 : tensor<16x512x7x7xf32>) outs(%441 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_19 : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_9 : f64 to f32
      %574 = arith.addf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<1x512x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549 : tensor<1x512x1x1xf32>) outs(%439 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = math.rsqrt %in : f32
      linalg.yield %573 : f32
    } -> tensor<1x512x1x1xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%537, %548 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.subf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551, %550 : tensor<16x512x7x7xf32>, tensor<1x512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %collapsed_112 = tensor.collapse_shape %548 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %553 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_112 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %554 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg119 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %555 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%553, %554 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %collapsed_113 = tensor.collapse_shape %546 [[0, 1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<512xf32>
    %556 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_113 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_2 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %557 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%556 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_8 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %558 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg120 : tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.truncf %cst_7 : f64 to f32
      %574 = arith.mulf %in, %573 : f32
      linalg.yield %574 : f32
    } -> tensor<512xf32>
    %559 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%557, %558 : tensor<512xf32>, tensor<512xf32>) outs(%448 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<512xf32>
    %expanded_114 = tensor.expand_shape %arg58 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %expanded_114 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.mulf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %expanded_115 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %561 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%560, %expanded_115 : tensor<16x512x7x7xf32>, tensor<512x1x1xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561, %510 : tensor<16x512x7x7xf32>, tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x7x7xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562 : tensor<16x512x7x7xf32>) outs(%425 : tensor<16x512x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.cmpf ugt, %in, %cst : f32
      %574 = arith.select %573, %in, %cst : f32
      linalg.yield %574 : f32
    } -> tensor<16x512x7x7xf32>
    %564 = tensor.empty() : tensor<16x512x1x1xf32>
    %565 = linalg.fill ins(%cst : f32) outs(%564 : tensor<16x512x1x1xf32>) -> tensor<16x512x1x1xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map5], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%563 : tensor<16x512x7x7xf32>) outs(%565 : tensor<16x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.addf %in, %out : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x1x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566 : tensor<16x512x1x1xf32>) outs(%564 : tensor<16x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %573 = arith.divf %in, %cst_20 : f32
      linalg.yield %573 : f32
    } -> tensor<16x512x1x1xf32>
    %collapsed_116 = tensor.collapse_shape %567 [[0], [1, 2, 3]] : tensor<16x512x1x1xf32> into tensor<16x512xf32>
    %568 = tensor.empty() : tensor<512x1000xf32>
    %transposed = linalg.transpose ins(%arg60 : tensor<1000x512xf32>) outs(%568 : tensor<512x1000xf32>) permutation = [1, 0] 
    %569 = tensor.empty() : tensor<16x1000xf32>
    %570 = linalg.fill ins(%cst : f32) outs(%569 : tensor<16x1000xf32>) -> tensor<16x1000xf32>
    %571 = linalg.matmul ins(%collapsed_116, %transposed : tensor<16x512xf32>, tensor<512x1000xf32>) outs(%570 : tensor<16x1000xf32>) -> tensor<16x1000xf32>
    %572 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel"]} ins(%571, %arg61 : tensor<16x1000xf32>, tensor<1000xf32>) outs(%569 : tensor<16x1000xf32>) {
    ^bb0(%in: f32, %in_117: f32, %out: f32):
      %573 = arith.addf %in, %in_117 : f32
      linalg.yield %573 : f32
    } -> tensor<16x1000xf32>
    return %27, %31, %4, %59, %63, %41, %85, %89, %68, %112, %116, %95, %138, %142, %121, %173, %177, %150, %199, %203, %182, %224, %228, %207, %251, %255, %234, %277, %281, %260, %312, %316, %289, %338, %342, %321, %363, %367, %346, %390, %394, %373, %416, %420, %399, %451, %455, %428, %477, %481, %460, %502, %506, %485, %529, %533, %512, %555, %559, %538, %572 : tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<64xf32>, tensor<64xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<128xf32>, tensor<128xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<256xf32>, tensor<256xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<512xf32>, tensor<512xf32>, tensor<i64>, tensor<16x1000xf32>
  }
}
