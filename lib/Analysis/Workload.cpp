//===- Workload.cpp - What a task computes and moves ----------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Runtime/Runtime.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/CastInterfaces.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Follows casts back to the value they convert.
static Value skipCasts(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<CastOpInterface>(def) || def->getNumOperands() != 1)
      break;
    value = def->getOperand(0);
  }
  return value;
}

/// Whether the payload multiplies two different inputs, as a matmul or a
/// convolution does (a pooling window or a reduction does not).
static bool multipliesTwoInputs(linalg::LinalgOp op) {
  Block *payload = op.getBlock();
  unsigned numInputs = op.getNumDpsInputs();
  auto inputIndex = [&](Value value) -> int {
    auto arg = dyn_cast<BlockArgument>(skipCasts(value));
    if (!arg || arg.getOwner() != payload || arg.getArgNumber() >= numInputs)
      return -1;
    return arg.getArgNumber();
  };
  for (Operation &inner : *payload) {
    if (!isa<arith::MulFOp, arith::MulIOp>(inner))
      continue;
    int lhs = inputIndex(inner.getOperand(0));
    int rhs = inputIndex(inner.getOperand(1));
    if (lhs >= 0 && rhs >= 0 && lhs != rhs)
      return true;
  }
  return false;
}

OpClass hiera::classifyOp(linalg::LinalgOp op) {
  if (isa<linalg::FillOp>(op))
    return OpClass::Fill;
  // A fill in its generic form, as --linalg-generalize-named-ops leaves it.
  if (auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
      generic && linalg::isaFillOpInterface(generic))
    return OpClass::Fill;
  if (op.getNumReductionLoops() == 0)
    return OpClass::Elementwise;
  return multipliesTwoInputs(op) ? OpClass::Contraction : OpClass::Reduction;
}

bool hiera::isWideningCast(linalg::LinalgOp op) {
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 0 ||
      !llvm::all_of(op.getIndexingMapsArray(),
                    [](AffineMap map) { return map.isIdentity(); }))
    return false;
  Block *payload = op.getBlock();
  auto extend =
      payload->getTerminator()->getOperand(0).getDefiningOp<arith::ExtFOp>();
  return extend && &payload->front() == extend.getOperation() &&
         extend.getIn() ==
             op.getMatchingBlockArgument(op.getDpsInputOperand(0));
}

std::optional<ConstantBorder> hiera::constantBorder(tensor::PadOp pad) {
  ConstantBorder border{pad.getStaticLow(), pad.getStaticHigh(), {}};
  Value padding = pad.getConstantPaddingValue();
  if (!pad.getLow().empty() || !pad.getHigh().empty() || !padding ||
      !matchPattern(padding, m_Constant(&border.value)) ||
      llvm::any_of(llvm::concat<const int64_t>(border.low, border.high),
                   [](int64_t width) { return width < 0; }))
    return std::nullopt;
  return border;
}

bool hiera::isWindowInput(OpOperand &use) {
  auto reader = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return reader && reader.isDpsInput(&use) &&
         linalg::isaConvolutionOpInterface(reader,
                                           /*allowEmptyConvolvedDims=*/false);
}

/// Whether `value` is `linalg.index dim` of the op whose payload holds it,
/// or 0 along a dimension of one element.
static bool isLoopIndex(Value value, int64_t dim, int64_t extent) {
  auto index = value.getDefiningOp<linalg::IndexOp>();
  return (index && static_cast<int64_t>(index.getDim()) == dim) ||
         (extent == 1 && getConstantIntValue(value) == 0);
}

/// Whether `value` is `extent - 1 - linalg.index dim`, or 0 along a
/// dimension of one element.
static bool isReversedIndex(Value value, int64_t dim, int64_t extent) {
  auto difference = value.getDefiningOp<arith::SubIOp>();
  return (difference && isLoopIndex(difference.getRhs(), dim, 0) &&
          getConstantIntValue(difference.getLhs()) == extent - 1) ||
         (extent == 1 && getConstantIntValue(value) == 0);
}

