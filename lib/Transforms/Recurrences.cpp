//===- Recurrences.cpp - A recurrent layer as a loop over its steps -------===//

#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace hiera {
#define GEN_PASS_DEF_HIERADECOMPOSERECURRENCES
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {

/// Builds one layer's steps: the shapes and the values every step reads.
class LayerBuilder {
public:
  LayerBuilder(OpBuilder &builder, plan::RnnOp layer)
      : b(builder), loc(layer.getLoc()), layer(layer),
        element(layer.getInput().getType().getElementType()),
        gates(layer.getGateCount()), seq(layer.getSequenceLength()),
        batch(layer.getBatchSize()), features(layer.getInputSize()),
        hidden(layer.getHiddenSize()) {}

  /// The layer's results: output, final hidden state (and cell state).
  SmallVector<Value> build();

private:
  Value constantIndex(int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  }
  Value constantFloat(double value) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(element, value));
  }
  Value empty(ArrayRef<int64_t> shape) {
    return tensor::EmptyOp::create(b, loc, shape, element);
  }
  /// `direction`'s slice of a directions x batch x hidden state.
  Value stateOf(Value state, int64_t direction);
  /// `rows` x (gates hidden) = `rows` x k times `weight`ᵀ (gates hidden x
  /// k), as PyTorch's linear layers compute it.
  Value productWithTransposed(Value rows, Value weight);
  /// One step's new hidden (and cell) state, from the two products, the
  /// biases (or none) and the previous state.
  SmallVector<Value> cell(Value inputProduct, Value hiddenProduct,
                          ValueRange biases, Value hiddenState,
                          Value cellState);
  /// The payload of the cell's generic: its arguments are each gate of
  /// the two products (and of the biases), then the previous state.
  void cellPayload(OpBuilder &nested, Location at, ValueRange args,
                   bool withBiases);
  Value sigmoid(OpBuilder &nested, Location at, Value x);

  OpBuilder &b;
  Location loc;
  plan::RnnOp layer;
  Type element;
  int64_t gates, seq, batch, features, hidden;
};

Value LayerBuilder::stateOf(Value state, int64_t direction) {
  auto type = RankedTensorType::get({batch, hidden}, element);
  return tensor::ExtractSliceOp::create(
      b, loc, type, state, ValueRange(), ValueRange(), ValueRange(),
      b.getDenseI64ArrayAttr({direction, 0, 0}),
      b.getDenseI64ArrayAttr({1, batch, hidden}),
      b.getDenseI64ArrayAttr({1, 1, 1}));
}

Value LayerBuilder::productWithTransposed(Value rows, Value weight) {
  MLIRContext *context = b.getContext();
  AffineExpr row, column, k;
  bindDims(context, row, column, k);
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(3, 0, results, context);
  };
  Value zeros = linalg::FillOp::create(b, loc, constantFloat(0.0),
                                       empty({batch, gates * hidden}))
                    .getResult(0);
  return linalg::GenericOp::create(
             b, loc, zeros.getType(), ValueRange{rows, weight}, zeros,
             ArrayRef<AffineMap>{map({row, k}), map({column, k}),
                                 map({row, column})},
             ArrayRef<utils::IteratorType>{utils::IteratorType::parallel,
                                           utils::IteratorType::parallel,
                                           utils::IteratorType::reduction},
             [](OpBuilder &nested, Location at, ValueRange args) {
               Value product =
                   arith::MulFOp::create(nested, at, args[0], args[1]);
               Value sum = arith::AddFOp::create(nested, at, args[2], product);
               linalg::YieldOp::create(nested, at, sum);
             })
      .getResult(0);
}

Value LayerBuilder::sigmoid(OpBuilder &nested, Location at, Value x) {
  Type type = x.getType();
  Value one =
      arith::ConstantOp::create(nested, at, nested.getFloatAttr(type, 1.0));
  Value negated = arith::NegFOp::create(nested, at, x);
  Value exponential = math::ExpOp::create(nested, at, negated);
  Value denominator = arith::AddFOp::create(nested, at, one, exponential);
  return arith::DivFOp::create(nested, at, one, denominator);
}

