// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-lower | FileCheck %s --check-prefix=LOWER
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in rows_t1024 rows_t512 rows_t256 rows_t128 rows_split_v2 rows_split_v4 rows_stream_t512_v4 rows_stream_t1024_v2 rows_stream_t256_v8 \
// RUN:   rows_split_v2_apart rows_split_v4_apart rows_stream_t512_v4_apart rows_stream_t1024_v2_apart rows_stream_t256_v8_apart \
// RUN:   rows_lanes8 rows_lanes16 rows_lanes32; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// Every parameter set compiles, and keeps its rows (or tiles) in registers.
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: remark: hiera-generate: rows_t1024 left out: a row of 1048576 needs 256 vectors per thread, more than 16 stay in registers
// RANGE: remark: hiera-generate: rows_split_v2 left out: 48 rows of 4608 do not split into two or more parts of a 4096-column tile or more with every block resident

// Row kernels: a block per row, each input read once into registers, the
// reductions by warp shuffles, each result written once; for few long rows,
// several blocks per row, a pass per reduction.

// A softmax over rows of 4096 floats. Memory-bound, so the custom kernel is
// chosen over cuDNN.
// CHECK-LABEL: func.func @softmax
// CHECK: plan.task
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "cudnn_softmax" #plan.space<library>
// Block sizes come by how close a thread's share comes to 8 vectors.
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [8192], block = [128], inputs = [0]
// CHECK: plan.variant "rows_t256" #plan.space<custom> kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<{{.*}}block = [256]
// CHECK: plan.variant "rows_t512" #plan.space<custom> kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<{{.*}}block = [512]
// CHECK: plan.variant "rows_t1024" #plan.space<custom> kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<{{.*}}block = [1024]
// LOWER-LABEL: func.func @softmax
// LOWER: call @launch_hiera_rows_reduction_0
// LOWER: gpu.binary @hiera_rows_reduction_0
// LOWER-SAME: ld.global.nc.v4
// LOWER-SAME: shfl.sync.bfly
// LOWER-SAME: st.global.v4
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<8192x4096xf32>) -> tensor<8192x4096xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<8192xf32>
  %full = tensor.empty() : tensor<8192x4096xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<8192xf32>) -> tensor<8192xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8192x4096xf32>) outs(%max_init : tensor<8192xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%full : tensor<8192x4096xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<8192x4096xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<8192xf32>) -> tensor<8192xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<8192x4096xf32>) outs(%sum_init : tensor<8192xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%full : tensor<8192x4096xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<8192x4096xf32>
  return %y : tensor<8192x4096xf32>
}

// -----

// 64 rows of 2^20: too few for a block each, too long for registers. Each
// row is split over 4 blocks (256 blocks, two per multiprocessor, all
// resident); partial results combined after a grid-wide barrier. The max
// and the sum of exp(x - max) take one pass (an online softmax), the
// results a second: the variant counts the bytes it moves, two reads and a
// write.
// CHECK-LABEL: func.func @long_rows
// CHECK: plan.task
// CHECK-SAME: space = #plan.space<custom>
// CHECK-NOT: rows_t
// CHECK: plan.variant "rows_split_v2" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [256], block = [512], inputs = [0]
// CHECK-SAME: traffic_bytes = 805306368> source = "// hiera_rows_reduction_0: 64 rows of 1048576, 4 blocks of 512 threads per row, tiles of 2 float4 per thread, 2 passes over the row
// CHECK-SAME: __launch_bounds__(512, 2)
// CHECK-SAME: pass 1: reductions 1 and 2 at once
// CHECK-SAME: hiera_block_online(
// CHECK-SAME: hiera_grid_sync();
// CHECK-SAME: hiera_combine_online(hiera_partial0 + row * 4, hiera_partial1 + row * 4, 4,
// CHECK-SAME: pass 2: the results
// CHECK: plan.variant "rows_split_v4" #plan.space<custom> kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [256], block = [512]
// CHECK-NOT: rows_t
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @long_rows(%x: tensor<64x1048576xf32>) -> tensor<64x1048576xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %full = tensor.empty() : tensor<64x1048576xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1048576xf32>) outs(%max_init : tensor<64xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<64x1048576xf32>, tensor<64xf32>) outs(%full : tensor<64x1048576xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<64x1048576xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<64x1048576xf32>) outs(%sum_init : tensor<64xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<64x1048576xf32>, tensor<64xf32>) outs(%full : tensor<64x1048576xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x1048576xf32>
  return %y : tensor<64x1048576xf32>
}

// -----

// 35 rows of 145161 (9 x 127 x 127, odd): no count of parts divides the
// row into whole tiles, so each row is split into the 7 parts that fit
// resident, of 20738 columns (the last 20733), and each part's last tile
// is ragged: loads past the part's end read zeros, reductions and stores
// skip them. The fused passes combine whole tiles, so the max and the sum
// of exponentials take a pass each.
// CHECK-LABEL: func.func @ragged_long_rows
// CHECK: plan.variant "rows_split_v2" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [245], block = [512], inputs = [0]
// CHECK-SAME: source = "// hiera_rows_reduction_0: 35 rows of 145161, 7 blocks of 512 threads per row, tiles of 2 float per thread, 3 passes over the row
// CHECK-SAME: const long part_end = (part + 1) * 20738l < 145161l ? (part + 1) * 20738l : 145161l;
// CHECK-SAME: pass 1: reduction 1, over this block's part of the row
// CHECK-SAME: for (long col0 = part * 20738l; col0 < part_end; col0 += 1024) {
// CHECK-SAME: if (col0 + (threadIdx.x + (i) * 512) * 1l < part_end) w =
// CHECK-SAME: if (col0 + (threadIdx.x + (e / 1) * 512) * 1l < part_end) r{{[0-9]+}} = hiera_maximum(r{{[0-9]+}}, r{{[0-9]+}}[e]);
// CHECK-SAME: pass 2: reduction 2
// CHECK-SAME: pass 3: the results
// CHECK-SAME: if (!(col0 + (threadIdx.x + (i) * 512) * 1l < part_end)) break;
// CHECK: plan.variant "rows_split_v4" #plan.space<custom> kernel
// CHECK-SAME: 7 blocks of 512 threads per row, tiles of 4 float per thread, 3 passes over the row
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @ragged_long_rows(%x: tensor<35x145161xf32>) -> tensor<35x145161xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<35xf32>
  %full = tensor.empty() : tensor<35x145161xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<35xf32>) -> tensor<35xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<35x145161xf32>) outs(%max_init : tensor<35xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<35xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<35x145161xf32>, tensor<35xf32>) outs(%full : tensor<35x145161xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<35x145161xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<35xf32>) -> tensor<35xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<35x145161xf32>) outs(%sum_init : tensor<35xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<35xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<35x145161xf32>, tensor<35xf32>) outs(%full : tensor<35x145161xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<35x145161xf32>
  return %y : tensor<35x145161xf32>
}

