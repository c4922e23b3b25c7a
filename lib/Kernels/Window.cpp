//===- Window.cpp - Sliding-window reductions: pooling and stencils -------===//
//
// One kernel for a task made of a window reduction (each output point
// combines a window of input points: pooling, box and other stencils, or
// sums them weighted by a filter: depthwise convolution), elementwise ops
// on its result (a mean's scale, an activation) and elementwise ops on its
// input (a prologue: the activation and bias of a convolution before a
// pooling), applied to each input point as it is loaded. Two shapes:
//  - direct: a thread per output point, the window read through the
//    read-only cache, fully unrolled (the window's extents are static). With
//    a plain innermost dimension (NHWC pooling: channels) neighbouring
//    threads read neighbouring addresses. Where the innermost dimension is
//    the windowed one (NCHW pooling, depthwise convolutions), a thread may
//    take several neighbouring points along it and read each window row's
//    input span as aligned vectors (spans), padding included;
//  - tiled, where the two innermost output dimensions are the windowed ones
//    at unit stride and dilation (2D stencils): a block stages its output
//    tile's input, halo included, in shared memory once, then combines
//    along rows into a second buffer and along columns from it: kw + kh
//    shared-memory reads per output instead of kw x kh. The combining op
//    (add, max or min) is reassociated, as the contract's tolerance allows.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"
#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <numeric>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// The lanes of a CUDA vector type (float4, double2), in order.
constexpr const char *kVectorLanes[] = {"x", "y", "z", "w"};

/// How one dimension of the input is indexed: parallel dimension `outer`
/// times `stride`, plus reduction dimension `window` times `dilation`
/// (window < 0: none).
struct InputIndex {
  unsigned outer = 0;
  int64_t stride = 1;
  int window = -1;
  int64_t dilation = 0;
};

/// Coefficients of a linear affine expression in dims, or failure.
/// The sum of the products of `a`'s and `b`'s elements.
static int64_t dotProduct(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  int64_t sum = 0;
  for (auto [x, y] : llvm::zip_equal(a, b))
    sum += x * y;
  return sum;
}

static LogicalResult linearCoefficients(AffineExpr expr,
                                        SmallVectorImpl<int64_t> &coefficients,
                                        int64_t scale = 1) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr)) {
    coefficients[dim.getPosition()] += scale;
    return success();
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!binary)
    return failure(); // a constant offset (padding) is not handled
  if (binary.getKind() == AffineExprKind::Add)
    return success(
        succeeded(linearCoefficients(binary.getLHS(), coefficients, scale)) &&
        succeeded(linearCoefficients(binary.getRHS(), coefficients, scale)));
  if (binary.getKind() == AffineExprKind::Mul)
    if (auto constant = dyn_cast<AffineConstantExpr>(binary.getRHS()))
      return linearCoefficients(binary.getLHS(), coefficients,
                                scale * constant.getValue());
  return failure();
}

class WindowEmitter {
public:
  explicit WindowEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: elementwise ops on one input, a
  /// window reduction of their result, and elementwise ops on its result.
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(WindowParamsAttr params, const KernelTarget &,
                               WhyNot whyNot);

private:
  /// Writes the epilogue on `value` (the window's result); returns the
  /// final value's expression. `coordinate(d)` is the expression of output
  /// dimension d where the epilogue runs: an input of the epilogue (a
  /// per-channel bias) is read there.
  FailureOr<std::string>
  writeEpilogue(StringRef value, CudaWriter &w,
                function_ref<std::string(unsigned)> coordinate, WhyNot whyNot);
  /// Checks the prologue: a chain of elementwise ops on the input `root`
  /// (read element for element), whose last result is `windowed`, the
  /// value the window reads; other task inputs broadcast (a bias per
  /// channel). Sets dataInput's source to the root.
  LogicalResult analysePrologue(Value windowed, WhyNot whyNot);
  /// Writes `prologue(x)`, the prologue on an input point x, as a lambda
  /// (and `prologueV` on a vector of VT, where points are loaded as
  /// vectors), after the output coordinates c<d>; nothing without a
  /// prologue. A broadcast input is read at the coordinates of dimensions
  /// no window, stride or vector lane (`lanes` > 1) moves, where the
  /// point's coordinate is the output's.
  LogicalResult writePrologue(CudaWriter &w, StringRef VT, int64_t lanes,
                              WhyNot whyNot);
  /// `raw`, a loaded input point (or vector of VT), through the prologue.
  std::string applyPrologue(StringRef raw, bool vector) const;
  /// The expression of `input` of `op`, an op of the chain before or after
  /// (`side`) the window: a value of the chain so far (`chain`, read
  /// element for element), a constant, or a task input, which `read`
  /// gives from its map.
  FailureOr<std::string> chainOperand(
      linalg::LinalgOp op, OpOperand &input,
      const DenseMap<Value, std::string> &chain, StringRef side,
      function_ref<FailureOr<std::string>(BlockArgument, AffineMap)> read,
      WhyNot whyNot);
  std::string combineExpr(StringRef a, StringRef b, WhyNot whyNot);
  FailureOr<KernelSource> emitDirect(WhyNot whyNot);
  FailureOr<KernelSource> emitTiled(WhyNot whyNot);
  /// Writes the filter's pointer at the thread's output point (where the
  /// window is weighted); returns the filter's stride along each window
  /// dimension.
  SmallVector<int64_t> writeFilter(CudaWriter &w);
  /// Writes a thread's window over a padded input, every load guarded by
  /// the source's bounds, then the epilogue and the store.
  void writePaddedWindow(CudaWriter &w, StringRef I, StringRef step,
                         StringRef result, CudaWriter &epilogue);
  /// Writes each input dimension's coordinate of the window's origin in the
  /// source (o<k>: the output's times the stride, less the padding before
  /// it, but along the innermost dimension unless `padInnermost`) and
  /// their offset `base`; returns the source's strides.
  SmallVector<int64_t> writeOrigin(CudaWriter &w, StringRef I,
                                   bool padInnermost);
  /// Writes the windows of a thread's B points along a windowed innermost
  /// dimension: each window row's input span read as aligned V-wide
  /// vectors (a vector out of the source holds the padding), the B sums,
  /// the epilogue on each and the results stored as vectors.
  LogicalResult writeSpans(CudaWriter &w, StringRef I, StringRef step,
                           StringRef result, CudaWriter &epilogue,
                           bool readsPoint, WhyNot whyNot);
  /// The position of the window's `at`-th point, in row-major order; with
  /// `skip`, of the `at`-th point of the other window dimensions, `skip`'s
  /// at 0.
  SmallVector<int64_t> windowPosition(int64_t at, int skip = -1) const;
  /// Fails with the reason given to `whyNot` where `values` input values and
  /// sums of B points, held for their `what`, would not all stay in registers.
  LogicalResult fitRegisters(int64_t values, int64_t B, StringRef what,
                             WhyNot whyNot) const;
  /// The row-major offset of the thread's first output point, from its
  /// coordinates c<d>.
  std::string outputOffset() const;
  std::string signature(KernelSource &kernel);

