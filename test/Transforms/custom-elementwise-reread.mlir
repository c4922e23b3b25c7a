// One tensor read through two maps is two loads: x + x^T is not 2x. (The
// elementwise kernels once kept one load per input, whatever its map.)
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s elementwise_ | FileCheck %s
// CHECK: x plus its transpose: elementwise_scalar: ok
// CHECK: x plus its transpose: elementwise_transposed: ok
// CHECK: all agree
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @x_plus_xt(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %init = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%init : tensor<64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
