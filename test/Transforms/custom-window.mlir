// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-lower | FileCheck %s --check-prefix=LOWER
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in window_tiled window_direct_vec window_reuse_vec window_reuse_vec_b8 window_direct; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=RANGE
// Every parameter set compiles, without spills.
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// RANGE: remark: hiera-generate: window_direct_vec left out: the innermost dimension is windowed or strided: no vectors along it
// RANGE: remark: hiera-generate: window_tiled left out: the two innermost output dimensions are not both windowed at unit stride and dilation
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: 8 points' windows hold 236 registers of inputs and sums, more than 160
// RANGE: remark: hiera-generate: window_tiled left out: a window weighted by a filter does not combine along rows then columns
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: 8 points' windows hold 272 registers of inputs and sums, more than 160
// RANGE: remark: hiera-generate: window_tiled left out: a 40x40 window on a 32x32 tile needs 58504 bytes of shared memory, more than 48 KiB
// RANGE: remark: hiera-generate: window_direct_vec left out: the innermost dimension is windowed or strided: no vectors along it
// RANGE: remark: hiera-generate: window_reuse_vec left out: the input's innermost extent is not a multiple of the vector
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the input's innermost extent is not a multiple of the vector
// RANGE: remark: hiera-generate: window_tiled left out: the two innermost output dimensions are not both windowed at unit stride and dilation
// RANGE: remark: hiera-generate: window_direct_vec left out: the innermost dimension is not a multiple of the vector
// RANGE: remark: hiera-generate: window_reuse_vec left out: the innermost dimension is not a multiple of the vector
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the innermost dimension is not a multiple of the vector
// RANGE: remark: hiera-generate: window_tiled left out: the two innermost output dimensions are not both windowed at unit stride and dilation
// RANGE: remark: hiera-generate: window_reuse_vec left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_tiled left out: a window weighted by a filter does not combine along rows then columns
// RANGE: remark: hiera-generate: window_reuse_vec left out: 4 points' windows hold 492 registers of inputs and sums, more than 160
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: 8 points' windows hold 620 registers of inputs and sums, more than 160
// RANGE: remark: hiera-generate: window_tiled left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_direct_vec left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_reuse_vec left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_tiled left out: a window weighted by a filter does not combine along rows then columns
// RANGE: remark: hiera-generate: window_direct_vec left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_reuse_vec left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the windowed dimension is not a multiple of the points per thread
// RANGE: remark: hiera-generate: window_tiled left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_direct_vec left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_tiled left out: a window weighted by a filter does not combine along rows then columns
// RANGE: remark: hiera-generate: window_direct_vec left out: a padded input is read point by point, each load guarded
// RANGE: remark: hiera-generate: window_direct_vec left out: the innermost dimension is windowed or strided: no vectors along it
// RANGE: remark: hiera-generate: window_reuse_vec left out: the input's innermost extent is not a multiple of the vector
// RANGE: remark: hiera-generate: window_reuse_vec_b8 left out: the input's innermost extent is not a multiple of the vector
// RANGE: remark: hiera-generate: window_tiled left out: the two innermost output dimensions are not both windowed at unit stride and dilation

// Window kernels: each output point combines a window of input points.