  TaskOp task;
  WindowParamsAttr params;
  linalg::LinalgOp window;
  SmallVector<linalg::LinalgOp> prologueOps, epilogueOps;
  /// Task inputs the epilogue reads, in parameter order, then those only
  /// the prologue reads.
  SmallVector<unsigned> epilogueInputs, prologueInputs;
  Operation *combine = nullptr;
  std::string init, T;
  Type element;
  unsigned dataInput = 0; // the task input the window reads
  /// inShape is what the window indexes: the source, or the source padded
  /// by padLow before each dimension (padValue outside the source).
  SmallVector<int64_t> outShape, inShape, sourceShape, windowExtents;
  SmallVector<int64_t> padLow;
  std::string padValue;
  SmallVector<InputIndex> inputIndex;
  bool approx = false;
  /// A weighted window: acc + x * w, w a task input indexed by single
  /// dimensions (window and output ones: a depthwise filter).
  Operation *product = nullptr;
  unsigned weightInput = 0;
  AffineMap weightMap;
  SmallVector<int64_t> weightShape;
};

LogicalResult WindowEmitter::analyse(WhyNot whyNot) {
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    whyNot("the task needs a contract with static shapes");
    return failure();
  }
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot, /*padsRead=*/true);
  if (failed(computing))
    return failure();
  for (linalg::LinalgOp linalgOp : *computing) {
    OpClass kind = classifyOp(linalgOp);
    if (!window) {
      if (kind == OpClass::Elementwise) {
        prologueOps.push_back(linalgOp);
        continue;
      }
      if (kind != OpClass::Reduction && kind != OpClass::Contraction) {
        whyNot("the task does not start with a window reduction");
        return failure();
      }
      window = linalgOp;
      continue;
    }
    if (kind != OpClass::Elementwise) {
      whyNot("an op after the window that is not elementwise");
      return failure();
    }
    epilogueOps.push_back(linalgOp);
  }
  if (!window) {
    whyNot("no window reduction");
    return failure();
  }
  // Parallel loops first, then the window's reduction loops.
  SmallVector<utils::IteratorType> iterators =
      window.getIteratorTypesArray();
  unsigned parallel = 0;
  while (parallel < iterators.size() &&
         iterators[parallel] == utils::IteratorType::parallel)
    ++parallel;
  if (parallel == iterators.size() || window.getNumDpsInits() != 1 ||
      llvm::any_of(ArrayRef(iterators).drop_front(parallel), [](auto t) {
        return t != utils::IteratorType::reduction;
      })) {
    whyNot("not parallel loops followed by reduction loops");
    return failure();
  }
  // The kernel's loops are the output's dimensions in order, then the
  // window's: a window whose output permutes its parallel loops (upstream's
  // NCHW depthwise convolution iterates n, oh, ow, c) is read through its
  // maps composed with that permutation.
  MLIRContext *context = task.getContext();
  AffineMap out = window.getMatchingIndexingMap(window.getDpsInitOperand(0));
  SmallVector<unsigned> loopOf(iterators.size());
  std::iota(loopOf.begin(), loopOf.end(), 0);
  bool permutes = out.getNumResults() == parallel && out.isProjectedPermutation();
  for (unsigned i = 0; permutes && i < parallel; ++i)
    loopOf[cast<AffineDimExpr>(out.getResult(i)).getPosition()] = i;
  if (!permutes) {
    whyNot("the window's output is not indexed by its parallel loops");
    return failure();
  }
  AffineMap toLoops = AffineMap::getPermutationMap(loopOf, context);
  auto loopMap = [&](OpOperand *operand) {
    return window.getMatchingIndexingMap(operand).compose(toLoops);
  };
  SmallVector<int64_t> ranges(iterators.size());
  for (auto [dim, range] : llvm::enumerate(window.getStaticLoopRanges()))
    ranges[loopOf[dim]] = range;
  outShape.assign(ranges.begin(), ranges.begin() + parallel);
  windowExtents.assign(ranges.begin() + parallel, ranges.end());

  // The data input: read through (parallel * stride + window * dilation);
  // a window-shaped operand only gives the extents; a weight (a filter) is
  // read through single dimensions.
  OpOperand *data = nullptr, *weight = nullptr;
  auto singleDims = [](AffineMap map) {
    return llvm::all_of(map.getResults(),
                        [](AffineExpr e) { return isa<AffineDimExpr>(e); });
  };
  for (OpOperand *input : window.getDpsInputOperands()) {
    if (window.getMatchingBlockArgument(input).use_empty())
      continue;
    AffineMap map = loopMap(input);
    bool windowsIt = llvm::any_of(map.getResults(), [&](AffineExpr e) {
      return !isa<AffineDimExpr>(e) ||
             cast<AffineDimExpr>(e).getPosition() >= parallel;
    });
    if (!data && windowsIt && !singleDims(map))
      data = input;
    else if (!weight && singleDims(map))
      weight = input;
    else {
      whyNot("a window that reads more than an input and a filter");
      return failure();
    }
  }
  if (!data && weight) {
    // A window with no stride or dilation reads its data through single
    // dimensions too: the input that follows every output dimension.
    std::swap(data, weight);
  }
  // The data: a task input, or one padded with a constant border.
  Value source = data ? data->get() : Value();
  if (auto pad = source ? source.getDefiningOp<tensor::PadOp>() : nullptr) {
    std::optional<ConstantBorder> border = constantBorder(pad);
    auto value = border ? dyn_cast<FloatAttr>(border->value) : FloatAttr();
    if (!value) {
      whyNot("a padding that is not a constant float border of static width");
      return failure();
    }
    if (!pad.hasZeroLowPad() || !pad.hasZeroHighPad()) {
      padLow = llvm::to_vector(border->low);
      padValue = cudaLiteral(value);
    }
    source = pad.getSource();
  }
  if (!prologueOps.empty()) {
    if (failed(analysePrologue(source, whyNot)))
      return failure();
    source = task.getBodyBlock().getArgument(dataInput);
  }
  auto dataArg = dyn_cast_or_null<BlockArgument>(source);
  if (!dataArg || dataArg.getOwner() != &task.getBodyBlock()) {
    whyNot("a window over a value that is not a task input");
    return failure();
  }
  dataInput = dataArg.getArgNumber();
  inShape = llvm::to_vector(cast<ShapedType>(data->get().getType()).getShape());
  sourceShape =
      llvm::to_vector(cast<ShapedType>(dataArg.getType()).getShape());
  AffineMap dataMap = loopMap(data);
  SmallVector<bool> seen(parallel, false);
  unsigned lastOuter = 0;
  for (AffineExpr expr : dataMap.getResults()) {
    SmallVector<int64_t> coefficients(iterators.size(), 0);
    if (failed(linearCoefficients(expr, coefficients))) {
      whyNot("an input index that is not parallel * stride + window * "
             "dilation");
      return failure();
    }
    InputIndex index;
    int outers = 0, windows = 0;
    for (auto [dim, coefficient] : llvm::enumerate(coefficients)) {
      if (!coefficient)
        continue;
      if (coefficient < 0) {
        whyNot("a negative stride or dilation");
        return failure();
      }
      if (dim < parallel) {
        index.outer = dim;
        index.stride = coefficient;
        ++outers;
      } else {
        index.window = dim - parallel;
        index.dilation = coefficient;
        ++windows;
      }
    }
    if (outers != 1 || windows > 1 || seen[index.outer] ||
        (!inputIndex.empty() && index.outer <= lastOuter)) {
      whyNot("an input dimension that is not one output dimension (in "
             "order), strided, plus at most one window dimension");
      return failure();
    }
    seen[index.outer] = true;
    lastOuter = index.outer;
    inputIndex.push_back(index);
  }
  if (llvm::count(seen, false)) {
    whyNot("an output dimension the input does not follow");
    return failure();
  }

  // yield(combine(x, acc)), or yield(acc + x * w) for a weighted window;
  // acc starting from a filled constant.
  BlockArgument x = window.getMatchingBlockArgument(data);
  BlockArgument acc =
      window.getMatchingBlockArgument(window.getDpsInitOperand(0));
  combine = endingCombine(window);
  auto pairs = [](Operation *op, Value a, Value b) {
    return op && op->getNumOperands() == 2 &&
           ((op->getOperand(0) == a && op->getOperand(1) == b) ||
            (op->getOperand(0) == b && op->getOperand(1) == a));
  };
  Value combined = x;
  if (weight) {
    BlockArgument w = window.getMatchingBlockArgument(weight);
    Value other = !combine                        ? Value()
                  : combine->getOperand(0) == acc ? combine->getOperand(1)
                                                  : combine->getOperand(0);
    product = other ? other.getDefiningOp() : nullptr;
    if (!isa_and_nonnull<arith::MulFOp>(product) || !pairs(product, x, w) ||
        !isa<arith::AddFOp>(combine)) {
      whyNot("a window with a filter that is not acc + x * w");
      return failure();
    }
    combined = other;
    auto weightArg = dyn_cast<BlockArgument>(weight->get());
    if (!weightArg || weightArg.getOwner() != &task.getBodyBlock()) {
      whyNot("a filter that is not a task input");
      return failure();
    }
    weightInput = weightArg.getArgNumber();
    weightMap = loopMap(weight);
    weightShape =
        llvm::to_vector(cast<ShapedType>(weightArg.getType()).getShape());
    if (getElementTypeOrSelf(weightArg.getType()) !=
        getElementTypeOrSelf(data->get().getType())) {
      whyNot("a filter of another element type");
      return failure();
    }
  }
  if (!pairs(combine, combined, acc) ||
      !isa<arith::AddFOp, arith::MaximumFOp, arith::MaxNumFOp,
           arith::MinimumFOp, arith::MinNumFOp>(combine)) {
    whyNot("a window payload that is not add, max or min of the input and "
           "the accumulator");
    return failure();
  }
  auto fill = window.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  FloatAttr initial;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&initial))) {
    whyNot("a window whose accumulator is not a filled constant");
    return failure();
  }
  element = getElementTypeOrSelf(task.getResultTypes()[0]);
  if ((!element.isF32() && !element.isF64()) ||
      getElementTypeOrSelf(dataArg.getType()) != element) {
    whyNot("element type is not f32 or f64 throughout");
    return failure();
  }
  T = cudaType(element);
  init = cudaLiteral(initial);
  approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                              PrecisionPolicy::ApproxMath);
  for (linalg::LinalgOp op : epilogueOps) {
    if (op.getStaticLoopRanges() != ArrayRef<int64_t>(outShape) ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        !llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
          return map.isProjectedPermutation();
        })) {
      whyNot("an op after the window that is not pointwise on its result");
      return failure();
    }
    // Inputs other than the chain's values: task inputs broadcast along
    // the output (a bias per channel).
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto arg = dyn_cast<BlockArgument>(input->get());
      if (!arg || arg.getOwner() != &task.getBodyBlock())
        continue;
      if (getElementTypeOrSelf(arg.getType()) != element) {
        whyNot("an input after the window of another element type");
        return failure();
      }
      if (arg.getArgNumber() != dataInput &&
          !(product && arg.getArgNumber() == weightInput) &&
          !llvm::is_contained(epilogueInputs, arg.getArgNumber()))
        epilogueInputs.push_back(arg.getArgNumber());
    }
  }
  for (unsigned input : prologueInputs)
    if (getElementTypeOrSelf(
            task.getBodyBlock().getArgument(input).getType()) != element) {
      whyNot("an input before the window of another element type");
      return failure();
    }
  llvm::erase_if(prologueInputs, [&](unsigned input) {
    return llvm::is_contained(epilogueInputs, input);
  });
  if (task.getNumResults() != 1) {
    whyNot("more than one result");
    return failure();
  }
  return success();
}

