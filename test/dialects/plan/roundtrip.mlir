// RUN: hiera-opt %s -split-input-file | hiera-opt -split-input-file | FileCheck %s
// RUN: hiera-opt %s -split-input-file -mlir-print-op-generic | hiera-opt -split-input-file | FileCheck %s

// CHECK: module attributes {plan.target = #plan.target<name = "lab", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4300.5, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 60.0, peak_tf32_tflops = 400.25, peak_f16_tflops = 790.0, peak_bf16_tflops = 790.0, peak_fp8_tflops = 0.0, launch_overhead_us = 2.5>}
module attributes {plan.target = #plan.target<name = "lab", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4300.5, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34, peak_f32_tflops = 60.0, peak_tf32_tflops = 400.25, peak_f16_tflops = 790.0, peak_bf16_tflops = 790.0, peak_fp8_tflops = 0.0, launch_overhead_us = 2.5>} {
}

// -----

// Struct fields may come in any order; the printer restores the declared one.
// CHECK-LABEL: func.func @task_with_variants
// CHECK: %[[R:.*]] = plan.task "matmul_0"(%{{.*}}, %{{.*}}) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
// CHECK-SAME: contract = #plan.contract<inputs = [tensor<64x64xf32>, tensor<64x64xf32>], roles = [activation, weight], results = [tensor<64x64xf32>], flops = 524288, bytes = 49152, intensity = 10.666666666666666, precision = tf32|approx_math, rtol = 0.01, atol = 0.01, constraints = static_shapes|contiguous, alignment = 16>
// CHECK-SAME: bottleneck = #plan.bottleneck<latency, unit = launch, intensity = 10.666666666666666, ridge_point = 103.0625, bound_us = 0.01, source = model>
// CHECK: ^bb0(%[[A:.*]]: tensor<64x64xf32>, %[[B:.*]]: tensor<64x64xf32>):
// CHECK: linalg.matmul ins(%[[A]], %[[B]]
// CHECK: plan.yield %{{.*}} : tensor<64x64xf32>
// CHECK: } variants {
// CHECK-NEXT: plan.variant "baseline" #plan.space<linalg>
// CHECK-NEXT: plan.variant "cublaslt" #plan.space<library> selected direction = #plan.direction<tensor_cores> call = #plan.library_call<callee = "hiera_cublaslt_matmul", args = [i64 64, input 0, input 1, null, output 0, i32 1], epilogue = bias|relu> cost = #plan.cost<measured, median_us = 12.5
// CHECK-SAME: {plan.arithmetic = "tf32"}
// CHECK-NEXT: plan.variant "tiled" #plan.space<custom> direction = #plan.direction<data_reuse> kernel = #plan.window<tiled = true, threads_x = 32, threads_y = 8, rows_per_thread = 4, vector_width = 1, blocked_points = 1> launch = #plan.launch<entry = "k", grid = [2, 2], block = [32, 8], inputs = [1, 0], smem = 4096, chip = "sm_90a", traffic_bytes = 65536> source = "__global__ void k() {}" cost = #plan.cost<estimated, median_us = 7.25, p20_us = 7.25, p80_us = 7.25, runs = 0, valid = false
// CHECK-SAME: {plan.counters = {dram_throughput_pct = 5.000000e+01 : f64, warps = 8 : i64}, plan.invalid_reason = "too slow", plan.round = 2 : i64, plan.untried, plan.why = "data reuse"}
// CHECK-NEXT: plan.variant "written" #plan.space<custom> kernel = #plan.written_kernel<by = "llm", explores = parallelism> launch = #plan.launch<entry = "w", grid = [1], block = [1], inputs = [], ptx = "// ptx">
func.func @task_with_variants(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = plan.task "matmul_0"(%a, %b) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      contract = #plan.contract<roles = [activation, weight], inputs = [tensor<64x64xf32>, tensor<64x64xf32>], results = [tensor<64x64xf32>], flops = 524288, bytes = 49152, intensity = 10.666666666666666, precision = approx_math|tf32, rtol = 1.0e-02, atol = 1.0e-02, constraints = contiguous|static_shapes, alignment = 16>
      bottleneck = #plan.bottleneck<latency, unit = launch, intensity = 10.666666666666666, ridge_point = 103.0625, bound_us = 0.01, source = model> {
  ^bb0(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>):
    %init = tensor.empty() : tensor<64x64xf32>
    %zero = arith.constant 0.0 : f32
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
    %mm = linalg.matmul ins(%x, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
    plan.yield %mm : tensor<64x64xf32>
  } variants {
    plan.variant "baseline" #plan.space<linalg>
    plan.variant "cublaslt" #plan.space<library> selected direction = #plan.direction<tensor_cores> call = #plan.library_call<args = [i64 64, input 0, input 1, null, output 0, i32 1], epilogue = bias | relu, callee = "hiera_cublaslt_matmul"> cost = #plan.cost<measured, median_us = 12.5, p20_us = 12.25, p80_us = 13.0, runs = 100, valid = true, max_rel_error = 3.0e-04> {plan.arithmetic = "tf32"}
    plan.variant "tiled" #plan.space<custom> direction = #plan.direction<data_reuse> kernel = #plan.window<tiled = true, threads_x = 32, threads_y = 8, rows_per_thread = 4, vector_width = 1, blocked_points = 1> launch = #plan.launch<entry = "k", grid = [2, 2], block = [32, 8], inputs = [1, 0], smem = 4096, chip = "sm_90a", traffic_bytes = 65536> source = "__global__ void k() {}" cost = #plan.cost<estimated, median_us = 7.25, p20_us = 7.25, p80_us = 7.25, runs = 0, valid = false, max_rel_error = 0.0> {plan.round = 2, plan.why = "data reuse", plan.untried, plan.invalid_reason = "too slow", plan.counters = {dram_throughput_pct = 50.0, warps = 8}}
    plan.variant "written" #plan.space<custom> kernel = #plan.written_kernel<by = "llm", explores = parallelism> launch = #plan.launch<entry = "w", grid = [1], block = [1], inputs = [], ptx = "// ptx">
  }
  return %0 : tensor<64x64xf32>
}

