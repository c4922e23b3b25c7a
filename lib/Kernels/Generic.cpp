//===- Generic.cpp - The kernel of any structured op ----------------------===//
//
// The catalogue's floor: one kernel for a task no other family takes,
// whatever its op. The task is one structured op (the root: any indexing
// maps, any mix of parallel and reduction loops, any payload, several
// results), whose results are the task's, and what it reads: task inputs,
// constants, fills, constant-bordered pads and pointwise producers, each
// computed where it is read (a producer's value at an element is its
// payload on its own inputs there). Payloads may read other tensors at
// computed indices (tensor.extract: an embedding lookup) and the loop
// coordinates (linalg.index).
//
// Each output point (a point of the parallel loops) belongs to `lanes`
// threads of a block, `points` points a block, with the output's innermost
// dimension along neighbouring points, so that writes are coalesced. One
// lane walks the point's reduction in the op's own order, any payload
// (argmax's pairs included). Several lanes take turns along the reduced
// loops, the innermost reduced loop of the input read most fastest, and
// combine their partial results by warp shuffles or in shared memory;
// they need a payload that folds each value into its output with an
// associative, commutative combiner, started from its identity, the
// output's initial value combined in last. Where the reduction runs along
// that input's memory, lanes are the faster index of a block's threads
// (a row: lanes read neighbours); elsewhere points are (columns:
// neighbouring points read neighbours, lanes split the rows).
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"

#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <limits>
#include <map>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// What the generic kernel computes for a task: the analysis candidates
/// and emission share.
struct GenericMatch {
  linalg::LinalgOp root;
  /// Extents of the root's loops.
  SmallVector<int64_t> extents;
  /// Its parallel loops, slowest first, in the order of its first output's
  /// dimensions, and its reduction loops, slowest first, the innermost
  /// loop of the input it reads most last.
  SmallVector<unsigned> pointLoops, reducedLoops;
  int64_t points = 1, reduced = 1;
  /// Per root result: the payload op folding a value into it where lanes
  /// may split the reduction (null where they may not).
  SmallVector<Operation *> combines;
  /// Whether the innermost reduced loop runs along the memory of the input
  /// read most: lanes are then the faster index of a block's threads.
  bool lanesAlongMemory = false;
  /// For each task result, the root result it is.
  SmallVector<unsigned> results;

  /// Whether several lanes may share a point's reduction.
  bool splittable() const {
    return reduced > 1 && llvm::all_of(combines, [](Operation *combine) {
             return combine != nullptr;
           });
  }
};

bool isPointwiseProducer(linalg::LinalgOp op) {
  if (op.getNumReductionLoops() != 0)
    return false;
  return llvm::all_of(op.getDpsInitsMutable(), [&](OpOperand &init) {
    return op.getMatchingIndexingMap(&init).isPermutation();
  });
}

/// The identity of `combine` in `type`: reductionIdentity()'s, and the
/// extremes of an integer type for its maxima and minima; "" for none.
std::string foldIdentity(Operation *combine, Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  if (integer && integer.getWidth() > 1 &&
      isa<arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp, arith::MinUIOp>(
          combine)) {
    unsigned width = integer.getWidth();
    APInt extreme =
        isa<arith::MaxSIOp>(combine)   ? APInt::getSignedMinValue(width)
        : isa<arith::MinSIOp>(combine) ? APInt::getSignedMaxValue(width)
        : isa<arith::MaxUIOp>(combine) ? APInt::getMinValue(width)
                                       : APInt::getMaxValue(width);
    // As the signed C type holds it; the lowest value as a difference,
    // having no literal of its own.
    int64_t value = extreme.getSExtValue();
    std::string literal = value == std::numeric_limits<int64_t>::min()
                              ? "(-9223372036854775807ll - 1)"
                              : std::to_string(value) + "ll";
    return "((" + cudaType(type) + ")" + literal + ")";
  }
  // "" where there is none: the caller says why.
  return reductionIdentity(combine, type, [](const Twine &) {});
}

/// The payload op of `root`'s output `index` that folds a value into it
/// (`out = combine(out, x)`, the output read nowhere else), where the
/// combiner is associative and commutative with an identity.
Operation *foldingCombine(linalg::LinalgOp root, unsigned index) {
  Block *body = root.getBlock();
  BlockArgument out =
      root.getMatchingBlockArgument(root.getDpsInitOperand(index));
  Value yielded = body->getTerminator()->getOperand(index);
  Operation *combine = yielded.getDefiningOp();
  if (!combine || combine->getBlock() != body || !out.hasOneUse() ||
      out.getUses().begin()->getOwner() != combine ||
      combine->getNumOperands() != 2 ||
      !isa<arith::AddFOp, arith::MulFOp, arith::MaximumFOp, arith::MinimumFOp,
           arith::MaxNumFOp, arith::MinNumFOp, arith::AddIOp, arith::MulIOp,
           arith::AndIOp, arith::OrIOp, arith::MaxSIOp, arith::MinSIOp,
           arith::MaxUIOp, arith::MinUIOp>(combine))
    return nullptr;
  Type type = out.getType();
  // A half type's sums and products are left in their order: reassociated,
  // their roundings (2^-11 apart in f16) would differ by more than a
  // contract allows. Its maxima and minima are exact in any order.
  bool orderFree = isa<arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
                       arith::MinNumFOp>(combine);
  if (foldIdentity(combine, type).empty() ||
      (isa<FloatType>(type) && !type.isF32() && !type.isF64() &&
       !(isHalfFloat(type) && orderFree)))
    return nullptr;
  // The value folded in must not depend on the output itself.
  Value other = combine->getOperand(0) == out ? combine->getOperand(1)
                                              : combine->getOperand(0);
  return other == out ? nullptr : combine;
}

