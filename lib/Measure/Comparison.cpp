//===- Comparison.cpp - A result against its reference --------------------===//

#include "hiera/Measure/Comparison.h"

#include <algorithm>

using namespace hiera;

Comparison hiera::compareWithinTolerance(const HostArray &got,
                                         const HostArray &want, double rtol,
                                         double atol) {
  double wantSquares = 0;
  for (double part :
       forChunks<double>(want.count, [&](int64_t begin, int64_t end) {
         double squares = 0;
         for (int64_t e = begin; e < end; ++e)
           squares += want.get(e) * want.get(e);
         return squares;
       }))
    wantSquares += part;
  double scale =
      want.count ? std::max(1.0, std::sqrt(wantSquares / want.count)) : 1.0;
  struct Part {
    int64_t mismatches = 0;
    double worstRatio = 0, diffSquares = 0;
  };
  Comparison result;
  double diffSquares = 0;
  for (const Part &part :
       forChunks<Part>(got.count, [&](int64_t begin, int64_t end) {
         Part part;
         for (int64_t e = begin; e < end; ++e) {
           double value = got.get(e), expected = want.get(e);
           double diff = std::fabs(value - expected);
           double allowed = atol * scale + rtol * std::fabs(expected);
           if (!(diff <= allowed))
             ++part.mismatches;
           double ratio =
               allowed > 0 ? diff / allowed : (diff == 0 ? 0 : INFINITY);
           if (!(ratio <= part.worstRatio))
             part.worstRatio = std::isnan(ratio) ? INFINITY : ratio;
           part.diffSquares += diff * diff;
         }
         return part;
       })) {
    result.mismatches += part.mismatches;
    if (!(part.worstRatio <= result.worstToleranceRatio))
      result.worstToleranceRatio = part.worstRatio;
    diffSquares += part.diffSquares;
  }
  double relative = wantSquares > 0 ? std::sqrt(diffSquares / wantSquares)
                                    : std::sqrt(diffSquares);
  result.relativeError = std::isnan(relative) ? INFINITY : relative;
  return result;
}

int64_t hiera::firstNonFinite(const HostArray &array) {
  for (int64_t e :
       forChunks<int64_t>(array.count, [&](int64_t begin, int64_t end) {
         for (int64_t i = begin; i < end; ++i)
           if (!std::isfinite(array.get(i)))
             return i;
         return int64_t(-1);
       }))
    if (e >= 0)
      return e;
  return -1;
}
