// RUN: hiera-opt %s -split-input-file --hiera-expand-powers | FileCheck %s
// The linalg path, where the exponent reaches NVVM (the custom kernels
// call pow with the exponent as a float):
// RUN: hiera-opt %s -split-input-file --hiera-lower | FileCheck %s --check-prefix=PTX

// torch-mlir writes `x ** 2` with a 64-bit exponent, which NVVM would pass
// to libdevice's 32-bit powi: a constant exponent becomes multiplications.
// CHECK-LABEL: func.func @square
// CHECK-NOT: math.fpowi
// CHECK: %[[SQ:.*]] = arith.mulf %[[X:.*]], %[[X]] : f32
// CHECK: linalg.yield %[[SQ]]
// PTX-NOT: __nv_powi
// PTX: gpu.binary @square_kernel
// PTX-SAME: mul.rn.f32
#map = affine_map<(d0) -> (d0)>
func.func @square(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %c2 = arith.constant 2 : i64
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = math.fpowi %in, %c2 : f32, i64
    linalg.yield %p : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}

// -----

// A negative constant exponent: the reciprocal of the product, with the
// signed infinities of a zero base.
// CHECK-LABEL: func.func @inverse_cube
// CHECK-NOT: math.fpowi
// CHECK: arith.mulf
// CHECK: arith.divf
// PTX-NOT: __nv_powi
#map = affine_map<(d0) -> (d0)>
func.func @inverse_cube(%x: tensor<1024xf64>) -> tensor<1024xf64> {
  %c = arith.constant -3 : i64
  %e = tensor.empty() : tensor<1024xf64>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<1024xf64>) outs(%e : tensor<1024xf64>) {
  ^bb0(%in: f64, %out: f64):
    %p = math.fpowi %in, %c : f64, i64
    linalg.yield %p : f64
  } -> tensor<1024xf64>
  return %r : tensor<1024xf64>
}

// -----

// An exponent only known at run time stays for convert-math-to-funcs,
// whose outlined loop is exact for every 64-bit exponent (upstream's own
// expansion would go through a float conversion of it).
// CHECK-LABEL: func.func @power
// CHECK: math.fpowi %{{.*}}, %{{.*}} : f32, i64
// PTX-NOT: __nv_powi
// PTX: gpu.binary @power_kernel
// PTX-SAME: __mlir_math_fpowi_f32_i64
#map = affine_map<(d0) -> (d0)>
func.func @power(%x: tensor<1024xf32>, %n: tensor<1024xi64>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %n : tensor<1024xf32>, tensor<1024xi64>) outs(%e : tensor<1024xf32>) {
  ^bb0(%in: f32, %k: i64, %out: f32):
    %p = math.fpowi %in, %k : f32, i64
    linalg.yield %p : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
