// RUN: hiera-opt %s -split-input-file --hiera-allocate-results | FileCheck %s
// In the whole lowering, the returned buffer becomes the caller's: no copy.
// RUN: hiera-opt %s -split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --hiera-allocate-results --buffer-results-to-out-params="hoist-static-allocs modify-public-functions" | FileCheck %s --check-prefix=OUT

// A task on collapsed rows, returned expanded: the buffer is allocated
// expanded and the task writes a collapsed view of it.
// CHECK-LABEL: func.func @rows_returned_expanded
// CHECK: %[[WHOLE:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x8x16xf32>
// CHECK: %[[ROWS:.*]] = memref.collapse_shape %[[WHOLE]] {{\[\[}}0, 1], [2]] : memref<4x8x16xf32> into memref<32x16xf32>
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[ROWS]] : memref<32x16xf32>)
// CHECK: return %[[WHOLE]]
// OUT-LABEL: func.func @rows_returned_expanded
// OUT-SAME: %[[OUTPUT:.*]]: memref<4x8x16xf32>)
// OUT-NOT: memref.alloc
// OUT-NOT: memref.copy
// OUT: memref.collapse_shape %[[OUTPUT]]
// OUT-NOT: memref.copy
func.func @rows_returned_expanded() -> memref<4x8x16xf32> {
  %c = arith.constant 1.0 : f32
  %rows = memref.alloc() {alignment = 64 : i64} : memref<32x16xf32>
  linalg.fill ins(%c : f32) outs(%rows : memref<32x16xf32>)
  %whole = memref.expand_shape %rows [[0, 1], [2]] output_shape [4, 8, 16] : memref<32x16xf32> into memref<4x8x16xf32>
  return %whole : memref<4x8x16xf32>
}

// -----

// Two reshapes deep: collapsed, then expanded otherwise.
// CHECK-LABEL: func.func @two_reshapes
// CHECK: %[[WHOLE:.*]] = memref.alloc() : memref<2x64xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[WHOLE]] {{\[\[}}0, 1]] : memref<2x64xf32> into memref<128xf32>
// CHECK: %[[FIRST:.*]] = memref.expand_shape %[[FLAT]] {{\[\[}}0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
// CHECK: outs(%[[FIRST]] : memref<8x16xf32>)
// CHECK: return %[[WHOLE]]
func.func @two_reshapes() -> memref<2x64xf32> {
  %c = arith.constant 1.0 : f32
  %tile = memref.alloc() : memref<8x16xf32>
  linalg.fill ins(%c : f32) outs(%tile : memref<8x16xf32>)
  %flat = memref.collapse_shape %tile [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %whole = memref.expand_shape %flat [[0, 1]] output_shape [2, 64] : memref<128xf32> into memref<2x64xf32>
  return %whole : memref<2x64xf32>
}

// -----

// Left alone: an allocation returned as it is (buffer-results-to-out-params
// hoists it), one returned twice, and a dynamic one.
// CHECK-LABEL: func.func @left_alone
// CHECK-SAME: %[[N:.*]]: index
// CHECK: %[[PLAIN:.*]] = memref.alloc() : memref<16xf32>
// CHECK: %[[SHARED:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK: %[[ONCE:.*]] = memref.collapse_shape %[[SHARED]]
// CHECK: %[[AGAIN:.*]] = memref.collapse_shape %[[SHARED]]
// CHECK: %[[DYNAMIC:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[DYNAMIC]]
// CHECK: return %[[PLAIN]], %[[ONCE]], %[[AGAIN]], %[[FLAT]]
// OUT-LABEL: func.func @left_alone
// OUT-COUNT-3: memref.copy
// OUT-NOT: memref.copy
func.func @left_alone(%n: index) -> (memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<?xf32>) {
  %plain = memref.alloc() : memref<16xf32>
  %shared = memref.alloc() : memref<4x4xf32>
  %once = memref.collapse_shape %shared [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %again = memref.collapse_shape %shared [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %dynamic = memref.alloc(%n) : memref<?x4xf32>
  %flat = memref.collapse_shape %dynamic [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  return %plain, %once, %again, %flat : memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<?xf32>
}

// -----

// One buffer returned twice (PyTorch's `return y, y`): the second return
// is a copy, so that each result is a buffer of its own. Without it,
// buffer-results-to-out-params hoisted one allocation into two out
// parameters and crashed.
// CHECK-LABEL: func.func @returned_twice
// CHECK: %[[Y:.*]] = memref.alloc() : memref<64xf32>
// CHECK: %[[COPY:.*]] = memref.alloc() : memref<64xf32>
// CHECK: memref.copy %[[Y]], %[[COPY]]
// CHECK: return %[[Y]], %[[COPY]] :
// OUT-LABEL: func.func @returned_twice
// OUT-SAME: (%[[FIRST:.*]]: memref<64xf32>, %[[SECOND:.*]]: memref<64xf32>)
// OUT: linalg.fill ins(%{{.*}} : f32) outs(%[[FIRST]] : memref<64xf32>)
// OUT: memref.copy %[[FIRST]], %[[SECOND]]
func.func @returned_twice() -> (memref<64xf32>, memref<64xf32>) {
  %c = arith.constant 1.0 : f32
  %y = memref.alloc() : memref<64xf32>
  linalg.fill ins(%c : f32) outs(%y : memref<64xf32>)
  return %y, %y : memref<64xf32>, memref<64xf32>
}
