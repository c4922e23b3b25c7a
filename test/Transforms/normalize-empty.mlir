// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s
// Whole planning and lowering: no task, no kernel launched with a grid of
// 0 (which was selected before, and the plan did not read back), no
// division by a zero extent in a kernel emitter (SIGFPE before).
// RUN: hiera-opt %s -split-input-file --hiera-plan | hiera-opt -split-input-file --hiera-lower --hiera-to-llvm | FileCheck %s --check-prefix=LOWERED

// A structured op with an extent of 0 iterates over nothing: its results
// are its destinations as they are.

// A matmul of 0 rows, and what reads it.
// CHECK-LABEL: func.func @no_rows
// CHECK-NOT: linalg.
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<0x32xf32>
// CHECK: return %[[EMPTY]]
// LOWERED-LABEL: llvm.func @no_rows
// LOWERED-NOT: gpu.launch
// LOWERED-NOT: llvm.call @hiera_
func.func @no_rows(%a: tensor<0x64xf32>, %b: tensor<64x32xf32>) -> tensor<0x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<0x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<0x32xf32>) -> tensor<0x32xf32>
  %c = linalg.matmul ins(%a, %b : tensor<0x64xf32>, tensor<64x32xf32>) outs(%acc : tensor<0x32xf32>) -> tensor<0x32xf32>
  %e = tensor.empty() : tensor<0x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<0x32xf32>) outs(%e : tensor<0x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<0x32xf32>
  return %y : tensor<0x32xf32>
}

// -----

// An argmax along a dimension of 0: each row's result is the initial
// index, as linalg defines a reduction over nothing.
// CHECK-LABEL: func.func @argmax_of_nothing
// CHECK: %[[INDICES:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<16xi64>)
// CHECK-NOT: linalg.generic
// CHECK: return %[[INDICES]]
// LOWERED-LABEL: llvm.func @argmax_of_nothing
func.func @argmax_of_nothing(%x: tensor<16x0xf32>) -> tensor<16xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %first = arith.constant 0 : i64
  %v0 = tensor.empty() : tensor<16xf32>
  %i0 = tensor.empty() : tensor<16xi64>
  %v = linalg.fill ins(%lowest : f32) outs(%v0 : tensor<16xf32>) -> tensor<16xf32>
  %i = linalg.fill ins(%first : i64) outs(%i0 : tensor<16xi64>) -> tensor<16xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x0xf32>) outs(%v, %i : tensor<16xf32>, tensor<16xi64>) {
  ^bb0(%in: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %in, %best : f32
    %nv = arith.select %greater, %in, %best : f32
    %ni = arith.select %greater, %jj, %at : i64
    linalg.yield %nv, %ni : f32, i64
  } -> (tensor<16xf32>, tensor<16xi64>)
  return %r#1 : tensor<16xi64>
}

// -----

// A max pooling window of 0x0: each output is the initial value.
// CHECK-LABEL: func.func @empty_window
// CHECK-NOT: linalg.pooling
// CHECK: return
// LOWERED-LABEL: llvm.func @empty_window
func.func @empty_window(%x: tensor<2x3x8x8xf32>) -> tensor<2x3x9x9xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<0x0xf32>
  %init = tensor.empty() : tensor<2x3x9x9xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%init : tensor<2x3x9x9xf32>) -> tensor<2x3x9x9xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %window : tensor<2x3x8x8xf32>, tensor<0x0xf32>) outs(%acc : tensor<2x3x9x9xf32>) -> tensor<2x3x9x9xf32>
  return %y : tensor<2x3x9x9xf32>
}
