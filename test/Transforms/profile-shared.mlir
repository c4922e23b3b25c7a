// Tasks that compute the same (the same contract and body: a network's
// repeated blocks) have the same candidates, which differ only in the
// names their kernels take from their tasks. Each such candidate is
// measured once, for the first task, and the others take its outcome: two
// row sums of the same shape are measured as one, a row max beside them
// apart. A tuning database then knows the first task's candidates, and the
// second's still take theirs.
// RUN: hiera-opt %s --hiera-normalize --hiera-contract --hiera-attribute --hiera-select-space --hiera-generate -o %t.generated.mlir
// RUN: rm -f %t.log %t.db
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/rows-times.txt HIERA_FAKE_RUNNER_LOG=%t.log hiera-opt %t.generated.mlir --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5 db=%t.db" -o %t.measured.mlir 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: remark: hiera-profile: 0 costs from the tuning database, 12 to measure
// FIRST: remark: hiera-profile: 6 candidates of tasks that compute the same as another take its measurement
// FIRST: remark: hiera-profile: 12 candidates measured by
// RUN: sort %t.log | FileCheck %s --check-prefix=LOG --implicit-check-not=reduction_1/
// LOG-COUNT-6: reduction_0/
// LOG-COUNT-6: reduction_2/
// RUN: FileCheck %s --check-prefix=COSTS < %t.measured.mlir
// COSTS-COUNT-3: plan.variant "rows_lanes32" {{.*}}cost = #plan.cost<measured, median_us = 4.5{{.*}}valid = true
// Every candidate of the three tasks has its measured cost.
// RUN: grep "plan.variant" %t.measured.mlir | not grep -v "cost = #plan.cost<measured"
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/rows-times.txt HIERA_FAKE_RUNNER_LOG=%t.log hiera-opt %t.generated.mlir --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5 db=%t.db" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: remark: hiera-profile: 12 costs from the tuning database, 0 to measure
// AGAIN: remark: hiera-profile: 6 candidates of tasks that compute the same as another take its measurement

#map = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
func.func @sums_and_max(%x: tensor<256x1024xf32>, %y: tensor<256x1024xf32>) -> (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %empty = tensor.empty() : tensor<256xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%empty : tensor<256xf32>) -> tensor<256xf32>
  %lows = linalg.fill ins(%lowest : f32) outs(%empty : tensor<256xf32>) -> tensor<256xf32>
  %sum_x = linalg.generic {indexing_maps = [#map, #rows], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<256x1024xf32>) outs(%zeros : tensor<256xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %sum_y = linalg.generic {indexing_maps = [#map, #rows], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<256x1024xf32>) outs(%zeros : tensor<256xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<256xf32>
  %max_y = linalg.generic {indexing_maps = [#map, #rows], iterator_types = ["parallel", "reduction"]} ins(%y : tensor<256x1024xf32>) outs(%lows : tensor<256xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %m = arith.maximumf %v, %acc : f32
    linalg.yield %m : f32
  } -> tensor<256xf32>
  return %sum_x, %sum_y, %max_y : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
}
