//===- HostData.h - Host arrays and random inputs ---------------*- C++ -*-===//
//
// Dense host arrays of one element type (f64, f32, f16, bf16, integers),
// read and written as doubles: a check's scalar inputs, which go by value,
// drawn as the GPU draws its arrays (hiera_rt_fill_random).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_MEASURE_HOSTDATA_H
#define HIERA_MEASURE_HOSTDATA_H

#include "hiera/Analysis/Workload.h"
#include "hiera/Runtime/CheckElements.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace hiera {

/// A dense host array of one element type, read and written as doubles.
class HostArray {
public:
  HostArray(mlir::Type element, int64_t count)
      : element(element), count(count),
        bytesPerElement(*getSizeInBytes(element)),
        data(count * bytesPerElement) {}

  double get(int64_t i) const {
    const uint8_t *p = &data[i * bytesPerElement];
    if (element.isF64())
      return load<double>(p);
    if (element.isF32())
      return load<float>(p);
    if (element.isF16())
      return halfToFloat(load<uint16_t>(p));
    if (element.isBF16())
      return bitsToFloat(uint32_t(load<uint16_t>(p)) << 16);
    switch (bytesPerElement) {
    case 1:
      return load<int8_t>(p);
    case 2:
      return load<int16_t>(p);
    case 4:
      return load<int32_t>(p);
    default:
      return static_cast<double>(load<int64_t>(p));
    }
  }

  void set(int64_t i, double value) {
    uint8_t *p = &data[i * bytesPerElement];
    if (element.isF64())
      return store<double>(p, value);
    if (element.isF32())
      return store<float>(p, static_cast<float>(value));
    if (element.isF16())
      return store<uint16_t>(p, floatToHalf(static_cast<float>(value)));
    if (element.isBF16()) {
      uint32_t bits = floatToBits(static_cast<float>(value));
      bits += 0x7fff + ((bits >> 16) & 1); // round to nearest even
      return store<uint16_t>(p, bits >> 16);
    }
    int64_t integer = static_cast<int64_t>(std::llround(value));
    std::memcpy(p, &integer, bytesPerElement); // little endian
  }

  mlir::Type element;
  int64_t count;
  size_t bytesPerElement;
  std::vector<uint8_t> data;

private:
  template <typename T> static T load(const uint8_t *p) {
    T value;
    std::memcpy(&value, p, sizeof(T));
    return value;
  }
  template <typename T> static void store(uint8_t *p, T value) {
    std::memcpy(p, &value, sizeof(T));
  }
  static float bitsToFloat(uint32_t bits) {
    float value;
    std::memcpy(&value, &bits, 4);
    return value;
  }
  static uint32_t floatToBits(float value) {
    uint32_t bits;
    std::memcpy(&bits, &value, 4);
    return bits;
  }
  static float halfToFloat(uint16_t h) {
    uint32_t sign = uint32_t(h & 0x8000) << 16, exponent = (h >> 10) & 0x1f,
             mantissa = h & 0x3ff;
    if (exponent == 0)
      return (sign ? -1.0f : 1.0f) * std::ldexp(float(mantissa), -24);
    if (exponent == 31)
      return bitsToFloat(sign | 0x7f800000 | (mantissa << 13));
    return bitsToFloat(sign | ((exponent + 112) << 23) | (mantissa << 13));
  }
  static uint16_t floatToHalf(float value) {
    // Values here are in [-1, 1]: normal halves or subnormals, no overflow.
    llvm::APFloat converted(value);
    bool lost;
    converted.convert(llvm::APFloat::IEEEhalf(),
                      llvm::APFloat::rmNearestTiesToEven, &lost);
    return static_cast<uint16_t>(converted.bitcastToAPInt().getZExtValue());
  }
};

/// The floats random inputs are drawn from (hiera::check::Range).
enum class InputRange : int32_t {
  /// Uniform in [-1, 1).
  Unit = check::kUnit,
  /// Standard normal, as torch.randn draws (the inputs of KernelBench's
  /// problems, and near what activations look like): math functions that
  /// branch on a magnitude (erf, log1p) take the branches they take there.
  Normal = check::kNormal,
  /// Of either sign and magnitudes spread over 2^-20 to 2^21 (2^-6 to 2^7
  /// in f16): log-uniform, as in data whose scales differ, to check that
  /// a candidate's rounding holds where magnitudes are far apart.
  Wide = check::kWide,
};

/// Fills `array` with the draw of `seed` (hiera::check::drawValue), never
/// zero: floats in `range`, integers in [-16, 16]. The same seed gives the
/// same values on every host, and, but for the last bit of a normal draw,
/// as hiera_rt_fill_random on the GPU.
void fillRandom(HostArray &array, uint64_t seed,
                InputRange range = InputRange::Unit);

} // namespace hiera

#endif // HIERA_MEASURE_HOSTDATA_H
