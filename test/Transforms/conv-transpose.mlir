// RUN: hiera-opt %s --split-input-file --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s --split-input-file --hiera-plan | FileCheck %s --check-prefix=PLAN

// Transposed convolutions as `python -m hiera export` writes them from
// nn.ConvTranspose2d(3, 4, 3, stride=2, padding=1, output_padding=1) and
// nn.ConvTranspose3d(2, 3, (2, 3, 3), stride=(1, 2, 2), padding=(0, 1, 0),
// dilation=(1, 1, 2), bias=False): the input spread with zeros by a
// strided insert_slice, the weight flipped and its channels swapped, then
// a convolution at unit stride. The spread stays a slice; the plan makes
// each one task that reads the input and the weight themselves, computed
// by cuDNN's backward-data convolution with the padding, stride and
// dilation of the convolution it transposes, and counted at the FLOPs of
// the products with the input, not with the spread's zeros (those would be
// 51840 and 34560). test/frontend/conv-transpose.test checks the calls'
// arguments against PyTorch over more shapes.

// CHECK-LABEL: func.func @conv_transpose2d
// CHECK: tensor.insert_slice %{{.*}} [1, 1, 2, 2]
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-LABEL: func.func @conv_transpose3d
// CHECK: tensor.insert_slice %{{.*}} [1, 1, 1, 2, 2]
// CHECK: linalg.conv_3d_ncdhw_fcdhw

// PLAN-LABEL: func.func @conv_transpose2d
// PLAN: plan.task "conv_2d_nchw_fchw_0"(%arg2, %arg0, %arg1) : (tensor<2x3x5x6xf32>, tensor<3x4x3x3xf32>, tensor<4xf32>) -> tensor<2x4x10x12xf32> contract = #plan.contract<{{.*}}flops = 14136,
// PLAN: tensor.insert_slice
// PLAN: plan.variant "cudnn_conv_transpose2d" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_transpose", args = [i32 2, i64 2, i64 3, i64 4, i64 1, i64 1, i64 10, i64 12, i64 1, i64 3, i64 3, i64 0, i64 1, i64 1, i64 1, i64 2, i64 2, i64 1, i64 1, i64 1, i32 1, i32 0, i32 1, i32 1, input 0, input 1, input 2, output 0], epilogue = bias> {plan.arithmetic = "tf32"}
// PLAN-NOT: plan.task
// PLAN-LABEL: func.func @conv_transpose3d
// PLAN: plan.task "conv_3d_ncdhw_fcdhw_0"(%arg1, %arg0) : (tensor<1x2x3x4x5xf32>, tensor<2x3x2x3x3xf32>) -> tensor<1x3x4x7x13xf32> contract = #plan.contract<{{.*}}flops = 13284,
// PLAN: plan.variant "cudnn_conv_transpose3d" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_transpose", args = [i32 3, i64 1, i64 2, i64 3, i64 1, i64 4, i64 7, i64 13, i64 2, i64 3, i64 3, i64 0, i64 1, i64 0, i64 1, i64 2, i64 2, i64 1, i64 1, i64 2, i32 1, i32 0, i32 1, i32 0, input 0, input 1, null, output 0], epilogue = none> {plan.arithmetic = "tf32"}
// PLAN-NOT: plan.task

// Every generic kernel of both agrees with numpy on the CPU.
// CPU-NOT: FAIL
// CPU: all agree

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
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
}

// -----

#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
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
}
