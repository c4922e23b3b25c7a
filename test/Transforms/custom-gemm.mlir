// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan="allow=tf32" | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan="allow=tf32" 2>&1 -o /dev/null | FileCheck %s --check-prefix=RANGE
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s --check-prefix=STRICT
// RUN: rm -rf %t && mkdir -p %t/wgmma %t/emulated %t/split && hiera-opt %s -split-input-file --hiera-plan="allow=tf32" > %t/planned.mlir
// RUN: cat %t/planned.mlir \
// RUN:   | sed -e "s/ selected//" -e "s/\"gemm_tf32_mma\" #plan.space<custom>/\"gemm_tf32_mma\" #plan.space<custom> selected/" \
// RUN:   | hiera-opt -split-input-file --hiera-lower > %t/lowered.mlir
// RUN: FileCheck %s --check-prefix=LOWER < %t/lowered.mlir
// RUN: mkdir -p %t/ptx && python3 %S/Inputs/extract-ptx.py %t/ptx < %t/lowered.mlir > %t/list
// RUN: sed -e "s/ selected//" -e "s/\"gemm_tf32_wgmma\" #plan.space<custom>/\"gemm_tf32_wgmma\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/wgmma >> %t/list
// RUN: sed -e "s/ selected//" -e "s/\"gemm_3xtf32_mma\" #plan.space<custom>/\"gemm_3xtf32_mma\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/emulated >> %t/list
// RUN: sed -e "s/ selected//" -e "s/\"gemm_3xtf32_mma_split16\" #plan.space<custom>/\"gemm_3xtf32_mma_split16\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/split >> %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=$(grep -m1 -o 'sm_90a\?' $f) -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// RUN: cat %t/split/*.ptx | FileCheck %s --check-prefix=SPLITPTX
// The kernels are PTX ptxas takes (the wgmma one for sm_90a), their
// accumulators (64, twice that emulated, 128 on wgmma) a thread in
// registers.
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// The split kernel's parts and counters are module globals, and each of
// its 16 products per K-step of 8 is three mma.sync (x 4 steps per slice).
// SPLITPTX: .global .align 4 .b8 hiera_partials[4194304];
// SPLITPTX: .global .align 4 .b8 hiera_arrivals[16];
// SPLITPTX-COUNT-192: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// SPLITPTX-NOT: mma.sync
// Shapes outside whole tiles have no kernel: the family supports no such
// task, and --hiera-select-space, which asks it, does not promise the
// custom space.
// RANGE: remark: hiera-generate: no gemm kernel: 1000x1024x1024 is not a whole number of 128x128x32 tiles

