//===- LibraryMatch.cpp - Which library call computes a task --------------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Runtime/Runtime.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// Builds a call's argument list.
class ArgList {
public:
  ArgList &i64(int64_t value) {
    args.push_back(CallArg::i64(value));
    return *this;
  }
  ArgList &i32(int64_t value) {
    args.push_back(CallArg::i32(value));
    return *this;
  }
  ArgList &output(int64_t index) {
    args.push_back(CallArg::output(index));
    return *this;
  }
  /// Input `index`, or a null pointer where there is none.
  ArgList &input(std::optional<unsigned> index) {
    args.push_back(index ? CallArg::input(*index) : CallArg::null());
    return *this;
  }
  /// The call of `callee` with these arguments.
  LibraryCallAttr call(MLIRContext *context, StringRef callee,
                       Epilogue epilogue = Epilogue::None) const {
    return LibraryCallAttr::get(context, callee, args, epilogue);
  }

private:
  SmallVector<CallArg> args;
};

/// The libraries' operands are floats.
std::optional<int32_t> libraryType(Type type) {
  return isa<FloatType>(type) ? runtimeType(type) : std::nullopt;
}

/// The maths a library call of `task` may use on operands of `type`, each
/// a candidate: what the contract allows. Where it allows TF32, f32
/// emulated on the tensor cores (3xTF32) too, nearer f32 where TF32 misses
/// the tolerance; never under a strict contract, since the tensor cores'
/// accumulation leaves it 2 to 15 times further from f32 than f32's own
/// rounding (PyTorch counts it as "high" precision, as TF32).
SmallVector<int32_t> libraryMaths(TaskOp task, int32_t type) {
  PrecisionPolicy policy = task.getContractAttr().getPrecision();
  if (bitEnumContainsAll(policy, PrecisionPolicy::TF32))
    return type == HIERA_F32
               ? SmallVector<int32_t>{HIERA_MATH_TF32, HIERA_MATH_TF32X3}
               : SmallVector<int32_t>{HIERA_MATH_TF32};
  if (bitEnumContainsAll(policy, PrecisionPolicy::BF16))
    return {HIERA_MATH_BF16};
  return {HIERA_MATH_STRICT};
}

/// What a call computing in `math` declares as its arithmetic: empty for
/// the element type's own.
std::string arithmeticOf(int32_t math) {
  switch (math) {
  case HIERA_MATH_TF32:
    return "tf32";
  case HIERA_MATH_BF16:
    return "bf16";
  case HIERA_MATH_TF32X3:
    return "3xtf32";
  default:
    return "";
  }
}

/// The variant name of a call computing in `math`.
std::string variantName(StringRef base, int32_t math) {
  return math == HIERA_MATH_TF32X3 ? (base + "_3xtf32").str() : base.str();
}

/// The index of `value` among the task's inputs, if it is one.
std::optional<unsigned> inputIndex(TaskOp task, Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  if (!arg || arg.getOwner() != &task.getBodyBlock())
    return std::nullopt;
  return arg.getArgNumber();
}

/// Whether `value` is a fill of zero (into anything).
bool isZeroFill(Value value) {
  auto fill = value.getDefiningOp<linalg::FillOp>();
  if (!fill)
    return false;
  return matchPattern(fill.getInputs()[0], m_AnyZeroFloat()) ||
         matchPattern(fill.getInputs()[0], m_Zero());
}

/// What an epilogue does after the contraction, in order of application.
struct FusedEpilogue {
  std::optional<unsigned> bias;
  std::optional<unsigned> residual;
  bool relu = false;
};

/// `map`, by which `value` is read, without the results that index its
/// size-1 dimensions: those read index 0 whatever they say, so a bias per
/// channel stored as C x 1 x 1 (a 1x1 convolution's, in a
/// squeeze-and-excitation block) reads as one stored as C.
AffineMap withoutUnitResults(AffineMap map, Value value) {
  ArrayRef<int64_t> shape = cast<ShapedType>(value.getType()).getShape();
  SmallVector<AffineExpr> kept;
  for (auto [extent, result] : llvm::zip(shape, map.getResults()))
    if (extent != 1)
      kept.push_back(result);
  return AffineMap::get(map.getNumDims(), map.getNumSymbols(), kept,
                        map.getContext());
}