/// The load of task input `arg` read through `map` at the thread's point:
/// its row-major offset from each dimension's coordinate.
static std::string inputAt(BlockArgument arg, AffineMap map,
                           function_ref<std::string(unsigned)> coordinate) {
  ArrayRef<int64_t> shape = cast<ShapedType>(arg.getType()).getShape();
  SmallVector<std::string> terms;
  int64_t stride = 1;
  for (int k = int(map.getNumResults()) - 1; k >= 0; --k) {
    std::string at =
        coordinate(cast<AffineDimExpr>(map.getResult(k)).getPosition());
    terms.push_back(llvm::formatv("({0}) * {1}l", at, stride));
    stride *= shape[k];
  }
  return llvm::formatv("__ldg(in{0} + {1})", arg.getArgNumber(),
                       terms.empty() ? std::string("0")
                                     : llvm::join(terms, " + "))
      .str();
}

FailureOr<std::string> WindowEmitter::chainOperand(
    linalg::LinalgOp op, OpOperand &input,
    const DenseMap<Value, std::string> &chain, StringRef side,
    function_ref<FailureOr<std::string>(BlockArgument, AffineMap)> read,
    WhyNot whyNot) {
  AffineMap map = op.getMatchingIndexingMap(&input);
  if (auto it = chain.find(input.get()); it != chain.end()) {
    if (map.isIdentity())
      return it->second;
    whyNot(llvm::formatv(
               "an op {0} the window that reads a value of the chain broadcast",
               side)
               .str());
    return failure();
  }
  if (std::optional<std::string> literal = constantLiteral(input.get()))
    return *literal;
  if (auto fill = input.get().getDefiningOp<linalg::FillOp>())
    if (std::optional<std::string> literal =
            constantLiteral(fill.getInputs()[0]))
      return *literal;
  auto arg = dyn_cast<BlockArgument>(input.get());
  if (!arg || arg.getOwner() != &task.getBodyBlock()) {
    whyNot(
        llvm::formatv(
            "an op {0} the window that reads a value not computed here", side)
            .str());
    return failure();
  }
  return read(arg, map);
}

LogicalResult WindowEmitter::analysePrologue(Value windowed, WhyNot whyNot) {
  Value last = prologueOps.back()->getResult(0);
  if (windowed != last) {
    whyNot("a prologue whose result is not what the window reads");
    return failure();
  }
  ArrayRef<int64_t> shape = cast<ShapedType>(last.getType()).getShape();
  std::optional<unsigned> root;
  for (auto [index, op] : llvm::enumerate(prologueOps)) {
    if (op->getNumResults() != 1 || op.getStaticLoopRanges() != shape ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity() ||
        !llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
          return map.isProjectedPermutation();
        })) {
      whyNot("an op before the window that is not pointwise on its input");
      return failure();
    }
    // Its result is read by the ops after it alone: the next ones, or
    // the window (through its padding).
    for (Operation *user : op->getResult(0).getUsers()) {
      bool inChain =
          llvm::is_contained(ArrayRef(prologueOps).drop_front(index + 1), user);
      bool windowRead =
          op == prologueOps.back() &&
          (user == window.getOperation() ||
           (isa<tensor::PadOp>(user) &&
            llvm::all_of(user->getUsers(), [&](Operation *reader) {
              return reader == window.getOperation();
            })));
      if (!inChain && !windowRead) {
        whyNot("a value before the window that is read elsewhere too");
        return failure();
      }
    }
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto arg = dyn_cast<BlockArgument>(input->get());
      if (!arg || arg.getOwner() != &task.getBodyBlock() ||
          !op.payloadUsesValueFromOperand(input))
        continue;
      if (!op.getMatchingIndexingMap(input).isIdentity()) {
        if (!llvm::is_contained(prologueInputs, arg.getArgNumber()))
          prologueInputs.push_back(arg.getArgNumber());
        continue;
      }
      if (root && *root != arg.getArgNumber()) {
        whyNot("a prologue that reads two inputs element for element");
        return failure();
      }
      root = arg.getArgNumber();
    }
  }
  if (!root) {
    whyNot("a prologue that reads no input element for element");
    return failure();
  }
  if (llvm::is_contained(prologueInputs, *root)) {
    whyNot("a prologue that reads its input broadcast as well");
    return failure();
  }
  dataInput = *root;
  return success();
}

