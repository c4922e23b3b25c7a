// REQUIRES: cuda-toolkit
// A task input that is one contiguous run of another tensor (x[t] of a
// sequence, viewed as a matrix) is read where it lies: the kernel gets the
// viewed tensor's buffer, offset by the view's start (2 * 16 * 1024
// elements, 131072 bytes). A view that is not contiguous (every other
// column) is still copied first.
// RUN: hiera-opt %s --hiera-lower-tasks | FileCheck %s
// CHECK-LABEL: func.func @step
// CHECK: %[[X:.+]] = bufferization.to_buffer %arg0 read_only : tensor<4x16x1024xf32> to memref<4x16x1024xf32>
// CHECK: %[[BASE:.+]] = memref.extract_aligned_pointer_as_index %[[X]]
// CHECK: %[[START:.+]] = arith.constant 131072 : index
// CHECK: arith.addi %[[BASE]], %[[START]] : index
// CHECK-NOT: tensor.extract_slice
// CHECK: return
// RUN: hiera-opt %s --hiera-lower | FileCheck %s --check-prefix=LOWERED
// LOWERED-LABEL: func.func @step
// LOWERED-NOT: memref.copy
// LOWERED-NOT: gpu.launch_func
// LOWERED: return
// LOWERED-LABEL: func.func @strided
// LOWERED: gpu.launch_func async {{.*}}@strided_kernel::@strided_kernel
func.func @step(%x: tensor<4x16x1024xf32>) -> tensor<16x1024xf32> {
  %s = tensor.extract_slice %x[2, 0, 0] [1, 16, 1024] [1, 1, 1] : tensor<4x16x1024xf32> to tensor<1x16x1024xf32>
  %m = tensor.collapse_shape %s [[0, 1], [2]] : tensor<1x16x1024xf32> into tensor<16x1024xf32>
  %0 = plan.task "scale"(%m) : (tensor<16x1024xf32>) -> tensor<16x1024xf32> {
  ^bb0(%in: tensor<16x1024xf32>):
    plan.yield %in : tensor<16x1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale", grid = [64], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %0 : tensor<16x1024xf32>
}
func.func @strided(%x: tensor<16x2048xf32>) -> tensor<16x1024xf32> {
  %s = tensor.extract_slice %x[0, 0] [16, 1024] [1, 2] : tensor<16x2048xf32> to tensor<16x1024xf32>
  %0 = plan.task "scale"(%s) : (tensor<16x1024xf32>) -> tensor<16x1024xf32> {
  ^bb0(%in: tensor<16x1024xf32>):
    plan.yield %in : tensor<16x1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale", grid = [64], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %0 : tensor<16x1024xf32>
}

// A contiguous view that does not start 256 bytes into its tensor (rows
// 1 to 4 of 48 floats) is copied: kernels and cuBLASLt take operands at an
// allocation's alignment.
// CHECK-LABEL: func.func @unaligned
// CHECK: %[[ROWS:.+]] = tensor.extract_slice %arg0[1, 0] [4, 48] [1, 1]
// CHECK: bufferization.to_buffer %[[ROWS]] read_only
func.func @unaligned(%x: tensor<8x48xf32>) -> tensor<4x48xf32> {
  %s = tensor.extract_slice %x[1, 0] [4, 48] [1, 1] : tensor<8x48xf32> to tensor<4x48xf32>
  %0 = plan.task "scale"(%s) : (tensor<4x48xf32>) -> tensor<4x48xf32> {
  ^bb0(%in: tensor<4x48xf32>):
    plan.yield %in : tensor<4x48xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale", grid = [1], block = [192], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %0 : tensor<4x48xf32>
}
