// 3x3 convolution in cuDNN's NHWC layout: NHWC input (pre-padded), FHWC
// filter. A ResNet layer with batch 32, 56x56 pixels, 64 channels in and out.
func.func @conv2d(%input: tensor<32x58x58x64xf32>, %filter: tensor<64x3x3x64xf32>) -> tensor<32x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x56x56x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  %out = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%input, %filter : tensor<32x58x58x64xf32>, tensor<64x3x3x64xf32>)
      outs(%acc : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  return %out : tensor<32x56x56x64xf32>
}