std::optional<TransposedConv>
hiera::matchTransposedConv(linalg::LinalgOp conv) {
  DenseIntElementsAttr strides, dilations;
  bool channelsFirst =
      llvm::TypeSwitch<Operation *, bool>(conv.getOperation())
          .Case<linalg::Conv1DNcwFcwOp, linalg::Conv2DNchwFchwOp,
                linalg::Conv3DNcdhwFcdhwOp, linalg::Conv2DNgchwGfchwOp>(
              [&](auto op) {
                strides = op.getStrides();
                dilations = op.getDilations();
                return true;
              })
          .Default([](Operation *) { return false; });
  if (!channelsFirst)
    return std::nullopt;
  if (!llvm::all_of(strides.getValues<int64_t>(),
                    [](int64_t stride) { return stride == 1; }))
    return std::nullopt;
  TransposedConv transposed;
  // In groups, the filter's dimensions after the group's, and the input a
  // view that splits its channels into groups.
  int64_t lead = isa<linalg::Conv2DNgchwGfchwOp>(conv.getOperation()) ? 1 : 0;
  Value spreadInput = conv.getDpsInputs()[0];
  if (lead) {
    transposed.groupsView = spreadInput.getDefiningOp<tensor::ExpandShapeOp>();
    if (!transposed.groupsView ||
        transposed.groupsView.getReassociationIndices() !=
            SmallVector<ReassociationIndices>{{0}, {1, 2}, {3}, {4}})
      return std::nullopt;
    spreadInput = transposed.groupsView.getSrc();
    transposed.groups = transposed.groupsView.getResultType().getDimSize(1);
  }
  transposed.spread = spreadInput.getDefiningOp<tensor::InsertSliceOp>();
  transposed.flip = conv.getDpsInputs()[1].getDefiningOp<linalg::GenericOp>();
  if (!transposed.spread || !transposed.flip)
    return std::nullopt;

  // The input: the source spread over a fill of zero, channels and images
  // whole, each spatial dimension at a static offset and stride.
  tensor::InsertSliceOp spread = transposed.spread;
  auto fill = spread.getDest().getDefiningOp<linalg::FillOp>();
  RankedTensorType source = spread.getSourceType(),
                   spreadType = spread.getResultType();
  if (!fill || !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
      !source.hasStaticShape() || !spreadType.hasStaticShape() ||
      source.getRank() != spreadType.getRank() ||
      ShapedType::isDynamicShape(spread.getStaticOffsets()) ||
      ShapedType::isDynamicShape(spread.getStaticStrides()))
    return std::nullopt;
  ArrayRef<int64_t> offsets = spread.getStaticOffsets(),
                    spreadStrides = spread.getStaticStrides();
  for (int64_t dim : {0, 1})
    if (offsets[dim] != 0 || spreadStrides[dim] != 1 ||
        source.getDimSize(dim) != spreadType.getDimSize(dim))
      return std::nullopt;

  // The filter: weight[c][k][r][s] read at filter[k][c][R-1-r][S-1-s],
  // each behind the group's index in groups.
  linalg::GenericOp flip = transposed.flip;
  auto filterType = cast<RankedTensorType>(flip.getResultTypes()[0]);
  Block *payload = flip.getBlock();
  auto extract =
      payload->getTerminator()->getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (flip.getNumDpsInputs() != 0 || flip.getNumDpsInits() != 1 ||
      flip.getNumReductionLoops() != 0 ||
      !flip.getIndexingMapsArray()[0].isIdentity() || !extract ||
      extract->getParentRegion() != &flip.getRegion() ||
      extract.getTensor().getParentRegion() == &flip.getRegion())
    return std::nullopt;
  ArrayRef<int64_t> filterShape = filterType.getShape(),
                    weightShape = extract.getTensor().getType().getShape();
  if (weightShape.size() != filterShape.size() ||
      weightShape.take_front(lead) != filterShape.take_front(lead) ||
      weightShape[lead] != filterShape[lead + 1] ||
      weightShape[lead + 1] != filterShape[lead] ||
      weightShape.drop_front(lead + 2) != filterShape.drop_front(lead + 2))
    return std::nullopt;
  ArrayRef<int64_t> window = filterShape.drop_front(lead + 2);
  ValueRange at = extract.getIndices();
  if ((lead && !isLoopIndex(at[0], 0, weightShape[0])) ||
      !isLoopIndex(at[lead], lead + 1, weightShape[lead]) ||
      !isLoopIndex(at[lead + 1], lead, weightShape[lead + 1]))
    return std::nullopt;
  for (auto [index, extent] : llvm::enumerate(window))
    if (!isReversedIndex(at[lead + 2 + index], lead + 2 + index, extent))
      return std::nullopt;

  // Per spatial dimension, the convolution it transposes: padding
  // dilation * (window - 1) - offset, the same at the far end but for an
  // output padding in [0, stride).
  for (auto [index, extent] : llvm::enumerate(window)) {
    int64_t dim = 2 + index;
    int64_t dilation = dilations.getValues<int64_t>()[index];
    int64_t stride = spreadStrides[dim], offset = offsets[dim];
    int64_t span = dilation * (extent - 1);
    int64_t far = spreadType.getDimSize(dim) - offset -
                  (source.getDimSize(dim) - 1) * stride - 1;
    if (stride < 1 || offset > span || far - offset < 0 ||
        far - offset >= stride)
      return std::nullopt;
    transposed.pad.push_back(span - offset);
    transposed.stride.push_back(stride);
    transposed.dilation.push_back(dilation);
  }
  transposed.input = spread.getSource();
  transposed.weight = extract.getTensor();
  return transposed;
}

