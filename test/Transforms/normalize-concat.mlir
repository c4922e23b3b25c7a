// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s

// A concatenation becomes one elementwise op over its result, so that a
// task computes it: each point reads the input whose range along the
// joined dimension holds it, its index held in bounds elsewhere, and
// selects it. Left a tensor.concat, it stays outside every task, a copy
// per input.

// torch.cat([x, y], dim=1) of a dense block: channels 0..63 are x's,
// 64..95 are y's at channel c - 64.
// CHECK-LABEL: func.func @channels
// CHECK-SAME: (%[[X:.*]]: tensor<2x64x7x7xf32>, %[[Y:.*]]: tensor<2x32x7x7xf32>)
// CHECK-NOT: tensor.concat
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x96x7x7xf32>)
// CHECK: %[[N:.*]] = linalg.index 0 : index
// CHECK: %[[C:.*]] = linalg.index 1 : index
// CHECK: %[[H:.*]] = linalg.index 2 : index
// CHECK: %[[W:.*]] = linalg.index 3 : index
// CHECK: %[[INX:.*]] = arith.cmpi ult, %[[C]], %[[C64]] : index
// CHECK: %[[ATX:.*]] = arith.select %[[INX]], %[[C]], %[[C0]] : index
// CHECK: %[[READX:.*]] = tensor.extract %[[X]][%[[N]], %[[ATX]], %[[H]], %[[W]]]
// CHECK: %[[VX:.*]] = arith.select %[[INX]], %[[READX]], %[[ZERO]] : f32
// CHECK: %[[RELY:.*]] = arith.subi %[[C]], %[[C64]] : index
// CHECK: %[[INY:.*]] = arith.cmpi ult, %[[RELY]], %[[C32]] : index
// CHECK: %[[ATY:.*]] = arith.select %[[INY]], %[[RELY]], %[[C0]] : index
// CHECK: %[[READY:.*]] = tensor.extract %[[Y]][%[[N]], %[[ATY]], %[[H]], %[[W]]]
// CHECK: %[[VY:.*]] = arith.select %[[INY]], %[[READY]], %[[VX]] : f32
// CHECK: linalg.yield %[[VY]]
func.func @channels(%x: tensor<2x64x7x7xf32>, %y: tensor<2x32x7x7xf32>) -> tensor<2x96x7x7xf32> {
  %0 = tensor.concat dim(1) %x, %y : (tensor<2x64x7x7xf32>, tensor<2x32x7x7xf32>) -> tensor<2x96x7x7xf32>
  return %0 : tensor<2x96x7x7xf32>
}

// -----

// torch.roll(x, 3, dims=1) as exported: the two halves are slices of x
// behind casts to a dynamic extent; each is read in x itself, the first
// from row 5, the second from row 0.
// CHECK-LABEL: func.func @roll
// CHECK-SAME: (%[[X:.*]]: tensor<4x8x6xf32>)
// CHECK-NOT: tensor.concat
// CHECK-NOT: tensor.extract_slice
// CHECK-NOT: tensor.cast
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: linalg.generic
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[R:.*]] = linalg.index 1 : index
// CHECK: %[[K:.*]] = linalg.index 2 : index
// CHECK: %[[IN0:.*]] = arith.cmpi ult, %[[R]], %[[C3]] : index
// CHECK: %[[AT0:.*]] = arith.select %[[IN0]], %[[R]], %{{.*}} : index
// CHECK: %[[ROW0:.*]] = arith.addi %[[AT0]], %[[C5]] : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[ROW0]], %[[K]]]
// CHECK: %[[REL1:.*]] = arith.subi %[[R]], %[[C3]] : index
// CHECK: %[[IN1:.*]] = arith.cmpi ult, %[[REL1]], %[[C5]] : index
// CHECK: %[[AT1:.*]] = arith.select %[[IN1]], %[[REL1]], %{{.*}} : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[AT1]], %[[K]]]
func.func @roll(%x: tensor<4x8x6xf32>) -> tensor<4x8x6xf32> {
  %tail = tensor.extract_slice %x[0, 5, 0] [4, 3, 6] [1, 1, 1] : tensor<4x8x6xf32> to tensor<4x3x6xf32>
  %head = tensor.extract_slice %x[0, 0, 0] [4, 5, 6] [1, 1, 1] : tensor<4x8x6xf32> to tensor<4x5x6xf32>
  %a = tensor.cast %tail : tensor<4x3x6xf32> to tensor<4x?x6xf32>
  %b = tensor.cast %head : tensor<4x5x6xf32> to tensor<4x?x6xf32>
  %0 = tensor.concat dim(1) %a, %b : (tensor<4x?x6xf32>, tensor<4x?x6xf32>) -> tensor<4x8x6xf32>
  return %0 : tensor<4x8x6xf32>
}

