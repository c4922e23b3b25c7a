// What FoldSliceIntoReader (normalize-slices.mlir) leaves: a slice from 0
// that does not divide its dimension stays a slice (a loop read as a
// coordinate of its own spans that coordinate whole), and so does a
// contiguous slice, read in place already.
// RUN: hiera-opt %s --hiera-normalize | FileCheck %s

// Slices that do not divide their dimension: one at an offset is read at
// d + 150; the one from 0 stays a slice. A contiguous slice (rows 2 to 5
// whole) stays a plain operand.
// CHECK-DAG: #[[LATE:.+]] = affine_map<(d0, d1) -> (d0, d1 + 150)>
// CHECK-LABEL: func.func @kept_slices
// CHECK: %[[EARLY:.+]] = tensor.extract_slice %{{.+}}[0, 0] [8, 150] [1, 1]
// CHECK: %[[ROWS:.+]] = tensor.extract_slice %{{.+}}[2, 0] [8, 150] [1, 1]
// CHECK: linalg.generic {indexing_maps = [{{.+}}, #[[LATE]], {{.+}}]{{.*}} ins(%[[EARLY]], %arg0, %[[ROWS]] :
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @kept_slices(%x: tensor<8x301xf32>, %y: tensor<12x150xf32>) -> tensor<8x150xf32> {
  %a = tensor.extract_slice %x[0, 0] [8, 150] [1, 1] : tensor<8x301xf32> to tensor<8x150xf32>
  %b = tensor.extract_slice %x[0, 150] [8, 150] [1, 1] : tensor<8x301xf32> to tensor<8x150xf32>
  %c = tensor.extract_slice %y[2, 0] [8, 150] [1, 1] : tensor<12x150xf32> to tensor<8x150xf32>
  %init = tensor.empty() : tensor<8x150xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %c : tensor<8x150xf32>, tensor<8x150xf32>, tensor<8x150xf32>) outs(%init : tensor<8x150xf32>) {
  ^bb0(%va: f32, %vb: f32, %vc: f32, %out: f32):
    %s = arith.subf %va, %vb : f32
    %p = arith.mulf %s, %vc : f32
    linalg.yield %p : f32
  } -> tensor<8x150xf32>
  return %r : tensor<8x150xf32>
}
