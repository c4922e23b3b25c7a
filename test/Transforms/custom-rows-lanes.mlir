// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s rows_lanes | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in rows_lanes16 rows_lanes32; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS

// Short rows, several to a block: a row of at most 8 vectors a thread for
// 8, 16 or 32 threads (rows_lanesN, 256 threads a block) instead of a
// block of 128 or more, most of it idle; the reductions by shuffles within
// the row's lanes, no barrier. Row counts that are no multiple of a
// block's rows leave the last block's extra lanes recomputing the last
// row, storing nothing. Each runs on the CPU against numpy.
// CPU: softmax over rows of 49: rows_lanes32: ok
// CPU: sums of rows of 64: rows_lanes16: ok
// CPU: all agree

// A softmax over rows of 49: element by element (49 is no multiple of 4),
// 32 lanes a row, the second of each lane's two elements guarded.
// CHECK-LABEL: func.func @softmax_rows_of_49
// CHECK: plan.variant "rows_lanes32" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, rows_per_block = 8> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [125], block = [256]
// CHECK-SAME: if (lane + (i) * 32 < 49)
// CHECK-SAME: hiera_lanes_reduce<32>(

#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
func.func @softmax_rows_of_49(%x: tensor<1000x49xf32>) -> tensor<1000x49xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<1000xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<1000xf32>) -> tensor<1000xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1000x49xf32>) outs(%lows : tensor<1000xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<1000xf32>
  %e = tensor.empty() : tensor<1000x49xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<1000x49xf32>, tensor<1000xf32>) outs(%e : tensor<1000x49xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<1000x49xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<1000xf32>) -> tensor<1000xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<1000x49xf32>) outs(%zeros : tensor<1000xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<1000xf32>
  %y = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<1000x49xf32>, tensor<1000xf32>) outs(%e : tensor<1000x49xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<1000x49xf32>
  return %y : tensor<1000x49xf32>
}

// -----

// Sums of rows of 64: 16 float4 a row, 16 lanes, 16 rows a block; 1001
// rows leave the last block 9 groups past the end.
// CHECK-LABEL: func.func @sum_rows_of_64
// CHECK: plan.variant "rows_lanes16" #plan.space<custom> kernel = #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0, rows_per_block = 16> launch = #plan.launch<entry = "hiera_rows_reduction_0", grid = [63], block = [256]
// CHECK-SAME: const bool row_exists = group_row < 1001l;
// CHECK-SAME: if (lane == 0) out0[row] =

#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
func.func @sum_rows_of_64(%x: tensor<1001x64xf32>) -> tensor<1001xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<1001xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<1001xf32>) -> tensor<1001xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1001x64xf32>) outs(%zeros : tensor<1001xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<1001xf32>
  return %sum : tensor<1001xf32>
}
