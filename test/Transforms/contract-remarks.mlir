// RUN: hiera-opt %s -split-input-file --hiera-contract -verify-diagnostics | FileCheck %s
// RUN: not hiera-opt %s --hiera-contract="allow=tf32,fp4" 2>&1 | FileCheck %s --check-prefix=BAD-ALLOW

// BAD-ALLOW: error: hiera-contract: unknown precision 'fp4' in allow=: expected tf32, bf16, f16_accumulate or approx_math

// Dynamic shapes are left as they are.
// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: plan.task
func.func @dynamic(%x: tensor<?xf32>, %out: tensor<?xf32>) -> tensor<?xf32> {
  // expected-remark @+1 {{hiera-contract: left as is: it has dynamic shapes}}
  %e = linalg.exp ins(%x : tensor<?xf32>) outs(%out : tensor<?xf32>) -> tensor<?xf32>
  return %e : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @buffers
// CHECK-NOT: plan.task
func.func @buffers(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-remark @+1 {{hiera-contract: left as is: it works on buffers, not tensors}}
  linalg.exp ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @captures
// CHECK-NOT: plan.task
#id = affine_map<(d0) -> (d0)>
func.func @captures(%x: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{hiera-contract: left as is: its payload uses a value defined outside that is neither a constant nor a tensor of static shape}}
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK: scf.for
// CHECK-NOT: plan.task
func.func @nested(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %init = tensor.empty() : tensor<4xf32>
    // expected-remark @+1 {{hiera-contract: left as is: it is nested in another op's region}}
    %e = linalg.exp ins(%acc : tensor<4xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %e : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @aggregate
// CHECK: linalg.softmax
func.func @aggregate(%x: tensor<2x16xf32>) -> tensor<2x16xf32> {
  %init = tensor.empty() : tensor<2x16xf32>
  // expected-remark @+1 {{hiera-contract: left as is: not a structured linalg op; decompose it first}}
  %y = linalg.softmax dimension(1) ins(%x : tensor<2x16xf32>) outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>
  return %y : tensor<2x16xf32>
}

// -----

// CHECK-LABEL: func.func @unused
// CHECK-NOT: plan.task
func.func @unused(%x: tensor<4xf32>) {
  %init = tensor.empty() : tensor<4xf32>
  // expected-remark @+1 {{hiera-contract: left as is: nothing uses its results}}
  %e = linalg.exp ins(%x : tensor<4xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

// A tensor op that copies (here a concatenation of dynamic shape, which
// hiera-normalize does not make elementwise) is no task: said, not left
// silently outside the plan.
// CHECK-LABEL: func.func @copy_outside
// CHECK-NOT: plan.task
func.func @copy_outside(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  // expected-remark @+1 {{hiera-contract: left as is: a tensor op that copies, outside every task}}
  %0 = tensor.concat dim(0) %x, %y : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
