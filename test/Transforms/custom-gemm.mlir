// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan="allow=tf32" | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan="allow=tf32" 2>&1 -o /dev/null | FileCheck %s --check-prefix=RANGE
// RUN: hiera-opt %s -split-input-file --hiera-plan 2>&1 -o /dev/null | FileCheck %s --check-prefix=STRICT
// RUN: rm -rf %t && mkdir -p %t/wgmma && hiera-opt %s -split-input-file --hiera-plan="allow=tf32" > %t/planned.mlir
// RUN: cat %t/planned.mlir \
// RUN:   | sed -e "s/ selected//" -e "s/\"gemm_tf32_mma\" #plan.space<custom>/\"gemm_tf32_mma\" #plan.space<custom> selected/" \
// RUN:   | hiera-opt -split-input-file --hiera-lower > %t/lowered.mlir
// RUN: FileCheck %s --check-prefix=LOWER < %t/lowered.mlir
// RUN: mkdir -p %t/ptx && python3 %S/Inputs/extract-ptx.py %t/ptx < %t/lowered.mlir > %t/list
// RUN: sed -e "s/ selected//" -e "s/\"gemm_tf32_wgmma\" #plan.space<custom>/\"gemm_tf32_wgmma\" #plan.space<custom> selected/" %t/planned.mlir \
// RUN:   | hiera-opt -split-input-file --hiera-lower | python3 %S/Inputs/extract-ptx.py %t/wgmma >> %t/list
// RUN: for f in $(cat %t/list); do ptxas -arch=$(grep -m1 -o 'sm_90a\?' $f) -v $f -o $f.cubin > $f.log 2>&1 || echo "REJECTED $f"; \
// RUN:   if grep -qE "[1-9][0-9]* bytes spill" $f.log; then echo "SPILLS $f"; fi; done | FileCheck %s --check-prefix=PTXAS --allow-empty
// The kernels are PTX ptxas takes (the wgmma one for sm_90a), their 64 or
// 128 accumulators a thread in registers.
// PTXAS-NOT: REJECTED
// PTXAS-NOT: SPILLS
// Strict f32 has no TF32 kernel; shapes outside whole tiles neither: the
// family supports neither task, and --hiera-select-space, which asks it,
// does not promise the custom space.
// STRICT: remark: hiera-generate: no gemm kernel: the contract does not allow TF32
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
// CHECK-SAME: cp.async.wait_group %0;
// CHECK-SAME: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// CHECK-SAME: hiera_gemm_mma<{{[0-9]+}}, {{[0-9]+}}, 3>(in0, in1, out0, [=](long r, long c, float product) {
// CHECK-SAME: const float e0 = (value + __ldg(in2 + c));
// CHECK-SAME: hiera_maximum(e0, __int_as_float(0x0))
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
