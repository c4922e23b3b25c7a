//===- Columns.cpp - Reductions along a strided dimension, fused ----------===//
//
// One kernel for a task whose ops iterate over outer x reduced x inner (or
// reduced x inner) and reduce the middle (first) loop: a norm or a softmax
// over the channels of NCHW or the first dimension of a matrix, a standard
// deviation over a middle dimension, together with the elementwise ops
// that read the reductions' results. The rows family takes reductions
// along memory; here the reduced elements lie `inner` apart.
//
// A line is a point of outer x inner: the elements one reduction combines.
// Neighbouring lines are neighbouring threads, so that every load and
// store is coalesced along `inner`; `threads_per_line` threads of a block
// take turns along a line's reduced loop (where lines are too few to fill
// the GPU a thread each) and combine their partials in shared memory, in
// a fixed order. The kernel makes a pass over the reduced loop per
// reduction and one for the results, and computes the ops over one value
// per line (a mean from a sum, a reciprocal square root) once per line
// between them. With `in_registers`, each thread keeps its elements of the
// inputs from the first pass for the later ones (a short reduced loop);
// otherwise every pass reads them again, mostly from L2, since a block's
// lines are few.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"
#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// The most elements of its inputs one thread keeps in registers.
static constexpr int64_t kMaxElementsInRegisters = 64;

namespace {

/// The shape of a columns task, without parameters: the candidates and
/// the emitter share it.
struct ColumnsShape {
  /// The ops' loops: 3, outer x reduced x inner; or 2, reduced x inner.
  unsigned loops = 0;
  int64_t outer = 1, reduced = 0, inner = 0;
  int64_t lines() const { return outer * inner; }
};

class ColumnsEmitter {
public:
  explicit ColumnsEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: ops over outer x reduced x inner,
  /// at least one reducing the middle loop, the others elementwise over
  /// that space or over one value per line.
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(ColumnsParamsAttr params, const KernelTarget &,
                               WhyNot whyNot);
  const ColumnsShape &shape() const { return space; }
  /// The inputs read along the reduced loop, each through each of its
  /// indexing maps (its first such read): what a thread keeps in
  /// registers.
  SmallVector<OpOperand *> elementInputs();

private:
  /// How an op's loops are named in CUDA: o, r, i (a per-line op: o, i).
  SmallVector<std::string> loopNames(linalg::LinalgOp op) const;
  bool isPerLine(linalg::LinalgOp op) const {
    return llvm::is_contained(perLineOps, op);
  }
  /// Whether `use` reads a different element at each step along the
  /// reduced loop.
  bool readsAlongReduced(linalg::LinalgOp op, OpOperand &use) const;
  /// The CUDA expression of what `use` of `op` reads in the current pass.
  FailureOr<std::string> operand(linalg::LinalgOp op, OpOperand &use,
                                 WhyNot whyNot);
  /// The full ops a pass must compute for `roots` (values read per
  /// element), in order.
  SmallVector<linalg::LinalgOp> neededFor(ArrayRef<Value> roots) const;
  /// The expression of each input `op`'s payload reads, by block argument.
  LogicalResult readInputs(linalg::LinalgOp op,
                           DenseMap<Value, std::string> &arguments,
                           WhyNot whyNot);
  /// Emits elementwise op `op`'s payload on its operands' values, names
  /// starting with `prefix`; returns the expression of what it yields.
  FailureOr<std::string> emitElementwise(linalg::LinalgOp op, StringRef prefix,
                                         WhyNot whyNot);
  /// Emits the per-element ops of `needed` at the pass's current element.
  LogicalResult emitElementOps(ArrayRef<linalg::LinalgOp> needed,
                               WhyNot whyNot);
  /// Opens the loop over the thread's elements of its line: `r` is the
  /// element's index along the reduced loop, `j` its index among the
  /// thread's (in registers).
  CudaWriter::Scope openPass();
  /// A softmax's maximum and the sum of exp(y - maximum) that follows it,
  /// computed in one pass: a running maximum, the sum rescaled whenever it
  /// grows.
  struct OnlineSoftmax {
    linalg::LinalgOp max, sum;
    /// The payload ops of exp(y - max), in the sum or in the ops that
    /// produce what it adds.
    Operation *subtract = nullptr, *exp = nullptr;
  };
  /// `value`, a payload's value, followed back through block arguments
  /// that read the whole result of an elementwise op of the task element
  /// for element, to the payload value it is.
  Value lookThrough(Value value) const;
  /// The input operand a block argument `value` reads, or null.
  OpOperand *inputRead(Value value) const;
  /// Whether payload values `a` and `b` (of ops over the whole space) are
  /// the same value at every point: one payload value once looked
  /// through, or reads of one tensor through one indexing map.
  bool isSameElement(Value a, Value b) const;
  std::optional<OnlineSoftmax> matchOnlineSoftmax(linalg::LinalgOp max);
  /// A sum of y and a later sum of (y - m)^2 about a value m of the line
  /// (a variance's mean): the second from the first's pass, through each
  /// thread's deviations about a shift (its first y) combined across
  /// threads by Chan's formula, as M2 + n (mean - m)^2.
  struct CentredSquares {
    linalg::LinalgOp sum, squares;
    /// Where the squares' payloads read m.
    OpOperand *centre = nullptr;
  };
  std::optional<CentredSquares> matchCentredSquares(linalg::LinalgOp sum);
  /// The first pass's statistics of y, by the squares op they serve: the
  /// names of the mean and of the squared deviations about it.
  struct Deviations {
    CentredSquares pair;
    std::string mean, squared;
  };
  DenseMap<Operation *, Deviations> deviations;
  /// Publishes each thread's partials of a line to the line's threads: one
  /// shared array of `type` by turns x lanes per (suffix, value), named
  /// hiera_partial<index><suffix>, each value written at [y][x], then a
  /// barrier. Returns the arrays' names.
  SmallVector<std::string>
  shareTurns(unsigned index, StringRef type,
             ArrayRef<std::pair<StringRef, std::string>> values);
  /// Emits reduction `op`'s pass; with `squares`, the statistics that
  /// pair's squares are computed from, in the same pass.
  LogicalResult emitReduction(linalg::LinalgOp op, unsigned index,
                              WhyNot whyNot,
                              const CentredSquares *squares = nullptr);
  /// The squares of a pair, from the statistics of its sum's pass.
  LogicalResult emitSquaresFromDeviations(Deviations statistics, WhyNot whyNot);
  LogicalResult emitOnlineSoftmax(OnlineSoftmax pair, unsigned index,
                                  WhyNot whyNot);
  LogicalResult emitPerLineOp(linalg::LinalgOp op, WhyNot whyNot);
  LogicalResult emitResults(WhyNot whyNot);
  SmallVector<std::string> parameters(KernelSource *kernel = nullptr);