// -----

// 256 rows of 32771 (a prime): a block per row, streamed in tiles of 2048
// columns, the last ragged.
// CHECK-LABEL: func.func @ragged_streamed_rows
// CHECK: plan.variant "rows_stream_t512_v4" #plan.space<custom>
// CHECK-SAME: 256 rows of 32771, one block of 512 threads per row, tiles of 4 float per thread, 3 passes over the row
// CHECK-SAME: const long part_end = (part + 1) * 32771l < 32771l ? (part + 1) * 32771l : 32771l;
// CHECK-SAME: for (long col0 = part * 32771l; col0 < part_end; col0 += 2048) {
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @ragged_streamed_rows(%x: tensor<256x32771xf32>) -> tensor<256x32771xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<256xf32>
  %full = tensor.empty() : tensor<256x32771xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x32771xf32>) outs(%max_init : tensor<256xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<256x32771xf32>, tensor<256xf32>) outs(%full : tensor<256x32771xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<256x32771xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<256x32771xf32>) outs(%sum_init : tensor<256xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<256x32771xf32>, tensor<256xf32>) outs(%full : tensor<256x32771xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<256x32771xf32>
  return %y : tensor<256x32771xf32>
}

// -----

// RMS norm with a scale: a column vector read 16 bytes at a time, and a row
// sum written one per row.
// CHECK-LABEL: func.func @rms_norm_and_sums
// CHECK: plan.task "reduction_0"
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "rows_t256" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [512], block = [256], inputs = [0, 1]
// CHECK: plan.task "reduce_1"
// CHECK: plan.variant "rows_t256" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduce_1", grid = [512], block = [256], inputs = [0]
// CHECK-SAME: if (threadIdx.x == 0) out0[row]
// LOWER-LABEL: func.func @rms_norm_and_sums
// LOWER: call @launch_hiera_rows_reduction_0
// LOWER: call @launch_hiera_rows_reduce_1
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @rms_norm_and_sums(%x: tensor<512x8192xf32>, %gamma: tensor<8192xf32>, %z: tensor<512x8192xf32>) -> (tensor<512x8192xf32>, tensor<512xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 8192.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<512xf32>
  %full = tensor.empty() : tensor<512x8192xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<512xf32>) -> tensor<512xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<512x8192xf32>) outs(%sq_init : tensor<512xf32>) {
  ^bb0(%v: f32, %s: f32):
    %p = arith.mulf %v, %v : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<512xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sq, %gamma : tensor<512x8192xf32>, tensor<512xf32>, tensor<8192xf32>) outs(%full : tensor<512x8192xf32>) {
  ^bb0(%v: f32, %s: f32, %g: f32, %out: f32):
    %ms = arith.divf %s, %n : f32
    %mse = arith.addf %ms, %eps : f32
    %inv = math.rsqrt %mse : f32
    %norm = arith.mulf %v, %inv : f32
    %r = arith.mulf %norm, %g : f32
    linalg.yield %r : f32
  } -> tensor<512x8192xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<512xf32>) -> tensor<512xf32>
  %sum = linalg.reduce ins(%z : tensor<512x8192xf32>) outs(%sum_init : tensor<512xf32>) dimensions = [1]
    (%v: f32, %s: f32) {
      %r = arith.addf %v, %s : f32
      linalg.yield %r : f32
    }
  return %y, %sum : tensor<512x8192xf32>, tensor<512xf32>
}

// -----

// 48 rows of 4608: not whole split tiles (RANGE), but a block per row
// serves any width: 256 threads do not divide the row's 1152 vectors, so
// loads past the row read zeros, and reductions and stores skip them.
// CHECK-LABEL: func.func @uneven_rows
// CHECK-NOT: rows_split
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK: plan.variant "rows_t256" #plan.space<custom> kernel = #plan.rows<
// CHECK-SAME: if (threadIdx.x + (i) * 256 < 1152) w =
// CHECK-SAME: if (threadIdx.x + (e / 4) * 256 < 1152) r1 = (r1 + r0[e]);
func.func @uneven_rows(%x: tensor<48x4608xf32>) -> tensor<48xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<48xf32>) -> tensor<48xf32>
  %sum = linalg.reduce ins(%x : tensor<48x4608xf32>) outs(%init : tensor<48xf32>) dimensions = [1]
    (%v: f32, %s: f32) {
      %r = arith.addf %v, %s : f32
      linalg.yield %r : f32
    }
  return %sum : tensor<48xf32>
}

// -----