std::optional<int32_t> hiera::runtimeType(Type element) {
  if (element.isF32())
    return HIERA_F32;
  if (element.isF16())
    return HIERA_F16;
  if (element.isBF16())
    return HIERA_BF16;
  if (element.isF64())
    return HIERA_F64;
  if (!isa<IntegerType>(element))
    return std::nullopt;
  switch (getSizeInBytes(element).value_or(0)) {
  case 1:
    return HIERA_I8;
  case 2:
    return HIERA_I16;
  case 4:
    return HIERA_I32;
  case 8:
    return HIERA_I64;
  }
  return std::nullopt;
}

/// The product of `factors`, or nullopt past int64.
static std::optional<int64_t> checkedProduct(ArrayRef<int64_t> factors) {
  int64_t product = 1;
  for (int64_t factor : factors)
    if (llvm::MulOverflow(product, factor, product))
      return std::nullopt;
  return product;
}

std::optional<SmallVector<EpilogueStep>>
hiera::readEpilogueSteps(linalg::LinalgOp op, OpOperand &running) {
  if (op->getNumResults() != 1 || !op.isDpsInput(&running))
    return std::nullopt;
  Block *payload = op.getBlock();
  Value value = op.getMatchingBlockArgument(&running);
  SmallVector<EpilogueStep> steps;
  for (Operation &step : payload->without_terminator()) {
    if (step.getNumOperands() != 2 || step.getNumResults() != 1 ||
        !llvm::is_contained(step.getOperands(), value))
      return std::nullopt;
    Value other =
        step.getOperand(0) == value ? step.getOperand(1) : step.getOperand(0);
    // Nothing the libraries fuse comes after their ReLU.
    if (!steps.empty() && steps.back().isRelu())
      return std::nullopt;
    if (isa<arith::MaximumFOp, arith::MaxNumFOp>(step) &&
        matchPattern(other, m_AnyZeroFloat())) {
      steps.push_back({});
    } else {
      // Payload arguments stand for the op's operands, in order.
      auto argument = dyn_cast<BlockArgument>(other);
      if (!isa<arith::AddFOp>(step) || !argument ||
          argument.getOwner() != payload)
        return std::nullopt;
      OpOperand &added = op->getOpOperand(argument.getArgNumber());
      if (!op.isDpsInput(&added) || &added == &running)
        return std::nullopt;
      steps.push_back({&added});
    }
    value = step.getResult(0);
  }
  if (payload->getTerminator()->getOperand(0) != value)
    return std::nullopt;
  return steps;
}

std::optional<int64_t> hiera::getSizeInBytes(Type type) {
  int64_t count = 1;
  Type element = type;
  if (auto shaped = dyn_cast<ShapedType>(type)) {
    if (!shaped.hasStaticShape())
      return std::nullopt;
    // ShapedType::getNumElements wraps around past int64.
    std::optional<int64_t> elements = checkedProduct(shaped.getShape());
    if (!elements)
      return std::nullopt;
    count = *elements;
    element = shaped.getElementType();
  }
  int64_t bits;
  if (auto complex = dyn_cast<ComplexType>(element)) {
    if (!complex.getElementType().isIntOrFloat())
      return std::nullopt;
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  } else if (element.isIndex()) {
    bits = 64;
  } else if (element.isIntOrFloat()) {
    bits = element.getIntOrFloatBitWidth();
  } else {
    return std::nullopt;
  }
  int64_t bytes;
  if (llvm::MulOverflow(count, int64_t((bits + 7) / 8), bytes))
    return std::nullopt;
  return bytes;
}

