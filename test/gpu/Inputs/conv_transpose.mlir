// Transposed convolutions as `python -m hiera export` writes them (see
// test/Transforms/conv-transpose.mlir): cuDNN's backward-data
// convolution, in 1-D and 2-D with a bias and output padding, in 3-D with
// a dilation and no bias, and in 2-D in two groups.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#gmap = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @conv_transpose2d(%arg0: tensor<3x4x3x3xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2x3x5x6xf32>) -> tensor<2x4x10x12xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<4x3x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<4x3x3x3xf32>) {
    ^bb0(%out: f32):
      %7 = linalg.index 0 : index
      %8 = linalg.index 1 : index
      %9 = linalg.index 2 : index
      %10 = linalg.index 3 : index
      %11 = arith.subi %c2, %9 : index
      %12 = arith.subi %c2, %10 : index
      %extracted = tensor.extract %arg0[%8, %7, %11, %12] : tensor<3x4x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<4x3x3x3xf32>
    %3 = tensor.empty() : tensor<2x3x12x14xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x3x12x14xf32>) -> tensor<2x3x12x14xf32>
    %inserted_slice = tensor.insert_slice %arg2 into %4[0, 0, 1, 1] [2, 3, 5, 6] [1, 1, 2, 2] : tensor<2x3x5x6xf32> into tensor<2x3x12x14xf32>
    %5 = tensor.empty() : tensor<2x4x10x12xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<4xf32>) outs(%5 : tensor<2x4x10x12xf32>) dimensions = [0, 2, 3]
    %6 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%inserted_slice, %2 : tensor<2x3x12x14xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted : tensor<2x4x10x12xf32>) -> tensor<2x4x10x12xf32>
    return %6 : tensor<2x4x10x12xf32>
  }
  func.func @conv_transpose3d(%arg0: tensor<2x3x2x3x3xf32>, %arg1: tensor<1x2x3x4x5xf32>) -> tensor<1x3x4x7x13xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<3x2x2x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x2x2x3x3xf32>) -> tensor<3x2x2x3x3xf32>
    %2 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<3x2x2x3x3xf32>) {
    ^bb0(%out: f32):
      %8 = linalg.index 0 : index
      %9 = linalg.index 1 : index
      %10 = linalg.index 2 : index
      %11 = linalg.index 3 : index
      %12 = linalg.index 4 : index
      %13 = arith.subi %c1, %10 : index
      %14 = arith.subi %c2, %11 : index
      %15 = arith.subi %c2, %12 : index
      %extracted = tensor.extract %arg0[%9, %8, %13, %14, %15] : tensor<2x3x2x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x2x2x3x3xf32>
    %3 = tensor.empty() : tensor<1x2x5x9x17xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<1x2x5x9x17xf32>) -> tensor<1x2x5x9x17xf32>
    %inserted_slice = tensor.insert_slice %arg1 into %4[0, 0, 1, 1, 4] [1, 2, 3, 4, 5] [1, 1, 1, 2, 2] : tensor<1x2x3x4x5xf32> into tensor<1x2x5x9x17xf32>
    %5 = tensor.empty() : tensor<1x3x4x7x13xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<1x3x4x7x13xf32>) -> tensor<1x3x4x7x13xf32>
    %7 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<[1, 1, 2]> : vector<3xi64>, strides = dense<1> : vector<3xi64>} ins(%inserted_slice, %2 : tensor<1x2x5x9x17xf32>, tensor<3x2x2x3x3xf32>) outs(%6 : tensor<1x3x4x7x13xf32>) -> tensor<1x3x4x7x13xf32>
    return %7 : tensor<1x3x4x7x13xf32>
  }
  func.func @conv_transpose1d(%arg0: tensor<3x5x3xf32>, %arg1: tensor<5xf32>, %arg2: tensor<2x3x7xf32>) -> tensor<2x5x14xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %0 = tensor.empty() : tensor<5x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<5x3x3xf32>) -> tensor<5x3x3xf32>
    %2 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel", "parallel", "parallel"]} outs(%1 : tensor<5x3x3xf32>) {
    ^bb0(%out: f32):
      %7 = linalg.index 0 : index
      %8 = linalg.index 1 : index
      %9 = linalg.index 2 : index
      %10 = arith.subi %c2, %9 : index
      %extracted = tensor.extract %arg0[%8, %7, %10] : tensor<3x5x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x3x3xf32>
    %3 = tensor.empty() : tensor<2x3x16xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x3x16xf32>) -> tensor<2x3x16xf32>
    %inserted_slice = tensor.insert_slice %arg2 into %4[0, 0, 1] [2, 3, 7] [1, 1, 2] : tensor<2x3x7xf32> into tensor<2x3x16xf32>
    %5 = tensor.empty() : tensor<2x5x14xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<5xf32>) outs(%5 : tensor<2x5x14xf32>) dimensions = [0, 2]
    %6 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>} ins(%inserted_slice, %2 : tensor<2x3x16xf32>, tensor<5x3x3xf32>) outs(%broadcasted : tensor<2x5x14xf32>) -> tensor<2x5x14xf32>
    return %6 : tensor<2x5x14xf32>
  }
  func.func @conv_transpose2d_grouped(%arg0: tensor<4x3x3x3xf32>, %arg1: tensor<2x4x5x5xf32>) -> tensor<2x6x11x11xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c2 = arith.constant 2 : index
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2], [3], [4]] output_shape [2, 2, 3, 3, 3] : tensor<4x3x3x3xf32> into tensor<2x2x3x3x3xf32>
    %0 = tensor.empty() : tensor<2x3x2x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x3x2x3x3xf32>) -> tensor<2x3x2x3x3xf32>
    %2 = linalg.generic {indexing_maps = [#gmap], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%1 : tensor<2x3x2x3x3xf32>) {
    ^bb0(%out: f32):
      %8 = linalg.index 0 : index
      %9 = linalg.index 1 : index
      %10 = linalg.index 2 : index
      %11 = linalg.index 3 : index
      %12 = linalg.index 4 : index
      %13 = arith.subi %c2, %11 : index
      %14 = arith.subi %c2, %12 : index
      %extracted = tensor.extract %expanded[%8, %10, %9, %13, %14] : tensor<2x2x3x3x3xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x3x2x3x3xf32>
    %3 = tensor.empty() : tensor<2x4x15x15xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x4x15x15xf32>) -> tensor<2x4x15x15xf32>
    %inserted_slice = tensor.insert_slice %arg1 into %4[0, 0, 3, 3] [2, 4, 5, 5] [1, 1, 2, 2] : tensor<2x4x5x5xf32> into tensor<2x4x15x15xf32>
    %5 = tensor.empty() : tensor<2x6x11x11xf32>
    %expanded_0 = tensor.expand_shape %inserted_slice [[0], [1, 2], [3], [4]] output_shape [2, 2, 2, 15, 15] : tensor<2x4x15x15xf32> into tensor<2x2x2x15x15xf32>
    %expanded_1 = tensor.expand_shape %5 [[0], [1, 2], [3], [4]] output_shape [2, 2, 3, 11, 11] : tensor<2x6x11x11xf32> into tensor<2x2x3x11x11xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%expanded_1 : tensor<2x2x3x11x11xf32>) -> tensor<2x2x3x11x11xf32>
    %7 = linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_0, %2 : tensor<2x2x2x15x15xf32>, tensor<2x3x2x3x3xf32>) outs(%6 : tensor<2x2x3x11x11xf32>) -> tensor<2x2x3x11x11xf32>
    %collapsed = tensor.collapse_shape %7 [[0], [1, 2], [3], [4]] : tensor<2x2x3x11x11xf32> into tensor<2x6x11x11xf32>
    return %collapsed : tensor<2x6x11x11xf32>
  }
}