// A layer norm over 16 rows of 2^20: the sum and the squares about its mean
// in one pass (each tile's mean and squared deviations, Chan's
// combination; the sum of squares about the op's own shift follows from
// them exactly), the results in a second: two reads of x and a write.
// CHECK-LABEL: func.func @long_layer_norm
// CHECK: plan.variant "rows_split_v2" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [256], block = [512], inputs = [0, 1, 2]
// CHECK-SAME: traffic_bytes = 209715200>
// CHECK-SAME: 16 rows of 1048576, 16 blocks of 512 threads per row, tiles of 2 float4 per thread, 2 passes over the row
// CHECK-SAME: pass 1: reductions 1 and 2 at once
// CHECK-SAME: hiera_block_chan(
// CHECK-SAME: hiera_combine_chan(hiera_partial0 + row * 16, hiera_partial1 + row * 16, 16, 65536,
// CHECK-SAME: pass 2: the results
// The mean and the centred squares in passes of their own, a barrier each.
// CHECK: plan.variant "rows_split_v2_apart" #plan.space<custom> kernel = #plan.rows<{{[^>]*}}fuse_pairs = false>
// CHECK-SAME: 3 passes over the row
// CHECK-NOT: hiera_block_chan(
// CHECK-SAME: pass 1: reduction 1,
// CHECK-SAME: hiera_grid_sync();
// CHECK-SAME: pass 2: reduction 2,
// CHECK-SAME: hiera_grid_sync();
// CHECK-SAME: pass 3: the results
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @long_layer_norm(%x: tensor<16x1048576xf32>, %gamma: tensor<1048576xf32>, %beta: tensor<1048576xf32>) -> tensor<16x1048576xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 1048576.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %rows = tensor.empty() : tensor<16xf32>
  %full = tensor.empty() : tensor<16x1048576xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x1048576xf32>) outs(%sum_init : tensor<16xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<16x1048576xf32>, tensor<16xf32>) outs(%full : tensor<16x1048576xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %d = arith.subf %v, %mean : f32
    linalg.yield %d : f32
  } -> tensor<16x1048576xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<16xf32>) -> tensor<16xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centered : tensor<16x1048576xf32>) outs(%sq_init : tensor<16xf32>) {
  ^bb0(%d: f32, %s: f32):
    %p = arith.mulf %d, %d : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<16xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centered, %sq, %gamma, %beta : tensor<16x1048576xf32>, tensor<16xf32>, tensor<1048576xf32>, tensor<1048576xf32>) outs(%full : tensor<16x1048576xf32>) {
  ^bb0(%d: f32, %s: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %norm = arith.mulf %d, %inv : f32
    %scaled = arith.mulf %norm, %g : f32
    %r = arith.addf %scaled, %b : f32
    linalg.yield %r : f32
  } -> tensor<16x1048576xf32>
  return %y : tensor<16x1048576xf32>
}

// -----

// Sums of 8 rows of 2^20 f64: one reduction, a pass for it, and an empty
// pass for the results (a row's first block writes the row's sum).
// CHECK-LABEL: func.func @long_row_sums
// CHECK: plan.variant "rows_split_v2" #plan.space<custom> selected kernel = #plan.rows<{{[^>]*}}> launch = #plan.launch<entry = "hiera_rows_reduce_0", grid = [256], block = [512], inputs = [0]
// CHECK-SAME: traffic_bytes = 67108928>
// CHECK-SAME: 8 rows of 1048576, 32 blocks of 512 threads per row, tiles of 2 double2 per thread, 2 passes over the row
// CHECK-SAME: hiera_combine_parts(hiera_partial0 + row * 32, 32,
// CHECK-SAME: if (part == 0) {
// CHECK-SAME: if (threadIdx.x == 0) out0[row] =
func.func @long_row_sums(%x: tensor<8x1048576xf64>) -> tensor<8xf64> {
  %zero = arith.constant 0.0 : f64
  %rows = tensor.empty() : tensor<8xf64>
  %init = linalg.fill ins(%zero : f64) outs(%rows : tensor<8xf64>) -> tensor<8xf64>
  %sum = linalg.reduce ins(%x : tensor<8x1048576xf64>) outs(%init : tensor<8xf64>) dimensions = [1]
    (%v: f64, %s: f64) {
      %r = arith.addf %v, %s : f64
      linalg.yield %r : f64
    }
  return %sum : tensor<8xf64>
}

// -----

// A log-softmax as torch-mlir writes it: a max with indices nobody reads,
// keepdim shapes (64x1), the log of each row's sum as an op on 64x1. After
// --hiera-normalize it is one task of the family: the log is an op on one
// value per row, computed once per row.
// CHECK-LABEL: func.func @log_softmax_frontend
// CHECK: plan.task "reduction_0"(%arg0)
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK-SAME: float r{{[0-9]+}};\0A  {\0A    const float r{{[0-9]+}} = logf(r{{[0-9]+}});
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#keep = affine_map<(d0, d1) -> (d0, 0)>
func.func @log_softmax_frontend(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %c0_i64 = arith.constant 0 : i64
  %cst = arith.constant 0xFF800000 : f32
  %cst_0 = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<64xi64>
  %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<64xi64>) -> tensor<64xi64>
  %2 = tensor.empty() : tensor<64xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<64xf32>) -> tensor<64xf32>
  %4:2 = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<64x1024xf32>) outs(%3, %1 : tensor<64xf32>, tensor<64xi64>) {
  ^bb0(%in: f32, %out: f32, %out_1: i64):
    %13 = linalg.index 1 : index
    %14 = arith.index_cast %13 : index to i64
    %15 = arith.maximumf %in, %out : f32
    %16 = arith.cmpf ogt, %in, %out : f32
    %17 = arith.select %16, %14, %out_1 : i64
    linalg.yield %15, %17 : f32, i64
  } -> (tensor<64xf32>, tensor<64xi64>)
  %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
  %5 = tensor.empty() : tensor<64x1024xf32>
  %6 = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<64x1024xf32>, tensor<64x1xf32>) outs(%5 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %13 = arith.subf %in, %in_1 : f32
    linalg.yield %13 : f32
  } -> tensor<64x1024xf32>
  %7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<64x1024xf32>) outs(%5 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %13 = math.exp %in : f32
    linalg.yield %13 : f32
  } -> tensor<64x1024xf32>
  %8 = tensor.empty() : tensor<64x1xf32>
  %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<64x1xf32>) -> tensor<64x1xf32>
  %10 = linalg.generic {indexing_maps = [#id, #keep], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<64x1024xf32>) outs(%9 : tensor<64x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %13 = arith.addf %in, %out : f32
    linalg.yield %13 : f32
  } -> tensor<64x1xf32>
  %11 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<64x1xf32>) outs(%8 : tensor<64x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %13 = math.log %in : f32
    linalg.yield %13 : f32
  } -> tensor<64x1xf32>
  %12 = linalg.generic {indexing_maps = [#id, #keep, #id], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<64x1024xf32>, tensor<64x1xf32>) outs(%5 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %13 = arith.subf %in, %in_1 : f32
    linalg.yield %13 : f32
  } -> tensor<64x1024xf32>
  return %12 : tensor<64x1024xf32>
}