std::optional<std::string> hiera::countOverflow(linalg::LinalgOp op) {
  for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                            op->getResultTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (!shaped || !shaped.hasStaticShape())
      continue;
    // An element of no fixed size has no bytes to overflow.
    std::optional<int64_t> elements = checkedProduct(shaped.getShape());
    if (!elements || (getSizeInBytes(shaped.getElementType()) &&
                      !getSizeInBytes(type))) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << "the " << (elements ? "bytes" : "elements") << " of " << type;
      return text;
    }
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  if (!countFlops(op))
    return std::string("its operations over its iteration space");
  return std::nullopt;
}

int64_t hiera::countPayloadFlops(linalg::LinalgOp op) {
  int64_t flops = 0;
  op.getBlock()->walk([&](Operation *inner) {
    Dialect *dialect = inner->getDialect();
    if (!dialect || !isa<arith::ArithDialect, math::MathDialect>(dialect))
      return;
    if (isa<arith::ConstantOp, CastOpInterface>(inner))
      return;
    flops += isa<math::FmaOp>(inner) ? 2 : 1;
  });
  return flops;
}

/// `predicate` with its operands swapped: a < b is b > a.
static arith::CmpIPredicate swapped(arith::CmpIPredicate predicate) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::ult: return P::ugt;
  case P::ule: return P::uge;
  case P::ugt: return P::ult;
  case P::uge: return P::ule;
  case P::slt: return P::sgt;
  case P::sle: return P::sge;
  case P::sgt: return P::slt;
  case P::sge: return P::sle;
  default: return predicate;
  }
}

std::optional<Scan> hiera::matchScan(linalg::LinalgOp linalgOp) {
  auto op = dyn_cast<linalg::GenericOp>(linalgOp.getOperation());
  if (!op || op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() < 2)
    return std::nullopt;
  unsigned loops = op.getNumLoops();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  unsigned reduced = loops - 1;
  if (llvm::count(iterators, utils::IteratorType::reduction) != 1 ||
      iterators[reduced] != utils::IteratorType::reduction)
    return std::nullopt;
  MLIRContext *context = op.getContext();
  AffineMap output = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  AffineMap input = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  if (output != AffineMap::getMultiDimIdentityMap(loops, context)
                    .dropResult(reduced) ||
      input.getNumResults() != reduced)
    return std::nullopt;
  // The input reads j in place of exactly one output loop, of j's extent.
  std::optional<unsigned> scanned;
  for (unsigned d = 0; d < reduced; ++d) {
    if (input.getResult(d) == output.getResult(d))
      continue;
    if (scanned || input.getResult(d) != getAffineDimExpr(reduced, context))
      return std::nullopt;
    scanned = d;
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (!scanned || ranges[*scanned] != ranges[reduced])
    return std::nullopt;

  Block *body = op.getBlock();
  Value in = body->getArgument(0), out = body->getArgument(1);
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto select = yield.getOperand(0).getDefiningOp<arith::SelectOp>();
  if (!select || select.getFalseValue() != out)
    return std::nullopt;
  Operation *combine = select.getTrueValue().getDefiningOp();
  if (!combine || combine->getBlock() != body ||
      !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::MaxNumFOp, arith::MinNumFOp, arith::AddIOp, arith::MulIOp,
           arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp,
           arith::AndIOp, arith::OrIOp, arith::XOrIOp>(combine) ||
      !((combine->getOperand(0) == in && combine->getOperand(1) == out) ||
        (combine->getOperand(0) == out && combine->getOperand(1) == in)))
    return std::nullopt;
  auto compare = select.getCondition().getDefiningOp<arith::CmpIOp>();
  if (!compare)
    return std::nullopt;
  auto loopOf = [&](Value value) -> std::optional<unsigned> {
    if (auto index = value.getDefiningOp<linalg::IndexOp>())
      return index.getDim();
    return std::nullopt;
  };
  std::optional<unsigned> lhs = loopOf(compare.getLhs());
  std::optional<unsigned> rhs = loopOf(compare.getRhs());
  arith::CmpIPredicate predicate = compare.getPredicate();
  if (lhs == scanned && rhs == reduced)
    predicate = swapped(predicate);
  else if (lhs != reduced || rhs != scanned)
    return std::nullopt;
  // Now `j predicate i`.
  using P = arith::CmpIPredicate;
  Scan scan{op, *scanned, reduced};
  scan.combine = combine;
  switch (predicate) {
  case P::ule: case P::sle: break;
  case P::ult: case P::slt: scan.inclusive = false; break;
  case P::uge: case P::sge: scan.reverse = true; break;
  case P::ugt: case P::sgt: scan.inclusive = false; scan.reverse = true; break;
  default: return std::nullopt;
  }
  return scan;
}

std::optional<int64_t> hiera::countFlops(linalg::LinalgOp op) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return std::nullopt;
  // A transposed convolution: each input element times each weight it
  // meets, 2 N H W x the weight's elements, not the products with the
  // zeros of its spread input.
  if (std::optional<TransposedConv> transposed = matchTransposedConv(op)) {
    ArrayRef<int64_t> input =
        cast<ShapedType>(transposed->input.getType()).getShape();
    SmallVector<int64_t> factors{2, input[0]};
    llvm::append_range(factors, input.drop_front(2));
    llvm::append_range(
        factors, cast<ShapedType>(transposed->weight.getType()).getShape());
    return checkedProduct(factors);
  }
  if (matchScan(op))
    ranges.back() = 1;
  else
    ranges.push_back(countPayloadFlops(op));
  return checkedProduct(ranges);
}