/// Reads the elementwise ops that follow `anchor` in the task body as a
/// chain of bias adds, residual adds and ReLUs. `isBias` says whether an
/// input indexed by a map is a per-output-channel vector. Returns the chain
/// and the value it ends with, or nullopt if anything else happens.
std::optional<std::pair<FusedEpilogue, Value>>
readEpilogue(TaskOp task, Operation *anchor,
             function_ref<bool(AffineMap)> isBias) {
  FusedEpilogue epilogue;
  Value current = anchor->getResult(0);
  for (Operation *op = anchor->getNextNode(); op && !isa<YieldOp>(op);
       op = op->getNextNode()) {
    if (isa<tensor::EmptyOp, arith::ConstantOp>(op))
      continue;
    auto generic = dyn_cast<linalg::LinalgOp>(op);
    if (!generic || classifyOp(generic) != OpClass::Elementwise ||
        generic->getNumResults() != 1 ||
        generic->getResult(0).getType() != current.getType() ||
        !current.hasOneUse() || *current.getUsers().begin() != op)
      return std::nullopt;
    // The payload must be a chain that starts at the running value.
    OpOperand *running = nullptr;
    for (OpOperand *input : generic.getDpsInputOperands())
      if (input->get() == current)
        running = input;
    if (!running || !generic.getMatchingIndexingMap(running).isIdentity())
      return std::nullopt;
    std::optional<SmallVector<EpilogueStep>> steps =
        readEpilogueSteps(generic, *running);
    if (!steps)
      return std::nullopt;
    for (const EpilogueStep &step : *steps) {
      // One ReLU in all: a second one is not fused.
      if (epilogue.relu)
        return std::nullopt;
      if (step.isRelu()) {
        epilogue.relu = true;
        continue;
      }
      std::optional<unsigned> index = inputIndex(task, step.added->get());
      if (!index)
        return std::nullopt;
      AffineMap map = generic.getMatchingIndexingMap(step.added);
      if (map.isIdentity() && !epilogue.residual)
        epilogue.residual = index;
      else if (isBias(withoutUnitResults(map, step.added->get())) &&
               !epilogue.bias)
        epilogue.bias = index;
      else
        return std::nullopt;
    }
    current = op->getResult(0);
  }
  return std::make_pair(epilogue, current);
}

int32_t epilogueCode(const FusedEpilogue &epilogue) {
  if (epilogue.bias && epilogue.relu)
    return HIERA_EPILOGUE_BIAS_RELU;
  if (epilogue.bias)
    return HIERA_EPILOGUE_BIAS;
  if (epilogue.relu)
    return HIERA_EPILOGUE_RELU;
  return HIERA_EPILOGUE_NONE;
}

Epilogue epilogueKind(const FusedEpilogue &epilogue) {
  Epilogue kind = Epilogue::None;
  if (epilogue.bias)
    kind = kind | Epilogue::Bias;
  if (epilogue.relu)
    kind = kind | Epilogue::Relu;
  if (epilogue.residual)
    kind = kind | Epilogue::Residual;
  return kind;
}

/// Whether `op` is the flipped filter of the transposed convolutions that
/// read it (matchTransposedConv), which their library call reads through.
bool isTransposedConvFlip(linalg::LinalgOp op) {
  return !op->use_empty() && llvm::all_of(op->getUsers(), [&](Operation *user) {
    auto conv = dyn_cast<linalg::LinalgOp>(user);
    std::optional<TransposedConv> transposed =
        conv ? matchTransposedConv(conv) : std::nullopt;
    return transposed && transposed->flip == op.getOperation();
  });
}

/// The first structured op of class `kind` in the body, if only fills and
/// transposed convolutions' flipped filters come before it.
linalg::LinalgOp findAnchor(TaskOp task, OpClass kind) {
  for (Operation &op : task.getBodyBlock()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp)
      continue;
    OpClass opClass = classifyOp(linalgOp);
    if (opClass == kind)
      return linalgOp;
    if (opClass != OpClass::Fill && !isTransposedConvFlip(linalgOp))
      return {};
  }
  return {};
}

/// True when the task's single result is `value`.
bool yieldsOnly(TaskOp task, Value value) {
  YieldOp yield = task.getYield();
  return yield.getNumOperands() == 1 && yield.getOperand(0) == value;
}