// -----

// A task without contract, bottleneck or results-of-its-own yet: what a user
// writes to group ops by hand before --hiera-contract.
// CHECK-LABEL: func.func @bare_task
// CHECK: plan.task "scale"(%{{.*}}, %{{.*}}) : (tensor<8xf64>, f64) -> tensor<8xf64> {
// CHECK: ^bb0(%{{.*}}: tensor<8xf64>, %{{.*}}: f64):
// CHECK-NOT: variants
func.func @bare_task(%x: tensor<8xf64>, %s: f64) -> tensor<8xf64> {
  %0 = plan.task "scale"(%x, %s) : (tensor<8xf64>, f64) -> tensor<8xf64> {
  ^bb0(%v: tensor<8xf64>, %k: f64):
    %init = tensor.empty() : tensor<8xf64>
    %r = linalg.map ins(%v : tensor<8xf64>) outs(%init : tensor<8xf64>)
      (%e: f64, %unused: f64) {
        %m = arith.mulf %e, %k : f64
        linalg.yield %m : f64
      }
    plan.yield %r : tensor<8xf64>
  }
  return %0 : tensor<8xf64>
}

// -----

// Unknown bottlenecks and dynamic shapes.
// CHECK-LABEL: func.func @dynamic
// CHECK: plan.task "copy"
// CHECK-SAME: #plan.contract<inputs = [tensor<?xf32>], roles = [activation], results = [tensor<?xf32>], flops = 0, bytes = 0, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = contiguous, alignment = 16>
// CHECK-SAME: #plan.bottleneck<unknown, unit = none, intensity = 0.0, ridge_point = 13.958333333333334, bound_us = 0.0, source = model>
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = plan.task "copy"(%x) : (tensor<?xf32>) -> tensor<?xf32>
      contract = #plan.contract<inputs = [tensor<?xf32>], roles = [activation], results = [tensor<?xf32>], flops = 0, bytes = 0, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = contiguous, alignment = 16>
      bottleneck = #plan.bottleneck<unknown, unit = none, intensity = 0.0, ridge_point = 13.958333333333334, bound_us = 0.0, source = model> {
  ^bb0(%v: tensor<?xf32>):
    plan.yield %v : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