LogicalResult WindowEmitter::writePrologue(CudaWriter &w, StringRef VT,
                                           int64_t lanes, WhyNot whyNot) {
  if (prologueOps.empty())
    return success();
  unsigned inner = inShape.size() - 1;
  // A broadcast input, row-major at the point's coordinates.
  auto read = [&](BlockArgument arg, AffineMap map) -> FailureOr<std::string> {
    if (arg.getArgNumber() == dataInput)
      return std::string("x");
    for (AffineExpr result : map.getResults()) {
      unsigned dim = cast<AffineDimExpr>(result).getPosition();
      const InputIndex &index = inputIndex[dim];
      if (index.window >= 0 || index.stride != 1 ||
          (!padLow.empty() && padLow[dim] != 0) ||
          (lanes > 1 && dim == inner)) {
        whyNot("an input before the window that varies along a dimension "
               "the window or its vectors move");
        return failure();
      }
    }
    return inputAt(arg, map, [&](unsigned dim) {
      return "c" + std::to_string(inputIndex[dim].outer);
    });
  };
  auto argument = [&](linalg::LinalgOp op, OpOperand &input,
                      const DenseMap<Value, std::string> &chain) {
    return chainOperand(op, input, chain, "before", read, whyNot);
  };
  CudaWriter chain = w.fragment();
  FailureOr<std::string> result = writeChain(
      prologueOps, DenseMap<Value, std::string>(), argument,
      prologueOps.back()->getResult(0), element, approx, chain, whyNot);
  if (failed(result))
    return failure();
  {
    CudaWriter::Scope scope =
        w.scopeClosedBy("};", "auto prologue = [&]({0} x) -> {0} {{", T);
    w.append(chain);
    w.line("return {0};", *result);
  }
  if (params.getVectorWidth() > 1) {
    std::string each;
    for (int64_t lane = 0; lane < params.getVectorWidth(); ++lane)
      each +=
          llvm::formatv(" x.{0} = prologue(x.{0});", kVectorLanes[lane]).str();
    w.line("auto prologueV = [&]({0} x) -> {0} {{{1} return x; };", VT, each);
  }
  return success();
}

std::string WindowEmitter::applyPrologue(StringRef raw, bool vector) const {
  if (prologueOps.empty())
    return raw.str();
  return ((vector ? "prologueV(" : "prologue(") + raw + ")").str();
}

std::string WindowEmitter::combineExpr(StringRef a, StringRef b,
                                       WhyNot whyNot) {
  std::string operands[] = {a.str(), b.str()};
  return cudaExpression(*combine, operands, element, approx, whyNot);
}

FailureOr<std::string>
WindowEmitter::writeEpilogue(StringRef value, CudaWriter &w,
                             function_ref<std::string(unsigned)> coordinate,
                             WhyNot whyNot) {
  DenseMap<Value, std::string> names;
  names[window->getResult(0)] = value.str();
  auto read = [&](BlockArgument arg, AffineMap map) -> FailureOr<std::string> {
    if (!llvm::is_contained(epilogueInputs, arg.getArgNumber())) {
      whyNot("an op after the window that reads another input");
      return failure();
    }
    return inputAt(arg, map, coordinate);
  };
  auto argument = [&](linalg::LinalgOp op, OpOperand &input,
                      const DenseMap<Value, std::string> &chain) {
    return chainOperand(op, input, chain, "after", read, whyNot);
  };
  return writeChain(epilogueOps, names, argument, task.getYield().getOperand(0),
                    element, approx, w, whyNot);
}

std::string WindowEmitter::signature(KernelSource &kernel) {
  kernel.entry = kernelEntryName("hiera_window_", task);
  kernel.inputs.push_back(dataInput);
  // After the data: the filter (of a weighted window), then the inputs the
  // epilogue reads.
  SmallVector<unsigned> extraInputs;
  if (product)
    extraInputs.push_back(weightInput);
  llvm::append_range(extraInputs, epilogueInputs);
  llvm::append_range(extraInputs, prologueInputs);
  std::string extraParameters;
  for (unsigned input : extraInputs) {
    kernel.inputs.push_back(input);
    extraParameters +=
        llvm::formatv("const {0} *__restrict__ in{1}, ", T, input).str();
  }
  return llvm::formatv("extern \"C\" __global__ void __launch_bounds__({0}) "
                       "{1}(const {2} *__restrict__ in{3}, {4}{2} "
                       "*__restrict__ out0)",
                       params.getThreadsX() * params.getThreadsY(), kernel.entry, T,
                       dataInput, extraParameters)
      .str();
}

SmallVector<int64_t> WindowEmitter::writeFilter(CudaWriter &w) {
  SmallVector<int64_t> windowStride(windowExtents.size(), 0);
  if (!product)
    return windowStride;
  SmallVector<std::string> terms;
  int64_t stride = 1;
  for (int k = int(weightShape.size()) - 1; k >= 0; --k) {
    unsigned dim = cast<AffineDimExpr>(weightMap.getResult(k)).getPosition();
    if (dim < outShape.size())
      terms.push_back(llvm::formatv("c{0} * {1}", dim, stride));
    else
      windowStride[dim - outShape.size()] += stride;
    stride *= weightShape[k];
  }
  w.line("const {0} *filter = in{1} + ({2});", T, weightInput,
         terms.empty() ? "0" : llvm::join(terms, " + "));
  return windowStride;
}

