// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in generic_p256_l1 generic_p128_l1 generic_p32_l8 generic_p32_l32 generic_p8_l32 generic_p1_l256 generic_p16_l16 generic_p1_l256_s12 generic_p32_l32_s9; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS

// The floor of the catalogue: the generic family takes tasks no other
// family does, any structured op with what it reads computed where it is
// read. Every candidate of every case runs on the CPU
// (Inputs/cuda_on_cpu.py) against numpy on random data, and
// passes ptxas for sm_90 without spills.
// CPU-NOT: FAIL

// Column statistics of a widened input around a mean read per column (the
// variance of a training-mode batch norm): the widening is computed as it
// is read, 32 lanes down each column (too few points to fill the machine
// alone) combine in shared memory, 300 x 70 with no extent a multiple of
// 32.
// CPU: column variance: generic_p32_l32: ok
// CPU: column variance: generic_p32_l8: ok
// CPU: column variance: generic_p256_l1: ok
// CHECK-LABEL: func.func @column_variance
// CHECK: plan.variant "generic_p32_l32" #plan.space<custom> selected kernel = #plan.generic<points = 32, lanes = 32> launch = #plan.launch<entry = "hiera_generic_reduction_0", grid = [3], block = [1024], inputs = [0, 1]>
// CHECK-SAME: (70 points, 300 reduced each), 32 points a block, 32 lanes a point
// CHECK-SAME: const int slot = threadIdx.x % 32, lane = threadIdx.x / 32;
// CHECK-SAME: for (long r = lane; r < 300l; r += 32)
// CHECK-SAME: const long c0 = r;
// CHECK-SAME: const float v0 = in0[c0 * 70l + c1];
// CHECK-SAME: ((double)(v0))
// CHECK-SAME: partial0[threadIdx.x + s * 32]
// CHECK-SAME: acc0 = hiera_combine0(__longlong_as_double(0x0ll), acc0);
// CHECK-SAME: out0[c1] = acc0;
// CHECK: plan.variant "generic_p32_l8"
// CHECK: plan.variant "generic_p256_l1"
func.func @column_variance(%x: tensor<300x70xf32>, %mean: tensor<70xf64>) -> tensor<70xf64> {
  %zero = arith.constant 0.0 : f64
  %e64 = tensor.empty() : tensor<300x70xf64>
  %wide = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<300x70xf32>) outs(%e64 : tensor<300x70xf64>) {
  ^bb0(%a: f32, %o: f64):
    %w = arith.extf %a : f32 to f64
    linalg.yield %w : f64
  } -> tensor<300x70xf64>
  %e = tensor.empty() : tensor<70xf64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<70xf64>) -> tensor<70xf64>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%wide, %mean : tensor<300x70xf64>, tensor<70xf64>) outs(%init : tensor<70xf64>) {
  ^bb0(%a: f64, %m: f64, %acc: f64):
    %d = arith.subf %a, %m : f64
    %s = arith.mulf %d, %d : f64
    %t = arith.addf %s, %acc : f64
    linalg.yield %t : f64
  } -> tensor<70xf64>
  return %sum : tensor<70xf64>
}

// -----

