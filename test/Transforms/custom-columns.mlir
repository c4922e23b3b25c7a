// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s columns_ | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in $(grep -o '"columns_[a-z0-9_]*"' %t/planned.mlir | tr -d '"' | sort -u); do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS

// Reductions along a strided dimension with the ops that read their
// results, one task and one kernel: a thread (or several taking turns) a
// line of elements `inner` apart, neighbouring lines on neighbouring
// threads. Every candidate runs on the CPU against numpy, the line counts
// no multiple of a block's lines and the reduced extents no multiple of
// the threads a line.
// CPU: rms norm over channels with a per-channel weight: columns_{{.*}}: ok
// CPU: softmax over the first dimension: columns_{{.*}}: ok
// CPU: standard deviation and mean over a middle dimension in f64: columns_{{.*}}: ok
// CPU: log_softmax over the first dimension as exported: columns_{{.*}}: ok
// CPU: all agree

// An RMS norm over the channels of NCHW (C = 24, 4 x 70 lines) and a
// per-channel weight: a thread a line, 24 elements in registers or read
// again in the second pass.
// CHECK-LABEL: func.func @rms_norm_channels
// CHECK: plan.task "reduction_0"
// CHECK: plan.variant "columns_l256_t1_kept" #plan.space<custom> kernel = #plan.columns<lines_per_block = 256, threads_per_line = 1, in_registers = true> launch = #plan.launch<entry = "hiera_columns_reduction_0", grid = [2], block = [256]
// CHECK-SAME: 280 lines of 24 elements 70 apart
// CHECK-SAME: const bool line_exists = line_index < 280l;
// CHECK-SAME: kept0[j] = __ldg(in0 + o * 1680l + r * 70l + i);
// CHECK-SAME: __ldg(in1 + r)
// CHECK-SAME: out0[base + r * 70l]
// CHECK: plan.variant "columns_l256_t1" #plan.space<custom>
// CHECK-NOT: plan.task

