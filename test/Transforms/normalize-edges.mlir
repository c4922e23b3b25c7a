// Inputs at the edges of what planning takes: dynamic shapes, buffers,
// rank 0, zero-size tensors. --hiera-normalize rewrites what it can, keeps
// the rest, and never fails on them.
// RUN: hiera-opt %s --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s --hiera-plan -o /dev/null

// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [{{.*}}] ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>)
// CHECK-LABEL: func.func @buffers
// CHECK: linalg.generic {{.*}} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>)
// CHECK-LABEL: func.func @rank0
// CHECK: arith.maximumf
// A zero-size op iterates over nothing: what it returns is its destination.
// CHECK-LABEL: func.func @zero_size
// CHECK-NOT: linalg.generic
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<0xf32>
// CHECK: return %[[EMPTY]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @dynamic(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %x, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %x, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d1, %d0) : tensor<?x?xf32>
  %t = linalg.transpose ins(%w : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) permutation = [1, 0]
  %o = tensor.empty(%d0, %d0) : tensor<?x?xf32>
  %m = linalg.matmul ins(%x, %t : tensor<?x?xf32>, tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %m : tensor<?x?xf32>
}
func.func @buffers(%x: memref<4x8xf32>, %y: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : memref<4x8xf32>) outs(%y : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}
func.func @rank0(%x: tensor<f32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%x : tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 0.0 : f32
    %g = arith.cmpf ugt, %a, %c : f32
    %s = arith.select %g, %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @zero_size(%x: tensor<0x8xf32>) -> tensor<0xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<0xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<0xf32>) -> tensor<0xf32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<0x8xf32>) outs(%f : tensor<0xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<0xf32>
  return %r : tensor<0xf32>
}

// A contraction's operand that is a constant of one value (torch-mlir's
// LSTM multiplies its zero initial state) becomes a fill, which a task
// of its own writes.
// CHECK-LABEL: func.func @splat_operand
// CHECK: %[[H:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<8x128xf32>)
// CHECK: linalg.matmul {{.*}}ins(%[[H]], %arg0 :
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#bt = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @splat_operand(%w: tensor<512x128xf32>) -> tensor<8x512xf32> {
  %zero = arith.constant 0.0 : f32
  %h = arith.constant dense<0.0> : tensor<8x128xf32>
  %e = tensor.empty() : tensor<8x512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x512xf32>) -> tensor<8x512xf32>
  %y = linalg.matmul indexing_maps = [#a, #bt, #c] ins(%h, %w : tensor<8x128xf32>, tensor<512x128xf32>) outs(%acc : tensor<8x512xf32>) -> tensor<8x512xf32>
  return %y : tensor<8x512xf32>
}
