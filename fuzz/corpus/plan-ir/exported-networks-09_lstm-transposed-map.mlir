#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<1024x128xf32>, %arg1: tensor<1024x256xf32>, %arg2: tensor<1024xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<1024x256xf32>, %arg5: tensor<1024x256xf32>, %arg6: tensor<1024xf32>, %arg7: tensor<1024xf32>, %arg8: tensor<10x256xf32>, %arg9: tensor<10xf32>, %arg10: tensor<16x32x128xf32>) -> tensor<16x10xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1x16x256xf32>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0:3 = plan.rnn "lstm" (%arg10, %cst, %cst) weights(%arg0, %arg1, %arg2, %arg3) {batch_first} : (tensor<16x32x128xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1024x128xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<16x32x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>)
    %1:3 = plan.rnn "lstm" (%0#0, %cst, %cst) weights(%arg4, %arg5, %arg6, %arg7) {batch_first} : (tensor<16x32x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<16x32x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>)
    %extracted_slice = tensor.extract_slice %1#0[0, 31, 0] [16, 1, 256] [1, 1, 1] : tensor<16x32x256xf32> to tensor<16x1x256xf32>
    %collapsed = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<16x1x256xf32> into tensor<16x256xf32>
    %2 = tensor.empty() : tensor<256x10xf32>
    %transposed = linalg.transpose ins(%arg8 : tensor<10x256xf32>) outs(%2 : tensor<256x10xf32>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<16x10xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %5 = linalg.matmul ins(%collapsed, %transposed : tensor<16x256xf32>, tensor<256x10xf32>) outs(%4 : tensor<16x10xf32>) -> tensor<16x10xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %arg9 : tensor<16x10xf32>, tensor<10xf32>) outs(%3 : tensor<16x10xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.addf %in, %in_1 : f32
      linalg.yield %7 : f32
    } -> tensor<16x10xf32>
    return %6 : tensor<16x10xf32>
  }
}
