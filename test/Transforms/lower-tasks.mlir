// RUN: hiera-opt %s -split-input-file --hiera-lower-tasks | FileCheck %s

// No variant selected and none from a library: the task's body, inlined.
// CHECK-LABEL: func.func @body
// CHECK-SAME: (%[[X:.*]]: tensor<1024xf32> {bufferization.writable = false}) -> tensor<1024xf32> attributes {llvm.emit_c_interface}
// CHECK-NOT: plan.
// CHECK: %[[Y:.*]] = linalg.exp ins(%[[X]] : tensor<1024xf32>)
// CHECK-NEXT: return %[[Y]]
func.func @body(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "exp"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    %init = tensor.empty() : tensor<1024xf32>
    %y = linalg.exp ins(%x : tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
    plan.yield %y : tensor<1024xf32>
  } variants {
    plan.variant "linalg" #plan.space<linalg>
  }
  return %0 : tensor<1024xf32>
}

// -----

// A library variant: the runtime's call on the task's buffers, its
// arguments in order (inputs and the output as pointers, null, integers).
// CHECK: func.func private @hiera_cublaslt_matmul(i64, i64, i64, i64, i32, i32, i32, i32, i32, i32, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-LABEL: func.func @library
// CHECK-NOT: plan.
// CHECK: %[[A:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<64x32xf32>
// CHECK: %[[B:.*]] = bufferization.to_buffer %{{.*}} read_only : tensor<32x16xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<64x16xf32>
// CHECK: %[[M:.*]] = arith.constant 64 : i64
// CHECK: %[[N:.*]] = arith.constant 16 : i64
// CHECK: %[[K:.*]] = arith.constant 32 : i64
// CHECK: memref.extract_aligned_pointer_as_index %[[A]]
// CHECK: memref.extract_aligned_pointer_as_index %[[B]]
// CHECK: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK: memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK: call @hiera_cublaslt_matmul(%{{.*}}, %[[M]], %[[N]], %[[K]],
// CHECK: bufferization.to_tensor %[[OUT]]
func.func @library(%a: tensor<64x32xf32>, %b: tensor<32x16xf32>) -> tensor<64x16xf32> {
  %0 = plan.task "matmul"(%a, %b) : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32> {
  ^bb0(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x16xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64x16xf32>) -> tensor<64x16xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
    plan.yield %y : tensor<64x16xf32>
  } variants {
    plan.variant "linalg" #plan.space<linalg>
    plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 64, i64 16, i64 32, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
  }
  return %0 : tensor<64x16xf32>
}

// -----

// A selected custom variant with its PTX given: a gpu.binary of that PTX
// (at the level it is loaded with) and a call of its launcher, a private
// declaration carrying the launch for --hiera-materialize-launches.
// CHECK-LABEL: func.func @custom
// CHECK-NOT: plan.
// CHECK: call @launch_k(%{{.*}}, %{{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: gpu.binary @k  [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {O = 3 : i32}, assembly = "// the kernel's PTX">]
// CHECK: func.func private @launch_k(!llvm.ptr, !llvm.ptr) attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @k::@k, grid = [4], block = [256], smem = 0>}
func.func @custom(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "scale"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "k", grid = [4], block = [256], inputs = [0], ptx = "// the kernel's PTX"> source = "extern \"C\" __global__ void k(const float *in, float *out) {}"
  }
  return %0 : tensor<1024xf32>
}

// -----

// The binary is for the module's GPU: an A100's sm_80.
// CHECK-LABEL: func.func @custom_on_a100
// CHECK: gpu.binary @k  [#gpu.object<#nvvm.target<O = 3, chip = "sm_80">
module attributes {plan.target = #plan.target<name = "a100", compute_capability = 80, sm_count = 108, dram_bandwidth_gbps = 2039.0, l2_bytes = 41943040, smem_per_sm_bytes = 167936, peak_f64_tflops = 9.7, peak_f32_tflops = 19.5, peak_tf32_tflops = 156.0, peak_f16_tflops = 312.0, peak_bf16_tflops = 312.0, peak_fp8_tflops = 0.0, launch_overhead_us = 2.5>} {
func.func @custom_on_a100(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "scale"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "k", grid = [4], block = [256], inputs = [0], ptx = "// the kernel's PTX"> source = "extern \"C\" __global__ void k(const float *in, float *out) {}"
  }
  return %0 : tensor<1024xf32>
}
}

// -----

// A tensor read by several tasks has one buffer, taken where the tensor is
// defined (the arguments' in their order): a weight read by every step of
// an unrolled recurrent net would otherwise give bufferization thousands
// of aliases to check against each other.
// CHECK-LABEL: func.func @shared_input
// CHECK-NEXT: %[[X:.*]] = bufferization.to_buffer %arg0 read_only
// CHECK-NEXT: %[[W:.*]] = bufferization.to_buffer %arg1 read_only
// CHECK-NOT: bufferization.to_buffer %arg1
// CHECK: %[[FIRST:.*]] = memref.alloc() : memref<64x64xf32>
// CHECK: memref.extract_aligned_pointer_as_index %[[X]]
// CHECK: memref.extract_aligned_pointer_as_index %[[W]]
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[FIRST]]
// CHECK-NEXT: %[[Y:.*]] = bufferization.to_buffer %[[T]] read_only
// CHECK-NOT: bufferization.to_buffer
// CHECK: memref.extract_aligned_pointer_as_index %[[Y]]
// CHECK: memref.extract_aligned_pointer_as_index %[[W]]
func.func @shared_input(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = plan.task "first"(%a, %b) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32> {
  ^bb0(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
    plan.yield %y : tensor<64x64xf32>
  } variants {
    plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 64, i64 64, i64 64, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
  }
  %1 = plan.task "second"(%0, %b) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32> {
  ^bb0(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>):
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %y = linalg.matmul ins(%x, %w : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
    plan.yield %y : tensor<64x64xf32>
  } variants {
    plan.variant "cublaslt_matmul" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 64, i64 64, i64 64, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
  }
  return %1 : tensor<64x64xf32>
}
