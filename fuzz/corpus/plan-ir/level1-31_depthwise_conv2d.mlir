module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<256x1x3x3xf32>, %arg1: tensor<32x256x128x128xf32>) -> tensor<32x256x128x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<32x256x128x128xf32> to tensor<32x256x130x130xf32>
    %0 = tensor.empty() : tensor<32x256x128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x256x128x128xf32>) -> tensor<32x256x128x128xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<256x1x3x3xf32> into tensor<256x3x3xf32>
    %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<32x256x130x130xf32>, tensor<256x3x3xf32>) outs(%1 : tensor<32x256x128x128xf32>) -> tensor<32x256x128x128xf32>
    return %2 : tensor<32x256x128x128xf32>
  }
}
