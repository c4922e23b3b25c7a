// A 3x3 depthwise convolution (a MobileNet block): NHWC activations, batch
// 32, 114x114 pixels with their 1-pixel halo, 256 channels, one 3x3 filter
// per channel. cuDNN's convolutions are weak on depthwise filters.
func.func @depthwise_conv(%x: tensor<32x114x114x256xf32>, %f: tensor<3x3x256xf32>) -> tensor<32x112x112x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x112x112x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x112x112x256xf32>) -> tensor<32x112x112x256xf32>
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<32x114x114x256xf32>, tensor<3x3x256xf32>)
      outs(%acc : tensor<32x112x112x256xf32>) -> tensor<32x112x112x256xf32>
  return %y : tensor<32x112x112x256xf32>
}
