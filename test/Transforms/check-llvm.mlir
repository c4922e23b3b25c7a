// RUN: hiera-opt %s --hiera-to-llvm -verify-diagnostics -split-input-file

// --hiera-to-llvm fails, at the op, on host code an upstream conversion
// left in place: a gpu.memcpy from a view at an offset, which gpu-to-llvm
// does not convert, would otherwise fail only at translation to LLVM IR,
// as "could not convert to LLVM IR".
func.func @memcpy_of_a_view(%arg0: memref<3x4x8xf32>, %arg1: memref<4x8xf32>) {
  %v = memref.subview %arg0[1, 0, 0] [1, 4, 8] [1, 1, 1] : memref<3x4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
  // expected-error @+1 {{hiera-to-llvm: 'gpu.memcpy' is not lowered to the LLVM dialect}}
  gpu.memcpy %arg1, %v : memref<4x8xf32>, memref<4x8xf32, strided<[8, 1], offset: 32>>
  return
}
