// RUN: hiera-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'name' must be non-empty}}
func.func private @f() attributes {t = #plan.target<name = "", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'compute_capability' must be major * 10 + minor, from 10 to 1000}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 9, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'sm_count' must be from 1 to 65536}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 0, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'dram_bandwidth_gbps' must be from 1 to 1e6 (GB/s)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 0.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'l2_bytes' must be from 0 to 2^40}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = -1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'smem_per_sm_bytes' must be from 1 to 2^30}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 0, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'peak_f32_tflops' must be from 1e-3 to 1e6 (TFLOP/s)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 0.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'launch_overhead_us' must be from 0 to 1e6 (us)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = -3.0>}

// -----

// expected-error @+1 {{'peak_fp8_tflops' must be 0 (where the GPU lacks the unit) or from 1e-3 to 1e6 (TFLOP/s)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = -1.0, launch_overhead_us = 3.0>}

// -----

// Bounds far past any GPU's: what is derived from a target stays finite.
// expected-error @+1 {{'sm_count' must be from 1 to 65536}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 99999999999999, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'dram_bandwidth_gbps' must be from 1 to 1e6 (GB/s)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 1.0e-300, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{'peak_f32_tflops' must be from 1e-3 to 1e6 (TFLOP/s)}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 1.0e308, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// A missing field: the parser stops where the next one should start.
// expected-error @+1 {{expected ','}}
func.func private @f() attributes {t = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9>}

// -----

// expected-error @+1 {{'plan.target' must be a #plan.target}}
module attributes {plan.target = "h200"} {}

// -----

// expected-error @+1 {{'plan.target' belongs on a builtin.module}}
func.func private @f() attributes {plan.target = #plan.target<name = "x", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 1, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>}

// -----

// expected-error @+1 {{unknown plan dialect attribute 'plan.targets'}}
module attributes {plan.targets = 1} {}

// -----

// expected-error @+1 {{'roles' has 1 entries but 'inputs' has 2}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>, tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 48, intensity = 0.08333333333333333, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'results' must name at least one result}}
func.func private @f() attributes {c = #plan.contract<inputs = [], roles = [], results = [], flops = 0, bytes = 0, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = none, alignment = 16>}

// -----

// expected-error @+1 {{role 'scalar' does not fit operand type 'tensor<4xf32>'}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [scalar], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{role 'bias' does not fit operand type 'f32'}}
func.func private @f() attributes {c = #plan.contract<inputs = [f32], roles = [bias], results = [tensor<4xf32>], flops = 4, bytes = 16, intensity = 0.25, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'flops' must be non-negative}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = -4, bytes = 32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'bytes' must be non-negative}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = -32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'rtol' must be from 0 to 1}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = -1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// A tolerance past 1 accepts any result.
// expected-error @+1 {{'rtol' must be from 0 to 1}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = 9221120237041090560.0, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'atol' must be non-negative}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = -1.0, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'intensity' must be non-negative}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<?xf32>], roles = [activation], results = [tensor<?xf32>], flops = 0, bytes = 0, intensity = -1.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = none, alignment = 16>}

// -----

// expected-error @+1 {{'alignment' must be a power of two}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 12>}

// -----

// expected-error @+1 {{'constraints' claims static_shapes but a type has a dynamic shape}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<?xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{'intensity' must be flops / bytes = 0.125, not 0.5}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.5, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+2 {{expected ::hiera::plan::PrecisionPolicy to be one of: strict, tf32, bf16, f16_accumulate, approx_math}}
// expected-error @+1 {{failed to parse Plan_ContractAttr parameter 'precision'}}
func.func private @f() attributes {c = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 4, bytes = 32, intensity = 0.125, precision = fp8, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>}

// -----

// expected-error @+1 {{a compute-bound task cannot be limited by unit 'dram'}}
func.func private @f() attributes {b = #plan.bottleneck<compute, unit = dram, intensity = 1.0, ridge_point = 1.0, bound_us = 1.0, source = model>}

// -----

// expected-error @+1 {{a memory-bound task cannot be limited by unit 'tensor_core'}}
func.func private @f() attributes {b = #plan.bottleneck<memory, unit = tensor_core, intensity = 1.0, ridge_point = 1.0, bound_us = 1.0, source = model>}

// -----

// The model knows only launch latency; a measured latency may starve a unit.
// expected-error @+1 {{a latency-bound task cannot be limited by unit 'dram'}}
func.func private @f() attributes {b = #plan.bottleneck<latency, unit = dram, intensity = 1.0, ridge_point = 1.0, bound_us = 1.0, source = model>}

// -----

// expected-error @+1 {{a latency-bound task cannot be limited by unit 'none'}}
func.func private @f() attributes {b = #plan.bottleneck<latency, unit = none, intensity = 1.0, ridge_point = 1.0, bound_us = 1.0, source = measured>}

// -----

// expected-error @+1 {{a unknown-bound task cannot be limited by unit 'dram'}}
func.func private @f() attributes {b = #plan.bottleneck<unknown, unit = dram, intensity = 0.0, ridge_point = 1.0, bound_us = 0.0, source = model>}

// -----

// expected-error @+1 {{'bound_us' must be non-negative}}
func.func private @f() attributes {b = #plan.bottleneck<memory, unit = dram, intensity = 1.0, ridge_point = 1.0, bound_us = -1.0, source = model>}

// -----

// expected-error @+1 {{'ridge_point' must be non-negative}}
func.func private @f() attributes {b = #plan.bottleneck<memory, unit = dram, intensity = 1.0, ridge_point = -1.0, bound_us = 1.0, source = measured>}

// -----

// expected-error @+1 {{'intensity' must be non-negative}}
func.func private @f() attributes {b = #plan.bottleneck<memory, unit = dram, intensity = -1.0, ridge_point = 1.0, bound_us = 1.0, source = measured>}

// -----

// expected-error @+1 {{the spread must satisfy 0 <= p20_us <= median_us <= p80_us}}
func.func private @f() attributes {c = #plan.cost<measured, median_us = 5.0, p20_us = 6.0, p80_us = 7.0, runs = 10, valid = true, max_rel_error = 0.0>}

// -----

// expected-error @+1 {{'median_us' must be non-negative}}
func.func private @f() attributes {c = #plan.cost<measured, median_us = -5.0, p20_us = -6.0, p80_us = 7.0, runs = 10, valid = true, max_rel_error = 0.0>}

// -----

// expected-error @+1 {{'max_rel_error' must be non-negative}}
func.func private @f() attributes {c = #plan.cost<measured, median_us = 5.0, p20_us = 5.0, p80_us = 5.0, runs = 10, valid = true, max_rel_error = -1.0>}

// -----

// expected-error @+1 {{a measured cost needs at least one run}}
func.func private @f() attributes {c = #plan.cost<measured, median_us = 5.0, p20_us = 5.0, p80_us = 5.0, runs = 0, valid = true, max_rel_error = 0.0>}

// -----

// expected-error @+1 {{an estimated cost has no runs; got 3}}
func.func private @f() attributes {c = #plan.cost<estimated, median_us = 5.0, p20_us = 5.0, p80_us = 5.0, runs = 3, valid = true, max_rel_error = 0.0>}

// -----

// expected-error @+2 {{expected 'true' or 'false'}}
// expected-error @+1 {{failed to parse Plan_CostAttr parameter 'valid'}}
func.func private @f() attributes {c = #plan.cost<estimated, median_us = 5.0, p20_us = 5.0, p80_us = 5.0, runs = 0, valid = 1, max_rel_error = 0.0>}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op body argument has 0 types but operand has 1}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    plan.yield %e : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op body argument #0 is 'tensor<4xf64>' but operand #0 is 'tensor<4xf32>'}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf64>):
    %e = tensor.empty() : tensor<4xf32>
    plan.yield %e : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op body must end with 'plan.yield'}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

// A task computes something: --hiera-contract could give it no contract.
func.func @f(%x: tensor<4xf32>) {
  // expected-error @+1 {{'plan.task' op must have at least one result}}
  plan.task "t"(%x) : (tensor<4xf32>) -> () {
  ^bb0(%v: tensor<4xf32>):
    plan.yield
  }
  return
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op yielded value #0 is 'tensor<8xf32>' but result #0 is 'tensor<4xf32>'}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %e = tensor.empty() : tensor<8xf32>
    plan.yield %e : tensor<8xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op contract input #0 is 'tensor<8xf32>' but operand #0 is 'tensor<4xf32>'}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      contract = #plan.contract<inputs = [tensor<8xf32>], roles = [activation], results = [tensor<4xf32>], flops = 0, bytes = 48, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op contract result has 2 types but result has 1}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      contract = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>, tensor<4xf32>], flops = 0, bytes = 48, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op has a bottleneck but no contract to derive it from}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      bottleneck = #plan.bottleneck<latency, unit = launch, intensity = 0.0, ridge_point = 1.0, bound_us = 0.0, source = model> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op bottleneck intensity 5.0 differs from the contract's 0.0}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      contract = #plan.contract<inputs = [tensor<4xf32>], roles = [activation], results = [tensor<4xf32>], flops = 0, bytes = 32, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>
      bottleneck = #plan.bottleneck<latency, unit = launch, intensity = 5.0, ridge_point = 1.0, bound_us = 0.0, source = model> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'tensor.empty' op is not a 'plan.variant'; the variants region holds only candidate implementations}}
    %e = tensor.empty() : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    plan.variant "a" #plan.space<linalg>
    // expected-error @+1 {{'plan.variant' op name 'a' is used by another variant of this task}}
    plan.variant "a" #plan.space<linalg>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op in the library space needs a 'call' (#plan.library_call) and no kernel or launch}}
    plan.variant "lib" #plan.space<library>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op in the custom space needs a 'launch' (#plan.launch) and no call}}
    plan.variant "k" #plan.space<custom> direction = #plan.direction<parallelism> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f() {
  // expected-error @+1 {{'plan.variant' op expects parent op 'plan.task'}}
  plan.variant "k" #plan.space<linalg>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'plan.yield' op expects parent op 'plan.task'}}
  plan.yield
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'plan.task' op variants region must have at most one block}}
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    plan.variant "a" #plan.space<linalg>
  ^bb1:
    plan.variant "b" #plan.space<linalg>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op in the library space needs a 'call' (#plan.library_call) and no kernel or launch}}
    plan.variant "lib" #plan.space<library> kernel = #plan.gemm<warpgroup = true, emulated = false, split_k = 1> call = #plan.library_call<callee = "f", args = [], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    plan.variant "a" #plan.space<linalg> selected
    // expected-error @+1 {{'plan.variant' op is selected, but so is 'a': a task has one implementation}}
    plan.variant "b" #plan.space<linalg> selected
  }
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'plan.framework_precision' must be a #plan.framework_precision}}
module attributes {plan.framework_precision = "tf32"} {}

// -----

// expected-error @+1 {{'plan.framework_precision' belongs on a builtin.module}}
func.func private @f() attributes {plan.framework_precision = #plan.framework_precision<matmul = tf32, convolution = tf32>}

// -----

// expected-error @+2 {{expected ::hiera::plan::PrecisionPolicy to be one of: strict, tf32, bf16, f16_accumulate, approx_math}}
// expected-error @+1 {{failed to parse Plan_FrameworkPrecisionAttr parameter 'matmul'}}
module attributes {plan.framework_precision = #plan.framework_precision<matmul = fast, convolution = tf32>} {}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op passes input 1, but its task has 1}}
    plan.variant "lib" #plan.space<library> call = #plan.library_call<callee = "f", args = [input 0, input 1], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op passes output 1, but its task has 1}}
    plan.variant "lib" #plan.space<library> call = #plan.library_call<callee = "f", args = [input 0, output 1], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op passes input 2, but its task has 1}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [2]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op in the linalg space is the task's body: it has no kernel, launch or call}}
    plan.variant "l" #plan.space<linalg> kernel = #plan.gemm<warpgroup = false, emulated = false, split_k = 1>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op in the custom space needs a 'source' or its launch's 'ptx'}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0]>
  }
  return %0 : tensor<4xf32>
}

// -----

module attributes {plan.target = #plan.target<name = "lab", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op asks for 300000 bytes of dynamic shared memory; a block on lab has at most 232448}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0], smem = 300000> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}
}

// -----

// A target with less shared memory than CUDA reserves per block leaves none
// to ask for (the limit printed as -1023).
module attributes {plan.target = #plan.target<name = "tiny", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 1, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.variant' op asks for 16 bytes of dynamic shared memory; a block on tiny has at most 0}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0], smem = 16> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'grid' extent y is 0; it must be 1 to 65535}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1, 0], block = [32], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'block' must have 1 to 3 extents, not 4}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [1, 1, 1, 1], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{a block of 2048 threads; at most 1024}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [64, 32], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'entry' must be a C identifier, not "2k"}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "2k", grid = [1], block = [32], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'chip' must be empty or an architecture (sm_90a)}}
    plan.variant "k" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0], chip = "hopper"> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'callee' must be a C identifier, not ""}}
    plan.variant "lib" #plan.space<library> call = #plan.library_call<callee = "", args = [], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{argument 0 (i32 4294967296) is out of range}}
    plan.variant "lib" #plan.space<library> call = #plan.library_call<callee = "f", args = [i32 4294967296], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+2 {{expected a call argument (input N, output N, null, i32 V or i64 V), got 'in'}}
    // expected-error @+1 {{failed to parse Plan_LibraryCallAttr parameter 'args'}}
    plan.variant "lib" #plan.space<library> call = #plan.library_call<callee = "f", args = [in 0], epilogue = none>
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'vector_width' must be 1, 2 or 4}}
    plan.variant "k" #plan.space<custom> kernel = #plan.elementwise<vector_width = 3, threads = 256, unroll = 1> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'transpose_tile' must be 0 or 32}}
    plan.variant "k" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4, transpose_tile = 16> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'transpose_tile' must be 0 unless vector_width = 1, threads = 256 and unroll = 4}}
    plan.variant "k" #plan.space<custom> kernel = #plan.elementwise<vector_width = 4, threads = 256, unroll = 4, transpose_tile = 32> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'threads' must be a multiple of 32 from 32 to 1024}}
    plan.variant "k" #plan.space<custom> kernel = #plan.rows<threads = 100, blocks_per_row = 1, vectors_per_thread = 0> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'threads_per_row' must be 1 or 8 (threads that walk a line in order), 32 (a warp) or 256 (a block)}}
    plan.variant "k" #plan.space<custom> kernel = #plan.arg_reduce<threads_per_row = 64, split = false> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @arg_reduce_split_by_lines(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'split' must be false unless threads_per_row is 256}}
    plan.variant "k" #plan.space<custom> kernel = #plan.arg_reduce<threads_per_row = 8, split = true> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @gemm_split_none(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'split_k' must be between 1 and 256}}
    plan.variant "k" #plan.space<custom> kernel = #plan.gemm<warpgroup = false, emulated = true, split_k = 0> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @gemm_warpgroup_emulated(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'warpgroup' must be false where emulated or split_k > 1 (both are mma.sync's)}}
    plan.variant "k" #plan.space<custom> kernel = #plan.gemm<warpgroup = true, emulated = true, split_k = 1> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'threads_x * threads_y' must be a multiple of 32 from 32 to 1024}}
    plan.variant "k" #plan.space<custom> kernel = #plan.window<tiled = true, threads_x = 64, threads_y = 32, rows_per_thread = 1, vector_width = 1, blocked_points = 1> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'blocks' must be positive}}
    plan.variant "k" #plan.space<custom> kernel = #plan.reduce<vector_width = 4, threads = 256, blocks = 0, unroll = 1> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'unroll' must be 1 to 16}}
    plan.variant "k" #plan.space<custom> kernel = #plan.reduce<vector_width = 4, threads = 256, blocks = 528, unroll = 0> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.round' must be a positive integer}}
    plan.variant "l" #plan.space<linalg> {plan.round = 0}
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.why' must be a string}}
    plan.variant "l" #plan.space<linalg> {plan.why = 3}
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.arithmetic' must be one of "tf32", "3xtf32", "bf16", "f16"}}
    plan.variant "l" #plan.space<linalg> {plan.arithmetic = "fp8"}
  }
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'plan.arithmetic' belongs on a plan.variant}}
func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> attributes {plan.arithmetic = "tf32"} {
  return %x : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.counters' must be a dictionary of numbers}}
    plan.variant "l" #plan.space<linalg> {plan.counters = {occupancy_pct = "high"}}
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'plan.untried' must be a unit attribute}}
    plan.variant "l" #plan.space<linalg> {plan.untried = true}
  }
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'plan.round' belongs on a plan.variant}}
module attributes {plan.round = 1} {}

// -----

// expected-error @+1 {{'plan.llm_tokens' must be a dictionary of integers}}
module attributes {plan.llm_tokens = {prompt = 1.5}} {}

// -----

// expected-error @+1 {{'plan.kernel_launch' belongs on a func.func declaration}}
module attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @k::@k, grid = [1], block = [32], smem = 0>} {}

// -----

module {
  // expected-error @+1 {{'kernel' must be @binary::@entry}}
  func.func private @launch(!llvm.ptr) attributes {plan.kernel_launch = #plan.kernel_launch<kernel = @k, grid = [1], block = [32], smem = 0>}
}

// -----

module {
  // expected-error @+1 {{'plan.kernel_launch' must be a #plan.kernel_launch}}
  func.func private @launch(!llvm.ptr) attributes {plan.kernel_launch = 3}
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+2 {{expected 'true' or 'false'}}
    // expected-error @+1 {{failed to parse Plan_RowsParamsAttr parameter 'fuse_pairs' which is to be a `bool`}}
    plan.variant "k" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4, fuse_pairs = 1> launch = #plan.launch<entry = "k", grid = [1], block = [512], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'lanes' must be a power of two from 1 to 1024}}
    plan.variant "k" #plan.space<custom> kernel = #plan.generic<lanes = 3, points = 8> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'points' must be 1 to 1024}}
    plan.variant "k" #plan.space<custom> kernel = #plan.generic<points = 0, lanes = 32> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'points * lanes' must be a multiple of 32 from 32 to 1024}}
    plan.variant "k" #plan.space<custom> kernel = #plan.generic<points = 3, lanes = 1> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'splits' must be 1 to 4096}}
    plan.variant "k" #plan.space<custom> kernel = #plan.generic<points = 1, lanes = 256, splits = 0> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'chunk' must be 0, or a power of two from 32 that divides threads (with items 1)}}
    plan.variant "k" #plan.space<custom> kernel = #plan.scan<threads = 256, items = 8, chunk = 32> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+2 {{expected one of [any, pytorch_cuda] for the order a scan combines its elements in, got: numpy}}
// expected-error @+1 {{failed to parse Plan_FrameworkPrecisionAttr parameter 'scans'}}
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = numpy>} {}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'rows_per_block' must be 1, or threads over 8, 16 or 32 threads a row (a row in registers: blocks_per_row 1, vectors_per_thread 0)}}
    plan.variant "k" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, rows_per_block = 4> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    // expected-error @+1 {{'prefetch' must be false except for rows in registers (blocks_per_row 1, vectors_per_thread 0)}}
    plan.variant "k" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 4, prefetch = true> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<1x2x5xf32>, %wi: tensor<5x4xf32>, %wh: tensor<5x5xf32>) {
  // expected-error @+1 {{cell 'lstn': expected lstm, gru, rnn_tanh or rnn_relu}}
  %y, %hn = plan.rnn "lstn" (%x, %h) weights(%wi, %wh) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<5x4xf32>, tensor<5x5xf32>) -> (tensor<3x2x5xf32>, tensor<1x2x5xf32>)
  return
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<1x2x5xf32>, %wi: tensor<20x4xf32>, %wh: tensor<20x5xf32>) {
  // expected-error @+1 {{an LSTM has an initial and a final cell state, other cells neither}}
  %y, %hn = plan.rnn "lstm" (%x, %h) weights(%wi, %wh) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<20x4xf32>, tensor<20x5xf32>) -> (tensor<3x2x5xf32>, tensor<1x2x5xf32>)
  return
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<2x2x5xf32>, %wi: tensor<15x4xf32>, %wh: tensor<15x5xf32>) {
  // expected-error @+1 {{expected w_ih, w_hh and optionally b_ih, b_hh for each of 2 directions, got 2 weights}}
  %y, %hn = plan.rnn "gru" (%x, %h) weights(%wi, %wh) {bidirectional} : (tensor<3x2x4xf32>, tensor<2x2x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>) -> (tensor<3x2x10xf32>, tensor<2x2x5xf32>)
  return
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<1x2x5xf32>, %wi: tensor<15x4xf32>, %wh: tensor<15x5xf32>) {
  // expected-error @+1 {{expected hidden and cell states of 2x2x5}}
  %y, %hn = plan.rnn "gru" (%x, %h) weights(%wi, %wh, %wi, %wh) {bidirectional} : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>) -> (tensor<3x2x10xf32>, tensor<1x2x5xf32>)
  return
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<1x2x5xf32>, %wi: tensor<16x4xf32>, %wh: tensor<15x5xf32>) {
  // expected-error @+1 {{weight 0 of direction 0 is 'tensor<16x4xf32>': expected w_ih and w_hh of 15x4 (3 gates of 5)}}
  %y, %hn = plan.rnn "gru" (%x, %h) weights(%wi, %wh) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<16x4xf32>, tensor<15x5xf32>) -> (tensor<3x2x5xf32>, tensor<1x2x5xf32>)
  return
}

// -----

func.func @f(%x: tensor<3x2x4xf32>, %h: tensor<1x2x5xf32>, %wi: tensor<15x4xf32>, %wh: tensor<15x5xf32>) {
  // expected-error @+1 {{expected an output of 3x2x5}}
  %y, %hn = plan.rnn "gru" (%x, %h) weights(%wi, %wh) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>) -> (tensor<2x3x5xf32>, tensor<1x2x5xf32>)
  return
}
