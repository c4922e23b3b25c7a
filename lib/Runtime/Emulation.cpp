//===- Emulation.cpp - f32 on TF32 tensor cores, three products -----------===//
//
// HIERA_MATH_TF32X3 keeps a strict f32 contract on the tensor cores. Each
// f32 operand x is split as x = hi + lo: hi is x rounded to TF32 (10
// mantissa bits) and lo = x - hi, exact in f32, |lo| <= 2^-11 |x|. A
// product a b becomes ah bh + ah bl + al bh; the dropped al bl is below
// 2^-22 |a b|, and lo itself rounded to TF32 by the tensor cores loses
// 2^-11 |lo|. The three products are TF32 GEMMs (or one convolution) over
// a reduction three times as long, of operands laid out as [ah ah al] and
// [bh bl bh] along it; Blas.cpp says why GEMMs go in chunks of it.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <algorithm>
#include <mutex>

using namespace hiera::rt;

namespace {

// hiera_split_tf32(in, out, rows, cols, total_rows, stack_rows, lo_parts):
// in is total_rows / rows matrices of rows x cols, row-major; each element
// x goes to three places in out, part j being lo where bit j of lo_parts is
// set and hi elsewhere. stack_rows = 0 puts the parts side by side (row R
// of out is [part0 part1 part2] of in's row R), 1 stacks each matrix's
// three copies (matrix b of out is 3 rows x cols). Threads run along the
// columns, blocks over rows with a grid stride. Where hi rounds to an
// infinity (x infinite, or near the largest f32), hi = x and lo = 0, so
// that an infinity stays one and nothing becomes inf - inf.
constexpr const char *kSplitPtx = R"ptx(
.version 7.8
.target sm_80
.address_size 64

.visible .entry hiera_split_tf32(
    .param .u64 p_in, .param .u64 p_out, .param .u64 p_rows,
    .param .u64 p_cols, .param .u64 p_total, .param .u32 p_stack,
    .param .u32 p_lo)
{
  .reg .pred %p<6>;
  .reg .b32 %r<12>;
  .reg .f32 %f<8>;
  .reg .b64 %rd<20>;

  ld.param.u64 %rd1, [p_in];
  ld.param.u64 %rd2, [p_out];
  ld.param.u64 %rd3, [p_rows];
  ld.param.u64 %rd4, [p_cols];
  ld.param.u64 %rd5, [p_total];
  ld.param.u32 %r1, [p_stack];
  ld.param.u32 %r2, [p_lo];
  cvta.to.global.u64 %rd1, %rd1;
  cvta.to.global.u64 %rd2, %rd2;
  mov.u32 %r3, %ctaid.x;
  mov.u32 %r4, %ntid.x;
  mov.u32 %r5, %tid.x;
  mul.wide.u32 %rd6, %r3, %r4;
  cvt.u64.u32 %rd7, %r5;
  add.u64 %rd6, %rd6, %rd7;
  setp.ge.u64 %p1, %rd6, %rd4;
  @%p1 bra DONE;
  mov.u32 %r6, %ctaid.y;
  cvt.u64.u32 %rd8, %r6;
  mov.u32 %r7, %nctaid.y;
  cvt.u64.u32 %rd9, %r7;
  setp.ne.u32 %p2, %r1, 0;
  and.b32 %r9, %r2, 1;
  setp.ne.u32 %p3, %r9, 0;
  and.b32 %r9, %r2, 2;
  setp.ne.u32 %p4, %r9, 0;
  and.b32 %r9, %r2, 4;
  setp.ne.u32 %p5, %r9, 0;
ROW:
  setp.ge.u64 %p1, %rd8, %rd5;
  @%p1 bra DONE;
  mad.lo.u64 %rd10, %rd8, %rd4, %rd6;
  shl.b64 %rd10, %rd10, 2;
  add.u64 %rd10, %rd1, %rd10;
  ld.global.nc.f32 %f1, [%rd10];
  cvt.rna.tf32.f32 %r8, %f1;
  mov.b32 %f2, %r8;
  sub.rn.f32 %f3, %f1, %f2;
  abs.f32 %f4, %f2;
  setp.eq.f32 %p1, %f4, 0f7F800000;
  selp.f32 %f2, %f1, %f2, %p1;
  selp.f32 %f3, 0f00000000, %f3, %p1;
  @%p2 bra STACKED;
  // Side by side: part j of row R at R * 3 cols + j cols + c.
  mul.lo.u64 %rd11, %rd8, %rd4;
  mul.lo.u64 %rd11, %rd11, 3;
  add.u64 %rd11, %rd11, %rd6;
  mov.u64 %rd12, %rd4;
  bra STORE;
STACKED:
  // Row r of matrix b: part j at ((3 b + j) rows + r) cols + c, where
  // 3 b rows + r = R + 2 b rows.
  div.u64 %rd13, %rd8, %rd3;
  mul.lo.u64 %rd13, %rd13, %rd3;
  shl.b64 %rd13, %rd13, 1;
  add.u64 %rd13, %rd13, %rd8;
  mad.lo.u64 %rd11, %rd13, %rd4, %rd6;
  mul.lo.u64 %rd12, %rd3, %rd4;
STORE:
  shl.b64 %rd11, %rd11, 2;
  add.u64 %rd11, %rd2, %rd11;
  shl.b64 %rd12, %rd12, 2;
  selp.f32 %f5, %f3, %f2, %p3;
  st.global.f32 [%rd11], %f5;
  add.u64 %rd11, %rd11, %rd12;
  selp.f32 %f5, %f3, %f2, %p4;
  st.global.f32 [%rd11], %f5;
  add.u64 %rd11, %rd11, %rd12;
  selp.f32 %f5, %f3, %f2, %p5;
  st.global.f32 [%rd11], %f5;
  add.u64 %rd8, %rd8, %rd9;
  bra ROW;
DONE:
  ret;
}
)ptx";