// -----

// A patch merge, torch.cat([x[:, 0::2, 0::2], x[:, 1::2, 0::2],
// x[:, 0::2, 1::2], x[:, 1::2, 1::2]], -1): slices of slices, read in x at
// offset + stride * e, their offsets and strides composed.
// CHECK-LABEL: func.func @patch_merge
// CHECK-SAME: (%[[X:.*]]: tensor<2x8x8x3xf32>)
// CHECK-NOT: tensor.concat
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x4x4x12xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[R:.*]] = linalg.index 1 : index
// CHECK: %[[S:.*]] = linalg.index 2 : index
// CHECK: %[[ROWS0:.*]] = arith.muli %[[R]], %[[C2:.*]] : index
// CHECK: %[[COLS0:.*]] = arith.muli %[[S]], %[[C2]] : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[ROWS0]], %[[COLS0]], %{{.*}}]
// CHECK: %[[ROWS1:.*]] = arith.addi %[[ROWS0]], %[[C1:.*]] : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[ROWS1]], %[[COLS0]], %{{.*}}]
// CHECK: %[[COLS1:.*]] = arith.addi %[[COLS0]], %[[C1]] : index
// CHECK: tensor.extract %[[X]][%[[I]], %[[ROWS0]], %[[COLS1]], %{{.*}}]
// CHECK: tensor.extract %[[X]][%[[I]], %[[ROWS1]], %[[COLS1]], %{{.*}}]
// CHECK-NOT: tensor.extract
// CHECK: linalg.yield
func.func @patch_merge(%x: tensor<2x8x8x3xf32>) -> tensor<2x4x4x12xf32> {
  %rows0 = tensor.extract_slice %x[0, 0, 0, 0] [2, 4, 8, 3] [1, 2, 1, 1] : tensor<2x8x8x3xf32> to tensor<2x4x8x3xf32>
  %rows1 = tensor.extract_slice %x[0, 1, 0, 0] [2, 4, 8, 3] [1, 2, 1, 1] : tensor<2x8x8x3xf32> to tensor<2x4x8x3xf32>
  %a = tensor.extract_slice %rows0[0, 0, 0, 0] [2, 4, 4, 3] [1, 1, 2, 1] : tensor<2x4x8x3xf32> to tensor<2x4x4x3xf32>
  %b = tensor.extract_slice %rows1[0, 0, 0, 0] [2, 4, 4, 3] [1, 1, 2, 1] : tensor<2x4x8x3xf32> to tensor<2x4x4x3xf32>
  %c = tensor.extract_slice %rows0[0, 0, 1, 0] [2, 4, 4, 3] [1, 1, 2, 1] : tensor<2x4x8x3xf32> to tensor<2x4x4x3xf32>
  %d = tensor.extract_slice %rows1[0, 0, 1, 0] [2, 4, 4, 3] [1, 1, 2, 1] : tensor<2x4x8x3xf32> to tensor<2x4x4x3xf32>
  %0 = tensor.concat dim(3) %a, %b, %c, %d : (tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>, tensor<2x4x4x3xf32>) -> tensor<2x4x4x12xf32>
  return %0 : tensor<2x4x4x12xf32>
}

// -----

// A concatenation of dynamic shape stays as it is (the contract then says
// it is left outside every task).
// CHECK-LABEL: func.func @dynamic
// CHECK: tensor.concat
func.func @dynamic(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.concat dim(0) %x, %y : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