std::optional<int64_t> hiera::valueBound(BlockArgument arg) {
  Type element = getElementTypeOrSelf(arg.getType());
  if (element.isInteger(1))
    return 2;
  if (!element.isSignlessInteger())
    return std::nullopt;
  std::optional<int64_t> bound;
  auto take = [&](int64_t extent) {
    if (!ShapedType::isDynamic(extent))
      bound = bound ? std::min(*bound, extent) : extent;
  };
  // Values that carry the index: the argument, then what converts it or
  // wraps a negative one (select(i < 0, i + n, i)), into tasks, payloads
  // and the ops of a payload.
  SmallVector<Value> worklist{arg};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (OpOperand &use : value.getUses()) {
      Operation *user = use.getOwner();
      if (auto task = dyn_cast<TaskOp>(user)) {
        worklist.push_back(
            task.getBodyBlock().getArgument(use.getOperandNumber()));
      } else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(user)) {
        if (linalgOp.isDpsInput(&use))
          worklist.push_back(linalgOp.getMatchingBlockArgument(&use));
      } else if (auto extract = dyn_cast<tensor::ExtractOp>(user)) {
        unsigned position = use.getOperandNumber();
        if (position > 0)
          take(extract.getTensor().getType().getDimSize(position - 1));
      } else if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
                     arith::ExtUIOp, arith::TruncIOp, arith::SelectOp,
                     arith::AddIOp>(user)) {
        worklist.push_back(user->getResult(0));
      }
    }
  }
  return bound;
}

bool hiera::isUnreadInit(OpOperand &use) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  return linalgOp && linalgOp.isDpsInit(&use) &&
         !linalgOp.payloadUsesValueFromOperand(&use);
}

bool hiera::isArgumentRead(BlockArgument arg) {
  return llvm::any_of(arg.getUses(),
                      [](OpOperand &use) { return !isUnreadInit(use); });
}

/// How many elements the task reads from `arg` where each of its reads is
/// a tensor.extract, as a gather's table is read: once per iteration of
/// the linalg op whose payload holds it, once where the task's body does.
/// nullopt where the argument is read whole, or a count is not static.
static std::optional<int64_t> countExtractedElements(BlockArgument arg) {
  int64_t elements = 0;
  for (OpOperand &use : arg.getUses()) {
    if (isUnreadInit(use))
      continue;
    auto extract = dyn_cast<tensor::ExtractOp>(use.getOwner());
    if (!extract || use.getOperandNumber() != 0)
      return std::nullopt;
    int64_t times = 1;
    if (auto around = dyn_cast<linalg::LinalgOp>(extract->getParentOp())) {
      SmallVector<int64_t> ranges = around.getStaticLoopRanges();
      std::optional<int64_t> iterations = checkedProduct(ranges);
      if (llvm::any_of(ranges, ShapedType::isDynamic) || !iterations)
        return std::nullopt;
      times = *iterations;
    } else if (!isa<TaskOp>(extract->getParentOp())) {
      return std::nullopt; // Inside a loop whose trip count is not counted.
    }
    if (llvm::AddOverflow(elements, times, elements))
      return std::nullopt;
  }
  return elements;
}

