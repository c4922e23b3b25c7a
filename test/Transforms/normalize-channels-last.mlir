// RUN: hiera-opt %s -split-input-file --hiera-normalize="convolution-layout=channels-last" | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s --check-prefix=AS-WRITTEN
// RUN: hiera-opt %s -split-input-file --hiera-plan="convolution-layout=channels-last" | FileCheck %s --check-prefix=PLAN
// RUN: not hiera-opt %s -split-input-file --hiera-normalize="convolution-layout=nhwc" 2>&1 | FileCheck %s --check-prefix=BAD

// BAD: hiera-normalize: convolution-layout is as-written or channels-last, not 'nhwc'

// Two padded convolutions with bias and ReLU, then a minimum over channels,
// as torch-mlir exports them (TF32 convolutions, PyTorch's default). With
// convolution-layout=channels-last both compute NHWC: the input is permuted
// before its padding, each filter to FHWC, and the permutations between the
// two undo each other through the epilogue, which reads and writes NHWC and
// joins cuDNN's call. The minimum over channels reads contiguous rows.

// CHECK-LABEL: func.func @two_convolutions_then_channel_min
// CHECK-SAME: %[[W1:[a-z0-9]+]]: tensor<8x3x3x3xf32>, %[[B1:[a-z0-9]+]]: tensor<8xf32>, %[[W2:[a-z0-9]+]]: tensor<8x8x3x3xf32>, %[[B2:[a-z0-9]+]]: tensor<8xf32>, %[[X:[a-z0-9]+]]: tensor<2x3x8x8xf32>
// CHECK: %[[XL:.+]] = linalg.generic {{.*}} ins(%[[X]] : tensor<2x3x8x8xf32>) outs({{.*}} : tensor<2x8x8x3xf32>)
// CHECK: %[[XP:.+]] = tensor.pad %[[XL]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[W1L:.+]] = linalg.generic {{.*}} ins(%[[W1]] : tensor<8x3x3x3xf32>)
// CHECK: %[[Y1:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[XP]], %[[W1L]] : tensor<2x10x10x3xf32>, tensor<8x3x3x3xf32>)
// CHECK: %[[R1:.+]] = linalg.generic {indexing_maps = [#[[ID:map[0-9]*]], #[[LAST:map[0-9]*]], #[[ID]]]{{.*}} ins(%[[Y1]], %[[B1]] : tensor<2x8x8x8xf32>, tensor<8xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK: %[[R1P:.+]] = tensor.pad %[[R1]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: %[[W2L:.+]] = linalg.generic {{.*}} ins(%[[W2]] : tensor<8x8x3x3xf32>) outs({{.*}} : tensor<8x3x3x8xf32>)
// CHECK: %[[Y2:.+]] = linalg.conv_2d_nhwc_fhwc {{.*}} ins(%[[R1P]], %[[W2L]] : tensor<2x10x10x8xf32>, tensor<8x3x3x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[Y2]], %[[B2]] : tensor<2x8x8x8xf32>, tensor<8xf32>)
// CHECK: tensor.collapse_shape {{.*}} {{\[}}[0, 1, 2], [3]] : tensor<2x8x8x8xf32> into tensor<128x8xf32>
// CHECK: %[[MIN:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK: arith.minimumf
// CHECK: tensor.expand_shape %[[MIN]] {{\[}}[0, 1, 2]] output_shape [2, 8, 8] : tensor<128xf32> into tensor<2x8x8xf32>
// CHECK-NOT: hiera.back_to_channels_first

// By default, both stay channels-first (the runtime times channels-last
// copies of each convolution instead).
// AS-WRITTEN-LABEL: func.func @two_convolutions_then_channel_min
// AS-WRITTEN-COUNT-2: linalg.conv_2d_nchw_fchw
// AS-WRITTEN-NOT: conv_2d_nhwc_fhwc

