//===- PromoteTest.cpp - The f64 reference's promotion --------------------===//

#include "hiera/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

class PromoteTest : public ::testing::Test {
protected:
  PromoteTest() {
    context.loadDialect<func::FuncDialect, linalg::LinalgDialect,
                        arith::ArithDialect, math::MathDialect,
                        tensor::TensorDialect>();
  }
  MLIRContext context;
};

TEST_F(PromoteTest, EveryNarrowFloatBecomesF64) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    #id = affine_map<(d0) -> (d0)>
    func.func @f(%x: tensor<8xf16>, %y: tensor<8xf32>, %i: tensor<8xi32>) -> tensor<8xf32> {
      %neg_inf = arith.constant 0xFF800000 : f32
      %init = tensor.empty() : tensor<8xf32>
      %0 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
          ins(%x, %y, %i : tensor<8xf16>, tensor<8xf32>, tensor<8xi32>) outs(%init : tensor<8xf32>) {
      ^bb0(%a: f16, %b: f32, %c: i32, %o: f32):
        %e = arith.extf %a : f16 to f32
        %s = arith.addf %e, %b : f32
        %m = arith.maximumf %s, %neg_inf : f32
        %t = math.exp %m : f32
        linalg.yield %t : f32
      } -> tensor<8xf32>
      return %0 : tensor<8xf32>
    })mlir",
                                                               &context);
  ASSERT_TRUE(module);
  auto function = cast<func::FuncOp>(module->getBody()->front());
  ASSERT_TRUE(succeeded(hiera::promoteToF64(function)));

  // Signature: floats promoted, integers kept.
  Builder b(&context);
  EXPECT_EQ(function.getArgumentTypes()[0],
            RankedTensorType::get({8}, b.getF64Type()));
  EXPECT_EQ(function.getArgumentTypes()[1],
            RankedTensorType::get({8}, b.getF64Type()));
  EXPECT_EQ(function.getArgumentTypes()[2],
            RankedTensorType::get({8}, b.getI32Type()));
  EXPECT_EQ(function.getResultTypes()[0],
            RankedTensorType::get({8}, b.getF64Type()));

  // No cast is left, and no value narrower than f64.
  int casts = 0;
  function.walk([&](Operation *op) {
    casts += isa<arith::ExtFOp, arith::TruncFOp>(op);
    for (Value result : op->getResults()) {
      auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(result));
      EXPECT_TRUE(!floatType || floatType.isF64())
          << op->getName().getStringRef().str();
    }
  });
  EXPECT_EQ(casts, 0);

  // Constants keep their values, infinities included.
  function.walk([&](arith::ConstantOp constant) {
    if (auto value = dyn_cast<FloatAttr>(constant.getValue())) {
      EXPECT_TRUE(value.getType().isF64());
      EXPECT_TRUE(std::isinf(value.getValueAsDouble()));
      EXPECT_LT(value.getValueAsDouble(), 0);
    }
  });
}

} // namespace
