//===- HostData.cpp - Host arrays and random inputs -----------------------===//

#include "hiera/Measure/HostData.h"

using namespace mlir;
using namespace hiera;

void hiera::fillRandom(HostArray &array, uint64_t seed, InputRange range) {
  bool isFloat = isa<FloatType>(array.element);
  bool isHalf = array.element.isF16();
  for (int64_t i = 0; i < array.count; ++i)
    array.set(i, check::drawValue(seed, i, isFloat, isHalf,
                                  static_cast<int32_t>(range)));
}