// Planned: the input and the filters are permuted in tasks of their own;
// the first convolution's bias and ReLU join its cuDNN call, the second's
// bias too; the ReLU and the minimum over channels are one row reduction.
// PLAN-LABEL: func.func @two_convolutions_then_channel_min
// PLAN: plan.task "elementwise_0"
// PLAN: plan.task "elementwise_1"
// PLAN: plan.task "conv_2d_nhwc_fhwc_2"
// PLAN: epilogue = bias|relu
// PLAN: plan.task "elementwise_3"
// PLAN: plan.task "conv_2d_nhwc_fhwc_4"
// PLAN: epilogue = bias>
// PLAN: plan.task "reduction_5"
// PLAN: plan.variant "rows_{{.*}}selected
// PLAN-NOT: plan.task

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @two_convolutions_then_channel_min(%arg0: tensor<8x3x3x3xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8x3x3xf32>, %arg3: tensor<8xf32>, %arg4: tensor<2x3x8x8xf32>) -> tensor<2x8x8xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0x7F800000 : f32
    %padded = tensor.pad %arg4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst : f32
    } : tensor<2x3x8x8xf32> to tensor<2x3x10x10xf32>
    %0 = tensor.empty() : tensor<2x8x8x8xf32>
    %broadcasted = linalg.broadcast ins(%arg1 : tensor<8xf32>) outs(%0 : tensor<2x8x8x8xf32>) dimensions = [0, 2, 3]
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg0 : tensor<2x3x10x10xf32>, tensor<8x3x3x3xf32>) outs(%broadcasted : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x8x8x8xf32>) outs(%0 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.cmpf ugt, %in, %cst : f32
      %11 = arith.select %10, %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<2x8x8x8xf32>
    %padded_1 = tensor.pad %2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      tensor.yield %cst : f32
    } : tensor<2x8x8x8xf32> to tensor<2x8x10x10xf32>
    %broadcasted_2 = linalg.broadcast ins(%arg3 : tensor<8xf32>) outs(%0 : tensor<2x8x8x8xf32>) dimensions = [0, 2, 3]
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_1, %arg2 : tensor<2x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%broadcasted_2 : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<2x8x8x8xf32>) outs(%0 : tensor<2x8x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.cmpf ugt, %in, %cst : f32
      %11 = arith.select %10, %in, %cst : f32
      linalg.yield %11 : f32
    } -> tensor<2x8x8x8xf32>
    %5 = tensor.empty() : tensor<2x8x8xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<2x8x8xi64>) -> tensor<2x8x8xi64>
    %7 = tensor.empty() : tensor<2x8x8xf32>
    %8 = linalg.fill ins(%cst_0 : f32) outs(%7 : tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %9:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%4 : tensor<2x8x8x8xf32>) outs(%8, %6 : tensor<2x8x8xf32>, tensor<2x8x8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_3: i64):
      %10 = linalg.index 1 : index
      %11 = arith.index_cast %10 : index to i64
      %12 = arith.minimumf %in, %out : f32
      %13 = arith.cmpf olt, %in, %out : f32
      %14 = arith.select %13, %11, %out_3 : i64
      linalg.yield %12, %14 : f32, i64
    } -> (tensor<2x8x8xf32>, tensor<2x8x8xi64>)
    return %9#0 : tensor<2x8x8xf32>
  }
}

// -----

// Convolutions that keep their layout: in strict f32 (no tensor-core
// engine reads channels-last data faster there); with only a bias after
// it before it is returned (cuDNN fuses the bias, and the runtime times
// the convolution on channels-last copies where that is faster); read by
// a max pool or by a sum over its spatial dimensions (a norm's), which
// would read channels-last data across memory.

// CHECK-LABEL: func.func @strict
// PLAN-LABEL: func.func @strict
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: conv_2d_nhwc_fhwc
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = strict>} {
  func.func @strict(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8x6x6xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<2x8x6x6xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %tanh = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<2x8x6x6xf32>) outs(%empty : tensor<2x8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = math.tanh %in : f32
      linalg.yield %t : f32
    } -> tensor<2x8x6x6xf32>
    return %tanh : tensor<2x8x6x6xf32>
  }
}

// -----

// CHECK-LABEL: func.func @bias_returned
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: conv_2d_nhwc_fhwc
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#bias = affine_map<(d0, d1, d2, d3) -> (d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @bias_returned(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x6x6xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<2x8x6x6xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %biased = linalg.generic {indexing_maps = [#map, #bias, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %b : tensor<2x8x6x6xf32>, tensor<8xf32>) outs(%empty : tensor<2x8x6x6xf32>) {
    ^bb0(%in: f32, %bi: f32, %out: f32):
      %s = arith.addf %in, %bi : f32
      linalg.yield %s : f32
    } -> tensor<2x8x6x6xf32>
    return %biased : tensor<2x8x6x6xf32>
  }
}

// -----

