// A fused attention kernel in strict f32 on the CUDA cores (FMA, no tensor
// cores): whether it beats eager's f32 scaled_dot_product_attention, the
// memory-efficient kernel, on the suite's level1/35 shape. Head size 128;
// a block computes 64 query rows of one head over key tiles of 64 with an
// online softmax; each thread holds 4 rows x 4 keys of the scores and
// 4 rows x 8 columns of the output. See README.md for the measurement.
#include <cuda_runtime.h>
#include <math.h>
#include <stdint.h>

#define BM 64
#define BN 64
#define DH 128
#define NT 256
#define KPAD 4

// Q,K,V,O: [heads, L, D] row-major. One block: BM query rows of one head.
__global__ void __launch_bounds__(NT, 2)
attn_f32(const float *__restrict__ q, const float *__restrict__ k,
         const float *__restrict__ v, float *__restrict__ o, int lq, int lk,
         float scale) {
  extern __shared__ __align__(16) float smem[];
  float *qs = smem;                        // BM x DH
  float *ks = qs + BM * DH;                // BN x (DH+KPAD); P (BM x (BN+4)) after S
  float *vs = ks + BN * (DH + KPAD);       // BN x DH
  float *ps = ks;
  const int tid = threadIdx.x, tx = tid % 16, ty = tid / 16;
  constexpr int RM = BM / 16; // rows per thread
  const long head = blockIdx.y;
  const int row0 = blockIdx.x * BM;
  const float *qh = q + head * lq * DH, *kh = k + head * lk * DH,
              *vh = v + head * lk * DH;
  for (int i = tid; i < BM * DH / 4; i += NT) {
    int r = i / (DH / 4), c = (i % (DH / 4)) * 4;
    float4 val = make_float4(0, 0, 0, 0);
    if (row0 + r < lq)
      val = *reinterpret_cast<const float4 *>(qh + (long)(row0 + r) * DH + c);
    *reinterpret_cast<float4 *>(qs + r * DH + c) = val;
  }
  float acc[RM][8];
  float mrow[RM], lrow[RM];
#pragma unroll
  for (int i = 0; i < RM; ++i) {
    mrow[i] = -INFINITY;
    lrow[i] = 0.f;
#pragma unroll
    for (int j = 0; j < 8; ++j)
      acc[i][j] = 0.f;
  }
  const float log2e = 1.4426950408889634f;
  for (int key0 = 0; key0 < lk; key0 += BN) {
    __syncthreads();
    for (int i = tid; i < BN * DH / 4; i += NT) {
      int r = i / (DH / 4), c = (i % (DH / 4)) * 4;
      float4 kv = make_float4(0, 0, 0, 0), vv = kv;
      if (key0 + r < lk) {
        kv = *reinterpret_cast<const float4 *>(kh + (long)(key0 + r) * DH + c);
        vv = *reinterpret_cast<const float4 *>(vh + (long)(key0 + r) * DH + c);
      }
      *reinterpret_cast<float4 *>(ks + r * (DH + KPAD) + c) = kv;
      *reinterpret_cast<float4 *>(vs + r * DH + c) = vv;
    }
    __syncthreads();
    float s[RM][4];
#pragma unroll
    for (int i = 0; i < RM; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        s[i][j] = 0.f;
#pragma unroll 2
    for (int d = 0; d < DH; d += 4) {
      float4 a[RM], b[4];
#pragma unroll
      for (int i = 0; i < RM; ++i)
        a[i] = *reinterpret_cast<const float4 *>(qs + (ty + 16 * i) * DH + d);
#pragma unroll
      for (int j = 0; j < 4; ++j)
        b[j] = *reinterpret_cast<const float4 *>(ks + (tx + 16 * j) * (DH + KPAD) + d);
#pragma unroll
      for (int i = 0; i < RM; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) {
          s[i][j] = fmaf(a[i].x, b[j].x, s[i][j]);
          s[i][j] = fmaf(a[i].y, b[j].y, s[i][j]);
          s[i][j] = fmaf(a[i].z, b[j].z, s[i][j]);
          s[i][j] = fmaf(a[i].w, b[j].w, s[i][j]);
        }
    }
    // Online softmax over this tile's keys, per row (16 lanes share a row).
#pragma unroll
    for (int i = 0; i < RM; ++i) {
      float tileMax = -INFINITY;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        s[i][j] = key0 + tx + 16 * j < lk ? s[i][j] * scale : -INFINITY;
        tileMax = fmaxf(tileMax, s[i][j]);
      }
#pragma unroll
      for (int off = 8; off > 0; off /= 2)
        tileMax = fmaxf(tileMax, __shfl_xor_sync(0xffffffffu, tileMax, off));
      float mNew = fmaxf(mrow[i], tileMax);
      float correction = expf(mrow[i] - mNew);
      mrow[i] = mNew;
      float tileSum = 0.f;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        s[i][j] = expf(s[i][j] - mNew);
        tileSum += s[i][j];
      }
#pragma unroll
      for (int off = 8; off > 0; off /= 2)
        tileSum += __shfl_xor_sync(0xffffffffu, tileSum, off);
      lrow[i] = lrow[i] * correction + tileSum;
#pragma unroll
      for (int j = 0; j < 8; ++j)
        acc[i][j] *= correction;
    }
    __syncthreads(); // K read by all: P overwrites it
#pragma unroll
    for (int i = 0; i < RM; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        ps[(ty + 16 * i) * (BN + 4) + tx + 16 * j] = s[i][j];
    __syncthreads();
#pragma unroll 2
    for (int kk = 0; kk < BN; kk += 4) {
      float4 p[RM];
#pragma unroll
      for (int i = 0; i < RM; ++i)
        p[i] = *reinterpret_cast<const float4 *>(ps + (ty + 16 * i) * (BN + 4) + kk);
#pragma unroll
      for (int t = 0; t < 4; ++t) {
        float4 v0 = *reinterpret_cast<const float4 *>(vs + (kk + t) * DH + tx * 4);
        float4 v1 = *reinterpret_cast<const float4 *>(vs + (kk + t) * DH + 64 + tx * 4);
#pragma unroll
        for (int i = 0; i < RM; ++i) {
          float pv = t == 0 ? p[i].x : t == 1 ? p[i].y : t == 2 ? p[i].z : p[i].w;
          acc[i][0] = fmaf(pv, v0.x, acc[i][0]);
          acc[i][1] = fmaf(pv, v0.y, acc[i][1]);
          acc[i][2] = fmaf(pv, v0.z, acc[i][2]);
          acc[i][3] = fmaf(pv, v0.w, acc[i][3]);
          acc[i][4] = fmaf(pv, v1.x, acc[i][4]);
          acc[i][5] = fmaf(pv, v1.y, acc[i][5]);
          acc[i][6] = fmaf(pv, v1.z, acc[i][6]);
          acc[i][7] = fmaf(pv, v1.w, acc[i][7]);
        }
      }
    }
  }
  float *oh = o + head * lq * DH;
#pragma unroll
  for (int i = 0; i < RM; ++i) {
    int r = row0 + ty + 16 * i;
    if (r >= lq)
      continue;
    float inv = 1.f / lrow[i];
    float4 o0 = make_float4(acc[i][0] * inv, acc[i][1] * inv, acc[i][2] * inv, acc[i][3] * inv);
    float4 o1 = make_float4(acc[i][4] * inv, acc[i][5] * inv, acc[i][6] * inv, acc[i][7] * inv);
    *reinterpret_cast<float4 *>(oh + (long)r * DH + tx * 4) = o0;
    *reinterpret_cast<float4 *>(oh + (long)r * DH + 64 + tx * 4) = o1;
  }
}

extern "C" int attn_launch(const float *q, const float *k, const float *v,
                           float *o, int heads, int lq, int lk, float scale) {
  size_t smem = (BM * DH + BN * (DH + KPAD) + BN * DH) * sizeof(float);
  static bool configured = false;
  if (!configured) {
    cudaFuncSetAttribute(attn_f32, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
    configured = true;
  }
  dim3 grid((lq + BM - 1) / BM, heads);
  attn_f32<<<grid, NT, smem>>>(q, k, v, o, lq, lk, scale);
  return (int)cudaGetLastError();
}
