// hiera_gemm_mma<N, K, Stages>(A, B, out, epilogue): C = A B for row-major
// f32 A (M x K) and B (K x N) in TF32 on mma.sync.m16n8k8, a 128 x 128 tile
// of C per block of 256 threads (8 warps of 64 x 32), blockIdx.y along M;
// tiles of A and B stream through a ring of Stages stages in dynamic shared
// memory by cp.async, rows padded so that fragment loads hit 32 distinct
// banks. out[r * N + c] = epilogue(r, c, (A B)[r][c]). Needs cp_async and
// tf32, and Stages * (128 * 36 + 32 * 136) floats of shared memory.
template <long N, long K, int Stages, typename Epilogue>
__device__ __forceinline__ void hiera_gemm_mma(const float *__restrict__ A, const float *__restrict__ B,
                                               float *__restrict__ out, Epilogue epilogue) {
  constexpr int strideA = 32 + 4, strideB = 128 + 8;
  constexpr int stageFloats = 128 * strideA + 32 * strideB;
  extern __shared__ float shared[];
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int group = lane / 4, quad = lane % 4;
  const int warpM = warp / 4, warpN = warp % 4;
  const long m0 = (long)blockIdx.y * 128, n0 = (long)blockIdx.x * 128;
  auto tileA = [&](int stage) { return shared + stage * stageFloats; };
  auto tileB = [&](int stage) { return shared + stage * stageFloats + 128 * strideA; };
  auto load = [&](int stage, int kt) {
    const long k0 = (long)kt * 32;
    float *a = tileA(stage), *b = tileB(stage);
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = threadIdx.x + i * 256;
      const int r = index / 8, c = index % 8;
      hiera_cp_async16(a + r * strideA + c * 4, A + (m0 + r) * K + k0 + c * 4);
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = threadIdx.x + i * 256;
      const int r = index / 32, c = index % 32;
      hiera_cp_async16(b + r * strideB + c * 4, B + (k0 + r) * N + n0 + c * 4);
    }
  };
  float acc[4][4][4];
#pragma unroll
  for (int mi = 0; mi < 4; ++mi)
#pragma unroll
    for (int ni = 0; ni < 4; ++ni)
#pragma unroll
      for (int e = 0; e < 4; ++e) acc[mi][ni][e] = 0.0f;
  const int tiles = K / 32;
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
      unsigned fa[4][4], fb[4][2];
#pragma unroll
      for (int mi = 0; mi < 4; ++mi) {
        const float *p = a + (warpM * 64 + mi * 16 + group) * strideA + kk + quad;
        fa[mi][0] = hiera_tf32(p[0]);
        fa[mi][1] = hiera_tf32(p[8 * strideA]);
        fa[mi][2] = hiera_tf32(p[4]);
        fa[mi][3] = hiera_tf32(p[8 * strideA + 4]);
      }
#pragma unroll
      for (int ni = 0; ni < 4; ++ni) {
        const float *p = b + (kk + quad) * strideB + warpN * 32 + ni * 8 + group;
        fb[ni][0] = hiera_tf32(p[0]);
        fb[ni][1] = hiera_tf32(p[4 * strideB]);
      }
#pragma unroll
      for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni)
          asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                       "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
                       : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
                       : "r"(fa[mi][0]), "r"(fa[mi][1]), "r"(fa[mi][2]), "r"(fa[mi][3]),
                         "r"(fb[ni][0]), "r"(fb[ni][1]));
    }
  }
  asm volatile("cp.async.wait_group 0;\n" ::);
  // Each thread's accumulators: rows group and group + 8 of each m16 tile,
  // columns 2 quad and 2 quad + 1 of each n8 tile: the epilogue on each,
  // then one 8-byte store.
#pragma unroll
  for (int mi = 0; mi < 4; ++mi)
#pragma unroll
    for (int ni = 0; ni < 4; ++ni)
#pragma unroll
      for (int half = 0; half < 2; ++half) {
        const long r = m0 + warpM * 64 + mi * 16 + group + half * 8;
        float pair[2];
#pragma unroll
        for (int j = 0; j < 2; ++j) {
          const long c = n0 + warpN * 32 + ni * 8 + quad * 2 + j;
          pair[j] = epilogue(r, c, acc[mi][ni][half * 2 + j]);
        }
        *reinterpret_cast<float2 *>(out + r * N + n0 + warpN * 32 + ni * 8 + quad * 2) = float2{pair[0], pair[1]};
      }
}
