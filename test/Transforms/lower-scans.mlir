// RUN: hiera-opt %s -split-input-file --hiera-lower-scans | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-lower | FileCheck %s --check-prefix=LOWER

// Scans in the quadratic form hiera.scans exports become a loop over
// lines, each walking its line once with the running value; the whole
// lowering then maps the lines to GPU threads, the walk inside a kernel.
// LOWER-NOT: linalg.
// LOWER-NOT: scf.forall
// LOWER: gpu.binary

// torch.cumsum(x * mask, dim=1), as exported (the producer is left alone):
// a forward, inclusive walk along dim 1, from the filled zero, combining as
// the payload does (running value first).
// CHECK-LABEL: func.func @masked_cumsum
// CHECK-SAME: (%{{.*}}: tensor<64x1000xf32>, %{{.*}}: tensor<64x1000xi1>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[N:.*]] = arith.constant 1000 : index
// CHECK: %[[PRODUCT:.*]] = linalg.generic
// CHECK: %[[START:.*]] = linalg.fill ins(%[[ZERO]] : f32)
// CHECK: %[[R:.*]] = scf.forall (%[[ROW:.*]]) in (64) shared_outs(%[[OUT:.*]] = %[[START]])
// CHECK: %[[LINE:.*]] = tensor.extract_slice %[[OUT]][%[[ROW]], 0] [1, 1000] [1, 1] : tensor<64x1000xf32> to tensor<1000xf32>
// CHECK: %[[WALK:.*]]:2 = scf.for %[[K:.*]] = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[RUNNING:.*]] = %[[ZERO]], %[[ACC:.*]] = %[[LINE]])
// CHECK: %[[X:.*]] = tensor.extract %[[PRODUCT]][%[[ROW]], %[[K]]]
// CHECK: %[[NEXT:.*]] = arith.addf %[[RUNNING]], %[[X]] : f32
// CHECK: %[[W:.*]] = tensor.insert %[[NEXT]] into %[[ACC]][%[[K]]]
// CHECK: scf.yield %[[NEXT]], %[[W]]
// CHECK: tensor.parallel_insert_slice %[[WALK]]#1 into %[[OUT]][%[[ROW]], 0] [1, 1000] [1, 1]
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @masked_cumsum(%arg0: tensor<64x1000xf32>, %arg1: tensor<64x1000xi1>) -> tensor<64x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<64x1000xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<64x1000xf32>, tensor<64x1000xi1>) outs(%0 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_0: i1, %out: f32):
      %4 = arith.uitofp %in_0 : i1 to f32
      %5 = arith.mulf %in, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<64x1000xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<64x1000xf32>) outs(%2 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = linalg.index 1 : index
      %5 = linalg.index 2 : index
      %6 = arith.cmpi ule, %5, %4 : index
      %7 = arith.addf %out, %in : f32
      %8 = arith.select %6, %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<64x1000xf32>
    return %3 : tensor<64x1000xf32>
  }
}

// -----

// Exclusive and reversed (j > i), over dim 0 of a 3-D tensor: a line per
// (dim 1, dim 2), walked from its end; each position gets the running
// value before its own input.
// CHECK-LABEL: func.func @exclusive_reverse
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[LAST:.*]] = arith.constant 4 : index
// CHECK: scf.forall (%[[A:.*]], %[[B:.*]]) in (3, 4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK: %[[LINE:.*]] = tensor.extract_slice %[[OUT]][0, %[[A]], %[[B]]] [5, 1, 1] [1, 1, 1] : tensor<5x3x4xf32> to tensor<5xf32>
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args(%[[RUNNING:.*]] = %[[ONE]], %[[ACC:.*]] = %[[LINE]])
// CHECK: %[[AT:.*]] = arith.subi %[[LAST]], %[[K]] : index
// CHECK: %[[X:.*]] = tensor.extract %{{.*}}[%[[AT]], %[[A]], %[[B]]]
// CHECK: %[[NEXT:.*]] = arith.mulf %[[X]], %[[RUNNING]] : f32
// CHECK: tensor.insert %[[RUNNING]] into %[[ACC]][%[[AT]]]
#in3 = affine_map<(d0, d1, d2, d3) -> (d3, d1, d2)>
#out3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @exclusive_reverse(%x: tensor<5x3x4xf32>) -> tensor<5x3x4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<5x3x4xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<5x3x4xf32>) -> tensor<5x3x4xf32>
  %r = linalg.generic {indexing_maps = [#in3, #out3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%x : tensor<5x3x4xf32>) outs(%f : tensor<5x3x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 3 : index
    %after = arith.cmpi ugt, %j, %i : index
    %m = arith.mulf %in, %out : f32
    %s = arith.select %after, %m, %out : f32
    linalg.yield %s : f32
  } -> tensor<5x3x4xf32>
  return %r : tensor<5x3x4xf32>
}

// -----

// One line (a 1-D integer cumsum): a single iteration over lines.
// CHECK-LABEL: func.func @one_line
// CHECK: scf.forall (%{{.*}}) in (1)
// CHECK: arith.addi
#in1 = affine_map<(d0, d1) -> (d1)>
#out1 = affine_map<(d0, d1) -> (d0)>
func.func @one_line(%x: tensor<7xi32>) -> tensor<7xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<7xi32>
  %f = linalg.fill ins(%zero : i32) outs(%e : tensor<7xi32>) -> tensor<7xi32>
  %r = linalg.generic {indexing_maps = [#in1, #out1], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<7xi32>) outs(%f : tensor<7xi32>) {
  ^bb0(%in: i32, %out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %before = arith.cmpi ule, %j, %i : index
    %a = arith.addi %out, %in : i32
    %s = arith.select %before, %a, %out : i32
    linalg.yield %s : i32
  } -> tensor<7xi32>
  return %r : tensor<7xi32>
}

// -----

// An output that starts from a tensor, not a filled value, differs per
// element: its quadratic form is left as it is.
// CHECK-LABEL: func.func @start_per_element
// CHECK-NOT: scf.forall
// CHECK: linalg.generic
#in2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#out2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @start_per_element(%x: tensor<2x8xf32>, %start: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %r = linalg.generic {indexing_maps = [#in2, #out2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x8xf32>) outs(%start : tensor<2x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %before = arith.cmpi ule, %j, %i : index
    %a = arith.addf %out, %in : f32
    %s = arith.select %before, %a, %out : f32
    linalg.yield %s : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
