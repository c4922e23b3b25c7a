// RUN: hiera-opt %s --hiera-attribute -verify-diagnostics


func.func @no_contract(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{task 'bare' has no contract: run --hiera-contract first}}
  %0 = plan.task "bare"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
