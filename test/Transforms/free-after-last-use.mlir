// RUN: hiera-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(hiera-free-after-last-use))' | FileCheck %s

// A chain: each buffer is freed right before the next allocation after its
// last use (the call reading its pointer), not at the end; the last one,
// with no allocation after it, before the return.
// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: call @write(%{{.*}})
// CHECK: %[[B:.*]] = memref.alloc()
// CHECK: call @copy(%{{.*}}, %{{.*}})
// CHECK: memref.dealloc %[[A]]
// CHECK-NEXT: %[[C:.*]] = memref.alloc()
// CHECK: call @copy(%{{.*}}, %{{.*}})
// CHECK: memref.dealloc %[[B]]
// CHECK-NEXT: %[[D:.*]] = memref.alloc()
// CHECK: call @copy(%{{.*}}, %{{.*}})
// CHECK-NEXT: memref.dealloc %[[C]]
// CHECK-NEXT: memref.dealloc %[[D]]
// CHECK-NEXT: return
// CHECK-NOT: bufferization.dealloc
func.func private @write(!llvm.ptr)
func.func private @copy(!llvm.ptr, !llvm.ptr)
func.func @chain() {
  %true = arith.constant true
  %a = memref.alloc() : memref<64xf32>
  %ai = memref.extract_aligned_pointer_as_index %a : memref<64xf32> -> index
  %a64 = arith.index_cast %ai : index to i64
  %ap = llvm.inttoptr %a64 : i64 to !llvm.ptr
  call @write(%ap) : (!llvm.ptr) -> ()
  %b = memref.alloc() : memref<64xf32>
  %bi = memref.extract_aligned_pointer_as_index %b : memref<64xf32> -> index
  %b64 = arith.index_cast %bi : index to i64
  %bp = llvm.inttoptr %b64 : i64 to !llvm.ptr
  call @copy(%ap, %bp) : (!llvm.ptr, !llvm.ptr) -> ()
  %c = memref.alloc() : memref<64xf32>
  %ci = memref.extract_aligned_pointer_as_index %c : memref<64xf32> -> index
  %c64 = arith.index_cast %ci : index to i64
  %cp = llvm.inttoptr %c64 : i64 to !llvm.ptr
  call @copy(%bp, %cp) : (!llvm.ptr, !llvm.ptr) -> ()
  %d = memref.alloc() : memref<64xf32>
  %di = memref.extract_aligned_pointer_as_index %d : memref<64xf32> -> index
  %d64 = arith.index_cast %di : index to i64
  %dp = llvm.inttoptr %d64 : i64 to !llvm.ptr
  call @copy(%cp, %dp) : (!llvm.ptr, !llvm.ptr) -> ()
  bufferization.dealloc (%a, %b, %c, %d : memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>) if (%true, %true, %true, %true)
  return
}

// -----

// A buffer read through a view inside a loop is freed after the loop, the
// last operation of its block that uses it.
// CHECK-LABEL: func.func @view_in_loop
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: scf.for
// CHECK: memref.load
// CHECK: }
// CHECK: memref.dealloc %[[A]]
// CHECK-NEXT: %[[B:.*]] = memref.alloc()
func.func @view_in_loop(%out: memref<8xf32>) {
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<64xf32>
  %view = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %view[%i, %c0] : memref<8x8xf32>
    memref.store %v, %out[%i] : memref<8xf32>
  }
  %b = memref.alloc() : memref<64xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %b[%c0] : memref<64xf32>
  bufferization.dealloc (%a, %b : memref<64xf32>, memref<64xf32>) if (%true, %true)
  return
}

// -----

// What the pass does not take is left to upstream's simplification: a
// dealloc that retains a buffer, one with a condition not known true, and
// one of a buffer that leaves the block.
// CHECK-LABEL: func.func @retained
// CHECK: bufferization.dealloc (%{{.*}} : memref<64xf32>) if (%{{.*}}) retain (%{{.*}} : memref<64xf32>)
// CHECK-NOT: memref.dealloc
func.func @retained(%r: memref<64xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<64xf32>
  %kept = bufferization.dealloc (%a : memref<64xf32>) if (%true) retain (%r : memref<64xf32>)
  return %kept : i1
}

// CHECK-LABEL: func.func @conditional
// CHECK: bufferization.dealloc (%{{.*}} : memref<64xf32>) if (%arg0)
// CHECK-NOT: memref.dealloc
func.func @conditional(%owned: i1) {
  %a = memref.alloc() : memref<64xf32>
  bufferization.dealloc (%a : memref<64xf32>) if (%owned)
  return
}

// CHECK-LABEL: func.func @escapes
// CHECK: bufferization.dealloc
// CHECK-NOT: memref.dealloc
func.func @escapes() -> memref<8x8xf32> {
  %true = arith.constant true
  %a = memref.alloc() : memref<64xf32>
  %view = memref.expand_shape %a [[0, 1]] output_shape [8, 8] : memref<64xf32> into memref<8x8xf32>
  bufferization.dealloc (%a : memref<64xf32>) if (%true)
  return %view : memref<8x8xf32>
}