// -----

// The softmax of torch's scaled_dot_product_attention as torch-mlir writes
// it: a row whose scores are all -inf gives zeros, through an i1 guard
// reduced by andi. Each value is in its own type: the flags as bool, the
// guard's f64 comparison in double.
// CHECK-LABEL: func.func @masked_softmax_frontend
// CHECK: plan.task "reduction_0"(%arg0)
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK-SAME: bool r{{[0-9]+}}[8];
// CHECK-SAME: bool r{{[0-9]+}} = true;
// CHECK-SAME: hiera_block_reduce<4>(r{{[0-9]+}}, [](bool r{{[0-9]+}}, bool r{{[0-9]+}}) { return ((bool)((r{{[0-9]+}} & r{{[0-9]+}}))); });
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @masked_softmax_frontend(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zeros = arith.constant dense<0.000000e+00> : tensor<64x1024xf32>
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %true = arith.constant true
  %ninf64 = arith.constant 0xFFF0000000000000 : f64
  %rows = tensor.empty() : tensor<64xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x1024xf32>) outs(%m0 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %all = tensor.empty() : tensor<64x1024xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<64x1024xf32>, tensor<64xf32>) outs(%all : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %mx: f32, %out: f32):
    %d = arith.subf %in, %mx : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<64x1024xf32>) outs(%s0 : tensor<64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.addf %in, %out : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%e, %s : tensor<64x1024xf32>, tensor<64xf32>) outs(%all : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %sum: f32, %out: f32):
    %r = arith.divf %in, %sum : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  %fe = tensor.empty() : tensor<64x1024xi1>
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<64x1024xf32>) outs(%fe : tensor<64x1024xi1>) {
  ^bb0(%in: f32, %out: i1):
    %w = arith.extf %in : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf64 : f64
    linalg.yield %c : i1
  } -> tensor<64x1024xi1>
  %ge = tensor.empty() : tensor<64xi1>
  %g0 = linalg.fill ins(%true : i1) outs(%ge : tensor<64xi1>) -> tensor<64xi1>
  %g = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%f : tensor<64x1024xi1>) outs(%g0 : tensor<64xi1>) {
  ^bb0(%in: i1, %out: i1):
    %r = arith.andi %in, %out : i1
    linalg.yield %r : i1
  } -> tensor<64xi1>
  %y = linalg.generic {indexing_maps = [#row, #id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%g, %zeros, %p : tensor<64xi1>, tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%all : tensor<64x1024xf32>) {
  ^bb0(%in: i1, %z: f32, %v: f32, %out: f32):
    %r = arith.select %in, %z, %v : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}

// -----

// A softmax over rows too long for most blocks' registers (32768
// columns), as torch-mlir writes it (x - max and exp as two ops, fused into
// one by --hiera-normalize), on rows enough to fill the GPU a block each:
// beside the blocks that still hold a row, candidates that stream the row
// in tiles, a block per row, the maximum and the sum of exponentials in
// one online pass, the results in a second; no grid-wide barrier, since no
// row is split.
// CHECK-LABEL: func.func @softmax_streamed
// CHECK: plan.variant "rows_t1024" #plan.space<custom> selected
// CHECK: plan.variant "rows_t512" #plan.space<custom> kernel
// CHECK: plan.variant "rows_stream_t512_v4" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [256], block = [512], inputs = [0], traffic_bytes = 100663296>
// CHECK-SAME: one block of 512 threads per row, tiles of 4 float4 per thread, 2 passes over the row
// CHECK-NOT: hiera_grid_sync
// CHECK-SAME: const long row = blockIdx.x, part = 0;
// CHECK-SAME: pass 1: reductions 1 and 2 at once
// CHECK-SAME: hiera_block_online(
// CHECK-SAME: pass 2: the results
// CHECK: plan.variant "rows_stream_t1024_v2" #plan.space<custom> kernel
// CHECK: plan.variant "rows_stream_t256_v8" #plan.space<custom> kernel
// An online softmax's pair always shares a pass: apart, the row is read
// once more for nothing a fused pass costs.
// CHECK-NOT: _apart
func.func @softmax_streamed(%x: tensor<256x32768xf32>) -> tensor<256x32768xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<256xf32>
  %max_init = linalg.fill ins(%lowest : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x32768xf32>) outs(%max_init : tensor<256xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %full = tensor.empty() : tensor<256x32768xf32>
  %shifted = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<256x32768xf32>, tensor<256xf32>) outs(%full : tensor<256x32768xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %r = arith.subf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<256x32768xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%shifted : tensor<256x32768xf32>) outs(%full : tensor<256x32768xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<256x32768xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<256x32768xf32>) outs(%sum_init : tensor<256xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<256x32768xf32>, tensor<256xf32>) outs(%full : tensor<256x32768xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<256x32768xf32>
  return %y : tensor<256x32768xf32>
}

// -----

// The statistics in f64, as torch-mlir writes an f32 instance norm: the f32
// mean is the f64 sum rounded, so rows too long for registers stream
// through one block in two passes, the f64 mean and variance at once
// (Chan's combination), then the results, which compute nothing the
// statistics alone needed (the centred squares in f64). Or in three, the
// mean (its value per row computed once, before the tiles) and the
// centred squares apart: the search measures both.
// CHECK-LABEL: func.func @instance_norm
// CHECK: plan.variant "rows_stream_t512_v4" #plan.space<custom> selected kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4>
// CHECK-SAME: 2 passes over the row
// CHECK-SAME: // pass 1: reductions 1 and 2 at once\0A  double [[N:r[0-9]+]] = 0, [[MEAN:r[0-9]+]] = 0, [[M2:r[0-9]+]] = 0;
// CHECK-SAME: hiera_block_chan([[N]], [[MEAN]], [[M2]]);
// CHECK-SAME: // pass 2: the results
// CHECK-SAME: const float {{r[0-9]+}} = ((float)(
// CHECK-NOT: double {{r[0-9]+}}[
// CHECK-SAME: reinterpret_cast<float4 *>(out0
// CHECK: plan.variant "rows_stream_t512_v4_apart" #plan.space<custom> kernel = #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4, fuse_pairs = false>
// CHECK-SAME: 3 passes over the row
// CHECK-NOT: hiera_block_chan(
// CHECK-SAME: // pass 2: reduction 2, over this block's part of the row\0A  double {{r[0-9]+}} = 0;\0A  double [[MEAN:r[0-9]+]];\0A  {\0A    const double {{r[0-9]+}} = ({{r[0-9]+}} * __longlong_as_double(0x3ef0000000000000ll));
// CHECK-SAME: for (long col0
// CHECK-SAME: - [[MEAN]]);
// CHECK-SAME: // pass 3: the results
// CHECK: plan.variant "rows_stream_t1024_v2_apart"
// CHECK: plan.variant "rows_stream_t256_v8_apart"
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
  func.func @instance_norm(%arg0: tensor<4x128x256x256xf32>) -> tensor<4x128x256x256xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 6.553600e+04 : f64
    %cst_3 = arith.constant 6.553600e+04 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<4x128x256x256xf32> into tensor<512x256x256xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1], [2], [3]] output_shape [1, 512, 256, 256] : tensor<512x256x256xf32> into tensor<1x512x256x256xf32>
    %0 = tensor.empty() : tensor<1x512x256x256xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x512x256x256xf32>) outs(%0 : tensor<1x512x256x256xf64>) {
    ^bb0(%in: f32, %out: f64):
      %20 = arith.extf %in : f32 to f64
      linalg.yield %20 : f64
    } -> tensor<1x512x256x256xf64>
    %2 = tensor.empty() : tensor<1x512x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<1x512x1x1xf64>) -> tensor<1x512x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%1 : tensor<1x512x256x256xf64>) outs(%3 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<1x512x1x1xf64>) outs(%2 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<1x512x256x256xf64>, tensor<1x512x1x1xf64>) outs(%0 : tensor<1x512x256x256xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %20 = arith.subf %in, %in_6 : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x256x256xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<1x512x256x256xf64>, tensor<1x512x256x256xf64>) outs(%0 : tensor<1x512x256x256xf64>) {
    ^bb0(%in: f64, %in_6: f64, %out: f64):
      %20 = arith.mulf %in, %in_6 : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x256x256xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%7 : tensor<1x512x256x256xf64>) outs(%3 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.addf %in, %out : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x512x1x1xf64>) outs(%2 : tensor<1x512x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %20 = arith.divf %in, %cst_2 : f64
      linalg.yield %20 : f64
    } -> tensor<1x512x1x1xf64>
    %10 = tensor.empty() : tensor<1x512x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x512x1x1xf64>) outs(%10 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %20 = arith.truncf %in : f64 to f32
      linalg.yield %20 : f32
    } -> tensor<1x512x1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<1x512x256x256xf32>) outs(%12 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.addf %in, %out : f32
      linalg.yield %20 : f32
    } -> tensor<1x512x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x512x1x1xf32>) outs(%10 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.divf %in, %cst_3 : f32
      linalg.yield %20 : f32
    } -> tensor<1x512x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x512x1x1xf32>) outs(%10 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = arith.truncf %cst_1 : f64 to f32
      %21 = arith.addf %in, %20 : f32
      linalg.yield %21 : f32
    } -> tensor<1x512x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x512x1x1xf32>) outs(%10 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %20 = math.rsqrt %in : f32
      linalg.yield %20 : f32
    } -> tensor<1x512x1x1xf32>
    %17 = tensor.empty() : tensor<1x512x256x256xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %14 : tensor<1x512x256x256xf32>, tensor<1x512x1x1xf32>) outs(%17 : tensor<1x512x256x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %20 = arith.subf %in, %in_6 : f32
      linalg.yield %20 : f32
    } -> tensor<1x512x256x256xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<1x512x256x256xf32>, tensor<1x512x1x1xf32>) outs(%17 : tensor<1x512x256x256xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %20 = arith.mulf %in, %in_6 : f32
      linalg.yield %20 : f32
    } -> tensor<1x512x256x256xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<1x512x256x256xf32> into tensor<512x256x256xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0, 1], [2], [3]] output_shape [4, 128, 256, 256] : tensor<512x256x256xf32> into tensor<4x128x256x256xf32>
    return %expanded_5 : tensor<4x128x256x256xf32>
  }

