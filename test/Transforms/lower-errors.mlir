// RUN: hiera-opt %s -split-input-file --hiera-lower -verify-diagnostics

func.func @custom_that_does_not_compile(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    plan.yield %x : tensor<4xf32>
  } variants {
    // expected-error-re @+1 {{'plan.variant' op does not compile: clang failed: {{.*}}error: use of undeclared identifier 'nonsense'}}
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0]> source = "extern \"C\" __global__ void k(const float *in, float *out) { out[0] = nonsense; }"
  }
  return %0 : tensor<4xf32>
}

// -----

// Buffers live in device memory: a scalar read from one cannot be returned
// by the host.
func.func @scalar_read_on_the_host(%x: tensor<16xf32>) -> f32 {
  %c3 = arith.constant 3 : index
  // expected-error @+1 {{this reads a buffer in device memory for the host to use: return a tensor instead of a scalar read from one}}
  %v = tensor.extract %x[%c3] : tensor<16xf32>
  return %v : f32
}

// -----

// The only implementation was measured wrong: lowering refuses it, rather
// than compile a wrong answer in silently.
func.func @measured_wrong(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{hiera-lower: task 't': its implementation 'linalg' was measured wrong (the result does not match the reference); no variant of it was measured correct}}
  %0 = plan.task "t"(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    plan.yield %x : tensor<4xf32>
  } variants {
    plan.variant "linalg" #plan.space<linalg> selected cost = #plan.cost<measured, median_us = 3.0, p20_us = 3.0, p80_us = 3.0, runs = 10, valid = false, max_rel_error = 1.0> {plan.invalid_reason = "the result does not match the reference"}
  }
  return %0 : tensor<4xf32>
}

// -----

// A library call's argument that is a scalar cannot be passed as a buffer.
func.func @scalar_as_buffer(%s: f32) -> tensor<4xf32> {
  %0 = plan.task "t"(%s) : (f32) -> tensor<4xf32> {
  ^bb0(%v: f32):
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    plan.yield %f : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op passes input 0 as a buffer, but it is 'f32'}}
    plan.variant "lib" #plan.space<library> selected call = #plan.library_call<callee = "hiera_fill", args = [input 0, output 0], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

// A runtime function the module already declares with another type.
module {
  func.func private @hiera_cudnn_softmax_forward(i32)
  func.func @clash(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
    // expected-error @+1 {{runtime function 'hiera_cudnn_softmax_forward' is declared}}
    %0 = plan.task "t"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
    ^bb0(%v: tensor<4x8xf32>):
      plan.yield %v : tensor<4x8xf32>
    } variants {
      plan.variant "lib" #plan.space<library> selected call = #plan.library_call<callee = "hiera_cudnn_softmax_forward", args = [i64 4, i64 8, i32 0, input 0, output 0], epilogue = none>
    }
    return %0 : tensor<4x8xf32>
  }
}

// -----

// Tasks in a module nested in another (or in one of several modules of a
// file) would lower to launches that no later pass finds ("cannot find
// callee"): refused, naming the module.
module {
  // expected-error @+1 {{hiera-lower: lowers the tasks of one module, and these are in a module nested in another (or one of several in a file): lower each module on its own}}
  module {
    func.func @nested(%a: tensor<4xf32>) -> tensor<4xf32> {
      %0 = plan.task "t"(%a) : (tensor<4xf32>) -> tensor<4xf32> {
      ^bb0(%x: tensor<4xf32>):
        plan.yield %x : tensor<4xf32>
      } variants {
        plan.variant "linalg" #plan.space<linalg> selected
      }
      return %0 : tensor<4xf32>
    }
  }
}