FailureOr<GenericMatch> matchGeneric(TaskOp task, WhyNot whyNot) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot, /*padsRead=*/true);
  if (failed(computing))
    return failure();
  GenericMatch match;
  for (Value result : task.getYield().getOperands()) {
    auto root = result.getDefiningOp<linalg::LinalgOp>();
    if (!root || (match.root && root != match.root) ||
        root->getParentOp() != task.getOperation()) {
      whyNot("its results are not all results of one structured op");
      return failure();
    }
    match.root = root;
    match.results.push_back(cast<OpResult>(result).getResultNumber());
  }
  if (!match.root) {
    whyNot("a task with no result");
    return failure();
  }
  linalg::LinalgOp root = match.root;
  for (linalg::LinalgOp op : *computing)
    if (op != root && !isPointwiseProducer(op)) {
      whyNot("an op other than the root that is not pointwise: " +
             op->getName().getStringRef().str());
      return failure();
    }
  for (Operation &op : task.getBodyBlock().without_terminator())
    if (auto pad = dyn_cast<tensor::PadOp>(op); pad && !constantBorder(pad)) {
      whyNot("a pad whose border is not a constant of static width");
      return failure();
    }
  match.extents = root.getStaticLoopRanges();
  if (llvm::any_of(match.extents, ShapedType::isDynamic)) {
    whyNot("loops of dynamic extent");
    return failure();
  }
  SmallVector<utils::IteratorType> iterators = root.getIteratorTypesArray();

  // Every output point is written once: each output's map is a
  // permutation of the parallel loops (constants for unit dimensions).
  for (unsigned index = 0; index < root.getNumDpsInits(); ++index) {
    AffineMap map = root.getMatchingIndexingMap(root.getDpsInitOperand(index));
    llvm::SmallBitVector seen(iterators.size());
    for (AffineExpr expr : map.getResults()) {
      if (isa<AffineConstantExpr>(expr))
        continue;
      auto dim = dyn_cast<AffineDimExpr>(expr);
      if (!dim ||
          iterators[dim.getPosition()] != utils::IteratorType::parallel ||
          seen.test(dim.getPosition())) {
        whyNot("an output whose indexing map is not a permutation of the "
               "parallel loops");
        return failure();
      }
      seen.set(dim.getPosition());
      if (index == 0)
        match.pointLoops.push_back(dim.getPosition());
    }
    if (static_cast<int64_t>(seen.count()) != root.getNumParallelLoops()) {
      whyNot("an output that does not cover every parallel loop");
      return failure();
    }
  }
  for (auto [loop, iterator] : llvm::enumerate(iterators)) {
    if (iterator == utils::IteratorType::parallel)
      match.points *= match.extents[loop];
    else
      match.reduced *= match.extents[loop];
  }

  // The reduced loops in the order of the input read most: loops it reads
  // along its later dimensions run faster.
  OpOperand *heaviest = nullptr;
  int64_t heaviestBytes = -1;
  for (OpOperand *input : root.getDpsInputOperands()) {
    std::optional<int64_t> bytes = getSizeInBytes(input->get().getType());
    if (!isa<RankedTensorType>(input->get().getType()) || !bytes)
      continue;
    if (*bytes > heaviestBytes) {
      heaviest = input;
      heaviestBytes = *bytes;
    }
  }
  SmallVector<int> position(iterators.size(), -1);
  if (heaviest) {
    AffineMap map = root.getMatchingIndexingMap(heaviest);
    for (auto [index, expr] : llvm::enumerate(map.getResults()))
      expr.walk([&, index = index](AffineExpr inner) {
        if (auto dim = dyn_cast<AffineDimExpr>(inner))
          position[dim.getPosition()] = index;
      });
  }
  for (auto [loop, iterator] : llvm::enumerate(iterators))
    if (iterator == utils::IteratorType::reduction)
      match.reducedLoops.push_back(loop);
  // Neighbouring points read neighbours of the heaviest input where it is
  // heavier than every output (a pooling window reads more than it
  // writes): its innermost parallel loop goes last.
  int64_t heaviestOutput = 0;
  for (Value init : root.getDpsInits())
    heaviestOutput =
        std::max(heaviestOutput, getSizeInBytes(init.getType()).value_or(0));
  if (heaviest && heaviestBytes > heaviestOutput) {
    AffineMap map = root.getMatchingIndexingMap(heaviest);
    std::optional<unsigned> along;
    if (map.getNumResults() > 0)
      map.getResults().back().walk([&](AffineExpr inner) {
        if (auto dim = dyn_cast<AffineDimExpr>(inner);
            dim &&
            iterators[dim.getPosition()] == utils::IteratorType::parallel)
          along = dim.getPosition();
      });
    if (along) {
      llvm::erase(match.pointLoops, *along);
      match.pointLoops.push_back(*along);
    }
  }
  llvm::stable_sort(match.reducedLoops, [&](unsigned a, unsigned b) {
    return position[a] < position[b];
  });
  if (heaviest && !match.reducedLoops.empty()) {
    AffineMap map = root.getMatchingIndexingMap(heaviest);
    match.lanesAlongMemory = map.getNumResults() > 0 &&
                             position[match.reducedLoops.back()] ==
                                 static_cast<int>(map.getNumResults()) - 1;
  }
  for (unsigned index = 0; index < root.getNumDpsInits(); ++index)
    match.combines.push_back(foldingCombine(root, index));
  return match;
}

