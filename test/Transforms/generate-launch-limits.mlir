// RUN: hiera-opt %s --hiera-plan 2>&1 >/dev/null | FileCheck %s --check-prefix=WHY
// RUN: hiera-opt %s --hiera-plan | hiera-opt | FileCheck %s

// More rows than a grid holds in x (2^31 + 1): a kernel that would launch a
// block per row is left out, saying why, as the launch attribute's verifier
// says it; one that packs rows into blocks is chosen, and the plan reads
// back (a grid of 2^31 + 1 was selected before, and it did not).
// WHY: rows_t128 left out: its launch cannot be made: 'grid' extent x is 2147483649; it must be 1 to 2147483647
// CHECK: plan.variant "rows_lanes8" #plan.space<custom> selected
// CHECK-SAME: grid = [67108865]
func.func @row_sums(%x: tensor<2147483649x4xf32>) -> tensor<2147483649xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2147483649xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2147483649xf32>) -> tensor<2147483649xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2147483649x4xf32>) outs(%acc : tensor<2147483649xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<2147483649xf32>
  return %y : tensor<2147483649xf32>
}
