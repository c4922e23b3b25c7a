module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<128x64x3x3xf32>, %arg1: tensor<128xf32>, %arg2: tensor<32x64x224x224xf32>) -> tensor<32x128x224x224xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<32x64x224x224xf32> to tensor<32x64x226x226xf32>
    %0 = tensor.empty() : tensor<32x128x224x224xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<128xf32>) outs(%0 : tensor<32x128x224x224xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<32x64x226x226xf32>, tensor<128x64x3x3xf32>) outs(%broadcasted : tensor<32x128x224x224xf32>) -> tensor<32x128x224x224xf32>
    return %1 : tensor<32x128x224x224xf32>
  }
}