  TaskOp task;
  ColumnsParamsAttr params;
  ColumnsShape space;
  Type element;
  bool approx = false;
  SmallVector<linalg::LinalgOp> ops, perLineOps;
  /// Threads along lines (x) and along the reduced loop (y), and each
  /// thread's elements of a line.
  int64_t lanes = 0, turns = 1, perThread = 0;
  /// Whether the last of a thread's elements may lie past the line's end.
  bool ragged = false;
  /// Results of the ops over one value per line (reductions, per-line
  /// ops), and of those over every element, in the current pass.
  DenseMap<Value, std::string> lineValues, elementValues;
  /// Loads of the current pass, and those of one value per line, by input
  /// and indexing map.
  DenseMap<std::pair<Value, AffineMap>, std::string> passLoads, lineLoads;
  /// Inputs kept in registers (in_registers), by input and map.
  DenseMap<std::pair<Value, AffineMap>, std::string> registerArrays;
  int64_t trafficBytes = 0;
  CudaWriter w;
};

} // namespace

SmallVector<OpOperand *> ColumnsEmitter::elementInputs() {
  llvm::DenseSet<std::pair<Value, AffineMap>> seen;
  SmallVector<OpOperand *> reads;
  for (linalg::LinalgOp op : ops)
    for (OpOperand *input : op.getDpsInputOperands()) {
      auto arg = dyn_cast<BlockArgument>(input->get());
      if (arg && arg.getOwner() == &task.getBodyBlock() &&
          readsAlongReduced(op, *input) &&
          seen.insert({arg, op.getMatchingIndexingMap(input)}).second)
        reads.push_back(input);
    }
  return reads;
}

SmallVector<std::string> ColumnsEmitter::loopNames(linalg::LinalgOp op) const {
  if (isPerLine(op))
    return space.loops == 3 ? SmallVector<std::string>{"o", "i"}
                            : SmallVector<std::string>{"i"};
  return space.loops == 3 ? SmallVector<std::string>{"o", "r", "i"}
                          : SmallVector<std::string>{"r", "i"};
}

bool ColumnsEmitter::readsAlongReduced(linalg::LinalgOp op,
                                       OpOperand &use) const {
  if (isPerLine(op))
    return false;
  unsigned reducedDim = space.loops == 3 ? 1 : 0;
  return op.getMatchingIndexingMap(&use).isFunctionOfDim(reducedDim);
}

LogicalResult ColumnsEmitter::analyse(WhyNot whyNot) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot);
  if (failed(computing))
    return failure();
  ops = *computing;
  // The space, from the first reduction.
  for (linalg::LinalgOp op : ops) {
    if (classifyOp(op) != OpClass::Reduction)
      continue;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    using utils::IteratorType;
    if (ranges.size() == 3 && iterators[0] == IteratorType::parallel &&
        iterators[1] == IteratorType::reduction &&
        iterators[2] == IteratorType::parallel) {
      space = {3, ranges[0], ranges[1], ranges[2]};
    } else if (ranges.size() == 2 && iterators[0] == IteratorType::reduction &&
               iterators[1] == IteratorType::parallel) {
      space = {2, 1, ranges[0], ranges[1]};
    } else {
      whyNot("a reduction that is not along the middle (or first) of two or "
             "three loops");
      return failure();
    }
    break;
  }
  if (!space.loops) {
    whyNot("no reduction along a strided dimension");
    return failure();
  }
  if (space.inner < 2 || ShapedType::isDynamic(space.inner) ||
      ShapedType::isDynamic(space.outer) ||
      ShapedType::isDynamic(space.reduced)) {
    whyNot("a reduced dimension that is the innermost: the rows family serves");
    return failure();
  }
  MLIRContext *context = task.getContext();
  unsigned n = space.loops;
  AffineMap lineMap =
      n == 3 ? AffineMap::get(3, 0,
                              {getAffineDimExpr(0, context),
                               getAffineDimExpr(2, context)},
                              context)
             : AffineMap::get(2, 0, getAffineDimExpr(1, context));
  SmallVector<int64_t> full = n == 3
                                  ? SmallVector<int64_t>{space.outer,
                                                         space.reduced,
                                                         space.inner}
                                  : SmallVector<int64_t>{space.reduced,
                                                         space.inner};
  SmallVector<int64_t> perLine =
      n == 3 ? SmallVector<int64_t>{space.outer, space.inner}
             : SmallVector<int64_t>{space.inner};
  for (linalg::LinalgOp op : ops) {
    if (op.getNumDpsInits() != 1) {
      whyNot("an op with several results");
      return failure();
    }
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
    OpClass kind = classifyOp(op);
    if (kind == OpClass::Reduction) {
      SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
      bool alongReduced = ranges == full && out == lineMap;
      for (auto [index, iterator] : llvm::enumerate(iterators))
        alongReduced &= (iterator == utils::IteratorType::reduction) ==
                        (index == (n == 3 ? 1u : 0u));
      if (!alongReduced) {
        whyNot("a reduction that is not along the same strided dimension");
        return failure();
      }
    } else if (kind == OpClass::Elementwise && ranges == full &&
               out.isIdentity()) {
      // An op over every element.
    } else if (kind == OpClass::Elementwise && ranges == perLine &&
               out.isIdentity() &&
               llvm::all_of(op.getIndexingMapsArray(), [](AffineMap map) {
                 return map.isIdentity() || map.getNumResults() == 0;
               })) {
      perLineOps.push_back(op);
    } else {
      whyNot("an op over neither outer x reduced x inner nor its lines");
      return failure();
    }
    for (OpOperand *input : op.getDpsInputOperands())
      if (!isIndexableByConstants(op.getMatchingIndexingMap(input))) {
        whyNot("an input read at an index that is no sum of products, "
               "quotients and remainders of the loops");
        return failure();
      }
  }
  // The family's point is a second pass that reads a reduction's result
  // (a norm, a softmax, centred squares); one pass of reductions alone is
  // the reduce family's, or the generic kernel's.
  llvm::DenseSet<Value> fromReductions;
  bool readAgain = false;
  for (linalg::LinalgOp op : ops) {
    bool reads = llvm::any_of(op.getDpsInputOperands(), [&](OpOperand *use) {
      return fromReductions.contains(use->get());
    });
    if (classifyOp(op) == OpClass::Reduction || (isPerLine(op) && reads))
      fromReductions.insert(op->getResult(0));
    else if (reads)
      readAgain = true;
    if (classifyOp(op) == OpClass::Reduction && reads)
      readAgain = true;
  }
  if (!readAgain) {
    whyNot("no op reads a reduction's result along the reduced dimension: "
           "one pass, the reduce family's");
    return failure();
  }
  FailureOr<Type> common = floatElementType(task, whyNot);
  if (failed(common))
    return failure();
  element = *common;
  approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                              PrecisionPolicy::ApproxMath);
  return success();
}

