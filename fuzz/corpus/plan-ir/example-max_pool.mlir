// 3x3 max pooling with stride 2 over NHWC activations (a ResNet stem:
// batch 32, 113x113 pixels, 64 channels, to 56x56). The empty 3x3 tensor
// only gives the window's extent.
func.func @max_pool(%x: tensor<32x113x113x64xf32>) -> tensor<32x56x56x64xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<32x56x56x64xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<32x113x113x64xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  return %y : tensor<32x56x56x64xf32>
}
