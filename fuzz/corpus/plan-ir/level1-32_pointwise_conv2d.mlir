module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<512x256x1x1xf32>, %arg1: tensor<32x256x112x112xf32>) -> tensor<32x512x112x112xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<32x512x112x112xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x512x112x112xf32>) -> tensor<32x512x112x112xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg1, %arg0 : tensor<32x256x112x112xf32>, tensor<512x256x1x1xf32>) outs(%1 : tensor<32x512x112x112xf32>) -> tensor<32x512x112x112xf32>
    return %2 : tensor<32x512x112x112xf32>
  }
}
