// RUN: hiera-opt %s --pass-pipeline="builtin.module(func.func(hiera-promote-to-f64))" | FileCheck %s

// The reference of a mixed-precision chain: every float value, constant
// and the signature in f64; the f16 -> f32 extension gone.
// CHECK-LABEL: func.func @scale(%{{.*}}: tensor<4xf64>, %{{.*}}: tensor<4xf64>) -> tensor<4xf64>
// CHECK: %[[K:.*]] = arith.constant 1.500000e+00 : f64
// CHECK-NOT: arith.extf
// CHECK: ^bb0(%[[A:.*]]: f64, %[[B:.*]]: f64, %{{.*}}: f64):
// CHECK: %[[P:.*]] = arith.mulf %[[A]], %[[K]] : f64
// CHECK: arith.addf %[[P]], %[[B]] : f64
// CHECK: } -> tensor<4xf64>
func.func @scale(%x: tensor<4xf16>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %k = arith.constant 1.5 : f32
  %init = tensor.empty() : tensor<4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4xf16>, tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%a: f16, %b: f32, %o: f32):
    %e = arith.extf %a : f16 to f32
    %p = arith.mulf %e, %k : f32
    %s = arith.addf %p, %b : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Integers stay as they are.
// CHECK-LABEL: func.func @count(%{{.*}}: tensor<8xi64>) -> tensor<8xi64>
func.func @count(%x: tensor<8xi64>) -> tensor<8xi64> {
  return %x : tensor<8xi64>
}
