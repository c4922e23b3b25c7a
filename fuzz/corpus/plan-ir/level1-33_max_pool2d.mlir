module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<32x128x256x256xf32>) -> tensor<32x128x128x128xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<32x128x256x256xf32> to tensor<32x128x258x258xf32>
    %0 = tensor.empty() : tensor<32x128x128x128xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<32x128x128x128xf32>) -> tensor<32x128x128x128xf32>
    %2 = tensor.empty() : tensor<3x3xf32>
    %3 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %2 : tensor<32x128x258x258xf32>, tensor<3x3xf32>) outs(%1 : tensor<32x128x128x128xf32>) -> tensor<32x128x128x128xf32>
    return %3 : tensor<32x128x128x128xf32>
  }
}
