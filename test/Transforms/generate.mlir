// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-generate | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-generate --hiera-generate | FileCheck %s --check-prefix=TWICE
// RUN: hiera-opt %s -split-input-file --hiera-plan="allow=tf32" --hiera-generate | FileCheck %s --check-prefix=TF32

// matmul + bias + relu: one cuBLASLt call with the bias and ReLU fused.
// Arguments: batch, M, N, K, trans A, trans B, A/B type, D type, math,
// epilogue (3: bias + relu), A, its batch stride, B, its stride, bias,
// residual, D, its stride.
// CHECK-LABEL: func.func @linear
// CHECK: } variants {
// CHECK-NEXT: plan.variant "linalg" #plan.space<linalg>
// CHECK-NEXT: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 64, i64 16, i64 32, i32 0, i32 0, i32 0, i32 0, i32 0, i32 3, input 0, i64 0, input 1, i64 0, input 2, null, output 0, i64 0], epilogue = bias|relu>
// The strict f32 contract gets f32 only: not even 3xTF32, which the
// tensor cores accumulate.
// CHECK-NOT: 3xtf32
// CHECK: return
// TWICE-LABEL: func.func @linear
// TWICE-COUNT-2: plan.variant
// TWICE-NOT: plan.variant
// TWICE: return
// Where TF32 is allowed (math 1), f32 emulated on TF32 (math 3) too, for
// where TF32 misses the tolerance.
// TF32-LABEL: func.func @linear
// TF32: plan.variant "cublaslt_matmul" {{.*}}args = [i64 1, i64 64, i64 16, i64 32, i32 0, i32 0, i32 0, i32 0, i32 1, i32 3,
// TF32-NEXT: plan.variant "cublaslt_matmul_3xtf32" {{.*}}args = [i64 1, i64 64, i64 16, i64 32, i32 0, i32 0, i32 0, i32 0, i32 3, i32 3,
// TF32: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%acc : tensor<64x16xf32>) -> tensor<64x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<64x16xf32>, tensor<16xf32>) outs(%init : tensor<64x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x16xf32>
  return %y : tensor<64x16xf32>
}

// -----

// Batched f16 operands accumulating into f32; B stored transposed (N x K).
// CHECK-LABEL: func.func @batched_transposed
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 8, i64 64, i64 32, i64 16, i32 0, i32 1, i32 1, i32 0, i32 0, i32 0, input 0, i64 1024, input 1, i64 512, null, null, output 0, i64 2048], epilogue = none>
// f16 operands: nothing to emulate.
// CHECK-NOT: 3xtf32
// CHECK: return
#a = affine_map<(b, m, n, k) -> (b, m, k)>
#bt = affine_map<(b, m, n, k) -> (b, n, k)>
#c = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batched_transposed(%a: tensor<8x64x16xf16>, %b: tensor<8x32x16xf16>) -> tensor<8x64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
  %c = linalg.generic {indexing_maps = [#a, #bt, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<8x64x16xf16>, tensor<8x32x16xf16>) outs(%acc : tensor<8x64x32xf32>) {
  ^bb0(%x: f16, %y: f16, %s: f32):
    %xf = arith.extf %x : f16 to f32
    %yf = arith.extf %y : f16 to f32
    %p = arith.mulf %xf, %yf : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<8x64x32xf32>
  return %c : tensor<8x64x32xf32>
}

// -----

// One weight shared by every batch (a linear layer on a 3-D input, after
// --hiera-normalize): the batch and the rows are one M of 4 x 64, a single
// GEMM with B stored transposed.
// CHECK-LABEL: func.func @shared_weight
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 256, i64 32, i64 16, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
#x = affine_map<(b, m, n, k) -> (b, m, k)>
#w = affine_map<(b, m, n, k) -> (n, k)>
#y = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @shared_weight(%x: tensor<4x64x16xf32>, %w: tensor<32x16xf32>) -> tensor<4x64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x64x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %y = linalg.generic {indexing_maps = [#x, #w, #y], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x64x16xf32>, tensor<32x16xf32>) outs(%acc : tensor<4x64x32xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<4x64x32xf32>
  return %y : tensor<4x64x32xf32>
}

