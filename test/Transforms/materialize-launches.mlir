// RUN: hiera-opt %s --hiera-materialize-launches | FileCheck %s

// A launcher declaration gets its body: one launch of the kernel on the
// call's pointers, with the grid, block and shared memory it records.
// CHECK-LABEL: func.func private @launch_k(
// CHECK-SAME: %[[IN:.*]]: !llvm.ptr, %[[OUT:.*]]: !llvm.ptr) {
// CHECK-DAG: %[[BLOCK:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[GRID:.*]] = arith.constant 4 : index
// CHECK: gpu.launch_func @k::@k blocks in (%[[GRID]], %{{.*}}, %{{.*}}) threads in (%[[BLOCK]], %{{.*}}, %{{.*}}) args(%[[IN]] : !llvm.ptr, %[[OUT]] : !llvm.ptr)
// CHECK-NEXT: return
module attributes {gpu.container_module} {
  func.func @custom(%in: !llvm.ptr, %out: !llvm.ptr) {
    call @launch_k(%in, %out) : (!llvm.ptr, !llvm.ptr) -> ()
    return
  }
  gpu.binary @k [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {O = 3 : i32}, assembly = "// the kernel's PTX">]
  func.func private @launch_k(!llvm.ptr, !llvm.ptr) attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @k::@k, grid = [4], block = [256], smem = 0>}
}