// CHECK-LABEL: func.func @max_pooled
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: conv_2d_nhwc_fhwc
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @max_pooled(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8x3x3xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %lowest = arith.constant 0xFF800000 : f32
    %empty = tensor.empty() : tensor<2x8x6x6xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %window = tensor.empty() : tensor<2x2xf32>
    %pooled_empty = tensor.empty() : tensor<2x8x3x3xf32>
    %pooled_fill = linalg.fill ins(%lowest : f32) outs(%pooled_empty : tensor<2x8x3x3xf32>) -> tensor<2x8x3x3xf32>
    %pooled = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%conv, %window : tensor<2x8x6x6xf32>, tensor<2x2xf32>) outs(%pooled_fill : tensor<2x8x3x3xf32>) -> tensor<2x8x3x3xf32>
    return %pooled : tensor<2x8x3x3xf32>
  }
}

// -----

// CHECK-LABEL: func.func @spatial_sum
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: conv_2d_nhwc_fhwc
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#rows = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @spatial_sum(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<2x8x6x6xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %sum_empty = tensor.empty() : tensor<2x8xf32>
    %sum_fill = linalg.fill ins(%zero : f32) outs(%sum_empty : tensor<2x8xf32>) -> tensor<2x8xf32>
    %sum = linalg.generic {indexing_maps = [#map, #rows], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%conv : tensor<2x8x6x6xf32>) outs(%sum_fill : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<2x8xf32>
    return %sum : tensor<2x8xf32>
  }
}

// -----

// An op after the convolution that cuDNN does not fuse (a tanh) reads the
// channels-last result and writes the returned one channels first: the
// convolution's result is not copied back apart.

// CHECK-LABEL: func.func @tanh_returned
// CHECK: %[[Y:.+]] = linalg.conv_2d_nhwc_fhwc
// CHECK: linalg.generic {indexing_maps = [#[[ACROSS:map[0-9]*]], #[[IN_ORDER:map[0-9]*]]]{{.*}} ins(%[[Y]] : tensor<2x6x6x8xf32>) outs({{.*}} : tensor<2x8x6x6xf32>)
// CHECK: math.tanh
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @tanh_returned(%x: tensor<2x3x8x8xf32>, %w: tensor<8x3x3x3xf32>) -> tensor<2x8x6x6xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %empty = tensor.empty() : tensor<2x8x6x6xf32>
    %fill = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %tanh = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<2x8x6x6xf32>) outs(%empty : tensor<2x8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %t = math.tanh %in : f32
      linalg.yield %t : f32
    } -> tensor<2x8x6x6xf32>
    return %tanh : tensor<2x8x6x6xf32>
  }
}

// -----

// A convolution read by one that keeps its layout (its result max-pooled)
// keeps its own too: the permutations would not undo each other, and a
// kernel between them would read across memory. Both stay channels-first.

// CHECK-LABEL: func.func @chain_to_a_pool
// CHECK-COUNT-2: linalg.conv_2d_nchw_fchw
// CHECK-NOT: conv_2d_nhwc_fhwc
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @chain_to_a_pool(%x: tensor<2x3x8x8xf32>, %w1: tensor<8x3x3x3xf32>, %w2: tensor<8x8x3x3xf32>) -> tensor<2x8x2x2xf32> {
    %zero = arith.constant 0.000000e+00 : f32
    %lowest = arith.constant 0xFF800000 : f32
    %empty1 = tensor.empty() : tensor<2x8x6x6xf32>
    %fill1 = linalg.fill ins(%zero : f32) outs(%empty1 : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %conv1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w1 : tensor<2x3x8x8xf32>, tensor<8x3x3x3xf32>) outs(%fill1 : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
    %relu = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv1 : tensor<2x8x6x6xf32>) outs(%empty1 : tensor<2x8x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.maximumf %in, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2x8x6x6xf32>
    %empty2 = tensor.empty() : tensor<2x8x4x4xf32>
    %fill2 = linalg.fill ins(%zero : f32) outs(%empty2 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %conv2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%relu, %w2 : tensor<2x8x6x6xf32>, tensor<8x8x3x3xf32>) outs(%fill2 : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
    %window = tensor.empty() : tensor<2x2xf32>
    %pooled_empty = tensor.empty() : tensor<2x8x2x2xf32>
    %pooled_fill = linalg.fill ins(%lowest : f32) outs(%pooled_empty : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    %pooled = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%conv2, %window : tensor<2x8x4x4xf32>, tensor<2x2xf32>) outs(%pooled_fill : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
    return %pooled : tensor<2x8x2x2xf32>
  }
}
