// hiera_gemm_mma<M, N, K, StrideA, StrideB, Stages, Emulated, Splits>(A, B,
// out, partials, arrivals, epilogue): C = A B for row-major f32 A (M x K)
// and B (K x N) on mma.sync.m16n8k8, a 128 x 128 tile of C per block of 256
// threads (8 warps of 64 x 32). blockIdx.y runs over the rows of all
// batches (batch b's A at A + b StrideA, its B at B + b StrideB, a stride
// of 0 sharing the operand; C contiguous), blockIdx.z over Splits parts of
// K. Tiles of A and B stream through a ring of Stages stages in dynamic
// shared memory by cp.async, rows padded so that fragment loads hit 32
// distinct banks. out[r * N + c] = epilogue(r, c, (A B)[r][c]), r counting
// the rows of all batches. Needs cp_async and tf32, and Stages * (128 * 36
// + 32 * 136) floats of shared memory.
//
// Emulated keeps f32 on the TF32 tensor cores (3xTF32): each operand x is
// split in registers as hi = tf32(x), lo = tf32(x - hi), and a b becomes
// al bh + ah bl + ah bh, the small terms first; the dropped al bl is below
// 2^-22 |a b|. The tensor cores round their sums toward zero, so the
// products of every 16 K-tiles (512 of K) go to a partial accumulator that
// is then added, rounded to nearest, to the running sum: the error is that
// of K = 512 at any K.
//
// With Splits > 1 each block writes its part's sums to partials (Splits
// slices of C's size); the last block of a tile to finish, counted in
// arrivals (one zero counter per tile, left zero again), adds the slices in
// order (the same sum at every run), applies the epilogue and stores C.
template <long M, long N, long K, long StrideA, long StrideB, int Stages, bool Emulated, int Splits,
          typename Epilogue>
