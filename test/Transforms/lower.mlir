// Without --hiera-select-space nothing selects the custom kernels: the
// library variant where there is one, else the linalg body.
// RUN: hiera-opt %s -split-input-file --hiera-contract --hiera-attribute --hiera-generate --hiera-lower | FileCheck %s

// The library variant is chosen where there is one: a call into the
// runtime on the buffers, the result written straight into the out-param.
// CHECK-LABEL: func.func private @hiera_cublaslt_matmul(i64, i64, i64, i64, i32, i32, i32, i32, i32, i32, !llvm.ptr, i64, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i64)
// CHECK-LABEL: func.func @linear(
// CHECK-SAME: %[[X:.*]]: memref<64x32xf32>, %[[W:.*]]: memref<32x16xf32>, %[[B:.*]]: memref<16xf32>, %[[OUT:.*]]: memref<64x16xf32>) attributes {llvm.emit_c_interface}
// CHECK-DAG: %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-DAG: memref.extract_aligned_pointer_as_index %[[X]]
// CHECK-DAG: memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK: call @hiera_cublaslt_matmul(
// CHECK-SAME: %[[NULL]]
// CHECK-NOT: gpu.launch_func
// CHECK-NOT: plan.
// CHECK: return
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

// A linalg task becomes kernels in PTX: 32 x 8 threads per block, the
// innermost dimension on x; shapes that do not divide the tile are guarded.
// CHECK-LABEL: func.func @exp(
// CHECK-SAME: %[[IN:.*]]: memref<100x1000xf32>, %[[OUT:.*]]: memref<100x1000xf32>)
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: gpu.launch_func async [%[[T]]] @exp_kernel::@exp_kernel blocks in (%c32, %c13, %c1) threads in (%c32, %c8, %c1)
// CHECK-SAME: %[[IN]] : memref<100x1000xf32>
// CHECK-SAME: %[[OUT]] : memref<100x1000xf32>
// CHECK: gpu.binary @exp_kernel [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// CHECK-SAME: .target sm_90
// CHECK-SAME: ld.global
// CHECK-SAME: st.global
func.func @exp(%x: tensor<100x1000xf32>) -> tensor<100x1000xf32> {
  %init = tensor.empty() : tensor<100x1000xf32>
  %y = linalg.exp ins(%x : tensor<100x1000xf32>) outs(%init : tensor<100x1000xf32>) -> tensor<100x1000xf32>
  return %y : tensor<100x1000xf32>
}

// -----

// A selected linalg variant wins over the library one. Intermediate
// buffers live in device memory, allocated and freed on the stream.
// CHECK-LABEL: func.func @selected_linalg
// CHECK-NOT: call @hiera_cublaslt_matmul
// CHECK: gpu.launch_func
// CHECK: gpu.binary
func.func @selected_linalg(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %0 = plan.task "mm"(%a, %b) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
      contract = #plan.contract<inputs = [tensor<16x16xf32>, tensor<16x16xf32>], roles = [activation, weight], results = [tensor<16x16xf32>], flops = 8192, bytes = 3072, intensity = 2.6666666666666665, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> {
  ^bb0(%x: tensor<16x16xf32>, %y: tensor<16x16xf32>):
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<16x16xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
    %mm = linalg.matmul ins(%x, %y : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
    plan.yield %mm : tensor<16x16xf32>
  } variants {
    plan.variant "linalg" #plan.space<linalg> selected
    plan.variant "cublaslt_matmul" #plan.space<library> call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 1, i64 16, i64 16, i64 16, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, input 0, i64 0, input 1, i64 0, null, null, output 0, i64 0], epilogue = none>
  }
  return %0 : tensor<16x16xf32>
}

// -----

// Tasks feeding tasks: the intermediate is a device buffer.
// CHECK-LABEL: func.func @chained(
// CHECK: %[[TMP:.*]], %{{.*}} = gpu.alloc async
// CHECK: gpu.launch_func
// CHECK-SAME: %[[TMP]]
// CHECK: call @hiera_cublaslt_matmul
// CHECK: gpu.dealloc async {{.*}}%[[TMP]]
func.func @chained(%x: tensor<32x32xf32>, %w: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x32xf32>
  %e = linalg.exp ins(%x : tensor<32x32xf32>) outs(%init : tensor<32x32xf32>) -> tensor<32x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x32xf32>) -> tensor<32x32xf32>
  %mm = linalg.matmul ins(%e, %w : tensor<32x32xf32>, tensor<32x32xf32>) outs(%acc : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %mm : tensor<32x32xf32>
}

// -----

// math.trunc, which NVVM's patterns leave: LLVM's intrinsic, truncation
// toward zero in PTX.
// CHECK-LABEL: func.func @truncate
// CHECK: gpu.binary @truncate_kernel
// CHECK-SAME: cvt.rzi.f32.f32
func.func @truncate(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<1024xf32>) outs(%init : tensor<1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.trunc %a : f32
    linalg.yield %r : f32
  } -> tensor<1024xf32>
  return %t : tensor<1024xf32>
}