SmallVector<LibraryCall> matchGemm(TaskOp task) {
  linalg::LinalgOp op = findAnchor(task, OpClass::Contraction);
  if (!op || !linalg::isaContractionOpInterface(op) ||
      op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return {};
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  // Several M dimensions (a batch of inputs times one weight) are one M
  // where A and the output both store them in order: the layouts below
  // check that.
  if (failed(dims) || dims->m.empty() || dims->n.size() != 1 ||
      dims->k.size() != 1 || dims->batch.size() > 1)
    return {};
  ArrayRef<unsigned> m = dims->m;
  unsigned n = dims->n[0], k = dims->k[0];
  std::optional<unsigned> batchDim =
      dims->batch.empty() ? std::nullopt
                          : std::optional<unsigned>(dims->batch[0]);

  // Each operand's map must list its dims in one of the layouts cuBLASLt
  // takes: the batch first (or absent, for a broadcast), then the matrix.
  auto dimsOf = [](AffineMap map) {
    SmallVector<unsigned> result;
    for (AffineExpr expr : map.getResults()) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim)
        return SmallVector<unsigned>{~0u};
      result.push_back(dim.getPosition());
    }
    return result;
  };
  auto layoutOf =
      [&](AffineMap map, ArrayRef<unsigned> rows,
          ArrayRef<unsigned> cols) -> std::optional<std::pair<bool, bool>> {
    SmallVector<unsigned> got = dimsOf(map);
    SmallVector<unsigned> plain =
        llvm::to_vector(llvm::concat<const unsigned>(rows, cols));
    SmallVector<unsigned> transposed =
        llvm::to_vector(llvm::concat<const unsigned>(cols, rows));
    bool batched = batchDim && !got.empty() && got.front() == *batchDim;
    ArrayRef<unsigned> matrix(got);
    if (batched)
      matrix = matrix.drop_front();
    if (matrix == ArrayRef<unsigned>(plain))
      return std::make_pair(batched, false);
    if (matrix == ArrayRef<unsigned>(transposed))
      return std::make_pair(batched, true);
    return {};
  };
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  auto layoutA = layoutOf(maps[0], m, k);
  auto layoutB = layoutOf(maps[1], k, n);
  auto layoutD = layoutOf(maps[2], m, n);
  if (!layoutA || !layoutB || !layoutD || layoutD->second ||
      layoutD->first != batchDim.has_value())
    return {};

  std::optional<unsigned> a = inputIndex(task, op.getDpsInputs()[0]);
  std::optional<unsigned> b = inputIndex(task, op.getDpsInputs()[1]);
  Value init = op.getDpsInits()[0];
  std::optional<unsigned> accumulate = inputIndex(task, init);
  if (!a || !b || (!accumulate && !isZeroFill(init)))
    return {};

  Type abElement = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  Type dElement = getElementTypeOrSelf(init.getType());
  std::optional<int32_t> abType = libraryType(abElement);
  std::optional<int32_t> dType = libraryType(dElement);
  if (!abType || !dType ||
      abElement != getElementTypeOrSelf(op.getDpsInputs()[1].getType()) ||
      (*dType != *abType && *dType != HIERA_F32) ||
      (*abType == HIERA_F64) != (*dType == HIERA_F64))
    return {};

  // The bias runs along N: in the output's map, the last dimension.
  AffineExpr lastOutputDim = maps[2].getResults().back();
  auto epilogue = readEpilogue(task, op, [&](AffineMap map) {
    return map.getNumResults() == 1 && map.getResult(0) == lastOutputDim;
  });
  if (!epilogue || !yieldsOnly(task, epilogue->second))
    return {};
  FusedEpilogue &fused = epilogue->first;
  if (accumulate && fused.residual)
    return {}; // Two additive inputs: cuBLASLt has one C.
  if (accumulate)
    fused.residual = accumulate;
  // A residual added after a bias and a ReLU cannot be fused.
  if (fused.residual && fused.relu)
    return {};

  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t sizeM = 1, sizeN = ranges[n], sizeK = ranges[k];
  for (unsigned dim : m)
    sizeM *= ranges[dim];
  int64_t batch = batchDim ? ranges[*batchDim] : 1;
  SmallVector<LibraryCall> calls;
  for (int32_t math : libraryMaths(task, *abType)) {
    ArgList args;
    args.i64(batch).i64(sizeM).i64(sizeN).i64(sizeK);
    args.i32(layoutA->second).i32(layoutB->second).i32(*abType).i32(*dType);
    args.i32(math).i32(epilogueCode(fused));
    args.input(a).i64(layoutA->first ? sizeM * sizeK : 0);
    args.input(b).i64(layoutB->first ? sizeK * sizeN : 0);
    args.input(fused.bias).input(fused.residual);
    args.output(0).i64(batch > 1 ? sizeM * sizeN : 0);
    calls.push_back({variantName("cublaslt_matmul", math),
                     args.call(task.getContext(), "hiera_cublaslt_matmul",
                               epilogueKind(fused)),
                     arithmeticOf(math)});
  }
  return calls;
}

/// How a convolution op stores its operands, as cuDNN reads them.
struct ConvForm {
  int64_t rank;   // spatial dimensions
  int32_t layout; // 0 channels last, 1 channels first
  bool grouped;   // NGCHW with GFCHW filters
  DenseIntElementsAttr strides, dilations;
};

