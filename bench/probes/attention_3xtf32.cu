// A fused attention kernel in f32 emulated on the TF32 tensor cores
// (3xTF32): whether it beats eager's memory-efficient kernel on the suite's
// level1/35 shape. It does not (README.md: 0.88x on the H100, and eager's
// kernel turned out to compute in f32, eight times closer to f64). Head size 128; a block of 4 warps computes 64
// query rows of one head (16 a warp) over key tiles of 64 with an online
// softmax (FlashAttention-2's order). mma.sync.m16n8k8: each operand x is
// split in registers as hi = tf32(x), lo = tf32(x - hi) and a b becomes
// al bh + ah bl + ah bh. The scores' accumulator fragment is the
// probabilities' operand fragment once the keys of each 8 are taken in the
// order 0 2 4 6 1 3 5 7 (V's rows read in the same order), so P never
// leaves registers. Timed by attention_f32.py (same entry point):
//   nvcc -O3 -arch=sm_90 -shared -Xcompiler -fPIC -o attention_3xtf32.so bench/probes/attention_3xtf32.cu
//   python3 bench/probes/attention_f32.py ./attention_3xtf32.so
#include <cuda_runtime.h>
#include <math.h>

#define BR 64
#define BC 64
#define DH 128
#define STRIDE 132 // fragment loads of Q, K and V hit 32 distinct banks
#define NT 128

__device__ __forceinline__ unsigned tf32(float x) {
  unsigned bits;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(bits) : "f"(x));
  return bits;
}
__device__ __forceinline__ void split(float x, unsigned &hi, unsigned &lo) {
  hi = tf32(x);
  lo = tf32(x - __uint_as_float(hi));
}
__device__ __forceinline__ void mma(float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2]) {
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
               "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}
__device__ __forceinline__ void mma3(float (&d)[4], const float (&a)[4], const float (&b)[2]) {
  unsigned ah[4], al[4], bh[2], bl[2];
#pragma unroll
  for (int e = 0; e < 4; ++e) split(a[e], ah[e], al[e]);
#pragma unroll
  for (int e = 0; e < 2; ++e) split(b[e], bh[e], bl[e]);
  mma(d, al, bh);
  mma(d, ah, bl);
  mma(d, ah, bh);
}
__device__ __forceinline__ void cp_async16(float *shared, const float *global) {
  unsigned address = (unsigned)__cvta_generic_to_shared(shared);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(address), "l"(global));
}
__device__ __forceinline__ void load_tile(float *dst, const float *src, int tid) {
#pragma unroll
  for (int i = tid; i < 64 * DH / 4; i += NT) {
    int r = i / (DH / 4), c = (i % (DH / 4)) * 4;
    cp_async16(dst + r * STRIDE + c, src + (long)r * DH + c);
  }
  asm volatile("cp.async.commit_group;\n" ::);
}

