// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-lower | FileCheck %s --check-prefix=LOWER
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in elementwise_vec_u1 elementwise_vec_u2 elementwise_vec_u4 elementwise_scalar elementwise_transposed elementwise_vec_u2_t512 elementwise_vec_u1_t128 elementwise_vec_u1_t1024; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 $f -o $f.cubin || echo "REJECTED $f"; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: grep -c ptx %t/list | FileCheck %s --check-prefix=COUNT
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE

// A shape outside a parameter set's range is reported with the reason.
// RANGE: remark: hiera-generate: elementwise_vec_u1 left out: the innermost extent 1001 is not a multiple of the vector width 4
// RANGE: remark: hiera-generate: elementwise_vec_u1 left out: a tensor of a type with no CUDA vector: read element by element

// Every custom kernel of every shipped parameter set is PTX that ptxas takes
// (and the kernels of the other variants too).
// PTXAS-NOT: REJECTED
// COUNT: {{[1-9][0-9]*}}

// A 16384^2 ReLU: 16-byte vectors, one, two or four groups per thread, a
// tile per block (2^26 vectors in tiles of 256: 262144 blocks), 32-bit
// indices, and a scalar kernel.
// CHECK-LABEL: func.func @relu
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected kernel = #plan.elementwise<{{[^>]*}}> launch = #plan.launch<entry = "hiera_elementwise_0", grid = [262144], block = [256], inputs = [0]> source = "
// CHECK-SAME: const unsigned groups = 67108864u;
// CHECK-SAME: if (first + 0u < groups)
// CHECK-SAME: float4
// CHECK: plan.variant "elementwise_vec_u2" #plan.space<custom> kernel = #plan.elementwise<{{[^>]*}}> launch = #plan.launch<entry = "hiera_elementwise_0", grid = [131072], block = [256]
// CHECK: plan.variant "elementwise_vec_u4" #plan.space<custom> kernel = #plan.elementwise<{{[^>]*}}> launch = #plan.launch<entry = "hiera_elementwise_0", grid = [65536], block = [256]
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom>
// --hiera-plan selects it; it loads and stores 16 bytes at a time.
// LOWER-LABEL: func.func @relu
// LOWER: call @launch_hiera_elementwise_0
// LOWER: gpu.binary @hiera_elementwise_0 [#gpu.object<#nvvm.target<O = 3, chip = "sm_90">, properties = {O = 3 : i32}, assembly =
// LOWER-SAME: ld.global.nc.v4
// LOWER-SAME: st.global.v4
// LOWER: func.func private @launch_hiera_elementwise_0(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr)
// LOWER: gpu.launch_func async {{.*}} @hiera_elementwise_0::@hiera_elementwise_0 blocks in (%c262144, %c1, %c1) threads in (%c256, %c1, %c1)
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%x: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16384x16384xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16384x16384xf32>) outs(%init : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  return %y : tensor<16384x16384xf32>
}

// -----