std::optional<ConvForm> convForm(linalg::LinalgOp op) {
  Operation *conv = op.getOperation();
  if (auto nhwc = dyn_cast<linalg::Conv2DNhwcFhwcOp>(conv))
    return ConvForm{2, 0, false, nhwc.getStrides(), nhwc.getDilations()};
  if (auto nchw = dyn_cast<linalg::Conv2DNchwFchwOp>(conv))
    return ConvForm{2, 1, false, nchw.getStrides(), nchw.getDilations()};
  if (auto ncdhw = dyn_cast<linalg::Conv3DNcdhwFcdhwOp>(conv))
    return ConvForm{3, 1, false, ncdhw.getStrides(), ncdhw.getDilations()};
  if (auto grouped = dyn_cast<linalg::Conv2DNgchwGfchwOp>(conv))
    return ConvForm{2, 1, true, grouped.getStrides(), grouped.getDilations()};
  return std::nullopt;
}

/// Whether a convolution's epilogue operand read through `map` is a bias per
/// output channel: the output's dimension `channelDim`, or for a grouped
/// (channels-first) convolution its group and channel dimensions 1 and 2,
/// a (groups x channels) view of the bias vector, whose memory is the
/// vector's as the library reads it.
bool readsChannelBias(AffineMap map, bool grouped, unsigned channelDim) {
  MLIRContext *context = map.getContext();
  if (grouped)
    return map.getNumResults() == 2 &&
           map.getResult(0) == getAffineDimExpr(1, context) &&
           map.getResult(1) == getAffineDimExpr(2, context);
  return map.getNumResults() == 1 &&
         map.getResult(0) == getAffineDimExpr(channelDim, context);
}

/// A transposed convolution (matchTransposedConv), NCW, NCHW, NCDHW or in
/// groups NCHW: cuDNN's backward-data convolution of the weight and the
/// unspread input, with a bias; a 1-D one in 2-D, one row high.
SmallVector<LibraryCall> matchTransposedConvCall(
    TaskOp task, linalg::LinalgOp op, const TransposedConv &transposed) {
  std::optional<unsigned> x = inputIndex(task, transposed.input);
  std::optional<unsigned> weight = inputIndex(task, transposed.weight);
  Type element = getElementTypeOrSelf(transposed.input.getType());
  std::optional<int32_t> dtype = libraryType(element);
  Value init = op.getDpsInits()[0];
  if (!x || !weight || !isZeroFill(init) || !dtype ||
      getElementTypeOrSelf(transposed.weight.getType()) != element ||
      getElementTypeOrSelf(init.getType()) != element)
    return {};
  auto epilogue = readEpilogue(task, op, [&](AffineMap map) {
    return readsChannelBias(map, transposed.groups > 1, /*channelDim=*/1);
  });
  if (!epilogue || !yieldsOnly(task, epilogue->second) ||
      epilogue->first.residual || epilogue->first.relu)
    return {};
  // In groups the output and the weight have a group dimension first.
  int64_t lead = transposed.groups > 1 ? 1 : 0;
  ArrayRef<int64_t> in = cast<ShapedType>(transposed.input.getType()).getShape();
  ArrayRef<int64_t> out = cast<ShapedType>(init.getType()).getShape();
  ArrayRef<int64_t> w = cast<ShapedType>(transposed.weight.getType()).getShape();
  int64_t rank = static_cast<int64_t>(in.size()) - 2;
  int64_t outChannels = lead ? out[1] * out[2] : out[1];
  // Depth, height and width, as hiera_cudnn_conv_transpose takes them: a
  // 2-D convolution has a depth of 1, unpadded, a 1-D one a height of 1
  // too.
  auto threeD = [&](ArrayRef<int64_t> values, int64_t fill) {
    SmallVector<int64_t> all(3 - rank, fill);
    llvm::append_range(all, values);
    return all;
  };
  SmallVector<LibraryCall> calls;
  for (int32_t math : libraryMaths(task, *dtype)) {
    // The 3xTF32 split is written for the forward convolution's operands.
    if (math == HIERA_MATH_TF32X3)
      continue;
    ArgList args;
    args.i32(int32_t(std::max<int64_t>(rank, 2)))
        .i64(in[0])
        .i64(in[1])
        .i64(outChannels)
        .i64(transposed.groups);
    for (int64_t value : llvm::concat<int64_t>(
             threeD(out.drop_front(lead + 2), 1),
             threeD(w.drop_front(lead + 2), 1),
             threeD(transposed.pad, 0), threeD(transposed.stride, 1),
             threeD(transposed.dilation, 1)))
      args.i64(value);
    args.i32(/*channels first*/ 1).i32(*dtype).i32(math);
    args.i32(epilogueCode(epilogue->first));
    args.input(x).input(weight).input(epilogue->first.bias).output(0);
    std::string name = "cudnn_conv_transpose" + std::to_string(rank) + "d";
    if (transposed.groups > 1)
      name += "_grouped";
    calls.push_back(
        {variantName(name, math),
         args.call(task.getContext(), "hiera_cudnn_conv_transpose",
                   epilogueKind(epilogue->first)),
         arithmeticOf(math)});
  }
  return calls;
}