// A masked sum over the outer and inner dimensions, the mask from the loop
// coordinates: few points with long reductions read along memory, so a
// block of 256 lanes a point first, then a warp a point, combined by
// shuffles.
// CPU: masked sum over dims 0 and 2: generic_p1_l256: ok
// CPU: masked sum over dims 0 and 2: generic_p8_l32: ok
// CPU: masked sum over dims 0 and 2: generic_p256_l1: ok
// CHECK-LABEL: func.func @outer_inner_sum
// CHECK: plan.variant "generic_p1_l256" #plan.space<custom> selected kernel = #plan.generic<points = 1, lanes = 256> launch = #plan.launch<entry = "hiera_generic_reduction_0", grid = [50], block = [256], inputs = [0]>
// CHECK-SAME: (50 points, 2100 reduced each), 1 point a block, 256 lanes a point
// CHECK-SAME: const int slot = threadIdx.x / 256, lane = threadIdx.x % 256;
// CHECK-SAME: const long c2 = left % 300l; left /= 300l;
// CHECK-SAME: const long c0 = left % 7l; left /= 7l;
// CHECK-SAME: (c1 * ((long long)6ll))
// CHECK: plan.variant "generic_p8_l32"
// CHECK-SAME: for (int s = 16; s > 0; s /= 2) acc0 = hiera_combine0(acc0, __shfl_xor_sync(0xffffffffu, acc0, s));
func.func @outer_inner_sum(%y: tensor<7x50x300xf32>) -> tensor<50xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<50xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<50xf32>) -> tensor<50xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>],
                         iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%y : tensor<7x50x300xf32>) outs(%init : tensor<50xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %b = linalg.index 1 : index
    %c = linalg.index 2 : index
    %c6 = arith.constant 6 : index
    %limit = arith.muli %b, %c6 : index
    %keep = arith.cmpi ult, %c, %limit : index
    %x = arith.select %keep, %v, %zero : f32
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<50xf32>
  return %sum : tensor<50xf32>
}

// -----

// 3-D average pooling's sum as the exporter writes it: a channels-first
// input read by loops over a channels-last output, through a zero border
// computed where it is read. The input outweighs the output, so
// neighbouring threads take neighbouring w, whose reads are neighbours;
// one lane walks the window as nested loops, with no division.
// CPU: 3-D pooling over a padded input: generic_p256_l1: ok
// CPU: 3-D pooling over a padded input: generic_p8_l32: ok
// CHECK-LABEL: func.func @pool3d
// CHECK: plan.variant "generic_p256_l1" #plan.space<custom> selected kernel = #plan.generic<points = 256, lanes = 1> launch = #plan.launch<entry = "hiera_generic_reduction_0", grid = [4], block = [256], inputs = [0]>
// CHECK-SAME: const long c3 = rest % 6l; rest /= 6l;
// CHECK-SAME: const long c4 = rest % 3l; rest /= 3l;
// CHECK-SAME: for (long c5 = 0; c5 < 3l; ++c5) {
// CHECK-SAME: for (long c7 = 0; c7 < 3l; ++c7) {
// CHECK-SAME: ((c3 * 2l) + c7) >= 1l && ((c3 * 2l) + c7) < 12l) {
// CHECK-SAME: = in0[c0 * 2970l + c4 * 990l
func.func @pool3d(%v: tensor<2x3x9x10x11xf32>) -> tensor<2x5x5x6x3xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %v low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index, %i4: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x10x11xf32> to tensor<2x3x11x12x13xf32>
  %window = tensor.empty() : tensor<3x3x3xf32>
  %e = tensor.empty() : tensor<2x5x5x6x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x5x6x3xf32>) -> tensor<2x5x5x6x3xf32>
  %sum = linalg.generic {indexing_maps = [
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (n, c, d * 2 + kd, h * 2 + kh, w * 2 + kw)>,
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (kd, kh, kw)>,
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (n, d, h, w, c)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%padded, %window : tensor<2x3x11x12x13xf32>, tensor<3x3x3xf32>) outs(%init : tensor<2x5x5x6x3xf32>) {
  ^bb0(%x: f32, %k: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<2x5x5x6x3xf32>
  return %sum : tensor<2x5x5x6x3xf32>
}

// -----

// The largest value over two dimensions with the flat position of its
// first occurrence: two results folded together, not a fold lanes may
// split, so one lane a point walks the op's order.
// CPU: argmax over two dims: generic_p256_l1: ok
// CPU: argmax over two dims: generic_p128_l1: ok
// CHECK-LABEL: func.func @argmax2
// CHECK: plan.variant "generic_p256_l1" #plan.space<custom> selected kernel = #plan.generic<points = 256, lanes = 1>
// CHECK-SAME: float *__restrict__ out0, long long *__restrict__ out1
// CHECK-SAME: acc0 = __int_as_float(0xff800000);
// CHECK-SAME: acc1 = ((long long)-1ll);
// CHECK: plan.variant "generic_p128_l1"
// CHECK-NOT: plan.variant "generic_p{{[0-9]+}}_l{{([2-9]|[1-9][0-9]+)}}"
func.func @argmax2(%z: tensor<5x40x33xf32>) -> (tensor<40xf32>, tensor<40xi64>) {
  %low = arith.constant 0xFF800000 : f32
  %none = arith.constant -1 : i64
  %ev = tensor.empty() : tensor<40xf32>
  %ei = tensor.empty() : tensor<40xi64>
  %iv = linalg.fill ins(%low : f32) outs(%ev : tensor<40xf32>) -> tensor<40xf32>
  %ii = linalg.fill ins(%none : i64) outs(%ei : tensor<40xi64>) -> tensor<40xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>, affine_map<(a, b, c) -> (b)>],
                         iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%z : tensor<5x40x33xf32>) outs(%iv, %ii : tensor<40xf32>, tensor<40xi64>) {
  ^bb0(%x: f32, %best: f32, %at: i64):
    %a = linalg.index 0 : index
    %c = linalg.index 2 : index
    %c33 = arith.constant 33 : index
    %row = arith.muli %a, %c33 : index
    %flat = arith.addi %row, %c : index
    %pos = arith.index_cast %flat : index to i64
    %gt = arith.cmpf ogt, %x, %best : f32
    %v = arith.select %gt, %x, %best : f32
    %i = arith.select %gt, %pos, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<40xf32>, tensor<40xi64>)
  return %r#0, %r#1 : tensor<40xf32>, tensor<40xi64>
}