// A chain with a broadcast bias (read once per vector), a transposed input
// (gathered lane by lane) and a scalar: one kernel.
// CHECK-LABEL: func.func @chain
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected kernel = #plan.elementwise<{{[^>]*}}> launch = #plan.launch<entry = "hiera_elementwise_0", grid = [{{[0-9]+}}], block = [256], inputs = [0, 1, 2, 3]>
// LOWER-LABEL: func.func @chain
// LOWER: call @launch_hiera_elementwise_0
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @chain(%a: tensor<64x128xf32>, %b: tensor<128xf32>, %t: tensor<128x64xf32>, %s: f32) -> tensor<64x128xf32> {
  %init = tensor.empty() : tensor<64x128xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %t : tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>) outs(%init : tensor<64x128xf32>) {
  ^bb0(%va: f32, %vb: f32, %vt: f32, %out: f32):
    %p = arith.mulf %va, %vb : f32
    %q = arith.addf %p, %vt : f32
    %r = math.exp %q : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  %f = linalg.fill ins(%s : f32) outs(%init : tensor<64x128xf32>) -> tensor<64x128xf32>
  %z = linalg.add ins(%y, %f : tensor<64x128xf32>, tensor<64x128xf32>) outs(%init : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %z : tensor<64x128xf32>
}

// -----

// An innermost extent the vectors do not divide: the scalar kernel only.
// CHECK-LABEL: func.func @odd
// CHECK-NOT: elementwise_vec
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom>
// CHECK-NOT: elementwise_vec
// CHECK: return
func.func @odd(%x: tensor<7x1001xf32>) -> tensor<7x1001xf32> {
  %init = tensor.empty() : tensor<7x1001xf32>
  %y = linalg.exp ins(%x : tensor<7x1001xf32>) outs(%init : tensor<7x1001xf32>) -> tensor<7x1001xf32>
  return %y : tensor<7x1001xf32>
}

// -----

// Reductions are not elementwise: no elementwise kernel here (the row
// family's serve).
// CHECK-LABEL: func.func @row_sum
// CHECK-NOT: elementwise_
// CHECK: return
func.func @row_sum(%x: tensor<8x16xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %s = linalg.reduce ins(%x : tensor<8x16xf32>) outs(%acc : tensor<8xf32>) dimensions = [1]
    (%v: f32, %a: f32) {
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
    }
  return %s : tensor<8xf32>
}

// -----

// Each tensor in its own type: an f32 input widened to f64 beside an f64
// one (torch-mlir's statistics in f64). The widest type sets the vector
// width, two elements, and each tensor is read and written in vectors of
// its own type.
// CHECK-LABEL: func.func @widen
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom>
// CHECK-SAME: (const float *__restrict__ in0, const double *__restrict__ in1, double *__restrict__ out0)
// CHECK-SAME: t0[u] = *reinterpret_cast<const float2 *>(in0 + (g * 2u));
// CHECK-SAME: t1[u] = *reinterpret_cast<const double2 *>(in1 + (g * 2u));
// CHECK-SAME: ((double)(t0[u].x))
// CHECK-SAME: *reinterpret_cast<double2 *>(out0 + (g * 2u)) = double2{
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @widen(%x: tensor<64x1024xf32>, %y: tensor<64x1024xf64>) -> tensor<64x1024xf64> {
  %init = tensor.empty() : tensor<64x1024xf64>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<64x1024xf32>, tensor<64x1024xf64>) outs(%init : tensor<64x1024xf64>) {
  ^bb0(%a: f32, %b: f64, %out: f64):
    %e = arith.extf %a : f32 to f64
    %s = arith.mulf %e, %b : f64
    linalg.yield %s : f64
  } -> tensor<64x1024xf64>
  return %r : tensor<64x1024xf64>
}

// -----

// A batch norm's step counter: a rank-0 i64 incremented, one element, by
// the scalar kernel in `long long`.
// CHECK-LABEL: func.func @counter
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom> selected
// CHECK-SAME: (const long long *__restrict__ in0, long long *__restrict__ out0)
// CHECK-SAME: const long long t1 = ((long long)((t0[u] + ((long long)1ll))));
func.func @counter(%n: tensor<i64>) -> tensor<i64> {
  %one = arith.constant 1 : i64
  %init = tensor.empty() : tensor<i64>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%n : tensor<i64>) outs(%init : tensor<i64>) {
  ^bb0(%a: i64, %out: i64):
    %s = arith.addi %a, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  return %r : tensor<i64>
}

// -----

// Flags have no CUDA vector: a mask from a comparison is written element by
// element.
// CHECK-LABEL: func.func @mask
// CHECK-NOT: elementwise_vec
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom>
// CHECK-SAME: signed char *__restrict__ out0
func.func @mask(%x: tensor<64x1024xf32>) -> tensor<64x1024xi8> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x1024xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%init : tensor<64x1024xi8>) {
  ^bb0(%a: f32, %out: i8):
    %c = arith.cmpf ogt, %a, %zero : f32
    %e = arith.extui %c : i1 to i8
    linalg.yield %e : i8
  } -> tensor<64x1024xi8>
  return %r : tensor<64x1024xi8>
}

// -----