SmallVector<linalg::LinalgOp>
ColumnsEmitter::neededFor(ArrayRef<Value> roots) const {
  llvm::DenseSet<Operation *> needed;
  SmallVector<Value> work(roots.begin(), roots.end());
  while (!work.empty()) {
    Value value = work.pop_back_val();
    auto op = value.getDefiningOp<linalg::LinalgOp>();
    // Reductions and per-line ops are values of the line, computed once.
    if (!op || !llvm::is_contained(ops, op) || isPerLine(op) ||
        classifyOp(op) == OpClass::Reduction || !needed.insert(op).second)
      continue;
    for (OpOperand *input : op.getDpsInputOperands())
      work.push_back(input->get());
  }
  SmallVector<linalg::LinalgOp> ordered;
  for (linalg::LinalgOp op : ops)
    if (needed.contains(op))
      ordered.push_back(op);
  return ordered;
}

FailureOr<std::string> ColumnsEmitter::operand(linalg::LinalgOp op,
                                               OpOperand &use, WhyNot whyNot) {
  Value value = use.get();
  if (auto it = lineValues.find(value); it != lineValues.end())
    return it->second;
  if (auto it = elementValues.find(value); it != elementValues.end())
    return it->second;
  if (std::optional<std::string> literal = constantLiteral(value))
    return *literal;
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    if (std::optional<std::string> literal =
            constantLiteral(fill.getInputs()[0]))
      return *literal;
    whyNot("a fill of a computed value");
    return failure();
  }
  auto arg = dyn_cast<BlockArgument>(value);
  auto shaped = dyn_cast<ShapedType>(value.getType());
  if (!arg || arg.getOwner() != &task.getBodyBlock() || !shaped ||
      !shaped.hasStaticShape()) {
    whyNot("an operand that is neither an input, a fill nor a value the task "
           "computes");
    return failure();
  }
  AffineMap map = op.getMatchingIndexingMap(&use);
  std::pair<Value, AffineMap> key{value, map};
  if (auto it = registerArrays.find(key); it != registerArrays.end())
    return it->second + "[j]";
  if (auto it = passLoads.find(key); it != passLoads.end())
    return it->second;
  if (auto it = lineLoads.find(key); it != lineLoads.end())
    return it->second;
  std::string type = cudaType(shaped.getElementType());
  std::string load =
      llvm::formatv("__ldg(in{0} + {1})", arg.getArgNumber(),
                    linearIndex(map, shaped.getShape(), loopNames(op)))
          .str();
  std::string name = w.fresh("v");
  w.line("const {0} {1} = {2};", type, name, load);
  if (readsAlongReduced(op, use)) {
    passLoads[key] = name;
    trafficBytes += shaped.getNumElements() *
                    (shaped.getElementTypeBitWidth() / 8);
  } else {
    // Read once per line: emit() loads these before any pass.
    lineLoads[key] = name;
  }
  return name;
}

LogicalResult
ColumnsEmitter::readInputs(linalg::LinalgOp op,
                           DenseMap<Value, std::string> &arguments,
                           WhyNot whyNot) {
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (arg.use_empty())
      continue;
    FailureOr<std::string> expression = operand(op, *input, whyNot);
    if (failed(expression))
      return failure();
    arguments[arg] = *expression;
  }
  return success();
}

FailureOr<std::string> ColumnsEmitter::emitElementwise(linalg::LinalgOp op,
                                                       StringRef prefix,
                                                       WhyNot whyNot) {
  DenseMap<Value, std::string> arguments;
  if (failed(readInputs(op, arguments, whyNot)))
    return failure();
  if (!op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty()) {
    whyNot("an elementwise op that reads its destination");
    return failure();
  }
  SmallVector<std::string> names = loopNames(op);
  auto coordinate = [&](unsigned dim) { return names[dim]; };
  std::string yielded = emitPayload(op, arguments, prefix, element, approx, w,
                                    whyNot, PayloadPoint{coordinate});
  if (yielded.empty())
    return failure();
  return yielded;
}

