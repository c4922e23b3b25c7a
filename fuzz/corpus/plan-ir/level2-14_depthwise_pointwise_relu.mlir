#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<128x1x3x3xf32>, %arg1: tensor<128xf32>, %arg2: tensor<256x128x1x1xf32>, %arg3: tensor<256xf32>, %arg4: tensor<32x128x112x112xf32>) -> tensor<32x256x112x112xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst : f32
    } : tensor<32x128x112x112xf32> to tensor<32x128x114x114xf32>
    %0 = tensor.empty() : tensor<32x128x112x112xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<128xf32>) outs(%0 : tensor<32x128x112x112xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<128x1x3x3xf32> into tensor<128x3x3xf32>
    %1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<32x128x114x114xf32>, tensor<128x3x3xf32>) outs(%broadcasted : tensor<32x128x112x112xf32>) -> tensor<32x128x112x112xf32>
    %2 = tensor.empty() : tensor<32x256x112x112xf32>
    %broadcasted_0 = linalg.broadcast ins(%arg3 : tensor<256xf32>) outs(%2 : tensor<32x256x112x112xf32>) dimensions = [0, 2, 3] 
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%1, %arg2 : tensor<32x128x112x112xf32>, tensor<256x128x1x1xf32>) outs(%broadcasted_0 : tensor<32x256x112x112xf32>) -> tensor<32x256x112x112xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<32x256x112x112xf32>) outs(%2 : tensor<32x256x112x112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %5 = arith.cmpf ugt, %in, %cst : f32
      %6 = arith.select %5, %in, %cst : f32
      linalg.yield %6 : f32
    } -> tensor<32x256x112x112xf32>
    return %4 : tensor<32x256x112x112xf32>
  }
}