// -----

// CHECK: module attributes {plan.framework_precision = #plan.framework_precision<matmul = tf32|bf16, convolution = strict>}
module attributes {plan.framework_precision = #plan.framework_precision<matmul = tf32|bf16, convolution = strict>} {}

// -----

// A scan order other than the default `any` is printed.
// CHECK: module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>}
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {}

// -----

// A parameter with a default: printed only where it is not the default.
// CHECK-LABEL: func.func @rows_params
// CHECK: plan.variant "fused" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4> launch
// CHECK: plan.variant "written_true" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4> launch
// CHECK: plan.variant "apart" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4, fuse_pairs = false> launch
// CHECK: plan.variant "prefetching" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, prefetch = true> launch
// CHECK: plan.variant "not_prefetching" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0> launch
// CHECK: plan.variant "direct" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4> launch
// CHECK: plan.variant "staged" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4, transpose_tile = 32> launch
func.func @rows_params(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = plan.task "t"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  } variants {
    plan.variant "fused" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4> launch = #plan.launch<entry = "k", grid = [1], block = [512], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "written_true" #plan.space<custom> kernel = #plan.rows<fuse_pairs = true, threads = 512, blocks_per_row = 1, vectors_per_thread = 4> launch = #plan.launch<entry = "k", grid = [1], block = [512], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "apart" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4, fuse_pairs = false> launch = #plan.launch<entry = "k", grid = [1], block = [512], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "prefetching" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, prefetch = true> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "not_prefetching" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, prefetch = false> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "direct" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4, transpose_tile = 0> launch = #plan.launch<entry = "k", grid = [1], block = [256], inputs = [0]> source = "__global__ void k() {}"
    plan.variant "staged" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4, transpose_tile = 32> launch = #plan.launch<entry = "k", grid = [1], block = [32, 8], inputs = [0]> source = "__global__ void k() {}"
  }
  return %0 : tensor<4xf32>
}

// -----

// A recurrent layer: an LSTM in both directions, batch first, and a GRU
// without biases.
// CHECK-LABEL: func.func @recurrent
// CHECK: plan.rnn "lstm"(%{{.+}}, %{{.+}}, %{{.+}}) weights(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) {batch_first, bidirectional} : (tensor<2x3x4xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>) -> (tensor<2x3x10xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>)
// CHECK: plan.rnn "gru"(%{{.+}}, %{{.+}}) weights(%{{.+}}, %{{.+}}) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>) -> (tensor<3x2x5xf32>, tensor<1x2x5xf32>)
func.func @recurrent(%x: tensor<2x3x4xf32>, %h: tensor<2x2x5xf32>, %wi: tensor<20x4xf32>, %wh: tensor<20x5xf32>, %b: tensor<20xf32>,
                     %xs: tensor<3x2x4xf32>, %g: tensor<1x2x5xf32>, %gi: tensor<15x4xf32>, %gh: tensor<15x5xf32>) -> (tensor<2x3x10xf32>, tensor<3x2x5xf32>) {
  %y, %hn, %cn = plan.rnn "lstm" (%x, %h, %h) weights(%wi, %wh, %b, %b, %wi, %wh, %b, %b) {bidirectional, batch_first} : (tensor<2x3x4xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>) -> (tensor<2x3x10xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>)
  %z, %zn = plan.rnn "gru" (%xs, %g) weights(%gi, %gh) : (tensor<3x2x4xf32>, tensor<1x2x5xf32>, tensor<15x4xf32>, tensor<15x5xf32>) -> (tensor<3x2x5xf32>, tensor<1x2x5xf32>)
  return %y, %z : tensor<2x3x10xf32>, tensor<3x2x5xf32>
}
