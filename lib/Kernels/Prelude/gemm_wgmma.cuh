// hiera_gemm_wgmma<M, N, K, StrideA, StrideB>(A, B, out, epilogue): C = A B
// for row-major f32 A (M x K) and B (K x N) in TF32 (operands rounded to
// nearest) on wgmma.m64n256k8 (sm_90a), a 256 x 128 tile of C per block of
// two warpgroups, blockIdx.y over the rows of all batches (batch b's A at
// A + b StrideA, its B at B + b StrideB, a stride of 0 sharing the operand;
// C contiguous). TF32 wgmma takes both operands K-major only, and B is not,
// so the product is computed transposed, C^T = B^T A^T: B^T from registers
// (fragments read from B's rows of N in shared memory), A^T from shared
// memory, where A's rows of K are the columns wgmma wants; a 4-stage ring of
// 16-byte cp.async copies, wgmma kept in flight across loads and barriers.
// out[r * N + c] = epilogue(r, c, (A B)[r][c]), r counting the rows of all
// batches. Needs 4 * 50176 + 1024 bytes of dynamic shared memory.
template <long M, long N, long K, long StrideA, long StrideB, typename Epilogue>
__device__ __forceinline__ void hiera_gemm_wgmma(const float *__restrict__ A, const float *__restrict__ B,
                                                 float *__restrict__ out, Epilogue epilogue) {
  // Per stage, 1 KiB-aligned: A (256 rows of K, 32 KiB, 128-byte swizzled:
  // row r's 16-byte chunk c sits at chunk c ^ (r % 8)), then B (32 rows of
  // 128 columns, rows padded to 136 floats so that fragment reads hit 32
  // distinct banks).
  constexpr int stageBytes = 32768 + 32 * 136 * 4;
  constexpr int tiles = K / 32;
  extern __shared__ char raw[];
  const unsigned rawAddress = (unsigned)__cvta_generic_to_shared(raw);
  char *base = raw + ((1024 - (rawAddress & 1023)) & 1023);
  const int tid = threadIdx.x, warpgroup = tid / 128;
  const int warp = (tid % 128) / 32, lane = tid % 32, group = lane / 4, quad = lane % 4;
  static_assert(M % 256 == 0 && N % 128 == 0 && K % 64 == 0, "whole tiles");
  const long m0 = (long)blockIdx.y * 256, n0 = (long)blockIdx.x * 128;
  const long batch = m0 / M;
  const float *tileRowsA = A + batch * StrideA + (m0 - batch * M) * K;
  const float *batchB = B + batch * StrideB;
  auto load = [&](int stage, int kt) {
    char *a = base + stage * stageBytes;
    float *b = reinterpret_cast<float *>(a + 32768);
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      const int index = tid + i * 256, r = index / 8, c = index % 8;
      const unsigned target = (unsigned)__cvta_generic_to_shared(a + r * 128 + ((c ^ (r & 7)) << 4));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(target),
                   "l"(tileRowsA + r * K + kt * 32l + c * 4));
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = tid + i * 256, r = index / 32, c = index % 32;
      const unsigned target = (unsigned)__cvta_generic_to_shared(b + r * 136 + c * 4);
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(target),
                   "l"(batchB + (kt * 32l + r) * N + n0 + c * 4));
    }
  };
  // A shared-memory matrix descriptor: 128-byte swizzle, 8-row groups 1 KiB
  // apart (the leading offset is unused when swizzled).
  auto descriptor = [](const char *tile) {
    const unsigned address = (unsigned)__cvta_generic_to_shared(tile);
    return (unsigned long long)((address & 0x3FFFF) >> 4) | (1ull << 16) |
           ((unsigned long long)(1024 >> 4) << 32) | (1ull << 62);
  };
  float d[128];