// -----

// A residual add goes to cuBLASLt's C (beta = 1), the bias to its epilogue.
// CHECK-LABEL: func.func @residual
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 8, i64 8, i64 8, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, input 0, i64 0, input 1, i64 0, input 2, input 3, output 0, i64 0], epilogue = bias|residual>
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @residual(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8xf32>, %r: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b, %r : tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %res: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %t = arith.addf %s, %res : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// An add after the ReLU is no epilogue a library fuses: the GEMM is a
// library call, the epilogue a task of its own.
// CHECK-LABEL: func.func @not_fusable
// CHECK: plan.task "matmul_0"
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected
// CHECK-SAME: epilogue = none
// CHECK: plan.task "elementwise_1"
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @not_fusable(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %r: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %r : tensor<8x8xf32>, tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) {
  ^bb0(%v: f32, %res: f32, %out: f32):
    %m = arith.maximumf %v, %zero : f32
    %t = arith.addf %m, %res : f32
    linalg.yield %t : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// cuDNN: NHWC with FHWC filters, bias and ReLU fused (epilogue 3).
// Arguments: spatial rank, N, C, K, groups, extents (D, H, W), window
// (T, R, S), padding, strides and dilations (each depth, height, width; a
// 2-D convolution has a depth of 1), layout, type, math, epilogue, x,
// filter, bias, y.
// CHECK-LABEL: func.func @conv_bias_relu
// CHECK: plan.variant "cudnn_conv2d" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_forward", args = [i32 2, i64 2, i64 4, i64 8, i64 1, i64 1, i64 10, i64 10, i64 1, i64 3, i64 3, i64 0, i64 0, i64 0, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i32 0, i32 0, i32 0, i32 3, input 0, input 1, input 2, output 0], epilogue = bias|relu>
// CHECK-NOT: cudnn_conv2d_3xtf32
// CHECK: return
#id = affine_map<(n, h, w, c) -> (n, h, w, c)>
#ch = affine_map<(n, h, w, c) -> (c)>
func.func @conv_bias_relu(%x: tensor<2x10x10x4xf32>, %f: tensor<8x3x3x4xf32>, %b: tensor<8xf32>) -> tensor<2x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x8x8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<2x10x10x4xf32>, tensor<8x3x3x4xf32>) outs(%acc : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<2x8x8x8xf32>, tensor<8xf32>) outs(%init : tensor<2x8x8x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8x8x8xf32>
  return %y : tensor<2x8x8x8xf32>
}

// -----

// NCHW, zero-padded by one row and column on every side as torch-mlir
// writes it: cuDNN pads the unpadded input itself (padding 1, 1), where a
// border it cannot express (one side only, or not zero) keeps the
// convolution off the library.
// CHECK-LABEL: func.func @conv_padded_nchw
// CHECK: plan.task "conv_2d_nchw_fchw_0"(%{{.*}}, %{{.*}}) : (tensor<2x4x15x13xf32>, tensor<6x4x3x3xf32>)
// CHECK: plan.variant "cudnn_conv2d" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_forward", args = [i32 2, i64 2, i64 4, i64 6, i64 1, i64 1, i64 15, i64 13, i64 1, i64 3, i64 3, i64 0, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i32 1,
// CHECK-LABEL: func.func @conv_padded_one_side
// CHECK-NOT: cudnn_conv2d
// CHECK: return
func.func @conv_padded_nchw(%x: tensor<2x4x15x13xf32>, %f: tensor<6x4x3x3xf32>) -> tensor<2x6x15x13xf32> {
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
func.func @conv_padded_one_side(%x: tensor<2x4x15x13xf32>, %f: tensor<6x4x3x3xf32>) -> tensor<2x6x14x12xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x4x15x13xf32> to tensor<2x4x16x14xf32>
  %init = tensor.empty() : tensor<2x6x14x12xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x6x14x12xf32>) -> tensor<2x6x14x12xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x4x16x14xf32>, tensor<6x4x3x3xf32>)
      outs(%acc : tensor<2x6x14x12xf32>) -> tensor<2x6x14x12xf32>
  return %y : tensor<2x6x14x12xf32>
}