// A 7x7 box stencil in f64 with its mean's scale: memory-bound, so a custom
// kernel; 32x32 output tiles with their halo in shared memory, combined
// along rows then columns (14 reads per point, not 49), the scale fused.
// CHECK-LABEL: func.func @box
// CHECK: plan.task
// CHECK-SAME: space = #plan.space<custom>
// CHECK: plan.variant "window_tiled" #plan.space<custom> selected kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_reduction_0", grid = [128, 128, 1], block = [32, 8], inputs = [0]
// CHECK-SAME: __shared__ double tile[38][38];
// CHECK-SAME: for (int k = 1; k < 7; ++k) h = (h + tile[r][c + k]);
// CHECK-SAME: for (int k = 1; k < 7; ++k) acc = (acc + across[y + k][tx]);
// CHECK-SAME: acc * __longlong_as_double(0x3f94e5e0a72f0539ll)
// CHECK: plan.variant "window_direct" #plan.space<custom> kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_reduction_0", grid = [65536], block = [256]
// LOWER-LABEL: func.func @box
// LOWER: gpu.launch_func async {{.*}} @hiera_window_reduction_0::@hiera_window_reduction_0 blocks in (%c128, %c128, %c1) threads in (%c32, %c8, %c1)
#input = affine_map<(i, j, di, dj) -> (i + di, j + dj)>
#window = affine_map<(i, j, di, dj) -> (di, dj)>
#output = affine_map<(i, j, di, dj) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @box(%x: tensor<4102x4102xf64>) -> tensor<4096x4096xf64> {
  %zero = arith.constant 0.0 : f64
  %inv_area = arith.constant 0.02040816326530612 : f64
  %window = tensor.empty() : tensor<7x7xf64>
  %init = tensor.empty() : tensor<4096x4096xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<4096x4096xf64>) -> tensor<4096x4096xf64>
  %sum = linalg.generic {indexing_maps = [#input, #window, #output],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %window : tensor<4102x4102xf64>, tensor<7x7xf64>) outs(%acc : tensor<4096x4096xf64>) {
  ^bb0(%v: f64, %w: f64, %s: f64):
    %r = arith.addf %v, %s : f64
    linalg.yield %r : f64
  } -> tensor<4096x4096xf64>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<4096x4096xf64>) outs(%init : tensor<4096x4096xf64>) {
  ^bb0(%s: f64, %out: f64):
    %r = arith.mulf %s, %inv_area : f64
    linalg.yield %r : f64
  } -> tensor<4096x4096xf64>
  return %mean : tensor<4096x4096xf64>
}

// -----

// 3x3 max pooling, stride 2, NHWC: the window is over H and W, channels are
// innermost; a thread per four neighbouring channels, read and written as
// float4 (each lane its own accumulator), or a thread per output point;
// neighbouring threads on neighbouring channels, the window unrolled at
// compile-time offsets.
// CHECK-LABEL: func.func @pool
// CHECK: plan.variant "cudnn_max_pool" #plan.space<library>
// CHECK: plan.variant "window_direct_vec" #plan.space<custom> selected kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_pooling_nhwc_max_0", grid = [392], block = [256]
// CHECK-SAME: const int c3 = rest % 8 * 4; rest /= 8;
// CHECK-SAME: const float *origin = in0 + (c3 * 1 + c2 * 64 + c1 * 7232 + c0 * 408608);
// CHECK-SAME: const float4 vs = __ldg(reinterpret_cast<const float4 *>(origin + 7296));
// CHECK-SAME: { float &acc = acc3; const float v = vs.w; acc = hiera_maximum(acc, v); }
// CHECK-SAME: *reinterpret_cast<float4 *>(out0 + point * 4) = results;
// Four outputs along W per thread, each input of their overlapping windows
// loaded once (stride 2: 3 rows of 9 columns, not 36 loads).
// CHECK: plan.variant "window_reuse_vec" #plan.space<custom> kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_pooling_nhwc_max_0", grid = [98], block = [256]
// CHECK-SAME: const int c2 = rest % 14 * 4; rest /= 14;
// CHECK-SAME: const float4 x26 = __ldg(reinterpret_cast<const float4 *>(origin + 7488));
// CHECK-NOT: x27 =
// CHECK-SAME: { float &acc = acc3_3; const float v = x26.w; acc = hiera_maximum(acc, v); }
// CHECK-SAME: *reinterpret_cast<float4 *>(out0 + at + 96) = results;\0A  }
// CHECK: plan.variant "window_direct" #plan.space<custom> kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_pooling_nhwc_max_0", grid = [1568], block = [256]
// CHECK-SAME: const float *origin = in0 + (c3 * 1 + c2 * 64 + c1 * 7232 + c0 * 408608);
// CHECK-SAME: __ldg(origin + 7296); acc = hiera_maximum(acc, v);
func.func @pool(%x: tensor<4x113x113x32xf32>) -> tensor<4x56x56x32xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<4x56x56x32xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<4x56x56x32xf32>) -> tensor<4x56x56x32xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<4x113x113x32xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<4x56x56x32xf32>) -> tensor<4x56x56x32xf32>
  return %y : tensor<4x56x56x32xf32>
}