LogicalResult ColumnsEmitter::emitElementOps(ArrayRef<linalg::LinalgOp> needed,
                                             WhyNot whyNot) {
  for (linalg::LinalgOp op : needed) {
    FailureOr<std::string> yielded = emitElementwise(op, "e", whyNot);
    if (failed(yielded))
      return failure();
    elementValues[op->getResult(0)] = *yielded;
  }
  return success();
}

CudaWriter::Scope ColumnsEmitter::openPass() {
  passLoads.clear();
  elementValues.clear();
  if (params.getInRegisters()) {
    w.line("#pragma unroll");
    CudaWriter::Scope loop =
        w.scope("for (int j = 0; j < {0}; ++j) {{", perThread);
    w.line("const long r = y + (long)j * {0};", turns);
    if (ragged)
      w.line("if (r >= {0}l) break;", space.reduced);
    return loop;
  }
  w.line("#pragma unroll 4");
  return w.scope("for (long r = y; r < {0}l; r += {1}) {{", space.reduced,
                 turns);
}

/// The payload op of reduction `op` that folds its one input into the
/// accumulator, where that is all the payload does; else null.
static Operation *plainCombine(linalg::LinalgOp op) {
  Operation *combine = endingCombine(op);
  if (!combine || op.getNumDpsInputs() != 1 ||
      !llvm::hasSingleElement(op.getBlock()->without_terminator()) ||
      !llvm::is_contained(
          combine->getOperands(),
          Value(op.getMatchingBlockArgument(op.getDpsInputOperand(0)))))
    return nullptr;
  return combine;
}

/// Whether `op`'s accumulator starts from a filled constant `wanted`.
static bool startsFrom(linalg::LinalgOp op, const llvm::APFloat &wanted) {
  auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  FloatAttr value;
  return fill && matchPattern(fill.getInputs()[0], m_Constant(&value)) &&
         value.getValue().bitwiseIsEqual(wanted);
}

/// Whether reduction `op` is a sum of `type` started from zero.
static bool isSumFromZero(linalg::LinalgOp op, FloatType type) {
  return getElementTypeOrSelf(op->getResult(0).getType()) == type &&
         isa_and_nonnull<arith::AddFOp>(endingCombine(op)) &&
         startsFrom(op, llvm::APFloat::getZero(type.getFloatSemantics()));
}

Value ColumnsEmitter::lookThrough(Value value) const {
  while (auto arg = dyn_cast<BlockArgument>(value)) {
    auto owner = dyn_cast<linalg::LinalgOp>(arg.getOwner()->getParentOp());
    if (!owner || !llvm::is_contained(ops, owner) ||
        arg.getArgNumber() >= owner.getNumDpsInputs())
      return value;
    OpOperand *use = owner.getDpsInputOperand(arg.getArgNumber());
    auto producer = use->get().getDefiningOp<linalg::LinalgOp>();
    if (!producer || !llvm::is_contained(ops, producer) ||
        isPerLine(producer) || classifyOp(producer) != OpClass::Elementwise ||
        producer->getNumResults() != 1 ||
        !owner.getMatchingIndexingMap(use).isIdentity() ||
        owner.getNumLoops() != producer.getNumLoops())
      return value;
    value = producer.getBlock()->getTerminator()->getOperand(0);
  }
  return value;
}

OpOperand *ColumnsEmitter::inputRead(Value value) const {
  auto arg = dyn_cast<BlockArgument>(value);
  auto owner = arg ? dyn_cast<linalg::LinalgOp>(arg.getOwner()->getParentOp())
                   : linalg::LinalgOp();
  if (!owner || arg.getArgNumber() >= owner.getNumDpsInputs())
    return nullptr;
  return owner.getDpsInputOperand(arg.getArgNumber());
}

bool ColumnsEmitter::isSameElement(Value a, Value b) const {
  a = lookThrough(a);
  b = lookThrough(b);
  if (a == b)
    return true;
  OpOperand *readA = inputRead(a), *readB = inputRead(b);
  if (!readA || !readB || readA->get() != readB->get())
    return false;
  auto ownerA = cast<linalg::LinalgOp>(readA->getOwner());
  auto ownerB = cast<linalg::LinalgOp>(readB->getOwner());
  return ownerA.getNumLoops() == ownerB.getNumLoops() &&
         ownerA.getMatchingIndexingMap(readA) ==
             ownerB.getMatchingIndexingMap(readB);
}

/// The value reduction `op` folds into its accumulator with an add: the
/// other operand of the payload's final add.
static Value addedValue(linalg::LinalgOp op) {
  auto add = op.getBlock()
                 ->getTerminator()
                 ->getOperand(0)
                 .getDefiningOp<arith::AddFOp>();
  BlockArgument accumulator =
      op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  if (!add || !llvm::is_contained(add->getOperands(), Value(accumulator)) ||
      add.getLhs() == add.getRhs())
    return {};
  return add.getLhs() == accumulator ? add.getRhs() : add.getLhs();
}

/// The next reduction of `ops` after `op`, or null.
static linalg::LinalgOp nextReduction(ArrayRef<linalg::LinalgOp> ops,
                                      linalg::LinalgOp op) {
  for (linalg::LinalgOp later : llvm::drop_begin(
           llvm::make_range(llvm::find(ops, op), ops.end())))
    if (classifyOp(later) == OpClass::Reduction)
      return later;
  return {};
}

