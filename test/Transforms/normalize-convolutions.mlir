// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s --check-prefix=PLAN

// Convolutions in the forms torch-mlir writes that no library call reads
// as they are: every one becomes a 2-D convolution cuDNN takes, and what
// feeds it an elementwise op a kernel computes. No task is left to linalg.
// PLAN-NOT: #plan.space<linalg> selected

// nn.Conv1d with padding and a bias, as torch-mlir writes it: the bias
// broadcast into the destination, the input padded. It becomes an NCHW
// convolution of height 1: the padding moves past the reshape, the bias
// is added after, on the 2-D result, and joins cuDNN's call.
// CHECK-LABEL: func.func @conv1d
// CHECK-DAG: %[[X:.*]] = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [8, 16, 1, 100]
// CHECK-DAG: %[[W:.*]] = tensor.expand_shape %arg1 {{\[\[}}0], [1], [2, 3]] output_shape [32, 16, 1, 5]
// CHECK-DAG: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 0, 2] high[0, 0, 0, 2]
// CHECK: %[[Y:.*]] = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 3]> : vector<2xi64>, strides = dense<[1, 2]> : vector<2xi64>} ins(%[[P]], %[[W]] : tensor<8x16x1x104xf32>, tensor<32x16x1x5xf32>)
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[Y]], %arg2 : tensor<8x32x1x46xf32>, tensor<32xf32>)
// CHECK: tensor.collapse_shape %[[B]] {{\[\[}}0], [1], [2, 3]] : tensor<8x32x1x46xf32> into tensor<8x32x46xf32>
// CHECK-NOT: conv_1d
// PLAN-LABEL: func.func @conv1d
// PLAN: plan.task "conv_2d_nchw_fchw_0"
// PLAN: "cudnn_conv2d" #plan.space<library> selected call = {{.*}}epilogue = bias>
// PLAN-NOT: plan.task
#bias = affine_map<(d0, d1, d2) -> (d1)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @conv1d(%x: tensor<8x16x100xf32>, %w: tensor<32x16x5xf32>, %b: tensor<32xf32>) -> tensor<8x32x46xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 2] high[0, 0, 2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %zero : f32
  } : tensor<8x16x100xf32> to tensor<8x16x104xf32>
  %e = tensor.empty() : tensor<8x32x46xf32>
  %init = linalg.generic {indexing_maps = [#bias, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<32xf32>) outs(%e : tensor<8x32x46xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x32x46xf32>
  %y = linalg.conv_1d_ncw_fcw {dilations = dense<3> : vector<1xi64>, strides = dense<2> : vector<1xi64>}
      ins(%padded, %w : tensor<8x16x104xf32>, tensor<32x16x5xf32>) outs(%init : tensor<8x32x46xf32>) -> tensor<8x32x46xf32>
  return %y : tensor<8x32x46xf32>
}

// -----

// Channels-last 1-D (NWC with WCF filters, as TensorFlow writes it): NHWC
// of height 1, its filter to FHWC.
// CHECK-LABEL: func.func @conv1d_nwc
// CHECK: linalg.transpose
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins({{.*}} : tensor<4x1x30x8xf32>, tensor<16x1x3x8xf32>)
// CHECK: tensor.collapse_shape {{.*}} : tensor<4x1x28x16xf32> into tensor<4x28x16xf32>
// PLAN-LABEL: func.func @conv1d_nwc
// PLAN: "cudnn_conv2d" #plan.space<library> selected
func.func @conv1d_nwc(%x: tensor<4x30x8xf32>, %w: tensor<3x8x16xf32>) -> tensor<4x28x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x28x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x28x16xf32>) -> tensor<4x28x16xf32>
  %y = linalg.conv_1d_nwc_wcf {dilations = dense<1> : vector<1xi64>, strides = dense<1> : vector<1xi64>}
      ins(%x, %w : tensor<4x30x8xf32>, tensor<3x8x16xf32>) outs(%f : tensor<4x28x16xf32>) -> tensor<4x28x16xf32>
  return %y : tensor<4x28x16xf32>
}

// -----

