/*===- CheckElements.h - Random inputs and verdicts, element by element ---===*
 *
 * What a check draws as an input element and how it judges an element of a
 * result against the f64 reference. The runtime's checking kernels
 * (lib/Runtime/kernels/Check.cu) and the host (scalar inputs, the unit
 * tests) include this one definition, so that the two cannot drift. Plain
 * C++ that compiles as CUDA device code too.
 *
 *===----------------------------------------------------------------------===*/

#ifndef HIERA_RUNTIME_CHECKELEMENTS_H
#define HIERA_RUNTIME_CHECKELEMENTS_H

#include <math.h>
#include <stdint.h>

#if defined(__CUDACC__)
#define HIERA_HOST_DEVICE __host__ __device__
#else
#define HIERA_HOST_DEVICE
#endif

namespace hiera::check {

/* How random floats are drawn; integers are always in [-16, 16]. */
enum Range : int32_t {
  /* Uniform in [-1, 1). */
  kUnit = 0,
  /* Standard normal, as torch.randn draws. */
  kNormal = 1,
  /* Of either sign, log-uniform over 2^-20 to 2^21 (2^-6 to 2^7 in f16). */
  kWide = 2,
  /* Or'd into a float range: the draw's magnitude alone, for tasks that
   * compute only on positive inputs (the log of an input). */
  kPositive = 4,
};

/* Element `index` of the splitmix64 sequence that starts at `seed`. */
HIERA_HOST_DEVICE inline uint64_t splitmix64(uint64_t seed, uint64_t index) {
  uint64_t z = seed + (index + 1) * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Element `index` of the inputs drawn from `seed`, never zero, but for
 * integers with a negative `range`: positions in [0, -range), which index
 * a dimension of that extent. A float range with kPositive draws the same
 * magnitudes, all positive. `isHalf` narrows the wide range to what f16
 * holds. The normal draw goes through
 * log and cos, whose last bit may differ between the host's and the GPU's
 * libraries; every other draw is exact arithmetic. */
HIERA_HOST_DEVICE inline double drawValue(uint64_t seed, uint64_t index,
                                          bool isFloat, bool isHalf,
                                          int32_t range) {
  uint64_t bits = splitmix64(seed, index);
  bool positive = isFloat && range >= 0 && (range & kPositive);
  if (isFloat && range >= 0)
    range &= ~int32_t(kPositive);
  double value;
  if (isFloat && range == kWide) {
    // Bits 0-10: the exponent, bit 11: the sign, the top 52: the mantissa
    // in [1, 2).
    int exponents = isHalf ? 6 : 20;
    int exponent = int(bits % 2048 % uint64_t(2 * exponents + 1)) - exponents;
    double mantissa = 1.0 + double(bits >> 12) * 0x1.0p-52;
    value = ldexp((bits >> 11) & 1 ? -mantissa : mantissa, exponent);
  } else if (isFloat && range == kNormal) {
    // Box-Muller on the two halves of the draw: u in (0, 1], v in [0, 1).
    const double twoPi = 6.283185307179586476925286766559;
    double u = (double(bits >> 32) + 1.0) * 0x1.0p-32;
    double v = double(bits & 0xffffffffu) * 0x1.0p-32;
    value = sqrt(-2.0 * log(u)) * cos(twoPi * v);
  } else if (isFloat) {
    value = double(bits >> 11) * 0x1.0p-53 * 2.0 - 1.0;
  } else if (range < 0) {
    // Positions into a dimension of -range elements (a gather's indices):
    // any of them, 0 included.
    value = double(bits % uint64_t(-int64_t(range)));
  } else {
    value = double(int64_t(bits % 32) - 16);
    if (value == 0.0)
      value = 1.0;
  }
  if (positive)
    value = fabs(value);
  return isFloat && value == 0.0 ? 0.5 : value;
}

/* The reference's scale: its root mean square, at least 1, so that a sum
 * of many terms that cancels to near zero keeps the rounding of its large
 * partial sums. */
HIERA_HOST_DEVICE inline double referenceScale(double sumOfSquares,
                                               int64_t count) {
  if (count == 0)
    return 1.0;
  double rms = sqrt(sumOfSquares / double(count));
  return rms > 1.0 ? rms : 1.0;
}

/* |got - want| over what the tolerance allows, atol * scale + rtol *
 * |want|: at most 1 where the element passes; infinite for NaN, and for a
 * difference where nothing is allowed. Where the reference is not finite
 * (the square root of a negative input), only the same value passes: NaN
 * for NaN, the infinity of the same sign. */
HIERA_HOST_DEVICE inline double toleranceRatio(double got, double want,
                                               double rtol, double atol,
                                               double scale) {
  if (!isfinite(want))
    return (want != want ? got != got : got == want) ? 0 : INFINITY;
  double diff = fabs(got - want);
  double allowed = atol * scale + rtol * fabs(want);
  double ratio = allowed > 0 ? diff / allowed : (diff == 0 ? 0 : INFINITY);
  return ratio != ratio ? INFINITY : ratio;
}

/* The byte a result is filled with before a call, by its element kind
 * (enum hiera_rt_dtype: f32, f16, bf16, f64, then integers): every element
 * it makes is finite and far beyond any tolerance (3.4e38 in f32 and
 * bf16, 1.4e306 in f64, 61280 in f16, 0x7f... in integers), so that an
 * element a call leaves unwritten fails against a finite reference and
 * against a NaN one alike. */
HIERA_HOST_DEVICE inline unsigned char unwrittenByte(int32_t kind) {
  return kind == 1 ? 0x7b : 0x7f;
}

} // namespace hiera::check

#endif // HIERA_RUNTIME_CHECKELEMENTS_H
