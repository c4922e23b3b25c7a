//===- WorkloadTest.cpp - FLOP and byte conventions -----------------------===//

#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hiera;

namespace {

class WorkloadTest : public ::testing::Test {
protected:
  WorkloadTest() {
    context.loadDialect<func::FuncDialect, linalg::LinalgDialect,
                        arith::ArithDialect, math::MathDialect,
                        tensor::TensorDialect, plan::PlanDialect>();
  }

  /// The structured ops of `source`, in order.
  SmallVector<linalg::LinalgOp> parseOps(llvm::StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    SmallVector<linalg::LinalgOp> ops;
    if (module)
      module->walk([&](linalg::LinalgOp op) { ops.push_back(op); });
    return ops;
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

TEST_F(WorkloadTest, MatmulIsTwoFlopsPerPoint) {
  auto ops = parseOps(R"mlir(
    func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>, %c: tensor<8x4xf32>) -> tensor<8x4xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x4xf32>)
                         outs(%c : tensor<8x4xf32>) -> tensor<8x4xf32>
      return %0 : tensor<8x4xf32>
    })mlir");
  ASSERT_EQ(ops.size(), 1u);
  EXPECT_EQ(classifyOp(ops[0]), OpClass::Contraction);
  EXPECT_EQ(countFlops(ops[0]), 2 * 8 * 16 * 4);
}

TEST_F(WorkloadTest, CastsAndConstantsAreFreeFmaIsTwo) {
  auto ops = parseOps(R"mlir(
    #map = affine_map<(d0) -> (d0)>
    func.func @f(%x: tensor<10xf16>, %y: tensor<10xf32>) -> tensor<10xf32> {
      %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
          ins(%x : tensor<10xf16>) outs(%y : tensor<10xf32>) {
      ^bb0(%in: f16, %out: f32):
        %c = arith.constant 2.0 : f32
        %e = arith.extf %in : f16 to f32
        %f = math.fma %e, %c, %out : f32
        %g = math.exp %f : f32
        linalg.yield %g : f32
      } -> tensor<10xf32>
      return %0 : tensor<10xf32>
    })mlir");
  ASSERT_EQ(ops.size(), 1u);
  EXPECT_EQ(classifyOp(ops[0]), OpClass::Elementwise);
  EXPECT_EQ(countPayloadFlops(ops[0]), 3);
  EXPECT_EQ(countFlops(ops[0]), 30);
}