std::optional<ColumnsEmitter::OnlineSoftmax>
ColumnsEmitter::matchOnlineSoftmax(linalg::LinalgOp max) {
  Operation *maxCombine = plainCombine(max);
  if (!maxCombine || !isa<arith::MaximumFOp>(maxCombine))
    return std::nullopt;
  auto type = dyn_cast<FloatType>(
      getElementTypeOrSelf(max->getResult(0).getType()));
  if (!type || !startsFrom(max, llvm::APFloat::getInf(type.getFloatSemantics(),
                                                      /*Negative=*/true)))
    return std::nullopt;
  // The next reduction: a sum, from zero, of exp(y - max) over the same y,
  // computed in its payload or in the elementwise ops before it.
  linalg::LinalgOp sum = nextReduction(ops, max);
  if (!sum || !isSumFromZero(sum, type))
    return std::nullopt;
  Value added = addedValue(sum);
  auto exp = added ? lookThrough(added).getDefiningOp<math::ExpOp>() : nullptr;
  auto subtract =
      exp ? lookThrough(exp.getOperand()).getDefiningOp<arith::SubFOp>()
          : nullptr;
  if (!subtract)
    return std::nullopt;
  OpOperand *maximum = inputRead(lookThrough(subtract.getRhs()));
  BlockArgument reduced =
      max.getMatchingBlockArgument(max.getDpsInputOperand(0));
  if (!maximum || maximum->get() != max->getResult(0) ||
      !isSameElement(subtract.getLhs(), reduced))
    return std::nullopt;
  return OnlineSoftmax{max, sum, subtract, exp};
}

std::optional<ColumnsEmitter::CentredSquares>
ColumnsEmitter::matchCentredSquares(linalg::LinalgOp sum) {
  auto type = dyn_cast<FloatType>(
      getElementTypeOrSelf(sum->getResult(0).getType()));
  if (!type || !plainCombine(sum) || !isSumFromZero(sum, type))
    return std::nullopt;
  // The next reduction: a sum, from zero, of (y - m)^2 over the same y,
  // computed in its payload or in the elementwise ops before it.
  linalg::LinalgOp squares = nextReduction(ops, sum);
  if (!squares || !isSumFromZero(squares, type))
    return std::nullopt;
  Value added = addedValue(squares);
  auto square =
      added ? lookThrough(added).getDefiningOp<arith::MulFOp>() : nullptr;
  if (!square || square.getLhs() != square.getRhs())
    return std::nullopt;
  auto difference = lookThrough(square.getLhs()).getDefiningOp<arith::SubFOp>();
  if (!difference)
    return std::nullopt;
  OpOperand *centre = inputRead(lookThrough(difference.getRhs()));
  BlockArgument reduced =
      sum.getMatchingBlockArgument(sum.getDpsInputOperand(0));
  if (!centre || !isSameElement(difference.getLhs(), reduced) ||
      readsAlongReduced(cast<linalg::LinalgOp>(centre->getOwner()), *centre) ||
      getElementTypeOrSelf(centre->get().getType()) != type)
    return std::nullopt;
  return CentredSquares{sum, squares, centre};
}

LogicalResult ColumnsEmitter::emitOnlineSoftmax(OnlineSoftmax pair,
                                                unsigned index, WhyNot whyNot) {
  Operation *maxCombine = plainCombine(pair.max);
  std::string T = cudaType(getElementTypeOrSelf(pair.max->getResult(0).getType()));
  FailureOr<std::string> lowest =
      operand(pair.max, *pair.max.getDpsInitOperand(0), whyNot);
  if (failed(lowest))
    return failure();
  // exp(a - b) as the payload computes it.
  auto expOf = [&](StringRef a, StringRef b) -> std::string {
    std::string difference = cudaExpression(*pair.subtract, {a.str(), b.str()},
                                            element, approx, whyNot);
    if (difference.empty())
      return "";
    return cudaExpression(*pair.exp, {"(" + difference + ")"}, element, approx,
                          whyNot);
  };
  auto maxOf = [&](StringRef a, StringRef b) {
    return cudaExpression(*maxCombine, {a.str(), b.str()}, element, approx,
                          whyNot);
  };
  std::string m = w.fresh("max"), s = w.fresh("sum");
  w.line("{0} {1} = {2};", T, m, *lowest);
  w.line("{0} {1} = 0;", T, s);
  {
    CudaWriter::Scope pass = openPass();
    OpOperand *reduced = pair.max.getDpsInputOperand(0);
    if (failed(emitElementOps(neededFor({reduced->get()}), whyNot)))
      return failure();
    FailureOr<std::string> y = operand(pair.max, *reduced, whyNot);
    if (failed(y))
      return failure();
    std::string grown = w.fresh("max");
    std::string larger = maxOf(*y, m);
    if (larger.empty())
      return failure();
    w.line("const {0} {1} = {2};", T, grown, larger);
    // Below every value so far nothing is added: exp(-inf - -inf) would
    // make the sum NaN where the op's own sum is finite.
    CudaWriter::Scope add = w.scope("if ({0} != {1}) {{", grown, *lowest);
    std::string rescale = expOf(m, grown), term = expOf(*y, grown);
    if (rescale.empty() || term.empty())
      return failure();
    w.line("{0} = {0} * {1} + {2};", s, rescale, term);
    add.end();
    w.line("{0} = {1};", m, grown);
  }
  if (turns > 1) {
    SmallVector<std::string> shared =
        shareTurns(index, T, {{"", m}, {"_sum", s}});
    const std::string &maxima = shared[0], &sums = shared[1];
    w.line("{0} = {1};", m, *lowest);
    {
      CudaWriter::Scope loop =
          w.scope("for (int t = 0; t < {0}; ++t) {{", turns);
      std::string larger = maxOf(maxima + "[t][x]", m);
      if (larger.empty())
        return failure();
      w.line("{0} = {1};", m, larger);
    }
    w.line("{0} = 0;", s);
    CudaWriter::Scope any = w.scope("if ({0} != {1}) {{", m, *lowest);
    CudaWriter::Scope loop =
        w.scope("for (int t = 0; t < {0}; ++t) {{", turns);
    std::string rescale = expOf(maxima + "[t][x]", m);
    if (rescale.empty())
      return failure();
    w.line("{0} += {1}[t][x] * {2};", s, sums, rescale);
  }
  // A line of nothing above the lowest value: the op's sum of exp(y - max)
  // is exp(-inf - -inf), NaN.
  {
    CudaWriter::Scope none = w.scope("if ({0} == {1}) {{", m, *lowest);
    std::string nan = expOf(m, m);
    if (nan.empty())
      return failure();
    w.line("{0} = {1};", s, nan);
  }
  lineValues[pair.max->getResult(0)] = m;
  lineValues[pair.sum->getResult(0)] = s;
  return success();
}