class GenericEmitter {
public:
  GenericEmitter(TaskOp task, const GenericMatch &match,
                 GenericParamsAttr params)
      : task(task), match(match), params(params),
        approx(bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                  PrecisionPolicy::ApproxMath)) {}

  FailureOr<KernelSource> emit(WhyNot whyNot);

private:
  /// Writes what `value`, a tensor of the task, holds at the element whose
  /// coordinates are the CUDA expressions `at`; returns its expression.
  /// An element written before in the scopes still open is read again,
  /// not computed again (a producer whose result an op reads twice).
  FailureOr<std::string> writeValueAt(CudaWriter &w, Value value,
                                      ArrayRef<std::string> at, WhyNot whyNot);
  FailureOr<std::string> computeValueAt(CudaWriter &w, Value value,
                                        ArrayRef<std::string> at,
                                        WhyNot whyNot);
  /// Writes the payload of `op` at loop coordinates `loops`, its block
  /// arguments given by `argument`; returns the expressions it yields.
  FailureOr<SmallVector<std::string>>
  writePayload(CudaWriter &w, linalg::LinalgOp op, ArrayRef<std::string> loops,
               function_ref<FailureOr<std::string>(OpOperand &)> argument,
               WhyNot whyNot);
  /// The CUDA type of `type`'s elements, or failure with the reason given to
  /// `whyNot`.
  FailureOr<std::string> elementType(Type type, WhyNot whyNot) const;
  /// Whether any value the task reads, computes or writes is of a half
  /// type: the kernel then includes CUDA's half types.
  bool readsOrWritesHalves();

  /// The elements written so far, by tensor and coordinates, each in a C
  /// scope still open.
  using Known = std::map<std::pair<const void *, std::string>, std::string>;
  Known known;
  /// Forgets what is written within a C scope when it closes.
  class KnownScope {
  public:
    explicit KnownScope(Known &known) : known(known), saved(known) {}
    ~KnownScope() { known = std::move(saved); }

  private:
    Known &known;
    Known saved;
  };

  TaskOp task;
  const GenericMatch &match;
  GenericParamsAttr params;
  bool approx;
};

FailureOr<std::string> GenericEmitter::elementType(Type type,
                                                   WhyNot whyNot) const {
  Type element = getElementTypeOrSelf(type);
  std::string name = cudaStorageType(element);
  if (name.empty() || (isa<FloatType>(element) && !element.isF32() &&
                       !element.isF64() && !isHalfFloat(element))) {
    whyNot("elements of a type the kernel has no arithmetic for");
    return failure();
  }
  return name;
}

