// RUN: hiera-opt %s --hiera-lower -verify-diagnostics

func.func @custom(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%x: tensor<4xf32>):
    plan.yield %x : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op is selected, but the custom space has no lowering yet}}
    plan.variant "k" #plan.space<custom> selected source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}
