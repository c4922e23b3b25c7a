// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s scan_ | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in scan_aten_chunk32 scan_aten_chunk256 scan_aten_chunk1024; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: grep -c ptx %t/list | FileCheck %s --check-prefix=COUNT
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// COUNT: {{[1-9][0-9]*}}

// Where the module's framework scans in ATen's CUDA order (the exporter
// records `scans = pytorch_cuda`), a scan along the innermost dimension of
// more than one line has that one kernel: chunks of ATen's size (from
// get_log_num_threads_x_inner_scan), the carry added to each chunk's first
// element, then a Sklansky tree, each sum rounded on its own. A long f32
// cumsum then rounds as eager's does; in any other order it differs from
// eager's by more than KernelBench's 1e-4.
//
// Each kernel runs on the CPU (Inputs/cuda_on_cpu.py) and must equal, bit
// for bit, ATen's algorithm written in numpy from its source
// (Inputs/generic_cases.py, aten_scan).
// CPU: cumsum in ATen's order, chunks of 256: scan_aten_chunk256: ok (largest difference 0)
// CPU: masked cumsum in ATen's order, chunks of 32: scan_aten_chunk32: ok (largest difference 0)
// CPU: reversed cumsum in ATen's order, chunks of 1024: scan_aten_chunk1024: ok (largest difference 0)
// CPU: cumprod in ATen's order, rows of 2: scan_aten_chunk32: ok (largest difference 0)
// CPU: masked cumsum along a middle dimension, in order: scan_lines_t256: ok (largest difference 0)
// CPU: masked cumsum along a middle dimension, in order: scan_lines_t128: ok (largest difference 0)
// CPU: all agree

// 8 rows of 300: ATen takes 128 threads a row, chunks of 256 (two, the
// second ragged); across warps the tree goes through shared memory.
// CHECK-LABEL: func.func @aten_rows_of_300
// CHECK-NOT: scan_tile
// CHECK-NOT: scan_lines
// CHECK: plan.variant "scan_aten_chunk256" #plan.space<custom> selected kernel = #plan.scan<threads = 256, items = 1, chunk = 256> launch = #plan.launch<entry = "hiera_scan_reduction_0", grid = [8], block = [256], inputs = [0]>
// CHECK-SAME: ATen's CUDA order: chunks of 256
// CHECK-SAME: return __fadd_rn(a, b);
// CHECK-SAME: if (t == 0) value = hiera_scan_combine(value, carry);
// CHECK-SAME: lastOfWarp[((threadIdx.x & ~(2 * s - 1)) + s) / 32 - 1]
// CHECK-SAME: carry = carryOf[threadIdx.x / 256];
// CHECK-NOT: scan_tile

#scan_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#scan_out = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @aten_rows_of_300(%x: tensor<8x300xf32>) -> tensor<8x300xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x300xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x300xf32>) -> tensor<8x300xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<8x300xf32>) outs(%init : tensor<8x300xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<8x300xf32>
  return %sum : tensor<8x300xf32>
}
}

// -----

// Many short rows, masked: chunks of 32 (ATen's least), a warp a row,
// eight rows a block (the last block's extra warps load and store
// nothing), the carry from lane 31, the mask applied as the row is read.
// CHECK-LABEL: func.func @aten_masked_short_rows
// CHECK: plan.variant "scan_aten_chunk32" #plan.space<custom> selected kernel = #plan.scan<threads = 256, items = 1, chunk = 32> launch = #plan.launch<entry = "hiera_scan_reduction_0", grid = [38], block = [256], inputs = [0, 1]>
// CHECK-SAME: carry = __shfl_sync(0xffffffffu, value, 31);
// CHECK-NOT: scan_tile