// A linear layer with TF32 allowed: cuBLASLt (compute-bound, the library is
// chosen) and the tensor-core kernels with the bias and ReLU fused into
// their stores: wgmma (256x128 tiles, 4 stages) before mma.sync (128x128,
// 3 stages).
// CHECK-LABEL: func.func @linear
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected
// CHECK: plan.variant "gemm_tf32_wgmma" #plan.space<custom> kernel = #plan.gemm<{{[^>]*}}> launch = #plan.launch<entry = "hiera_gemm_matmul_0", grid = [32, 16, 1], block = [256], inputs = [0, 1, 2]
// CHECK-SAME: smem = 201728, chip = "sm_90a">
// CHECK-SAME: C^T = B^T A^T
// CHECK-SAME: wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32
// CHECK: plan.variant "gemm_tf32_mma" #plan.space<custom> kernel = #plan.gemm<{{[^>]*}}> launch = #plan.launch<entry = "hiera_gemm_matmul_0", grid = [32, 32, 1], block = [256], inputs = [0, 1, 2]
// CHECK-SAME: smem = 107520
// CHECK-SAME: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK-SAME: cp.async.wait_group %0;
// CHECK-SAME: hiera_gemm_mma<4096, 4096, 4096, 0, 0, 3, false, 1>(in0, in1, out0, nullptr, nullptr, [=](long r, long c, float product) {
// CHECK-SAME: const float e0 = (value + __ldg(in2 + (c)));
// CHECK-SAME: hiera_maximum(e0, __int_as_float(0x0))
// Then f32 emulated on the same kernel (3xTF32), the epilogue fused as
// in TF32: nearer f32 where TF32 misses the contract's tolerance.
// CHECK: plan.variant "gemm_3xtf32_mma" #plan.space<custom> kernel = #plan.gemm<warpgroup = false, emulated = true, split_k = 1> launch = #plan.launch<entry = "hiera_gemm_matmul_0", grid = [32, 32, 1], block = [256], inputs = [0, 1, 2]
// CHECK-SAME: 4096x4096x4096 f32 (3xTF32: operands split in registers, three TF32 products)
// CHECK-SAME: hiera_gemm_mma<4096, 4096, 4096, 0, 0, 3, true, 1>
// CHECK-SAME: const float e0 = (value + __ldg(in2 + (c)));
// Strict f32 (PyTorch's "highest"): no tensor-core kernel, 3xTF32
// included, whose accumulation on the tensor cores lies further from f32
// than f32's own rounding; cuBLASLt in f32.
// STRICT-LABEL: func.func @linear
// STRICT-NOT: gemm_
// STRICT: plan.variant "cublaslt_matmul" #plan.space<library> selected
// STRICT-NOT: gemm_
// STRICT: return
// LOWER-LABEL: func.func @linear
// LOWER: gpu.launch_func async {{.*}} @hiera_gemm_matmul_0::@hiera_gemm_matmul_0 blocks in (%c32, %c32, %c1) threads in (%c256, %c1, %c1) dynamic_shared_memory_size %c107520_i32
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<4096x4096xf32>, %w: tensor<4096x4096xf32>, %b: tensor<4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                      outs(%acc : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<4096x4096xf32>, tensor<4096xf32>) outs(%init : tensor<4096x4096xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %r = arith.addf %v, %bias : f32
    linalg.yield %r : f32
  } -> tensor<4096x4096xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<4096x4096xf32>) outs(%init : tensor<4096x4096xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<4096x4096xf32>
  return %relu : tensor<4096x4096xf32>
}

// -----

// 1000 rows are not whole 128-row tiles: the kernel is left out (RANGE).
// CHECK-LABEL: func.func @uneven
// CHECK-NOT: gemm_tf32_mma
// CHECK: return
func.func @uneven(%a: tensor<1000x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1000x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1000x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1000x1024xf32>) -> tensor<1000x1024xf32>
  %c = linalg.matmul ins(%a, %b : tensor<1000x1024xf32>, tensor<1024x1024xf32>)
                     outs(%acc : tensor<1000x1024xf32>) -> tensor<1000x1024xf32>
  return %c : tensor<1000x1024xf32>
}

// -----

// 384 rows are whole 128-row tiles but not whole 256-row ones: mma.sync
// only (RANGE).
// RANGE: remark: hiera-generate: gemm_tf32_wgmma left out: 384x1024x1024 is not a whole number of 256x128x64 tiles
// CHECK-LABEL: func.func @narrow
// CHECK-NOT: gemm_tf32_wgmma
// CHECK: plan.variant "gemm_tf32_mma" #plan.space<custom>
// CHECK-NOT: gemm_tf32_wgmma
// CHECK: return
func.func @narrow(%a: tensor<384x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<384x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<384x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<384x1024xf32>) -> tensor<384x1024xf32>
  %c = linalg.matmul ins(%a, %b : tensor<384x1024xf32>, tensor<1024x1024xf32>)
                     outs(%acc : tensor<384x1024xf32>) -> tensor<384x1024xf32>
  return %c : tensor<384x1024xf32>
}

// -----