void LayerBuilder::cellPayload(OpBuilder &nested, Location at, ValueRange args,
                               bool withBiases) {
  // args: the input product's gates, the hidden product's gates, then with
  // biases b_ih's and b_hh's gates, then the previous hidden (and cell)
  // state, then the outputs.
  auto gate = [&](int64_t operand, int64_t index) {
    return args[operand * gates + index];
  };
  // Gate g's two halves: what the input and the hidden state contribute.
  auto fromInput = [&](int64_t g) {
    Value value = gate(0, g);
    return withBiases
               ? Value(arith::AddFOp::create(nested, at, value, gate(2, g)))
               : value;
  };
  auto fromHidden = [&](int64_t g) {
    Value value = gate(1, g);
    return withBiases
               ? Value(arith::AddFOp::create(nested, at, value, gate(3, g)))
               : value;
  };
  auto both = [&](int64_t g) -> Value {
    return arith::AddFOp::create(nested, at, fromInput(g), fromHidden(g));
  };
  int64_t stateIndex = (withBiases ? 4 : 2) * gates;
  Value previous = args[stateIndex];
  StringRef cellName = layer.getCell();
  if (cellName == "lstm") {
    Value previousCell = args[stateIndex + 1];
    Value input = sigmoid(nested, at, both(0));
    Value forget = sigmoid(nested, at, both(1));
    Value candidate = math::TanhOp::create(nested, at, both(2));
    Value output = sigmoid(nested, at, both(3));
    Value kept = arith::MulFOp::create(nested, at, forget, previousCell);
    Value added = arith::MulFOp::create(nested, at, input, candidate);
    Value newCell = arith::AddFOp::create(nested, at, kept, added);
    Value newHidden = arith::MulFOp::create(
        nested, at, output, math::TanhOp::create(nested, at, newCell));
    linalg::YieldOp::create(nested, at, ValueRange{newHidden, newCell});
    return;
  }
  if (cellName == "gru") {
    Value reset = sigmoid(nested, at, both(0));
    Value update = sigmoid(nested, at, both(1));
    Value gatedHidden = arith::MulFOp::create(nested, at, reset, fromHidden(2));
    Value candidate = math::TanhOp::create(
        nested, at,
        arith::AddFOp::create(nested, at, fromInput(2), gatedHidden));
    // (1 - z) n + z h = n + z (h - n)
    Value difference = arith::SubFOp::create(nested, at, previous, candidate);
    Value newHidden = arith::AddFOp::create(
        nested, at, candidate,
        arith::MulFOp::create(nested, at, update, difference));
    linalg::YieldOp::create(nested, at, newHidden);
    return;
  }
  Value sum = both(0);
  Value newHidden =
      cellName == "rnn_tanh"
          ? Value(math::TanhOp::create(nested, at, sum))
          : Value(arith::MaximumFOp::create(
                nested, at, sum,
                arith::ConstantOp::create(
                    nested, at, nested.getFloatAttr(sum.getType(), 0.0))));
  linalg::YieldOp::create(nested, at, newHidden);
}

SmallVector<Value> LayerBuilder::cell(Value inputProduct, Value hiddenProduct,
                                      ValueRange biases, Value hiddenState,
                                      Value cellState) {
  MLIRContext *context = b.getContext();
  AffineExpr row, column;
  bindDims(context, row, column);
  // Gate g of a product (batch x gates hidden) or a bias (gates hidden) is
  // read through a view that splits the gates apart, at index g.
  auto splitGates = [&](Value value) -> Value {
    auto type = cast<RankedTensorType>(value.getType());
    bool matrix = type.getRank() == 2;
    SmallVector<int64_t> shape = {gates, hidden};
    if (matrix)
      shape.insert(shape.begin(), batch);
    SmallVector<ReassociationIndices> groups =
        matrix ? SmallVector<ReassociationIndices>{{0}, {1, 2}}
               : SmallVector<ReassociationIndices>{{0, 1}};
    return tensor::ExpandShapeOp::create(
        b, loc, RankedTensorType::get(shape, element), value, groups);
  };
  SmallVector<Value> inputs;
  SmallVector<AffineMap> maps;
  for (Value product : {inputProduct, hiddenProduct}) {
    Value split = splitGates(product);
    for (int64_t g = 0; g < gates; ++g) {
      inputs.push_back(split);
      maps.push_back(AffineMap::get(
          2, 0, {row, getAffineConstantExpr(g, context), column}, context));
    }
  }
  for (Value bias : biases) {
    Value split = splitGates(bias);
    for (int64_t g = 0; g < gates; ++g) {
      inputs.push_back(split);
      maps.push_back(AffineMap::get(
          2, 0, {getAffineConstantExpr(g, context), column}, context));
    }
  }
  AffineMap identity = AffineMap::getMultiDimIdentityMap(2, context);
  inputs.push_back(hiddenState);
  maps.push_back(identity);
  // The new state is written over the old, which each element reads
  // first: the loop carries its state in place.
  SmallVector<Value> outputs = {hiddenState};
  if (cellState) {
    inputs.push_back(cellState);
    maps.push_back(identity);
    outputs.push_back(cellState);
  }
  for (size_t i = 0; i < outputs.size(); ++i)
    maps.push_back(identity);
  bool withBiases = !biases.empty();
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange(ValueRange(outputs)), inputs, outputs, maps,
      ArrayRef<utils::IteratorType>{utils::IteratorType::parallel,
                                    utils::IteratorType::parallel},
      [&](OpBuilder &nested, Location at, ValueRange args) {
        cellPayload(nested, at, args, withBiases);
      });
  return SmallVector<Value>(generic.getResults());
}