std::optional<double> hiera::valueScale(BlockArgument arg) {
  if (!isa<FloatType>(getElementTypeOrSelf(arg.getType())))
    return std::nullopt;
  std::optional<double> scale;
  SmallVector<Value> worklist{arg};
  while (!worklist.empty()) {
    Value value = worklist.pop_back_val();
    for (OpOperand &use : value.getUses()) {
      if (auto task = dyn_cast<TaskOp>(use.getOwner()))
        worklist.push_back(
            task.getBodyBlock().getArgument(use.getOperandNumber()));
      else if (auto layer = dyn_cast<RnnOp>(use.getOwner()))
        if (llvm::is_contained(layer.getWeights(), value))
          scale = 1.0 / std::sqrt(double(layer.getHiddenSize()));
    }
  }
  return scale;
}

/// FLOPs of a recurrent layer: per direction and step, the two products
/// (2 batch x gates hidden x (features + hidden)) and the cell's
/// elementwise work (about 8 operations per gate and element: the biases,
/// the sum, the activation and the state update); nullopt past int64.
std::optional<int64_t> hiera::countFlops(RnnOp layer) {
  int64_t gates = layer.getGateCount(), hidden = layer.getHiddenSize();
  int64_t perElement = 0, products = 0, count = 0;
  bool overflow =
      llvm::MulOverflow(layer.getDirectionCount() * layer.getSequenceLength(),
                        layer.getBatchSize() * gates, count) ||
      llvm::MulOverflow(count, hidden, count) ||
      llvm::MulOverflow(count,
                        2 * (layer.getInputSize() + layer.getHiddenSize()),
                        products) ||
      llvm::MulOverflow(count, int64_t(8), perElement) ||
      llvm::AddOverflow(products, perElement, count);
  if (overflow)
    return std::nullopt;
  return count;
}

/// The FLOPs and bytes of `task`; nullopt when a shape is dynamic or a
/// count passes int64, which `overflowed` tells apart.
static std::optional<Workload> sumWorkload(TaskOp task, bool &overflowed) {
  Workload workload;
  overflowed = false;
  bool unknown = false;
  task.getBody().walk([&](Operation *op) {
    std::optional<int64_t> flops;
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op)) {
      flops = countFlops(linalgOp);
      if (!flops)
        overflowed |= !llvm::any_of(linalgOp.getStaticLoopRanges(),
                                    ShapedType::isDynamic);
    } else if (auto layer = dyn_cast<RnnOp>(op)) {
      flops = countFlops(layer);
      overflowed |= !flops;
    } else {
      return;
    }
    if (!flops)
      unknown = true;
    else if (llvm::AddOverflow(workload.flops, *flops, workload.flops))
      overflowed = unknown = true;
  });
  if (unknown)
    return std::nullopt;

  auto addBytes = [&](Type type) {
    std::optional<int64_t> size = getSizeInBytes(type);
    if (!size) {
      auto shaped = dyn_cast<ShapedType>(type);
      overflowed |= shaped && shaped.hasStaticShape() &&
                    getSizeInBytes(shaped.getElementType());
      return false;
    }
    if (llvm::AddOverflow(workload.bytes, *size, workload.bytes)) {
      overflowed = true;
      return false;
    }
    return true;
  };
  Block &body = task.getBodyBlock();
  llvm::SmallPtrSet<Value, 8> counted;
  for (auto [input, arg] : llvm::zip(task.getInputs(), body.getArguments())) {
    if (!isa<ShapedType>(arg.getType()) || !isArgumentRead(arg))
      continue;
    if (!counted.insert(input).second)
      continue; // The same tensor passed twice is read once.
    // A gathered table moves only the elements gathered, where fewer.
    auto shaped = cast<ShapedType>(arg.getType());
    std::optional<int64_t> gathered = countExtractedElements(arg);
    if (gathered && shaped.hasStaticShape() &&
        *gathered < shaped.getNumElements())
      shaped = shaped.clone({*gathered});
    if (!addBytes(shaped))
      return std::nullopt;
  }
  for (Type type : task.getResultTypes())
    if (!addBytes(type))
      return std::nullopt;
  return workload;
}