// -----

// torch.nn.BatchNorm2d in training mode as torch-mlir writes it: a
// channel's points lie across the batch (4 planes of 256, 2048 apart), so
// a row is read through its offsets, kept in registers for its statistics.
// CHECK-LABEL: func.func @batch_norm_training
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected kernel = #plan.rows<threads = 128, blocks_per_row = 1, vectors_per_thread = 0>
// CHECK-SAME: hiera_row_offset(long row, long col) { return (col / 256) * 2048l + row * 256l + col % 256; }
// CHECK-SAME: reinterpret_cast<const float4 *>(in0 + hiera_row_offset(row, (threadIdx.x + i * 128) * 4))
// CHECK-SAME: if (threadIdx.x == 0) out0[row] =
// CHECK-SAME: if (threadIdx.x == 0) out1[row] =
// LOWER-LABEL: func.func @batch_norm_training
// LOWER: call @launch_hiera_rows_reduction_1
// LOWER: gpu.binary @hiera_rows_reduction_1
// LOWER-SAME: ld.global.nc.v4
// LOWER-SAME: st.global.v4
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
  func.func @batch_norm_training(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<i64>, %arg5: tensor<4x8x16x16xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<4x8x16x16xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.0009775171065494 : f64
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 1.024000e+03 : f64
    %cst_6 = arith.constant 1.024000e+03 : f32
    %0 = tensor.empty() : tensor<i64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg4 : tensor<i64>) outs(%0 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %32 = arith.addi %in, %c1_i64 : i64
      linalg.yield %32 : i64
    } -> tensor<i64>
    %2 = tensor.empty() : tensor<4x8x16x16xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<4x8x16x16xf32>) outs(%2 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f32, %out: f64):
      %32 = arith.extf %in : f32 to f64
      linalg.yield %32 : f64
    } -> tensor<4x8x16x16xf64>
    %4 = tensor.empty() : tensor<1x8x1x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<1x8x1x1xf64>) -> tensor<1x8x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%3 : tensor<4x8x16x16xf64>) outs(%5 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x8x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x8x1x1xf64>) outs(%4 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x8x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<4x8x16x16xf64>, tensor<1x8x1x1xf64>) outs(%2 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.subf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<4x8x16x16xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<4x8x16x16xf64>, tensor<4x8x16x16xf64>) outs(%2 : tensor<4x8x16x16xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.mulf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<4x8x16x16xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%9 : tensor<4x8x16x16xf64>) outs(%5 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x8x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x8x1x1xf64>) outs(%4 : tensor<1x8x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x8x1x1xf64>
    %12 = tensor.empty() : tensor<1x8x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x1x1xf64>) outs(%12 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %32 = arith.truncf %in : f64 to f32
      linalg.yield %32 : f32
    } -> tensor<1x8x1x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg5 : tensor<4x8x16x16xf32>) outs(%14 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x8x1x1xf32>) outs(%12 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_6 : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x8x1x1xf32>) outs(%12 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_4 : f64 to f32
      %33 = arith.addf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x8x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x8x1x1xf32>) outs(%12 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.rsqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x8x1x1xf32>
    %19 = tensor.empty() : tensor<4x8x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %16 : tensor<4x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%19 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.subf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<4x8x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<4x8x16x16xf32>, tensor<1x8x1x1xf32>) outs(%19 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<4x8x16x16xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %22 = tensor.empty() : tensor<8xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%23, %24 : tensor<8xf32>, tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<8xf32>
    %collapsed_7 = tensor.collapse_shape %13 [[0, 1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<8xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_7 : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_1 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%26 : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%27, %28 : tensor<8xf32>, tensor<8xf32>) outs(%22 : tensor<8xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<8xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded : tensor<4x8x16x16xf32>, tensor<8x1x1xf32>) outs(%19 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<4x8x16x16xf32>
    %expanded_8 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [8, 1, 1] : tensor<8xf32> into tensor<8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_8 : tensor<4x8x16x16xf32>, tensor<8x1x1xf32>) outs(%19 : tensor<4x8x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<4x8x16x16xf32>
    return %25, %29, %1, %31 : tensor<8xf32>, tensor<8xf32>, tensor<i64>, tensor<4x8x16x16xf32>
  }

// -----

// The same over 16x32x64x64: a channel's 65536 points split over 8 blocks,
// each block's f64 mean and variance combined with the others' (Chan's
// combination) before the results pass.
// CHECK-LABEL: func.func @batch_norm_training_split
// CHECK: plan.variant "rows_split_v2" #plan.space<custom> selected
// CHECK-SAME: 32 rows of 65536, 8 blocks of 512 threads per row, tiles of 2 float4 per thread, 2 passes over the row
// CHECK-SAME: hiera_row_offset(long row, long col) { return (col / 4096) * 131072l + row * 4096l + col % 4096; }
// CHECK-SAME: // pass 1: reductions 1 and 2 at once
// CHECK-SAME: hiera_block_chan(
// CHECK-SAME: hiera_combine_chan(hiera_partial0 + row * 8, hiera_partial1 + row * 8, 8, 8192,
// CHECK-SAME: // pass 2: the results
// CHECK: plan.variant "rows_split_v4" #plan.space<custom> kernel
// LOWER-LABEL: func.func @batch_norm_training_split
// LOWER: gpu.binary @hiera_rows_reduction_1
#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
  func.func @batch_norm_training_split(%arg0: tensor<32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<i64>, %arg5: tensor<16x32x64x64xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<16x32x64x64xf32>) {
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.0000152590218967 : f64
    %cst_2 = arith.constant 9.000000e-01 : f64
    %cst_3 = arith.constant 1.000000e-01 : f64
    %cst_4 = arith.constant 1.000000e-05 : f64
    %cst_5 = arith.constant 6.553600e+04 : f64
    %cst_6 = arith.constant 6.553600e+04 : f32
    %0 = tensor.empty() : tensor<i64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg4 : tensor<i64>) outs(%0 : tensor<i64>) {
    ^bb0(%in: i64, %out: i64):
      %32 = arith.addi %in, %c1_i64 : i64
      linalg.yield %32 : i64
    } -> tensor<i64>
    %2 = tensor.empty() : tensor<16x32x64x64xf64>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5 : tensor<16x32x64x64xf32>) outs(%2 : tensor<16x32x64x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %32 = arith.extf %in : f32 to f64
      linalg.yield %32 : f64
    } -> tensor<16x32x64x64xf64>
    %4 = tensor.empty() : tensor<1x32x1x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<1x32x1x1xf64>) -> tensor<1x32x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%3 : tensor<16x32x64x64xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x32x1x1xf64>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<1x32x1x1xf64>) outs(%4 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x32x1x1xf64>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<16x32x64x64xf64>, tensor<1x32x1x1xf64>) outs(%2 : tensor<16x32x64x64xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.subf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<16x32x64x64xf64>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<16x32x64x64xf64>, tensor<16x32x64x64xf64>) outs(%2 : tensor<16x32x64x64xf64>) {
    ^bb0(%in: f64, %in_9: f64, %out: f64):
      %32 = arith.mulf %in, %in_9 : f64
      linalg.yield %32 : f64
    } -> tensor<16x32x64x64xf64>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%9 : tensor<16x32x64x64xf64>) outs(%5 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.addf %in, %out : f64
      linalg.yield %32 : f64
    } -> tensor<1x32x1x1xf64>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x32x1x1xf64>) outs(%4 : tensor<1x32x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %32 = arith.divf %in, %cst_5 : f64
      linalg.yield %32 : f64
    } -> tensor<1x32x1x1xf64>
    %12 = tensor.empty() : tensor<1x32x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x32x1x1xf64>) outs(%12 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %32 = arith.truncf %in : f64 to f32
      linalg.yield %32 : f32
    } -> tensor<1x32x1x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "parallel", "reduction", "reduction"]} ins(%arg5 : tensor<16x32x64x64xf32>) outs(%14 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<1x32x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x32x1x1xf32>) outs(%12 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.divf %in, %cst_6 : f32
      linalg.yield %32 : f32
    } -> tensor<1x32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x32x1x1xf32>) outs(%12 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_4 : f64 to f32
      %33 = arith.addf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<1x32x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x32x1x1xf32>) outs(%12 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.rsqrt %in : f32
      linalg.yield %32 : f32
    } -> tensor<1x32x1x1xf32>
    %19 = tensor.empty() : tensor<16x32x64x64xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg5, %16 : tensor<16x32x64x64xf32>, tensor<1x32x1x1xf32>) outs(%19 : tensor<16x32x64x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.subf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<16x32x64x64xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %18 : tensor<16x32x64x64xf32>, tensor<1x32x1x1xf32>) outs(%19 : tensor<16x32x64x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<16x32x64x64xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %22 = tensor.empty() : tensor<32xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<32xf32>
    %24 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg2 : tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<32xf32>
    %25 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%23, %24 : tensor<32xf32>, tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<32xf32>
    %collapsed_7 = tensor.collapse_shape %13 [[0, 1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<32xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed_7 : tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_1 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<32xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%26 : tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<32xf32>
    %28 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg3 : tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_2 : f64 to f32
      %33 = arith.mulf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<32xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel"]} ins(%27, %28 : tensor<32xf32>, tensor<32xf32>) outs(%22 : tensor<32xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %arg0 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded : tensor<16x32x64x64xf32>, tensor<32x1x1xf32>) outs(%19 : tensor<16x32x64x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.mulf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<16x32x64x64xf32>
    %expanded_8 = tensor.expand_shape %arg1 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_8 : tensor<16x32x64x64xf32>, tensor<32x1x1xf32>) outs(%19 : tensor<16x32x64x64xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.addf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<16x32x64x64xf32>
    return %25, %29, %1, %31 : tensor<32xf32>, tensor<32xf32>, tensor<i64>, tensor<16x32x64x64xf32>
  }

// -----

// torch.nn.GroupNorm(2, 8) as torch-mlir writes it, over 2x8x64x128. The
// norm's ops run over 4 rows (batch x group) of 32768 (4 channels x 8192);
// the per-channel affine after them, written over [2, 8, 8192], is
// re-indexed into those rows by hiera-normalize and joins the task: one
// pass writes the result, and the weight and bias are read at channel
// (row mod 2) * 4 + col floordiv 8192, lane by lane.
// CHECK-LABEL: func.func @group_norm
// CHECK: plan.task "reduction_0"(%{{.*}}, %arg0, %arg1) : (tensor<4x32768xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<4x32768xf32>
// CHECK: plan.variant "rows_split_v4" #plan.space<custom>
// CHECK-SAME: const unsigned long col = col0 + (threadIdx.x + i * 512) * 4ul;
// CHECK-SAME: = __ldg(in1 + ((((unsigned long)row % 2l) * 4l) + ((col + 3) / 8192l)));
// CHECK-SAME: = __ldg(in2 + ((((unsigned long)row % 2l) * 4l) + ((col + 0) / 8192l)));
// CHECK-NOT: plan.task
// CHECK: return
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @group_norm(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2x8x64x128xf32>) -> tensor<2x8x64x128xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 3.276800e+04 : f64
    %cst_3 = arith.constant 3.276800e+04 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<2x8x64x128xf32> into tensor<2x8x8192xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [2, 2, 4, 8192] : tensor<2x8x8192xf32> into tensor<2x2x4x8192xf32>
    %0 = tensor.empty() : tensor<2x2x4x8192xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x2x4x8192xf32>) outs(%0 : tensor<2x2x4x8192xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x8192xf64>
    %2 = tensor.empty() : tensor<2x2x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x2x1x1xf64>) -> tensor<2x2x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1 : tensor<2x2x4x8192xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x2x4x8192xf64>, tensor<2x2x1x1xf64>) outs(%0 : tensor<2x2x4x8192xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.subf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x8192xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x2x4x8192xf64>, tensor<2x2x4x8192xf64>) outs(%0 : tensor<2x2x4x8192xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.mulf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x8192xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%7 : tensor<2x2x4x8192xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %10 = tensor.empty() : tensor<2x2x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x2x1x1xf64>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<2x2x4x8192xf32>) outs(%12 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x2x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %17 = tensor.empty() : tensor<2x2x4x8192xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %14 : tensor<2x2x4x8192xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x8192xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.subf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x8192xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x2x4x8192xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x8192xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x8192xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0], [1, 2], [3]] : tensor<2x2x4x8192xf32> into tensor<2x8x8192xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0], [1], [2, 3]] output_shape [2, 8, 64, 128] : tensor<2x8x8192xf32> into tensor<2x8x64x128xf32>
    %expanded_6 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %20 = tensor.empty() : tensor<2x8x64x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %expanded_6 : tensor<2x8x64x128xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x64x128xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x64x128xf32>
    %expanded_7 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_7 : tensor<2x8x64x128xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x64x128xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.addf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x64x128xf32>
    return %22 : tensor<2x8x64x128xf32>
  }
}