#pragma unroll
  for (int i = 0; i < 128; ++i) d[i] = 0.0f;
  // This thread's rows of B^T (columns of B): a warpgroup takes 64.
  const int column = warpgroup * 64 + warp * 16 + group;
  // One K-slice: wait for its stage, read the B^T fragments into f (the
  // registers the wgmma two slices back has finished with), issue its
  // wgmmas, then the loads two slices ahead. Four stages: the one read,
  // the one the other warpgroup may still read, and two in flight. Always
  // inlined, so that each fragment array is indexed by constants only and
  // stays in registers.
  auto step = [&](int slice, unsigned (&f)[16]) __attribute__((always_inline)) {
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    // TF32 rounded to nearest (cvt.rna), as cuBLAS, cuDNN and the mma.sync
    // kernels round it: wgmma alone would drop the low 13 bits, an error
    // biased toward zero that grows with K. Each thread rounds the chunks
    // of A it copied itself, complete once its own copies are.
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      const int index = tid + i * 256, r = index / 8, c = index % 8;
      float4 *chunk = reinterpret_cast<float4 *>(base + (slice % 4) * stageBytes + r * 128 + ((c ^ (r & 7)) << 4));
      float4 v = *chunk;
      v.x = __uint_as_float(hiera_tf32(v.x));
      v.y = __uint_as_float(hiera_tf32(v.y));
      v.z = __uint_as_float(hiera_tf32(v.z));
      v.w = __uint_as_float(hiera_tf32(v.w));
      *chunk = v;
    }
    // Generic-proxy writes before wgmma's async-proxy reads.
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    // After it every warpgroup has finished slice - 2: its stage is free.
    __syncthreads();
    const char *a = base + (slice % 4) * stageBytes;
    const float *b = reinterpret_cast<const float *>(a + 32768) + column;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      f[4 * j + 0] = hiera_tf32(b[(8 * j + quad) * 136]);
      f[4 * j + 1] = hiera_tf32(b[(8 * j + quad) * 136 + 8]);
      f[4 * j + 2] = hiera_tf32(b[(8 * j + quad + 4) * 136]);
      f[4 * j + 3] = hiera_tf32(b[(8 * j + quad + 4) * 136 + 8]);
    }
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const unsigned long long da = descriptor(a + j * 32);
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\n"
                   "wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, {%128, %129, %130, %131}, %132, p, 1, 1;\n}\n"
                   : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
                         "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
                         "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
                         "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
                         "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
                         "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
                         "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
                         "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63]),
                         "+f"(d[64]), "+f"(d[65]), "+f"(d[66]), "+f"(d[67]), "+f"(d[68]), "+f"(d[69]), "+f"(d[70]), "+f"(d[71]),
                         "+f"(d[72]), "+f"(d[73]), "+f"(d[74]), "+f"(d[75]), "+f"(d[76]), "+f"(d[77]), "+f"(d[78]), "+f"(d[79]),
                         "+f"(d[80]), "+f"(d[81]), "+f"(d[82]), "+f"(d[83]), "+f"(d[84]), "+f"(d[85]), "+f"(d[86]), "+f"(d[87]),
                         "+f"(d[88]), "+f"(d[89]), "+f"(d[90]), "+f"(d[91]), "+f"(d[92]), "+f"(d[93]), "+f"(d[94]), "+f"(d[95]),
                         "+f"(d[96]), "+f"(d[97]), "+f"(d[98]), "+f"(d[99]), "+f"(d[100]), "+f"(d[101]), "+f"(d[102]), "+f"(d[103]),
                         "+f"(d[104]), "+f"(d[105]), "+f"(d[106]), "+f"(d[107]), "+f"(d[108]), "+f"(d[109]), "+f"(d[110]), "+f"(d[111]),
                         "+f"(d[112]), "+f"(d[113]), "+f"(d[114]), "+f"(d[115]), "+f"(d[116]), "+f"(d[117]), "+f"(d[118]), "+f"(d[119]),
                         "+f"(d[120]), "+f"(d[121]), "+f"(d[122]), "+f"(d[123]), "+f"(d[124]), "+f"(d[125]), "+f"(d[126]), "+f"(d[127])
                   : "r"(f[4 * j]), "r"(f[4 * j + 1]), "r"(f[4 * j + 2]), "r"(f[4 * j + 3]), "l"(da), "r"(1));
    }
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    if (slice + 2 < tiles) load((slice + 2) % 4, slice + 2);
    asm volatile("cp.async.commit_group;\n" ::);
    asm volatile("wgmma.wait_group.sync.aligned 1;\n" ::: "memory");
  };
  load(0, 0);
  asm volatile("cp.async.commit_group;\n" ::);
  load(1, 1);
  asm volatile("cp.async.commit_group;\n" ::);
  // The slices go in pairs, their fragments in two register sets.
  unsigned even[16], odd[16];
  for (int kt = 0; kt < tiles; kt += 2) {
    step(kt, even);
    step(kt + 1, odd);
  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  asm volatile("cp.async.wait_group 0;\n" ::);
  // Accumulators of C^T: warp w of the warpgroup holds its rows (columns of
  // C) 16 w + lane / 4 (and + 8), and its columns (rows of C) 8 j + 2
  // (lane % 4) (and + 1) of each n8 block j.
#pragma unroll
  for (int j = 0; j < 32; ++j)
#pragma unroll
    for (int e = 0; e < 2; ++e) {
      const long r = m0 + j * 8 + quad * 2 + e;
#pragma unroll
      for (int half = 0; half < 2; ++half) {
        const long c = n0 + column + half * 8;
        out[r * N + c] = epilogue(r, c, d[j * 4 + half * 2 + e]);
      }
    }
}
