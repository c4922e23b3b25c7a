//===- HostData.cpp - Host arrays and random inputs -----------------------===//

#include "hiera/Measure/HostData.h"

using namespace mlir;
using namespace hiera;

namespace {
/// Element `index` of the splitmix64 sequence that starts at `seed`.
uint64_t splitmix64(uint64_t seed, uint64_t index) {
  uint64_t z = seed + (index + 1) * 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

} // namespace

void hiera::fillRandom(HostArray &array, uint64_t seed, InputRange range) {
  bool isFloat = isa<FloatType>(array.element);
  int exponents = array.element.isF16() ? 6 : 20;
  forChunks<char>(array.count, [&](int64_t begin, int64_t end) {
    for (int64_t i = begin; i < end; ++i) {
      uint64_t bits = splitmix64(seed, i);
      double value;
      if (isFloat && range == InputRange::Wide) {
        // Bits 0-10: the exponent, bit 11: the sign, the top 52: the
        // mantissa in [1, 2).
        int exponent = int(bits % 2048 % (2 * exponents + 1)) - exponents;
        double mantissa = 1.0 + double(bits >> 12) * 0x1.0p-52;
        value = std::ldexp((bits >> 11) & 1 ? -mantissa : mantissa, exponent);
      } else if (isFloat && range == InputRange::Normal) {
        // Box-Muller on the two halves of the draw: u in (0, 1], v in
        // [0, 1).
        double u = (double(bits >> 32) + 1.0) * 0x1.0p-32;
        double v = double(bits & 0xffffffffu) * 0x1.0p-32;
        value = std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * v);
        if (value == 0.0)
          value = 0.5;
      } else if (isFloat) {
        value = double(bits >> 11) * 0x1.0p-53 * 2.0 - 1.0;
        if (value == 0.0)
          value = 0.5;
      } else {
        value = double(int64_t(bits % 32) - 16);
        if (value == 0.0)
          value = 1.0;
      }
      array.set(i, value);
    }
    return 0;
  });
}
