// REQUIRES: cuda-toolkit
// Before its workers start, the profiler compiles the candidates' kernels
// at once into the PTX cache, under the very keys that lowering uses: two
// candidates that differ only in their entry's name are one kernel, and a
// lowering with a cache of its own writes the same file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env HIERA_CACHE_DIR=%t/profile hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5" -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: hiera-profile: 1 kernel in the PTX cache before measuring
// CHECK: remark: hiera-profile: 3 candidates measured by 2 workers on 2 GPUs
// RUN: env HIERA_CACHE_DIR=%t/lower hiera-opt %s --hiera-lower-tasks -o /dev/null
// RUN: ls %t/profile/ptx > %t/profile.txt
// RUN: ls %t/lower/ptx > %t/lower.txt
// RUN: diff %t/profile.txt %t/lower.txt
// RUN: FileCheck %s --check-prefix=ONE < %t/profile.txt
// ONE: {{^[0-9a-f]{64}\.ptx$}}
// ONE-NOT: .ptx
// Without a cache nothing compiled ahead would be kept: nothing is.
// RUN: env HIERA_CACHE_DIR= hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: PTX cache
// NONE: remark: hiera-profile: 3 candidates measured

module attributes {plan.target = #plan.target<name = "a100", compute_capability = 80, sm_count = 108, dram_bandwidth_gbps = 2039.0, l2_bytes = 41943040, smem_per_sm_bytes = 167936, peak_f64_tflops = 19.5, peak_f32_tflops = 19.5, peak_tf32_tflops = 156.0, peak_f16_tflops = 312.0, peak_bf16_tflops = 312.0, peak_fp8_tflops = 0.0, launch_overhead_us = 3.0>} {
  func.func @scale(%a: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = plan.task "scale"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
    ^bb0(%x: tensor<1024xf32>):
      plan.yield %x : tensor<1024xf32>
    } variants {
      plan.variant "good_linalg" #plan.space<linalg>
      plan.variant "good_k1" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale_1", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale_1(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 4.0f * in[i]; }"
      plan.variant "good_k2" #plan.space<custom> launch = #plan.launch<entry = "hiera_scale_2", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale_2(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 4.0f * in[i]; }"
    }
    return %0 : tensor<1024xf32>
  }
}
