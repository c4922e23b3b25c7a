// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan | hiera-translate -split-input-file --plan-variant-to-cuda --variant=window_reuse_vec --variant=window_direct | FileCheck %s --check-prefix=CUDA
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s window_ | FileCheck %s --check-prefix=CPU
// RUN: rm -rf %t && mkdir -p %t && hiera-opt %s -split-input-file --hiera-plan > %t/planned.mlir
// RUN: for v in window_reuse_vec window_reuse_vec_b8 window_direct; do \
// RUN:   mkdir -p %t/$v; sed -e "s/ selected//" -e "s/\"$v\" #plan.space<custom>/\"$v\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/$v; done > %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=sm_90 -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARKS

// Elementwise ops on a window's input (the activation and bias of a
// convolution before a pooling) are its prologue: applied to each input
// point as it is loaded, in the window's one pass over memory. The padding
// is the pad value itself; the stencils' tiled kernel takes no prologue.
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// CPU: prologue then max pooling: window_reuse_vec: ok
// CPU: prologue then max pooling: window_reuse_vec_b8: ok
// CPU: prologue then max pooling: window_direct: ok
// CPU: prologue then padded average pooling: window_direct: ok
// CPU: prologue then padded max pooling: window_reuse_vec: ok
// CPU: prologue then padded max pooling: window_reuse_vec_b8: ok
// CPU: prologue then padded max pooling: window_direct: ok
// CPU: all agree
// REMARKS: remark: hiera-generate: window_tiled left out: a prologue is applied where points are loaded, which the tiled kernel stages in shared memory

// tanh(x + b) * 2, b per channel, then 2x2 max pooling: one task, the
// bias read at the thread's channel, each 16-byte vector through the
// prologue as it is loaded.
// CHECK-LABEL: func.func @prologue_max_pool
// CHECK: plan.task "pooling_nchw_max_{{[0-9]+}}"(%arg0, %arg1)
// CHECK: math.tanh
// CHECK: linalg.pooling_nchw_max
// CHECK: plan.variant "window_reuse_vec" #plan.space<custom> selected
// CHECK-NOT: plan.task
// CHECK: return
// CUDA-LABEL: variant "window_reuse_vec": hiera_window_pooling_nchw_max_{{[0-9]+}}
// CUDA: hiera_window_pooling_nchw_max_0(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0)
// CUDA: auto prologue = [&](float x) -> float {
// CUDA-NEXT: const float [[SUM:e[0-9]+]] = (x + __ldg(in1 + (c1) * 1l));
// CUDA-NEXT: const float [[TANH:e[0-9]+]] = tanhf([[SUM]]);
// CUDA: auto prologueV = [&](float4 x) -> float4 { x.x = prologue(x.x);
// CUDA: const float4 x0 = prologueV(__ldg(reinterpret_cast<const float4 *>(in0 + base + 0)));

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @prologue_max_pool(%x: tensor<2x3x8x16xf32>, %b: tensor<3xf32>) -> tensor<2x3x4x8xf32> {
  %two = arith.constant 2.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x3x8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x3x8x16xf32>, tensor<3xf32>) outs(%e : tensor<2x3x8x16xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %t = math.tanh %s : f32
    %m = arith.mulf %t, %two : f32
    linalg.yield %m : f32
  } -> tensor<2x3x8x16xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<2x3x4x8xf32>
  %fill = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%y, %window : tensor<2x3x8x16xf32>, tensor<2x2xf32>) outs(%fill : tensor<2x3x4x8xf32>) -> tensor<2x3x4x8xf32>
  return %p : tensor<2x3x4x8xf32>
}

// -----

// relu(x * s) padded by 1 with zeros, 3x3 sums, divided by 9: the guarded
// loads go through the prologue, the padding does not.
// CHECK-LABEL: func.func @prologue_padded_avg_pool
// CHECK: plan.task "pooling_nchw_sum_{{[0-9]+}}"(%arg0, %arg1)
// CHECK: tensor.pad
// CHECK: plan.variant "window_direct" #plan.space<custom> selected
// CHECK-NOT: plan.task
// CHECK: return
// CUDA-LABEL: variant "window_direct": hiera_window_pooling_nchw_sum_{{[0-9]+}}
// CUDA: const float v = ({{.*}}) ? prologue(__ldg(in0 + base + 0)) : __int_as_float(0x0); acc = (acc + v); }

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @prologue_padded_avg_pool(%x: tensor<2x4x7x9xf32>, %s: tensor<4xf32>) -> tensor<2x4x7x9xf32> {
  %zero = arith.constant 0.0 : f32
  %ninth = arith.constant 0.111111112 : f32
  %e = tensor.empty() : tensor<2x4x7x9xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %s : tensor<2x4x7x9xf32>, tensor<4xf32>) outs(%e : tensor<2x4x7x9xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %m = arith.mulf %v, %c : f32
    %r = arith.maximumf %m, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x4x7x9xf32>
  %padded = tensor.pad %y low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<2x4x7x9xf32> to tensor<2x4x9x11xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x4x7x9xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2x4x7x9xf32>) -> tensor<2x4x7x9xf32>
  %sum = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %window : tensor<2x4x9x11xf32>, tensor<3x3xf32>) outs(%fill : tensor<2x4x7x9xf32>) -> tensor<2x4x7x9xf32>
  %avg = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%sum : tensor<2x4x7x9xf32>) outs(%e : tensor<2x4x7x9xf32>) {
  ^bb0(%v: f32, %o: f32):
    %d = arith.mulf %v, %ninth : f32
    linalg.yield %d : f32
  } -> tensor<2x4x7x9xf32>
  return %avg : tensor<2x4x7x9xf32>
}

// -----

// (x + b)^2, padded by 1 with -inf, 3x3 maxima at stride 2 (a stem's
// shape; a ReLU would move past the maximum instead): spans of vectors,
// those inside the source through the prologue.
// CHECK-LABEL: func.func @prologue_padded_max_pool
// CHECK: plan.task "pooling_nchw_max_{{[0-9]+}}"(%arg0, %arg1)
// CHECK: plan.variant "window_reuse_vec" #plan.space<custom> selected
// CUDA-LABEL: variant "window_reuse_vec": hiera_window_pooling_nchw_max_{{[0-9]+}}
// CUDA: if ({{.*}}) x0 = prologueV(__ldg(reinterpret_cast<const float4 *>(in0 + base

#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @prologue_padded_max_pool(%x: tensor<2x3x16x32xf32>, %b: tensor<3xf32>) -> tensor<2x3x8x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x3x16x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x3x16x32xf32>, tensor<3xf32>) outs(%e : tensor<2x3x16x32xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %r = arith.mulf %s, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x16x32xf32>
  %padded = tensor.pad %y low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %ninf : f32
  } : tensor<2x3x16x32xf32> to tensor<2x3x18x34xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<2x3x8x16xf32>
  %fill = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x3x8x16xf32>) -> tensor<2x3x8x16xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<2x3x18x34xf32>, tensor<3x3xf32>) outs(%fill : tensor<2x3x8x16xf32>) -> tensor<2x3x8x16xf32>
  return %p : tensor<2x3x8x16xf32>
}
