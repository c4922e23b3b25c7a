// A gather from an elementwise op's result reads that op's inputs at the
// gathered point instead (GatherThroughElementwise): cross-entropy's pick of
// one log-probability per row, exported from F.cross_entropy on (8, 16)
// logits, leaves the log-softmax unwritten; its statistics stay per row.
// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s --check-prefix=PLAN

// CHECK-LABEL: func.func @forward
// CHECK: %[[MAX:.+]] = linalg.generic {{.*}} ins(%arg0 : tensor<8x16xf32>) outs(%{{[0-9]+}} : tensor<8xf32>)
// CHECK: arith.maximumf
// CHECK: %[[LOG:.+]] = linalg.generic {{.*}} ins(%{{[0-9]+}} : tensor<8xf32>)
// CHECK: math.log
// CHECK: linalg.generic {{.*}} ins(%arg1 : tensor<8xi64>)
// CHECK: %[[ROW:.+]] = linalg.index 0 : index
// CHECK: %[[CLASS:.+]] = arith.index_cast
// CHECK: %[[LOGIT:.+]] = tensor.extract %arg0[%[[ROW]], %[[CLASS]]] : tensor<8x16xf32>
// CHECK: %[[ROWMAX:.+]] = tensor.extract %[[MAX]][%[[ROW]]] : tensor<8xf32>
// CHECK: %[[SHIFTED:.+]] = arith.subf %[[LOGIT]], %[[ROWMAX]] : f32
// CHECK: %[[ROWLOG:.+]] = tensor.extract %[[LOG]][%[[ROW]]] : tensor<8xf32>
// CHECK: arith.subf %[[SHIFTED]], %[[ROWLOG]] : f32

// The row statistics are the only results of the first task: the logits
// are read once, and the gather reads one logit per row.
// PLAN: plan.task "reduction_0"(%arg0) : (tensor<8x16xf32>) -> (tensor<8xf32>, tensor<8xf32>)
// PLAN: plan.task "elementwise_1"(%arg1, %arg0, %{{.+}}#0, %{{.+}}#1) : (tensor<8xi64>, tensor<8x16xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @forward(%arg0: tensor<8x16xf32>, %arg1: tensor<8xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %c16 = arith.constant 16 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<8xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<8xi64>) -> tensor<8xi64>
    %2 = tensor.empty() : tensor<8xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8xf32>) -> tensor<8xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<8x16xf32>) outs(%3, %1 : tensor<8xf32>, tensor<8xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %27 = linalg.index 1 : index
      %28 = arith.index_cast %27 : index to i64
      %29 = arith.maximumf %in, %out : f32
      %30 = arith.cmpf ogt, %in, %out : f32
      %31 = arith.select %30, %28, %out_4 : i64
      linalg.yield %29, %31 : f32, i64
    } -> (tensor<8xf32>, tensor<8xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
    %5 = tensor.empty() : tensor<8x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<8x16xf32>, tensor<8x1xf32>) outs(%5 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<8x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<8x16xf32>) outs(%5 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.exp %in : f32
      linalg.yield %27 : f32
    } -> tensor<8x16xf32>
    %8 = tensor.empty() : tensor<8x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<8x16xf32>) outs(%9 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<8x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<8x1xf32>) outs(%8 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.log %in : f32
      linalg.yield %27 : f32
    } -> tensor<8x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<8x16xf32>, tensor<8x1xf32>) outs(%5 : tensor<8x16xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<8x16xf32>
    %13 = tensor.empty() : tensor<8xi1>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xi64>) outs(%13 : tensor<8xi1>) {
    ^bb0(%in: i64, %out: i1):
      %27 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %27 : i1
    } -> tensor<8xi1>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %arg1, %cst_2 : tensor<8xi1>, tensor<8xi64>, tensor<i64>) outs(%0 : tensor<8xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %27 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %27 : i64
    } -> tensor<8xi64>
    %expanded_3 = tensor.expand_shape %15 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<8x1xi64>) outs(%9 : tensor<8x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = linalg.index 0 : index
      %28 = arith.index_cast %in : i64 to index
      %29 = arith.cmpi slt, %28, %c16 : index
      cf.assert %29, "index must be smaller than dim size"
      %30 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %30, "index must be larger or equal to 0"
      %extracted = tensor.extract %12[%27, %28] : tensor<8x16xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x1xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1]] : tensor<8x1xf32> into tensor<8xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.negf %in : f32
      linalg.yield %27 : f32
    } -> tensor<8xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %17, %cst_1 : tensor<8xi1>, tensor<8xf32>, tensor<f32>) outs(%2 : tensor<8xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %27 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %27 : f32
    } -> tensor<8xf32>
    %19 = tensor.empty() : tensor<i64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<i64>) -> tensor<i64>
    %21 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%14 : tensor<8xi1>) outs(%20 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %27 = arith.extui %in : i1 to i64
      %28 = arith.addi %27, %out : i64
      linalg.yield %28 : i64
    } -> tensor<i64>
    %22 = tensor.empty() : tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%21 : tensor<i64>) outs(%22 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = arith.sitofp %in : i64 to f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%18 : tensor<8xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%25, %23 : tensor<f32>, tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.divf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    return %26 : tensor<f32>
  }
}

// -----

// A gather over as many points as its table's producer computes (a
// permutation) reads the table: computing the producer at each point would
// save nothing.
// CHECK-LABEL: func.func @permutation
// CHECK: %[[EXP:.+]] = linalg.generic
// CHECK: math.exp
// CHECK: linalg.generic
// CHECK: tensor.extract %[[EXP]]
func.func @permutation(%x: tensor<16xf32>, %order: tensor<16xindex>) -> tensor<16xf32> {
  %empty = tensor.empty() : tensor<16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<16xf32>) outs(%empty : tensor<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %e = math.exp %in : f32
    linalg.yield %e : f32
  } -> tensor<16xf32>
  %picked = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%order : tensor<16xindex>) outs(%empty : tensor<16xf32>) {
  ^bb0(%at: index, %out: f32):
    %v = tensor.extract %exp[%at] : tensor<16xf32>
    linalg.yield %v : f32
  } -> tensor<16xf32>
  return %picked : tensor<16xf32>
}
