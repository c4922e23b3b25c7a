// RUN: hiera-opt %s --hiera-plan=allow=tf32 | hiera-translate --plan-variant-to-cuda --variant=gemm_tf32_wgmma | FileCheck %s
// RUN: hiera-opt %s --hiera-plan=allow=tf32 | hiera-translate --plan-variant-to-cuda --variant=gemm_tf32_mma | FileCheck %s --check-prefix=MMA
// Where TF32 is allowed, the kernel also keeps f32 in three TF32 products.
// RUN: hiera-opt %s --hiera-plan=allow=tf32 | hiera-translate --plan-variant-to-cuda --variant=gemm_3xtf32_mma | FileCheck %s --check-prefix=STRICT

// CHECK: // task "matmul_0", variant "gemm_tf32_wgmma": hiera_gemm_matmul_0<<<[2], [256], 201728>>>
// CHECK: wgmma.m64n256k8 (sm_90a), computed as C^T = B^T A^T
// CHECK: cvt.rna.tf32.f32
// CHECK: __device__ __forceinline__ void hiera_gemm_wgmma(
// CHECK: cp.async.cg.shared.global
// The operands are rounded to TF32, A in shared memory, B in registers.
// CHECK: v.x = __uint_as_float(hiera_tf32(v.x));
// CHECK: fence.proxy.async.shared::cta
// CHECK: f[4 * j + 0] = hiera_tf32(b[
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32
// CHECK: extern "C" __global__ void __launch_bounds__(256, 1) hiera_gemm_matmul_0(const float *__restrict__ in0, const float *__restrict__ in1, float *__restrict__ out0) {
// CHECK-NEXT: hiera_gemm_wgmma<256, 256, 256, 0, 0>(in0, in1, out0, [=](long r, long c, float product) {
// CHECK-NEXT: const float value = product + __int_as_float(0x0);
// CHECK-NEXT: return value;
// CHECK-NEXT: });
// CHECK-NEXT: }

// MMA: // task "matmul_0", variant "gemm_tf32_mma": hiera_gemm_matmul_0<<<[2, 2, 1], [256], 107520>>>
// MMA: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
// MMA: hiera_gemm_mma<256, 256, 256, 0, 0, 3, false, 1>(in0, in1, out0, nullptr, nullptr, [=](long r, long c, float product) {
// STRICT: // task "matmul_0", variant "gemm_3xtf32_mma": hiera_gemm_matmul_0<<<[2, 2, 1], [256], 107520>>>
// STRICT: 256x256x256 f32 (3xTF32: operands split in registers, three TF32 products) GEMM on mma.sync.m16n8k8
// STRICT: la[mi][e] = hiera_tf32(va[mi][e] - __uint_as_float(ha[mi][e]));
// STRICT: hiera_gemm_mma<256, 256, 256, 0, 0, 3, true, 1>(in0, in1, out0, nullptr, nullptr,
func.func @matmul(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<256x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>) outs(%acc : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
