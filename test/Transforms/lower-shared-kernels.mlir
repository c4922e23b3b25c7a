// REQUIRES: cuda-toolkit
// Kernels that differ only in their entry's name (a network's repeated
// layers, an unrolled recurrent net's steps) compile once, one PTX file in
// the cache for the two tasks, and launch one binary, named after the
// first: a module of 10 000 such tasks embeds and loads one.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks | FileCheck %s
// RUN: ls %t/cache/ptx/*.ptx | wc -l | FileCheck %s --check-prefix=ONE
// ONE: 1
// CHECK: gpu.binary @hiera_scale_a
// CHECK-SAME: .entry hiera_scale_a(
// CHECK-NOT: hiera_compiled_entry(
// CHECK: func.func private @launch_hiera_scale_a({{.*}}) attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @hiera_scale_a::@hiera_scale_a,
// CHECK-NOT: gpu.binary
// CHECK: func.func private @launch_hiera_scale_a_{{[0-9]+}}({{.*}}) attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @hiera_scale_a::@hiera_scale_a,
// CHECK-NOT: gpu.binary

func.func @twice(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "first"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale_a", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale_a(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  %1 = plan.task "second"(%0) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale_b", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale_b(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %1 : tensor<1024xf32>
}
