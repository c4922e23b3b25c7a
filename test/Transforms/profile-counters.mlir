// Hardware counters from Nsight Compute (a stand-in here) on the valid
// custom candidates, not on the linalg one, a task's kernels in one ncu run
// (told apart by kernel name); kept in the tuning database with the times,
// so that a second run reads both back and gives the same IR.
// RUN: rm -f %t.db
// RUN: env PATH=%S/Inputs/fake-ncu:$PATH hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5 db=%t.db" -o %t.first.mlir
// RUN: FileCheck %s < %t.first.mlir
// CHECK: plan.variant "good_linalg" #plan.space<linalg> cost = #plan.cost<measured, {{[^>]*}}>
// CHECK-NOT: counters
// CHECK: plan.variant "good_custom" {{.*}}cost = #plan.cost<measured, {{.*}}valid = true{{.*}}> {plan.counters = {dram_throughput_pct = 8.850000e+01 : f64, occupancy_pct = 7.550000e+01 : f64, sm_throughput_pct = 1.225000e+01 : f64, tensor_pipe_pct = 0.000000e+00 : f64}}
// CHECK: plan.variant "good_other" {{.*}}cost = #plan.cost<measured, {{.*}}valid = true{{.*}}> {plan.counters = {dram_throughput_pct = 8.850000e+01 : f64, occupancy_pct = 7.550000e+01 : f64, sm_throughput_pct = 1.225000e+01 : f64, tensor_pipe_pct = 1.000000e+00 : f64}}
// RUN: env PATH=/usr/bin:/bin hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5 db=%t.db" -o %t.second.mlir 2>&1 | FileCheck %s --check-prefix=SECOND
// SECOND: remark: hiera-profile: 3 costs from the tuning database, 0 to measure
// RUN: diff %t.first.mlir %t.second.mlir
// RUN: hiera-db export %t.db | FileCheck %s --check-prefix=EXPORT
// EXPORT: "counters": {
// EXPORT-NEXT: "dram_throughput_pct": 88.5,
// EXPORT: "variant_name": "good_custom"
// EXPORT-NOT: "counters"
// EXPORT: "variant_name": "good_linalg"
// EXPORT: "schema_version": 2
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @counted(%x: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<16384x16384xf32>) -> tensor<16384x16384xf32> contract = #plan.contract<inputs = [tensor<16384x16384xf32>], roles = [activation], results = [tensor<16384x16384xf32>], flops = 268435456, bytes = 2147483648, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 447.39242666666667, source = model> {
    ^bb0(%in: tensor<16384x16384xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<16384x16384xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
          ins(%in : tensor<16384x16384xf32>) outs(%empty : tensor<16384x16384xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<16384x16384xf32>
      plan.yield %relu : tensor<16384x16384xf32>
    } variants {
      plan.variant "good_linalg" #plan.space<linalg>
      plan.variant "good_custom" #plan.space<custom> launch = #plan.launch<entry = "good_kernel", grid = [65536], block = [256], inputs = [0], ptx = "// not run: the runner is a stand-in">
      plan.variant "good_other" #plan.space<custom> launch = #plan.launch<entry = "other_kernel", grid = [65536], block = [256], inputs = [0], ptx = "// not run: the runner is a stand-in">
    }
    return %0 : tensor<16384x16384xf32>
  }
}