FailureOr<KernelSource> WindowEmitter::emitDirect(WhyNot whyNot) {
  // V neighbours of the innermost dimension per thread, as one vector: that
  // dimension must be read at unit stride with no window, and V must divide
  // it in the input, the output and the filter, so that every vector is
  // aligned.
  // Where the innermost dimension is windowed, vectors run instead along
  // the input span that a thread's blocked points read (spans).
  int64_t V = params.getVectorWidth();
  unsigned innermost = outShape.size() - 1;
  bool padded = !padLow.empty();
  const InputIndex &last = inputIndex.back();
  bool spans = V > 1 && params.getBlockedPoints() > 1 && last.window >= 0;
  if (padded && !spans && (V > 1 || params.getBlockedPoints() > 1)) {
    whyNot("a padded input is read point by point, each load guarded");
    return failure();
  }
  if (V > 1 && V * int64_t(element.getIntOrFloatBitWidth()) != 128) {
    whyNot("vectors are 16 bytes: 4 f32 or 2 f64");
    return failure();
  }
  if (V > 1 && !spans) {
    if (last.outer != innermost || last.stride != 1 || last.window >= 0) {
      whyNot("the innermost dimension is windowed or strided: no vectors "
             "along it");
      return failure();
    }
    if (outShape.back() % V || inShape.back() % V ||
        (product &&
         (weightMap.getResults().back() != getAffineDimExpr(
                                               innermost, task.getContext()) ||
          weightShape.back() % V))) {
      whyNot("the innermost dimension is not a multiple of the vector");
      return failure();
    }
  }
  // B neighbours along the innermost windowed dimension per thread: the
  // input dimension k of the last input index with a window, which follows
  // output dimension `blocked`.
  int64_t B = params.getBlockedPoints();
  int blocked = -1, blockedInput = -1;
  if (B > 1) {
    for (int k = int(inputIndex.size()) - 1; k >= 0 && blocked < 0; --k)
      if (inputIndex[k].window >= 0) {
        blocked = inputIndex[k].outer;
        blockedInput = k;
      }
    if (blocked < 0) {
      whyNot("no windowed dimension to give a thread several points of");
      return failure();
    }
    if (outShape[blocked] % B) {
      whyNot("the windowed dimension is not a multiple of the points per "
             "thread");
      return failure();
    }
  }
  if (spans) {
    if (B * last.stride % V || B % V) {
      whyNot("a thread's points and their input span do not start on vector "
             "boundaries");
      return failure();
    }
    if (sourceShape.back() % V) {
      whyNot("the input's innermost extent is not a multiple of the vector");
      return failure();
    }
    if (product && llvm::is_contained(weightMap.getResults(),
                                      getAffineDimExpr(innermost,
                                                       task.getContext()))) {
      whyNot("a filter that varies along the innermost dimension");
      return failure();
    }
  }
  // Output points a thread computes along the innermost dimension as
  // vector lanes (none with spans: there its points are the blocked ones).
  int64_t lanes = spans ? 1 : V;
  std::string VT = V == 1 ? T : T + std::to_string(V);
  int64_t points = ShapedType::getNumElements(outShape) / lanes / B;
  int64_t inputPoints = ShapedType::getNumElements(inShape);
  bool wide = std::max(points, inputPoints) > int64_t(INT32_MAX);
  std::string I = wide ? "long" : "int";
  KernelSource kernel;
  CudaWriter w;
  CudaWriter epilogue = w.fragment();
  std::string acc = "acc";
  // A thread's lanes follow each other along the innermost dimension and
  // its points along the blocked one: an epilogue input indexed by either
  // reads at the lane's (`lane`) or the point's (`blocked_point`) offset.
  bool readsLane = false, readsPoint = false;
  FailureOr<std::string> result = writeEpilogue(
      acc, epilogue,
      [&](unsigned d) {
        std::string at = "c" + std::to_string(d);
        if (d == innermost && lanes > 1) {
          readsLane = true;
          at += " + lane";
        }
        if (int(d) == blocked && B > 1) {
          readsPoint = true;
          at += " + blocked_point";
        }
        return at;
      },
      whyNot);
  if (failed(result))
    return failure();
  std::string term = "v";
  if (product) {
    std::string operands[] = {"v", "w"};
    term = cudaExpression(*product, operands, element, approx, whyNot);
  }
  std::string step = combineExpr(acc, term, whyNot);
  if (step.empty() || term.empty())
    return failure();

  std::string header = signature(kernel);
  w.heading("{0}: a thread per {1}{2}, the {3} window unrolled", kernel.entry,
            lanes == 1 ? std::string("output point")
                       : std::to_string(V) + " output points, read as " + VT,
            spans  ? " times " + std::to_string(B) +
                         " along the innermost dimension, each window row's "
                         "input span read as " + VT
            : B > 1 ? " times " + std::to_string(B) +
                          " along a windowed dimension, shared inputs loaded "
                          "once"
                    : "",
            llvm::join(llvm::map_range(windowExtents,
                                       [](int64_t e) {
                                         return std::to_string(e);
                                       }),
                       "x"));
  w.prelude("minmax");
  CudaWriter::Scope body = w.scope("{0} {{", header);
  int64_t threads = params.getThreadsX() * params.getThreadsY();
  w.line("const {0} point = ({0})blockIdx.x * {1} + threadIdx.x;", I, threads);
  w.line("if (point >= {0}) return;", points);
  w.line("{0} rest = point;", I);
  for (int d = int(outShape.size()) - 1; d >= 0; --d) {
    int64_t perThread =
        (d == int(innermost) ? lanes : 1) * (d == blocked ? B : 1);
    int64_t extent = outShape[d] / perThread;
    w.line("const {0} c{1} = rest % {2}{3}; rest /= {2};", I, d, extent,
           perThread > 1 ? " * " + std::to_string(perThread) : "");
  }
  if (failed(writePrologue(w, VT, lanes, whyNot)))
    return failure();
  if (spans || padded) {
    if (!spans)
      writePaddedWindow(w, I, step, *result, epilogue);
    else if (failed(
                 writeSpans(w, I, step, *result, epilogue, readsPoint, whyNot)))
      return failure();
    body.end();
    kernel.source = w.str();
    kernel.blockX = threads;
    kernel.gridX = (points + threads - 1) / threads;
    return kernel;
  }
  // The input offset of the window's origin, and each window step's.
  SmallVector<std::string> originTerms, stepTerms;
  int64_t stride = 1;
  SmallVector<int64_t> windowStride(windowExtents.size(), 0);
  int64_t blockedStride = 0; // input elements between blocked points
  for (int k = int(inShape.size()) - 1; k >= 0; --k) {
    const InputIndex &index = inputIndex[k];
    originTerms.push_back(llvm::formatv("c{0} * {1}", index.outer,
                                        index.stride * stride));
    if (k == blockedInput)
      blockedStride = index.stride * stride;
    if (index.window >= 0)
      windowStride[index.window] += index.dilation * stride;
    stride *= inShape[k];
  }
  w.line("const {0} *origin = in{1} + ({2});", T, dataInput,
         llvm::join(originTerms, " + "));
  // The filter: its output-dimension part per thread, its window part per
  // window point.
  SmallVector<int64_t> weightWindowStride = writeFilter(w);
  // Every window point, as a compile-time offset from the origin; with
  // vectors, each lane steps its own accumulator, named `acc` in its scope.
  auto load = [&](StringRef base, int64_t offset) {
    return V == 1 ? llvm::formatv("__ldg({0} + {1})", base, offset).str()
                  : llvm::formatv("__ldg(reinterpret_cast<const {0} *>({1} + "
                                  "{2}))",
                                  VT, base, offset)
                        .str();
  };
  int64_t windowPoints = ShapedType::getNumElements(windowExtents);
  auto windowOffsets = [&](int64_t point) {
    SmallVector<int64_t> position = windowPosition(point);
    return std::make_pair(dotProduct(position, windowStride),
                          dotProduct(position, weightWindowStride));
  };
  auto lane = [&](StringRef vector, int64_t index) {
    return V == 1 ? vector.str() : (vector + "." + kVectorLanes[index]).str();
  };
  // One step of the accumulator `sum` (named `acc` in its scope) by the
  // input `v` (and filter value `w`).
  auto accumulate = [&](StringRef sum, StringRef v, StringRef weight) {
    std::string filterValue =
        product ? llvm::formatv("const {0} w = {1}; ", T, weight).str() : "";
    w.line("{{ {0} &{1} = {2}; const {0} v = {3}; {4}{1} = {5}; }", T, acc,
           sum, v, filterValue, step);
  };
  // The epilogue on the sum `sum` of lane `laneIndex` of point
  // `pointIndex`, named `acc` in its scope: its result stored by `store`.
  auto finish = [&](StringRef sum, StringRef store, int64_t laneIndex,
                    int64_t pointIndex) {
    CudaWriter::Scope scope = w.scope("{{ {0} &{1} = {2};", T, acc, sum);
    if (readsLane)
      w.line("const int lane = {0};", laneIndex);
    if (readsPoint)
      w.line("const int blocked_point = {0};", pointIndex);
    w.append(epilogue);
    w.line("{0} = {1};", store, *result);
  };
  // The epilogue on each lane's sum, stored as one vector at `target`.
  auto storeLanes = [&](llvm::function_ref<std::string(int64_t)> sum,
                        StringRef target, int64_t pointIndex) {
    CudaWriter::Scope scope = w.scope("{{ {0} results;", VT);
    for (int64_t index = 0; index < V; ++index)
      finish(sum(index), std::string("results.") + kVectorLanes[index], index,
             pointIndex);
    w.line("*reinterpret_cast<{0} *>({1}) = results;", VT, target);
  };
  if (B > 1) {
    // The B points' windows overlap: each input (and filter) offset is
    // loaded once, into a register, and every point reads it from there.
    llvm::MapVector<int64_t, std::string> inputs, weights;
    for (int64_t point = 0; point < B; ++point)
      for (int64_t at = 0; at < windowPoints; ++at) {
        auto [offset, weightOffset] = windowOffsets(at);
        offset += point * blockedStride;
        if (inputs.insert({offset, "x" + std::to_string(inputs.size())})
                .second)
          w.line("const {0} {1} = {2};", VT, inputs[offset],
                 applyPrologue(load("origin", offset), V > 1));
        if (product &&
            weights.insert({weightOffset, "f" + std::to_string(weights.size())})
                .second)
          w.line("const {0} {1} = {2};", VT, weights[weightOffset],
                 load("filter", weightOffset));
      }
    if (failed(fitRegisters((int64_t(inputs.size() + weights.size()) + B) * V,
                            B, "windows", whyNot)))
      return failure();
    auto accumulator = [&](int64_t point, int64_t index) {
      return acc + std::to_string(point) +
             (V > 1 ? "_" + std::to_string(index) : "");
    };
    for (int64_t point = 0; point < B; ++point) {
      for (int64_t index = 0; index < V; ++index)
        w.line("{0} {1} = {2};", T, accumulator(point, index), init);
      for (int64_t at = 0; at < windowPoints; ++at) {
        auto [offset, weightOffset] = windowOffsets(at);
        offset += point * blockedStride;
        for (int64_t index = 0; index < V; ++index)
          accumulate(accumulator(point, index), lane(inputs[offset], index),
                     product ? lane(weights[weightOffset], index) : "");
      }
    }
    // The first point's output offset; the others follow at the blocked
    // dimension's stride.
    int64_t blockedOutStride = 1;
    for (unsigned d = blocked + 1; d < outShape.size(); ++d)
      blockedOutStride *= outShape[d];
    w.line("{0} at = {1};", I, outputOffset());
    for (int64_t point = 0; point < B; ++point) {
      std::string target = llvm::formatv("out0 + at + {0}",
                                         point * blockedOutStride);
      if (V == 1)
        finish(accumulator(point, 0), "*(" + target + ")", 0, point);
      else
        storeLanes([&](int64_t index) { return accumulator(point, index); },
                   target, point);
    }
  } else {
    for (int64_t index = 0; index < V; ++index)
      w.line("{0} {1}{2} = {3};", T, acc,
             V > 1 ? std::to_string(index) : "", init);
    for (int64_t at = 0; at < windowPoints; ++at) {
      auto [offset, weightOffset] = windowOffsets(at);
      if (V == 1) {
        std::string filterValue =
            product ? llvm::formatv("const {0} w = {1}; ", T,
                                    load("filter", weightOffset))
                          .str()
                    : "";
        w.line("{{ const {0} v = {1}; {2}{3} = {4}; }", T,
               applyPrologue(load("origin", offset), false), filterValue, acc,
               step);
        continue;
      }
      CudaWriter::Scope scope =
          w.scope("{{ const {0} vs = {1};{2}", VT,
                  applyPrologue(load("origin", offset), true),
                  product ? llvm::formatv(" const {0} ws = {1};", VT,
                                          load("filter", weightOffset))
                                .str()
                          : "");
      for (int64_t index = 0; index < V; ++index)
        accumulate(acc + std::to_string(index), lane("vs", index),
                   lane("ws", index));
    }
    if (V == 1) {
      w.append(epilogue);
      w.line("out0[point] = {0};", *result);
    } else {
      storeLanes([&](int64_t index) { return acc + std::to_string(index); },
                 "out0 + point * " + std::to_string(V), 0);
    }
  }
  body.end();
  kernel.source = w.str();
  kernel.blockX = threads;
  kernel.gridX = (points + threads - 1) / threads;
  return kernel;
}