SmallVector<LibraryCall> matchConv(TaskOp task) {
  linalg::LinalgOp op = findAnchor(task, OpClass::Contraction);
  if (!op)
    return {};
  if (std::optional<TransposedConv> transposed = matchTransposedConv(op))
    return matchTransposedConvCall(task, op, *transposed);
  std::optional<ConvForm> form = convForm(op);
  if (!form)
    return {};
  int64_t rank = form->rank;
  bool channelsLast = form->layout == 0;
  // Where the spatial dimensions start, in the input and the filter alike:
  // after N (K), after N, C (K, C), or after N, G, C (G, F, C).
  unsigned spatial = channelsLast ? 1 : (form->grouped ? 3 : 2);
  // The input, or its zero padding: the same on both sides of each
  // spatial dimension, as cuDNN pads, and none elsewhere.
  Value input = op.getDpsInputs()[0];
  SmallVector<int64_t> pads(rank, 0);
  if (auto pad = input.getDefiningOp<tensor::PadOp>()) {
    std::optional<ConstantBorder> border = constantBorder(pad);
    auto zero = border ? dyn_cast<FloatAttr>(border->value) : FloatAttr();
    if (!zero || !zero.getValue().isZero())
      return {};
    ArrayRef<int64_t> low = border->low, high = border->high;
    for (unsigned dim = 0; dim < low.size(); ++dim) {
      bool isSpatial = dim >= spatial && dim < spatial + rank;
      if ((!isSpatial && (low[dim] || high[dim])) || low[dim] != high[dim])
        return {};
      if (isSpatial)
        pads[dim - spatial] = low[dim];
    }
    input = pad.getSource();
  }
  std::optional<unsigned> x = inputIndex(task, input);
  std::optional<unsigned> filter = inputIndex(task, op.getDpsInputs()[1]);
  Type element = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  std::optional<int32_t> dtype = libraryType(element);
  if (!x || !filter || !isZeroFill(op.getDpsInits()[0]) || !dtype ||
      getElementTypeOrSelf(op.getDpsInputs()[1].getType()) != element ||
      getElementTypeOrSelf(op.getDpsInits()[0].getType()) != element)
    return {};

  // The bias is per output channel: the last dimension channels last, 1
  // channels first.
  unsigned channelDim = channelsLast ? rank + 1 : 1;
  auto epilogue = readEpilogue(task, op, [&](AffineMap map) {
    return readsChannelBias(map, form->grouped, channelDim);
  });
  if (!epilogue || !yieldsOnly(task, epilogue->second) ||
      epilogue->first.residual ||
      (epilogue->first.relu && !epilogue->first.bias))
    return {};

  auto shape = [](Value value) {
    return cast<ShapedType>(value.getType()).getShape();
  };
  ArrayRef<int64_t> in = shape(input);
  ArrayRef<int64_t> w = shape(op.getDpsInputs()[1]);
  int64_t n = in[0], groups = form->grouped ? in[1] : 1;
  int64_t c = channelsLast ? in.back() : in[spatial - 1] * groups;
  int64_t k = form->grouped ? w[0] * w[1] : w[0];
  // Depth, height and width, and the window's; a 2-D convolution has a
  // depth of 1.
  SmallVector<int64_t> extent(3 - rank, 1), window(3 - rank, 1);
  for (int64_t i = 0; i < rank; ++i) {
    extent.push_back(in[spatial + i]);
    window.push_back(w[spatial + i]);
  }
  auto values = [&](DenseIntElementsAttr attr) {
    SmallVector<int64_t> all(3 - rank, 1);
    llvm::append_range(all, attr.getValues<int64_t>());
    return all;
  };
  SmallVector<int64_t> stride = values(form->strides),
                       dilation = values(form->dilations);
  pads.insert(pads.begin(), 3 - rank, 0);
  SmallVector<LibraryCall> calls;
  // A 1x1 NCHW convolution at unit stride, unpadded, is a GEMM per image:
  // y[n] (K x HW) = w (K x C) x[n] (C x HW), the filter shared by every
  // image. cuBLASLt computes it as one strided batch; its bias epilogue
  // runs along HW, not K, so only without an epilogue.
  if (rank == 2 && !channelsLast && groups == 1 && window[1] == 1 &&
      window[2] == 1 && stride[1] == 1 && stride[2] == 1 && pads[1] == 0 &&
      pads[2] == 0 &&
      epilogueCode(epilogue->first) == HIERA_EPILOGUE_NONE) {
    int64_t pixels = extent[1] * extent[2];
    for (int32_t math : libraryMaths(task, *dtype)) {
      ArgList args;
      args.i64(n).i64(k).i64(pixels).i64(c);
      args.i32(0).i32(0).i32(*dtype).i32(*dtype).i32(math).i32(HIERA_EPILOGUE_NONE);
      args.input(filter).i64(0);
      args.input(x).i64(c * pixels);
      args.input(std::nullopt).input(std::nullopt);
      args.output(0).i64(k * pixels);
      calls.push_back({variantName("cublaslt_matmul", math),
                       args.call(task.getContext(), "hiera_cublaslt_matmul",
                                 epilogueKind(epilogue->first)),
                       arithmeticOf(math)});
    }
  }
  for (int32_t math : libraryMaths(task, *dtype)) {
    // One cuDNN call accumulates all 3 C R S products on the tensor cores,
    // toward zero: past 8192 of them its error nears the f32 tolerance
    // (the GEMMs, which go in chunks, measured 0.5 of it at 12288). The
    // split triples each channel, which only an ungrouped 2-D call takes.
    if (math == HIERA_MATH_TF32X3 &&
        (rank != 2 || groups != 1 || 3 * c * window[1] * window[2] > 8192))
      continue;
    ArgList args;
    args.i32(int32_t(rank)).i64(n).i64(c).i64(k).i64(groups);
    for (int64_t value : llvm::concat<int64_t>(extent, window, pads, stride,
                                               dilation))
      args.i64(value);
    args.i32(form->layout).i32(*dtype).i32(math);
    args.i32(epilogueCode(epilogue->first));
    args.input(x).input(filter).input(epilogue->first.bias).output(0);
    std::string name = rank == 3 ? "cudnn_conv3d" : "cudnn_conv2d";
    if (groups > 1)
      name += "_grouped";
    calls.push_back({variantName(name, math),
                     args.call(task.getContext(), "hiera_cudnn_conv_forward",
                               epilogueKind(epilogue->first)),
                     arithmeticOf(math)});
  }
  return calls;
}