bool GenericEmitter::readsOrWritesHalves() {
  auto isHalf = [](Type type) {
    return isHalfFloat(getElementTypeOrSelf(type));
  };
  if (llvm::any_of(task.getBodyBlock().getArgumentTypes(), isHalf))
    return true;
  WalkResult found = task.getBody().walk([&](Operation *op) {
    return llvm::any_of(op->getResultTypes(), isHalf) ||
                   llvm::any_of(op->getOperandTypes(), isHalf)
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return found.wasInterrupted();
}

FailureOr<std::string> GenericEmitter::writeValueAt(CudaWriter &w, Value value,
                                                    ArrayRef<std::string> at,
                                                    WhyNot whyNot) {
  std::pair<const void *, std::string> key = {value.getAsOpaquePointer(),
                                              llvm::join(at, ", ")};
  if (auto found = known.find(key); found != known.end())
    return found->second;
  FailureOr<std::string> written = computeValueAt(w, value, at, whyNot);
  if (succeeded(written))
    known[key] = *written;
  return written;
}

FailureOr<std::string> GenericEmitter::computeValueAt(CudaWriter &w,
                                                      Value value,
                                                      ArrayRef<std::string> at,
                                                      WhyNot whyNot) {
  if (std::optional<std::string> literal = constantLiteral(value))
    return *literal;
  if (auto input = dyn_cast<BlockArgument>(value);
      input && input.getOwner() == &task.getBodyBlock()) {
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type)
      return llvm::formatv("in{0}", input.getArgNumber()).str();
    FailureOr<std::string> T = elementType(type, whyNot);
    if (failed(T))
      return failure();
    std::string name = w.fresh("v");
    w.line("const {0} {1} = in{2}[{3}];", *T, name, input.getArgNumber(),
           linearIndex(AffineMap::getMultiDimIdentityMap(type.getRank(),
                                                         task.getContext()),
                       type.getShape(), at));
    return name;
  }
  Operation *producer = value.getDefiningOp();
  if (!producer || producer->getParentOp() != task.getOperation()) {
    whyNot("an operand that is neither a task input nor computed here");
    return failure();
  }
  if (auto fill = dyn_cast<linalg::FillOp>(producer))
    return writeValueAt(w, fill.getInputs()[0], {}, whyNot);
  if (auto pad = dyn_cast<tensor::PadOp>(producer)) {
    std::optional<ConstantBorder> border = constantBorder(pad);
    std::optional<std::string> padding =
        constantLiteral(pad.getBody()->getTerminator()->getOperand(0));
    if (!border || !padding) {
      whyNot("a pad whose border is not a constant");
      return failure();
    }
    FailureOr<std::string> T = elementType(pad.getType(), whyNot);
    if (failed(T))
      return failure();
    ArrayRef<int64_t> source = pad.getSourceType().getShape();
    SmallVector<std::string> inside, within;
    for (auto [d, coordinate] : llvm::enumerate(at)) {
      int64_t low = border->low[d];
      within.push_back(
          low ? llvm::formatv("({0} - {1}l)", coordinate, low).str()
              : coordinate);
      if (low)
        inside.push_back(llvm::formatv("{0} >= {1}l", coordinate, low));
      if (border->high[d])
        inside.push_back(
            llvm::formatv("{0} < {1}l", coordinate, low + source[d]));
    }
    std::string name = w.fresh("p");
    w.line("{0} {1} = {2};", *T, name, *padding);
    if (inside.empty())
      inside.push_back("true");
    CudaWriter::Scope read = w.scope("if ({0}) {{", llvm::join(inside, " && "));
    KnownScope readOnly(known);
    FailureOr<std::string> inner =
        writeValueAt(w, pad.getSource(), within, whyNot);
    if (failed(inner))
      return failure();
    w.line("{0} = {1};", name, *inner);
    return name;
  }
  auto op = dyn_cast<linalg::LinalgOp>(producer);
  if (!op || op == match.root || !isPointwiseProducer(op)) {
    whyNot("an operand computed by an op that is not pointwise");
    return failure();
  }
  // The producer's loop coordinates at that element of its result.
  unsigned resultIndex = cast<OpResult>(value).getResultNumber();
  AffineMap resultMap =
      op.getMatchingIndexingMap(op.getDpsInitOperand(resultIndex));
  SmallVector<std::string> loops(op.getNumLoops());
  for (auto [index, expr] : llvm::enumerate(resultMap.getResults()))
    loops[cast<AffineDimExpr>(expr).getPosition()] = at[index];
  FailureOr<SmallVector<std::string>> yielded = writePayload(
      w, op, loops,
      [&](OpOperand &operand) -> FailureOr<std::string> {
        AffineMap map = op.getMatchingIndexingMap(&operand);
        SmallVector<std::string> element;
        for (AffineExpr expr : map.getResults())
          element.push_back(cudaAffineExpr(expr, loops));
        return writeValueAt(w, operand.get(), element, whyNot);
      },
      whyNot);
  if (failed(yielded))
    return failure();
  return (*yielded)[resultIndex];
}

FailureOr<SmallVector<std::string>> GenericEmitter::writePayload(
    CudaWriter &w, linalg::LinalgOp op, ArrayRef<std::string> loops,
    function_ref<FailureOr<std::string>(OpOperand &)> argument, WhyNot whyNot) {
  DenseMap<Value, std::string> names;
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(&operand);
    if (arg.use_empty())
      continue;
    FailureOr<std::string> value = argument(operand);
    if (failed(value))
      return failure();
    names[arg] = *value;
  }
  auto expressionOf = [&](Value value) -> FailureOr<std::string> {
    if (auto it = names.find(value); it != names.end())
      return it->second;
    if (std::optional<std::string> literal = constantLiteral(value))
      return *literal;
    whyNot("a payload operand with no value here");
    return failure();
  };
  Block *body = op.getBlock();
  for (Operation &inner : body->without_terminator()) {
    if (inner.getNumResults() == 1 && constantLiteral(inner.getResult(0)))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      names[index] = loops[index.getDim()];
      continue;
    }
    SmallVector<std::string> operands;
    for (Value operand : inner.getOperands()) {
      if (isa<RankedTensorType>(operand.getType()))
        continue;
      FailureOr<std::string> expression = expressionOf(operand);
      if (failed(expression))
        return failure();
      operands.push_back(*expression);
    }
    // A gather: the tensor read at the indices the payload computes.
    if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      SmallVector<std::string> at;
      for (const std::string &index : operands)
        at.push_back("(long)(" + index + ")");
      FailureOr<std::string> value =
          writeValueAt(w, extract.getTensor(), at, whyNot);
      if (failed(value))
        return failure();
      names[extract] = *value;
      continue;
    }
    if (inner.getNumResults() != 1) {
      std::string statement = cudaStatement(inner, operands, whyNot);
      if (statement.empty())
        return failure();
      w.line("{0}", statement);
      continue;
    }
    Type type = inner.getResult(0).getType();
    FailureOr<std::string> T = elementType(type, whyNot);
    if (failed(T))
      return failure();
    std::string expression =
        cudaExpression(inner, operands, type, approx, whyNot);
    if (expression.empty())
      return failure();
    std::string name = w.fresh("e");
    w.line("const {0} {1} = {2};", *T, name, expression);
    names[inner.getResult(0)] = name;
  }
  SmallVector<std::string> yielded;
  for (Value value : body->getTerminator()->getOperands()) {
    FailureOr<std::string> expression = expressionOf(value);
    if (failed(expression))
      return failure();
    yielded.push_back(*expression);
  }
  return yielded;
}