// -----

// A 3x3 depthwise convolution, stride 2: the window weighted by a filter per
// channel (its output-dimension part per thread, its window part a
// compile-time offset); no shared-memory tile for a weighted window.
// CHECK-LABEL: func.func @depthwise
// CHECK: plan.variant "window_direct_vec" #plan.space<custom> selected kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_depthwise_conv_2d_nhwc_hwc_0", grid = [32], block = [256], inputs = [0, 1]
// CHECK-SAME: const float4 ws = __ldg(reinterpret_cast<const float4 *>(filter + 512));
// CHECK-SAME: { float &acc = acc0; const float v = vs.x; const float w = ws.x; acc = (acc + (v * w)); }
// CHECK: plan.variant "window_direct" #plan.space<custom> kernel = #plan.window<{{[^>]*}}> launch = #plan.launch<entry = "hiera_window_depthwise_conv_2d_nhwc_hwc_0", grid = [128], block = [256], inputs = [0, 1]
// CHECK-SAME: const float *filter = in1 + (c3 * 1);
// CHECK-SAME: const float v = __ldg(origin + 4352); const float w = __ldg(filter + 512); acc = (acc + (v * w));
func.func @depthwise(%x: tensor<2x33x33x64xf32>, %f: tensor<3x3x64xf32>) -> tensor<2x16x16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x16x16x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %f : tensor<2x33x33x64xf32>, tensor<3x3x64xf32>)
      outs(%acc : tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
  return %y : tensor<2x16x16x64xf32>
}

// -----

// A 40x40 window in f64: its tile and halo do not fit 48 KiB of shared
// memory (the remark says so); the direct kernel serves. At 1600 additions
// per point it is compute-bound, and no library computes it: the
// catalogue's kernel all the same.
// CHECK-LABEL: func.func @wide
// CHECK-NOT: window_tiled
// CHECK: plan.variant "window_direct" #plan.space<custom> selected
#input = affine_map<(i, j, di, dj) -> (i + di, j + dj)>
#window = affine_map<(i, j, di, dj) -> (di, dj)>
#output = affine_map<(i, j, di, dj) -> (i, j)>
func.func @wide(%x: tensor<551x551xf64>) -> tensor<512x512xf64> {
  %zero = arith.constant 0.0 : f64
  %window = tensor.empty() : tensor<40x40xf64>
  %init = tensor.empty() : tensor<512x512xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<512x512xf64>) -> tensor<512x512xf64>
  %sum = linalg.generic {indexing_maps = [#input, #window, #output],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %window : tensor<551x551xf64>, tensor<40x40xf64>) outs(%acc : tensor<512x512xf64>) {
  ^bb0(%v: f64, %w: f64, %s: f64):
    %r = arith.addf %v, %s : f64
    linalg.yield %r : f64
  } -> tensor<512x512xf64>
  return %sum : tensor<512x512xf64>
}

// -----

// 30 channels: no whole float4 per thread, so one thread per output point.
// CHECK-LABEL: func.func @ragged_channels
// CHECK-NOT: window_direct_vec
// CHECK: plan.variant "window_direct" #plan.space<custom> selected
func.func @ragged_channels(%x: tensor<2x33x33x30xf32>) -> tensor<2x16x16x30xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x16x16x30xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<2x16x16x30xf32>) -> tensor<2x16x16x30xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<2x33x33x30xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x16x16x30xf32>) -> tensor<2x16x16x30xf32>
  return %y : tensor<2x16x16x30xf32>
}

// -----

