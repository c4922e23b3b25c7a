// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in reduce_vec reduce_vec_u4 reduce_scalar reduce_scalar_u4; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// RANGE: remark: hiera-generate: reduce_vec left out: 1001 points are not a whole number of 2-wide vectors
// RANGE: remark: hiera-generate: reduce_scalar_u4 left out: a batch of 70000 reductions: a grid has at most 65535 blocks in z
// RANGE-NOT: linalg instead
// RANGE-NOT: no kernel family takes

// Whole-tensor reductions: a partial per block, the last block (an atomic
// ticket) combining them in block order.

// A mean squared error: the difference and its square fused into the loads,
// the mean's division on the total.
// CHECK-LABEL: func.func @mse
// CHECK: plan.task
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected kernel = #plan.reduce<{{[^>]*}}> launch = #plan.launch<entry = "hiera_reduce_reduce_0", grid = [528], block = [256], inputs = [0, 1]
// CHECK-SAME: const float4 v0 = reinterpret_cast<const float4 *>(in0)[g];
// CHECK-SAME: const float t0 = (v0.x - v1.x);
// CHECK-SAME: last = atomicAdd(&hiera_ticket, 1u) == gridDim.x - 1;
// CHECK-SAME: hiera_ticket = 0;
// The mean: a product with 1 / 2^24, exact.
// CHECK-SAME: (result0 * __int_as_float(0x33800000))
// Four loads in flight per thread, a grid's stride apart, then the steps
// left over one at a time.
// CHECK: plan.variant "reduce_vec_u4" #plan.space<custom> kernel = #plan.reduce<vector_width = 4, threads = 256, blocks = 528, unroll = 4>
// CHECK-SAME: for (; g + 405504l < 4194304l; g += 540672l) {
// CHECK-SAME: const float4 v1_3 = reinterpret_cast<const float4 *>(in1)[(g + 405504l)];
// CHECK-SAME: const auto v0 = v0_0;
// CHECK-SAME: for (; g < 4194304l; g += 135168l) {
// CHECK: plan.variant "reduce_scalar" #plan.space<custom> kernel = #plan.reduce<{{[^>]*}}> launch = #plan.launch<{{.*}}block = [256]
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @mse(%p: tensor<4096x4096xf32>, %t: tensor<4096x4096xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 16777216.0 : f32
  %full = tensor.empty() : tensor<4096x4096xf32>
  %diff = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%full : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %s = arith.mulf %d, %d : f32
    linalg.yield %s : f32
  } -> tensor<4096x4096xf32>
  %scalar = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%diff : tensor<4096x4096xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mean = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%scalar : tensor<f32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %count : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %mean : tensor<f32>
}

// -----

// The maximum of an f64 tensor of 1001 points: 2-wide loads do not divide
// it; the scalar kernel does (and starts from -inf).
// CHECK-LABEL: func.func @odd_max
// CHECK-NOT: reduce_vec
// CHECK: plan.variant "reduce_scalar" #plan.space<custom> selected kernel = #plan.reduce<{{[^>]*}}> launch = #plan.launch<entry = "hiera_reduce_reduce_0", grid = [4], block = [256]
// CHECK-SAME: double acc0 = -__longlong_as_double(0x7ff0000000000000ll);
func.func @odd_max(%x: tensor<7x11x13xf64>) -> tensor<f64> {
  %neg_inf = arith.constant 0xFFF0000000000000 : f64
  %scalar = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%neg_inf : f64) outs(%scalar : tensor<f64>) -> tensor<f64>
  %max = linalg.reduce ins(%x : tensor<7x11x13xf64>) outs(%init : tensor<f64>) dimensions = [0, 1, 2]
    (%v: f64, %acc: f64) {
      %r = arith.maximumf %v, %acc : f64
      linalg.yield %r : f64
    }
  return %max : tensor<f64>
}

// -----