std::optional<Workload> hiera::computeWorkload(TaskOp task) {
  bool overflowed;
  return sumWorkload(task, overflowed);
}

bool hiera::workloadOverflows(TaskOp task) {
  bool overflowed;
  sumWorkload(task, overflowed);
  return overflowed;
}

namespace {
struct Roof {
  double tflops;
  LimitingUnit unit;
};
} // namespace

/// The compute roof that bounds `task`: the tensor cores for a contraction
/// in a precision they serve (f32 at the TF32 rate where the policy allows
/// tf32), else the vector pipe of its widest float type.
static Roof selectComputeRoof(TaskOp task, PrecisionPolicy precision,
                              TargetAttr target) {
  Roof fp32{target.getPeakF32Tflops(), LimitingUnit::FP32Pipe};
  Roof fp64{target.getPeakF64Tflops(), LimitingUnit::FP64Pipe};
  auto tensorRoof = [&](double tflops) {
    return tflops > 0 ? Roof{tflops, LimitingUnit::TensorCore} : fp32;
  };

  // A recurrent layer's steps are products as a contraction's.
  Value product;
  task.getBody().walk([&](Operation *op) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!product && linalgOp && classifyOp(linalgOp) == OpClass::Contraction)
      product = linalgOp.getDpsInputOperand(0)->get();
    if (auto layer = dyn_cast<RnnOp>(op); !product && layer)
      product = layer.getInput();
  });
  if (product) {
    Type element = getElementTypeOrSelf(product);
    if (element.isF64())
      return fp64.tflops > 0 ? fp64 : fp32;
    if (element.isF32()) {
      if (bitEnumContainsAll(precision, PrecisionPolicy::TF32))
        return tensorRoof(target.getPeakTf32Tflops());
      if (bitEnumContainsAll(precision, PrecisionPolicy::BF16))
        return tensorRoof(target.getPeakBf16Tflops());
      return fp32;
    }
    if (element.isF16())
      return tensorRoof(target.getPeakF16Tflops());
    if (element.isBF16())
      return tensorRoof(target.getPeakBf16Tflops());
    // fp8 and int8 run at the same tensor-core rate.
    if (element.isIntOrFloat() && element.getIntOrFloatBitWidth() == 8)
      return target.getPeakFp8Tflops() > 0
                 ? tensorRoof(target.getPeakFp8Tflops())
                 : tensorRoof(target.getPeakF16Tflops());
    return fp32;
  }
  auto isF64 = [](Type type) { return getElementTypeOrSelf(type).isF64(); };
  if ((llvm::any_of(task.getInputs().getTypes(), isF64) ||
       llvm::any_of(task.getResultTypes(), isF64)) &&
      fp64.tflops > 0)
    return fp64;
  return fp32;
}

BottleneckAttr hiera::attributeBottleneck(TaskOp task, ContractAttr contract,
                                          TargetAttr target) {
  MLIRContext *context = task.getContext();
  Roof roof = selectComputeRoof(task, contract.getPrecision(), target);
  double bandwidthGbps = target.getDramBandwidthGbps();
  // TFLOP/s over GB/s is 1000 FLOP per byte.
  double ridgePoint = roof.tflops * 1e3 / bandwidthGbps;
  if (!contract.hasStaticShapes())
    return BottleneckAttr::get(context, BottleneckKind::Unknown,
                               LimitingUnit::None, 0.0, ridgePoint, 0.0,
                               AttributionSource::Model);

  double computeUs = static_cast<double>(contract.getFlops()) /
                     (roof.tflops * 1e6);
  double memoryUs = static_cast<double>(contract.getBytes()) /
                    (bandwidthGbps * 1e3);
  double boundUs = std::max(computeUs, memoryUs);
  BottleneckKind kind;
  LimitingUnit unit;
  if (boundUs < kLatencyBoundLaunches * target.getLaunchOverheadUs()) {
    kind = BottleneckKind::Latency;
    unit = LimitingUnit::Launch;
  } else if (contract.getIntensity() >= ridgePoint) {
    kind = BottleneckKind::Compute;
    unit = roof.unit;
  } else {
    kind = BottleneckKind::Memory;
    unit = LimitingUnit::DRAM;
  }
  return BottleneckAttr::get(context, kind, unit, contract.getIntensity(),
                             ridgePoint, boundUs, AttributionSource::Model);
}

