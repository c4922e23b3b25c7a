// A task's candidates share a worker, which draws the inputs and runs the
// reference once for all of them. With more tasks than GPUs, tasks share
// workers too, each worker an even share of the candidates (16 at most),
// since every worker first starts a process, reads the module and readies
// the GPU: two tasks of three candidates each are one worker on one GPU, a
// worker each on two. The tasks of a function compute different functions
// (their constants differ): candidates of tasks that compute the same are
// measured once (profile-shared.mlir).
// RUN: hiera-opt %s --split-input-file --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5 workers=1" -o %t.one.mlir 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: remark: hiera-profile: 6 candidates measured by 1 worker on 1 GPU
// ONE: remark: hiera-profile: 4 candidates measured by 1 worker on 1 GPU
// ONE: remark: hiera-profile: 2 candidates measured by 1 worker on 1 GPU

// A worker of several tasks that gives no answer has its tasks measured
// again a worker each, then the candidates of the task whose worker again
// gave none each alone: only the one at fault is invalid. Three tasks of
// two candidates, one of which aborts, on one GPU: 1 + 3 + 2 workers.
// ONE: remark: hiera-profile: 6 candidates of workers of several tasks that gave no answer are measured again, a task per worker
// ONE: remark: hiera-profile: 2 candidates of workers that gave no answer are measured again, each in a worker of its own
// ONE: remark: hiera-profile: 6 candidates measured by 6 workers on 1 GPU
// RUN: FileCheck %s --check-prefix=ONE-COSTS < %t.one.mlir
// ONE-COSTS-COUNT-11: cost = #plan.cost<measured, median_us = 10.5, {{.*}}valid = true
// RUN: hiera-opt %s --split-input-file --hiera-profile="profile=gpu runner=%S/Inputs/fake-runner.sh timeout=5" -o %t.two.mlir 2>&1 | FileCheck %s --check-prefix=TWO
// TWO: remark: hiera-profile: 6 candidates measured by 2 workers on 2 GPUs

// With fewer tasks than GPUs, a task's candidates are split over them, so
// that no GPU is idle: one task of four candidates, two workers on two GPUs.
// TWO: remark: hiera-profile: 4 candidates measured by 2 workers on 2 GPUs
// Three tasks on two GPUs: each worker's share is three candidates: a task each.
// TWO: remark: hiera-profile: 2 candidates of workers that gave no answer are measured again, each in a worker of its own
// TWO: remark: hiera-profile: 6 candidates measured by 5 workers on 2 GPUs
// RUN: FileCheck %s --check-prefix=TWO-COSTS < %t.two.mlir
// TWO-COSTS-LABEL: func.func @one_task
// TWO-COSTS-DAG: plan.variant "good_a" {{.*}}median_us = 10.5
// TWO-COSTS-DAG: plan.variant "good_b" {{.*}}median_us = 10.5
// TWO-COSTS-DAG: plan.variant "good_c" {{.*}}median_us = 11.5
// TWO-COSTS-DAG: plan.variant "good_d" {{.*}}median_us = 11.5

// A candidate too slow to be timed as often as the others says how often
// it was: its cost counts the runs its worker made, not the repeats asked.
// ONE-COSTS: plan.variant "slow" #plan.space<linalg> cost = #plan.cost<measured, median_us = 2400000.0, p20_us = 2400000.0, p80_us = 2400000.0, runs = 1, valid = true
// The candidate at fault is invalid, the others of its worker measured.
// ONE-COSTS: func.func @three_tasks
// ONE-COSTS-COUNT-3: median_us = 10.5, {{.*}}valid = true
// ONE-COSTS-NEXT: plan.variant "aborts" #plan.space<linalg> cost = #plan.cost<measured, {{.*}}valid = false{{.*}}> {plan.invalid_reason = "the worker died of Aborted: candidate: illegal memory access"}
// ONE-COSTS-COUNT-2: median_us = 10.5, {{.*}}valid = true
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @two_tasks(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
      plan.variant "good_c" #plan.space<linalg>
    }
    %1 = plan.task "elementwise_1"(%0) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 1.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
      plan.variant "good_c" #plan.space<linalg>
    }
    return %1 : tensor<1024xf32>
  }
}

// -----

module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @one_task(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
      plan.variant "good_c" #plan.space<linalg>
      plan.variant "good_d" #plan.space<linalg>
    }
    return %0 : tensor<1024xf32>
  }
}

// -----

module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @slow_one(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "slow" #plan.space<linalg>
    }
    return %0 : tensor<1024xf32>
  }
}

// -----

module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @three_tasks(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
    }
    %1 = plan.task "elementwise_1"(%0) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 1.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "aborts" #plan.space<linalg>
    }
    %2 = plan.task "elementwise_2"(%1) : (tensor<1024xf32>) -> tensor<1024xf32> contract = #plan.contract<inputs = [tensor<1024xf32>], roles = [activation], results = [tensor<1024xf32>], flops = 1024, bytes = 8192, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 3.0, source = model> {
    ^bb0(%in: tensor<1024xf32>):
      %zero = arith.constant 2.0 : f32
      %empty = tensor.empty() : tensor<1024xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
          ins(%in : tensor<1024xf32>) outs(%empty : tensor<1024xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<1024xf32>
      plan.yield %relu : tensor<1024xf32>
    } variants {
      plan.variant "good_a" #plan.space<linalg>
      plan.variant "good_b" #plan.space<linalg>
    }
    return %2 : tensor<1024xf32>
  }
}
