// Windows whose innermost dimension is the windowed one, over widths that
// vectors divide: each window row's input span is read as aligned vectors
// (spans), padded and not, weighted and not, in f32 and f64. A max pool
// padded with -inf, strided; a depthwise 3x3 convolution padded with zeros,
// its ReLU fused; a 2x2 average pool; a max pool in f64.
func.func @max_pool(%x: tensor<2x3x32x64xf32>) -> tensor<2x3x16x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x32x64xf32> to tensor<2x3x34x66xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x3x16x32xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x16x32xf32>) -> tensor<2x3x16x32xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x3x34x66xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x3x16x32xf32>) -> tensor<2x3x16x32xf32>
  return %y : tensor<2x3x16x32xf32>
}

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @depthwise_relu(%x: tensor<2x8x16x32xf32>, %f: tensor<8x3x3xf32>) -> tensor<2x8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x8x16x32xf32> to tensor<2x8x18x34xf32>
  %init = tensor.empty() : tensor<2x8x16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x8x18x34xf32>, tensor<8x3x3xf32>)
      outs(%acc : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %y = linalg.generic {indexing_maps = [#nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<2x8x16x32xf32>) outs(%init : tensor<2x8x16x32xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8x16x32xf32>
  return %y : tensor<2x8x16x32xf32>
}

func.func @avg_pool(%x: tensor<2x4x32x64xf32>) -> tensor<2x4x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %quarter = arith.constant 4.0 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<2x4x16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x16x32xf32>) -> tensor<2x4x16x32xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %window : tensor<2x4x32x64xf32>, tensor<2x2xf32>)
      outs(%acc : tensor<2x4x16x32xf32>) -> tensor<2x4x16x32xf32>
  %y = linalg.generic {indexing_maps = [#nchw, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x4x16x32xf32>) outs(%init : tensor<2x4x16x32xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.divf %v, %quarter : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x32xf32>
  return %y : tensor<2x4x16x32xf32>
}

func.func @max_pool_f64(%x: tensor<2x2x16x32xf64>) -> tensor<2x2x8x16xf64> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f64
  } : tensor<2x2x16x32xf64> to tensor<2x2x18x34xf64>
  %window = tensor.empty() : tensor<3x3xf64>
  %init = tensor.empty() : tensor<2x2x8x16xf64>
  %acc = linalg.fill ins(%ninf : f64) outs(%init : tensor<2x2x8x16xf64>) -> tensor<2x2x8x16xf64>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x2x18x34xf64>, tensor<3x3xf64>)
      outs(%acc : tensor<2x2x8x16xf64>) -> tensor<2x2x8x16xf64>
  return %y : tensor<2x2x8x16xf64>
}