/// Max or sum pooling over NHWC or NCHW, no dilation: one cuDNN call.
std::optional<LibraryCall> matchPooling(TaskOp task) {
  linalg::LinalgOp op = findAnchor(task, OpClass::Reduction);
  if (!op)
    return std::nullopt;
  int32_t layout, mode;
  DenseIntElementsAttr strides, dilations;
  auto read = [&](auto pool, int32_t poolLayout, int32_t poolMode) {
    layout = poolLayout;
    mode = poolMode;
    strides = pool.getStrides();
    dilations = pool.getDilations();
  };
  if (auto pool = dyn_cast<linalg::PoolingNhwcMaxOp>(op.getOperation()))
    read(pool, 0, 0);
  else if (auto pool = dyn_cast<linalg::PoolingNhwcSumOp>(op.getOperation()))
    read(pool, 0, 1);
  else if (auto pool = dyn_cast<linalg::PoolingNchwMaxOp>(op.getOperation()))
    read(pool, 1, 0);
  else if (auto pool = dyn_cast<linalg::PoolingNchwSumOp>(op.getOperation()))
    read(pool, 1, 1);
  else
    return std::nullopt;
  // Max pools from -inf, sums from 0: anything else is another function.
  auto fill = op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  FloatAttr initial;
  std::optional<unsigned> x = inputIndex(task, op.getDpsInputs()[0]);
  Type element = getElementTypeOrSelf(op.getDpsInputs()[0].getType());
  std::optional<int32_t> dtype = libraryType(element);
  if (!x || !dtype || !fill ||
      !matchPattern(fill.getInputs()[0], m_Constant(&initial)) ||
      initial.getValueAsDouble() != (mode == 0 ? -INFINITY : 0.0) ||
      !yieldsOnly(task, op->getResult(0)) ||
      llvm::any_of(dilations.getValues<int64_t>(),
                   [](int64_t d) { return d != 1; }))
    return std::nullopt;
  ArrayRef<int64_t> in =
      cast<ShapedType>(op.getDpsInputs()[0].getType()).getShape();
  ArrayRef<int64_t> window =
      cast<ShapedType>(op.getDpsInputs()[1].getType()).getShape();
  int64_t n = in[0], c = layout == 0 ? in[3] : in[1];
  int64_t h = layout == 0 ? in[1] : in[2], w = layout == 0 ? in[2] : in[3];
  SmallVector<int64_t> stride = llvm::to_vector(strides.getValues<int64_t>());
  ArgList args;
  args.i64(n).i64(c).i64(h).i64(w).i64(window[0]).i64(window[1]);
  args.i64(stride[0]).i64(stride[1]).i32(layout).i32(*dtype).i32(mode);
  args.input(x).output(0);
  return LibraryCall{mode == 0 ? "cudnn_max_pool" : "cudnn_sum_pool",
                     args.call(task.getContext(), "hiera_cudnn_pool2d_forward")};
}