// -----

// A 1x1 NCHW convolution, unpadded at unit stride: also a strided batch of
// GEMMs, y[n] (6 x 35) = w (6 x 8) x[n] (8 x 35), the filter shared
// (stride 0), offered first; cuDNN's convolution after it.
// CHECK-LABEL: func.func @conv_pointwise_nchw
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 3, i64 6, i64 35, i64 8, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 1, i64 0, input 0, i64 280, null, null, output 0, i64 210], epilogue = none>
// CHECK: plan.variant "cudnn_conv2d" #plan.space<library> call
func.func @conv_pointwise_nchw(%x: tensor<3x8x7x5xf32>, %f: tensor<6x8x1x1xf32>) -> tensor<3x6x7x5xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x6x7x5xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x6x7x5xf32>) -> tensor<3x6x7x5xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %f : tensor<3x8x7x5xf32>, tensor<6x8x1x1xf32>)
      outs(%acc : tensor<3x6x7x5xf32>) -> tensor<3x6x7x5xf32>
  return %y : tensor<3x6x7x5xf32>
}

// -----

// 3 C R S = 9216 products in one call: too long a tensor-core
// accumulation for emulated f32 to keep the f32 tolerance.
// CHECK-LABEL: func.func @conv_long_reduction
// CHECK: plan.variant "cudnn_conv2d"
// CHECK-NOT: 3xtf32
// CHECK: return
func.func @conv_long_reduction(%x: tensor<1x5x5x1024xf32>, %f: tensor<8x3x1x1024xf32>) -> tensor<1x3x5x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1x3x5x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1x3x5x8xf32>) -> tensor<1x3x5x8xf32>
  %c = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<1x5x5x1024xf32>, tensor<8x3x1x1024xf32>) outs(%acc : tensor<1x3x5x8xf32>) -> tensor<1x3x5x8xf32>
  return %c : tensor<1x3x5x8xf32>
}

// -----

// A batch-reduce matmul has no library call, and elementwise work has
// none either: linalg only.
// CHECK-LABEL: func.func @linalg_only
// CHECK: plan.task "batch_reduce_matmul_0"
// CHECK: } variants {
// CHECK-NEXT: plan.variant "linalg" #plan.space<linalg>
// CHECK-NEXT: }
// CHECK: plan.task "exp_1"
// CHECK: } variants {
// CHECK-NEXT: plan.variant "linalg" #plan.space<linalg>
// CHECK-NEXT: }
func.func @linalg_only(%a: tensor<4x6x8xf32>, %b: tensor<4x8x2xf32>, %e: tensor<16xf32>) -> (tensor<6x2xf32>, tensor<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<6x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<6x2xf32>) -> tensor<6x2xf32>
  %c = linalg.batch_reduce_matmul ins(%a, %b : tensor<4x6x8xf32>, tensor<4x8x2xf32>) outs(%acc : tensor<6x2xf32>) -> tensor<6x2xf32>
  %empty = tensor.empty() : tensor<16xf32>
  %y = linalg.exp ins(%e : tensor<16xf32>) outs(%empty : tensor<16xf32>) -> tensor<16xf32>
  return %c, %y : tensor<6x2xf32>, tensor<16xf32>
}

// -----