// The same loss as torch-mlir writes torch.mean((p - t) ** 2): one op per
// torch op, the square a math.fpowi with a 64-bit exponent, which the
// kernel computes as a product (powf made the memory-bound loss
// compute-bound).
// CHECK-LABEL: func.func @mse_frontend
// CHECK: plan.variant "reduce_vec_u4" #plan.space<custom>
// CHECK-SAME: const float t1 = (t0 * t0);
// CHECK-NOT: powf
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<() -> ()>
func.func @mse_frontend(%arg0: tensor<2048x1024xf32>, %arg1: tensor<2048x1024xf32>) -> tensor<f32> {
  %c2_i64 = arith.constant 2 : i64
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 0x4A000000 : f32
  %0 = tensor.empty() : tensor<2048x1024xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<2048x1024xf32>, tensor<2048x1024xf32>) outs(%0 : tensor<2048x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %7 = arith.subf %in, %in_1 : f32
    linalg.yield %7 : f32
  } -> tensor<2048x1024xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2048x1024xf32>) outs(%0 : tensor<2048x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = math.fpowi %in, %c2_i64 : f32, i64
    linalg.yield %7 : f32
  } -> tensor<2048x1024xf32>
  %3 = tensor.empty() : tensor<f32>
  %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<f32>) -> tensor<f32>
  %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "reduction"]} ins(%2 : tensor<2048x1024xf32>) outs(%4 : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.addf %in, %out : f32
    linalg.yield %7 : f32
  } -> tensor<f32>
  %6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%5 : tensor<f32>) outs(%3 : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.divf %in, %cst_0 : f32
    linalg.yield %7 : f32
  } -> tensor<f32>
  return %6 : tensor<f32>
}

// -----

// Column sums (a bias gradient): rows reduced, columns kept. Blocks of 32
// column vectors x 8 rows; 65536 rows split over 66 blocks per column tile
// (528 blocks asked for, 8 tiles), whose partials the tile's last block
// combines in order.
// CHECK-LABEL: func.func @column_sums
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected kernel = #plan.reduce<{{[^>]*}}> launch = #plan.launch<entry = "hiera_reduce_reduce_0", grid = [8, 66, 1], block = [32, 8], inputs = [0]
// CHECK-SAME: __device__ unsigned hiera_tickets[8];
// CHECK-SAME: reinterpret_cast<const float4 *>(in0)[r * 256l + column];
// CHECK-SAME: last = atomicAdd(&hiera_tickets[blockIdx.x], 1u) == gridDim.y - 1;
func.func @column_sums(%x: tensor<65536x1024xf32>) -> tensor<1024xf32> {
  %zero = arith.constant 0.0 : f32
  %cols = tensor.empty() : tensor<1024xf32>
  %init = linalg.fill ins(%zero : f32) outs(%cols : tensor<1024xf32>) -> tensor<1024xf32>
  %sum = linalg.reduce ins(%x : tensor<65536x1024xf32>) outs(%init : tensor<1024xf32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %sum : tensor<1024xf32>
}

// -----

// Per-channel means of NHWC activations: N, H and W reduced, the mean's
// division (a product with 1 / 100352) fused into the store of each
// channel.
// CHECK-LABEL: func.func @channel_means
// 16 column vectors: blocks of 16 x 16 threads, none idle.
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected kernel = #plan.reduce<{{[^>]*}}> launch = #plan.launch<entry = "hiera_reduce_reduce_0", grid = [1, 528, 1], block = [16, 16]
// CHECK-SAME: (result0 * __int_as_float(0x37272f05))
#vector = affine_map<(d0) -> (d0)>
func.func @channel_means(%x: tensor<32x56x56x64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 100352.0 : f32
  %channels = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%channels : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.reduce ins(%x : tensor<32x56x56x64xf32>) outs(%init : tensor<64xf32>) dimensions = [0, 1, 2]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mean = linalg.generic {indexing_maps = [#vector, #vector], iterator_types = ["parallel"]}
      ins(%sum : tensor<64xf32>) outs(%channels : tensor<64xf32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %count : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %mean : tensor<64xf32>
}

// -----

// torch.mean(x, dim=1) as torch-mlir writes it: a batch of 8 column
// reductions, one per blockIdx.z, the division fused after.
// CHECK-LABEL: func.func @mean_middle_dim
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected
// CHECK-SAME: grid = [2, {{[0-9]+}}, 8], block = [32, 8]
// CHECK-SAME: reinterpret_cast<const float4 *>(in0)[(batch * 512l + r) * 64l + column];
// CHECK-SAME: out0[batch * 256l + column * 4 + l] = t0;
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @mean_middle_dim(%arg0: tensor<8x512x256xf32>) -> tensor<8x256xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 5.120000e+02 : f32
  %0 = tensor.empty() : tensor<8x256xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<8x512x256xf32>) outs(%1 : tensor<8x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.addf %in, %out : f32
    linalg.yield %4 : f32
  } -> tensor<8x256xf32>
  %3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<8x256xf32>) outs(%0 : tensor<8x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.divf %in, %cst_0 : f32
    linalg.yield %4 : f32
  } -> tensor<8x256xf32>
  return %3 : tensor<8x256xf32>
}

// -----

// torch.prod(x, dim=1) as torch-mlir writes it: products from a fill of 1
// combine as sums do, each thread's, then the block's rows in shared
// memory, in a fixed order.
// CHECK-LABEL: func.func @prod_middle_dim
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected
// CHECK-SAME: grid = [2, {{[0-9]+}}, 8], block = [32, 8]
// CHECK-SAME: hiera_combine0(float a, float b) { return (a * b); }
// CHECK-SAME: for (int l = 0; l < 4; ++l) acc0[l] = 1;
// CHECK-SAME: acc0[0] = (v0.x * acc0[0]);
// CHECK-SAME: acc0[l] = hiera_combine0(acc0[l], rowsOf0[y][tx * 4 + l]);
// CHECK: plan.variant "reduce_scalar" #plan.space<custom>
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @prod_middle_dim(%arg0: tensor<8x32x256xf32>) -> tensor<8x256xf32> {
  %cst = arith.constant 1.000000e+00 : f32
  %0 = tensor.empty() : tensor<8x256xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x256xf32>) -> tensor<8x256xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<8x32x256xf32>) outs(%1 : tensor<8x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.mulf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<8x256xf32>
  return %2 : tensor<8x256xf32>
}