// A transpose with its scale (attention's K^T as torch-mlir writes it):
// each load of the direct kernels is its own transaction; the staged
// variant reads 32 x 32 tiles along the input's own innermost dimension
// into shared memory (padded to 33 against bank conflicts) and writes each
// point from there. Tiles over d2 and d1, d0 from the block index.
// CHECK-LABEL: func.func @scaled_keys
// CHECK: plan.variant "elementwise_transposed" #plan.space<custom> kernel = #plan.elementwise<vector_width = 1, threads = 256, unroll = 4, transpose_tile = 32> launch = #plan.launch<entry = "hiera_elementwise_0", grid = [4096], block = [32, 8], inputs = [0]>
// CHECK-SAME: const unsigned tileX = rest % 32u; rest /= 32u;
// CHECK-SAME: const unsigned tileY = rest % 4u; rest /= 4u;
// CHECK-SAME: const unsigned c0 = rest % 32u; rest /= 32u;
// CHECK-SAME: __shared__ float t0_tile[32][33];
// CHECK-SAME: const unsigned c2 = tileX * 32u + ty + 8u * u; const unsigned c1 = tileY * 32u + tx; if (c2 < 1024u && c1 < 128u) t0_tile[ty + 8 * u][tx] = in0[c1 * 1u + c2 * 128u + c0 * 131072u];
// CHECK-SAME: __syncthreads();
// CHECK-SAME: if (c2 >= 1024u || c1 >= 128u) continue;
// CHECK-SAME: const float t1 = (t0_tile[tx][ty + 8 * u] * __int_as_float(0x3e9837f0));
// CHECK-SAME: out0[c2 * 1u + c1 * 1024u + c0 * 131072u] = t1;
#kin = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @scaled_keys(%k: tensor<32x1024x128xf32>) -> tensor<32x128x1024xf32> {
  %scale = arith.constant 0.297301769 : f32
  %init = tensor.empty() : tensor<32x128x1024xf32>
  %r = linalg.generic {indexing_maps = [#kin, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<32x1024x128xf32>) outs(%init : tensor<32x128x1024xf32>) {
  ^bb0(%a: f32, %out: f32):
    %s = arith.mulf %a, %scale : f32
    linalg.yield %s : f32
  } -> tensor<32x128x1024xf32>
  return %r : tensor<32x128x1024xf32>
}

// -----

// A bias per channel added to a reshaped view of an elementwise result, in
// more dimensions than the result's: hiera-normalize re-indexes the add
// into the result's 24 points and fuses the two; the bias is read at
// channel (c0 floordiv 4) mod 3, lane by lane.
// CHECK-LABEL: func.func @bias_through_reshape
// CHECK: plan.task "elementwise_0"(%{{.*}}, %{{.*}}) : (tensor<24xf32>, tensor<3xf32>) -> tensor<24xf32>
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom>
// CHECK-SAME: t1_0[u] = in1[((c0 / 4l) % 3l)];
// CHECK-SAME: t1_3[u] = in1[(((c0 + 3) / 4l) % 3l)];
func.func @bias_through_reshape(%x: tensor<4x6xf32>, %b: tensor<3xf32>) -> tensor<2x3x4xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x6xf32>) outs(%e : tensor<4x6xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<4x6xf32>
  %flat = tensor.collapse_shape %s [[0, 1]] : tensor<4x6xf32> into tensor<24xf32>
  %view = tensor.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  %out = tensor.empty() : tensor<2x3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>, affine_map<(a, b, c) -> (a, b, c)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%view, %b : tensor<2x3x4xf32>, tensor<3xf32>) outs(%out : tensor<2x3x4xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %r = arith.addf %v, %w : f32
    linalg.yield %r : f32
  } -> tensor<2x3x4xf32>
  return %y : tensor<2x3x4xf32>
}

// -----

// Batch norm's scale in eval mode as torch-mlir writes it: 1 / sqrt(var +
// eps), the reciprocal guarded by a cf.assert, an op without a result. The
// kernel traps where the assertion fails, as the program would abort.
// CHECK-LABEL: func.func @guarded_reciprocal
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom>
// CHECK-SAME: sqrtf(
// CHECK-SAME: if (!(t{{[0-9]+}})) __trap();
func.func @guarded_reciprocal(%var: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %eps = arith.constant 1.000000e-05 : f64
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%var : tensor<64xf32>) outs(%e : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %eps32 = arith.truncf %eps : f64 to f32
    %s = arith.addf %v, %eps32 : f32
    %r = math.sqrt %s : f32
    %nonzero = arith.cmpf one, %r, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %inv = arith.divf %one, %r : f32
    linalg.yield %inv : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}

