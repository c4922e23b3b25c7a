// A function's temporaries share one device allocation: each a view at an
// offset no temporary live at the same time uses, the largest placed first
// at the lowest free offset, offsets multiples of 256 bytes. The buffer is
// allocated where the first temporary was and freed where the last was.
// RUN: hiera-opt %s -split-input-file -allow-unregistered-dialect --hiera-pack-temporaries | FileCheck %s

// %a (4096 B) and %b (1024 B) are live together; %c (2048 B) comes after
// %a is freed and takes its place; %d (100 B, 256 padded) overlaps %b and
// %c, and goes after the larger of the two.
// CHECK-LABEL: func.func @reuse
// CHECK: %[[ALL:.+]] = gpu.alloc () : memref<5120xi8>
// CHECK: %[[C0:.+]] = arith.constant 0 : index
// CHECK: %[[A:.+]] = memref.view %[[ALL]][%[[C0]]][] : memref<5120xi8> to memref<1024xf32>
// CHECK: %[[C4096:.+]] = arith.constant 4096 : index
// CHECK: %[[B:.+]] = memref.view %[[ALL]][%[[C4096]]][] : memref<5120xi8> to memref<256xf32>
// CHECK: "test.use"(%[[A]], %[[B]])
// CHECK-NOT: gpu.dealloc
// CHECK: %[[C:.+]] = memref.view %[[ALL]][%{{.+}}][] : memref<5120xi8> to memref<512xf32>
// CHECK: %[[C2048:.+]] = arith.constant 2048 : index
// CHECK: %[[D:.+]] = memref.view %[[ALL]][%[[C2048]]][] : memref<5120xi8> to memref<25xi32>
// CHECK: "test.use"(%[[B]], %[[C]], %[[D]])
// CHECK-NEXT: gpu.dealloc %[[ALL]] : memref<5120xi8>
// CHECK-NEXT: return
func.func @reuse() {
  %a = gpu.alloc () : memref<1024xf32>
  %b = gpu.alloc () : memref<256xf32>
  "test.use"(%a, %b) : (memref<1024xf32>, memref<256xf32>) -> ()
  gpu.dealloc %a : memref<1024xf32>
  %c = gpu.alloc () : memref<512xf32>
  %d = gpu.alloc () : memref<25xi32>
  "test.use"(%b, %c, %d) : (memref<256xf32>, memref<512xf32>, memref<25xi32>) -> ()
  gpu.dealloc %b : memref<256xf32>
  gpu.dealloc %c : memref<512xf32>
  gpu.dealloc %d : memref<25xi32>
  return
}

// -----

// A buffer the function returns, one of dynamic size and one freed in a
// nested region keep their own allocations; the two temporaries left share
// one.
// CHECK-LABEL: func.func @kept
// CHECK: %[[OUT:.+]] = gpu.alloc () : memref<64xf32>
// CHECK: %[[DYN:.+]] = gpu.alloc (%{{.+}}) : memref<?xf32>
// CHECK: %[[ALL:.+]] = gpu.alloc () : memref<512xi8>
// CHECK: %[[NESTED:.+]] = gpu.alloc () : memref<8xf32>
// CHECK: scf.execute_region
// CHECK: gpu.dealloc %[[NESTED]]
// CHECK: gpu.dealloc %[[DYN]]
// CHECK: gpu.dealloc %[[ALL]] : memref<512xi8>
// CHECK: return %[[OUT]]
func.func @kept(%n: index) -> memref<64xf32> {
  %out = gpu.alloc () : memref<64xf32>
  %dyn = gpu.alloc (%n) : memref<?xf32>
  %t1 = gpu.alloc () : memref<16xf32>
  %nested = gpu.alloc () : memref<8xf32>
  %t2 = gpu.alloc () : memref<32xf32>
  "test.use"(%out, %dyn, %t1, %t2, %nested) : (memref<64xf32>, memref<?xf32>, memref<16xf32>, memref<32xf32>, memref<8xf32>) -> ()
  scf.execute_region {
    gpu.dealloc %nested : memref<8xf32>
    scf.yield
  }
  gpu.dealloc %dyn : memref<?xf32>
  gpu.dealloc %t1 : memref<16xf32>
  gpu.dealloc %t2 : memref<32xf32>
  return %out : memref<64xf32>
}

// -----

// One temporary alone stays as it is.
// CHECK-LABEL: func.func @single
// CHECK: gpu.alloc () : memref<16xf32>
// CHECK-NOT: memref.view
func.func @single() {
  %t = gpu.alloc () : memref<16xf32>
  "test.use"(%t) : (memref<16xf32>) -> ()
  gpu.dealloc %t : memref<16xf32>
  return
}