// -----

// More reductions in a batch than a grid holds in z: no reduce kernel, so
// the catalogue's floor, a thread per point.
// CHECK-LABEL: func.func @many_middle
// CHECK-NOT: #plan.reduce<
// CHECK: plan.variant "generic_p256_l1" #plan.space<custom> selected
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @many_middle(%arg0: tensor<70000x8x4xf32>) -> tensor<70000x4xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<70000x4xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<70000x4xf32>) -> tensor<70000x4xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg0 : tensor<70000x8x4xf32>) outs(%1 : tensor<70000x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %4 = arith.addf %in, %out : f32
    linalg.yield %4 : f32
  } -> tensor<70000x4xf32>
  return %2 : tensor<70000x4xf32>
}

// -----

// F.cross_entropy as torch-mlir writes it: the mask of targets that are not
// ignore_index (-100) is computed again in each of its readers, so that
// the loss summed in f32 and the count summed in i64 are one task, one
// kernel reading the i64 targets and the gathered f32 log-probabilities.
// The gather of each row's log-probability at its target is a task of its
// own, an elementwise kernel that reads the logit at the computed index and
// the row's maximum and log-sum-exp: the log-softmax is never written.
// CHECK-LABEL: func.func @cross_entropy
// CHECK: plan.task "reduction_0"(%arg0) : (tensor<64x128xf32>) -> (tensor<64xf32>, tensor<64xf32>)
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK: plan.task "elementwise_1"(%arg1, %arg0, %{{.*}}#0, %{{.*}}#1) : (tensor<64xi64>, tensor<64x128xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK: plan.task "reduction_2"(%arg1, %{{.*}}) : (tensor<64xi64>, tensor<64xf32>) -> tensor<f32>
// CHECK: plan.variant "reduce_vec" #plan.space<custom> selected kernel = #plan.reduce<vector_width = 2, threads = 256, blocks = 528, unroll = 1>
// CHECK-SAME: __device__ long long hiera_partials0[1];
// CHECK-SAME: __device__ float hiera_partials1[1];
// CHECK-SAME: (const long long *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CHECK-SAME: const longlong2 v0 = reinterpret_cast<const longlong2 *>(in0)[g];
// CHECK-SAME: const bool [[MASK:t[0-9]+]] = (v0.x != ((long long)-100ll));
// CHECK-SAME: acc0 = hiera_block_reduce<8>(acc0, [](long long a, long long b)
// CHECK-SAME: const float [[COUNT:t[0-9]+]] = ((float)(result0));
// CHECK-SAME: (result1 / [[COUNT]])
// CHECK: plan.variant "reduce_scalar" #plan.space<custom> kernel
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0) -> ()>
#map5 = affine_map<() -> ()>
  func.func @cross_entropy(%arg0: tensor<64x128xf32>, %arg1: tensor<64xi64>) -> tensor<f32> {
    %c-100_i64 = arith.constant -100 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0xFF800000 : f32
    %c128 = arith.constant 128 : index
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0> : tensor<i64>
    %0 = tensor.empty() : tensor<64xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<64xi64>) -> tensor<64xi64>
    %2 = tensor.empty() : tensor<64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<64xf32>) -> tensor<64xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<64x128xf32>) outs(%3, %1 : tensor<64xf32>, tensor<64xi64>) {
    ^bb0(%in: f32, %out: f32, %out_4: i64):
      %27 = linalg.index 1 : index
      %28 = arith.index_cast %27 : index to i64
      %29 = arith.maximumf %in, %out : f32
      %30 = arith.cmpf ogt, %in, %out : f32
      %31 = arith.select %30, %28, %out_4 : i64
      linalg.yield %29, %31 : f32, i64
    } -> (tensor<64xf32>, tensor<64xi64>)
    %expanded = tensor.expand_shape %4#0 [[0, 1]] output_shape [64, 1] : tensor<64xf32> into tensor<64x1xf32>
    %5 = tensor.empty() : tensor<64x128xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %expanded : tensor<64x128xf32>, tensor<64x1xf32>) outs(%5 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<64x128xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<64x128xf32>) outs(%5 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.exp %in : f32
      linalg.yield %27 : f32
    } -> tensor<64x128xf32>
    %8 = tensor.empty() : tensor<64x1xf32>
    %9 = linalg.fill ins(%cst_0 : f32) outs(%8 : tensor<64x1xf32>) -> tensor<64x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%7 : tensor<64x128xf32>) outs(%9 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<64x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<64x1xf32>) outs(%8 : tensor<64x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = math.log %in : f32
      linalg.yield %27 : f32
    } -> tensor<64x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %11 : tensor<64x128xf32>, tensor<64x1xf32>) outs(%5 : tensor<64x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.subf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<64x128xf32>
    %13 = tensor.empty() : tensor<64xi1>
    %14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%arg1 : tensor<64xi64>) outs(%13 : tensor<64xi1>) {
    ^bb0(%in: i64, %out: i1):
      %27 = arith.cmpi ne, %in, %c-100_i64 : i64
      linalg.yield %27 : i1
    } -> tensor<64xi1>
    %15 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %arg1, %cst_2 : tensor<64xi1>, tensor<64xi64>, tensor<i64>) outs(%0 : tensor<64xi64>) {
    ^bb0(%in: i1, %in_4: i64, %in_5: i64, %out: i64):
      %27 = arith.select %in, %in_4, %in_5 : i64
      linalg.yield %27 : i64
    } -> tensor<64xi64>
    %expanded_3 = tensor.expand_shape %15 [[0, 1]] output_shape [64, 1] : tensor<64xi64> into tensor<64x1xi64>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_3 : tensor<64x1xi64>) outs(%9 : tensor<64x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = linalg.index 0 : index
      %28 = arith.index_cast %in : i64 to index
      %29 = arith.cmpi slt, %28, %c128 : index
      cf.assert %29, "index must be smaller than dim size"
      %30 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %30, "index must be larger or equal to 0"
      %extracted = tensor.extract %12[%27, %28] : tensor<64x128xf32>
      linalg.yield %extracted : f32
    } -> tensor<64x1xf32>
    %collapsed = tensor.collapse_shape %16 [[0, 1]] : tensor<64x1xf32> into tensor<64xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%collapsed : tensor<64xf32>) outs(%2 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.negf %in : f32
      linalg.yield %27 : f32
    } -> tensor<64xf32>
    %18 = linalg.generic {indexing_maps = [#map3, #map3, #map4, #map3], iterator_types = ["parallel"]} ins(%14, %17, %cst_1 : tensor<64xi1>, tensor<64xf32>, tensor<f32>) outs(%2 : tensor<64xf32>) {
    ^bb0(%in: i1, %in_4: f32, %in_5: f32, %out: f32):
      %27 = arith.select %in, %in_4, %in_5 : f32
      linalg.yield %27 : f32
    } -> tensor<64xf32>
    %19 = tensor.empty() : tensor<i64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<i64>) -> tensor<i64>
    %21 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%14 : tensor<64xi1>) outs(%20 : tensor<i64>) {
    ^bb0(%in: i1, %out: i64):
      %27 = arith.extui %in : i1 to i64
      %28 = arith.addi %27, %out : i64
      linalg.yield %28 : i64
    } -> tensor<i64>
    %22 = tensor.empty() : tensor<f32>
    %23 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = []} ins(%21 : tensor<i64>) outs(%22 : tensor<f32>) {
    ^bb0(%in: i64, %out: f32):
      %27 = arith.sitofp %in : i64 to f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%22 : tensor<f32>) -> tensor<f32>
    %25 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction"]} ins(%18 : tensor<64xf32>) outs(%24 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %27 = arith.addf %in, %out : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    %26 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = []} ins(%25, %23 : tensor<f32>, tensor<f32>) outs(%22 : tensor<f32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %27 = arith.divf %in, %in_4 : f32
      linalg.yield %27 : f32
    } -> tensor<f32>
    return %26 : tensor<f32>
  }