// nn.ConvTranspose2d(32, 16, 4, stride=2, padding=1) as torch-mlir writes
// it: the input spread into zeros with a stride of 2 and a border of 2,
// then a unit-stride convolution with the flipped filter. The spreading
// becomes one elementwise op: a point on the slice's lattice reads the
// input, any other yields zero.
// CHECK-LABEL: func.func @spread
// CHECK-NOT: tensor.insert_slice
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x32x23x23xf32>)
// CHECK: %[[H:.*]] = linalg.index 2 : index
// CHECK: %[[HR:.*]] = arith.subi %[[H]], %c2 : index
// CHECK: %[[HIN:.*]] = arith.cmpi ult, %[[HR]], %c20 : index
// CHECK: %[[HREM:.*]] = arith.remui %[[HR]], %c2 : index
// CHECK: %[[HLAT:.*]] = arith.cmpi eq, %[[HREM]], %c0 : index
// CHECK: %[[HON:.*]] = arith.andi %[[HIN]], %[[HLAT]] : i1
// CHECK: %[[HQ:.*]] = arith.divui %[[HR]], %c2 : index
// CHECK: %[[HAT:.*]] = arith.select %[[HON]], %[[HQ]], %c0 : index
// CHECK: %[[V:.*]] = tensor.extract %arg0[%{{.*}}, %{{.*}}, %[[HAT]], %{{.*}}] : tensor<2x32x10x10xf32>
// CHECK: arith.select %{{.*}}, %[[V]], %cst : f32
// CHECK: linalg.conv_2d_nchw_fchw
// PLAN-LABEL: func.func @spread
// PLAN: plan.task "elementwise_0"
// PLAN: "elementwise_scalar" #plan.space<custom> selected
// PLAN: "cudnn_conv2d" #plan.space<library> selected
func.func @spread(%x: tensor<2x32x10x10xf32>, %w: tensor<16x32x4x4xf32>) -> tensor<2x16x20x20xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x32x23x23xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x32x23x23xf32>) -> tensor<2x32x23x23xf32>
  %s = tensor.insert_slice %x into %f[0, 0, 2, 2] [2, 32, 10, 10] [1, 1, 2, 2] : tensor<2x32x10x10xf32> into tensor<2x32x23x23xf32>
  %e2 = tensor.empty() : tensor<2x16x20x20xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x16x20x20xf32>) -> tensor<2x16x20x20xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%s, %w : tensor<2x32x23x23xf32>, tensor<16x32x4x4xf32>) outs(%f2 : tensor<2x16x20x20xf32>) -> tensor<2x16x20x20xf32>
  return %y : tensor<2x16x20x20xf32>
}

// -----

// nn.Conv2d(32, 64, 3, padding=1, groups=4) as torch-mlir writes it: the
// padded input and the bias broadcast into the destination split into
// groups by reshapes. The reshapes go before the padding and the
// broadcast, so that the convolution reads its own padding and starts
// from zero, the bias added after, per (group, channel): the merge of the
// two moves past the add, and one grouped cuDNN call adds the bias.
// CHECK-LABEL: func.func @grouped
// CHECK-DAG: %[[X:.*]] = tensor.expand_shape %arg2 {{\[\[}}0], [1, 2], [3], [4]] output_shape [4, 4, 8, 16, 16]
// CHECK-DAG: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 0, 1, 1] high[0, 0, 0, 1, 1]
// CHECK: %[[F:.*]] = linalg.fill
// CHECK: %[[Y:.*]] = linalg.conv_2d_ngchw_gfchw {{.*}} ins(%[[P]], %{{.*}} : tensor<4x4x8x18x18xf32>, tensor<4x16x8x3x3xf32>) outs(%[[F]] :
// CHECK: %[[B:.*]] = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [4, 16] : tensor<64xf32> into tensor<4x16xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[Y]], %[[B]] : tensor<4x4x16x16x16xf32>, tensor<4x16xf32>)
// CHECK: tensor.collapse_shape %[[S]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<4x4x16x16x16xf32> into tensor<4x64x16x16xf32>
// PLAN-LABEL: func.func @grouped
// PLAN: plan.task "conv_2d_ngchw_gfchw_0"
// PLAN-SAME: tensor<4x16xf32>
// PLAN: "cudnn_conv2d_grouped" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_forward", args = [{{.*}}, i32 1, input 0, input 1, input 2, output 0], epilogue = bias>
// PLAN-NOT: plan.task
// PLAN: return
func.func @grouped(%w: tensor<64x8x3x3xf32>, %b: tensor<64xf32>, %x: tensor<4x32x16x16xf32>) -> tensor<4x64x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<4x32x16x16xf32> to tensor<4x32x18x18xf32>
  %e = tensor.empty() : tensor<4x64x16x16xf32>
  %bias = linalg.broadcast ins(%b : tensor<64xf32>) outs(%e : tensor<4x64x16x16xf32>) dimensions = [0, 2, 3]
  %xg = tensor.expand_shape %padded [[0], [1, 2], [3], [4]] output_shape [4, 4, 8, 18, 18] : tensor<4x32x18x18xf32> into tensor<4x4x8x18x18xf32>
  %wg = tensor.expand_shape %w [[0, 1], [2], [3], [4]] output_shape [4, 16, 8, 3, 3] : tensor<64x8x3x3xf32> into tensor<4x16x8x3x3xf32>
  %bg = tensor.expand_shape %bias [[0], [1, 2], [3], [4]] output_shape [4, 4, 16, 16, 16] : tensor<4x64x16x16xf32> into tensor<4x4x16x16x16xf32>
  %y = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%xg, %wg : tensor<4x4x8x18x18xf32>, tensor<4x16x8x3x3xf32>) outs(%bg : tensor<4x4x16x16x16xf32>) -> tensor<4x4x16x16x16xf32>
  %c = tensor.collapse_shape %y [[0], [1, 2], [3], [4]] : tensor<4x4x16x16x16xf32> into tensor<4x64x16x16xf32>
  return %c : tensor<4x64x16x16xf32>
}

