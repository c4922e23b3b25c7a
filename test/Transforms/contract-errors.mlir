// RUN: split-file %s %t
// RUN: hiera-opt %t/allow.mlir --hiera-contract="allow=fast" -verify-diagnostics
// RUN: hiera-opt %t/too-large.mlir --hiera-contract -split-input-file -verify-diagnostics

//--- allow.mlir
// expected-error @+1 {{hiera-contract: unknown precision 'fast' in allow=: expected tf32, bf16, f16_accumulate or approx_math}}
module {}

//--- too-large.mlir
// A contract's counts are int64: shapes past them are refused, not planned
// with counts wrapped around.

// 2^62 x 8 elements: the element count itself wraps to 0.
func.func @elements(%a: tensor<4611686018427387904x8xf32>) -> tensor<4611686018427387904x8xf32> {
  %e = tensor.empty() : tensor<4611686018427387904x8xf32>
  // expected-error @+1 {{hiera-contract: too large to plan: the elements of tensor<4611686018427387904x8xf32> pass 2^63 - 1}}
  %r = linalg.exp ins(%a : tensor<4611686018427387904x8xf32>) outs(%e : tensor<4611686018427387904x8xf32>) -> tensor<4611686018427387904x8xf32>
  return %r : tensor<4611686018427387904x8xf32>
}

// -----

// 2^61 elements of 4 bytes: the elements fit, the bytes do not.
func.func @bytes(%a: tensor<1152921504606846976x2xf32>) -> tensor<1152921504606846976x2xf32> {
  %e = tensor.empty() : tensor<1152921504606846976x2xf32>
  // expected-error @+1 {{hiera-contract: too large to plan: the bytes of tensor<1152921504606846976x2xf32> pass 2^63 - 1}}
  %r = linalg.exp ins(%a : tensor<1152921504606846976x2xf32>) outs(%e : tensor<1152921504606846976x2xf32>) -> tensor<1152921504606846976x2xf32>
  return %r : tensor<1152921504606846976x2xf32>
}

// -----

// Operands of 2^46 bytes, a product of 2^66 multiply-adds.
func.func @flops(%a: tensor<4194304x4194304xf32>, %b: tensor<4194304x4194304xf32>, %c: tensor<4194304x4194304xf32>) -> tensor<4194304x4194304xf32> {
  // expected-error @+1 {{hiera-contract: too large to plan: its operations over its iteration space pass 2^63 - 1}}
  %r = linalg.matmul ins(%a, %b : tensor<4194304x4194304xf32>, tensor<4194304x4194304xf32>) outs(%c : tensor<4194304x4194304xf32>) -> tensor<4194304x4194304xf32>
  return %r : tensor<4194304x4194304xf32>
}

// -----

// Each operand's 2^62 bytes fit; the task's three of them do not.
func.func @sum(%a: tensor<1048576x1048576x1048576xf32>, %b: tensor<1048576x1048576x1048576xf32>) -> tensor<1048576x1048576x1048576xf32> {
  %e = tensor.empty() : tensor<1048576x1048576x1048576xf32>
  // expected-error @+1 {{hiera-contract: too large to plan: the task's FLOPs or bytes pass 2^63 - 1}}
  %r = linalg.add ins(%a, %b : tensor<1048576x1048576x1048576xf32>, tensor<1048576x1048576x1048576xf32>) outs(%e : tensor<1048576x1048576x1048576xf32>) -> tensor<1048576x1048576x1048576xf32>
  return %r : tensor<1048576x1048576x1048576xf32>
}
