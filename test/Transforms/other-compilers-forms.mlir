// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s --hiera-plan | FileCheck %s
// RUN: hiera-opt %s --hiera-plan | hiera-opt --hiera-lower --hiera-to-llvm -o /dev/null

// Linalg as other MLIR compilers write it (IREE's and TensorFlow's NHWC
// convolutions with HWCF filters, matmuls with a transposed operand as
// linalg.matmul's indexing maps, a narrow-N product): every task in a
// library or custom space, none in MLIR's naive loops.
// CHECK-NOT: #plan.space<linalg> selected
// The HWCF filter is transposed to FHWC, which cuDNN takes for NHWC data.
// CHECK-LABEL: func.func @conv_nhwc
// CHECK: plan.task "transpose_0"
// CHECK: plan.task "conv_2d_nhwc_fhwc_1"
// CHECK: "cudnn_conv2d" #plan.space<library> selected
// CHECK-LABEL: func.func @matmul_transpose_b
// CHECK: "cublaslt_matmul" #plan.space<library> selected
// CHECK-LABEL: func.func @matmul_transpose_a
// CHECK: "cublaslt_matmul" #plan.space<library> selected
// CHECK-LABEL: func.func @narrow_n
// CHECK: "cublaslt_matmul" #plan.space<library> selected
// Packed operands (IREE's and tpp-mlir's data tiling: linalg.mmt4d) and a
// batch-reduce product (tpp-mlir) have no library call or family of their
// own: the catalogue's floor computes them, lanes sharing each point's sum.
// CHECK-LABEL: func.func @packed_mmt4d
// CHECK: "generic_p{{[0-9]+}}_l{{[0-9]+}}" #plan.space<custom> selected kernel = #plan.generic<
// CHECK-LABEL: func.func @batch_reduce
// CHECK: "generic_p{{[0-9]+}}_l{{[0-9]+}}" #plan.space<custom> selected kernel = #plan.generic<
// CHECK-NOT: #plan.space<linalg> selected

func.func @conv_nhwc(%x: tensor<8x56x56x64xf32>, %w: tensor<3x3x64x64xf32>) -> tensor<8x54x54x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x54x54x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x54x54x64xf32>) -> tensor<8x54x54x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<8x56x56x64xf32>, tensor<3x3x64x64xf32>) outs(%f : tensor<8x54x54x64xf32>) -> tensor<8x54x54x64xf32>
  return %r : tensor<8x54x54x64xf32>
}
func.func @matmul_transpose_b(%a: tensor<1024x512xf32>, %b: tensor<2048x512xf32>) -> tensor<1024x2048xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x2048xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<1024x512xf32>, tensor<2048x512xf32>) outs(%f : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  return %r : tensor<1024x2048xf32>
}
func.func @matmul_transpose_a(%a: tensor<512x1024xf32>, %b: tensor<512x2048xf32>) -> tensor<1024x2048xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x2048xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<512x1024xf32>, tensor<512x2048xf32>) outs(%f : tensor<1024x2048xf32>) -> tensor<1024x2048xf32>
  return %r : tensor<1024x2048xf32>
}
func.func @narrow_n(%a: tensor<4096x1024xf32>, %b: tensor<1024x8xf32>) -> tensor<4096x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x8xf32>) -> tensor<4096x8xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4096x1024xf32>, tensor<1024x8xf32>) outs(%f : tensor<4096x8xf32>) -> tensor<4096x8xf32>
  return %r : tensor<4096x8xf32>
}
func.func @packed_mmt4d(%a: tensor<32x64x8x4xf32>, %b: tensor<16x64x8x4xf32>) -> tensor<32x16x8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x16x8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<32x16x8x8xf32>) -> tensor<32x16x8x8xf32>
  %r = linalg.mmt4d ins(%a, %b : tensor<32x64x8x4xf32>, tensor<16x64x8x4xf32>) outs(%f : tensor<32x16x8x8xf32>) -> tensor<32x16x8x8xf32>
  return %r : tensor<32x16x8x8xf32>
}
func.func @batch_reduce(%a: tensor<16x128x256xf32>, %b: tensor<16x256x64xf32>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<16x128x256xf32>, tensor<16x256x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}
