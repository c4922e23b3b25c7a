// RUN: hiera-opt %s -split-input-file --hiera-attach-nvvm-target | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-attach-nvvm-target="chip=sm_86 O=1" | FileCheck %s --check-prefix=CHIP

// The architecture of the module's #plan.target (an A100: sm_80), or the
// one named (sm_86, here at O = 1). A gpu.module with a target of its own
// keeps it.
// CHECK-LABEL: module attributes {plan.target
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">]
// CHECK: gpu.module @given [#nvvm.target<chip = "sm_75">]
// CHIP-LABEL: module attributes {plan.target
// CHIP: gpu.module @kernels [#nvvm.target<O = 1, chip = "sm_86", features = "+ptx80">]
module attributes {plan.target = #plan.target<name = "a100", compute_capability = 80, sm_count = 108, dram_bandwidth_gbps = 2039.0, l2_bytes = 41943040, smem_per_sm_bytes = 167936, peak_f64_tflops = 9.7, peak_f32_tflops = 19.5, peak_tf32_tflops = 156.0, peak_f16_tflops = 312.0, peak_bf16_tflops = 312.0, peak_fp8_tflops = 0.0, launch_overhead_us = 2.5>} {
  gpu.module @kernels {
  }
  gpu.module @given [#nvvm.target<chip = "sm_75">] {
  }
}

// -----

// No #plan.target: the default GPU's, an H200's sm_90.
// CHECK-LABEL: module {
// CHECK: gpu.module @kernels [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">]
module {
  gpu.module @kernels {
  }
}
