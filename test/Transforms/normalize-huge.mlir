// An iteration space past int64 (extents of 2^31 + 1, multiplied): its size
// is unknown to normalization, not a wrapped product, and parameter math is
// not inlined into it (UBSan found the overflow, in the hostile matrix's
// exported programs); planning refuses it by name.
// RUN: hiera-opt %s --hiera-normalize | FileCheck %s
// RUN: not hiera-opt %s --hiera-plan 2>&1 | FileCheck %s --check-prefix=PLAN
// CHECK-LABEL: func.func @points_past_int64
// CHECK: linalg.generic
// CHECK: linalg.generic
// PLAN: error: hiera-contract: too large to plan: the elements of tensor<2147483649x2147483649x16xf32> pass 2^63 - 1
func.func @points_past_int64(%p: tensor<16xf32>, %x: tensor<2147483649x2147483649x16xf32>) -> tensor<2147483649x2147483649x16xf32> {
  %e1 = tensor.empty() : tensor<16xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%p : tensor<16xf32>) outs(%e1 : tensor<16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %a, %two : f32
    linalg.yield %m : f32
  } -> tensor<16xf32>
  %e2 = tensor.empty() : tensor<2147483649x2147483649x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %scaled : tensor<2147483649x2147483649x16xf32>, tensor<16xf32>) outs(%e2 : tensor<2147483649x2147483649x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<2147483649x2147483649x16xf32>
  return %r : tensor<2147483649x2147483649x16xf32>
}