__device__ __forceinline__ void hiera_gemm_mma(const float *__restrict__ A, const float *__restrict__ B,
                                               float *__restrict__ out, float *__restrict__ partials,
                                               unsigned *__restrict__ arrivals, Epilogue epilogue) {
  static_assert(M % 128 == 0 && N % 128 == 0 && K % (32 * Splits) == 0, "whole tiles");
  constexpr int strideA = 32 + 4, strideB = 128 + 8;
  constexpr int stageFloats = 128 * strideA + 32 * strideB;
  constexpr int tiles = K / Splits / 32;
  extern __shared__ float shared[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int group = lane / 4, quad = lane % 4;
  const int warpM = warp / 4, warpN = warp % 4;
  const long m0 = (long)blockIdx.y * 128, n0 = (long)blockIdx.x * 128;
  const long batch = m0 / M, k0 = (long)blockIdx.z * (K / Splits);
  const float *tileRowsA = A + batch * StrideA + (m0 - batch * M) * K + k0;
  const float *batchB = B + batch * StrideB + k0 * N;
  auto tileA = [&](int stage) { return shared + stage * stageFloats; };
  auto tileB = [&](int stage) { return shared + stage * stageFloats + 128 * strideA; };
  auto load = [&](int stage, int kt) {
    const long kk = (long)kt * 32;
    float *a = tileA(stage), *b = tileB(stage);
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = threadIdx.x + i * 256;
      const int r = index / 8, c = index % 8;
      hiera_cp_async16(a + r * strideA + c * 4, tileRowsA + r * K + kk + c * 4);
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = threadIdx.x + i * 256;
      const int r = index / 32, c = index % 32;
      hiera_cp_async16(b + r * strideB + c * 4, batchB + (kk + r) * N + n0 + c * 4);
    }
  };
  float acc[4][4][4], part[4][4][4];
#pragma unroll
  for (int mi = 0; mi < 4; ++mi)
#pragma unroll
    for (int ni = 0; ni < 4; ++ni)
#pragma unroll
      for (int e = 0; e < 4; ++e) acc[mi][ni][e] = part[mi][ni][e] = 0.0f;
  auto mma = [](float (&d)[4], const unsigned (&a)[4], const unsigned (&b)[2]) {
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
  };
#pragma unroll
  for (int s = 0; s < Stages - 1; ++s) {
    if (s < tiles) load(s, s);
    asm volatile("cp.async.commit_group;\n" ::);
  }
  for (int kt = 0; kt < tiles; ++kt) {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(Stages - 2));
    __syncthreads();
    // The stage the previous iteration read is free: the next slice goes there.
    if (kt + Stages - 1 < tiles) load((kt + Stages - 1) % Stages, kt + Stages - 1);
    asm volatile("cp.async.commit_group;\n" ::);
    const float *a = tileA(kt % Stages), *b = tileB(kt % Stages);
#pragma unroll
    for (int kk = 0; kk < 32; kk += 8) {
      float va[4][4], vb[4][2];
#pragma unroll
      for (int mi = 0; mi < 4; ++mi) {
        const float *p = a + (warpM * 64 + mi * 16 + group) * strideA + kk + quad;
        va[mi][0] = p[0];
        va[mi][1] = p[8 * strideA];
        va[mi][2] = p[4];
        va[mi][3] = p[8 * strideA + 4];
      }
#pragma unroll
      for (int ni = 0; ni < 4; ++ni) {
        const float *p = b + (kk + quad) * strideB + warpN * 32 + ni * 8 + group;
        vb[ni][0] = p[0];
        vb[ni][1] = p[4 * strideB];
      }
      unsigned ha[4][4], hb[4][2];
#pragma unroll
      for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int e = 0; e < 4; ++e) ha[mi][e] = hiera_tf32(va[mi][e]);
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int e = 0; e < 2; ++e) hb[ni][e] = hiera_tf32(vb[ni][e]);
      if constexpr (Emulated) {
        unsigned la[4][4], lb[4][2];
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
#pragma unroll
          for (int e = 0; e < 4; ++e) la[mi][e] = hiera_tf32(va[mi][e] - __uint_as_float(ha[mi][e]));
#pragma unroll
        for (int ni = 0; ni < 4; ++ni)
#pragma unroll
          for (int e = 0; e < 2; ++e) lb[ni][e] = hiera_tf32(vb[ni][e] - __uint_as_float(hb[ni][e]));
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
#pragma unroll
          for (int ni = 0; ni < 4; ++ni) {
            mma(part[mi][ni], la[mi], hb[ni]);
            mma(part[mi][ni], ha[mi], lb[ni]);
            mma(part[mi][ni], ha[mi], hb[ni]);
          }
      } else {
#pragma unroll
        for (int mi = 0; mi < 4; ++mi)
#pragma unroll
          for (int ni = 0; ni < 4; ++ni) mma(part[mi][ni], ha[mi], hb[ni]);
      }
    }
    if (Emulated && ((kt + 1) % 16 == 0 || kt + 1 == tiles)) {
#pragma unroll
      for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni)
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            acc[mi][ni][e] = __fadd_rn(acc[mi][ni][e], part[mi][ni][e]);
            part[mi][ni][e] = 0.0f;
          }
    }
  }
  asm volatile("cp.async.wait_group 0;\n" ::);
  if constexpr (!Emulated) {
#pragma unroll
    for (int mi = 0; mi < 4; ++mi)
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int e = 0; e < 4; ++e) acc[mi][ni][e] = part[mi][ni][e];
  }
  // Each thread's accumulators: rows group and group + 8 of each m16 tile,
  // columns 2 quad and 2 quad + 1 of each n8 tile.
  auto at = [&](int mi, int ni, int half) {
    return (m0 + warpM * 64 + mi * 16 + group + half * 8) * N + n0 + warpN * 32 + ni * 8 + quad * 2;
  };
  // The epilogue on a pair of sums, then one 8-byte store.
  auto store = [&](int mi, int ni, int half, float x, float y) {
    const long r = m0 + warpM * 64 + mi * 16 + group + half * 8;
    const long c = n0 + warpN * 32 + ni * 8 + quad * 2;
    *reinterpret_cast<float2 *>(out + at(mi, ni, half)) = float2{epilogue(r, c, x), epilogue(r, c + 1, y)};
  };
  if constexpr (Splits == 1) {
#pragma unroll
    for (int mi = 0; mi < 4; ++mi)
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int half = 0; half < 2; ++half) store(mi, ni, half, acc[mi][ni][half * 2], acc[mi][ni][half * 2 + 1]);
  } else {
    const long sliceFloats = (long)gridDim.y * 128 * N;
#pragma unroll
    for (int mi = 0; mi < 4; ++mi)
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int half = 0; half < 2; ++half)
          *reinterpret_cast<float2 *>(partials + blockIdx.z * sliceFloats + at(mi, ni, half)) =
              float2{acc[mi][ni][half * 2], acc[mi][ni][half * 2 + 1]};
    __shared__ unsigned last;
    __threadfence();
    __syncthreads();
    if (threadIdx.x == 0) {
      unsigned *count = arrivals + blockIdx.y * gridDim.x + blockIdx.x;
      last = atomicAdd(count, 1u) == Splits - 1;
      if (last) *count = 0;
    }
    __syncthreads();
    if (!last) return;
    __threadfence();
#pragma unroll 1
    for (int mi = 0; mi < 4; ++mi)
#pragma unroll
      for (int ni = 0; ni < 4; ++ni)
#pragma unroll
        for (int half = 0; half < 2; ++half) {
          float2 sum = __ldcg(reinterpret_cast<const float2 *>(partials + at(mi, ni, half)));
          for (int s = 1; s < Splits; ++s) {
            const float2 more = __ldcg(reinterpret_cast<const float2 *>(partials + s * sliceFloats + at(mi, ni, half)));
            sum.x += more.x;
            sum.y += more.y;
          }
          store(mi, ni, half, sum.x, sum.y);
        }
  }
}