// -----

// A causal mask built from the positions alone (BERT's and GPT-2's
// attention masks as torch-mlir writes them): linalg.index reads the
// point's coordinate, the lane's along the innermost loop.
// CHECK-LABEL: func.func @causal_mask
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK-SAME: const unsigned c1 = rest % 64u;
// CHECK-SAME: ((long long)c0) >= ((long long)c1)
// CHECK-SAME: ((long long)c0) >= ((long long)c1 + 1)
func.func @causal_mask() -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<64x64xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %keep = arith.cmpi sge, %i, %j : index
    %r = arith.select %keep, %zero, %ninf : f32
    linalg.yield %r : f32
  } -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}

// -----

// An embedding lookup: the table, an input of the task, read at the row
// the id names and the column of the point, each id's bounds checked (the
// kernel traps where torch-mlir's asserts fail).
// CHECK-LABEL: func.func @embedding_lookup
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK-SAME: if (!(t{{[0-9]+}})) __trap();
// CHECK-SAME: = in1[(t{{[0-9]+}}) * 256l + (((long long)c1))];
func.func @embedding_lookup(%ids: tensor<64xi64>, %table: tensor<1000x256xf32>) -> tensor<64x256xf32> {
  %c1000 = arith.constant 1000 : index
  %c0_i64 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<64x256xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<64xi64>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %below = arith.cmpi slt, %row, %c1000 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %id, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%row, %col] : tensor<1000x256xf32>
    linalg.yield %v : f32
  } -> tensor<64x256xf32>
  return %rows : tensor<64x256xf32>
}

// -----

// A concatenation (one elementwise op after hiera-normalize) and the ReLU
// that reads it: one kernel, each input read only where its range holds
// the point (a select's branch, loaded there alone), at its own offsets.
// CHECK-LABEL: func.func @concat_relu
// CHECK: plan.variant "elementwise_{{[a-z0-9_]+}}" #plan.space<custom> selected
// CHECK-SAME: = (t{{[0-9]+}} ? (in0[(((long long)c0)) * 50176l + (t{{[0-9]+}}) * 784l
// CHECK-SAME: = (t{{[0-9]+}} ? (in1[(((long long)c0)) * 25088l + (t{{[0-9]+}}) * 784l
// CHECK-SAME: hiera_maximum(
func.func @concat_relu(%x: tensor<16x64x28x28xf32>, %y: tensor<16x32x28x28xf32>) -> tensor<16x96x28x28xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.concat dim(1) %x, %y : (tensor<16x64x28x28xf32>, tensor<16x32x28x28xf32>) -> tensor<16x96x28x28xf32>
  %e = tensor.empty() : tensor<16x96x28x28xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%0 : tensor<16x96x28x28xf32>) outs(%e : tensor<16x96x28x28xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<16x96x28x28xf32>
  return %r : tensor<16x96x28x28xf32>
}

// -----

// Flags (i1, a byte in memory as PyTorch's bool) read as bool, element by
// element where CUDA has no vector of them: GPT-2's attention mask, two
// flags per column added to the scores.
// CHECK-LABEL: func.func @masked_scores
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom> selected
// CHECK-SAME: const bool *__restrict__ in1, const bool *__restrict__ in2
#ms_x = affine_map<(i, j) -> (i, j)>
#ms_c = affine_map<(i, j) -> (j)>
func.func @masked_scores(%s: tensor<12x16384xf32>, %a: tensor<16384xi1>, %b: tensor<16384xi1>) -> tensor<12x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %low = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<12x16384xf32>
  %r = linalg.generic {indexing_maps = [#ms_x, #ms_c, #ms_c, #ms_x], iterator_types = ["parallel", "parallel"]}
      ins(%s, %a, %b : tensor<12x16384xf32>, tensor<16384xi1>, tensor<16384xi1>) outs(%e : tensor<12x16384xf32>) {
  ^bb0(%x: f32, %p: i1, %q: i1, %o: f32):
    %both = arith.andi %p, %q : i1
    %m = arith.select %both, %zero, %low : f32
    %y = arith.addf %x, %m : f32
    linalg.yield %y : f32
  } -> tensor<12x16384xf32>
  return %r : tensor<12x16384xf32>
}
