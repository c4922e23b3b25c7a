// A 1x1 NCHW convolution, as torch-mlir writes nn.Conv2d(c, k, 1,
// bias=False): a GEMM per image, the filter shared, computed by cuBLASLt
// as one strided batch beside cuDNN's convolution. 7x5 pixels, no multiple
// of a vector.
func.func @pointwise(%x: tensor<3x8x7x5xf32>, %f: tensor<6x8x1x1xf32>) -> tensor<3x6x7x5xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x6x7x5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x6x7x5xf32>) -> tensor<3x6x7x5xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %f : tensor<3x8x7x5xf32>, tensor<6x8x1x1xf32>)
      outs(%acc : tensor<3x6x7x5xf32>) -> tensor<3x6x7x5xf32>
  return %y : tensor<3x6x7x5xf32>
}