/// Whether `op`'s payload is `yield(Op(arg0, arg1))` on its payload
/// arguments `lhs` and `rhs` (in either order for commutative ops).
template <typename Op>
bool payloadIs(linalg::LinalgOp op, unsigned lhs, unsigned rhs) {
  Block *payload = op.getBlock();
  auto yield = cast<linalg::YieldOp>(payload->getTerminator());
  auto inner = yield.getOperand(0).getDefiningOp<Op>();
  if (!inner || inner->getBlock() != payload)
    return false;
  Value a = payload->getArgument(lhs), b = payload->getArgument(rhs);
  return (inner->getOperand(0) == a && inner->getOperand(1) == b) ||
         (inner->template hasTrait<OpTrait::IsCommutative>() &&
          inner->getOperand(0) == b &&
          inner->getOperand(1) == a);
}

/// A reduction of `input` over the last of two dimensions into a fill of
/// `initial`, combining with Op.
template <typename Op>
linalg::LinalgOp rowReduction(Operation *op, Value input, double initial) {
  auto reduction = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!reduction || reduction.getNumDpsInputs() != 1 ||
      reduction.getDpsInputs()[0] != input ||
      reduction.getNumReductionLoops() != 1 || reduction.getNumLoops() != 2 ||
      reduction.getIteratorTypesArray()[1] != utils::IteratorType::reduction ||
      !payloadIs<Op>(reduction, 0, 1))
    return {};
  auto fill = reduction.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  FloatAttr value;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&value)) ||
      value.getValueAsDouble() != initial)
    return {};
  return reduction;
}

} // namespace

/// Whether `task` is a softmax over the last dimension of its one 2D input,
/// written as max, exp(x - max), sum and a division.
static bool isRowSoftmax(TaskOp task) {
  Block &body = task.getBodyBlock();
  if (body.getNumArguments() != 1 || task.getNumResults() != 1)
    return false;
  Value x = body.getArgument(0);
  auto type = dyn_cast<RankedTensorType>(x.getType());
  if (!type || type.getRank() != 2 || !type.hasStaticShape() ||
      !libraryType(type.getElementType()) ||
      task.getResultTypes()[0] != type)
    return false;

  SmallVector<Operation *> steps;
  for (Operation &op : body)
    if (isa<linalg::LinalgOp>(op) && !isa<linalg::FillOp>(op))
      steps.push_back(&op);
  if (steps.size() != 4)
    return false;
  linalg::LinalgOp max =
      rowReduction<arith::MaximumFOp>(steps[0], x, -INFINITY);
  auto exp = dyn_cast<linalg::GenericOp>(steps[1]);
  if (!max || !exp || classifyOp(exp) != OpClass::Elementwise ||
      exp.getNumDpsInputs() != 2 || exp.getDpsInputs()[0] != x ||
      exp.getDpsInputs()[1] != max->getResult(0))
    return false;
  // exp(x - max), nothing else.
  Block *payload = exp.getBlock();
  auto expOp = cast<linalg::YieldOp>(payload->getTerminator())
                   .getOperand(0)
                   .getDefiningOp<math::ExpOp>();
  auto sub = expOp ? expOp.getOperand().getDefiningOp<arith::SubFOp>()
                   : arith::SubFOp();
  if (!sub || sub.getLhs() != payload->getArgument(0) ||
      sub.getRhs() != payload->getArgument(1))
    return false;
  linalg::LinalgOp sum =
      rowReduction<arith::AddFOp>(steps[2], exp->getResult(0), 0.0);
  auto divide = dyn_cast<linalg::GenericOp>(steps[3]);
  if (!sum || !divide || classifyOp(divide) != OpClass::Elementwise ||
      divide.getNumDpsInputs() != 2 ||
      divide.getDpsInputs()[0] != exp->getResult(0) ||
      divide.getDpsInputs()[1] != sum->getResult(0) ||
      !payloadIs<arith::DivFOp>(divide, 0, 1) ||
      !yieldsOnly(task, divide->getResult(0)))
    return false;
  // The broadcasts must run along rows: x and the output by identity, the
  // row statistics by (d0, d1) -> (d0).
  MLIRContext *context = task.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(2, context);
  AffineMap row = AffineMap::get(2, 0, getAffineDimExpr(0, context));
  for (linalg::GenericOp op : {exp, divide})
    if (op.getIndexingMapsArray() !=
        SmallVector<AffineMap>{identity, row, identity})
      return false;

  return true;
}

namespace {

/// Softmax over the last dimension written as max, exp(x - max), sum and a
/// division: one cuDNN call.
std::optional<LibraryCall> matchSoftmax(TaskOp task) {
  if (!isRowSoftmax(task))
    return std::nullopt;
  auto type = cast<RankedTensorType>(task.getInputs()[0].getType());
  ArgList args;
  args.i64(type.getDimSize(0)).i64(type.getDimSize(1));
  args.i32(*libraryType(type.getElementType()));
  args.input(0u).output(0);
  return LibraryCall{"cudnn_softmax",
                     args.call(task.getContext(), "hiera_cudnn_softmax_forward")};
}

} // namespace

