// Pools whose epilogue reads a per-channel bias (NCHW: tiled and direct
// kernels; NHWC: a bias per vector lane), and a convolution with bias,
// ReLU and a max pool as torch-mlir writes it, whose bias and ReLU
// hiera-normalize moves past the pool; a convolution with a bias alone,
// which cuDNN fuses with the identity activation.
func.func @pool_bias_nchw(%x: tensor<2x4x34x66xf32>, %b: tensor<4xf32>) -> tensor<2x4x32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x4x32x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %window : tensor<2x4x34x66xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %b : tensor<2x4x32x64xf32>, tensor<4xf32>) outs(%init : tensor<2x4x32x64xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %r = arith.addf %v, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x4x32x64xf32>
  return %y : tensor<2x4x32x64xf32>
}

func.func @pool_bias_nhwc(%x: tensor<2x34x34x16xf32>, %b: tensor<16xf32>) -> tensor<2x32x32x16xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x32x32x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32>
  %p = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %window : tensor<2x34x34x16xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %b : tensor<2x32x32x16xf32>, tensor<16xf32>) outs(%init : tensor<2x32x32x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %r = arith.addf %v, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x32x32x16xf32>
  return %y : tensor<2x32x32x16xf32>
}

#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @conv_bias_relu_max_pool(%x: tensor<2x16x34x34xf32>, %w: tensor<32x16x3x3xf32>, %b: tensor<32xf32>) -> tensor<2x32x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 0, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x16x34x34xf32> to tensor<2x16x34x34xf32>
  %init = tensor.empty() : tensor<2x32x32x32xf32>
  %bias = linalg.broadcast ins(%b : tensor<32xf32>) outs(%init : tensor<2x32x32x32xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %w : tensor<2x16x34x34xf32>, tensor<32x16x3x3xf32>) outs(%bias : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  %relu = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : tensor<2x32x32x32xf32>) outs(%init : tensor<2x32x32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x32x32x32xf32>
  %pinit = tensor.empty() : tensor<2x32x16x16xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%pinit : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%relu, %window : tensor<2x32x32x32xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x32x16x16xf32>) -> tensor<2x32x16x16xf32>
  return %p : tensor<2x32x16x16xf32>
}

func.func @conv_bias(%x: tensor<4x32x66x66xf32>, %w: tensor<64x32x3x3xf32>, %b: tensor<64xf32>) -> tensor<4x64x64x64xf32> {
  %init = tensor.empty() : tensor<4x64x64x64xf32>
  %bias = linalg.broadcast ins(%b : tensor<64xf32>) outs(%init : tensor<4x64x64x64xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<4x32x66x66xf32>, tensor<64x32x3x3xf32>) outs(%bias : tensor<4x64x64x64xf32>) -> tensor<4x64x64x64xf32>
  return %y : tensor<4x64x64x64xf32>
}