// Average pooling in f64: double2 lanes, the scale fused after each.
// CHECK-LABEL: func.func @avg_pool
// CHECK: plan.variant "window_direct_vec" #plan.space<custom> selected
// CHECK-SAME: const double2 vs = __ldg(reinterpret_cast<const double2 *>(origin + 1024));
// CHECK-SAME: { double &acc = acc1;\0A      const double e0 = (acc * __longlong_as_double(0x3fbc71c71c71c71cll));\0A      results.y = e0;\0A    }
func.func @avg_pool(%x: tensor<2x31x31x16xf64>) -> tensor<2x15x15x16xf64> {
  %zero = arith.constant 0.0 : f64
  %ninth = arith.constant 0.1111111111111111 : f64
  %window = tensor.empty() : tensor<3x3xf64>
  %init = tensor.empty() : tensor<2x15x15x16xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<2x15x15x16xf64>) -> tensor<2x15x15x16xf64>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %window : tensor<2x31x31x16xf64>, tensor<3x3xf64>)
      outs(%acc : tensor<2x15x15x16xf64>) -> tensor<2x15x15x16xf64>
  %mean = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x15x15x16xf64>) outs(%init : tensor<2x15x15x16xf64>) {
  ^bb0(%s: f64, %out: f64):
    %r = arith.mulf %s, %ninth : f64
    linalg.yield %r : f64
  } -> tensor<2x15x15x16xf64>
  return %mean : tensor<2x15x15x16xf64>
}

// -----

// A 7x7 depthwise filter: four points' windows would hold 70 input and 49
// filter vectors, too many registers, so no reuse variant.
// CHECK-LABEL: func.func @depthwise_7x7
// CHECK-NOT: window_reuse_vec
// CHECK: plan.variant "window_direct_vec" #plan.space<custom> selected
func.func @depthwise_7x7(%x: tensor<2x22x22x64xf32>, %f: tensor<7x7x64xf32>) -> tensor<2x16x16x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x16x16x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
  %y = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<2x22x22x64xf32>, tensor<7x7x64xf32>)
      outs(%acc : tensor<2x16x16x64xf32>) -> tensor<2x16x16x64xf32>
  return %y : tensor<2x16x16x64xf32>
}

// -----

// Max pooling in NCHW as torch-mlir writes it, the input padded by -inf:
// the padding is part of the task (its input is the unpadded tensor, and no
// padded copy is written), and the direct kernel guards each load by the
// source's bounds, reading -inf outside. Tiles would read the border
// unguarded, and no vector divides these widths: only the direct kernel.
// CHECK-LABEL: func.func @pool_padded_nchw
// CHECK: plan.task "pooling_nchw_max_0"(%{{.*}}) : (tensor<2x3x33x35xf32>) -> tensor<2x3x17x18xf32>
// CHECK: plan.variant "window_direct" #plan.space<custom> selected
// CHECK-SAME: const int o2 = c2 * 2 - 1;
// CHECK-SAME: const int o3 = c3 * 2 - 1;
// CHECK-SAME: const int base = o0 * 3465 + o1 * 1155 + o2 * 35 + o3 * 1;
// CHECK-SAME: const float v = ((unsigned int)(o2 + 0) < 33u && (unsigned int)(o3 + 0) < 35u) ? __ldg(in0 + base + 0) : __int_as_float(0xff800000); acc = hiera_maximum(acc, v);
// CHECK-SAME: const float v = ((unsigned int)(o2 + 2) < 33u && (unsigned int)(o3 + 2) < 35u) ? __ldg(in0 + base + 72) : __int_as_float(0xff800000); acc = hiera_maximum(acc, v);
// LOWER-LABEL: func.func @pool_padded_nchw
// LOWER-NOT: gpu.alloc
// LOWER: call @launch_hiera_window_pooling_nchw_max_0
func.func @pool_padded_nchw(%x: tensor<2x3x33x35xf32>) -> tensor<2x3x17x18xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x33x35xf32> to tensor<2x3x35x37xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x3x17x18xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x17x18xf32>) -> tensor<2x3x17x18xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x3x35x37xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x3x17x18xf32>) -> tensor<2x3x17x18xf32>
  return %y : tensor<2x3x17x18xf32>
}

// -----