// -----

// An embedding bag: the table rows that ids name, gathered by
// tensor.extract in the payload, summed.
// CPU: embedding bag: generic_p256_l1: ok
// CPU: embedding bag: generic_p16_l16: ok
// CHECK-LABEL: func.func @embedding_bag
// CHECK: plan.variant "generic_p256_l1" #plan.space<custom> selected kernel = #plan.generic<points = 256, lanes = 1> launch = #plan.launch<entry = "hiera_generic_reduction_0", grid = [1], block = [256], inputs = [0, 1]>
// CHECK-SAME: const long long v0 = in0[c0 * 13l + c2];
// CHECK-SAME: const float v1 = in1[(long)(e0) * 24l + (long)(c1)];
func.func @embedding_bag(%table: tensor<100x24xf32>, %ids: tensor<6x13xi64>) -> tensor<6x24xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<6x24xf32>) -> tensor<6x24xf32>
  %bag = linalg.generic {indexing_maps = [affine_map<(b, e, j) -> (b, j)>, affine_map<(b, e, j) -> (b, e)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ids : tensor<6x13xi64>) outs(%init : tensor<6x24xf32>) {
  ^bb0(%id: i64, %acc: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %x = tensor.extract %table[%row, %col] : tensor<100x24xf32>
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<6x24xf32>
  return %bag : tensor<6x24xf32>
}

// -----

// The largest of an i32 tensor of 210000: one point, so 12 blocks of 256
// lanes share its reduction, each thread 64 values or more; the last
// block to finish combines the partials in block order.
// CPU: integer max: generic_p1_l256_s12: ok
// CPU: integer max: generic_p1_l256: ok
// CPU: integer max: generic_p8_l32: ok
// CPU: integer max: generic_p256_l1: ok
// CHECK-LABEL: func.func @integer_max
// CHECK: plan.variant "generic_p1_l256_s12" #plan.space<custom> selected kernel = #plan.generic<points = 1, lanes = 256, splits = 12> launch = #plan.launch<entry = "hiera_generic_reduce_0", grid = [12], block = [256], inputs = [0]>
// CHECK-SAME: __device__ int hiera_partials0[12];
// CHECK-SAME: __device__ unsigned hiera_tickets[1];
// CHECK-SAME: const long tile = unit / 12, split = unit % 12;
// CHECK-SAME: acc0 = ((int)-2147483648ll);
// CHECK-SAME: for (long r = split * 256 + lane; r < 210000l; r += 3072)
// CHECK-SAME: if (threadIdx.x == 0) last = atomicAdd(&hiera_tickets[tile], 1u) == 11u;
// CHECK-SAME: acc0 = hiera_combine0(acc0, __ldcg(hiera_partials0 + point * 12 + s));
func.func @integer_max(%x: tensor<300x700xi32>) -> tensor<i32> {
  %lowest = arith.constant -2147483648 : i32
  %scalar = tensor.empty() : tensor<i32>
  %init = linalg.fill ins(%lowest : i32) outs(%scalar : tensor<i32>) -> tensor<i32>
  %max = linalg.reduce ins(%x : tensor<300x700xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%v: i32, %acc: i32) {
      %r = arith.maxsi %v, %acc : i32
      linalg.yield %r : i32
    }
  return %max : tensor<i32>
}

// -----

// A sum of 40 long columns of products, starting from an input's values:
// two blocks of 32 columns, each shared by 9 blocks of 32 lanes.
// CPU: long columns: generic_p32_l32_s9: ok
// CPU: long columns: generic_p32_l32: ok
// CPU: long columns: generic_p32_l8: ok
// CPU: long columns: generic_p256_l1: ok
// CHECK-LABEL: func.func @long_columns
// CHECK: plan.variant "generic_p32_l32_s9" #plan.space<custom> selected kernel = #plan.generic<points = 32, lanes = 32, splits = 9> launch = #plan.launch<entry = "hiera_generic_contraction_0", grid = [18], block = [1024], inputs = [0, 1, 2]>
// CHECK-SAME: acc0 = hiera_combine0(v{{[0-9]+}}, acc0);
func.func @long_columns(%a: tensor<20000x40xf32>, %b: tensor<20000x40xf32>, %start: tensor<40xf32>) -> tensor<40xf32> {
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%a, %b : tensor<20000x40xf32>, tensor<20000x40xf32>) outs(%start : tensor<40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %t = arith.addf %p, %acc : f32
    linalg.yield %t : f32
  } -> tensor<40xf32>
  return %sum : tensor<40xf32>
}

// -----

// A producer the root reads twice (as two operands), around a mean per
// column: written once per element, read twice.
// CPU: producer read twice: generic_p32_l32: ok
// CHECK-LABEL: func.func @read_twice
// CHECK: plan.variant "generic_p32_l32"
// CHECK-SAME: = expf(v{{[0-9]+}});
// CHECK-NOT: expf(
// CHECK: plan.variant "generic_p32_l8"
func.func @read_twice(%x: tensor<3000x70xf32>, %m: tensor<70xf32>) -> tensor<70xf32> {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3000x70xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3000x70xf32>) outs(%e2 : tensor<3000x70xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<3000x70xf32>
  %e = tensor.empty() : tensor<70xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<70xf32>) -> tensor<70xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%p, %p, %m : tensor<3000x70xf32>, tensor<3000x70xf32>, tensor<70xf32>) outs(%init : tensor<70xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %acc: f32):
    %da = arith.subf %a, %c : f32
    %db = arith.subf %b, %c : f32
    %q = arith.mulf %da, %db : f32
    %t = arith.addf %q, %acc : f32
    linalg.yield %t : f32
  } -> tensor<70xf32>
  return %sum : tensor<70xf32>
}

