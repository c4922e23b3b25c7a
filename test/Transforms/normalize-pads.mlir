// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s

// A pad that no window reads becomes one elementwise op, so that a task
// computes it: each point reads the source where it lies on it, else
// yields the border's value. Left a tensor.pad, it stays outside every
// task, a fill and a strided copy.

// The exclusive cumsum's shift as exported, torch.cumsum(F.pad(x, (1, 0))
// [:, :-1], dim=1): the slice of the pad, its only reader, is that window
// of it; point j reads x[j - 1] and j = 0 is zero.
// CHECK-LABEL: func.func @exclusive_shift
// CHECK-SAME: (%[[X:.*]]: tensor<16x32xf32>)
// CHECK-NOT: tensor.pad
// CHECK-NOT: tensor.extract_slice
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: %[[SHIFT:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<16x32xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[E:.*]] = arith.subi %[[J]], %[[C1]] : index
// CHECK: %[[ON:.*]] = arith.cmpi ult, %[[E]], %[[C32]] : index
// CHECK: %[[AT:.*]] = arith.select %[[ON]], %[[E]], %[[C0]] : index
// CHECK: %[[READ:.*]] = tensor.extract %[[X]][%[[I]], %[[AT]]]
// CHECK: %[[V:.*]] = arith.select %[[ON]], %[[READ]], %[[ZERO]] : f32
// CHECK: linalg.yield %[[V]]
// CHECK: linalg.generic {{.*}} ins(%[[SHIFT]] : tensor<16x32xf32>)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @exclusive_shift(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 1] high[0, 0] {
  ^bb0(%arg1: index, %arg2: index):
    tensor.yield %cst : f32
  } : tensor<16x32xf32> to tensor<16x33xf32>
  %extracted_slice = tensor.extract_slice %padded[0, 0] [16, 32] [1, 1] : tensor<16x33xf32> to tensor<16x32xf32>
  %0 = tensor.empty() : tensor<16x32xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice : tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = linalg.index 1 : index
    %4 = linalg.index 2 : index
    %5 = arith.cmpi ule, %4, %3 : index
    %6 = arith.addf %out, %in : f32
    %7 = arith.select %5, %6, %out : f32
    linalg.yield %7 : f32
  } -> tensor<16x32xf32>
  return %2 : tensor<16x32xf32>
}

// -----

// F.pad(x[:, 2:], (3, 1), value=1.5): both sides bordered, the source a
// slice read in place (column e of the slice is column e + 2 of x).
// CHECK-LABEL: func.func @bordered_slice
// CHECK-SAME: (%[[X:.*]]: tensor<4x10xf32>)
// CHECK-NOT: tensor.pad
// CHECK-DAG: %[[BORDER:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<4x12xf32>)
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: %[[J:.*]] = linalg.index 1 : index
// CHECK: %[[E:.*]] = arith.subi %[[J]], %[[C3]] : index
// CHECK: %[[ON:.*]] = arith.cmpi ult, %[[E]], %[[C8]] : index
// CHECK: %[[AT:.*]] = arith.select %[[ON]], %[[E]], %[[C0]] : index
// CHECK: %[[COLUMN:.*]] = arith.addi %[[AT]], %[[C2]] : index
// CHECK: %[[READ:.*]] = tensor.extract %[[X]][%[[I]], %[[COLUMN]]]
// CHECK: arith.select %[[ON]], %[[READ]], %[[BORDER]] : f32
func.func @bordered_slice(%x: tensor<4x10xf32>) -> tensor<4x12xf32> {
  %border = arith.constant 1.5 : f32
  %s = tensor.extract_slice %x[0, 2] [4, 8] [1, 1] : tensor<4x10xf32> to tensor<4x8xf32>
  %p = tensor.pad %s low[0, 3] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %border : f32
  } : tensor<4x8xf32> to tensor<4x12xf32>
  return %p : tensor<4x12xf32>
}

// -----

// A convolution reads its padded input's border as bounds: that pad stays.
// CHECK-LABEL: func.func @convolution_border
// CHECK: tensor.pad
// CHECK: linalg.conv_2d_nchw_fchw
func.func @convolution_border(%x: tensor<1x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<1x4x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%p, %w : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%f : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  return %c : tensor<1x4x8x8xf32>
}