LogicalResult ColumnsEmitter::emitReduction(linalg::LinalgOp op, unsigned index,
                                            WhyNot whyNot,
                                            const CentredSquares *squares) {
  BlockArgument accumulatorArg =
      op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Operation *combine = endingCombine(op);
  if (!combine) {
    whyNot("a reduction whose payload does not end in combine(x, acc)");
    return failure();
  }
  Type accType = getElementTypeOrSelf(op->getResult(0).getType());
  std::string A = cudaType(accType);
  std::string identity = reductionIdentity(combine, accType, whyNot);
  if (identity.empty() || A.empty())
    return failure();
  // The starting value: a filled constant, or a task input's line.
  FailureOr<std::string> init = operand(op, *op.getDpsInitOperand(0), whyNot);
  if (failed(init))
    return failure();
  std::string acc = w.fresh("acc");
  // One thread a line walks it in the op's own order, from the start
  // value; several start from the identity and combine their partials.
  w.line("{0} {1} = {2};", A, acc, turns == 1 ? *init : identity);
  // The deviations about a shift, the thread's first y (turns <= reduced
  // extent: every thread has one): sums of differences from a value near
  // the mean keep their precision.
  std::string shift, deviation, squared;
  OpOperand *reduced = op.getDpsInputOperand(0);
  if (squares) {
    shift = w.fresh("shift");
    deviation = w.fresh("dev");
    squared = w.fresh("dev");
    w.line("{0} {1};", A, shift);
    {
      CudaWriter::Scope first = w.scope("{");
      passLoads.clear();
      elementValues.clear();
      w.line("const long r = y;");
      if (failed(emitElementOps(neededFor({reduced->get()}), whyNot)))
        return failure();
      FailureOr<std::string> y = operand(op, *reduced, whyNot);
      if (failed(y))
        return failure();
      w.line("{0} = {1};", shift, *y);
    }
    w.line("{0} {1} = 0, {2} = 0;", A, deviation, squared);
  }
  {
    CudaWriter::Scope pass = openPass();
    SmallVector<Value> roots;
    for (OpOperand *input : op.getDpsInputOperands())
      roots.push_back(input->get());
    if (failed(emitElementOps(neededFor(roots), whyNot)))
      return failure();
    DenseMap<Value, std::string> arguments;
    if (failed(readInputs(op, arguments, whyNot)))
      return failure();
    arguments[accumulatorArg] = acc;
    SmallVector<std::string> names = loopNames(op);
    auto coordinate = [&](unsigned dim) { return names[dim]; };
    std::string next = emitPayload(op, arguments, "e", element, approx, w,
                                   whyNot, PayloadPoint{coordinate});
    if (next.empty())
      return failure();
    w.line("{0} = {1};", acc, next);
    if (squares) {
      FailureOr<std::string> y = operand(op, *reduced, whyNot);
      if (failed(y))
        return failure();
      std::string d = w.fresh("d");
      w.line("const {0} {1} = {2} - {3};", A, d, *y, shift);
      w.line("{0} += {1};", deviation, d);
      w.line("{0} += {1} * {1};", squared, d);
    }
  }
  if (squares) {
    // The thread's count, mean and squared deviations about its mean;
    // across threads, Chan's combination in thread order.
    std::string count = w.fresh("n"), mean = w.fresh("mean"),
                deviations2 = w.fresh("m2");
    w.line("const long {0} = ({1}l - y + {2}) / {3};", count, space.reduced,
           turns - 1, turns);
    std::string counted = w.fresh("n");
    w.line("{0} {1} = {2} + {3} / {4};", A, mean, shift, deviation, count);
    w.line("{0} {1} = {2} - {3} * {3} / {4};", A, deviations2, squared,
           deviation, count);
    if (turns > 1) {
      SmallVector<std::string> shared =
          shareTurns(index, A, {{"_mean", mean}, {"_m2", deviations2}});
      const std::string &means = shared[0], &m2s = shared[1];
      w.line("long {0} = 0;", counted);
      w.line("{0} = 0;", mean);
      w.line("{0} = 0;", deviations2);
      CudaWriter::Scope loop =
          w.scope("for (int t = 0; t < {0}; ++t) {{", turns);
      w.line("const long nb = ({0}l - t + {1}) / {2}, nn = {3} + nb;",
             space.reduced, turns - 1, turns, counted);
      w.line("const {0} delta = {1}[t][x] - {2};", A, means, mean);
      w.line("{0} += delta * nb / nn;", mean);
      w.line("{0} += {1}[t][x] + delta * delta * {2} * nb / nn;",
             deviations2, m2s, counted);
      w.line("{0} = nn;", counted);
    }
    deviations[squares->squares] = {*squares, mean, deviations2};
  }
  if (turns > 1) {
    std::string partials = shareTurns(index, A, {{"", acc}}).front();
    w.line("{0} = {1};", acc, *init);
    CudaWriter::Scope loop = w.scope("for (int t = 0; t < {0}; ++t) {{", turns);
    std::string x = llvm::formatv("{0}[t][x]", partials).str();
    SmallVector<std::string> operands = {x, acc};
    if (combine->getOperand(0) == accumulatorArg)
      std::swap(operands[0], operands[1]);
    std::string combined =
        cudaExpression(*combine, operands, element, approx, whyNot);
    if (combined.empty())
      return failure();
    w.line("{0} = {1};", acc, combined);
  }
  lineValues[op->getResult(0)] = acc;
  return success();
}

