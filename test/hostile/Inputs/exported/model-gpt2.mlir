#map = affine_map<(d0, d1, d2) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<50257x768xf32>, %arg1: tensor<1024x768xf32>, %arg2: tensor<768xf32>, %arg3: tensor<768xf32>, %arg4: tensor<768x2304xf32>, %arg5: tensor<2304xf32>, %arg6: tensor<768x768xf32>, %arg7: tensor<768xf32>, %arg8: tensor<768xf32>, %arg9: tensor<768xf32>, %arg10: tensor<768x3072xf32>, %arg11: tensor<3072xf32>, %arg12: tensor<3072x768xf32>, %arg13: tensor<768xf32>, %arg14: tensor<768xf32>, %arg15: tensor<768xf32>, %arg16: tensor<768x2304xf32>, %arg17: tensor<2304xf32>, %arg18: tensor<768x768xf32>, %arg19: tensor<768xf32>, %arg20: tensor<768xf32>, %arg21: tensor<768xf32>, %arg22: tensor<768x3072xf32>, %arg23: tensor<3072xf32>, %arg24: tensor<3072x768xf32>, %arg25: tensor<768xf32>, %arg26: tensor<768xf32>, %arg27: tensor<768xf32>, %arg28: tensor<768x2304xf32>, %arg29: tensor<2304xf32>, %arg30: tensor<768x768xf32>, %arg31: tensor<768xf32>, %arg32: tensor<768xf32>, %arg33: tensor<768xf32>, %arg34: tensor<768x3072xf32>, %arg35: tensor<3072xf32>, %arg36: tensor<3072x768xf32>, %arg37: tensor<768xf32>, %arg38: tensor<768xf32>, %arg39: tensor<768xf32>, %arg40: tensor<768x2304xf32>, %arg41: tensor<2304xf32>, %arg42: tensor<768x768xf32>, %arg43: tensor<768xf32>, %arg44: tensor<768xf32>, %arg45: tensor<768xf32>, %arg46: tensor<768x3072xf32>, %arg47: tensor<3072xf32>, %arg48: tensor<3072x768xf32>, %arg49: tensor<768xf32>, %arg50: tensor<768xf32>, %arg51: tensor<768xf32>, %arg52: tensor<768x2304xf32>, %arg53: tensor<2304xf32>, %arg54: tensor<768x768xf32>, %arg55: tensor<768xf32>, %arg56: tensor<768xf32>, %arg57: tensor<768xf32>, %arg58: tensor<768x3072xf32>, %arg59: tensor<3072xf32>, %arg60: tensor<3072x768xf32>, %arg61: tensor<768xf32>, %arg62: tensor<768xf32>, %arg63: tensor<768xf32>, %arg64: tensor<768x2304xf32>, %arg65: tensor<2304xf32>, %arg66: tensor<768x768xf32>, %arg67: tensor<768xf32>, %arg68: tensor<768xf32>, %arg69: tensor<768xf32>, %arg70: tensor<768x3072xf32>, %arg71: tensor<3072xf32>, %arg72: tensor<3072x768xf32>, %arg73: tensor<768xf32>, %arg74: tensor<768xf32>, %arg75: tensor<768xf32>, %arg76: tensor<768x2304xf32>, %arg77: tensor<2304xf32>, %arg78: tensor<768x768xf32>, %arg79: tensor<768xf32>, %arg80: tensor<768xf32>, %arg81: tensor<768xf32>, %arg82: tensor<768x3072xf32>, %arg83: tensor<3072xf32>, %arg84: tensor<3072x768xf32>, %arg85: tensor<768xf32>, %arg86: tensor<768xf32>, %arg87: tensor<768xf32>, %arg88: tensor<768x2304xf32>, %arg89: tensor<2304xf32>, %arg90: tensor<768x768xf32>, %arg91: tensor<768xf32>, %arg92: tensor<768xf32>, %arg93: tensor<768xf32>, %arg94: tensor<768x3072xf32>, %arg95: tensor<3072xf32>, %arg96: tensor<3072x768xf32>, %arg97: tensor<768xf32>, %arg98: tensor<768xf32>, %arg99: tensor<768xf32>, %arg100: tensor<768x2304xf32>, %arg101: tensor<2304xf32>, %arg102: tensor<768x768xf32>, %arg103: tensor<768xf32>, %arg104: tensor<768xf32>, %arg105: tensor<768xf32>, %arg106: tensor<768x3072xf32>, %arg107: tensor<3072xf32>, %arg108: tensor<3072x768xf32>, %arg109: tensor<768xf32>, %arg110: tensor<768xf32>, %arg111: tensor<768xf32>, %arg112: tensor<768x2304xf32>, %arg113: tensor<2304xf32>, %arg114: tensor<768x768xf32>, %arg115: tensor<768xf32>, %arg116: tensor<768xf32>, %arg117: tensor<768xf32>, %arg118: tensor<768x3072xf32>, %arg119: tensor<3072xf32>, %arg120: tensor<3072x768xf32>, %arg121: tensor<768xf32>, %arg122: tensor<768xf32>, %arg123: tensor<768xf32>, %arg124: tensor<768x2304xf32>, %arg125: tensor<2304xf32>, %arg126: tensor<768x768xf32>, %arg127: tensor<768xf32>, %arg128: tensor<768xf32>, %arg129: tensor<768xf32>, %arg130: tensor<768x3072xf32>, %arg131: tensor<3072xf32>, %arg132: tensor<3072x768xf32>, %arg133: tensor<768xf32>, %arg134: tensor<768xf32>, %arg135: tensor<768xf32>, %arg136: tensor<768x2304xf32>, %arg137: tensor<2304xf32>, %arg138: tensor<768x768xf32>, %arg139: tensor<768xf32>, %arg140: tensor<768xf32>, %arg141: tensor<768xf32>, %arg142: tensor<768x3072xf32>, %arg143: tensor<3072xf32>, %arg144: tensor<3072x768xf32>, %arg145: tensor<768xf32>, %arg146: tensor<768xf32>, %arg147: tensor<768xf32>, %arg148: tensor<1x128xi64>) -> tensor<1x128x768xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c3_i64 = arith.constant 3 : i64
    %c1_i64 = arith.constant 1 : i64
    %c128_i64 = arith.constant 128 : i64
    %c50257 = arith.constant 50257 : index
    %c1024 = arith.constant 1024 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x12x128x128xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant 0.79788456080286541 : f64
    %cst_7 = arith.constant 4.471500e-02 : f64
    %cst_8 = arith.constant 0.35355339059327379 : f64
    %cst_9 = arith.constant 0xFFF0000000000000 : f64
    %cst_10 = arith.constant 1.000000e-05 : f64
    %cst_11 = arith.constant 7.680000e+02 : f64
    %cst_12 = arith.constant 7.680000e+02 : f32
    %cst_13 = arith.constant 5.000000e-01 : f32
    %cst_14 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x128x768xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg148 : tensor<1x128xi64>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %832 = arith.index_cast %in : i64 to index
      %833 = linalg.index 2 : index
      %834 = arith.cmpi slt, %832, %c50257 : index
      cf.assert %834, "index must be smaller than dim size"
      %835 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %835, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%832, %833] : tensor<50257x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128x768xf32>
    %2 = tensor.empty() : tensor<128xi64>
    %3 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%2 : tensor<128xi64>) {
    ^bb0(%out: i64):
      %832 = linalg.index 0 : index
      %833 = arith.index_cast %832 : index to i64
      linalg.yield %833 : i64
    } -> tensor<128xi64>
    %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x128xi64>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: i64, %out: f32):
      %832 = arith.index_cast %in : i64 to index
      %833 = linalg.index 2 : index
      %834 = arith.cmpi slt, %832, %c1024 : index
      cf.assert %834, "index must be smaller than dim size"
      %835 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %835, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg1[%832, %833] : tensor<1024x768xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x128x768xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %4 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0] [1, 1] [1, 1] : tensor<1x128xi64> to tensor<1x1xi64>
    %6 = tensor.empty() : tensor<1x1xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x1xi64>) outs(%6 : tensor<1x1xi64>) {
    ^bb0(%in: i64, %out: i64):
      %832 = arith.subi %in, %c1_i64 : i64
      linalg.yield %832 : i64
    } -> tensor<1x1xi64>
    %concat = tensor.concat dim(1) %7, %expanded : (tensor<1x1xi64>, tensor<1x128xi64>) -> tensor<1x129xi64>
    %extracted_slice_15 = tensor.extract_slice %concat[0, 0] [1, 128] [1, 1] : tensor<1x129xi64> to tensor<1x128xi64>
    %extracted_slice_16 = tensor.extract_slice %concat[0, 1] [1, 128] [1, 1] : tensor<1x129xi64> to tensor<1x128xi64>
    %8 = tensor.empty() : tensor<1x128xi64>
    %9 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice_16, %extracted_slice_15 : tensor<1x128xi64>, tensor<1x128xi64>) outs(%8 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %in_318: i64, %out: i64):
      %832 = arith.subi %in, %in_318 : i64
      linalg.yield %832 : i64
    } -> tensor<1x128xi64>
    %10 = tensor.empty() : tensor<1x128xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<1x128xi64>) outs(%10 : tensor<1x128xi1>) {
    ^bb0(%in: i64, %out: i1):
      %832 = arith.cmpi ne, %in, %c1_i64 : i64
      linalg.yield %832 : i1
    } -> tensor<1x128xi1>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x128xi1>) outs(%8 : tensor<1x128xi64>) {
    ^bb0(%in: i1, %out: i64):
      %832 = arith.extui %in : i1 to i64
      linalg.yield %832 : i64
    } -> tensor<1x128xi64>
    %13 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<1x128xi64>) -> tensor<1x128xi64>
    %14 = tensor.empty() : tensor<1xi64>
    %15 = linalg.fill ins(%c0_i64 : i64) outs(%14 : tensor<1xi64>) -> tensor<1xi64>
    %16 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x128xi64>) outs(%13 : tensor<1x128xi64>) {
    ^bb0(%in: i64, %out: i64):
      %832 = linalg.index 1 : index
      %833 = linalg.index 2 : index
      %834 = arith.cmpi ule, %833, %832 : index
      %835 = arith.addi %out, %in : i64
      %836 = arith.select %834, %835, %out : i64
      linalg.yield %836 : i64
    } -> tensor<1x128xi64>
    %17 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%14 : tensor<1xi64>) {
    ^bb0(%out: i64):
      linalg.yield %c0_i64 : i64
    } -> tensor<1xi64>
    %expanded_17 = tensor.expand_shape %17 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xi64> into tensor<1x1x1x1xi64>
    %expanded_18 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 128, 1] : tensor<128xi64> into tensor<1x1x128x1xi64>
    %expanded_19 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 128] : tensor<128xi64> into tensor<1x1x1x128xi64>
    %18 = tensor.empty() : tensor<1x1x128x1xi64>
    %19 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_18 : tensor<1x1x1x1xi64>, tensor<1x1x128x1xi64>) outs(%18 : tensor<1x1x128x1xi64>) {
    ^bb0(%in: i64, %in_318: i64, %out: i64):
      %832 = arith.cmpi slt, %in, %c0_i64 : i64
      %833 = arith.addi %in, %c1_i64 : i64
      %834 = arith.select %832, %833, %in : i64
      %835 = arith.index_cast %834 : i64 to index
      %836 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %837 = arith.addi %in_318, %c128_i64 : i64
      %838 = arith.select %836, %837, %in_318 : i64
      %839 = arith.index_cast %838 : i64 to index
      %extracted = tensor.extract %expanded[%835, %839] : tensor<1x128xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x128x1xi64>
    %20 = tensor.empty() : tensor<1x1x1x128xi64>
    %21 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_19 : tensor<1x1x1x1xi64>, tensor<1x1x1x128xi64>) outs(%20 : tensor<1x1x1x128xi64>) {
    ^bb0(%in: i64, %in_318: i64, %out: i64):
      %832 = arith.cmpi slt, %in, %c0_i64 : i64
      %833 = arith.addi %in, %c1_i64 : i64
      %834 = arith.select %832, %833, %in : i64
      %835 = arith.index_cast %834 : i64 to index
      %836 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %837 = arith.addi %in_318, %c128_i64 : i64
      %838 = arith.select %836, %837, %in_318 : i64
      %839 = arith.index_cast %838 : i64 to index
      %extracted = tensor.extract %expanded[%835, %839] : tensor<1x128xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x128xi64>
    %22 = tensor.empty() : tensor<1x1x128x128xi1>
    %23 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %19 : tensor<1x1x1x128xi64>, tensor<1x1x128x1xi64>) outs(%22 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %832 = arith.cmpi sle, %in, %in_318 : i64
      linalg.yield %832 : i1
    } -> tensor<1x1x128x128xi1>
    %24 = linalg.generic {indexing_maps = [#map11, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %23 : tensor<i1>, tensor<1x1x128x128xi1>) outs(%22 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %832 = arith.andi %in, %in_318 : i1
      linalg.yield %832 : i1
    } -> tensor<1x1x128x128xi1>
    %25 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_18 : tensor<1x1x1x1xi64>, tensor<1x1x128x1xi64>) outs(%18 : tensor<1x1x128x1xi64>) {
    ^bb0(%in: i64, %in_318: i64, %out: i64):
      %832 = arith.cmpi slt, %in, %c0_i64 : i64
      %833 = arith.addi %in, %c1_i64 : i64
      %834 = arith.select %832, %833, %in : i64
      %835 = arith.index_cast %834 : i64 to index
      %836 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %837 = arith.addi %in_318, %c128_i64 : i64
      %838 = arith.select %836, %837, %in_318 : i64
      %839 = arith.index_cast %838 : i64 to index
      %extracted = tensor.extract %16[%835, %839] : tensor<1x128xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x128x1xi64>
    %26 = linalg.generic {indexing_maps = [#map5, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_17, %expanded_19 : tensor<1x1x1x1xi64>, tensor<1x1x1x128xi64>) outs(%20 : tensor<1x1x1x128xi64>) {
    ^bb0(%in: i64, %in_318: i64, %out: i64):
      %832 = arith.cmpi slt, %in, %c0_i64 : i64
      %833 = arith.addi %in, %c1_i64 : i64
      %834 = arith.select %832, %833, %in : i64
      %835 = arith.index_cast %834 : i64 to index
      %836 = arith.cmpi slt, %in_318, %c0_i64 : i64
      %837 = arith.addi %in_318, %c128_i64 : i64
      %838 = arith.select %836, %837, %in_318 : i64
      %839 = arith.index_cast %838 : i64 to index
      %extracted = tensor.extract %16[%835, %839] : tensor<1x128xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x1x1x128xi64>
    %27 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %26 : tensor<1x1x128x1xi64>, tensor<1x1x1x128xi64>) outs(%22 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i64, %in_318: i64, %out: i1):
      %832 = arith.cmpi eq, %in, %in_318 : i64
      linalg.yield %832 : i1
    } -> tensor<1x1x128x128xi1>
    %28 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x1x128x128xi1>, tensor<1x1x128x128xi1>) outs(%22 : tensor<1x1x128x128xi1>) {
    ^bb0(%in: i1, %in_318: i1, %out: i1):
      %832 = arith.andi %in, %in_318 : i1
      linalg.yield %832 : i1
    } -> tensor<1x1x128x128xi1>
    %29 = tensor.empty() : tensor<1x128x768xf64>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %31 = tensor.empty() : tensor<1x128x1xf64>
    %32 = linalg.fill ins(%cst : f64) outs(%31 : tensor<1x128x1xf64>) -> tensor<1x128x1xf64>
    %33 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%30 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %35 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%30, %34 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %35 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %37 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%36 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%37 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %39 = tensor.empty() : tensor<1x128x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%39 : tensor<1x128x1xf32>) -> tensor<1x128x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%5 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%5, %43 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %45 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %arg2 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%48, %arg3 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed = tensor.collapse_shape %49 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %50 = tensor.empty() : tensor<128x2304xf32>
    %51 = linalg.fill ins(%cst_0 : f32) outs(%50 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %52 = linalg.matmul ins(%collapsed, %arg4 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%52, %arg5 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_20 = tensor.expand_shape %53 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_21 = tensor.extract_slice %expanded_20[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_22 = tensor.extract_slice %expanded_20[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_23 = tensor.extract_slice %expanded_20[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_24 = tensor.expand_shape %extracted_slice_22 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_25 = tensor.expand_shape %extracted_slice_23 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %54 = tensor.empty() : tensor<1x12x128x64xf32>
    %transposed = linalg.transpose ins(%expanded_25 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %extracted_slice_21 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_27 = linalg.transpose ins(%expanded_26 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %55 = tensor.empty() : tensor<1x1x128x128xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map11, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %cst_3, %cst_4 : tensor<1x1x128x128xi1>, tensor<f32>, tensor<f32>) outs(%55 : tensor<1x1x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x1x128x128xf32>
    %57 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %58 = tensor.empty() : tensor<1x12x64x128xf32>
    %transposed_28 = linalg.transpose ins(%expanded_24 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %59 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_28 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_29 = tensor.collapse_shape %57 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_30 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %60 = tensor.empty() : tensor<12x128x128xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %62 = linalg.batch_matmul ins(%collapsed_29, %collapsed_30 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_31 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %63 = tensor.empty() : tensor<1x12x128x128xf32>
    %64 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %65 = tensor.empty() : tensor<1x12x128xi64>
    %66 = linalg.fill ins(%c0_i64 : i64) outs(%65 : tensor<1x12x128xi64>) -> tensor<1x12x128xi64>
    %67 = tensor.empty() : tensor<1x12x128xf32>
    %68 = linalg.fill ins(%cst_1 : f32) outs(%67 : tensor<1x12x128xf32>) -> tensor<1x12x128xf32>
    %69:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%64 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_32 = tensor.expand_shape %69#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %70 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_32 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %71 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %72 = tensor.empty() : tensor<1x12x128x1xf32>
    %73 = linalg.fill ins(%cst_0 : f32) outs(%72 : tensor<1x12x128x1xf32>) -> tensor<1x12x128x1xf32>
    %74 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %75 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %74 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %76 = tensor.empty() : tensor<1x12x128x128xi1>
    %77 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %78 = tensor.empty() : tensor<1x12x128x1xi1>
    %79 = linalg.fill ins(%true : i1) outs(%78 : tensor<1x12x128x1xi1>) -> tensor<1x12x128x1xi1>
    %80 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%77 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %81 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %cst_2, %75 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_33 = tensor.collapse_shape %81 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_34 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %82 = tensor.empty() : tensor<12x128x64xf32>
    %83 = linalg.fill ins(%cst_0 : f32) outs(%82 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %84 = linalg.batch_matmul ins(%collapsed_33, %collapsed_34 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_35 = tensor.expand_shape %84 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %85 = tensor.empty() : tensor<1x128x12x64xf32>
    %transposed_36 = linalg.transpose ins(%expanded_35 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_37 = tensor.collapse_shape %transposed_36 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %86 = tensor.empty() : tensor<128x768xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %88 = linalg.matmul ins(%collapsed_37, %arg6 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %89 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%88, %arg7 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_38 = tensor.expand_shape %89 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_38, %5 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %92 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%91 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %94 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%91, %93 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %95 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %94 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %96 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%95 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %97 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%96 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %98 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%97 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%90 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%101 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %100 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%103, %102 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104, %arg8 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105, %arg9 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_39 = tensor.collapse_shape %106 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %107 = tensor.empty() : tensor<128x3072xf32>
    %108 = linalg.fill ins(%cst_0 : f32) outs(%107 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %109 = linalg.matmul ins(%collapsed_39, %arg10 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %110 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%109, %arg11 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_40 = tensor.expand_shape %110 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %111 = tensor.empty() : tensor<1x128x3072xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %114 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%117 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %118 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_41 = tensor.collapse_shape %119 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %120 = linalg.matmul ins(%collapsed_41, %arg12 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %121 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%120, %arg13 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_42 = tensor.expand_shape %121 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90, %expanded_42 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %124 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%123 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %125 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %126 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%123, %125 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %127 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126, %126 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %128 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%127 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %130 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%122 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%131 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%130 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%122, %132 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %134 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %arg14 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %arg15 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_43 = tensor.collapse_shape %138 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %139 = linalg.matmul ins(%collapsed_43, %arg16 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %140 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%139, %arg17 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_44 = tensor.expand_shape %140 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_45 = tensor.extract_slice %expanded_44[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_46 = tensor.extract_slice %expanded_44[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_47 = tensor.extract_slice %expanded_44[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_48 = tensor.expand_shape %extracted_slice_46 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_49 = tensor.expand_shape %extracted_slice_47 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_51 = tensor.expand_shape %extracted_slice_45 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_52 = linalg.transpose ins(%expanded_51 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %141 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_52 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_53 = linalg.transpose ins(%expanded_48 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %142 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_53 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_54 = tensor.collapse_shape %141 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_55 = tensor.collapse_shape %142 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %143 = linalg.batch_matmul ins(%collapsed_54, %collapsed_55 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_56 = tensor.expand_shape %143 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %144 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_56, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %145:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%144 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_57 = tensor.expand_shape %145#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %146 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_57 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %147 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %148 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%147 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %149 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %148 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %150 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %151 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%150 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %152 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %cst_2, %149 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_58 = tensor.collapse_shape %152 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_59 = tensor.collapse_shape %transposed_50 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %153 = linalg.batch_matmul ins(%collapsed_58, %collapsed_59 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_60 = tensor.expand_shape %153 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_61 = linalg.transpose ins(%expanded_60 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_62 = tensor.collapse_shape %transposed_61 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %154 = linalg.matmul ins(%collapsed_62, %arg18 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%154, %arg19 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_63 = tensor.expand_shape %155 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63, %122 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %158 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %160 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %159 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %161 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%160, %160 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %162 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%161 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %163 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%162 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%167 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %166 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%169, %168 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %arg20 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %arg21 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_64 = tensor.collapse_shape %172 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %173 = linalg.matmul ins(%collapsed_64, %arg22 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %174 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%173, %arg23 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_65 = tensor.expand_shape %174 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_65, %177 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%178 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%180 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %181 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_66 = tensor.collapse_shape %182 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %183 = linalg.matmul ins(%collapsed_66, %arg24 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%183, %arg25 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_67 = tensor.expand_shape %184 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %expanded_67 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %187 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %189 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186, %188 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189, %189 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %191 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%190 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%192 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%185 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %195 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %197 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%199, %arg26 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%200, %arg27 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_68 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %202 = linalg.matmul ins(%collapsed_68, %arg28 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %203 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%202, %arg29 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_69 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_70 = tensor.extract_slice %expanded_69[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_71 = tensor.extract_slice %expanded_69[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_72 = tensor.extract_slice %expanded_69[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_73 = tensor.expand_shape %extracted_slice_71 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_74 = tensor.expand_shape %extracted_slice_72 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_76 = tensor.expand_shape %extracted_slice_70 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_77 = linalg.transpose ins(%expanded_76 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %204 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_77 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_78 = linalg.transpose ins(%expanded_73 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %205 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_79 = tensor.collapse_shape %204 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_80 = tensor.collapse_shape %205 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %206 = linalg.batch_matmul ins(%collapsed_79, %collapsed_80 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_81 = tensor.expand_shape %206 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %207 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_81, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %208:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%207 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_82 = tensor.expand_shape %208#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %209 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_82 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %210 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %211 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%210 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %212 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %211 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %213 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %214 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%213 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %215 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %cst_2, %212 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_83 = tensor.collapse_shape %215 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_84 = tensor.collapse_shape %transposed_75 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %216 = linalg.batch_matmul ins(%collapsed_83, %collapsed_84 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_85 = tensor.expand_shape %216 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_86 = linalg.transpose ins(%expanded_85 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_87 = tensor.collapse_shape %transposed_86 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %217 = linalg.matmul ins(%collapsed_87, %arg30 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %218 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%217, %arg31 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_88 = tensor.expand_shape %218 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_88, %185 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %221 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%220 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %223 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %222 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %224 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%223, %223 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %225 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%224 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%225 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%226 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%219 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%228 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%227 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%230 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %229 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%232, %231 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%233, %arg32 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%234, %arg33 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_89 = tensor.collapse_shape %235 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %236 = linalg.matmul ins(%collapsed_89, %arg34 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %237 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%236, %arg35 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_90 = tensor.expand_shape %237 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%239 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_90, %240 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%241 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%242 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%243 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%238, %244 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_91 = tensor.collapse_shape %245 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %246 = linalg.matmul ins(%collapsed_91, %arg36 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %247 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%246, %arg37 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_92 = tensor.expand_shape %247 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %expanded_92 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %250 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%249 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %251 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%250 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %252 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%249, %251 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%252, %252 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %254 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%253 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%254 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%255 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%248 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%257 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%256 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%259 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%248, %258 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%261, %260 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%262, %arg38 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %arg39 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_93 = tensor.collapse_shape %264 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %265 = linalg.matmul ins(%collapsed_93, %arg40 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %266 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%265, %arg41 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_94 = tensor.expand_shape %266 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_95 = tensor.extract_slice %expanded_94[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_96 = tensor.extract_slice %expanded_94[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_97 = tensor.extract_slice %expanded_94[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_98 = tensor.expand_shape %extracted_slice_96 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_99 = tensor.expand_shape %extracted_slice_97 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_100 = linalg.transpose ins(%expanded_99 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_101 = tensor.expand_shape %extracted_slice_95 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_102 = linalg.transpose ins(%expanded_101 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %267 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_102 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_103 = linalg.transpose ins(%expanded_98 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %268 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_103 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_104 = tensor.collapse_shape %267 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_105 = tensor.collapse_shape %268 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %269 = linalg.batch_matmul ins(%collapsed_104, %collapsed_105 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_106 = tensor.expand_shape %269 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %270 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_106, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %271:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%270 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_107 = tensor.expand_shape %271#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %272 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %expanded_107 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %273 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %274 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%273 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %275 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %274 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %276 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %277 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%276 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %278 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %cst_2, %275 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_108 = tensor.collapse_shape %278 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_109 = tensor.collapse_shape %transposed_100 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %279 = linalg.batch_matmul ins(%collapsed_108, %collapsed_109 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_110 = tensor.expand_shape %279 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_111 = linalg.transpose ins(%expanded_110 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_112 = tensor.collapse_shape %transposed_111 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %280 = linalg.matmul ins(%collapsed_112, %arg42 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %281 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%280, %arg43 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_113 = tensor.expand_shape %281 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_113, %248 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %284 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%283 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %285 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%284 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %286 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%283, %285 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %287 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%286, %286 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %288 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%287 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%288 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %290 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%289 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%282 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%293 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %292 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%295, %294 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296, %arg44 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297, %arg45 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_114 = tensor.collapse_shape %298 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %299 = linalg.matmul ins(%collapsed_114, %arg46 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%299, %arg47 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_115 = tensor.expand_shape %300 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%302 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_115, %303 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%306 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301, %307 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_116 = tensor.collapse_shape %308 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %309 = linalg.matmul ins(%collapsed_116, %arg48 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %310 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%309, %arg49 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_117 = tensor.expand_shape %310 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%282, %expanded_117 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %313 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%312 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%313 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %315 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%312, %314 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %316 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%315, %315 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %317 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%316 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%317 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%318 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%311 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%320 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%319 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%322 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%311, %321 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%324, %323 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%325, %arg50 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%326, %arg51 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_118 = tensor.collapse_shape %327 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %328 = linalg.matmul ins(%collapsed_118, %arg52 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %329 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%328, %arg53 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_119 = tensor.expand_shape %329 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_120 = tensor.extract_slice %expanded_119[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_121 = tensor.extract_slice %expanded_119[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_122 = tensor.extract_slice %expanded_119[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_123 = tensor.expand_shape %extracted_slice_121 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_124 = tensor.expand_shape %extracted_slice_122 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_125 = linalg.transpose ins(%expanded_124 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_126 = tensor.expand_shape %extracted_slice_120 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_127 = linalg.transpose ins(%expanded_126 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %330 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_128 = linalg.transpose ins(%expanded_123 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %331 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_128 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_129 = tensor.collapse_shape %330 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_130 = tensor.collapse_shape %331 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %332 = linalg.batch_matmul ins(%collapsed_129, %collapsed_130 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_131 = tensor.expand_shape %332 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %333 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_131, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %334:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%333 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_132 = tensor.expand_shape %334#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %335 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_132 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %336 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %337 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%336 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %338 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %339 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %340 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%339 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %341 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %cst_2, %338 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_133 = tensor.collapse_shape %341 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_134 = tensor.collapse_shape %transposed_125 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %342 = linalg.batch_matmul ins(%collapsed_133, %collapsed_134 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_135 = tensor.expand_shape %342 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_136 = linalg.transpose ins(%expanded_135 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_137 = tensor.collapse_shape %transposed_136 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %343 = linalg.matmul ins(%collapsed_137, %arg54 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %344 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%343, %arg55 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_138 = tensor.expand_shape %344 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_138, %311 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %346 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %347 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%346 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %348 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%347 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %349 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%346, %348 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %350 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%349, %349 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %351 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%350 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %352 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%351 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%352 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%345 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%354 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%353 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%356 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %355 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%358, %357 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%359, %arg56 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%360, %arg57 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_139 = tensor.collapse_shape %361 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %362 = linalg.matmul ins(%collapsed_139, %arg58 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %363 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%362, %arg59 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_140 = tensor.expand_shape %363 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%365 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_140, %366 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%367 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%368 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%369 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%364, %370 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_141 = tensor.collapse_shape %371 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %372 = linalg.matmul ins(%collapsed_141, %arg60 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %373 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%372, %arg61 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_142 = tensor.expand_shape %373 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%345, %expanded_142 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %376 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%375 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %377 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%376 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %378 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%375, %377 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %379 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%378, %378 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %380 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%379 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%380 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%381 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%374 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%383 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%382 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%385 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%374, %384 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%387, %386 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%388, %arg62 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%389, %arg63 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_143 = tensor.collapse_shape %390 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %391 = linalg.matmul ins(%collapsed_143, %arg64 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %392 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%391, %arg65 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_144 = tensor.expand_shape %392 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_145 = tensor.extract_slice %expanded_144[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_146 = tensor.extract_slice %expanded_144[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_147 = tensor.extract_slice %expanded_144[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_148 = tensor.expand_shape %extracted_slice_146 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_149 = tensor.expand_shape %extracted_slice_147 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_150 = linalg.transpose ins(%expanded_149 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_151 = tensor.expand_shape %extracted_slice_145 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_152 = linalg.transpose ins(%expanded_151 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %393 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_152 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_153 = linalg.transpose ins(%expanded_148 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %394 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_153 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_154 = tensor.collapse_shape %393 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_155 = tensor.collapse_shape %394 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %395 = linalg.batch_matmul ins(%collapsed_154, %collapsed_155 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_156 = tensor.expand_shape %395 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %396 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_156, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %397:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%396 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_157 = tensor.expand_shape %397#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %398 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_157 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %399 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %400 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%399 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %401 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %400 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %402 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %403 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%402 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %404 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %cst_2, %401 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_158 = tensor.collapse_shape %404 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_159 = tensor.collapse_shape %transposed_150 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %405 = linalg.batch_matmul ins(%collapsed_158, %collapsed_159 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_160 = tensor.expand_shape %405 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_161 = linalg.transpose ins(%expanded_160 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_162 = tensor.collapse_shape %transposed_161 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %406 = linalg.matmul ins(%collapsed_162, %arg66 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %407 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%406, %arg67 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_163 = tensor.expand_shape %407 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_163, %374 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %410 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%409 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%410 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %412 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%409, %411 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %413 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%412, %412 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %414 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%413 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %415 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%414 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%415 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%408 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%417 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%416 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%419 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %418 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%421, %420 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%422, %arg68 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%423, %arg69 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_164 = tensor.collapse_shape %424 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %425 = linalg.matmul ins(%collapsed_164, %arg70 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %426 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%425, %arg71 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_165 = tensor.expand_shape %426 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %427 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%428 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_165, %429 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%430 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%431 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%432 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%427, %433 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_166 = tensor.collapse_shape %434 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %435 = linalg.matmul ins(%collapsed_166, %arg72 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %436 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%435, %arg73 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_167 = tensor.expand_shape %436 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%408, %expanded_167 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %439 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%438 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %440 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%439 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %441 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%438, %440 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %442 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%441, %441 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %443 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%442 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%443 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %445 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%444 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%437 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%446 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%445 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%448 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%437, %447 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%450, %449 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%451, %arg74 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %453 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%452, %arg75 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_168 = tensor.collapse_shape %453 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %454 = linalg.matmul ins(%collapsed_168, %arg76 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %455 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%454, %arg77 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_169 = tensor.expand_shape %455 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_170 = tensor.extract_slice %expanded_169[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_171 = tensor.extract_slice %expanded_169[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_172 = tensor.extract_slice %expanded_169[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_173 = tensor.expand_shape %extracted_slice_171 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_174 = tensor.expand_shape %extracted_slice_172 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_175 = linalg.transpose ins(%expanded_174 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_176 = tensor.expand_shape %extracted_slice_170 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_177 = linalg.transpose ins(%expanded_176 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %456 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_177 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_178 = linalg.transpose ins(%expanded_173 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %457 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_178 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_179 = tensor.collapse_shape %456 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_180 = tensor.collapse_shape %457 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %458 = linalg.batch_matmul ins(%collapsed_179, %collapsed_180 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_181 = tensor.expand_shape %458 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %459 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_181, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %460:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%459 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_182 = tensor.expand_shape %460#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %461 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_182 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %462 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %463 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%462 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %464 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %463 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %465 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %466 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%465 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %467 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %cst_2, %464 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_183 = tensor.collapse_shape %467 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_184 = tensor.collapse_shape %transposed_175 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %468 = linalg.batch_matmul ins(%collapsed_183, %collapsed_184 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_185 = tensor.expand_shape %468 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_186 = linalg.transpose ins(%expanded_185 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_187 = tensor.collapse_shape %transposed_186 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %469 = linalg.matmul ins(%collapsed_187, %arg78 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %470 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%469, %arg79 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_188 = tensor.expand_shape %470 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_188, %437 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %473 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%472 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%473 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %475 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%472, %474 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %476 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%475, %475 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %477 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%476 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %478 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%477 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %479 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%478 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%471 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%480 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%479 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%482 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %481 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %485 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%484, %483 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%485, %arg80 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%486, %arg81 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_189 = tensor.collapse_shape %487 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %488 = linalg.matmul ins(%collapsed_189, %arg82 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %489 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%488, %arg83 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_190 = tensor.expand_shape %489 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_190 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_190 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%491 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_190, %492 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%493 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%494 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%495 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %497 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%490, %496 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_191 = tensor.collapse_shape %497 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %498 = linalg.matmul ins(%collapsed_191, %arg84 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %499 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%498, %arg85 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_192 = tensor.expand_shape %499 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%471, %expanded_192 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %502 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%501 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %503 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%502 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %504 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%501, %503 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %505 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%504, %504 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %506 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%505 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %507 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%506 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %508 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%507 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%500 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%509 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%508 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%511 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %513 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%500, %510 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %514 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%513, %512 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%514, %arg86 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%515, %arg87 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_193 = tensor.collapse_shape %516 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %517 = linalg.matmul ins(%collapsed_193, %arg88 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %518 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%517, %arg89 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_194 = tensor.expand_shape %518 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_195 = tensor.extract_slice %expanded_194[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_196 = tensor.extract_slice %expanded_194[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_197 = tensor.extract_slice %expanded_194[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_198 = tensor.expand_shape %extracted_slice_196 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_199 = tensor.expand_shape %extracted_slice_197 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_200 = linalg.transpose ins(%expanded_199 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_201 = tensor.expand_shape %extracted_slice_195 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_202 = linalg.transpose ins(%expanded_201 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %519 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_202 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_203 = linalg.transpose ins(%expanded_198 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %520 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_203 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_204 = tensor.collapse_shape %519 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_205 = tensor.collapse_shape %520 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %521 = linalg.batch_matmul ins(%collapsed_204, %collapsed_205 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_206 = tensor.expand_shape %521 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %522 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_206, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %523:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%522 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_207 = tensor.expand_shape %523#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %524 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %expanded_207 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %525 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %526 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%525 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %527 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%525, %526 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %528 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %529 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%528 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %530 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%529, %cst_2, %527 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_208 = tensor.collapse_shape %530 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_209 = tensor.collapse_shape %transposed_200 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %531 = linalg.batch_matmul ins(%collapsed_208, %collapsed_209 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_210 = tensor.expand_shape %531 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_211 = linalg.transpose ins(%expanded_210 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_212 = tensor.collapse_shape %transposed_211 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %532 = linalg.matmul ins(%collapsed_212, %arg90 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %533 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%532, %arg91 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_213 = tensor.expand_shape %533 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_213, %500 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %536 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%535 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %537 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%536 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %538 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%535, %537 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %539 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%538, %538 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %540 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%539 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %541 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%540 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %542 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%541 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%534 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%543 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%542 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%545 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %544 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %548 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%547, %546 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%548, %arg92 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%549, %arg93 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_214 = tensor.collapse_shape %550 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %551 = linalg.matmul ins(%collapsed_214, %arg94 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %552 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%551, %arg95 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_215 = tensor.expand_shape %552 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%554 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_215, %555 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%556 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %558 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%557 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%558 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%553, %559 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_216 = tensor.collapse_shape %560 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %561 = linalg.matmul ins(%collapsed_216, %arg96 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %562 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%561, %arg97 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_217 = tensor.expand_shape %562 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %563 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%534, %expanded_217 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %565 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%564 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %566 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%565 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %567 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%564, %566 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %568 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%567, %567 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %569 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%568 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %570 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%569 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %571 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%570 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %572 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%563 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %573 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%572 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %574 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%571 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%574 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%563, %573 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%576, %575 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%577, %arg98 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%578, %arg99 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_218 = tensor.collapse_shape %579 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %580 = linalg.matmul ins(%collapsed_218, %arg100 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %581 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%580, %arg101 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_219 = tensor.expand_shape %581 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_220 = tensor.extract_slice %expanded_219[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_221 = tensor.extract_slice %expanded_219[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_222 = tensor.extract_slice %expanded_219[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_223 = tensor.expand_shape %extracted_slice_221 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_224 = tensor.expand_shape %extracted_slice_222 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_225 = linalg.transpose ins(%expanded_224 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_226 = tensor.expand_shape %extracted_slice_220 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_227 = linalg.transpose ins(%expanded_226 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %582 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_227 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_228 = linalg.transpose ins(%expanded_223 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %583 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_228 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_229 = tensor.collapse_shape %582 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_230 = tensor.collapse_shape %583 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %584 = linalg.batch_matmul ins(%collapsed_229, %collapsed_230 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_231 = tensor.expand_shape %584 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %585 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_231, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %586:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%585 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_232 = tensor.expand_shape %586#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %587 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %expanded_232 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %588 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %589 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%588 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %590 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%588, %589 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %591 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %592 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%591 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %593 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %cst_2, %590 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_233 = tensor.collapse_shape %593 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_234 = tensor.collapse_shape %transposed_225 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %594 = linalg.batch_matmul ins(%collapsed_233, %collapsed_234 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_235 = tensor.expand_shape %594 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_236 = linalg.transpose ins(%expanded_235 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_237 = tensor.collapse_shape %transposed_236 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %595 = linalg.matmul ins(%collapsed_237, %arg102 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %596 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%595, %arg103 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_238 = tensor.expand_shape %596 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %597 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_238, %563 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %598 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %599 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%598 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %600 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%599 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %601 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%598, %600 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %602 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%601, %601 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %603 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%602 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %604 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%603 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %605 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%604 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%597 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%606 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%605 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %609 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%608 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %607 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %611 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%610, %609 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%611, %arg104 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %613 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%612, %arg105 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_239 = tensor.collapse_shape %613 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %614 = linalg.matmul ins(%collapsed_239, %arg106 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %615 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%614, %arg107 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_240 = tensor.expand_shape %615 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%617 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_240, %618 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%619 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %621 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%620 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%621 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%616, %622 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_241 = tensor.collapse_shape %623 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %624 = linalg.matmul ins(%collapsed_241, %arg108 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %625 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%624, %arg109 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_242 = tensor.expand_shape %625 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%597, %expanded_242 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %627 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %628 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%627 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %629 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%628 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %630 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%627, %629 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %631 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%630, %630 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %632 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%631 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %633 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%632 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %634 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%633 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %635 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%626 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%635 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %637 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%634 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%637 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %639 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%626, %636 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%639, %638 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %641 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%640, %arg110 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %642 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%641, %arg111 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_243 = tensor.collapse_shape %642 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %643 = linalg.matmul ins(%collapsed_243, %arg112 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %644 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%643, %arg113 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_244 = tensor.expand_shape %644 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_245 = tensor.extract_slice %expanded_244[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_246 = tensor.extract_slice %expanded_244[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_247 = tensor.extract_slice %expanded_244[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_248 = tensor.expand_shape %extracted_slice_246 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_249 = tensor.expand_shape %extracted_slice_247 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_250 = linalg.transpose ins(%expanded_249 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_251 = tensor.expand_shape %extracted_slice_245 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_252 = linalg.transpose ins(%expanded_251 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %645 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_252 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_253 = linalg.transpose ins(%expanded_248 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %646 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_253 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_254 = tensor.collapse_shape %645 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_255 = tensor.collapse_shape %646 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %647 = linalg.batch_matmul ins(%collapsed_254, %collapsed_255 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_256 = tensor.expand_shape %647 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %648 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_256, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %649:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%648 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_257 = tensor.expand_shape %649#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %650 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648, %expanded_257 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %651 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%650 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %652 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%651 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %653 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%651, %652 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %654 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%648 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %655 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%654 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %656 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %cst_2, %653 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_258 = tensor.collapse_shape %656 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_259 = tensor.collapse_shape %transposed_250 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %657 = linalg.batch_matmul ins(%collapsed_258, %collapsed_259 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_260 = tensor.expand_shape %657 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_261 = linalg.transpose ins(%expanded_260 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_262 = tensor.collapse_shape %transposed_261 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %658 = linalg.matmul ins(%collapsed_262, %arg114 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %659 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%658, %arg115 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_263 = tensor.expand_shape %659 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %660 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_263, %626 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %662 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%661 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %663 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%662 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %664 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%661, %663 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %665 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%664, %664 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %666 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%665 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %667 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%666 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %668 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%667 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %669 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%660 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %670 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%669 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %671 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%668 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%671 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %673 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %670 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%673, %672 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %675 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%674, %arg116 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%675, %arg117 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_264 = tensor.collapse_shape %676 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %677 = linalg.matmul ins(%collapsed_264, %arg118 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %678 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%677, %arg119 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_265 = tensor.expand_shape %678 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %679 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %681 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%680 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_265, %681 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %683 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%682 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%683 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %685 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%684 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%679, %685 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_266 = tensor.collapse_shape %686 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %687 = linalg.matmul ins(%collapsed_266, %arg120 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %688 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%687, %arg121 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_267 = tensor.expand_shape %688 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %689 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%660, %expanded_267 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %690 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %691 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%690 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %692 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%691 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %693 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%690, %692 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %694 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%693, %693 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %695 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%694 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %696 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%695 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %697 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%696 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %698 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%689 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%698 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %700 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%697 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%700 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %702 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%689, %699 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%702, %701 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %704 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%703, %arg122 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%704, %arg123 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_268 = tensor.collapse_shape %705 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %706 = linalg.matmul ins(%collapsed_268, %arg124 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %707 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%706, %arg125 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_269 = tensor.expand_shape %707 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_270 = tensor.extract_slice %expanded_269[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_271 = tensor.extract_slice %expanded_269[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_272 = tensor.extract_slice %expanded_269[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_273 = tensor.expand_shape %extracted_slice_271 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_274 = tensor.expand_shape %extracted_slice_272 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_275 = linalg.transpose ins(%expanded_274 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_276 = tensor.expand_shape %extracted_slice_270 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_277 = linalg.transpose ins(%expanded_276 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %708 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_277 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_278 = linalg.transpose ins(%expanded_273 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %709 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_278 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_279 = tensor.collapse_shape %708 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_280 = tensor.collapse_shape %709 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %710 = linalg.batch_matmul ins(%collapsed_279, %collapsed_280 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_281 = tensor.expand_shape %710 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %711 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_281, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %712:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%711 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_282 = tensor.expand_shape %712#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %713 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %expanded_282 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %714 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%713 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %715 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%714 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %716 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%714, %715 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %717 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %718 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%717 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %719 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%718, %cst_2, %716 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_283 = tensor.collapse_shape %719 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_284 = tensor.collapse_shape %transposed_275 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %720 = linalg.batch_matmul ins(%collapsed_283, %collapsed_284 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_285 = tensor.expand_shape %720 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_286 = linalg.transpose ins(%expanded_285 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_287 = tensor.collapse_shape %transposed_286 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %721 = linalg.matmul ins(%collapsed_287, %arg126 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %722 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%721, %arg127 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_288 = tensor.expand_shape %722 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %723 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_288, %689 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %725 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%724 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %726 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%725 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %727 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%724, %726 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %728 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%727, %727 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %729 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%728 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %730 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%729 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %731 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%730 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %732 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%723 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%732 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %734 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%731 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %735 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%734 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %736 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %733 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %737 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%736, %735 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %738 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%737, %arg128 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %739 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%738, %arg129 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_289 = tensor.collapse_shape %739 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %740 = linalg.matmul ins(%collapsed_289, %arg130 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %741 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%740, %arg131 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_290 = tensor.expand_shape %741 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %742 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_290 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %743 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_290 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %744 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%743 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %745 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_290, %744 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%745 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %747 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%746 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%747 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %749 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%742, %748 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_291 = tensor.collapse_shape %749 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %750 = linalg.matmul ins(%collapsed_291, %arg132 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %751 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%750, %arg133 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_292 = tensor.expand_shape %751 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%723, %expanded_292 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %753 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %754 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%753 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %755 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%754 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %756 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%753, %755 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %757 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%756, %756 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %758 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%757 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %759 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%758 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %760 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%759 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %761 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%752 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %762 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%761 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%760 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %764 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%763 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%752, %762 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %766 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%765, %764 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%766, %arg134 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %768 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%767, %arg135 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_293 = tensor.collapse_shape %768 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %769 = linalg.matmul ins(%collapsed_293, %arg136 : tensor<128x768xf32>, tensor<768x2304xf32>) outs(%51 : tensor<128x2304xf32>) -> tensor<128x2304xf32>
    %770 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%769, %arg137 : tensor<128x2304xf32>, tensor<2304xf32>) outs(%50 : tensor<128x2304xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x2304xf32>
    %expanded_294 = tensor.expand_shape %770 [[0, 1], [2]] output_shape [1, 128, 2304] : tensor<128x2304xf32> into tensor<1x128x2304xf32>
    %extracted_slice_295 = tensor.extract_slice %expanded_294[0, 0, 0] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_296 = tensor.extract_slice %expanded_294[0, 0, 768] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %extracted_slice_297 = tensor.extract_slice %expanded_294[0, 0, 1536] [1, 128, 768] [1, 1, 1] : tensor<1x128x2304xf32> to tensor<1x128x768xf32>
    %expanded_298 = tensor.expand_shape %extracted_slice_296 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %expanded_299 = tensor.expand_shape %extracted_slice_297 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_300 = linalg.transpose ins(%expanded_299 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %expanded_301 = tensor.expand_shape %extracted_slice_295 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32>
    %transposed_302 = linalg.transpose ins(%expanded_301 : tensor<1x128x12x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] 
    %771 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_302 : tensor<1x12x128x64xf32>) outs(%54 : tensor<1x12x128x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x128x64xf32>
    %transposed_303 = linalg.transpose ins(%expanded_298 : tensor<1x128x12x64xf32>) outs(%58 : tensor<1x12x64x128xf32>) permutation = [0, 2, 3, 1] 
    %772 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_303 : tensor<1x12x64x128xf32>) outs(%58 : tensor<1x12x64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_8 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x12x64x128xf32>
    %collapsed_304 = tensor.collapse_shape %771 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %collapsed_305 = tensor.collapse_shape %772 [[0, 1], [2], [3]] : tensor<1x12x64x128xf32> into tensor<12x64x128xf32>
    %773 = linalg.batch_matmul ins(%collapsed_304, %collapsed_305 : tensor<12x128x64xf32>, tensor<12x64x128xf32>) outs(%61 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32>
    %expanded_306 = tensor.expand_shape %773 [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32>
    %774 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_306, %56 : tensor<1x12x128x128xf32>, tensor<1x1x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %775:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%774 : tensor<1x12x128x128xf32>) outs(%68, %66 : tensor<1x12x128xf32>, tensor<1x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_318: i64):
      %832 = linalg.index 3 : index
      %833 = arith.index_cast %832 : index to i64
      %834 = arith.maximumf %in, %out : f32
      %835 = arith.cmpf ogt, %in, %out : f32
      %836 = arith.select %835, %833, %out_318 : i64
      linalg.yield %834, %836 : f32, i64
    } -> (tensor<1x12x128xf32>, tensor<1x12x128xi64>)
    %expanded_307 = tensor.expand_shape %775#0 [[0], [1], [2, 3]] output_shape [1, 12, 128, 1] : tensor<1x12x128xf32> into tensor<1x12x128x1xf32>
    %776 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774, %expanded_307 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %777 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%776 : tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.exp %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %778 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%777 : tensor<1x12x128x128xf32>) outs(%73 : tensor<1x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x1xf32>
    %779 = linalg.generic {indexing_maps = [#map7, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%777, %778 : tensor<1x12x128x128xf32>, tensor<1x12x128x1xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.divf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %780 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%774 : tensor<1x12x128x128xf32>) outs(%76 : tensor<1x12x128x128xi1>) {
    ^bb0(%in: f32, %out: i1):
      %832 = arith.extf %in : f32 to f64
      %833 = arith.cmpf oeq, %832, %cst_9 : f64
      linalg.yield %833 : i1
    } -> tensor<1x12x128x128xi1>
    %781 = linalg.generic {indexing_maps = [#map7, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%780 : tensor<1x12x128x128xi1>) outs(%79 : tensor<1x12x128x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %832 = arith.andi %in, %out : i1
      linalg.yield %832 : i1
    } -> tensor<1x12x128x1xi1>
    %782 = linalg.generic {indexing_maps = [#map10, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%781, %cst_2, %779 : tensor<1x12x128x1xi1>, tensor<1x12x128x128xf32>, tensor<1x12x128x128xf32>) outs(%63 : tensor<1x12x128x128xf32>) {
    ^bb0(%in: i1, %in_318: f32, %in_319: f32, %out: f32):
      %832 = arith.select %in, %in_318, %in_319 : f32
      linalg.yield %832 : f32
    } -> tensor<1x12x128x128xf32>
    %collapsed_308 = tensor.collapse_shape %782 [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32>
    %collapsed_309 = tensor.collapse_shape %transposed_300 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32>
    %783 = linalg.batch_matmul ins(%collapsed_308, %collapsed_309 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%83 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32>
    %expanded_310 = tensor.expand_shape %783 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32>
    %transposed_311 = linalg.transpose ins(%expanded_310 : tensor<1x12x128x64xf32>) outs(%85 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_312 = tensor.collapse_shape %transposed_311 [[0, 1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<128x768xf32>
    %784 = linalg.matmul ins(%collapsed_312, %arg138 : tensor<128x768xf32>, tensor<768x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %785 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%784, %arg139 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_313 = tensor.expand_shape %785 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %786 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_313, %752 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %787 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %788 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%787 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %789 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%788 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %790 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%787, %789 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %791 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%790, %790 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %792 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%791 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %793 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%792 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %794 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%793 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %795 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%786 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%795 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %797 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%794 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%797 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %799 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %796 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%799, %798 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %801 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%800, %arg140 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %802 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%801, %arg141 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %collapsed_314 = tensor.collapse_shape %802 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32>
    %803 = linalg.matmul ins(%collapsed_314, %arg142 : tensor<128x768xf32>, tensor<768x3072xf32>) outs(%108 : tensor<128x3072xf32>) -> tensor<128x3072xf32>
    %804 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%803, %arg143 : tensor<128x3072xf32>, tensor<3072xf32>) outs(%107 : tensor<128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x3072xf32>
    %expanded_315 = tensor.expand_shape %804 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32>
    %805 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_315 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.mulf %in, %cst_13 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %806 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_315 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.fpowi %in, %c3_i64 : f32, i64
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %807 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%806 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_7 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %808 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_315, %807 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %809 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%808 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_6 : f64 to f32
      %833 = arith.mulf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x3072xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%809 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.tanh %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %811 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%810 : tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %cst_14 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %812 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%805, %811 : tensor<1x128x3072xf32>, tensor<1x128x3072xf32>) outs(%111 : tensor<1x128x3072xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x3072xf32>
    %collapsed_316 = tensor.collapse_shape %812 [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32>
    %813 = linalg.matmul ins(%collapsed_316, %arg144 : tensor<128x3072xf32>, tensor<3072x768xf32>) outs(%87 : tensor<128x768xf32>) -> tensor<128x768xf32>
    %814 = linalg.generic {indexing_maps = [#map3, #map14, #map3], iterator_types = ["parallel", "parallel"]} ins(%813, %arg145 : tensor<128x768xf32>, tensor<768xf32>) outs(%86 : tensor<128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<128x768xf32>
    %expanded_317 = tensor.expand_shape %814 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32>
    %815 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%786, %expanded_317 : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %816 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815 : tensor<1x128x768xf32>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %832 = arith.extf %in : f32 to f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %817 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%816 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %818 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%817 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %819 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%816, %818 : tensor<1x128x768xf64>, tensor<1x128x1xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.subf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %820 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%819, %819 : tensor<1x128x768xf64>, tensor<1x128x768xf64>) outs(%29 : tensor<1x128x768xf64>) {
    ^bb0(%in: f64, %in_318: f64, %out: f64):
      %832 = arith.mulf %in, %in_318 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x768xf64>
    %821 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%820 : tensor<1x128x768xf64>) outs(%32 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.addf %in, %out : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%821 : tensor<1x128x1xf64>) outs(%31 : tensor<1x128x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %832 = arith.divf %in, %cst_11 : f64
      linalg.yield %832 : f64
    } -> tensor<1x128x1xf64>
    %823 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%822 : tensor<1x128x1xf64>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %832 = arith.truncf %in : f64 to f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map12], iterator_types = ["parallel", "parallel", "reduction"]} ins(%815 : tensor<1x128x768xf32>) outs(%41 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.addf %in, %out : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %825 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%824 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.divf %in, %cst_12 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %826 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%823 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = arith.truncf %cst_10 : f64 to f32
      %833 = arith.addf %in, %832 : f32
      linalg.yield %833 : f32
    } -> tensor<1x128x1xf32>
    %827 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%826 : tensor<1x128x1xf32>) outs(%39 : tensor<1x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %832 = math.rsqrt %in : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x1xf32>
    %828 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%815, %825 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.subf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %829 = linalg.generic {indexing_maps = [#map1, #map12, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%828, %827 : tensor<1x128x768xf32>, tensor<1x128x1xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %830 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%829, %arg146 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.mulf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    %831 = linalg.generic {indexing_maps = [#map1, #map13, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%830, %arg147 : tensor<1x128x768xf32>, tensor<768xf32>) outs(%0 : tensor<1x128x768xf32>) {
    ^bb0(%in: f32, %in_318: f32, %out: f32):
      %832 = arith.addf %in, %in_318 : f32
      linalg.yield %832 : f32
    } -> tensor<1x128x768xf32>
    return %831 : tensor<1x128x768xf32>
  }
}
