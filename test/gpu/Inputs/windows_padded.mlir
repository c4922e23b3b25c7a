// Windows over padded inputs, as torch-mlir writes them (a tensor.pad, then
// the NCHW op): the padding joins the task, and the kernels read the border
// as bounds. Widths that no vector divides; a max pool padded with -inf,
// strided; a depthwise 5x5 convolution padded with zeros, with its ReLU
// fused; a convolution cuDNN pads itself.
func.func @max_pool(%x: tensor<2x3x33x35xf32>) -> tensor<2x3x17x18xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x33x35xf32> to tensor<2x3x35x37xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x3x17x18xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x17x18xf32>) -> tensor<2x3x17x18xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x3x35x37xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x3x17x18xf32>) -> tensor<2x3x17x18xf32>
  return %y : tensor<2x3x17x18xf32>
}

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @depthwise_relu(%x: tensor<2x8x31x29xf32>, %f: tensor<8x5x5xf32>) -> tensor<2x8x31x29xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x8x31x29xf32> to tensor<2x8x35x33xf32>
  %init = tensor.empty() : tensor<2x8x31x29xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x31x29xf32>) -> tensor<2x8x31x29xf32>
  %conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x8x35x33xf32>, tensor<8x5x5xf32>)
      outs(%acc : tensor<2x8x31x29xf32>) -> tensor<2x8x31x29xf32>
  %y = linalg.generic {indexing_maps = [#nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<2x8x31x29xf32>) outs(%init : tensor<2x8x31x29xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8x31x29xf32>
  return %y : tensor<2x8x31x29xf32>
}

func.func @conv(%x: tensor<2x4x15x13xf32>, %f: tensor<6x4x3x3xf32>) -> tensor<2x6x15x13xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x4x15x13xf32> to tensor<2x4x17x15xf32>
  %init = tensor.empty() : tensor<2x6x15x13xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x6x15x13xf32>) -> tensor<2x6x15x13xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x4x17x15xf32>, tensor<6x4x3x3xf32>)
      outs(%acc : tensor<2x6x15x13xf32>) -> tensor<2x6x15x13xf32>
  return %y : tensor<2x6x15x13xf32>
}