// -----

// Half types: f16 values are stored as CUDA's __half and each op is
// computed in f32 on its operands widened, its result rounded to f16 once,
// as IEEE's f16 arithmetic has it (GELU as torch-mlir writes it on f16
// tensors, 37 x 53). No other family takes f16; the floor does.
// CPU: f16 gelu: generic_p256_l1: ok
// CHECK-LABEL: func.func @half_gelu
// CHECK: plan.variant "generic_p256_l1" #plan.space<custom> selected
// CHECK-SAME: #include <cuda_fp16.h>
// CHECK-SAME: const __half *__restrict__ in0, __half *__restrict__ out0
// CHECK-SAME: __float2half_rn((__half2float(v0) * __half2float(__ushort_as_half((unsigned short)0x3800))))
// CHECK-SAME: __float2half_rn(erff(__half2float(
func.func @half_gelu(%x: tensor<37x53xf16>) -> tensor<37x53xf16> {
  %half = arith.constant 5.000000e-01 : f16
  %one = arith.constant 1.000000e+00 : f16
  %root2 = arith.constant 1.414060e+00 : f16
  %e = tensor.empty() : tensor<37x53xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<37x53xf16>) outs(%e : tensor<37x53xf16>) {
  ^bb0(%a: f16, %o: f16):
    %h = arith.mulf %a, %half : f16
    %d = arith.divf %a, %root2 : f16
    %erf = math.erf %d : f16
    %p = arith.addf %erf, %one : f16
    %y = arith.mulf %h, %p : f16
    linalg.yield %y : f16
  } -> tensor<37x53xf16>
  return %r : tensor<37x53xf16>
}

