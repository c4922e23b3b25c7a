//===- HostDataTest.cpp - Host arrays, random inputs, element verdicts ----===//

#include "hiera/Measure/HostData.h"
#include "hiera/Runtime/Runtime.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

using namespace hiera;

namespace {

class HostDataTest : public ::testing::Test {
protected:
  mlir::MLIRContext context;
  mlir::Builder builder{&context};
};

TEST_F(HostDataTest, ElementTypesRoundTripTheirValues) {
  // Values the random inputs take: exact in every type that holds them.
  for (mlir::Type type :
       {mlir::Type(builder.getF64Type()), mlir::Type(builder.getF32Type()),
        mlir::Type(builder.getF16Type()), mlir::Type(builder.getBF16Type())}) {
    HostArray array(type, 4);
    array.set(0, 0.5);
    array.set(1, -1.0);
    array.set(2, 0.25);
    array.set(3, -0.75);
    EXPECT_EQ(array.get(0), 0.5);
    EXPECT_EQ(array.get(1), -1.0);
    EXPECT_EQ(array.get(2), 0.25);
    EXPECT_EQ(array.get(3), -0.75);
  }
  for (unsigned width : {8u, 16u, 32u, 64u}) {
    HostArray array(builder.getIntegerType(width), 2);
    array.set(0, -16);
    array.set(1, 15);
    EXPECT_EQ(array.get(0), -16);
    EXPECT_EQ(array.get(1), 15);
  }
  // f16 rounds to nearest even: 1 + 2^-11 lies halfway and goes to 1.
  HostArray half(builder.getF16Type(), 1);
  half.set(0, 1.0 + std::ldexp(1.0, -11));
  EXPECT_EQ(half.get(0), 1.0);
}

TEST_F(HostDataTest, RandomInputsAreNeverZeroAndRepeatable) {
  int64_t count = int64_t(1) << 20;
  HostArray first(builder.getF32Type(), count),
      again(builder.getF32Type(), count), other(builder.getF32Type(), count);
  fillRandom(first, 7);
  fillRandom(again, 7);
  fillRandom(other, 8);
  EXPECT_EQ(first.data, again.data);
  EXPECT_NE(first.data, other.data);
  double sum = 0;
  for (int64_t i = 0; i < count; ++i) {
    double value = first.get(i);
    ASSERT_NE(value, 0.0);
    ASSERT_GE(value, -1.0);
    ASSERT_LT(value, 1.0);
    sum += value;
  }
  // Uniform on [-1, 1): a mean near 0.
  EXPECT_LT(std::fabs(sum / count), 0.01);

  HostArray integers(builder.getIntegerType(32), 1000);
  fillRandom(integers, 3);
  for (int64_t i = 0; i < integers.count; ++i) {
    ASSERT_NE(integers.get(i), 0.0);
    ASSERT_GE(integers.get(i), -16.0);
    ASSERT_LE(integers.get(i), 15.0);
  }
}

TEST_F(HostDataTest, WideInputsSpreadOverTheirExponents) {
  for (auto [type, exponents] :
       {std::pair<mlir::Type, int>{builder.getF32Type(), 20},
        std::pair<mlir::Type, int>{builder.getF16Type(), 6}}) {
    HostArray array(type, 1 << 16);
    fillRandom(array, 5, InputRange::Wide);
    int lowest = 1000, highest = -1000, negatives = 0;
    for (int64_t i = 0; i < array.count; ++i) {
      double value = array.get(i);
      ASSERT_TRUE(std::isfinite(value) && value != 0.0) << value;
      int exponent = std::ilogb(value);
      lowest = std::min(lowest, exponent);
      highest = std::max(highest, exponent);
      negatives += value < 0;
    }
    // Mantissas in [1, 2), rounded to the type, may reach the next power.
    EXPECT_EQ(lowest, -exponents);
    EXPECT_GE(highest, exponents);
    EXPECT_LE(highest, exponents + 1);
    EXPECT_NEAR(double(negatives) / array.count, 0.5, 0.02);
  }
}

TEST_F(HostDataTest, NormalInputsAreStandardNormal) {
  int64_t count = 1 << 18;
  HostArray first(builder.getF32Type(), count),
      again(builder.getF32Type(), count);
  fillRandom(first, 11, InputRange::Normal);
  fillRandom(again, 11, InputRange::Normal);
  EXPECT_EQ(first.data, again.data);
  double sum = 0, squares = 0;
  int64_t withinOne = 0, beyondFour = 0;
  for (int64_t i = 0; i < count; ++i) {
    double value = first.get(i);
    ASSERT_TRUE(std::isfinite(value) && value != 0.0) << value;
    sum += value;
    squares += value * value;
    withinOne += std::fabs(value) < 1.0;
    beyondFour += std::fabs(value) > 4.0;
  }
  double mean = sum / count;
  EXPECT_LT(std::fabs(mean), 0.01);
  EXPECT_NEAR(std::sqrt(squares / count - mean * mean), 1.0, 0.01);
  // 68.3% of a standard normal lies within one deviation, 0.006% beyond 4.
  EXPECT_NEAR(double(withinOne) / count, 0.6827, 0.005);
  EXPECT_LT(beyondFour, 60);
  EXPECT_GT(beyondFour, 0);
}

// The verdict on one element, as hiera_rt_compare gives it on the GPU.
TEST(CheckElementsTest, ToleranceIsScaledByTheReference) {
  // RMS 100: atol 1e-3 allows 0.1, rtol 1e-3 allows 0.1 more.
  double scale = check::referenceScale(4 * 100.0 * 100.0, 4);
  EXPECT_DOUBLE_EQ(scale, 100.0);
  EXPECT_EQ(check::toleranceRatio(100.0, 100.0, 1e-3, 1e-3, scale), 0.0);
  EXPECT_LE(check::toleranceRatio(100.19, 100.0, 1e-3, 1e-3, scale), 1.0);
  EXPECT_LE(check::toleranceRatio(99.81, 100.0, 1e-3, 1e-3, scale), 1.0);
  EXPECT_NEAR(check::toleranceRatio(100.21, 100.0, 1e-3, 1e-3, scale),
              0.21 / 0.2, 1e-9);
  // A reference of small values keeps the absolute tolerance.
  EXPECT_EQ(check::referenceScale(0.25, 4), 1.0);
  EXPECT_EQ(check::referenceScale(0, 0), 1.0);
}

TEST(CheckElementsTest, NaNNeverPassesAFiniteReference) {
  EXPECT_TRUE(std::isinf(check::toleranceRatio(NAN, 0.5, 1e-5, 1e-5, 1)));
  EXPECT_TRUE(std::isinf(check::toleranceRatio(INFINITY, 0.5, 1e-5, 1e-5, 1)));
}

// Where random inputs lie outside what a task computes on (the square root
// of a negative variance), the reference is NaN there and only NaN passes;
// an infinity passes only the same infinity.
TEST(CheckElementsTest, ANonFiniteReferencePassesOnlyItsOwnValue) {
  EXPECT_EQ(check::toleranceRatio(NAN, NAN, 1e-5, 1e-5, 1), 0.0);
  EXPECT_TRUE(std::isinf(check::toleranceRatio(0.5, NAN, 1e-5, 1e-5, 1)));
  EXPECT_EQ(check::toleranceRatio(INFINITY, INFINITY, 1e-5, 1e-5, 1), 0.0);
  EXPECT_TRUE(
      std::isinf(check::toleranceRatio(-INFINITY, INFINITY, 1e-5, 1e-5, 1)));
  EXPECT_TRUE(std::isinf(check::toleranceRatio(NAN, -INFINITY, 1e-5, 1e-5, 1)));
}

// The harness fills results with check::unwrittenByte before a call: an
// element left unwritten is finite and far off, so it fails against a
// finite reference and against a NaN one.
TEST(CheckElementsTest, AnUnwrittenElementNeverPasses) {
  unsigned char f32Byte = check::unwrittenByte(HIERA_F32);
  float f32;
  std::memset(&f32, f32Byte, sizeof(f32));
  EXPECT_TRUE(std::isfinite(f32));
  EXPECT_GT(f32, 1e38f);
  double f64;
  std::memset(&f64, check::unwrittenByte(HIERA_F64), sizeof(f64));
  EXPECT_TRUE(std::isfinite(f64));
  EXPECT_GT(f64, 1e300);
  for (double reference : {0.5, -3e38, double(NAN)}) {
    EXPECT_FALSE(check::toleranceRatio(f32, reference, 1e-2, 1e-2, 1) <= 1.0);
    EXPECT_FALSE(check::toleranceRatio(f64, reference, 1e-2, 1e-2, 1) <= 1.0);
  }
  // f16 0x7b7b: 61280, its largest finite values; 0x7f7f would be a NaN.
  unsigned char f16Byte = check::unwrittenByte(HIERA_F16);
  EXPECT_EQ(f16Byte, 0x7b);
  auto halfBits = uint16_t(f16Byte << 8 | f16Byte);
  EXPECT_NE(halfBits & 0x7c00, 0x7c00); // not all-ones exponent: finite
  // bf16 0x7f7f: 3.39e38, finite.
  uint32_t bf16Bits = uint32_t(0x7f7f) << 16;
  float bf16;
  std::memcpy(&bf16, &bf16Bits, sizeof(bf16));
  EXPECT_TRUE(std::isfinite(bf16));
}

// A gather's indices are drawn within the extent they index, every
// position reachable, 0 included.
TEST(CheckElementsTest, IndicesLieWithinTheirExtent) {
  int seen[10] = {};
  for (uint64_t i = 0; i < 1000; ++i) {
    double value = check::drawValue(7, i, /*isFloat=*/false, false, -10);
    ASSERT_GE(value, 0.0);
    ASSERT_LT(value, 10.0);
    ASSERT_EQ(value, double(int(value)));
    ++seen[int(value)];
  }
  for (int count : seen)
    EXPECT_GT(count, 50);
}

// Positive draws are the same magnitudes, every sign made positive, in
// each float range; integers ignore the flag.
TEST(CheckElementsTest, PositiveDrawsAreTheMagnitudes) {
  for (int32_t range : {check::kUnit, check::kNormal, check::kWide}) {
    int negatives = 0;
    for (uint64_t i = 0; i < 1000; ++i) {
      double signedDraw = check::drawValue(3, i, true, false, range);
      double positive =
          check::drawValue(3, i, true, false, range | check::kPositive);
      negatives += signedDraw < 0;
      ASSERT_GT(positive, 0.0);
      ASSERT_EQ(positive, std::fabs(signedDraw));
    }
    EXPECT_GT(negatives, 300) << "range " << range;
  }
  EXPECT_EQ(check::drawValue(3, 0, false, false, check::kPositive),
            check::drawValue(3, 0, false, false, check::kUnit));
}

TEST(CheckElementsTest, ExactResultsPassWithNoTolerance) {
  EXPECT_EQ(check::toleranceRatio(-4, -4, 0, 0, 1), 0.0);
  EXPECT_TRUE(std::isinf(check::toleranceRatio(-5, -4, 0, 0, 1)));
}

} // namespace