// -----

// The largest of an i32 tensor: the family reduces integers by sums only
// (their kernels are checked on nothing else), so the catalogue's floor
// computes it, 528 blocks sharing the one point's reduction.
// CHECK-LABEL: func.func @integer_max
// CHECK-NOT: #plan.reduce<
// CHECK: plan.variant "generic_p1_l256_s528" #plan.space<custom> selected
func.func @integer_max(%x: tensor<4096x4096xi32>) -> tensor<i32> {
  %lowest = arith.constant -2147483648 : i32
  %scalar = tensor.empty() : tensor<i32>
  %init = linalg.fill ins(%lowest : i32) outs(%scalar : tensor<i32>) -> tensor<i32>
  %max = linalg.reduce ins(%x : tensor<4096x4096xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%v: i32, %acc: i32) {
      %r = arith.maxsi %v, %acc : i32
      linalg.yield %r : i32
    }
  return %max : tensor<i32>
}

// -----

// A column sum of guarded reciprocals, the cf.assert in the reduction's own
// payload: the kernel traps where the assertion fails.
// CHECK-LABEL: func.func @guarded_column_sum
// CHECK: plan.variant "reduce_vec" #plan.space<custom>
// CHECK-SAME: sqrtf(
// CHECK-SAME: if (!(t{{[0-9]+}})) __trap();
func.func @guarded_column_sum(%x: tensor<4096x256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %cols = tensor.empty() : tensor<256xf32>
  %init = linalg.fill ins(%zero : f32) outs(%cols : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<4096x256xf32>) outs(%init : tensor<256xf32>) {
  ^bb0(%v: f32, %s: f32):
    %a = math.absf %v : f32
    %b = arith.addf %a, %one : f32
    %root = math.sqrt %b : f32
    %nonzero = arith.cmpf one, %root, %zero : f32
    cf.assert %nonzero, "unimplemented: tensor with zero element"
    %inv = arith.divf %one, %root : f32
    %r = arith.addf %inv, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  return %sum : tensor<256xf32>
}