SmallVector<std::string>
ColumnsEmitter::shareTurns(unsigned index, StringRef type,
                           ArrayRef<std::pair<StringRef, std::string>> values) {
  SmallVector<std::string> names, arrays;
  for (const auto &[suffix, value] : values) {
    names.push_back(llvm::formatv("hiera_partial{0}{1}", index, suffix).str());
    arrays.push_back(
        llvm::formatv("{0}[{1}][{2}]", names.back(), turns, lanes).str());
  }
  w.line("__shared__ {0} {1};", type, llvm::join(arrays, ", "));
  for (auto [name, value] : llvm::zip(names, values))
    w.line("{0}[y][x] = {1};", name, value.second);
  w.line("__syncthreads();");
  return names;
}

LogicalResult ColumnsEmitter::emitSquaresFromDeviations(Deviations statistics,
                                                        WhyNot whyNot) {
  CentredSquares &pair = statistics.pair;
  FailureOr<std::string> centre = operand(
      cast<linalg::LinalgOp>(pair.centre->getOwner()), *pair.centre, whyNot);
  if (failed(centre))
    return failure();
  std::string T =
      cudaType(getElementTypeOrSelf(pair.squares->getResult(0).getType()));
  std::string offset = w.fresh("off"), squares = w.fresh("squares");
  // The sum of (y - m)^2 = M2 + n (mean - m)^2.
  w.line("const {0} {1} = {2} - {3};", T, offset, statistics.mean, *centre);
  w.line("const {0} {1} = {2} + ({0}){3} * {4} * {4};", T, squares,
         statistics.squared, space.reduced, offset);
  lineValues[pair.squares->getResult(0)] = squares;
  return success();
}

LogicalResult ColumnsEmitter::emitPerLineOp(linalg::LinalgOp op,
                                            WhyNot whyNot) {
  FailureOr<std::string> yielded = emitElementwise(op, "l", whyNot);
  if (failed(yielded))
    return failure();
  lineValues[op->getResult(0)] = *yielded;
  return success();
}

LogicalResult ColumnsEmitter::emitResults(WhyNot whyNot) {
  int64_t elements = space.lines() * space.reduced;
  SmallVector<Value> perElement;
  SmallVector<unsigned> elementResults;
  CudaWriter lineStores = w.fragment();
  for (auto [r, value] : llvm::enumerate(task.getYield().getValues())) {
    auto shaped = cast<ShapedType>(value.getType());
    trafficBytes +=
        shaped.getNumElements() * (shaped.getElementTypeBitWidth() / 8);
    if (auto it = lineValues.find(value);
        it != lineValues.end() && shaped.getNumElements() == space.lines()) {
      lineStores.line("out{0}[line] = {1};", r, it->second);
      continue;
    }
    auto op = value.getDefiningOp<linalg::LinalgOp>();
    if (!op || !llvm::is_contained(ops, op) || isPerLine(op) ||
        classifyOp(op) != OpClass::Elementwise ||
        shaped.getNumElements() != elements) {
      whyNot("a result that is neither one per element nor one per line");
      return failure();
    }
    perElement.push_back(value);
    elementResults.push_back(r);
  }
  if (!perElement.empty()) {
    CudaWriter::Scope pass = openPass();
    if (failed(emitElementOps(neededFor(perElement), whyNot)))
      return failure();
    CudaWriter::Scope store = w.scope("if (line_exists) {");
    for (auto [value, r] : llvm::zip(perElement, elementResults))
      w.line("out{0}[base + r * {1}l] = {2};", r, space.inner,
             elementValues.lookup(value));
  }
  if (!lineStores.empty()) {
    CudaWriter::Scope store = w.scope("if (line_exists && y == 0) {");
    w.append(lineStores);
  }
  return success();
}

SmallVector<std::string>
ColumnsEmitter::parameters(KernelSource *kernel) {
  SmallVector<std::string> parameters;
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (arg.use_empty())
      continue;
    if (kernel)
      kernel->inputs.push_back(arg.getArgNumber());
    parameters.push_back(llvm::formatv(
        "const {0} *__restrict__ in{1}",
        cudaType(getElementTypeOrSelf(arg.getType())), arg.getArgNumber()));
  }
  for (auto [r, type] : llvm::enumerate(task.getResultTypes()))
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}",
                                       cudaType(getElementTypeOrSelf(type)),
                                       r));
  return parameters;
}