// -----

// A ViT's patch embedding: 16x16 windows at stride 16, which tile the
// input but for its last 2 rows and 1 column. It becomes a GEMM over
// patches: the covered input regrouped into one row per patch, (2 * 2 * 2,
// 3 * 16 * 16), times the filter as (8, 768), the result transposed back
// to channels first. One library GEMM, no cuDNN sliding window.
// CHECK-LABEL: func.func @patch_embedding
// CHECK: %[[S:.*]] = tensor.extract_slice %arg0[0, 0, 0, 0] [2, 3, 32, 32] [1, 1, 1, 1]
// CHECK: %[[T:.*]] = tensor.expand_shape %[[S]] {{\[\[}}0], [1], [2, 3], [4, 5]] output_shape [2, 3, 2, 16, 2, 16]
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[T]] : tensor<2x3x2x16x2x16xf32>) outs(%{{.*}} : tensor<2x2x2x3x16x16xf32>) permutation = [0, 2, 4, 1, 3, 5]
// CHECK: %[[A:.*]] = tensor.collapse_shape %[[R]] {{\[\[}}0, 1, 2], [3, 4, 5]] : tensor<2x2x2x3x16x16xf32> into tensor<8x768xf32>
// CHECK: %[[B:.*]] = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2, 3]] : tensor<8x3x16x16xf32> into tensor<8x768xf32>
// CHECK: %[[P:.*]] = linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%[[A]], %[[B]] : tensor<8x768xf32>, tensor<8x768xf32>)
// CHECK: %[[U:.*]] = tensor.expand_shape %[[P]] {{\[\[}}0, 1, 2], [3]] output_shape [2, 2, 2, 8]
// CHECK: linalg.transpose ins(%[[U]] : tensor<2x2x2x8xf32>) outs(%{{.*}} : tensor<2x8x2x2xf32>) permutation = [0, 3, 1, 2]
// CHECK-NOT: conv_2d
// PLAN-LABEL: func.func @patch_embedding
// PLAN: "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 8, i64 8, i64 768, i32 0, i32 1,
// PLAN-NOT: cudnn
// PLAN: return
func.func @patch_embedding(%x: tensor<2x3x34x33xf32>, %w: tensor<8x3x16x16xf32>) -> tensor<2x8x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<16> : vector<2xi64>}
      ins(%x, %w : tensor<2x3x34x33xf32>, tensor<8x3x16x16xf32>) outs(%f : tensor<2x8x2x2xf32>) -> tensor<2x8x2x2xf32>
  return %y : tensor<2x8x2x2xf32>
}

// -----