// Upstream's NCHW depthwise convolution iterates n, oh, ow, c: its output
// permutes its parallel loops, and the kernel reads it in the output's
// order (the filter per channel c1). Zero padding, as above.
// CHECK-LABEL: func.func @depthwise_padded_nchw
// CHECK: plan.variant "window_direct" #plan.space<custom> selected
// CHECK-SAME: const int o2 = c2 * 1 - 2;
// CHECK-SAME: const float *filter = in1 + (c1 * 25);
// CHECK-SAME: const float v = ((unsigned int)(o2 + 4) < 31u && (unsigned int)(o3 + 4) < 29u) ? __ldg(in0 + base + 120) : __int_as_float(0x0); const float w = __ldg(filter + 24); acc = (acc + (v * w));
// CHECK-SAME: hiera_maximum(acc, __int_as_float(0x0))
func.func @depthwise_padded_nchw(%x: tensor<2x8x31x29xf32>, %f: tensor<8x5x5xf32>) -> tensor<2x8x31x29xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 2, 2] high[0, 0, 2, 2] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x8x31x29xf32> to tensor<2x8x35x33xf32>
  %init = tensor.empty() : tensor<2x8x31x29xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x31x29xf32>) -> tensor<2x8x31x29xf32>
  %conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x8x35x33xf32>, tensor<8x5x5xf32>)
      outs(%acc : tensor<2x8x31x29xf32>) -> tensor<2x8x31x29xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<2x8x31x29xf32>) outs(%init : tensor<2x8x31x29xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8x31x29xf32>
  return %y : tensor<2x8x31x29xf32>
}

// -----

// The same pool over widths that vectors divide, the bench's form: with
// spans a thread takes 4 (or 8) neighbouring outputs along W and reads each
// window row's input columns 8j-1 .. 8j+7 as three aligned float4, the one
// left of 8j guarded by the source's bounds (-inf outside, as the padding
// says), the rows guarded by theirs; the four maxima are stored as one
// float4. Each sum sees its window in the direct kernel's order.
// CHECK-LABEL: func.func @pool_spans_nchw
// CHECK: plan.variant "window_reuse_vec" #plan.space<custom>
// CHECK-SAME: grid = [3], block = [256]
// CHECK-SAME: each window row's input span read as float4
// CHECK-SAME: const int c3 = rest % 8 * 4; rest /= 8;
// CHECK-SAME: const int o2 = c2 * 2 - 1;
// CHECK-SAME: const int o3 = c3 * 2;
// CHECK-SAME: float4 x0; x0.x = x0.y = __int_as_float(0xff800000); x0.z = x0.w = __int_as_float(0xff800000);
// CHECK-SAME: if ((unsigned int)(o2 + 0) < 32u && (unsigned int)(o3 - 4) < 64u) x0 = __ldg(reinterpret_cast<const float4 *>(in0 + base - 4));
// CHECK-SAME: if ((unsigned int)(o2 + 0) < 32u) x1 = __ldg(reinterpret_cast<const float4 *>(in0 + base + 0));
// CHECK-SAME: { float &acc = acc0; const float v = x0.w; acc = hiera_maximum(acc, v); }
// CHECK-SAME: { float &acc = acc3; const float v = x2.y; acc = hiera_maximum(acc, v); }
// CHECK-SAME: if ((unsigned int)(o2 + 2) < 32u) x2 = __ldg(reinterpret_cast<const float4 *>(in0 + base + 132));
// CHECK-SAME: { float &acc = acc3; const float v = x2.w; acc = hiera_maximum(acc, v); }
// CHECK-SAME: *reinterpret_cast<float4 *>(out0 + at + 0) = results;
// CHECK: plan.variant "window_reuse_vec_b8" #plan.space<custom>
// CHECK-SAME: grid = [2], block = [256]
// CHECK-SAME: (unsigned int)(o3 - 4) < 64u
// CHECK-SAME: *reinterpret_cast<float4 *>(out0 + at + 4) = results;
func.func @pool_spans_nchw(%x: tensor<2x3x32x64xf32>) -> tensor<2x3x16x32xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x32x64xf32> to tensor<2x3x34x66xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x3x16x32xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x16x32xf32>) -> tensor<2x3x16x32xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x3x34x66xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x3x16x32xf32>) -> tensor<2x3x16x32xf32>
  return %y : tensor<2x3x16x32xf32>
}

// -----

