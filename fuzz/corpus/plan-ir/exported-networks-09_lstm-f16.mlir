#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<1024x128xf16>, %arg1: tensor<1024x256xf16>, %arg2: tensor<1024xf16>, %arg3: tensor<1024xf16>, %arg4: tensor<1024x256xf16>, %arg5: tensor<1024x256xf16>, %arg6: tensor<1024xf16>, %arg7: tensor<1024xf16>, %arg8: tensor<10x256xf16>, %arg9: tensor<10xf16>, %arg10: tensor<16x32x128xf16>) -> tensor<16x10xf16> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x16x256xf16>
    %cst_0 = arith.constant 0.000000e+00 : f16
    %0:3 = plan.rnn "lstm" (%arg10, %cst, %cst) weights(%arg0, %arg1, %arg2, %arg3) {batch_first} : (tensor<16x32x128xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>, tensor<1024x128xf16>, tensor<1024x256xf16>, tensor<1024xf16>, tensor<1024xf16>) -> (tensor<16x32x256xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>)
    %1:3 = plan.rnn "lstm" (%0#0, %cst, %cst) weights(%arg4, %arg5, %arg6, %arg7) {batch_first} : (tensor<16x32x256xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>, tensor<1024x256xf16>, tensor<1024x256xf16>, tensor<1024xf16>, tensor<1024xf16>) -> (tensor<16x32x256xf16>, tensor<1x16x256xf16>, tensor<1x16x256xf16>)
    %extracted_slice = tensor.extract_slice %1#0[0, 31, 0] [16, 1, 256] [1, 1, 1] : tensor<16x32x256xf16> to tensor<16x1x256xf16>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<16x1x256xf16> into tensor<16x256xf16>
    %2 = tensor.empty() : tensor<256x10xf16>
    %transposed = linalg.transpose ins(%arg8 : tensor<10x256xf16>) outs(%2 : tensor<256x10xf16>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<16x10xf16>
    %4 = linalg.fill ins(%cst_0 : f16) outs(%3 : tensor<16x10xf16>) -> tensor<16x10xf16>
    %5 = linalg.matmul ins(%collapsed, %transposed : tensor<16x256xf16>, tensor<256x10xf16>) outs(%4 : tensor<16x10xf16>) -> tensor<16x10xf16>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg9 : tensor<16x10xf16>, tensor<10xf16>) outs(%3 : tensor<16x10xf16>) {
    ^bb0(%in: f16, %in_1: f16, %out: f16):
      %7 = arith.addf %in, %in_1 : f16
      linalg.yield %7 : f16
    } -> tensor<16x10xf16>
    return %6 : tensor<16x10xf16>
  }
}
