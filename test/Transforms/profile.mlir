// Estimated costs: the roofline bound, labelled estimated, never measured.
// RUN: hiera-opt %s --hiera-profile="profile=model" | FileCheck %s --check-prefix=MODEL
// MODEL-LABEL: func.func @workers
// MODEL-NOT: measured
// MODEL: plan.variant "good_a" #plan.space<linalg> cost = #plan.cost<estimated, median_us = 447.39242666666667, p20_us = 447.39242666666667, p80_us = 447.39242666666667, runs = 0, valid = true, max_rel_error = 0.0>
// MODEL-NOT: measured

// A task's candidates run in worker processes, one per GPU the runner
// reports (a stand-in here: two GPUs), the task split over both. A worker
// that aborts, hangs past its time limit (stopped) or exits without results
// gives no answer for any of its candidates: each of them runs again alone,
// so that only the one at fault is marked invalid, with the reason, and the
// run finishes with every candidate costed.
// RUN: hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=2" | FileCheck %s --check-prefix=GPU
// GPU-LABEL: func.func @workers
// GPU-DAG: plan.variant "good_a" #plan.space<linalg> cost = #plan.cost<measured, median_us = 1{{[01]}}.5, {{.*}}runs = 20, valid = true, max_rel_error = 1.0e-07>
// GPU-DAG: plan.variant "good_b" #plan.space<linalg> cost = #plan.cost<measured, median_us = 1{{[01]}}.5, {{.*}}valid = true
// GPU-DAG: plan.variant "wrong" #plan.space<linalg> cost = #plan.cost<measured, median_us = 5.0, {{.*}}valid = false, max_rel_error = 0.5> {plan.invalid_reason = "the result does not match the reference"}
// GPU-DAG: plan.variant "aborts" #plan.space<linalg> cost = #plan.cost<measured, {{.*}}valid = false{{.*}}> {plan.invalid_reason = "the worker died of Aborted: candidate: illegal memory access"}
// GPU-DAG: plan.variant "hangs" #plan.space<linalg> cost = #plan.cost<measured, {{.*}}valid = false{{.*}}> {plan.invalid_reason = "no answer within 2 s: stopped"}
// GPU-DAG: plan.variant "exits" #plan.space<linalg> cost = #plan.cost<measured, {{.*}}valid = false{{.*}}> {plan.invalid_reason = "the worker exited with 1: hiera-run: cannot load the module"}
// GPU-DAG: plan.variant "good_c" #plan.space<linalg> cost = #plan.cost<measured, median_us = 1{{[01]}}.5, {{.*}}valid = true

// Once per run, how many candidates were measured on how many GPUs, and,
// where Nsight Compute is not to be found, that counters are unavailable.
// RUN: env PATH=/usr/bin:/bin hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=2" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS
// REMARKS: remark: hiera-profile: 7 candidates of workers that gave no answer are measured again, each in a worker of its own
// REMARKS: remark: hiera-profile: 7 candidates measured by 9 workers on 2 GPUs
// REMARKS: remark: hiera-profile: hardware counters unavailable (ncu is not on PATH): costs carry times only
// REMARKS-NOT: hardware counters

// A tuning database: the first run measures every candidate and records
// it; the second measures nothing and reads the same costs back.
// RUN: rm -f %t.db %t.log
// RUN: env HIERA_FAKE_RUNNER_LOG=%t.log hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=2 db=%t.db" -o %t.first.mlir 2>&1 | FileCheck %s --check-prefix=FIRST
// FIRST: remark: hiera-profile: 0 costs from the tuning database, 7 to measure
// RUN: env HIERA_FAKE_RUNNER_LOG=%t.log hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=2 db=%t.db" -o %t.second.mlir 2>&1 | FileCheck %s --check-prefix=SECOND
// SECOND: remark: hiera-profile: 7 costs from the tuning database, 0 to measure
// RUN: wc -l < %t.log | FileCheck %s --check-prefix=MEASURED
// MEASURED: 4
// RUN: diff %t.first.mlir %t.second.mlir
// RUN: hiera-db list %t.db | FileCheck %s --check-prefix=LIST
// LIST: task variant median us valid
// LIST-COUNT-7: elementwise_0
// What the database knows needs no GPU, and with none gives the same costs.
// RUN: hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/no-such-runner db=%t.db" -o %t.replayed.mlir
// RUN: diff %t.first.mlir %t.replayed.mlir

// Without a target there is nothing to key, estimate or measure against.
// RUN: not hiera-opt %hiera_src_root/examples/relu.mlir --hiera-contract --hiera-profile="db=%t.db" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTARGET
// NOTARGET: error: hiera-profile: the module has no target: run --hiera-attribute first

// With no GPU, profile=gpu refuses with the reason; auto estimates, saying so.
// RUN: not hiera-opt %s --hiera-profile="profile=gpu runner=%S/Inputs/no-such-runner" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOGPU
// NOGPU: error: hiera-profile: profile=gpu needs a GPU, and none was found:
// RUN: hiera-opt %s --hiera-profile="runner=%S/Inputs/no-such-runner" 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: hiera-profile: no GPU found ({{.*}}): costs are estimated from the roofline model
// AUTO: #plan.cost<estimated
// AUTO-NOT: #plan.cost<measured
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @workers(%x: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
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
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
      plan.variant "wrong" #plan.space<linalg>
      plan.variant "aborts" #plan.space<linalg>
      plan.variant "hangs" #plan.space<linalg>
      plan.variant "exits" #plan.space<linalg>
      plan.variant "good_c" #plan.space<linalg>
    }
    return %0 : tensor<16384x16384xf32>
  }
}