// -----

// RMS norm with its reciprocal guarded by a cf.assert, as torch-mlir writes
// it: the row's kernel traps where the assertion fails.
// CHECK-LABEL: func.func @guarded_rms_norm
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK-SAME: sqrtf(
// CHECK-SAME: if (!(r{{[0-9]+}})) __trap();
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#one = affine_map<(d0) -> (d0)>
func.func @guarded_rms_norm(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %n = arith.constant 1024.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %full = tensor.empty() : tensor<64x1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x1024xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %inv = linalg.generic {indexing_maps = [#one, #one], iterator_types = ["parallel"]}
      ins(%sum : tensor<64xf32>) outs(%rows : tensor<64xf32>) {
  ^bb0(%s: f32, %o: f32):
    %mean = arith.divf %s, %n : f32
    %shifted = arith.addf %mean, %eps : f32
    %root = math.sqrt %shifted : f32
    %nonzero = arith.cmpf one, %root, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %r = arith.divf %one, %root : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %inv : tensor<64x1024xf32>, tensor<64xf32>) outs(%full : tensor<64x1024xf32>) {
  ^bb0(%v: f32, %i: f32, %o: f32):
    %r = arith.mulf %v, %i : f32
    linalg.yield %r : f32
  } -> tensor<64x1024xf32>
  return %y : tensor<64x1024xf32>
}

// -----

// A learned scalar shift, then a layer norm over the last dimension, as
// exported: the shift's scalar operand does not make the pointwise ops
// collapse apart from the norm's rows, so the shift, both statistics and
// the normalisation are one task, the scalar read once per thread.
// Rows of 64 floats are 16 vectors: 16 threads a row, 16 rows a block of
// 256, reducing by shuffles within each group of lanes.
// CHECK-LABEL: func.func @shift_layer_norm
// CHECK: plan.task "reduction_0"
// CHECK: plan.variant "rows_t{{[0-9]+}}" #plan.space<custom> selected
// CHECK-SAME: = in{{[0-9]}}[0];
// CHECK: plan.variant "rows_lanes16" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, rows_per_block = 16> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [4], block = [256]
// CHECK-SAME: const long group_row = (long)blockIdx.x * 16 + threadIdx.x / 16;
// CHECK-SAME: reinterpret_cast<const float4 *>(in{{[0-9]}} + row * 64l)[lane + i * 16]
// CHECK-SAME: hiera_lanes_reduce<16>(
// CHECK-SAME: if (!row_exists) return;
// CHECK-NOT: plan.task
// CHECK: return
#ln_x = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ln_scalar = affine_map<(d0, d1, d2, d3) -> ()>
#ln_row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#ln_col = affine_map<(d0, d1, d2, d3) -> (d3)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @shift_layer_norm(%arg0: tensor<f32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<2x4x8x64xf32>) -> tensor<2x4x8x64xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 6.400000e+01 : f64
    %cst_3 = arith.constant 6.400000e+01 : f32
    %0 = tensor.empty() : tensor<2x4x8x64xf32>
    %1 = linalg.generic {indexing_maps = [#ln_x, #ln_scalar, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %arg0 : tensor<2x4x8x64xf32>, tensor<f32>) outs(%0 : tensor<2x4x8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.addf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x64xf32>
    %2 = tensor.empty() : tensor<2x4x8x64xf64>
    %3 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x4x8x64xf32>) outs(%2 : tensor<2x4x8x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x64xf64>
    %4 = tensor.empty() : tensor<2x4x8x1xf64>
    %5 = linalg.fill ins(%cst : f64) outs(%4 : tensor<2x4x8x1xf64>) -> tensor<2x4x8x1xf64>
    %6 = linalg.generic {indexing_maps = [#ln_x, #ln_row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%3 : tensor<2x4x8x64xf64>) outs(%5 : tensor<2x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x4x8x1xf64>) outs(%4 : tensor<2x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#ln_x, #ln_row, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %7 : tensor<2x4x8x64xf64>, tensor<2x4x8x1xf64>) outs(%2 : tensor<2x4x8x64xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %23 = arith.subf %in, %in_4 : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x64xf64>
    %9 = linalg.generic {indexing_maps = [#ln_x, #ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %8 : tensor<2x4x8x64xf64>, tensor<2x4x8x64xf64>) outs(%2 : tensor<2x4x8x64xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %23 = arith.mulf %in, %in_4 : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x64xf64>
    %10 = linalg.generic {indexing_maps = [#ln_x, #ln_row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%9 : tensor<2x4x8x64xf64>) outs(%5 : tensor<2x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x1xf64>
    %11 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<2x4x8x1xf64>) outs(%4 : tensor<2x4x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x4x8x1xf64>
    %12 = tensor.empty() : tensor<2x4x8x1xf32>
    %13 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x4x8x1xf64>) outs(%12 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x1xf32>
    %14 = linalg.fill ins(%cst_0 : f32) outs(%12 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
    %15 = linalg.generic {indexing_maps = [#ln_x, #ln_row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1 : tensor<2x4x8x64xf32>) outs(%14 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x4x8x1xf32>) outs(%12 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x8x1xf32>) outs(%12 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x4x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#ln_x, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x4x8x1xf32>) outs(%12 : tensor<2x4x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#ln_x, #ln_row, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %16 : tensor<2x4x8x64xf32>, tensor<2x4x8x1xf32>) outs(%0 : tensor<2x4x8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.subf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x64xf32>
    %20 = linalg.generic {indexing_maps = [#ln_x, #ln_row, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %18 : tensor<2x4x8x64xf32>, tensor<2x4x8x1xf32>) outs(%0 : tensor<2x4x8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.mulf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x64xf32>
    %21 = linalg.generic {indexing_maps = [#ln_x, #ln_col, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %arg1 : tensor<2x4x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x4x8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.mulf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x64xf32>
    %22 = linalg.generic {indexing_maps = [#ln_x, #ln_col, #ln_x], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %arg2 : tensor<2x4x8x64xf32>, tensor<64xf32>) outs(%0 : tensor<2x4x8x64xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %23 = arith.addf %in, %in_4 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x8x64xf32>
    return %22 : tensor<2x4x8x64xf32>
  }
}
