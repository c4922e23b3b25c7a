//===- Check.cu - Drawing inputs and judging results on the GPU ------------===//
//
// The kernels of hiera_rt_fill_random, hiera_rt_convert,
// hiera_rt_reference_stats and hiera_rt_compare (Check.cpp). Compiled to
// PTX when the runtime is built. Arrays are gigabytes: each kernel walks its
// array with a grid stride and reduces within a block in a fixed tree, and
// the host adds the blocks' partials in order, so that a result depends on
// the element count alone, not on the GPU.
//
//===----------------------------------------------------------------------===//

#include "hiera/Runtime/CheckElements.h"

using namespace hiera::check;

namespace {

// Element kinds: enum hiera_rt_dtype.
enum Kind { F32 = 0, F16 = 1, BF16 = 2, F64 = 3, I8 = 4, I16 = 5, I32 = 6, I64 = 7 };

constexpr int kThreads = 256;

__device__ bool isFloatKind(int kind) { return kind <= F64; }

__device__ double load(const void *data, int kind, int64_t i) {
  switch (kind) {
  case F32:
    return static_cast<const float *>(data)[i];
  case F16: {
    unsigned short half = static_cast<const unsigned short *>(data)[i];
    float value;
    asm("cvt.f32.f16 %0, %1;" : "=f"(value) : "h"(half));
    return value;
  }
  case BF16:
    return __uint_as_float(
        unsigned(static_cast<const unsigned short *>(data)[i]) << 16);
  case F64:
    return static_cast<const double *>(data)[i];
  case I8:
    return static_cast<const signed char *>(data)[i];
  case I16:
    return static_cast<const short *>(data)[i];
  case I32:
    return static_cast<const int *>(data)[i];
  default:
    return double(static_cast<const long long *>(data)[i]);
  }
}

// As the host's HostArray::set stores: floats rounded to nearest even
// (bf16 by adding to the bits, as the host does), integers rounded.
__device__ void store(void *data, int kind, int64_t i, double value) {
  switch (kind) {
  case F32:
    static_cast<float *>(data)[i] = float(value);
    return;
  case F16: {
    unsigned short half;
    asm("cvt.rn.f16.f32 %0, %1;" : "=h"(half) : "f"(float(value)));
    static_cast<unsigned short *>(data)[i] = half;
    return;
  }
  case BF16: {
    unsigned bits = __float_as_uint(float(value));
    bits += 0x7fff + ((bits >> 16) & 1);
    static_cast<unsigned short *>(data)[i] = (unsigned short)(bits >> 16);
    return;
  }
  case F64:
    static_cast<double *>(data)[i] = value;
    return;
  }
  long long integer = llround(value);
  switch (kind) {
  case I8:
    static_cast<signed char *>(data)[i] = (signed char)integer;
    return;
  case I16:
    static_cast<short *>(data)[i] = (short)integer;
    return;
  case I32:
    static_cast<int *>(data)[i] = (int)integer;
    return;
  default:
    static_cast<long long *>(data)[i] = integer;
  }
}

__device__ int64_t firstIndex() {
  return int64_t(blockIdx.x) * blockDim.x + threadIdx.x;
}
__device__ int64_t gridStride() { return int64_t(gridDim.x) * blockDim.x; }

// Sums `value` over the block in a fixed tree; thread 0 gets the total.
template <typename Combine>
__device__ double reduceBlock(double value, double *shared, Combine combine) {
  shared[threadIdx.x] = value;
  __syncthreads();
  for (int half = kThreads / 2; half > 0; half /= 2) {
    if (int(threadIdx.x) < half)
      shared[threadIdx.x] =
          combine(shared[threadIdx.x], shared[threadIdx.x + half]);
    __syncthreads();
  }
  double total = shared[0];
  __syncthreads();
  return total;
}

__device__ double add(double a, double b) { return a + b; }
// The worse of two ratios, infinity for NaN (as toleranceRatio gives).
__device__ double worse(double a, double b) { return a >= b ? a : b; }

} // namespace

extern "C" __global__ void __launch_bounds__(kThreads)
hiera_check_fill_random(void *data, int kind, int64_t count, uint64_t seed,
                        int range, double scale) {
  bool isFloat = isFloatKind(kind);
  for (int64_t i = firstIndex(); i < count; i += gridStride()) {
    double value = drawValue(seed, uint64_t(i), isFloat, kind == F16, range);
    store(data, kind, i, isFloat ? value * scale : value);
  }
}

extern "C" __global__ void __launch_bounds__(kThreads)
hiera_check_convert(const void *in, int inKind, void *out, int outKind,
                    int64_t count) {
  for (int64_t i = firstIndex(); i < count; i += gridStride())
    store(out, outKind, i, load(in, inKind, i));
}

// Per block: the sum of squares of its finite elements, and how many are
// not finite.
extern "C" __global__ void __launch_bounds__(kThreads)
hiera_check_reference_stats(const void *want, int kind, int64_t count,
                            double *squares, double *nonFinite) {
  __shared__ double shared[kThreads];
  double sum = 0, bad = 0;
  for (int64_t i = firstIndex(); i < count; i += gridStride()) {
    double value = load(want, kind, i);
    if (!isfinite(value)) {
      bad += 1;
      continue;
    }
    sum += value * value;
  }
  double total = reduceBlock(sum, shared, add);
  double blockBad = reduceBlock(bad, shared, add);
  if (threadIdx.x == 0) {
    squares[blockIdx.x] = total;
    nonFinite[blockIdx.x] = blockBad;
  }
}

// Per block: elements outside the tolerance, the worst tolerance ratio and
// the sum of squared differences.
extern "C" __global__ void __launch_bounds__(kThreads)
hiera_check_compare(const void *got, int gotKind, const void *want,
                    int wantKind, int64_t count, double rtol, double atol,
                    double scale, double *mismatches, double *worst,
                    double *diffSquares) {
  __shared__ double shared[kThreads];
  double bad = 0, ratio = 0, squares = 0;
  for (int64_t i = firstIndex(); i < count; i += gridStride()) {
    double value = load(got, gotKind, i), expected = load(want, wantKind, i);
    double r = toleranceRatio(value, expected, rtol, atol, scale);
    if (!(r <= 1.0))
      bad += 1;
    ratio = worse(ratio, r);
    // A non-finite reference element adds nothing where it is matched.
    double diff = isfinite(expected) ? value - expected : (r <= 1.0 ? 0 : INFINITY);
    squares += diff * diff;
  }
  double blockBad = reduceBlock(bad, shared, add);
  double blockWorst = reduceBlock(ratio, shared, worse);
  double blockSquares = reduceBlock(squares, shared, add);
  if (threadIdx.x == 0) {
    mismatches[blockIdx.x] = blockBad;
    worst[blockIdx.x] = blockWorst;
    diffSquares[blockIdx.x] = blockSquares;
  }
}