// -----

// bf16 rows summed in f32 (widened as read), 64 rows of 300, lanes
// sharing each row; then the same through a bf16 result rounded once
// (arith.truncf), in the other case below.
// CPU: bf16 row sums in f32: generic_p8_l32: ok
// CPU: bf16 row sums in f32: generic_p256_l1: ok
// CHECK-LABEL: func.func @bfloat16_row_sums
// CHECK: #include <cuda_bf16.h>
// CHECK-SAME: __bfloat162float(v0)
func.func @bfloat16_row_sums(%x: tensor<64x300xbf16>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x300xbf16>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: bf16, %acc: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.addf %w, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

// -----

// f32 to bf16, rounded to nearest once (ties to even), after a product.
// CPU: bf16 rounding: generic_p256_l1: ok
// CHECK-LABEL: func.func @bfloat16_round
// CHECK: const float e0 = (v0 * __int_as_float(0x40400000));
// CHECK-SAME: const __nv_bfloat16 e1 = __float2bfloat16_rn(e0);
func.func @bfloat16_round(%x: tensor<1000xf32>) -> tensor<1000xbf16> {
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<1000xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<1000xf32>) outs(%e : tensor<1000xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.mulf %a, %three : f32
    %b = arith.truncf %t : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<1000xbf16>
  return %r : tensor<1000xbf16>
}

// -----

// f16 maxima of 8 rows of 5000 in f16 itself, from -inf (an f16 literal),
// lanes combining through shared memory (a half is not a shuffled word).
// CPU: f16 row maxima: generic_p1_l256: ok
// CPU: f16 row maxima: generic_p8_l32: ok
// CPU: f16 row maxima: generic_p256_l1: ok
// CHECK-LABEL: func.func @half_row_maxima
// CHECK: plan.variant "generic_p1_l256" #plan.space<custom> selected
// CHECK-SAME: __shared__ __half partial0[256];
// CHECK-SAME: __half acc0 = __ushort_as_half((unsigned short)0xfc00);
func.func @half_row_maxima(%x: tensor<8x5000xf16>) -> tensor<8xf16> {
  %low = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<8xf16>
  %init = linalg.fill ins(%low : f16) outs(%e : tensor<8xf16>) -> tensor<8xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x5000xf16>) outs(%init : tensor<8xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %m = arith.maximumf %a, %acc : f16
    linalg.yield %m : f16
  } -> tensor<8xf16>
  return %r : tensor<8xf16>
}


// -----