FailureOr<KernelSource> ColumnsEmitter::emit(ColumnsParamsAttr params,
                                             const KernelTarget &,
                                             WhyNot whyNot) {
  this->params = params;
  lanes = params.getLinesPerBlock();
  turns = params.getThreadsPerLine();
  // Every thread needs an element: a variance's shift is its first.
  if (turns > space.reduced) {
    whyNot(llvm::formatv("{0} threads a line for lines of {1} elements", turns,
                         space.reduced));
    return failure();
  }
  perThread = (space.reduced + turns - 1) / turns;
  ragged = space.reduced % turns != 0;
  SmallVector<OpOperand *> kept = elementInputs();
  int64_t inputs = kept.size();
  if (params.getInRegisters() &&
      perThread * std::max<int64_t>(inputs, 1) > kMaxElementsInRegisters) {
    whyNot(llvm::formatv("{0} elements of each of {1} inputs a thread do not "
                         "fit the {2} kept in registers",
                         perThread, inputs, kMaxElementsInRegisters));
    return failure();
  }

  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_columns_", task);
  CudaWriter::Scope body = w.scope(
      "extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
      lanes * turns, kernel.entry, llvm::join(parameters(&kernel), ", "));
  // A thread past the last line computes the last line again, since the
  // block's barriers need every thread, and stores nothing.
  w.lines(llvm::formatv(R"(const int x = threadIdx.x, y = threadIdx.y;
const long line_index = (long)blockIdx.x * {0} + x;
const bool line_exists = line_index < {1}l;
const long line = line_exists ? line_index : {1}l - 1;
const long o = line / {2}l, i = line % {2}l;
const long base = o * {3}l + i;)",
                        lanes, space.lines(), space.inner,
                        space.reduced * space.inner)
              .str());
  // Inputs kept in registers: each thread's elements of every input read
  // along the reduced loop, loaded once.
  if (params.getInRegisters()) {
    for (OpOperand *input : kept) {
      auto op = cast<linalg::LinalgOp>(input->getOwner());
      auto arg = cast<BlockArgument>(input->get());
      AffineMap map = op.getMatchingIndexingMap(input);
      auto shaped = cast<ShapedType>(arg.getType());
      std::string name = w.fresh("kept");
      w.line("{0} {1}[{2}];", cudaType(shaped.getElementType()), name,
             perThread);
      {
        CudaWriter::Scope loop = openPass();
        w.line("{0}[j] = __ldg(in{1} + {2});", name, arg.getArgNumber(),
               linearIndex(map, shaped.getShape(), loopNames(op)));
      }
      registerArrays[{arg, map}] = name;
      trafficBytes +=
          shaped.getNumElements() * (shaped.getElementTypeBitWidth() / 8);
    }
  }
  // Inputs read once per line (a reduction's start, a per-line op's
  // operand, a value broadcast along the reduced loop), before any pass.
  for (linalg::LinalgOp op : ops)
    for (OpOperand &use : op->getOpOperands()) {
      auto arg = dyn_cast<BlockArgument>(use.get());
      bool read = op.isDpsInit(&use)
                      ? classifyOp(op) == OpClass::Reduction
                      : !op.getMatchingBlockArgument(&use).use_empty();
      if (read && arg && arg.getOwner() == &task.getBodyBlock() &&
          !readsAlongReduced(op, use) && failed(operand(op, use, whyNot)))
        return failure();
    }
  // Pairs of reductions share a pass where the passes read memory (in
  // registers, a pass costs less than an online softmax's rescaling exps):
  // the second of a pair is then a line value already, or (centred
  // squares) computed from its first's statistics where it stands.
  unsigned reductions = 0;
  for (linalg::LinalgOp op : ops) {
    if (isPerLine(op)) {
      if (failed(emitPerLineOp(op, whyNot)))
        return failure();
      continue;
    }
    if (classifyOp(op) != OpClass::Reduction ||
        lineValues.contains(op->getResult(0)))
      continue;
    if (auto it = deviations.find(op); it != deviations.end()) {
      if (failed(emitSquaresFromDeviations(it->second, whyNot)))
        return failure();
      continue;
    }
    std::optional<OnlineSoftmax> pair;
    std::optional<CentredSquares> squares;
    if (!params.getInRegisters()) {
      pair = matchOnlineSoftmax(op);
      if (!pair)
        squares = matchCentredSquares(op);
    }
    if (failed(pair ? emitOnlineSoftmax(*pair, reductions++, whyNot)
                    : emitReduction(op, reductions++, whyNot,
                                    squares ? &*squares : nullptr)))
      return failure();
  }
  if (failed(emitResults(whyNot)))
    return failure();
  body.end();

  w.heading("{0}: {1} lines of {2} elements {3} apart, {4} lines a block, "
            "{5} threads a line, {6}",
            kernel.entry, space.lines(), space.reduced, space.inner, lanes,
            turns,
            params.getInRegisters() ? "inputs kept in registers"
                                    : "inputs read again each pass");
  w.prelude("minmax");
  kernel.source = w.str();
  kernel.gridX = (space.lines() + lanes - 1) / lanes;
  kernel.blockX = lanes;
  kernel.blockY = turns;
  kernel.trafficBytes = trafficBytes;
  return kernel;
}

namespace {

/// Columns kernels: lines a block by threads a line, chosen so that the
/// grid fills the GPU with the fewest threads sharing a line; each with
/// its inputs kept in registers where they fit.
class ColumnsFamily final
    : public EmitterFamily<ColumnsEmitter, ColumnsParamsAttr> {
public:
  StringRef name() const override { return "columns"; }

  SmallVector<KernelCandidate>
  candidates(const KernelMatch &match,
             const KernelTarget &target) const override {
    MLIRContext *context = match.getTask().getContext();
    ColumnsEmitter emitter = analysed(match);
    const ColumnsShape &shape = emitter.shape();
    // Threads that keep every multiprocessor busy: 1024 each.
    int64_t wanted = std::max<int64_t>(target.multiprocessors, 1) * 1024;
    int64_t turns = 1;
    while (turns < 32 && shape.lines() * turns < wanted &&
           turns * 2 <= shape.reduced)
      turns *= 2;
    // Those turns, their neighbours, and a thread a line (no partials to
    // combine, the most elements a thread to keep in registers).
    SmallVector<std::pair<int64_t, int64_t>> shapes;
    SmallVector<int64_t> turnCounts;
    for (int64_t t : {turns, turns * 2, turns / 2, int64_t(1)})
      if (t >= 1 && t <= 32 && t <= shape.reduced &&
          !llvm::is_contained(turnCounts, t))
        turnCounts.push_back(t);
    for (int64_t t : turnCounts) {
      // 256 threads a block, at least a warp of lines; fewer lines where
      // half the block would have none.
      int64_t lines = std::clamp<int64_t>(256 / t, 32, 256);
      while (lines > 32 && lines / 2 >= shape.lines())
        lines /= 2;
      shapes.push_back({lines, t});
    }
    int64_t inputs = std::max<int64_t>(emitter.elementInputs().size(), 1);
    SmallVector<KernelCandidate> candidates;
    for (auto [lines, t] : shapes) {
      std::string name = llvm::formatv("columns_l{0}_t{1}", lines, t).str();
      int64_t perThread = (shape.reduced + t - 1) / t;
      if (perThread * inputs <= kMaxElementsInRegisters)
        candidates.push_back(
            {name + "_kept", checkedParams<ColumnsParamsAttr>(
                                 context, lines, t, /*in_registers=*/true)});
      candidates.push_back(
          {name, checkedParams<ColumnsParamsAttr>(context, lines, t,
                                                  /*in_registers=*/false)});
    }
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createColumnsFamily() {
  return std::make_unique<ColumnsFamily>();
}