double hiera::validMeasuredUs(VariantOp variant) {
  CostAttr cost = variant ? variant.getCostAttr() : nullptr;
  return cost && cost.getSource() == CostSource::Measured && cost.getValid()
             ? cost.getMedianUs()
             : 0.0;
}

std::pair<VariantOp, double> hiera::bestMeasured(TaskOp task) {
  VariantOp fastest, selected;
  double fastestUs = 0, selectedUs = 0;
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>()) {
      double us = validMeasuredUs(variant);
      if (us <= 0)
        continue;
      if (!fastest || us < fastestUs)
        fastest = variant, fastestUs = us;
      if (variant.getSelected())
        selected = variant, selectedUs = us;
    }
  // Medians closer than CUDA events resolve are not told apart: the
  // variant already selected (the model's choice before a measurement,
  // the incumbent after one) keeps its place. A one-element task's linalg
  // loop and its kernel both take 3 us, a tenth of a microsecond apart one
  // way or the other from run to run.
  if (selected && selectedUs - fastestUs < kTimerResolutionUs)
    return {selected, selectedUs};
  return {fastest, fastestUs};
}

PrecisionPolicy hiera::frameworkPrecision(TaskOp task,
                                          FrameworkPrecisionAttr framework) {
  if (!framework)
    return PrecisionPolicy::Strict;
  bool convolution = false, contraction = false;
  task.getBodyBlock().walk([&](linalg::LinalgOp op) {
    if (classifyOp(op) != OpClass::Contraction)
      return;
    contraction = true;
    convolution |= linalg::isaConvolutionOpInterface(op);
  });
  // PyTorch runs recurrent layers in cuDNN, under its convolution flag
  // (cudnn.allow_tf32).
  bool recurrent = !task.getBodyBlock().getOps<RnnOp>().empty();
  if (convolution || recurrent)
    return framework.getConvolution();
  return contraction ? framework.getMatmul() : PrecisionPolicy::Strict;
}

std::string hiera::elementArithmetic(TaskOp task) {
  Type chosen;
  auto firstFloat = [&](TypeRange types) {
    for (Type type : types)
      if (isa<FloatType>(getElementTypeOrSelf(type)))
        return getElementTypeOrSelf(type);
    return Type();
  };
  chosen = firstFloat(task.getResultTypes());
  if (!chosen)
    chosen = firstFloat(task.getInputs().getTypes());
  if (!chosen && task->getNumResults())
    chosen = getElementTypeOrSelf(task->getResult(0).getType());
  if (!chosen)
    return "none";
  std::string name;
  llvm::raw_string_ostream os(name);
  chosen.print(os);
  return name;
}

std::string hiera::variantArithmetic(VariantOp variant) {
  if (auto arithmetic = variant->getAttrOfType<StringAttr>(
          PlanDialect::kArithmeticAttrName))
    return arithmetic.getValue().str();
  return elementArithmetic(variant->getParentOfType<TaskOp>());
}

FrameworkPrecisionAttr hiera::frameworkPrecisionOf(Operation *op) {
  auto module = isa<ModuleOp>(op) ? cast<ModuleOp>(op)
                                  : op->getParentOfType<ModuleOp>();
  return module ? module->getAttrOfType<FrameworkPrecisionAttr>(
                      PlanDialect::kFrameworkPrecisionAttrName)
                : FrameworkPrecisionAttr();
}

std::string hiera::frameworkArithmetic(TaskOp task) {
  PrecisionPolicy policy = frameworkPrecision(task, frameworkPrecisionOf(task));
  std::string element = elementArithmetic(task);
  // Reduced math applies to f32 alone: a framework's TF32 setting leaves
  // f64, f16 and bf16 as they are.
  if (element == "f32" && bitEnumContainsAll(policy, PrecisionPolicy::TF32))
    return "tf32";
  if (element == "f32" && bitEnumContainsAll(policy, PrecisionPolicy::BF16))
    return "bf16";
  return element;
}
