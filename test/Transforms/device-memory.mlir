// RUN: hiera-opt %s -split-input-file --hiera-device-memory | FileCheck %s

// Buffers in device memory; a contiguous copy is one gpu.memcpy.
// CHECK-LABEL: func.func @contiguous
// CHECK: %[[A:.*]] = gpu.alloc () : memref<4x4xf32>
// CHECK: gpu.memcpy %[[A]], %arg0 : memref<4x4xf32>, memref<4x4xf32>
// CHECK: gpu.dealloc %[[A]] : memref<4x4xf32>
func.func @contiguous(%arg0: memref<4x4xf32>) {
  %a = memref.alloc() : memref<4x4xf32>
  memref.copy %arg0, %a : memref<4x4xf32> to memref<4x4xf32>
  memref.dealloc %a : memref<4x4xf32>
  return
}

// -----

// A padded tensor's interior is a strided view: gpu.memcpy would move one
// contiguous range (and once did, so padded convolutions and pooling
// computed on misplaced rows); it is a linalg.copy, a kernel once loops
// are mapped.
// CHECK-LABEL: func.func @padded_interior
// CHECK: %[[P:.*]] = gpu.alloc () : memref<2x3x6x6xf32>
// CHECK: %[[V:.*]] = memref.subview %[[P]][0, 0, 1, 1] [2, 3, 4, 4] [1, 1, 1, 1]
// CHECK-NOT: gpu.memcpy
// CHECK: linalg.copy ins(%arg0 : memref<2x3x4x4xf32>) outs(%[[V]] : memref<2x3x4x4xf32, strided<[108, 36, 6, 1], offset: 7>>)
func.func @padded_interior(%arg0: memref<2x3x4x4xf32>) -> memref<2x3x6x6xf32> {
  %p = memref.alloc() : memref<2x3x6x6xf32>
  %v = memref.subview %p[0, 0, 1, 1] [2, 3, 4, 4] [1, 1, 1, 1] : memref<2x3x6x6xf32> to memref<2x3x4x4xf32, strided<[108, 36, 6, 1], offset: 7>>
  memref.copy %arg0, %v : memref<2x3x4x4xf32> to memref<2x3x4x4xf32, strided<[108, 36, 6, 1], offset: 7>>
  return %p : memref<2x3x6x6xf32>
}

// -----

// A contiguous view at an offset (the second of a qkv projection's three
// parts) is no whole buffer either: gpu.memcpy's lowering takes the
// buffer's start, and refuses such a source, which left the copy
// unconverted and the module untranslatable. It is a linalg.copy.
// CHECK-LABEL: func.func @part_at_offset
// CHECK-NOT: gpu.memcpy
// CHECK: linalg.copy ins(%[[V:.*]] : memref<4x8xf32, strided<[8, 1], offset: 32>>) outs(%{{.*}} : memref<4x8xf32>)
func.func @part_at_offset(%arg0: memref<3x4x8xf32>) -> memref<4x8xf32> {
  %v = memref.subview %arg0[1, 0, 0] [1, 4, 8] [1, 1, 1] : memref<3x4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
  %a = memref.alloc() : memref<4x8xf32>
  memref.copy %v, %a : memref<4x8xf32, strided<[8, 1], offset: 32>> to memref<4x8xf32>
  return %a : memref<4x8xf32>
}
