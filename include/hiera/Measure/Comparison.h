//===- Comparison.h - A result against its reference ------------*- C++ -*-===//
//
// How the harness judges a candidate's result against the f64 reference:
// an element passes when |got - want| <= atol * scale + rtol * |want|,
// where scale is the reference's RMS (at least 1), so that a sum of
// thousands of terms that cancels to near zero keeps the rounding of its
// large partial sums. NaN, an unwritten (poisoned) element included, never
// passes.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_COMPARISON_H
#define HIERA_MEASURE_COMPARISON_H

#include "hiera/Measure/HostData.h"

namespace hiera {

struct Comparison {
  /// Elements outside the tolerance.
  int64_t mismatches = 0;
  /// The largest |got - want| / allowed: at most 1 when all pass (infinite
  /// for NaN, or for a difference where nothing is allowed).
  double worstToleranceRatio = 0;
  /// ||got - want|| / ||want|| (the absolute norm where want is all zero).
  double relativeError = 0;
};

/// Compares `got` with `want` (arrays of the same length).
Comparison compareWithinTolerance(const HostArray &got, const HostArray &want,
                                  double rtol, double atol);

/// The first element of `array` that is not finite, or -1.
int64_t firstNonFinite(const HostArray &array);

} // namespace hiera

#endif // HIERA_MEASURE_COMPARISON_H
