#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<128x64x3x3xf32>, %arg1: tensor<128xf32>, %arg2: tensor<32x64x128x128xf32>) -> tensor<32x128x64x64xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %padded = tensor.pad %arg2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg3: index, %arg4: index, %arg5: index, %arg6: index):
      tensor.yield %cst : f32
    } : tensor<32x64x128x128xf32> to tensor<32x64x130x130xf32>
    %0 = tensor.empty() : tensor<32x128x128x128xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<128xf32>) outs(%0 : tensor<32x128x128x128xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<32x64x130x130xf32>, tensor<128x64x3x3xf32>) outs(%broadcasted : tensor<32x128x128x128xf32>) -> tensor<32x128x128x128xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<32x128x128x128xf32>) outs(%0 : tensor<32x128x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.cmpf ugt, %in, %cst : f32
      %8 = arith.select %7, %in, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<32x128x128x128xf32>
    %3 = tensor.empty() : tensor<32x128x64x64xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<32x128x64x64xf32>) -> tensor<32x128x64x64xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<32x128x128x128xf32>, tensor<2x2xf32>) outs(%4 : tensor<32x128x64x64xf32>) -> tensor<32x128x64x64xf32>
    return %6 : tensor<32x128x64x64xf32>
  }
}