#scan_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#scan_out = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @aten_masked_short_rows(%x: tensor<300x70xf32>, %mask: tensor<300x70xi1>) -> tensor<300x70xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<300x70xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<300x70xf32>, tensor<300x70xi1>) outs(%empty : tensor<300x70xf32>) {
  ^bb0(%in: f32, %keep: i1, %out: f32):
    %f = arith.uitofp %keep : i1 to f32
    %m = arith.mulf %in, %f : f32
    linalg.yield %m : f32
  } -> tensor<300x70xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<300x70xf32>) -> tensor<300x70xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%masked : tensor<300x70xf32>) outs(%init : tensor<300x70xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<300x70xf32>
  return %sum : tensor<300x70xf32>
}
}

// -----

// Two long rows, reversed: chunks of 1024 from the end of the row.
// CHECK-LABEL: func.func @aten_reversed_long_rows
// CHECK: plan.variant "scan_aten_chunk1024" #plan.space<custom> selected kernel = #plan.scan<threads = 1024, items = 1, chunk = 1024>
// CHECK-SAME: inclusive reversed scan along dimension 1, 2 lines of 2048
// CHECK-SAME: out0[line * 2048l + (2048l - 1 - pos)] = value;

#scan_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#scan_out = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @aten_reversed_long_rows(%x: tensor<2x2048xf32>) -> tensor<2x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x2048xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x2048xf32>) -> tensor<2x2048xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x2048xf32>) outs(%init : tensor<2x2048xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %i, %j : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x2048xf32>
  return %sum : tensor<2x2048xf32>
}
}

// -----

// A cumprod of 1100 rows of 2: ATen's 32-bit arithmetic wraps and takes
// chunks of 1024; one chunk holds the row, and a warp's chunk combines the
// same elements in the same order (checked against chunks of 1024).
// CHECK-LABEL: func.func @aten_cumprod_pairs
// CHECK: plan.variant "scan_aten_chunk32" #plan.space<custom> selected kernel = #plan.scan<threads = 256, items = 1, chunk = 32>
// CHECK-SAME: return __fmul_rn(a, b);

#scan_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#scan_out = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @aten_cumprod_pairs(%x: tensor<1100x2xf32>) -> tensor<1100x2xf32> {
  %zero = arith.constant 1.0 : f32
  %empty = tensor.empty() : tensor<1100x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<1100x2xf32>) -> tensor<1100x2xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<1100x2xf32>) outs(%init : tensor<1100x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.mulf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<1100x2xf32>
  return %sum : tensor<1100x2xf32>
}
}

// -----

// Along a middle dimension ATen walks each line in order, as the
// thread-per-line kernels do; the sums are rounded on their own there too
// (__fadd_rn: the mask's product is not contracted into an FMA), so the
// result is a sequential cumsum's, bit for bit.
// CHECK-LABEL: func.func @aten_middle_masked
// CHECK-NOT: scan_aten
// CHECK: plan.variant "scan_lines_t256" #plan.space<custom> selected
// CHECK-SAME: return __fadd_rn(a, b);
#mid_x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#mid_in = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mid_out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @aten_middle_masked(%x: tensor<4x50x33xf32>, %mask: tensor<4x50x33xi1>) -> tensor<4x50x33xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4x50x33xf32>
  %masked = linalg.generic {indexing_maps = [#mid_x, #mid_x, #mid_x], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %mask : tensor<4x50x33xf32>, tensor<4x50x33xi1>) outs(%empty : tensor<4x50x33xf32>) {
  ^bb0(%in: f32, %keep: i1, %out: f32):
    %f = arith.uitofp %keep : i1 to f32
    %m = arith.mulf %in, %f : f32
    linalg.yield %m : f32
  } -> tensor<4x50x33xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<4x50x33xf32>) -> tensor<4x50x33xf32>
  %sum = linalg.generic {indexing_maps = [#mid_in, #mid_out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%masked : tensor<4x50x33xf32>) outs(%init : tensor<4x50x33xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 3 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<4x50x33xf32>
  return %sum : tensor<4x50x33xf32>
}
}