// A video transformer's tubelets: 2x4x4 windows at that stride over an
// NCDHW clip, the same GEMM over patches in three dimensions. A window
// that overlaps (stride below it) stays a convolution.
// CHECK-LABEL: func.func @tubelet_embedding
// CHECK: linalg.transpose ins(%{{.*}} : tensor<1x3x2x2x2x4x2x4xf32>) outs(%{{.*}} : tensor<1x2x2x2x3x2x4x4xf32>) permutation = [0, 2, 4, 6, 1, 3, 5, 7]
// CHECK: linalg.matmul {{.*}} : tensor<8x96xf32>, tensor<6x96xf32>)
// CHECK-LABEL: func.func @overlapping_windows
// CHECK: linalg.conv_2d_nchw_fchw
// PLAN-LABEL: func.func @tubelet_embedding
// PLAN: "cublaslt_matmul" #plan.space<library> selected
// PLAN-NOT: cudnn
// PLAN-LABEL: func.func @overlapping_windows
// PLAN: "cudnn_conv2d" #plan.space<library> selected
func.func @tubelet_embedding(%x: tensor<1x3x4x8x8xf32>, %w: tensor<6x3x2x4x4xf32>) -> tensor<1x6x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x6x2x2x2xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x6x2x2x2xf32>) -> tensor<1x6x2x2x2xf32>
  %y = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 4, 4]> : tensor<3xi64>}
      ins(%x, %w : tensor<1x3x4x8x8xf32>, tensor<6x3x2x4x4xf32>) outs(%f : tensor<1x6x2x2x2xf32>) -> tensor<1x6x2x2x2xf32>
  return %y : tensor<1x6x2x2x2xf32>
}
func.func @overlapping_windows(%x: tensor<2x3x32x32xf32>, %w: tensor<8x3x4x4xf32>) -> tensor<2x8x15x15xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x15x15xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x15x15xf32>) -> tensor<2x8x15x15xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w : tensor<2x3x32x32xf32>, tensor<8x3x4x4xf32>) outs(%f : tensor<2x8x15x15xf32>) -> tensor<2x8x15x15xf32>
  return %y : tensor<2x8x15x15xf32>
}

// -----