// Four 128x128 tiles over K = 8192 leave most multiprocessors idle: K
// splits in 16 parts of 512 (the most that keeps one wave and parts of
// 512 or more), the parts' sums in a module global, one counter per tile.
// CHECK-LABEL: func.func @long
// CHECK: plan.variant "gemm_3xtf32_mma" #plan.space<custom> kernel = #plan.gemm<warpgroup = false, emulated = true, split_k = 1> launch = #plan.launch<entry = "hiera_gemm_matmul_0", grid = [2, 2, 1]
// CHECK: plan.variant "gemm_3xtf32_mma_split16" #plan.space<custom> kernel = #plan.gemm<warpgroup = false, emulated = true, split_k = 16> launch = #plan.launch<entry = "hiera_gemm_matmul_0", grid = [2, 2, 16], block = [256], inputs = [0, 1], smem = 107520, traffic_bytes = 25427968>
// CHECK-SAME: K in 16 parts summed in order
// CHECK-SAME: __device__ float hiera_partials[1048576];
// CHECK-SAME: __device__ unsigned hiera_arrivals[4];
// CHECK-SAME: hiera_gemm_mma<256, 256, 8192, 0, 0, 3, true, 16>(in0, in1, out0, hiera_partials, hiera_arrivals,
// CHECK-NOT: split32
// CHECK: return
func.func @long(%a: tensor<256x8192xf32>, %b: tensor<8192x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<256x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x8192xf32>, tensor<8192x256xf32>)
                     outs(%acc : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}

// -----

// A batch_matmul as torch.bmm writes it, with a per-row scale: blockIdx.y
// over the rows of all batches, each batch's operands a matrix apart.
// CHECK-LABEL: func.func @batched
// CHECK: plan.variant "gemm_3xtf32_mma" #plan.space<custom> {{.*}}grid = [1, 4, 1]
// CHECK-SAME: 2 x 256x128x128 f32
// CHECK-SAME: hiera_gemm_mma<256, 128, 128, 32768, 16384, 3, true, 1>
// CHECK-SAME: const float e0 = (value * __ldg(in2 + (r)));
#point = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rows = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @batched(%a: tensor<2x256x128xf32>, %b: tensor<2x128x128xf32>, %scale: tensor<2x256xf32>) -> tensor<2x256x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x256x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<2x256x128xf32>, tensor<2x128x128xf32>)
                           outs(%acc : tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
  %d = linalg.generic {indexing_maps = [#point, #rows, #point], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %scale : tensor<2x256x128xf32>, tensor<2x256xf32>) outs(%init : tensor<2x256x128xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x256x128xf32>
  return %d : tensor<2x256x128xf32>
}

// -----

// A 1x1 NCHW convolution (convolutions allow TF32 by PyTorch's default):
// per image the filter (Co x Ci) times the image (Ci x HW), the filter
// shared (a batch stride of 0), the channel bias read at the row within
// the image.
// CHECK-LABEL: func.func @pointwise
// CHECK: plan.variant "gemm_tf32_wgmma" #plan.space<custom> {{.*}}grid = [2, 2, 1]
// CHECK-SAME: hiera_gemm_wgmma<256, 256, 64, 0, 16384>(in1, in0, out0,
// CHECK-SAME: __ldg(in2 + (r % 256))
// CHECK: plan.variant "gemm_tf32_mma" #plan.space<custom> {{.*}}grid = [2, 4, 1]
// CHECK-SAME: hiera_gemm_mma<256, 256, 64, 0, 16384, 3, false, 1>(in1, in0, out0, nullptr, nullptr,
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @pointwise(%x: tensor<2x64x16x16xf32>, %f: tensor<256x64x1x1xf32>, %b: tensor<256xf32>) -> tensor<2x256x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x256x16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %f : tensor<2x64x16x16xf32>, tensor<256x64x1x1xf32>)
      outs(%acc : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %z = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %b : tensor<2x256x16x16xf32>, tensor<256xf32>) outs(%init : tensor<2x256x16x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x256x16x16xf32>
  return %z : tensor<2x256x16x16xf32>
}

// -----

// A strided 1x1 convolution is no GEMM of the image: not of the family.
// CHECK-LABEL: func.func @strided
// CHECK-NOT: gemm_
// CHECK: return
func.func @strided(%x: tensor<2x64x32x32xf32>, %f: tensor<256x64x1x1xf32>) -> tensor<2x256x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x256x16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %f : tensor<2x64x32x32xf32>, tensor<256x64x1x1xf32>)
      outs(%acc : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  return %y : tensor<2x256x16x16xf32>
}