FailureOr<KernelSource> GenericEmitter::emit(WhyNot whyNot) {
  linalg::LinalgOp root = match.root;
  int64_t points = params.getPoints(), lanes = params.getLanes();
  int64_t threads = points * lanes, splits = params.getSplits();
  // Whether the reduction is shared: by a point's lanes, or by blocks.
  bool splittable = lanes > 1 || splits > 1;
  if (splittable && !match.splittable()) {
    whyNot("lanes or blocks may not share a reduction whose payload is not a "
           "fold with an associative, commutative combiner");
    return failure();
  }
  if (match.points == 0) {
    whyNot("an empty result: nothing to compute");
    return failure();
  }
  int64_t tiles = llvm::divideCeil(match.points, points);
  // Each block's partial results, in global memory: bounded.
  if (splits > 1 && match.points * splits > (1 << 22)) {
    whyNot("more partial results than the split reduction keeps");
    return failure();
  }

  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_generic_", task);
  SmallVector<std::string> parameters;
  for (BlockArgument input : task.getBodyBlock().getArguments()) {
    if (!isArgumentRead(input))
      continue;
    FailureOr<std::string> T = elementType(input.getType(), whyNot);
    if (failed(T))
      return failure();
    kernel.inputs.push_back(input.getArgNumber());
    parameters.push_back(
        isa<RankedTensorType>(input.getType())
            ? llvm::formatv("const {0} *__restrict__ in{1}", *T,
                            input.getArgNumber())
                  .str()
            : llvm::formatv("const {0} in{1}", *T, input.getArgNumber()).str());
  }
  for (auto [index, result] : llvm::enumerate(task->getResults())) {
    FailureOr<std::string> T = elementType(result.getType(), whyNot);
    if (failed(T))
      return failure();
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}", *T, index));
  }
  SmallVector<std::string> accumulatorTypes;
  for (Value init : root.getDpsInits()) {
    FailureOr<std::string> T = elementType(init.getType(), whyNot);
    if (failed(T))
      return failure();
    accumulatorTypes.push_back(*T);
  }

  CudaWriter w;
  w.heading("{0}: {1} ({2} points, {3} reduced each), {4} point{5} a block, "
            "{6} lane{7} a point",
            kernel.entry, root->getName().getStringRef(), match.points,
            match.reduced, points, points == 1 ? "" : "s", lanes,
            lanes == 1 ? "" : "s");
  w.prelude("minmax");
  if (readsOrWritesHalves())
    w.prelude("half_types");
  // Warp shuffles where a point's lanes are neighbours within one warp and
  // the accumulators are 32- or 64-bit words; shared memory elsewhere.
  bool shuffled = lanes > 1 && match.lanesAlongMemory && lanes <= 32;
  for (auto [index, combine] : llvm::enumerate(match.combines)) {
    if (!splittable)
      break;
    Type type = getElementTypeOrSelf(root.getDpsInits()[index].getType());
    bool words = type.isIntOrFloat() && type.getIntOrFloatBitWidth() >= 32;
    shuffled &= words;
    // The last block reads the others' partials past L1 (__ldcg).
    if (splits > 1 && !words) {
      whyNot("a split reduction of accumulators narrower than 32 bits");
      return failure();
    }
    std::string combined =
        cudaExpression(*combine, {"a", "b"}, type, approx, whyNot);
    if (combined.empty())
      return failure();
    w.helper(llvm::formatv("combine{0}", index).str(),
             llvm::formatv("__device__ inline {0} hiera_combine{1}({0} a, {0} "
                           "b) {{ return {2}; }\n",
                           accumulatorTypes[index], index, combined)
                 .str());
    if (splits > 1)
      w.line("__device__ {0} hiera_partials{1}[{2}];", accumulatorTypes[index],
             index, match.points * splits);
  }
  if (splits > 1)
    w.line("__device__ unsigned hiera_tickets[{0}];", tiles);

  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
              threads, kernel.entry, llvm::join(parameters, ", "));
  bool lanesFaster = match.lanesAlongMemory;
  w.line("const int slot = threadIdx.x {0} {1}, lane = threadIdx.x {2} {1};",
         lanesFaster ? "/" : "%", lanesFaster ? lanes : points,
         lanesFaster ? "%" : "/");
  bool shared = lanes > 1 && !shuffled;
  if (shared)
    for (auto [index, T] : llvm::enumerate(accumulatorTypes))
      w.line("__shared__ {0} partial{1}[{2}];", T, index, threads);
  std::optional<CudaWriter::Scope> tileLoop;
  if (splits == 1) {
    tileLoop.emplace(w.scope(
        "for (long tile = blockIdx.x; tile < {0}l; tile += gridDim.x) {{",
        tiles));
  } else {
    w.line("__shared__ bool last;");
    tileLoop.emplace(w.scope(
        "for (long unit = blockIdx.x; unit < {0}l; unit += gridDim.x) {{",
        tiles * splits));
    w.line("const long tile = unit / {0}, split = unit % {0};", splits);
  }
  w.lines(R"(const long point = tile * {0} + slot;
const bool active = point < {1}l;
long rest = active ? point : 0;
)",
          points, match.points);
  SmallVector<std::string> loops(match.extents.size());
  for (unsigned loop : llvm::reverse(match.pointLoops)) {
    loops[loop] = llvm::formatv("c{0}", loop);
    w.line("const long c{0} = rest % {1}l; rest /= {1}l;", loop,
           match.extents[loop]);
  }
  w.line("(void)rest;");

  // Each output's initial value at this point.
  auto writeInit = [&](unsigned index) -> FailureOr<std::string> {
    OpOperand *init = root.getDpsInitOperand(index);
    if (init->get().getDefiningOp<tensor::EmptyOp>()) {
      whyNot("an output read before anything is written to it");
      return failure();
    }
    SmallVector<std::string> at;
    for (AffineExpr expr : root.getMatchingIndexingMap(init).getResults())
      at.push_back(cudaAffineExpr(expr, loops));
    return writeValueAt(w, init->get(), at, whyNot);
  };
  SmallVector<bool> accumulates;
  for (unsigned index = 0; index < root.getNumDpsInits(); ++index) {
    BlockArgument out =
        root.getMatchingBlockArgument(root.getDpsInitOperand(index));
    accumulates.push_back(!out.use_empty());
    std::string identity =
        splittable ? foldIdentity(match.combines[index], out.getType())
                   : std::string("{}");
    w.line("{0} acc{1} = {2};", accumulatorTypes[index], index, identity);
  }
  {
    CudaWriter::Scope inside = w.scope("if (active) {");
    KnownScope activeOnly(known);
    if (!splittable)
      for (unsigned index = 0; index < root.getNumDpsInits(); ++index) {
        if (!accumulates[index])
          continue;
        FailureOr<std::string> init = writeInit(index);
        if (failed(init))
          return failure();
        w.line("acc{0} = {1};", index, *init);
      }
    SmallVector<CudaWriter::Scope> reduction;
    KnownScope loopOnly(known);
    if (splittable && !match.reducedLoops.empty()) {
      // Lanes and blocks take turns along the reduced points, in order.
      reduction.push_back(
          w.scope("for (long r = {0}; r < {1}l; r += {2}) {{",
                  splits > 1 ? llvm::formatv("split * {0} + lane", lanes).str()
                             : std::string("lane"),
                  match.reduced, lanes * splits));
      if (match.reducedLoops.size() == 1) {
        unsigned loop = match.reducedLoops.front();
        loops[loop] = llvm::formatv("c{0}", loop);
        w.line("const long c{0} = r;", loop);
      } else {
        w.line("long left = r;");
        for (unsigned loop : llvm::reverse(match.reducedLoops)) {
          loops[loop] = llvm::formatv("c{0}", loop);
          w.line("const long c{0} = left % {1}l; left /= {1}l;", loop,
                 match.extents[loop]);
        }
        w.line("(void)left;");
      }
    } else {
      // One lane: the op's own loops in the op's order (which a payload
      // that is no fold, an argmax's first position, depends on), nested,
      // with no division (short windows unroll).
      SmallVector<unsigned> inOrder(match.reducedLoops);
      llvm::sort(inOrder);
      for (unsigned loop : inOrder) {
        loops[loop] = llvm::formatv("c{0}", loop);
        reduction.push_back(
            w.scope("for (long c{0} = 0; c{0} < {1}l; ++c{0}) {{", loop,
                    match.extents[loop]));
      }
    }
    FailureOr<SmallVector<std::string>> yielded = writePayload(
        w, root, loops,
        [&](OpOperand &operand) -> FailureOr<std::string> {
          if (root.isDpsInit(&operand))
            return llvm::formatv("acc{0}", operand.getOperandNumber() -
                                               root.getNumDpsInputs())
                .str();
          SmallVector<std::string> at;
          for (AffineExpr expr :
               root.getMatchingIndexingMap(&operand).getResults())
            at.push_back(cudaAffineExpr(expr, loops));
          return writeValueAt(w, operand.get(), at, whyNot);
        },
        whyNot);
    if (failed(yielded))
      return failure();
    for (auto [index, value] : llvm::enumerate(*yielded))
      w.line("acc{0} = {1};", index, value);
  }

  if (shuffled) {
    for (unsigned index = 0; index < match.combines.size(); ++index)
      w.line("for (int s = {0}; s > 0; s /= 2) acc{1} = hiera_combine{1}("
             "acc{1}, __shfl_xor_sync(0xffffffffu, acc{1}, s));",
             lanes / 2, index);
  } else if (shared) {
    int64_t stride = lanesFaster ? 1 : points;
    for (unsigned index = 0; index < match.combines.size(); ++index)
      w.line("partial{0}[threadIdx.x] = acc{0};", index);
    w.line("__syncthreads();");
    {
      CudaWriter::Scope halving =
          w.scope("for (int s = {0}; s > 0; s /= 2) {{", lanes / 2);
      {
        CudaWriter::Scope combining = w.scope("if (lane < s) {");
        for (unsigned index = 0; index < match.combines.size(); ++index)
          w.line("partial{0}[threadIdx.x] = hiera_combine{0}(partial{0}["
                 "threadIdx.x], partial{0}[threadIdx.x + s * {1}]);",
                 index, stride);
      }
      w.line("__syncthreads();");
    }
    for (unsigned index = 0; index < match.combines.size(); ++index)
      w.line("acc{0} = partial{0}[threadIdx.x];", index);
  }
  std::optional<CudaWriter::Scope> lastBlock, combineAll;
  if (splits > 1) {
    // Each block leaves its partials; the last of a tile's blocks to
    // finish combines them in order, then writes as one block would.
    {
      CudaWriter::Scope leave = w.scope("if (active && lane == 0) {");
      for (unsigned index = 0; index < match.combines.size(); ++index)
        w.line("hiera_partials{0}[point * {1} + split] = acc{0};", index,
               splits);
    }
    w.lines(R"(__threadfence();
__syncthreads();
if (threadIdx.x == 0) last = atomicAdd(&hiera_tickets[tile], 1u) == {0}u;
__syncthreads();
)",
            splits - 1);
    lastBlock.emplace(w.scope("if (last) {"));
    w.line("if (threadIdx.x == 0) hiera_tickets[tile] = 0;");
    combineAll.emplace(w.scope("if (active && lane == 0) {"));
    for (unsigned index = 0; index < match.combines.size(); ++index) {
      w.line("acc{0} = {1};", index,
             foldIdentity(
                 match.combines[index],
                 getElementTypeOrSelf(root.getDpsInits()[index].getType())));
      w.line("for (long s = 0; s < {1}; ++s) acc{0} = hiera_combine{0}(acc{0}, "
             "__ldcg(hiera_partials{0} + point * {1} + s));",
             index, splits);
    }
  }
  {
    CudaWriter::Scope store =
        w.scope(lanes == 1 ? "if (active) {" : "if (active && lane == 0) {");
    if (splittable)
      for (unsigned index = 0; index < root.getNumDpsInits(); ++index) {
        FailureOr<std::string> init = writeInit(index);
        if (failed(init))
          return failure();
        w.line("acc{0} = hiera_combine{0}({1}, acc{0});", index, *init);
      }
    for (auto [index, resultIndex] : llvm::enumerate(match.results)) {
      OpOperand *init = root.getDpsInitOperand(resultIndex);
      auto type = cast<RankedTensorType>(init->get().getType());
      w.line("out{0}[{1}] = acc{2};", index,
             linearIndex(root.getMatchingIndexingMap(init), type.getShape(),
                         loops),
             resultIndex);
    }
  }
  combineAll.reset();
  lastBlock.reset();
  if (shared || splits > 1)
    w.line("__syncthreads();");
  tileLoop.reset();
  body.end();
  kernel.source = w.str();
  kernel.gridX =
      std::min<int64_t>(tiles * splits, std::numeric_limits<int32_t>::max());
  kernel.blockX = threads;
  return kernel;
}

