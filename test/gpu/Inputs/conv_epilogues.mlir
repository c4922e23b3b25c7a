// Convolutions with their epilogues, as `python -m hiera export` writes a
// module of four: 3x3 with a bias, 3x3 with a bias and a relu, grouped with
// a bias, and 3-D with a bias. cuDNN runs each through a backend plan
// (test/gpu/cudnn-apis.test runs them through both APIs).
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<16x8x3x3xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x8x3x3xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x4x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<8x4x3x3x3xf32>, %arg7: tensor<8xf32>, %arg8: tensor<2x8x12x10xf32>, %arg9: tensor<2x4x6x5x7xf32>) -> (tensor<2x16x12x10xf32>, tensor<2x16x12x10xf32>, tensor<2x16x12x10xf32>, tensor<2x8x6x5x7xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %padded = tensor.pad %arg8 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst : f32
    } : tensor<2x8x12x10xf32> to tensor<2x8x14x12xf32>
    %0 = tensor.empty() : tensor<2x16x12x10xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<16xf32>) outs(%0 : tensor<2x16x12x10xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<2x8x14x12xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted : tensor<2x16x12x10xf32>) -> tensor<2x16x12x10xf32>
    %broadcasted_0 = linalg.broadcast ins(%arg3 : tensor<16xf32>) outs(%0 : tensor<2x16x12x10xf32>) dimensions = [0, 2, 3] 
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg2 : tensor<2x8x14x12xf32>, tensor<16x8x3x3xf32>) outs(%broadcasted_0 : tensor<2x16x12x10xf32>) -> tensor<2x16x12x10xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x16x12x10xf32>) outs(%0 : tensor<2x16x12x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.cmpf ugt, %in, %cst : f32
      %8 = arith.select %7, %in, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<2x16x12x10xf32>
    %padded_1 = tensor.pad %1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index):
      tensor.yield %cst : f32
    } : tensor<2x16x12x10xf32> to tensor<2x16x14x12xf32>
    %broadcasted_2 = linalg.broadcast ins(%arg5 : tensor<16xf32>) outs(%0 : tensor<2x16x12x10xf32>) dimensions = [0, 2, 3] 
    %expanded = tensor.expand_shape %padded_1 [[0], [1, 2], [3], [4]] output_shape [2, 4, 4, 14, 12] : tensor<2x16x14x12xf32> into tensor<2x4x4x14x12xf32>
    %expanded_3 = tensor.expand_shape %arg4 [[0, 1], [2], [3], [4]] output_shape [4, 4, 4, 3, 3] : tensor<16x4x3x3xf32> into tensor<4x4x4x3x3xf32>
    %expanded_4 = tensor.expand_shape %broadcasted_2 [[0], [1, 2], [3], [4]] output_shape [2, 4, 4, 12, 10] : tensor<2x16x12x10xf32> into tensor<2x4x4x12x10xf32>
    %4 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded, %expanded_3 : tensor<2x4x4x14x12xf32>, tensor<4x4x4x3x3xf32>) outs(%expanded_4 : tensor<2x4x4x12x10xf32>) -> tensor<2x4x4x12x10xf32>
    %collapsed = tensor.collapse_shape %4 [[0], [1, 2], [3], [4]] : tensor<2x4x4x12x10xf32> into tensor<2x16x12x10xf32>
    %padded_5 = tensor.pad %arg9 low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
    ^bb0(%arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<2x4x6x5x7xf32> to tensor<2x4x8x7x9xf32>
    %5 = tensor.empty() : tensor<2x8x6x5x7xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg7 : tensor<8xf32>) outs(%5 : tensor<2x8x6x5x7xf32>) dimensions = [0, 2, 3, 4] 
    %6 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%padded_5, %arg6 : tensor<2x4x8x7x9xf32>, tensor<8x4x3x3x3xf32>) outs(%broadcasted_6 : tensor<2x8x6x5x7xf32>) -> tensor<2x8x6x5x7xf32>
    return %1, %3, %collapsed, %6 : tensor<2x16x12x10xf32>, tensor<2x16x12x10xf32>, tensor<2x16x12x10xf32>, tensor<2x8x6x5x7xf32>
  }
}
