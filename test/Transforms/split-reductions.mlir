// RUN: hiera-opt %s -split-input-file --hiera-split-reductions | FileCheck %s

// A tensor reduced to one value: the outer reduced dimension becomes
// parallel (4096 partials, each still a 4096-step walk), which splits
// again into 64 x 64; the partials are combined with the body's own add,
// into the original output last.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK-SAME: (%[[X:.*]]: tensor<4096x4096xf32>)
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<f32>)
// CHECK: %[[ROWS:.*]] = linalg.fill ins(%[[ZERO:.*]] : f32) outs(%{{.*}} : tensor<4096xf32>)
// CHECK: %[[SPLIT:.*]] = tensor.expand_shape %[[X]] {{\[}}[0], [1, 2]] output_shape [4096, 64, 64]
// CHECK: %[[P:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[SPLIT]] : tensor<4096x64x64xf32>) outs(%{{.*}} : tensor<64x4096xf32>)
// CHECK: arith.mulf
// CHECK: arith.addf
// CHECK: %[[R:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[P]] : tensor<64x4096xf32>) outs(%[[ROWS]] : tensor<4096xf32>)
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<64x64xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%{{.*}} : tensor<64xf32>) outs(%[[INIT]] : tensor<f32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[ADD:.*]] = arith.addf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[ADD]]
// CHECK: return %[[SUM]]
func.func @sum_of_squares(%x: tensor<4096x4096xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %scalar = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%x : tensor<4096x4096xf32>) outs(%init : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.mulf %v, %v : f32
    %r = arith.addf %s, %acc : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %sum : tensor<f32>
}

// -----

// Column maxima of a tall matrix (1000 outputs, 8192 steps each): 64
// partials of 128 rows per column, filled with max's neutral element. The
// loops: partials, columns (innermost of the parallel ones, so that
// neighbouring threads read neighbouring columns), then the rows walked.
// CHECK: #[[READ:.*]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-LABEL: func.func @column_max
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [64, 128, 1000]
// CHECK: %[[LOWEST:.*]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.fill ins(%[[LOWEST]] : f32) outs(%{{.*}} : tensor<64x1000xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[READ]], {{.*}}], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK: arith.maximumf
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<64x1000xf32>) outs(%{{.*}} : tensor<1000xf32>)
// CHECK: arith.maximumf
func.func @column_max(%x: tensor<8192x1000xf32>) -> tensor<1000xf32> {
  %low = arith.constant 0xFF800000 : f32
  %cols = tensor.empty() : tensor<1000xf32>
  %init = linalg.fill ins(%low : f32) outs(%cols : tensor<1000xf32>) -> tensor<1000xf32>
  %max = linalg.reduce ins(%x : tensor<8192x1000xf32>) outs(%init : tensor<1000xf32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %r = arith.maximumf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %max : tensor<1000xf32>
}

// -----

// Left alone: enough outputs to fill the GPU (row sums of 16384 rows), a
// short walk, a body without one combining op of known neutral element,
// and a prime-length walk with nothing to split it by.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-4: linalg.reduce
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @left_alone(%rows: tensor<16384x4096xf32>, %short: tensor<2048xf32>,
                      %long: tensor<65536xf32>, %prime: tensor<4099xf32>)
    -> (tensor<16384xf32>, tensor<f32>, tensor<f32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %r = tensor.empty() : tensor<16384xf32>
  %ri = linalg.fill ins(%zero : f32) outs(%r : tensor<16384xf32>) -> tensor<16384xf32>
  %sums = linalg.reduce ins(%rows : tensor<16384x4096xf32>) outs(%ri : tensor<16384xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  %e = tensor.empty() : tensor<f32>
  %ei = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %a = linalg.reduce ins(%short : tensor<2048xf32>) outs(%ei : tensor<f32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  %b = linalg.reduce ins(%long : tensor<65536xf32>) outs(%ei : tensor<f32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %s = arith.subf %acc, %v : f32
      linalg.yield %s : f32
    }
  %c = linalg.reduce ins(%prime : tensor<4099xf32>) outs(%ei : tensor<f32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  return %sums, %a, %b, %c : tensor<16384xf32>, tensor<f32>, tensor<f32>, tensor<f32>
}