/// The floor: tried only where no other family's kernel suits a task.
class GenericFamily final : public KernelFamily {
public:
  StringRef name() const override { return "generic"; }
  bool isFloor() const override { return true; }

  struct Matched : KernelMatch {
    Matched(TaskOp task, GenericMatch generic)
        : KernelMatch(task), generic(std::move(generic)) {}
    GenericMatch generic;
  };

  FailureOr<std::unique_ptr<KernelMatch>> match(TaskOp task,
                                                WhyNot whyNot) const override {
    FailureOr<GenericMatch> matched = matchGeneric(task, whyNot);
    if (failed(matched))
      return failure();
    return std::unique_ptr<KernelMatch>(
        std::make_unique<Matched>(task, std::move(*matched)));
  }

  /// Whether the payload has CUDA: written once with one lane a point.
  LogicalResult supports(const KernelMatch &match, const KernelTarget &target,
                         WhyNot whyNot) const override {
    auto serial =
        GenericParamsAttr::get(match.getTask().getContext(), 256, 1, 1);
    return emit(match, serial, target, whyNot);
  }

  /// One lane a point where the reduction may not be split, or the points
  /// alone fill the machine; else lanes along a reduction read along
  /// memory (a warp a point, a block a point for long rows and few
  /// points), or lanes down columns read across it.
  SmallVector<KernelCandidate>
  candidates(const KernelMatch &match,
             const KernelTarget &target) const override {
    const GenericMatch *matched = &static_cast<const Matched &>(match).generic;
    MLIRContext *context = match.getTask().getContext();
    int64_t multiprocessors = std::max<int64_t>(1, target.multiprocessors);
    int64_t resident = multiprocessors * 2048;
    // Points a block, lanes a point, blocks a block of points.
    struct Shape {
      int64_t points, lanes, splits = 1;
    };
    SmallVector<Shape> shapes;
    if (!matched->splittable()) {
      shapes = {{256, 1}, {128, 1}};
    } else {
      if (matched->lanesAlongMemory) {
        int64_t warp =
            std::min<int64_t>(32, llvm::PowerOf2Ceil(matched->reduced));
        bool longRows = matched->reduced >= 2048;
        if (longRows && matched->points < 8 * multiprocessors)
          shapes.push_back({1, 256});
        shapes.push_back({256 / warp, warp});
        if (longRows && matched->points >= 8 * multiprocessors)
          shapes.push_back({1, 256});
      } else {
        // Enough lanes down the columns that the threads fill the machine.
        int64_t wanted = llvm::PowerOf2Ceil(
            llvm::divideCeil(resident, std::max<int64_t>(1, matched->points)));
        shapes.push_back({32, wanted >= 32 ? 32 : 8});
        shapes.push_back({32, wanted >= 32 ? 8 : 32});
      }
      // Short reductions, or points enough to fill the machine alone.
      bool serialFirst = matched->points >= resident || matched->reduced <= 32;
      shapes.insert(serialFirst ? shapes.begin() : shapes.end(), {256, 1});
      // Blocks of points too few for the machine, each reducing far:
      // several blocks share each block's reduction, each thread 64 values
      // or more.
      Shape split = matched->lanesAlongMemory ? Shape{1, 256} : Shape{32, 32};
      int64_t tiles = llvm::divideCeil(matched->points, split.points);
      split.splits = std::min<int64_t>(
          {4096,
           static_cast<int64_t>(llvm::divideCeil(4 * multiprocessors, tiles)),
           matched->reduced / (split.lanes * 64)});
      if (tiles < 2 * multiprocessors && split.splits > 1)
        shapes.insert(shapes.begin(), split);
    }
    SmallVector<KernelCandidate> candidates;
    for (const Shape &shape : shapes)
      if (auto params = checkedParams<GenericParamsAttr>(
              context, shape.points, shape.lanes, shape.splits))
        candidates.push_back(
            {llvm::formatv(
                 "generic_p{0}_l{1}{2}", shape.points, shape.lanes,
                 shape.splits > 1 ? "_s" + std::to_string(shape.splits) : "")
                 .str(),
             params});
    return candidates;
  }

  FailureOr<KernelSource> emit(const KernelMatch &match,
                               KernelParamsAttrInterface params,
                               const KernelTarget &,
                               WhyNot whyNot) const override {
    auto typed = dyn_cast_or_null<GenericParamsAttr>(params);
    if (!typed) {
      whyNot("parameters are not of the generic family");
      return failure();
    }
    return GenericEmitter(match.getTask(),
                          static_cast<const Matched &>(match).generic, typed)
        .emit(whyNot);
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createGenericFamily() {
  return std::make_unique<GenericFamily>();
}
