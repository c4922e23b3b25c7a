// --hiera-profile's errors, each on the module: a mode without what it
// needs, a module without a target, recorded results that do not parse
// (naming the file and the field).
// RUN: split-file %s %t
// RUN: hiera-opt %t/no-results.mlir --hiera-profile="profile=file" -verify-diagnostics
// RUN: hiera-opt %t/no-target.mlir --hiera-profile="profile=model" -verify-diagnostics
// RUN: hiera-opt %t/no-gpu.mlir --hiera-profile="profile=gpu runner=%S/Inputs/no-such-runner" -verify-diagnostics
// RUN: hiera-opt %t/missing.mlir --hiera-profile="profile=file results=%t/absent.json" -verify-diagnostics
// RUN: hiera-opt %t/bad-field.mlir --hiera-profile="profile=file results=%t/bad-field.json" -verify-diagnostics
// RUN: hiera-opt %t/bad-db.mlir --hiera-profile="db=%t" -verify-diagnostics
// Values that would do nothing, or wait without end.
// RUN: hiera-opt %t/no-timeout.mlir --hiera-profile="timeout=0" -verify-diagnostics
// RUN: hiera-opt %t/no-repeats.mlir --hiera-profile="repeats=0" -verify-diagnostics
// RUN: hiera-opt %t/no-checks.mlir --hiera-profile="checks=0" -verify-diagnostics
// RUN: hiera-opt %t/db-model.mlir --hiera-profile="profile=model db=%t/model.db" -verify-diagnostics
// RUN: not test -e %t/model.db

//--- no-results.mlir
// expected-error @+1 {{hiera-profile: profile=file needs results=PATH}}
module {}

//--- no-target.mlir
// expected-error @+1 {{hiera-profile: the module has no target: run --hiera-attribute first}}
module {}

//--- no-gpu.mlir
// expected-error-re @+1 {{hiera-profile: profile=gpu needs a GPU, and none was found: {{.+}}}}
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
    %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
    ^bb0(%v: tensor<4xf32>):
      plan.yield %v : tensor<4xf32>
    } variants {
      plan.variant "linalg" #plan.space<linalg>
    }
    return %0 : tensor<4xf32>
  }
}

//--- missing.mlir
// expected-error-re @+1 {{hiera-profile: cannot read {{.*}}absent.json: No such file or directory}}
module {}

//--- bad-field.json
{"results": [{"task": "t", "variant": "linalg", "correct": true, "median_us": "fast"}]}

//--- bad-field.mlir
// expected-error-re @+1 {{hiera-profile: {{.*}}bad-field.json: results[0].median_us is not a non-negative number}}
module {}

//--- bad-db.mlir
// The database path is a directory: it cannot be opened.
// expected-error-re @+1 {{hiera-profile: {{.*}}: a directory, not a tuning database}}
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {}

//--- no-timeout.mlir
// expected-error @+1 {{hiera-profile: timeout=0 would wait without end: give at least 1}}
module {}

//--- no-repeats.mlir
// expected-error @+1 {{hiera-profile: repeats=0 would time nothing: give at least 1}}
module {}

//--- no-checks.mlir
// expected-error @+1 {{hiera-profile: checks=0 would check nothing: give at least 1}}
module {}

//--- db-model.mlir
// expected-error @+1 {{hiera-profile: db= records measurements, and profile=model measures nothing}}
module {}