SmallVector<int64_t> WindowEmitter::windowPosition(int64_t at,
                                                   int skip) const {
  SmallVector<int64_t> position(windowExtents.size(), 0);
  for (int r = int(windowExtents.size()) - 1; r >= 0; --r) {
    if (r == skip)
      continue;
    position[r] = at % windowExtents[r];
    at /= windowExtents[r];
  }
  return position;
}

LogicalResult WindowEmitter::fitRegisters(int64_t values, int64_t B,
                                          StringRef what, WhyNot whyNot) const {
  // Every loaded value and accumulator lives in registers at once: past
  // this many 32-bit registers a thread would spill.
  constexpr int64_t kRegisterBudget = 160;
  int64_t registers = values * (element.getIntOrFloatBitWidth() / 32);
  if (registers <= kRegisterBudget)
    return success();
  whyNot(llvm::formatv("{0} points' {1} hold {2} registers of inputs and sums, "
                       "more than {3}",
                       B, what, registers, kRegisterBudget)
             .str());
  return failure();
}

std::string WindowEmitter::outputOffset() const {
  SmallVector<std::string> terms;
  int64_t stride = 1;
  for (int d = int(outShape.size()) - 1; d >= 0; --d) {
    terms.push_back(llvm::formatv("c{0} * {1}", d, stride));
    stride *= outShape[d];
  }
  return llvm::join(terms, " + ");
}

SmallVector<int64_t> WindowEmitter::writeOrigin(CudaWriter &w, StringRef I,
                                                bool padInnermost) {
  unsigned rank = inShape.size();
  SmallVector<int64_t> sourceStride(rank, 1);
  for (int k = int(rank) - 2; k >= 0; --k)
    sourceStride[k] = sourceStride[k + 1] * sourceShape[k + 1];
  SmallVector<std::string> baseTerms;
  for (unsigned k = 0; k < rank; ++k) {
    const InputIndex &index = inputIndex[k];
    int64_t low = padLow.empty() || (k + 1 == rank && !padInnermost)
                      ? 0
                      : padLow[k];
    w.line("const {0} o{1} = c{2} * {3}{4};", I, k, index.outer, index.stride,
           low ? " - " + std::to_string(low) : std::string());
    baseTerms.push_back(llvm::formatv("o{0} * {1}", k, sourceStride[k]));
  }
  w.line("const {0} base = {1};", I, llvm::join(baseTerms, " + "));
  return sourceStride;
}