#e = affine_map<(o, c, i) -> (o, c, i)>
#l = affine_map<(o, c, i) -> (o, i)>
#c = affine_map<(o, c, i) -> (c)>
#l2 = affine_map<(o, i) -> (o, i)>
func.func @rms_norm_channels(%x: tensor<4x24x70xf32>, %g: tensor<24xf32>) -> tensor<4x24x70xf32> {
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<4x70xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%lines : tensor<4x70xf32>) -> tensor<4x70xf32>
  %ss = linalg.generic {indexing_maps = [#e, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<4x24x70xf32>) outs(%acc : tensor<4x70xf32>) {
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  } -> tensor<4x70xf32>
  %rs = linalg.generic {indexing_maps = [#l2, #l2], iterator_types = ["parallel", "parallel"]}
      ins(%ss : tensor<4x70xf32>) outs(%lines : tensor<4x70xf32>) {
  ^bb0(%s: f32, %o: f32):
    %n = arith.constant 24.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %s, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    linalg.yield %r : f32
  } -> tensor<4x70xf32>
  %out = tensor.empty() : tensor<4x24x70xf32>
  %y = linalg.generic {indexing_maps = [#e, #l, #c, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %rs, %g : tensor<4x24x70xf32>, tensor<4x70xf32>, tensor<24xf32>) outs(%out : tensor<4x24x70xf32>) {
  ^bb0(%v: f32, %r: f32, %w: f32, %o: f32):
    %n = arith.mulf %v, %r : f32
    %s = arith.mulf %n, %w : f32
    linalg.yield %s : f32
  } -> tensor<4x24x70xf32>
  return %y : tensor<4x24x70xf32>
}

// -----

// A softmax over the first dimension of a 300 x 50 matrix: 50 lines are
// too few for a thread each, so 32 threads take turns along each (300 is
// no multiple of 32) and combine their partials in shared memory. Read
// from memory each pass, the maximum and the sum share one (an online
// softmax: the sum rescaled whenever the maximum grows, masked -inf
// entries adding nothing); kept in registers, each has its own.
// CHECK-LABEL: func.func @softmax_first_dim
// CHECK: plan.task "reduction_0"
// CHECK: plan.variant "columns_l32_t32_kept" #plan.space<custom>
// CHECK-SAME: __shared__ float hiera_partial0[32][32];
// CHECK-SAME: __shared__ float hiera_partial1[32][32];
// CHECK: plan.variant "columns_l32_t32" #plan.space<custom> kernel = #plan.columns<lines_per_block = 32, threads_per_line = 32, in_registers = false> launch = #plan.launch<entry = "hiera_columns_reduction_0", grid = [2], block = [32, 32]
// CHECK-SAME: for (long r = y; r < 300l; r += 32)
// CHECK-SAME: const float max1 = hiera_maximum(v0, max0);
// CHECK-SAME: if (max1 != __int_as_float(0xff800000)) {
// CHECK-SAME: sum0 = sum0 * expf(((max0 - max1))) + expf(((v0 - max1)));
// CHECK-SAME: __shared__ float hiera_partial0[32][32], hiera_partial0_sum[32][32];
// CHECK-SAME: __syncthreads();
// CHECK-NOT: hiera_partial1
// CHECK-SAME: if (max0 == __int_as_float(0xff800000)) {
// CHECK-NOT: plan.task

#e2 = affine_map<(r, i) -> (r, i)>
#l1 = affine_map<(r, i) -> (i)>
func.func @softmax_first_dim(%x: tensor<300x50xf32>) -> tensor<300x50xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<50xf32>
  %lows = linalg.fill ins(%low : f32) outs(%lines : tensor<50xf32>) -> tensor<50xf32>
  %max = linalg.generic {indexing_maps = [#e2, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<300x50xf32>) outs(%lows : tensor<50xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<50xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%lines : tensor<50xf32>) -> tensor<50xf32>
  %sum = linalg.generic {indexing_maps = [#e2, #l1, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%x, %max : tensor<300x50xf32>, tensor<50xf32>) outs(%zeros : tensor<50xf32>) {
  ^bb0(%v: f32, %m: f32, %a: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %s = arith.addf %ex, %a : f32
    linalg.yield %s : f32
  } -> tensor<50xf32>
  %out = tensor.empty() : tensor<300x50xf32>
  %y = linalg.generic {indexing_maps = [#e2, #l1, #l1, #e2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %sum : tensor<300x50xf32>, tensor<50xf32>, tensor<50xf32>) outs(%out : tensor<300x50xf32>) {
  ^bb0(%v: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %q = arith.divf %ex, %s : f32
    linalg.yield %q : f32
  } -> tensor<300x50xf32>
  return %y : tensor<300x50xf32>
}

// -----

// The standard deviation and the mean over the middle dimension, in f64
// as torch-mlir takes statistics, and two results of one value per line.
// In registers, the mean's pass, then the centred squares' pass reading
// the mean. Read from memory, one pass: each thread's deviations about its
// first element, combined across threads by Chan's formula, give the
// centred squares as M2 + n (mean - m)^2 (the CPU run's inputs lie near
// 1000, where sums of squares about zero would lose digits).
// CHECK-LABEL: func.func @std_and_mean_middle
// CHECK: plan.task "reduction_0"
// CHECK-SAME: -> (tensor<3x40xf32>, tensor<3x40xf32>)
// CHECK: plan.variant "columns_l32_t32" #plan.space<custom>
// CHECK-SAME: dev0 += d0;
// CHECK-SAME: m20 += hiera_partial0_m2[t][x] + delta * delta * n1 * nb / nn;
// CHECK-SAME: const double squares0 = m20 + (double)33 * off0 * off0;
// CHECK: plan.variant "columns_l128_t1_kept" #plan.space<custom>
// CHECK-SAME: double acc0 = __longlong_as_double(0x0ll);
// CHECK-SAME: double acc1 = __longlong_as_double(0x0ll);
// CHECK-SAME: if (line_exists && y == 0) {
// CHECK-NOT: plan.task

#e = affine_map<(o, c, i) -> (o, c, i)>
#l = affine_map<(o, c, i) -> (o, i)>
#l2 = affine_map<(o, i) -> (o, i)>
func.func @std_and_mean_middle(%x: tensor<3x33x40xf32>) -> (tensor<3x40xf32>, tensor<3x40xf32>) {
  %zero = arith.constant 0.0 : f64
  %wide0 = tensor.empty() : tensor<3x33x40xf64>
  %wide = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<3x33x40xf32>) outs(%wide0 : tensor<3x33x40xf64>) {
  ^bb0(%v: f32, %o: f64):
    %w = arith.extf %v : f32 to f64
    linalg.yield %w : f64
  } -> tensor<3x33x40xf64>
  %lines = tensor.empty() : tensor<3x40xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%lines : tensor<3x40xf64>) -> tensor<3x40xf64>
  %sum = linalg.generic {indexing_maps = [#e, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%wide : tensor<3x33x40xf64>) outs(%acc : tensor<3x40xf64>) {
  ^bb0(%v: f64, %a: f64):
    %s = arith.addf %v, %a : f64
    linalg.yield %s : f64
  } -> tensor<3x40xf64>
  %mean = linalg.generic {indexing_maps = [#l2, #l2], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<3x40xf64>) outs(%lines : tensor<3x40xf64>) {
  ^bb0(%s: f64, %o: f64):
    %n = arith.constant 33.0 : f64
    %m = arith.divf %s, %n : f64
    linalg.yield %m : f64
  } -> tensor<3x40xf64>
  %acc2 = linalg.fill ins(%zero : f64) outs(%lines : tensor<3x40xf64>) -> tensor<3x40xf64>
  %sq = linalg.generic {indexing_maps = [#e, #l, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%wide, %mean : tensor<3x33x40xf64>, tensor<3x40xf64>) outs(%acc2 : tensor<3x40xf64>) {
  ^bb0(%v: f64, %m: f64, %a: f64):
    %d = arith.subf %v, %m : f64
    %d2 = arith.mulf %d, %d : f64
    %s = arith.addf %d2, %a : f64
    linalg.yield %s : f64
  } -> tensor<3x40xf64>
  %narrow = tensor.empty() : tensor<3x40xf32>
  %std = linalg.generic {indexing_maps = [#l2, #l2], iterator_types = ["parallel", "parallel"]}
      ins(%sq : tensor<3x40xf64>) outs(%narrow : tensor<3x40xf32>) {
  ^bb0(%s: f64, %o: f32):
    %n = arith.constant 32.0 : f64
    %v = arith.divf %s, %n : f64
    %r = math.sqrt %v : f64
    %f = arith.truncf %r : f64 to f32
    linalg.yield %f : f32
  } -> tensor<3x40xf32>
  %meanf = linalg.generic {indexing_maps = [#l2, #l2], iterator_types = ["parallel", "parallel"]}
      ins(%mean : tensor<3x40xf64>) outs(%narrow : tensor<3x40xf32>) {
  ^bb0(%m: f64, %o: f32):
    %f = arith.truncf %m : f64 to f32
    linalg.yield %f : f32
  } -> tensor<3x40xf32>
  return %std, %meanf : tensor<3x40xf32>, tensor<3x40xf32>
}

// -----

// A log_softmax over the first dimension as torch-mlir writes it: the
// difference from the maximum, its exp and the log of the sum each an op
// of its own. The online softmax follows the sum's operand back through
// them to exp(y - max).
// CHECK-LABEL: func.func @log_softmax_first_dim
// CHECK: plan.task "reduction_0"
// CHECK: plan.variant "columns_l32_t16" #plan.space<custom>
// CHECK-SAME: sum0 = sum0 * expf(((max0 - max1))) + expf(((v0 - max1)));
// CHECK-NOT: plan.task

#e2 = affine_map<(r, i) -> (r, i)>
#l1 = affine_map<(r, i) -> (i)>
#i1 = affine_map<(i) -> (i)>
func.func @log_softmax_first_dim(%x: tensor<200x40xf32>) -> tensor<200x40xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<40xf32>
  %lows = linalg.fill ins(%low : f32) outs(%lines : tensor<40xf32>) -> tensor<40xf32>
  %max = linalg.generic {indexing_maps = [#e2, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<200x40xf32>) outs(%lows : tensor<40xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<40xf32>
  %all = tensor.empty() : tensor<200x40xf32>
  %shifted = linalg.generic {indexing_maps = [#e2, #l1, #e2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<200x40xf32>, tensor<40xf32>) outs(%all : tensor<200x40xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    linalg.yield %d : f32
  } -> tensor<200x40xf32>
  %exps = linalg.generic {indexing_maps = [#e2, #e2], iterator_types = ["parallel", "parallel"]}
      ins(%shifted : tensor<200x40xf32>) outs(%all : tensor<200x40xf32>) {
  ^bb0(%d: f32, %o: f32):
    %ex = math.exp %d : f32
    linalg.yield %ex : f32
  } -> tensor<200x40xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%lines : tensor<40xf32>) -> tensor<40xf32>
  %sum = linalg.generic {indexing_maps = [#e2, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%exps : tensor<200x40xf32>) outs(%zeros : tensor<40xf32>) {
  ^bb0(%ex: f32, %a: f32):
    %s = arith.addf %ex, %a : f32
    linalg.yield %s : f32
  } -> tensor<40xf32>
  %logs = linalg.generic {indexing_maps = [#i1, #i1], iterator_types = ["parallel"]}
      ins(%sum : tensor<40xf32>) outs(%lines : tensor<40xf32>) {
  ^bb0(%s: f32, %o: f32):
    %l = math.log %s : f32
    linalg.yield %l : f32
  } -> tensor<40xf32>
  %y = linalg.generic {indexing_maps = [#e2, #l1, #e2], iterator_types = ["parallel", "parallel"]}
      ins(%shifted, %logs : tensor<200x40xf32>, tensor<40xf32>) outs(%all : tensor<200x40xf32>) {
  ^bb0(%d: f32, %l: f32, %o: f32):
    %r = arith.subf %d, %l : f32
    linalg.yield %r : f32
  } -> tensor<200x40xf32>
  return %y : tensor<200x40xf32>
}
