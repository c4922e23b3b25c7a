// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in scan_tile_t256 scan_tile_t1024 scan_lines_t256 scan_lines_t128; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS

// Scans in the form the exporter writes torch-mlir's tm_tensor.scan in: the
// output at i combines the input at every j up to i. Read as loops that is
// quadratic; the scan family reads each element once, and the contract
// counts one combination per output element.

// A masked cumsum along rows of 4000: the mask's product is computed as the
// row is read, a block per row scans tiles of 256 x 8 through shared
// memory, carrying the prefix from tile to tile.
// CHECK-LABEL: func.func @masked_cumsum
// CHECK: plan.task "reduction_0"
// CHECK-SAME: flops = 256000,
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "scan_tile_t256" #plan.space<custom> selected kernel = #plan.scan<threads = 256, items = 8> launch = #plan.launch<entry = "hiera_scan_reduction_0", grid = [32], block = [256], inputs = [0, 1]>
// CHECK-SAME: inclusive scan along dimension 1, 32 lines of 4000
// CHECK-SAME: __device__ inline float hiera_scan_combine(float a, float b) { return (a + b); }
// CHECK-SAME: const long at = line * 4000l + pos;
// CHECK-SAME: (in0[at] * e{{[0-9]+}})
// CHECK-SAME: tile[t + t / 32] = hiera_scan_combine(before, v[k]);
// CHECK-SAME: carry = hiera_scan_combine(carry, warpTotals[8 - 1]);
// CHECK: plan.variant "scan_tile_t1024" #plan.space<custom> kernel = #plan.scan<threads = 1024, items = 4>
// CHECK: plan.variant "scan_lines_t256" #plan.space<custom> kernel = #plan.scan<threads = 256, items = 0>
#masked_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#masked_out = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @masked_cumsum(%x: tensor<32x4000xf32>, %mask: tensor<32x4000xi1>) -> tensor<32x4000xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<32x4000xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<32x4000xf32>, tensor<32x4000xi1>) outs(%empty : tensor<32x4000xf32>) {
  ^bb0(%in: f32, %keep: i1, %out: f32):
    %f = arith.uitofp %keep : i1 to f32
    %m = arith.mulf %in, %f : f32
    linalg.yield %m : f32
  } -> tensor<32x4000xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<32x4000xf32>) -> tensor<32x4000xf32>
  %sum = linalg.generic {indexing_maps = [#masked_in, #masked_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%masked : tensor<32x4000xf32>) outs(%init : tensor<32x4000xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<32x4000xf32>
  return %sum : tensor<32x4000xf32>
}

// -----

// An exclusive, reversed cumulative product of i64 along the middle
// dimension (i < j, written as such): a thread per line walking it from its
// end, neighbouring threads on neighbouring lines; a tile per block does
// not apply.
// CHECK-LABEL: func.func @reversed_exclusive_cumprod
// CHECK: plan.variant "scan_lines_t256" #plan.space<custom> selected kernel = #plan.scan<threads = 256, items = 0> launch = #plan.launch<entry = "hiera_scan_reduction_0", grid = [256], block = [256], inputs = [0]>
// CHECK-SAME: exclusive reversed scan along dimension 1, 65536 lines of 100
// CHECK-SAME: return ((long long)((a * b)));
// CHECK-SAME: long long running = ((long long)1ll);
// CHECK-SAME: const long at = first + (100l - 1 - pos) * 1024l;
// CHECK-SAME: out0[at] = running;
// CHECK-SAME: running = hiera_scan_combine(running, x);
// CHECK-NOT: scan_tile
// CHECK: return
#rev_in = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#rev_out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @reversed_exclusive_cumprod(%x: tensor<64x100x1024xi64>) -> tensor<64x100x1024xi64> {
  %one = arith.constant 1 : i64
  %empty = tensor.empty() : tensor<64x100x1024xi64>
  %init = linalg.fill ins(%one : i64) outs(%empty : tensor<64x100x1024xi64>) -> tensor<64x100x1024xi64>
  %p = linalg.generic {indexing_maps = [#rev_in, #rev_out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : tensor<64x100x1024xi64>) outs(%init : tensor<64x100x1024xi64>) {
  ^bb0(%in: i64, %out: i64):
    %i = linalg.index 1 : index
    %j = linalg.index 3 : index
    %take = arith.cmpi ult, %i, %j : index
    %next = arith.muli %in, %out : i64
    %r = arith.select %take, %next, %out : i64
    linalg.yield %r : i64
  } -> tensor<64x100x1024xi64>
  return %p : tensor<64x100x1024xi64>
}

// -----

// An exclusive cumsum as exported, torch.cumsum(F.pad(x, (1, 0))[:, :-1]):
// the pad becomes a shift that gathers x[j - 1] (zero at j = 0), and the
// scan reads it as it walks: one task, each element read once.
// CHECK-LABEL: func.func @padded_exclusive_cumsum
// CHECK-COUNT-1: plan.task
// CHECK: plan.variant "scan_tile_t256"
// CHECK-SAME: inclusive scan along dimension 1, 64 lines of 1000
// CHECK-SAME: (((unsigned long long)(e{{[0-9]+}})) < ((unsigned long long)(((long long)1000ll))))
// CHECK-SAME: in0[(c0) * 1000l + (e{{[0-9]+}})]
// CHECK-NOT: plan.task
// CHECK: return
#in2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#out2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @padded_exclusive_cumsum(%arg0: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 1] high[0, 0] {
  ^bb0(%arg1: index, %arg2: index):
    tensor.yield %cst : f32
  } : tensor<64x1000xf32> to tensor<64x1001xf32>
  %extracted_slice = tensor.extract_slice %padded[0, 0] [64, 1000] [1, 1] : tensor<64x1001xf32> to tensor<64x1000xf32>
  %0 = tensor.empty() : tensor<64x1000xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  %2 = linalg.generic {indexing_maps = [#in2, #out2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice : tensor<64x1000xf32>) outs(%1 : tensor<64x1000xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = linalg.index 1 : index
    %4 = linalg.index 2 : index
    %5 = arith.cmpi ule, %4, %3 : index
    %6 = arith.addf %out, %in : f32
    %7 = arith.select %5, %6, %out : f32
    linalg.yield %7 : f32
  } -> tensor<64x1000xf32>
  return %2 : tensor<64x1000xf32>
}

// -----

// One line in a module that scans in ATen's order: ATen hands a tensor
// with one line to CUB, whose order depends on the GPU, so no variant can
// promise eager's roundings; the other variants stay.
// CHECK-LABEL: func.func @one_line_in_framework_order
// CHECK-NOT: scan_aten
// CHECK: plan.variant "scan_tile_t256" #plan.space<custom>
// CHECK-NOT: scan_aten
// CHECK: return
#line_in = affine_map<(d0, d1) -> (d1)>
#line_out = affine_map<(d0, d1) -> (d0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @one_line_in_framework_order(%x: tensor<8192xf32>) -> tensor<8192xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8192xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<8192xf32>) -> tensor<8192xf32>
  %sum = linalg.generic {indexing_maps = [#line_in, #line_out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8192xf32>) outs(%init : tensor<8192xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  return %sum : tensor<8192xf32>
}
}