void WindowEmitter::writePaddedWindow(CudaWriter &w, StringRef I,
                                      StringRef step, StringRef result,
                                      CudaWriter &epilogue) {
  // A window point is inside where every padded dimension's coordinate is.
  unsigned rank = inShape.size();
  SmallVector<int64_t> sourceStride =
      writeOrigin(w, I, /*padInnermost=*/true);
  auto isPadded = [&](unsigned k) { return inShape[k] != sourceShape[k]; };
  SmallVector<int64_t> weightWindowStride = writeFilter(w);
  w.line("{0} acc = {1};", T, init);
  int64_t windowPoints = ShapedType::getNumElements(windowExtents);
  for (int64_t at = 0; at < windowPoints; ++at) {
    SmallVector<int64_t> position = windowPosition(at);
    int64_t weightOffset = dotProduct(position, weightWindowStride);
    int64_t offset = 0;
    SmallVector<std::string> guards;
    for (unsigned k = 0; k < rank; ++k) {
      const InputIndex &index = inputIndex[k];
      int64_t shift = index.window >= 0
                          ? position[index.window] * index.dilation
                          : 0;
      offset += shift * sourceStride[k];
      if (isPadded(k))
        guards.push_back(llvm::formatv("(unsigned {0})(o{1} + {2}) < {3}u", I,
                                       k, shift, sourceShape[k]));
    }
    std::string load = applyPrologue(
        llvm::formatv("__ldg(in{0} + base + {1})", dataInput, offset).str(),
        false);
    std::string value =
        guards.empty() ? load
                       : llvm::formatv("({0}) ? {1} : {2}",
                                       llvm::join(guards, " && "), load,
                                       padValue)
                             .str();
    std::string filterValue =
        product ? llvm::formatv("const {0} w = __ldg(filter + {1}); ", T,
                                weightOffset)
                      .str()
                : "";
    w.line("{{ const {0} v = {1}; {2}acc = {3}; }", T, value, filterValue,
           step);
  }
  w.append(epilogue);
  w.line("out0[point] = {0};", result);
}

LogicalResult WindowEmitter::writeSpans(CudaWriter &w, StringRef I,
                                        StringRef step, StringRef result,
                                        CudaWriter &epilogue, bool readsPoint,
                                        WhyNot whyNot) {
  int64_t V = params.getVectorWidth(), B = params.getBlockedPoints();
  unsigned rank = inShape.size(), inner = rank - 1;
  const InputIndex &last = inputIndex.back();
  SmallVector<int64_t> low = padLow.empty()
                                 ? SmallVector<int64_t>(rank, 0)
                                 : padLow;
  // Along the innermost dimension the origin is the thread's first point
  // times the stride, a multiple of V, the padding moved into the offsets.
  SmallVector<int64_t> sourceStride =
      writeOrigin(w, I, /*padInnermost=*/false);
  SmallVector<int64_t> weightWindowStride = writeFilter(w);

  // The span: offsets from o{inner} that the B points' windows read, and
  // the aligned vectors covering it. A vector lies wholly inside the
  // source or wholly outside it (V divides the source's extent); it is
  // guarded where some thread's may lie outside.
  int64_t extent = windowExtents[last.window];
  int64_t first = -low[inner];
  int64_t lastOffset = (B - 1) * last.stride + (extent - 1) * last.dilation -
                       low[inner];
  int64_t firstVector = llvm::divideFloorSigned(first, V);
  int64_t vectors = llvm::divideFloorSigned(lastOffset, V) - firstVector + 1;
  int64_t width = sourceShape[inner];
  int64_t lastStart = (outShape.back() - B) * last.stride;
  std::string VT = T + std::to_string(V);
  std::string fill = padValue.empty() ? init : padValue;
  // The filter's values do not vary along the innermost dimension: each is
  // loaded once.
  int64_t windowPoints = ShapedType::getNumElements(windowExtents);
  llvm::MapVector<int64_t, std::string> filterValues;
  if (failed(fitRegisters(vectors * V + B + (product ? windowPoints : 0), B,
                          "spans", whyNot)))
    return failure();
  for (int64_t at = 0; product && at < windowPoints; ++at) {
    int64_t offset = dotProduct(windowPosition(at), weightWindowStride);
    if (filterValues.insert({offset, "f" + std::to_string(filterValues.size())})
            .second)
      w.line("const {0} {1} = __ldg(filter + {2});", T, filterValues[offset],
             offset);
  }
  for (int64_t point = 0; point < B; ++point)
    w.line("{0} acc{1} = {2};", T, point, init);
  // The window rows: every position of the windows other than the
  // innermost dimension's.
  int64_t rows = windowPoints / extent;
  auto signedTerm = [](int64_t value) {
    return (value < 0 ? " - " : " + ") + std::to_string(std::abs(value));
  };
  for (int64_t row = 0; row < rows; ++row) {
    SmallVector<int64_t> position = windowPosition(row, last.window);
    int64_t offset = 0;
    SmallVector<std::string> rowGuards;
    for (unsigned k = 0; k < inner; ++k) {
      const InputIndex &index = inputIndex[k];
      int64_t shift =
          index.window >= 0 ? position[index.window] * index.dilation : 0;
      offset += shift * sourceStride[k];
      if (inShape[k] != sourceShape[k])
        rowGuards.push_back(llvm::formatv("(unsigned {0})(o{1} + {2}) < {3}u",
                                          I, k, shift, sourceShape[k]));
    }
    CudaWriter::Scope scope = w.scope("{");
    for (int64_t v = 0; v < vectors; ++v) {
      int64_t start = (firstVector + v) * V;
      SmallVector<std::string> guards = rowGuards;
      if (start < 0 || lastStart + start + V > width)
        guards.push_back(llvm::formatv("(unsigned {0})(o{1}{2}) < {3}u", I,
                                       inner, signedTerm(start), width));
      std::string load = applyPrologue(
          llvm::formatv("__ldg(reinterpret_cast<const {0} *>(in{1} + base{2}))",
                        VT, dataInput, signedTerm(offset + start))
              .str(),
          true);
      if (guards.empty()) {
        w.line("const {0} x{1} = {2};", VT, v, load);
        continue;
      }
      w.line("{0} x{1}; x{1}.x = x{1}.y = {2};{3}", VT, v, fill,
             V == 4 ? llvm::formatv(" x{0}.z = x{0}.w = {1};", v, fill).str()
                    : std::string());
      w.line("if ({0}) x{1} = {2};", llvm::join(guards, " && "), v, load);
    }
    for (int64_t r = 0; r < extent; ++r) {
      position[last.window] = r;
      std::string filterValue =
          product ? llvm::formatv("const {0} w = {1}; ", T,
                                  filterValues[dotProduct(
                                      position, weightWindowStride)])
                        .str()
                  : std::string();
      for (int64_t point = 0; point < B; ++point) {
        int64_t at = point * last.stride + r * last.dilation - low[inner] -
                     firstVector * V;
        w.line("{{ {0} &acc = acc{1}; const {0} v = x{2}.{3}; {4}acc = {5}; }",
               T, point, at / V, kVectorLanes[at % V], filterValue, step);
      }
    }
  }
  // The results: B points at consecutive addresses, aligned to V.
  w.line("const {0} at = {1};", I, outputOffset());
  for (int64_t group = 0; group < B / V; ++group) {
    CudaWriter::Scope scope = w.scope("{{ {0} results;", VT);
    for (int64_t lane = 0; lane < V; ++lane) {
      int64_t point = group * V + lane;
      CudaWriter::Scope pointScope =
          w.scope("{{ {0} &acc = acc{1};", T, point);
      if (readsPoint)
        w.line("const int blocked_point = {0};", point);
      w.append(epilogue);
      w.line("results.{0} = {1};", kVectorLanes[lane], result);
    }
    w.line("*reinterpret_cast<{0} *>(out0 + at + {1}) = results;", VT,
           group * V);
  }
  return success();
}