// Softmax over the last dimension, written as max, exp(x - max), sum and a
// division: one cuDNN call. (Tiny, latency-bound: the catalogue's row
// kernel is selected.)
// CHECK-LABEL: func.func @softmax
// CHECK: plan.variant "cudnn_softmax" #plan.space<library> call = #plan.library_call<callee = "hiera_cudnn_softmax_forward", args = [i64 4, i64 32, i32 0, input 0, output 0], epilogue = none>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<4xf32>
  %full = tensor.empty() : tensor<4x32xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%max_init : tensor<4xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x32xf32>, tensor<4xf32>) outs(%full : tensor<4x32xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x32xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4x32xf32>) outs(%sum_init : tensor<4xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x32xf32>, tensor<4xf32>) outs(%full : tensor<4x32xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// -----

// The same steps over the first dimension are no last-dimension softmax.
// CHECK-LABEL: func.func @column_softmax_is_not_matched
// CHECK-NOT: cudnn_softmax
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @column_softmax_is_not_matched(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %cols = tensor.empty() : tensor<32xf32>
  %full = tensor.empty() : tensor<4x32xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%cols : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%max_init : tensor<32xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %exp = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4x32xf32>, tensor<32xf32>) outs(%full : tensor<4x32xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<4x32xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%cols : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#id, #col], iterator_types = ["reduction", "parallel"]}
      ins(%exp : tensor<4x32xf32>) outs(%sum_init : tensor<32xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<4x32xf32>, tensor<32xf32>) outs(%full : tensor<4x32xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}

// -----

// Max pooling from -inf and sum pooling from 0, NHWC and NCHW, through
// cuDNN: N, C, H, W, window, strides, layout, type, mode (0 max, 1 sum).
// (Tiny, latency-bound: the catalogue's window kernel is selected.)
// CHECK-LABEL: func.func @pooling
// CHECK: plan.variant "cudnn_max_pool" #plan.space<library> call = #plan.library_call<callee = "hiera_cudnn_pool2d_forward", args = [i64 2, i64 4, i64 9, i64 9, i64 3, i64 3, i64 2, i64 2, i32 0, i32 0, i32 0, input 0, output 0], epilogue = none>
// CHECK: plan.variant "cudnn_sum_pool" #plan.space<library> call = #plan.library_call<callee = "hiera_cudnn_pool2d_forward", args = [i64 2, i64 4, i64 8, i64 8, i64 2, i64 2, i64 2, i64 2, i32 1, i32 0, i32 1, input 0, output 0], epilogue = none>
func.func @pooling(%x: tensor<2x9x9x4xf32>, %z: tensor<2x4x8x8xf32>) -> (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %w3 = tensor.empty() : tensor<3x3xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<2x4x4x4xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w3 : tensor<2x9x9x4xf32>, tensor<3x3xf32>) outs(%max_init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%z, %w2 : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%sum_init : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %max, %sum : tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>
}

// -----

// Dilated windows are beyond cuDNN's pooling: linalg only.
// CHECK-LABEL: func.func @dilated_pooling
// CHECK-NOT: cudnn
// CHECK: return
func.func @dilated_pooling(%x: tensor<1x9x9x4xf32>) -> tensor<1x5x5x4xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %w = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<1x5x5x4xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x9x9x4xf32>, tensor<3x3xf32>) outs(%acc : tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
  return %y : tensor<1x5x5x4xf32>
}

// -----

// A batch of inputs times one weight: the batch and M are one M of 210
// rows, as A and the output both store them.
// CHECK-LABEL: func.func @batch_times_weight
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 210, i64 66, i64 515, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
#ba = affine_map<(b, m, n, k) -> (b, m, k)>
#bb = affine_map<(b, m, n, k) -> (k, n)>
#bc = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_times_weight(%a: tensor<3x70x515xf32>, %w: tensor<515x66xf32>) -> tensor<3x70x66xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x70x66xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x70x66xf32>) -> tensor<3x70x66xf32>
  %mm = linalg.generic {indexing_maps = [#ba, #bb, #bc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<3x70x515xf32>, tensor<515x66xf32>) outs(%acc : tensor<3x70x66xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<3x70x66xf32>
  return %mm : tensor<3x70x66xf32>
}

// -----

// The batch and M stored in different orders by A and the output are not
// one M: no library call.
// CHECK-LABEL: func.func @batch_and_m_apart
// CHECK-NOT: cublaslt
// CHECK: return
#xa = affine_map<(b, m, n, k) -> (m, b, k)>
#xb = affine_map<(b, m, n, k) -> (k, n)>
#xc = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batch_and_m_apart(%a: tensor<70x3x515xf32>, %w: tensor<515x66xf32>) -> tensor<3x70x66xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x70x66xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x70x66xf32>) -> tensor<3x70x66xf32>
  %mm = linalg.generic {indexing_maps = [#xa, #xb, #xc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<70x3x515xf32>, tensor<515x66xf32>) outs(%acc : tensor<3x70x66xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<3x70x66xf32>
  return %mm : tensor<3x70x66xf32>
}

// -----

// 3-D, NCDHW with FCDHW filters, padded in depth, height and width (1, 2,
// 0), strided (2, 1, 1), the bias fused: one cuDNN call of rank 3.
// CHECK-LABEL: func.func @conv3d_bias
// CHECK: plan.variant "cudnn_conv3d" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_forward", args = [i32 3, i64 2, i64 4, i64 8, i64 1, i64 9, i64 10, i64 12, i64 3, i64 5, i64 3, i64 1, i64 2, i64 0, i64 2, i64 1, i64 1, i64 1, i64 1, i64 1, i32 1, i32 0, i32 0, i32 1, input 0, input 1, input 2, output 0], epilogue = bias>
#vol = affine_map<(n, c, d, h, w) -> (n, c, d, h, w)>
#volc = affine_map<(n, c, d, h, w) -> (c)>
func.func @conv3d_bias(%x: tensor<2x4x9x10x12xf32>, %f: tensor<8x4x3x5x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x5x10x10xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 2, 0] high[0, 0, 1, 2, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index, %m: index):
    tensor.yield %zero : f32
  } : tensor<2x4x9x10x12xf32> to tensor<2x4x11x14x12xf32>
  %init = tensor.empty() : tensor<2x8x5x10x10xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x5x10x10xf32>) -> tensor<2x8x5x10x10xf32>
  %c = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>}
      ins(%padded, %f : tensor<2x4x11x14x12xf32>, tensor<8x4x3x5x3xf32>) outs(%acc : tensor<2x8x5x10x10xf32>) -> tensor<2x8x5x10x10xf32>
  %y = linalg.generic {indexing_maps = [#vol, #volc, #vol], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %b : tensor<2x8x5x10x10xf32>, tensor<8xf32>) outs(%init : tensor<2x8x5x10x10xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x8x5x10x10xf32>
  return %y : tensor<2x8x5x10x10xf32>
}

// -----

// Grouped (NGCHW with GFCHW filters, 4 groups of 8 to 16 channels): one
// cuDNN call in 4 groups over 32 to 64 channels, the same memory.
// CHECK-LABEL: func.func @conv_grouped
// CHECK: plan.variant "cudnn_conv2d_grouped" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_conv_forward", args = [i32 2, i64 2, i64 32, i64 64, i64 4, i64 1, i64 12, i64 12, i64 1, i64 3, i64 3, i64 0, i64 0, i64 0, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i32 1, i32 0, i32 0, i32 0, input 0, input 1, null, output 0], epilogue = none>
func.func @conv_grouped(%x: tensor<2x4x8x12x12xf32>, %f: tensor<4x16x8x3x3xf32>) -> tensor<2x4x16x10x10xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x4x16x10x10xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x16x10x10xf32>) -> tensor<2x4x16x10x10xf32>
  %c = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<2x4x8x12x12xf32>, tensor<4x16x8x3x3xf32>) outs(%acc : tensor<2x4x16x10x10xf32>) -> tensor<2x4x16x10x10xf32>
  return %c : tensor<2x4x16x10x10xf32>
}
