// Static slices that are not contiguous fold into the elementwise generics
// that read them, as reads of their source: no copy outside a task. A
// dimension cut into equal slices splits (an expand_shape, a view) and each
// slice is read at its index; an offset the slices do not divide stays
// d + offset; a slice from 0 that does not divide its dimension stays a
// slice. Contiguous slices (a step of a sequence) stay plain operands.
// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s --check-prefix=PLAN
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s elementwise_ | FileCheck %s --check-prefix=CPU

// An LSTM step's gates, sliced as torch-mlir writes them: through a unit
// dimension added and dropped again.
// CHECK-DAG: #[[G0:.+]] = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK-DAG: #[[G1:.+]] = affine_map<(d0, d1) -> (d0, 1, d1)>
// CHECK-DAG: #[[G2:.+]] = affine_map<(d0, d1) -> (d0, 2, d1)>
// CHECK-DAG: #[[G3:.+]] = affine_map<(d0, d1) -> (d0, 3, d1)>
// CHECK-LABEL: func.func @lstm_gates
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[SPLIT:.+]] = tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [16, 4, 256] : tensor<16x1024xf32> into tensor<16x4x256xf32>
// CHECK: linalg.generic {indexing_maps = [#[[G0]], #[[G1]], #[[G2]], #[[G3]], {{.+}}]{{.*}} ins(%[[SPLIT]], %[[SPLIT]], %[[SPLIT]], %[[SPLIT]] :
// PLAN-LABEL: func.func @lstm_gates
// PLAN-NOT: tensor.extract_slice
// PLAN: plan.task "elementwise_0"
// CPU: gates read from their slices: elementwise_vec_u1: ok
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @lstm_gates(%g: tensor<16x1024xf32>) -> tensor<16x256xf32> {
  %e = tensor.expand_shape %g [[0, 1], [2]] output_shape [1, 16, 1024] : tensor<16x1024xf32> into tensor<1x16x1024xf32>
  %s0 = tensor.extract_slice %e[0, 0, 0] [1, 16, 256] [1, 1, 1] : tensor<1x16x1024xf32> to tensor<1x16x256xf32>
  %s1 = tensor.extract_slice %e[0, 0, 256] [1, 16, 256] [1, 1, 1] : tensor<1x16x1024xf32> to tensor<1x16x256xf32>
  %s2 = tensor.extract_slice %e[0, 0, 512] [1, 16, 256] [1, 1, 1] : tensor<1x16x1024xf32> to tensor<1x16x256xf32>
  %s3 = tensor.extract_slice %e[0, 0, 768] [1, 16, 256] [1, 1, 1] : tensor<1x16x1024xf32> to tensor<1x16x256xf32>
  %c0 = tensor.collapse_shape %s0 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
  %c1 = tensor.collapse_shape %s1 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
  %c2 = tensor.collapse_shape %s2 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
  %c3 = tensor.collapse_shape %s3 [[0, 1], [2]] : tensor<1x16x256xf32> into tensor<16x256xf32>
  %init = tensor.empty() : tensor<16x256xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%c0, %c1, %c2, %c3 : tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>, tensor<16x256xf32>) outs(%init : tensor<16x256xf32>) {
  ^bb0(%i: f32, %f: f32, %gg: f32, %o: f32, %out: f32):
    %ti = math.tanh %i : f32
    %m = arith.mulf %ti, %f : f32
    %to = math.tanh %gg : f32
    %n = arith.mulf %to, %o : f32
    %s = arith.addf %m, %n : f32
    linalg.yield %s : f32
  } -> tensor<16x256xf32>
  return %r : tensor<16x256xf32>
}

// -----

// A gated linear unit over torch.chunk's halves.
// CHECK-DAG: #[[A:.+]] = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK-DAG: #[[B:.+]] = affine_map<(d0, d1) -> (d0, 1, d1)>
// CHECK-LABEL: func.func @glu_chunk
// CHECK-NOT: tensor.extract_slice
// CHECK: tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [64, 2, 1024]
// CHECK: linalg.generic {indexing_maps = [#[[A]], #[[B]], {{.+}}]
// CPU: a GLU over its halves: elementwise_vec_u1: ok
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @glu_chunk(%x: tensor<64x2048xf32>) -> tensor<64x1024xf32> {
  %a = tensor.extract_slice %x[0, 0] [64, 1024] [1, 1] : tensor<64x2048xf32> to tensor<64x1024xf32>
  %b = tensor.extract_slice %x[0, 1024] [64, 1024] [1, 1] : tensor<64x2048xf32> to tensor<64x1024xf32>
  %init = tensor.empty() : tensor<64x1024xf32>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%init : tensor<64x1024xf32>) {
  ^bb0(%va: f32, %vb: f32, %out: f32):
    %one = arith.constant 1.0 : f32
    %neg = arith.negf %vb : f32
    %ex = math.exp %neg : f32
    %den = arith.addf %one, %ex : f32
    %sig = arith.divf %one, %den : f32
    %y = arith.mulf %va, %sig : f32
    linalg.yield %y : f32
  } -> tensor<64x1024xf32>
  return %r : tensor<64x1024xf32>
}

// -----

// Slices at offsets that do not divide their dimension: read at d + offset.
// CHECK-DAG: #[[ONE:.+]] = affine_map<(d0, d1) -> (d0, d1 + 1)>
// CHECK-DAG: #[[LATE:.+]] = affine_map<(d0, d1) -> (d0, d1 + 150)>
// CHECK-LABEL: func.func @uneven_halves
// CHECK-NOT: tensor.extract_slice
// CHECK: linalg.generic {indexing_maps = [#[[ONE]], #[[LATE]], {{.+}}]{{.*}} ins(%arg0, %arg0 :
// CPU: halves that do not divide their dimension: elementwise_scalar: ok
// CPU: all agree
#id3 = affine_map<(d0, d1) -> (d0, d1)>
func.func @uneven_halves(%x: tensor<8x301xf32>) -> tensor<8x150xf32> {
  %a = tensor.extract_slice %x[0, 1] [8, 150] [1, 1] : tensor<8x301xf32> to tensor<8x150xf32>
  %b = tensor.extract_slice %x[0, 150] [8, 150] [1, 1] : tensor<8x301xf32> to tensor<8x150xf32>
  %init = tensor.empty() : tensor<8x150xf32>
  %r = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x150xf32>, tensor<8x150xf32>) outs(%init : tensor<8x150xf32>) {
  ^bb0(%va: f32, %vb: f32, %out: f32):
    %s = arith.subf %va, %vb : f32
    %p = arith.mulf %s, %va : f32
    linalg.yield %p : f32
  } -> tensor<8x150xf32>
  return %r : tensor<8x150xf32>
}