// Unsigned integers to half types (arith.uitofp), read as unsigned: bytes
// of 128 and more (negative as i8) to f16 through float, which holds them;
// 32-bit words of 2^31 and more to bf16, rounded once.
// CPU: unsigned to halves: generic_p256_l1: ok
// CPU: unsigned to halves: generic_p128_l1: ok
// CHECK-LABEL: func.func @unsigned_to_halves
// CHECK: __float2half_rn(((float)(((unsigned char)(v0)))))
// CHECK-SAME: __uint2bfloat16_rn(((unsigned)(v1)))
func.func @unsigned_to_halves(%bytes: tensor<1000xi8>, %words: tensor<1000xi32>) -> (tensor<1000xf16>, tensor<1000xbf16>) {
  %e16 = tensor.empty() : tensor<1000xf16>
  %eb = tensor.empty() : tensor<1000xbf16>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
      ins(%bytes, %words : tensor<1000xi8>, tensor<1000xi32>) outs(%e16, %eb : tensor<1000xf16>, tensor<1000xbf16>) {
  ^bb0(%b: i8, %w: i32, %o: f16, %p: bf16):
    %h = arith.uitofp %b : i8 to f16
    %f = arith.uitofp %w : i32 to bf16
    linalg.yield %h, %f : f16, bf16
  } -> (tensor<1000xf16>, tensor<1000xbf16>)
  return %r#0, %r#1 : tensor<1000xf16>, tensor<1000xbf16>
}

// -----

// One-bit integers as arith reads them: a truncation keeps the low bit
// (arith.trunci, arith.index_cast, and a float to a signed i1 after
// truncating toward zero), and a signed i1 is 0 or -1 (to a float, a half,
// a wider integer, an index). C's conversions to and from bool would give
// 1 for true, and true for anything nonzero.
// CPU: one-bit integers: generic_p256_l1: ok
// CPU: one-bit integers: generic_p128_l1: ok
// CHECK-LABEL: func.func @one_bit_integers
// CHECK: ((bool)((((long long)(v0)) & 1)))
func.func @one_bit_integers(%words: tensor<1000xi32>, %x: tensor<1000xf32>) -> (tensor<1000xf32>, tensor<1000xi32>, tensor<1000xf16>, tensor<1000xf32>, tensor<1000xi32>, tensor<1000xi32>) {
  %ef = tensor.empty() : tensor<1000xf32>
  %ei = tensor.empty() : tensor<1000xi32>
  %eh = tensor.empty() : tensor<1000xf16>
  %r:6 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                         iterator_types = ["parallel"]}
      ins(%words, %x : tensor<1000xi32>, tensor<1000xf32>) outs(%ef, %ei, %eh, %ef, %ei, %ei : tensor<1000xf32>, tensor<1000xi32>, tensor<1000xf16>, tensor<1000xf32>, tensor<1000xi32>, tensor<1000xi32>) {
  ^bb0(%w: i32, %v: f32, %o: f32, %p: i32, %q: f16, %t: f32, %m: i32, %n: i32):
    %bit = arith.trunci %w : i32 to i1
    %f = arith.sitofp %bit : i1 to f32
    %e = arith.extsi %bit : i1 to i32
    %h = arith.sitofp %bit : i1 to f16
    %g = arith.fptosi %v : f32 to i1
    %u = arith.uitofp %g : i1 to f32
    %index = arith.index_cast %bit : i1 to index
    %widened = arith.index_cast %index : index to i32
    %wi = arith.index_cast %w : i32 to index
    %low = arith.index_cast %wi : index to i1
    %lowi = arith.extui %low : i1 to i32
    linalg.yield %f, %e, %h, %u, %widened, %lowi : f32, i32, f16, f32, i32, i32
  } -> (tensor<1000xf32>, tensor<1000xi32>, tensor<1000xf16>, tensor<1000xf32>, tensor<1000xi32>, tensor<1000xi32>)
  return %r#0, %r#1, %r#2, %r#3, %r#4, %r#5 : tensor<1000xf32>, tensor<1000xi32>, tensor<1000xf16>, tensor<1000xf32>, tensor<1000xi32>, tensor<1000xi32>
}

// CPU: all agree