SmallVector<Value> LayerBuilder::build() {
  bool lstm = layer.getCell() == "lstm";
  bool batchFirst = layer.getBatchFirst();
  int64_t directions = layer.getDirectionCount();
  int64_t perDirection = int64_t(layer.getWeights().size()) / directions;
  Value output =
      empty(cast<RankedTensorType>(layer.getOutput().getType()).getShape());
  Value finalHidden = empty({directions, batch, hidden});
  Value finalCell = lstm ? empty({directions, batch, hidden}) : Value();
  auto stepType = RankedTensorType::get({batch, features}, element);
  for (int64_t direction = 0; direction < directions; ++direction) {
    ValueRange weights =
        layer.getWeights().slice(direction * perDirection, perDirection);
    ValueRange biases = weights.drop_front(2);
    SmallVector<Value> initial = {output,
                                  stateOf(layer.getInitialHidden(), direction)};
    if (lstm)
      initial.push_back(stateOf(layer.getInitialCell(), direction));
    auto loop = scf::ForOp::create(
        b, loc, constantIndex(0), constantIndex(seq), constantIndex(1), initial,
        [&](OpBuilder &nested, Location at, Value step, ValueRange carried) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(nested.getInsertionBlock());
          // The backward direction reads the sequence from its end.
          Value time = step;
          if (direction == 1)
            time = arith::SubIOp::create(b, at, constantIndex(seq - 1), step);
          auto offsets = [&](Value t, int64_t feature) {
            SmallVector<OpFoldResult> result = {b.getIndexAttr(0), t,
                                                b.getIndexAttr(feature)};
            if (!batchFirst)
              std::swap(result[0], result[1]);
            return result;
          };
          SmallVector<OpFoldResult> unit(3, b.getIndexAttr(1));
          auto sizes = [&](int64_t last) {
            SmallVector<OpFoldResult> result = {
                b.getIndexAttr(batch), b.getIndexAttr(1), b.getIndexAttr(last)};
            if (!batchFirst)
              std::swap(result[0], result[1]);
            return result;
          };
          Value inputStep = tensor::ExtractSliceOp::create(
              b, at, stepType, layer.getInput(), offsets(time, 0),
              sizes(features), unit);
          Value inputProduct = productWithTransposed(inputStep, weights[0]);
          Value hiddenProduct = productWithTransposed(carried[1], weights[1]);
          SmallVector<Value> next =
              cell(inputProduct, hiddenProduct, biases, carried[1],
                   lstm ? carried[2] : Value());
          Value written = tensor::InsertSliceOp::create(
              b, at, next[0], carried[0], offsets(time, direction * hidden),
              sizes(hidden), unit);
          SmallVector<Value> yielded = {written, next[0]};
          if (lstm)
            yielded.push_back(next[1]);
          scf::YieldOp::create(b, at, yielded);
        });
    output = loop.getResult(0);
    auto placeState = [&](Value state, Value into) -> Value {
      return tensor::InsertSliceOp::create(
          b, loc, state, into,
          ArrayRef<OpFoldResult>{b.getIndexAttr(direction), b.getIndexAttr(0),
                                 b.getIndexAttr(0)},
          ArrayRef<OpFoldResult>{b.getIndexAttr(1), b.getIndexAttr(batch),
                                 b.getIndexAttr(hidden)},
          ArrayRef<OpFoldResult>(
              SmallVector<OpFoldResult>(3, b.getIndexAttr(1))));
    };
    finalHidden = placeState(loop.getResult(1), finalHidden);
    if (lstm)
      finalCell = placeState(loop.getResult(2), finalCell);
  }
  SmallVector<Value> results = {output, finalHidden};
  if (lstm)
    results.push_back(finalCell);
  return results;
}

} // namespace

SmallVector<Value> hiera::decomposeRecurrentLayer(OpBuilder &builder,
                                                  plan::RnnOp layer) {
  return LayerBuilder(builder, layer).build();
}

void hiera::decomposeRecurrentLayers(Operation *root) {
  SmallVector<plan::RnnOp> layers;
  root->walk([&](plan::RnnOp layer) { layers.push_back(layer); });
  for (plan::RnnOp layer : layers) {
    OpBuilder builder(layer);
    layer->replaceAllUsesWith(decomposeRecurrentLayer(builder, layer));
    layer->erase();
  }
}

namespace {
struct DecomposeRecurrencesPass
    : public hiera::impl::HieraDecomposeRecurrencesBase<
          DecomposeRecurrencesPass> {
  void runOnOperation() override { decomposeRecurrentLayers(getOperation()); }
};
} // namespace