// Q, K, V, O: [heads, L, DH] row-major; L a multiple of 64.
__global__ void __launch_bounds__(NT, 2)
attn_3xtf32(const float *__restrict__ q, const float *__restrict__ k, const float *__restrict__ v,
            float *__restrict__ o, int lq, int lk, float scale_log2) {
  extern __shared__ __align__(16) float smem[];
  float *qs = smem, *ks = qs + BR * STRIDE, *vs = ks + BC * STRIDE;
  const int tid = threadIdx.x, warp = tid / 32, lane = tid % 32, g = lane / 4, t = lane % 4;
  const long head = blockIdx.y;
  const int row0 = blockIdx.x * BR;
  const float *kh = k + head * lk * DH, *vh = v + head * lk * DH;
  load_tile(qs, q + (head * lq + row0) * DH, tid);
  load_tile(ks, kh, tid);
  float acc[DH / 8][4];
#pragma unroll
  for (int n = 0; n < DH / 8; ++n)
#pragma unroll
    for (int e = 0; e < 4; ++e) acc[n][e] = 0.f;
  float m[2] = {-INFINITY, -INFINITY}, l[2] = {0.f, 0.f};
  const int tiles = lk / BC;
  for (int j = 0; j < tiles; ++j) {
    // K_j (and Q) are here; every warp is past the previous tile's P V.
    asm volatile("cp.async.wait_group 0;\n" ::);
    __syncthreads();
    load_tile(vs, vh + (long)j * BC * DH, tid);
    float s[BC / 8][4];
#pragma unroll
    for (int n = 0; n < BC / 8; ++n)
#pragma unroll
      for (int e = 0; e < 4; ++e) s[n][e] = 0.f;
#pragma unroll
    for (int kk = 0; kk < DH; kk += 8) {
      const float *qp = qs + (warp * 16 + g) * STRIDE + kk + t;
      const float a[4] = {qp[0], qp[8 * STRIDE], qp[4], qp[8 * STRIDE + 4]};
#pragma unroll
      for (int n = 0; n < BC / 8; ++n) {
        const float *kp = ks + (n * 8 + g) * STRIDE + kk + t;
        const float b[2] = {kp[0], kp[4]};
        mma3(s[n], a, b);
      }
    }
    __syncthreads(); // every warp is done with K_j
    if (j + 1 < tiles) load_tile(ks, kh + (long)(j + 1) * BC * DH, tid);
    else asm volatile("cp.async.commit_group;\n" ::);
    // Online softmax over the rows g (s[n][0..1]) and g + 8 (s[n][2..3]).
    float mx[2] = {-INFINITY, -INFINITY};
#pragma unroll
    for (int n = 0; n < BC / 8; ++n) {
      mx[0] = fmaxf(mx[0], fmaxf(s[n][0], s[n][1]));
      mx[1] = fmaxf(mx[1], fmaxf(s[n][2], s[n][3]));
    }
    float alpha[2], sum[2] = {0.f, 0.f};
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      mx[r] = fmaxf(mx[r], __shfl_xor_sync(0xffffffff, mx[r], 1));
      mx[r] = fmaxf(mx[r], __shfl_xor_sync(0xffffffff, mx[r], 2));
      const float mnew = fmaxf(m[r], mx[r] * scale_log2);
      alpha[r] = exp2f(m[r] - mnew);
      m[r] = mnew;
    }
#pragma unroll
    for (int n = 0; n < BC / 8; ++n)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        s[n][e] = exp2f(fmaf(s[n][e], scale_log2, -m[e / 2]));
        sum[e / 2] += s[n][e];
      }
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] = l[r] * alpha[r] + sum[r];
#pragma unroll
    for (int n = 0; n < DH / 8; ++n)
#pragma unroll
      for (int e = 0; e < 4; ++e) acc[n][e] *= alpha[e / 2];
    asm volatile("cp.async.wait_group 1;\n" ::); // V_j; K_{j+1} may still come
    __syncthreads();
#pragma unroll
    for (int kk = 0; kk < BC / 8; ++kk) {
      const float a[4] = {s[kk][0], s[kk][2], s[kk][1], s[kk][3]};
#pragma unroll
      for (int n = 0; n < DH / 8; ++n) {
        const float *vp = vs + (kk * 8 + 2 * t) * STRIDE + n * 8 + g;
        const float b[2] = {vp[0], vp[STRIDE]};
        mma3(acc[n], a, b);
      }
    }
  }
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    l[r] += __shfl_xor_sync(0xffffffff, l[r], 1);
    l[r] += __shfl_xor_sync(0xffffffff, l[r], 2);
  }
  float *oh = o + (head * lq + row0 + warp * 16 + g) * DH;
#pragma unroll
  for (int n = 0; n < DH / 8; ++n) {
    *reinterpret_cast<float2 *>(oh + n * 8 + 2 * t) = make_float2(acc[n][0] / l[0], acc[n][1] / l[0]);
    *reinterpret_cast<float2 *>(oh + 8 * DH + n * 8 + 2 * t) =
        make_float2(acc[n][2] / l[1], acc[n][3] / l[1]);
  }
}

extern "C" int attn_launch(const float *q, const float *k, const float *v, float *o, int heads, int lq,
                           int lk, float scale) {
  if (lq % BR || lk % BC) return -1;
  const int bytes = 3 * 64 * STRIDE * sizeof(float);
  cudaFuncSetAttribute(attn_3xtf32, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes);
  attn_3xtf32<<<dim3(lq / BR, heads), NT, bytes>>>(q, k, v, o, lq, lk, scale * 1.4426950408889634f);
  return (int)cudaGetLastError();
}