// A padded depthwise convolution with spans: the nine filter values are
// loaded once per thread (the filter does not vary along W); the span of
// eight outputs at unit stride is columns 8j-1 .. 8j+8, four float4 of
// which the first and the last may lie outside the source.
// CHECK-LABEL: func.func @depthwise_spans_nchw
// CHECK: plan.variant "window_reuse_vec_b8" #plan.space<custom>
// CHECK-SAME: const float *filter = in1 + (c1 * 9);
// CHECK-SAME: const float f8 = __ldg(filter + 8);
// CHECK-SAME: if ((unsigned int)(o2 + 0) < 16u && (unsigned int)(o3 - 4) < 32u) x0 =
// CHECK-SAME: if ((unsigned int)(o2 + 0) < 16u && (unsigned int)(o3 + 8) < 32u) x3 =
// CHECK-SAME: { float &acc = acc7; const float v = x3.x; const float w = f2; acc = (acc + (v * w)); }
// CHECK-SAME: hiera_maximum(acc, __int_as_float(0x0))
func.func @depthwise_spans_nchw(%x: tensor<2x8x16x32xf32>, %f: tensor<8x3x3xf32>) -> tensor<2x8x16x32xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x8x16x32xf32> to tensor<2x8x18x34xf32>
  %init = tensor.empty() : tensor<2x8x16x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %conv = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %f : tensor<2x8x18x34xf32>, tensor<8x3x3xf32>)
      outs(%acc : tensor<2x8x16x32xf32>) -> tensor<2x8x16x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<2x8x16x32xf32>) outs(%init : tensor<2x8x16x32xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x8x16x32xf32>
  return %y : tensor<2x8x16x32xf32>
}

// -----

// A pool followed by a per-channel bias (what hiera-normalize leaves of a
// convolution's bias moved past its pool): the epilogue reads the bias at
// the output point, c1 in NCHW; the tiled kernel splits its plane index
// into the outer dimensions for it.
// CHECK-LABEL: func.func @pool_bias_nchw
// CHECK: plan.task "pooling_nchw_sum_0"(%{{.*}}, %{{.*}}) : (tensor<2x4x34x66xf32>, tensor<4xf32>) -> tensor<2x4x32x64xf32>
// CHECK: plan.variant "window_tiled" #plan.space<custom> selected
// CHECK-SAME: (const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CHECK-SAME: const float e0 = (acc + __ldg(in1 + (plane / 1 % 4) * 1l));
// CHECK: plan.variant "window_direct" #plan.space<custom>
// CHECK-SAME: const float e0 = (acc + __ldg(in1 + (c1) * 1l));
func.func @pool_bias_nchw(%x: tensor<2x4x34x66xf32>, %b: tensor<4xf32>) -> tensor<2x4x32x64xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x4x32x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %window : tensor<2x4x34x66xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (c)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %b : tensor<2x4x32x64xf32>, tensor<4xf32>) outs(%init : tensor<2x4x32x64xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %r = arith.addf %v, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x4x32x64xf32>
  return %y : tensor<2x4x32x64xf32>
}

// -----

// NHWC: the bias varies along the channels a thread holds as one vector;
// each lane reads its own.
// CHECK-LABEL: func.func @pool_bias_nhwc
// CHECK: plan.variant "window_direct_vec" #plan.space<custom> selected
// CHECK-SAME: const int lane = 3;
// CHECK-SAME: const float e0 = (acc + __ldg(in1 + (c3 + lane) * 1l));
// CHECK-SAME: results.w = e0;
// CHECK: plan.variant "window_reuse_vec" #plan.space<custom>
// CHECK-SAME: const float e0 = (acc + __ldg(in1 + (c3 + lane) * 1l));
func.func @pool_bias_nhwc(%x: tensor<2x34x34x16xf32>, %b: tensor<16xf32>) -> tensor<2x32x32x16xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x32x32x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32>
  %p = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %window : tensor<2x34x34x16xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<2x32x32x16xf32>) -> tensor<2x32x32x16xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p, %b : tensor<2x32x32x16xf32>, tensor<16xf32>) outs(%init : tensor<2x32x32x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %r = arith.addf %v, %bias : f32
    linalg.yield %r : f32
  } -> tensor<2x32x32x16xf32>
  return %y : tensor<2x32x32x16xf32>
}