/// A task that is one recurrent layer, as cuDNN's RNN computes it: its
/// body the layer alone, its operands the task's, the output among its
/// results (cuDNN writes it in any case; the final states where the task
/// yields them). cuDNN's RNN computes f32 in f32 or TF32 (no 3xTF32, no
/// bf16): in TF32 where the contract allows it, else in strict f32, which
/// meets any contract.
static std::optional<LibraryCall> matchRecurrentLayer(TaskOp task) {
  // The layer, beside constants only (its initial state of zeros).
  Block &body = task.getBodyBlock();
  RnnOp layer;
  for (Operation &op : body.without_terminator()) {
    auto found = dyn_cast<RnnOp>(op);
    if ((found && layer) || (!found && !matchPattern(&op, m_Constant())))
      return {};
    layer = found ? found : layer;
  }
  if (!layer)
    return {};
  ValueRange yielded = task.getYield().getValues();
  auto resultOf = [&](Value value) -> std::optional<int64_t> {
    auto found = llvm::find(yielded, value);
    if (!value || found == yielded.end())
      return std::nullopt;
    return int64_t(found - yielded.begin());
  };
  std::optional<int64_t> output = resultOf(layer.getOutput());
  if (!output)
    return {};
  std::optional<int32_t> dtype =
      libraryType(layer.getInput().getType().getElementType());
  if (!dtype)
    return {};
  // A state the layer does not have (a GRU's cell) is no input.
  auto inputOf = [&](Value value) -> std::optional<unsigned> {
    return value ? inputIndex(task, value) : std::nullopt;
  };
  // An initial state of zeros (a constant the task holds) is a null
  // pointer: cuDNN starts from zeros then.
  auto isZeros = [](Value value) {
    return value && matchPattern(value, m_AnyZeroFloat());
  };
  for (Value state : {layer.getInitialHidden(), layer.getInitialCell()})
    if (state && !inputOf(state) && !isZeros(state))
      return {};
  if (!inputOf(layer.getInput()) ||
      !llvm::all_of(layer.getWeights(),
                    [&](Value weight) { return inputOf(weight).has_value(); }))
    return {};
  int32_t cell = llvm::StringSwitch<int32_t>(layer.getCell())
                     .Case("lstm", 0)
                     .Case("gru", 1)
                     .Case("rnn_tanh", 2)
                     .Default(3);
  int64_t perDirection =
      int64_t(layer.getWeights().size()) / layer.getDirectionCount();
  int32_t math = llvm::is_contained(libraryMaths(task, *dtype), HIERA_MATH_TF32)
                     ? HIERA_MATH_TF32
                     : HIERA_MATH_STRICT;
  ArgList args;
  args.i32(cell).i64(layer.getDirectionCount());
  args.i64(layer.getSequenceLength()).i64(layer.getBatchSize());
  args.i64(layer.getInputSize()).i64(layer.getHiddenSize());
  args.i32(layer.getBatchFirst() ? 1 : 0).i32(*dtype).i32(math);
  args.input(inputOf(layer.getInput()))
      .input(inputOf(layer.getInitialHidden()))
      .input(inputOf(layer.getInitialCell()));
  for (int64_t direction = 0; direction < 2; ++direction)
    for (int64_t index = 0; index < 4; ++index) {
      bool present =
          direction < layer.getDirectionCount() && index < perDirection;
      args.input(
          present
              ? inputOf(layer.getWeights()[direction * perDirection + index])
              : std::nullopt);
    }
  args.output(*output);
  for (Value state : {layer.getFinalHidden(), layer.getFinalCell()}) {
    if (std::optional<int64_t> index = resultOf(state))
      args.output(*index);
    else
      args.input(std::nullopt);
  }
  return LibraryCall{variantName("cudnn_" + layer.getCell().str(), math),
                     args.call(task.getContext(), "hiera_cudnn_rnn_forward"),
                     arithmeticOf(math)};
}

SmallVector<LibraryCall> hiera::matchLibraryCalls(TaskOp task) {
  if (!task.getContractAttr() || !task.getContractAttr().hasStaticShapes())
    return {};
  if (SmallVector<LibraryCall> gemm = matchGemm(task); !gemm.empty())
    return gemm;
  if (SmallVector<LibraryCall> conv = matchConv(task); !conv.empty())
    return conv;
  if (auto pool = matchPooling(task))
    return {*pool};
  if (auto softmax = matchSoftmax(task))
    return {*softmax};
  if (auto layer = matchRecurrentLayer(task))
    return {*layer};
  return {};
}