std::once_flag loadOnce;
void *splitKernel = nullptr;

std::mutex bufferMutex;
float *buffer = nullptr;
size_t bufferFloats = 0;

/// Device memory for split operands, apart from the libraries' workspace:
/// grows, never shrinks.
float *splitBuffer(size_t floats) {
  std::lock_guard<std::mutex> lock(bufferMutex);
  if (floats <= bufferFloats)
    return buffer;
  if (buffer && hiera_rt_free(buffer) != 0)
    return nullptr;
  buffer = nullptr;
  bufferFloats = 0;
  void *pointer = nullptr;
  if (hiera_rt_alloc(&pointer, floats * sizeof(float)) != 0)
    return nullptr;
  buffer = static_cast<float *>(pointer);
  bufferFloats = floats;
  return buffer;
}

/// Enqueues the split of `operand` into `out`, part j lo where bit j of
/// `loParts` is set.
bool split(const SplitOperand &operand, float *out, uint32_t loParts) {
  std::call_once(loadOnce, [] {
    void *module = mgpuModuleLoadJIT(const_cast<char *>(kSplitPtx), 3);
    if (module)
      splitKernel = mgpuModuleGetFunction(module, "hiera_split_tf32");
  });
  if (!splitKernel)
    return fail("the TF32 split kernel did not load");
  if (operand.batch == 0 || operand.rows == 0 || operand.cols == 0)
    return true;
  const void *in = operand.data;
  uint64_t rowCount = operand.rows, colCount = operand.cols,
           totalRows = operand.batch * operand.rows;
  uint32_t stack = operand.stackRows;
  void *params[] = {&in,        &out,   &rowCount, &colCount,
                    &totalRows, &stack, &loParts};
  int64_t block = std::min<int64_t>(256, (operand.cols + 31) / 32 * 32);
  int64_t gridX = (operand.cols + block - 1) / block;
  int64_t gridY = std::min<int64_t>(totalRows, 65535);
  mgpuLaunchKernel(splitKernel, gridX, gridY, 1, block, 1, 1, 0, stream(),
                   params, nullptr, 7);
  return !failed();
}

} // namespace

std::pair<const float *, const float *>
hiera::rt::splitForTf32x3(const SplitOperand &first,
                          const SplitOperand &second) {
  // The second operand's parts start 256-byte aligned, as the libraries
  // prefer.
  size_t firstFloats =
      (3 * first.batch * first.rows * first.cols + 63) / 64 * 64;
  float *out =
      splitBuffer(firstFloats + 3 * second.batch * second.rows * second.cols);
  // [hi hi lo] and [hi lo hi]: part 2, part 1 lo.
  if (!out || !split(first, out, 4) || !split(second, out + firstFloats, 2))
    return {nullptr, nullptr};
  return {out, out + firstFloats};
}