FailureOr<KernelSource> WindowEmitter::emitTiled(WhyNot whyNot) {
  unsigned rank = outShape.size();
  if (!prologueOps.empty()) {
    whyNot("a prologue is applied where points are loaded, which the tiled "
           "kernel stages in shared memory");
    return failure();
  }
  if (product) {
    whyNot("a window weighted by a filter does not combine along rows then "
           "columns");
    return failure();
  }
  if (!padLow.empty()) {
    whyNot("a padded input is read point by point, each load guarded");
    return failure();
  }
  if (rank < 2) {
    whyNot("a window over fewer than two dimensions");
    return failure();
  }
  const InputIndex &rowIndex = inputIndex[rank - 2];
  const InputIndex &colIndex = inputIndex[rank - 1];
  if (windowExtents.size() != 2 || rowIndex.window < 0 ||
      colIndex.window < 0 || rowIndex.window == colIndex.window ||
      rowIndex.stride != 1 || colIndex.stride != 1 ||
      rowIndex.dilation != 1 || colIndex.dilation != 1 ||
      llvm::any_of(ArrayRef(inputIndex).drop_back(2),
                   [](const InputIndex &i) { return i.window >= 0; })) {
    whyNot("the two innermost output dimensions are not both windowed at "
           "unit stride and dilation");
    return failure();
  }
  int64_t kh = windowExtents[rowIndex.window];
  int64_t kw = windowExtents[colIndex.window];
  int64_t tx = params.getThreadsX(), ty = params.getThreadsY(), rows = params.getRowsPerThread();
  int64_t tileRows = ty * rows, haloRows = tileRows + kh - 1,
          haloCols = tx + kw - 1;
  int64_t smemBytes = (haloRows * haloCols + haloRows * tx) *
                      (element.isF64() ? 8 : 4);
  if (smemBytes > 48 * 1024) {
    whyNot(llvm::formatv("a {0}x{1} window on a {2}x{3} tile needs {4} bytes "
                         "of shared memory, more than 48 KiB",
                         kh, kw, tileRows, tx, smemBytes));
    return failure();
  }
  int64_t height = outShape[rank - 2], width = outShape[rank - 1];
  int64_t inHeight = inShape[rank - 2], inWidth = inShape[rank - 1];
  int64_t outer = 1;
  for (unsigned d = 0; d + 2 < rank; ++d)
    outer *= outShape[d];
  KernelSource kernel;
  CudaWriter w;
  CudaWriter epilogue = w.fragment();
  // The output point of a tile's thread: the plane's index split into the
  // outer dimensions, then the row and the column.
  FailureOr<std::string> result = writeEpilogue(
      "acc", epilogue,
      [&](unsigned d) {
        if (d == rank - 2)
          return std::string("oy");
        if (d == rank - 1)
          return std::string("ox");
        int64_t inner = 1;
        for (unsigned e = d + 1; e + 2 < rank; ++e)
          inner *= outShape[e];
        return llvm::formatv("plane / {0} % {1}", inner, outShape[d]).str();
      },
      whyNot);
  if (failed(result))
    return failure();
  std::string rowStep = combineExpr("h", "tile[r][c + k]", whyNot);
  std::string colStep = combineExpr("acc", "across[y + k][tx]", whyNot);
  std::string withInit = combineExpr(init, "acc", whyNot);
  if (rowStep.empty() || colStep.empty() || withInit.empty())
    return failure();

  std::string header = signature(kernel);
  w.heading("{0}: tiles of {1}x{2} outputs, a {3}x{4} window: the tile and "
            "its halo staged in shared memory, combined along rows, then "
            "along columns",
            kernel.entry, tileRows, tx, kh, kw);
  w.prelude("minmax");
  {
    CudaWriter::Scope body = w.scope("{0} {{", header);
    w.line("__shared__ {0} tile[{1}][{2}];", T, haloRows, haloCols);
    w.line("__shared__ {0} across[{1}][{2}];", T, haloRows, tx);
    w.line("const int tx = threadIdx.x, ty = threadIdx.y;");
    w.line("const long x0 = (long)blockIdx.x * {0}, y0 = (long)blockIdx.y * "
           "{1};",
           tx, tileRows);
    w.line("const long plane = blockIdx.z;");
    w.line("const {0} *in = in{1} + plane * {2}l;", T, dataInput,
           inHeight * inWidth);
    w.line("{0} *out = out0 + plane * {1}l;", T, height * width);
    {
      CudaWriter::Scope halo =
          w.scope("for (int i = ty * {0} + tx; i < {1}; i += {2}) {{", tx,
                  haloRows * haloCols, tx * ty);
      w.line("const int r = i / {0}, c = i % {0};", haloCols);
      w.line("const long y = y0 + r, x = x0 + c;");
      w.line("tile[r][c] = y < {0} && x < {1} ? __ldg(in + y * {1} + x) : "
             "{2};",
             inHeight, inWidth, init);
    }
    w.line("__syncthreads();");
    {
      CudaWriter::Scope along =
          w.scope("for (int r = ty; r < {0}; r += {1}) {{", haloRows, ty);
      w.line("const int c = tx;");
      w.line("{0} h = tile[r][c];", T);
      w.line("#pragma unroll");
      w.line("for (int k = 1; k < {0}; ++k) h = {1};", kw, rowStep);
      w.line("across[r][c] = h;");
    }
    w.line("__syncthreads();");
    w.line("#pragma unroll");
    CudaWriter::Scope outputs =
        w.scope("for (int j = 0; j < {0}; ++j) {{", rows);
    w.line("const int y = ty * {0} + j;", rows);
    w.line("const long oy = y0 + y, ox = x0 + tx;");
    w.line("if (oy >= {0} || ox >= {1}) continue;", height, width);
    w.line("{0} acc = across[y][tx];", T);
    w.line("#pragma unroll");
    w.line("for (int k = 1; k < {0}; ++k) acc = {1};", kh, colStep);
    w.line("acc = {0};", withInit);
    w.append(epilogue);
    w.line("out[oy * {0} + ox] = {1};", width, *result);
  }
  kernel.source = w.str();
  kernel.blockX = tx;
  kernel.blockY = ty;
  kernel.gridX = (width + tx - 1) / tx;
  kernel.gridY = (height + tileRows - 1) / tileRows;
  kernel.gridZ = outer;
  return kernel;
}

FailureOr<KernelSource> WindowEmitter::emit(WindowParamsAttr params,
                                            const KernelTarget &,
                                            WhyNot whyNot) {
  this->params = params;
  return params.getTiled() ? emitTiled(whyNot) : emitDirect(whyNot);
}

/// Window kernels (pooling, stencils): a tile per block in shared memory
/// where the window covers the two innermost dimensions, else (and
/// besides) a thread per output point, or per 16-byte vector of them where
/// the innermost dimension is neither windowed nor strided, also with four
/// or eight points along the innermost windowed dimension, their shared
/// inputs loaded once (as 16-byte spans where that dimension is the
/// innermost).
class WindowFamily final
    : public EmitterFamily<WindowEmitter, WindowParamsAttr> {
public:
  StringRef name() const override { return "window"; }

  SmallVector<KernelCandidate> candidates(const KernelMatch &match,
                                          const KernelTarget &) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    int64_t widest =
        vectorElements(getElementTypeOrSelf(task.getResultTypes()[0]));
    return {
        {"window_tiled",
         checkedParams<WindowParamsAttr>(context, true, 32, 8, 4, 1, 1)},
        {"window_direct_vec",
         checkedParams<WindowParamsAttr>(context, false, 256, 1, 1, widest, 1)},
        {"window_reuse_vec",
         checkedParams<WindowParamsAttr>(context, false, 256, 1, 1, widest, 4)},
        {"window_reuse_vec_b8",
         checkedParams<WindowParamsAttr>(context, false, 256, 1, 1, widest, 8)},
        {"window_direct",
         checkedParams<WindowParamsAttr>(context, false, 256, 1, 1, 1, 1)}};
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createWindowFamily() {
  return std::make_unique<WindowFamily>();
}