TEST_F(WorkloadTest, PoolingIsAReductionNotAContraction) {
  auto ops = parseOps(R"mlir(
    func.func @f(%x: tensor<1x8x8x4xf32>, %w: tensor<2x2xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
      %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
          ins(%x, %w : tensor<1x8x8x4xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
      return %0 : tensor<1x4x4x4xf32>
    })mlir");
  ASSERT_EQ(ops.size(), 1u);
  EXPECT_EQ(classifyOp(ops[0]), OpClass::Reduction);
}

TEST_F(WorkloadTest, DynamicShapesHaveNoCount) {
  auto ops = parseOps(R"mlir(
    func.func @f(%a: tensor<?x16xf32>, %b: tensor<16x4xf32>, %c: tensor<?x4xf32>) -> tensor<?x4xf32> {
      %0 = linalg.matmul ins(%a, %b : tensor<?x16xf32>, tensor<16x4xf32>)
                         outs(%c : tensor<?x4xf32>) -> tensor<?x4xf32>
      return %0 : tensor<?x4xf32>
    })mlir");
  ASSERT_EQ(ops.size(), 1u);
  EXPECT_EQ(countFlops(ops[0]), std::nullopt);
}

TEST_F(WorkloadTest, SizesRoundSubByteTypesUp) {
  Builder b(&context);
  EXPECT_EQ(getSizeInBytes(RankedTensorType::get({4, 4}, b.getF32Type())), 64);
  EXPECT_EQ(getSizeInBytes(RankedTensorType::get({3}, b.getI1Type())), 3);
  EXPECT_EQ(getSizeInBytes(b.getBF16Type()), 2);
  EXPECT_EQ(getSizeInBytes(RankedTensorType::get({ShapedType::kDynamic},
                                                 b.getF32Type())),
            std::nullopt);
}

// A gather's indices (cross-entropy's targets, wrapped where negative,
// as torch-mlir writes it) are bounded by the class dimension they index,
// through the task that takes them; a value input is not an index.
TEST_F(WorkloadTest, GatherIndicesAreBoundedByTheirTable) {
  parseOps(R"mlir(
    #map = affine_map<(d0) -> (d0)>
    func.func @f(%targets: tensor<64xi64>, %logits: tensor<64x1000xf32>) -> tensor<64xf32> {
      %0 = plan.task "gather"(%targets, %logits) : (tensor<64xi64>, tensor<64x1000xf32>) -> tensor<64xf32> {
      ^bb0(%t: tensor<64xi64>, %l: tensor<64x1000xf32>):
        %e = tensor.empty() : tensor<64xf32>
        %g = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
            ins(%t : tensor<64xi64>) outs(%e : tensor<64xf32>) {
        ^bb0(%in: i64, %out: f32):
          %c0 = arith.constant 0 : i64
          %n = arith.constant 1000 : i64
          %row = linalg.index 0 : index
          %negative = arith.cmpi slt, %in, %c0 : i64
          %wrapped = arith.addi %in, %n : i64
          %class = arith.select %negative, %wrapped, %in : i64
          %at = arith.index_cast %class : i64 to index
          %v = tensor.extract %l[%row, %at] : tensor<64x1000xf32>
          linalg.yield %v : f32
        } -> tensor<64xf32>
        plan.yield %g : tensor<64xf32>
      }
      return %0 : tensor<64xf32>
    })mlir");
  ASSERT_TRUE(module);
  auto function = cast<func::FuncOp>(module->getBody()->front());
  EXPECT_EQ(valueBound(function.getArgument(0)), 1000);
  EXPECT_EQ(valueBound(function.getArgument(1)), std::nullopt);
}

// A bool's byte holds 0 or 1, whatever reads it (a mask multiplied in).
TEST_F(WorkloadTest, BoolsAreZeroOrOne) {
  parseOps(R"mlir(
    func.func @f(%mask: tensor<8xi1>, %count: tensor<8xi32>) -> tensor<8xi1> {
      return %mask : tensor<8xi1>
    })mlir");
  ASSERT_TRUE(module);
  auto function = cast<func::FuncOp>(module->getBody()->front());
  EXPECT_EQ(valueBound(function.getArgument(0)), 2);
  EXPECT_EQ(valueBound(function.getArgument(1)), std::nullopt);
}

// A recurrent layer's weights are drawn as PyTorch initialises them, within
// 1/sqrt(hidden), through the task that holds it; its input and states as
// any activation.
TEST_F(WorkloadTest, RecurrentWeightsAreScaledByTheHiddenSize) {
  parseOps(R"mlir(
    func.func @f(%x: tensor<8x4x16xf32>, %h0: tensor<1x4x64xf32>, %w_ih: tensor<64x16xf32>, %w_hh: tensor<64x64xf32>) -> tensor<8x4x64xf32> {
      %y = plan.task "rnn"(%x, %h0, %w_ih, %w_hh) : (tensor<8x4x16xf32>, tensor<1x4x64xf32>, tensor<64x16xf32>, tensor<64x64xf32>) -> tensor<8x4x64xf32> {
      ^bb0(%tx: tensor<8x4x16xf32>, %th0: tensor<1x4x64xf32>, %tw_ih: tensor<64x16xf32>, %tw_hh: tensor<64x64xf32>):
        %r:2 = plan.rnn "rnn_tanh" (%tx, %th0) weights(%tw_ih, %tw_hh) : (tensor<8x4x16xf32>, tensor<1x4x64xf32>, tensor<64x16xf32>, tensor<64x64xf32>) -> (tensor<8x4x64xf32>, tensor<1x4x64xf32>)
        plan.yield %r#0 : tensor<8x4x64xf32>
      }
      return %y : tensor<8x4x64xf32>
    })mlir");
  ASSERT_TRUE(module);
  auto function = cast<func::FuncOp>(module->getBody()->front());
  EXPECT_EQ(valueScale(function.getArgument(0)), std::nullopt);
  EXPECT_EQ(valueScale(function.getArgument(1)), std::nullopt);
  EXPECT_EQ(valueScale(function.getArgument(2)), 0.125);
  EXPECT_EQ(valueScale(function.getArgument(3)), 0.125);
}

} // namespace