// A convolution with a bias whose spatial dimensions a norm reads as one
// (instance norm's statistics): the bias add, which read the collapsed
// result, takes the convolution's shape back and joins cuDNN's call; the
// reduction reads the sum as one row per (batch, channel).
// CHECK-LABEL: func.func @conv_bias_then_row_sum
// CHECK: %[[Y:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[B:.*]] = linalg.generic {{.*}} ins(%[[Y]], %arg2 : tensor<8x16x32x32xf32>, tensor<16xf32>)
// CHECK: tensor.collapse_shape %[[B]] {{\[\[}}0, 1], [2, 3]] : tensor<8x16x32x32xf32> into tensor<128x1024xf32>
// PLAN-LABEL: func.func @conv_bias_then_row_sum
// PLAN: plan.task "conv_2d_nchw_fchw_0"
// PLAN: "cudnn_conv2d" #plan.space<library> selected call = {{.*}}epilogue = bias>
// PLAN: plan.task "reduction_1"
// PLAN-NOT: plan.task
#bias4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rows = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @conv_bias_then_row_sum(%x: tensor<8x3x34x34xf32>, %w: tensor<16x3x3x3xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x16x32x32xf32>
  %init = linalg.generic {indexing_maps = [#bias4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<16xf32>) outs(%e : tensor<8x16x32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<8x16x32x32xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<8x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%init : tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xf32>
  %c = tensor.collapse_shape %y [[0], [1], [2, 3]] : tensor<8x16x32x32xf32> into tensor<8x16x1024xf32>
  %se = tensor.empty() : tensor<8x16xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = linalg.generic {indexing_maps = [#id3, #rows], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%c : tensor<8x16x1024xf32>) outs(%sf : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// A scale is no epilogue the libraries fuse: it stays on the collapsed
// result and joins the reduction that reads it.
// CHECK-LABEL: func.func @conv_scaled_then_row_sum
// CHECK: %[[Y:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[Y]] {{\[\[}}0, 1], [2, 3]] : tensor<8x16x32x32xf32> into tensor<128x1024xf32>
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<128x1024xf32>)
// PLAN-LABEL: func.func @conv_scaled_then_row_sum
// PLAN: "cudnn_conv2d" #plan.space<library> selected call = {{.*}}epilogue = none>
// PLAN: plan.task "reduction_1"
// PLAN-NOT: plan.task
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rows = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @conv_scaled_then_row_sum(%x: tensor<8x3x34x34xf32>, %w: tensor<16x3x3x3xf32>) -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<8x16x32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<8x3x34x34xf32>, tensor<16x3x3x3xf32>) outs(%f : tensor<8x16x32x32xf32>) -> tensor<8x16x32x32xf32>
  %c = tensor.collapse_shape %y [[0], [1], [2, 3]] : tensor<8x16x32x32xf32> into tensor<8x16x1024xf32>
  %me = tensor.empty() : tensor<8x16x1024xf32>
  %m = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c : tensor<8x16x1024xf32>) outs(%me : tensor<8x16x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %two : f32
    linalg.yield %p : f32
  } -> tensor<8x16x1024xf32>
  %se = tensor.empty() : tensor<8x16xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<8x16xf32>) -> tensor<8x16xf32>
  %s = linalg.generic {indexing_maps = [#id3, #rows], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%m : tensor<8x16x1024xf32>) outs(%sf : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<8x16xf32>
  return %s : tensor<8x16xf32>
}

// -----

// A max pool, a bias per channel after it (batch norm's shift, moved past
// the pool), and a ReLU that torch-mlir's order left over the pool's
// collapsed result (a ResNet's stem, a VGG stage): the ReLU takes the
// pool's shape back and joins the bias, and the pool's task computes both.
// CHECK-LABEL: func.func @pool_bias_relu
// CHECK: linalg.pooling_nchw_max
// CHECK-NEXT: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK-NEXT: arith.maximumf
// CHECK-NOT: linalg.generic
// CHECK: return
// PLAN-LABEL: func.func @pool_bias_relu
// PLAN: plan.task "pooling_nchw_max_0"
// PLAN-NOT: plan.task
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1)>
#flat = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @pool_bias_relu(%x: tensor<2x4x8x8xf32>, %bias: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %pooled_init = tensor.empty() : tensor<2x4x4x4xf32>
  %lows = linalg.fill ins(%lowest : f32) outs(%pooled_init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %pooled = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %window : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%lows : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %biased = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%pooled, %bias : tensor<2x4x4x4xf32>, tensor<4xf32>) outs(%pooled_init : tensor<2x4x4x4xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    linalg.yield %s : f32
  } -> tensor<2x4x4x4xf32>
  %collapsed = tensor.collapse_shape %biased [[0], [1], [2, 3]] : tensor<2x4x4x4xf32> into tensor<2x4x16xf32>
  %relu_init = tensor.empty() : tensor<2x4x16xf32>
  %relu = linalg.generic {indexing_maps = [#flat, #flat], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x4x16xf32>) outs(%relu_init : tensor<2x4x16xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16xf32>
  %expanded = tensor.expand_shape %relu [[0], [1], [2, 3]] output_shape [2, 4, 4, 4] : tensor<2x4x16xf32> into tensor<2x4x4x4xf32>
  return %expanded : tensor<2x4x4x4xf32>
}

// -----

// A 1x1 convolution's bias stored C x 1 x 1 (a squeeze-and-excitation
// block's, as torch-mlir writes it on a pooled 1x1 input) is a bias per
// channel: its size-1 dimensions read index 0 whatever the map says. It
// joins the library call, one task.
// PLAN-LABEL: func.func @conv_bias_unit_dims
// PLAN: plan.task "conv_2d_nchw_fchw_0"(%arg0, %arg1, %arg2)
// PLAN: selected call = {{.*}}epilogue = bias
// PLAN-NOT: plan.task
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
func.func @conv_bias_unit_dims(%x: tensor<16x32x1x1xf32>, %w: tensor<8x32x1x1xf32>, %b: tensor<8x1x1xf32>) -> tensor<16x8x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x8x1x1xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%init : tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<16x32x1x1xf32>, tensor<8x32x1x1xf32>) outs(%zeros : tensor<16x8x1x1xf32>) -> tensor<16x8x1x1xf32>
  %biased = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %b : tensor<16x8x1x1xf32>, tensor<8x1x1xf32>) outs(%init : tensor<16x8x1x1xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  } -> tensor<16x8x1x1xf32>
  return %biased : tensor<16x8x1x1xf32>
}
