// A 5x5 f32 box sum (shared-memory tiles, the edge tiles partial) and a 3x3
// depthwise convolution with stride 2 (a filter per channel).
#input = affine_map<(i, j, di, dj) -> (i + di, j + dj)>
#window = affine_map<(i, j, di, dj) -> (di, dj)>
#output = affine_map<(i, j, di, dj) -> (i, j)>
func.func @box(%x: tensor<1004x1004xf32>) -> tensor<1000x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %w = tensor.empty() : tensor<5x5xf32>
  %init = tensor.empty() : tensor<1000x1000xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1000x1000xf32>) -> tensor<1000x1000xf32>
  %sum = linalg.generic {indexing_maps = [#input, #window, #output],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<1004x1004xf32>, tensor<5x5xf32>) outs(%acc : tensor<1000x1000xf32>) {
  ^bb0(%v: f32, %u: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<1000x1000xf32>
  return %sum : tensor<1000x1000xf32>
}

func.func @depthwise(%x: tensor<4x57x57x96xf32>, %f: tensor<3x3x96xf32>) -> tensor<4x28x28x96xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x28x28x96xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x28x28x96xf32>) -> tensor<4x28x28x96xf32>
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %f : tensor<4x57x57x96xf32>, tensor<3x3x96xf32>)
      outs(%acc : tensor<4x28x28x96xf32>) -> tensor<4x28x28x96xf32>
  return %y : tensor<4x28x28x96xf32>
}

// Average pooling in f64, NHWC: the vector kernel's double2 lanes, each
// with the scale fused after its window.
func.func @avg_pool(%x: tensor<2x31x31x16xf64>) -> tensor<2x15x15x16xf64> {
  %zero = arith.constant 0.0 : f64
  %ninth = arith.constant 0.1111111111111111 : f64
  %window = tensor.empty() : tensor<3x3xf64>
  %init = tensor.empty() : tensor<2x15x15x16xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<2x15x15x16xf64>) -> tensor<2x15x15x16xf64>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<2x31x31x16xf64>, tensor<3x3xf64>)
      outs(%acc : tensor<2x15x15x16xf64>) -> tensor<2x15x15x16xf64>
  %mean = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x15x15x16xf64>) outs(%init : tensor<2x15x15x16xf64>) {
  ^bb0(%s: f64, %out: f64):
    %r = arith.mulf %s, %ninth : f64
    linalg.yield %r : f64
  } -> tensor<2x15x15x16xf64>
  return %mean : tensor<2x15x15x16xf64>
}
