// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s "rows_.*_prefetch" | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in rows_t128_prefetch rows_t256_prefetch rows_lanes32_prefetch; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS

// Rows held in registers, many times the multiprocessors (8 on this
// target): besides a block per row (or per group of short rows), blocks
// that stay resident, as many as fill the GPU at half its threads (a
// quarter where a thread holds more than 16 values of a row), each taking
// rows in turn and loading the next row's inputs before reducing the
// current one. A block per row has no load in flight while it reduces.
// Offered where each block takes four groups of rows or more.
// Each runs on the CPU against numpy.
// CPU: softmax over 1100 rows of 1000: rows_t128_prefetch: ok
// CPU: softmax over 1100 rows of 1000: rows_t256_prefetch: ok
// CPU: softmax over 1100 rows of 1000: rows_lanes32_prefetch: ok
// CPU: a row's maximum and log-sum-exp: rows_t128_prefetch: ok
// CPU: a row's maximum and log-sum-exp: rows_t256_prefetch: ok
// CPU: all agree

// A softmax over rows of 1000 (250 float4): 128 threads a row, 2 vectors
// each, the last guarded; 32 lanes a row, 8 rows a block, 1100 rows
// leaving the last group 4 rows past the end, which store nothing.
// CHECK-LABEL: func.func @softmax_1100_rows
// CHECK: plan.variant "rows_t128" #plan.space<custom> {{(selected )?}}kernel = #plan.rows<threads = 128, blocks_per_row = 1, vectors_per_thread = 0> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [1100], block = [128]
// CHECK: plan.variant "rows_t128_prefetch" #plan.space<custom> kernel = #plan.rows<threads = 128, blocks_per_row = 1, vectors_per_thread = 0, prefetch = true> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [64], block = [128]
// CHECK-SAME: a block of 128 threads per row, 2 float4 per thread and input in registers, 64 resident blocks each taking rows in turn
// CHECK-SAME: __launch_bounds__(128, 8)
// CHECK-SAME: for (long group = blockIdx.x; group < 1100l; group += gridDim.x) {
// CHECK-SAME: if (group + gridDim.x < 1100l) {
// CHECK: plan.variant "rows_t256_prefetch" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, prefetch = true> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [32], block = [256]
// CHECK: plan.variant "rows_lanes32_prefetch" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, rows_per_block = 8, prefetch = true> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [16], block = [256]
// CHECK-SAME: __launch_bounds__(256, 2)
// CHECK-SAME: for (long group = blockIdx.x; group < 138l; group += gridDim.x) {
// CHECK-SAME: const bool row_exists = group_row < 1100l;
// CHECK-SAME: if (row_exists) {

#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
module attributes {plan.target = #plan.target<name = "eight", compute_capability = 90, sm_count = 8, dram_bandwidth_gbps = 1000.0, l2_bytes = 4194304, smem_per_sm_bytes = 233472, peak_f64_tflops = 2.0, peak_f32_tflops = 4.0, peak_tf32_tflops = 30.0, peak_f16_tflops = 60.0, peak_bf16_tflops = 60.0, peak_fp8_tflops = 0.0, launch_overhead_us = 3.0>} {
func.func @softmax_1100_rows(%x: tensor<1100x1000xf32>) -> tensor<1100x1000xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<1100xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<1100xf32>) -> tensor<1100xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1100x1000xf32>) outs(%lows : tensor<1100xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<1100xf32>
  %e = tensor.empty() : tensor<1100x1000xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<1100x1000xf32>, tensor<1100xf32>) outs(%e : tensor<1100x1000xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<1100x1000xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<1100xf32>) -> tensor<1100xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<1100x1000xf32>) outs(%zeros : tensor<1100xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<1100xf32>
  %y = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<1100x1000xf32>, tensor<1100xf32>) outs(%e : tensor<1100x1000xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<1100x1000xf32>
  return %y : tensor<1100x1000xf32>
}
}

// -----

// Cross-entropy's statistics, as its rows task computes them once the gather
// reads the logits itself: each row's maximum and the log of its sum of
// exponentials, two values a row, no row written back.
// CHECK-LABEL: func.func @cross_entropy_statistics
// CHECK: plan.variant "rows_t128_prefetch" #plan.space<custom> kernel = #plan.rows<threads = 128, blocks_per_row = 1, vectors_per_thread = 0, prefetch = true> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [64], block = [128]
// CHECK-SAME: 4 float4 per thread
// CHECK-SAME: if (threadIdx.x == 0) out1[row] =

#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
module attributes {plan.target = #plan.target<name = "eight", compute_capability = 90, sm_count = 8, dram_bandwidth_gbps = 1000.0, l2_bytes = 4194304, smem_per_sm_bytes = 233472, peak_f64_tflops = 2.0, peak_f32_tflops = 4.0, peak_tf32_tflops = 30.0, peak_f16_tflops = 60.0, peak_bf16_tflops = 60.0, peak_fp8_tflops = 0.0, launch_overhead_us = 3.0>} {
func.func @cross_entropy_statistics(%x: tensor<600x2048xf32>) -> (tensor<600xf32>, tensor<600xf32>) {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<600xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<600xf32>) -> tensor<600xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<600x2048xf32>) outs(%lows : tensor<600xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<600xf32>
  %e = tensor.empty() : tensor<600x2048xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<600x2048xf32>, tensor<600xf32>) outs(%e : tensor<600x2048xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<600x2048xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<600xf32>) -> tensor<600xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<600x2048xf32>) outs(%zeros : tensor<600xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<600xf32>
  %log = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<600xf32>) outs(%rows : tensor<600xf32>) {
  ^bb0(%s: f32, %o: f32):
    %l = math.log %s : f32
    linalg.yield %l : f32
  } -> tensor<600xf32>
  return %max, %log : tensor<600xf32>, tensor<600xf32>
}
}
