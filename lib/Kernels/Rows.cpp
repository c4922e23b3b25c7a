//===- Rows.cpp - Row reductions and normalisations, a block a row --------===//
//
// One kernel for a task whose ops all iterate over rows x columns: reductions
// along a row and elementwise ops that use the rows' results (softmax, layer
// norm, RMS norm, row sums). Two shapes of kernel:
//  - a block per row (blocksPerRow = 1): the block keeps its row in
//    registers; every input read once in 16-byte vectors, each reduction by
//    warp shuffles and one shared-memory step, each result written once;
//  - several blocks per row, for rows too few to fill the GPU and too long
//    to stay on chip: each block streams its part of the row in tiles, once
//    per reduction and once more for the results; the blocks of a row
//    combine their partial results through global memory after a grid-wide
//    barrier, in a fixed order (every block of a row gets the same value).
//    The barrier needs the whole grid resident: the grid is at most two
//    blocks per multiprocessor, which `__launch_bounds__` guarantees.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// The most vectors one thread keeps per row tensor.
static constexpr int64_t kMaxVectorsPerThread = 16;

namespace {

/// A value of the row program: one per element of the thread's share of
/// the row (`name[e]`), or one per row (`name`).
struct RowValue {
  std::string name;
  bool perElement = false;
  std::string at() const { return perElement ? name + "[e]" : name; }
};

class RowsEmitter {
public:
  RowsEmitter(TaskOp task, RowsParamsAttr params, const KernelTarget &target)
      : task(task), params(params), target(target),
        blocksPerRow(params ? params.getBlocksPerRow() : 1) {}
  /// Whether the task is of the family: ops over rows x columns, at least
  /// one reducing along rows.
  LogicalResult analyse(std::string &why);
  FailureOr<KernelSource> emit(std::string &why);

private:
  FailureOr<RowValue> operand(OpOperand &use, linalg::LinalgOp op,
                              std::string &why);
  /// Emits the ops of the row program. `stage` < 0: the whole row in
  /// registers, each reduction finished in place. Otherwise one pass of a
  /// split row over a tile: reductions before `stage` are the row scalars
  /// of earlier passes, reduction `stage` accumulates into `accumulator`
  /// and ends the pass; with `stage` = number of reductions, the pass of
  /// the results.
  LogicalResult emitOps(int stage, StringRef accumulator, std::string &why);
  /// The combining op of reduction `op` and its identity, or failure.
  LogicalResult reductionKind(linalg::LinalgOp op, Operation *&combine,
                              std::string &identity, std::string &why);
  /// Two consecutive reductions a split row computes in one pass, where the
  /// second reduces exp(x - max x) (an online softmax: the running sum is
  /// rescaled whenever the running maximum grows) or (x - f(sum x))^2 (the
  /// centred squares of a layer norm, from per-tile means and squared
  /// deviations, Chan's combination).
  struct FusedPair {
    enum Kind { OnlineSoftmax, CenteredSquares } kind;
    /// The first reduction's operand: a task input, read row-major.
    OpOperand *input;
    /// The elementwise op between them, and in its payload the exp (online
    /// softmax) or the subtraction of the shift (centred squares).
    linalg::LinalgOp elementwise;
    Operation *exp = nullptr, *subtract = nullptr;
    BlockArgument rowScalarArg;
  };
  std::optional<FusedPair> matchFusedPair(linalg::LinalgOp first,
                                          linalg::LinalgOp second);
  /// Emits the pass of a fused pair whose reductions are `index` and
  /// `index` + 1 and records both row scalars.
  LogicalResult emitFusedPass(const FusedPair &pair, linalg::LinalgOp first,
                              linalg::LinalgOp second, unsigned index,
                              StringRef tileLoop, std::string &why);
  bool usesOnlineSoftmax = false, usesCenteredSquares = false;
  /// exp(x) as the online softmax's payload computes it.
  std::string onlineExp;
  /// The stores of the results: per element (`elementStores`) and per row
  /// (`rowStores`, by the row's first thread).
  LogicalResult emitStores(std::string &elementStores, std::string &rowStores,
                           std::string &why);
  FailureOr<KernelSource> assemble();
  /// Device functions of the fused passes the kernel has.
  std::string fusedPairHelpers() const;

  TaskOp task;
  RowsParamsAttr params;
  KernelTarget target;
  /// The parameters' blocks per row, 0 resolved to a count.
  int64_t blocksPerRow;
  Type element;
  std::string T, V;
  int64_t rows = 0, cols = 0, vector = 1, perThread = 0, perElement = 0;
  bool split = false;
  /// A block per row whose threads do not divide the row's vectors: loads
  /// past the row read zeros, reductions and stores skip them.
  bool ragged = false;
  /// 16-byte (or narrower) vectors per row.
  int64_t vectorsPerRow = 0;
  /// Whether the thread's vector `i` (an expression) lies in the row.
  std::string inRow(StringRef i) const {
    return llvm::formatv("threadIdx.x + ({0}) * {1} < {2}", i,
                         params.getThreads(), vectorsPerRow)
        .str();
  }
  /// Lane `l` of a vector value `w`.
  std::string lane(StringRef w, int64_t l) const {
    static const char *const fields[] = {"x", "y", "z", "w"};
    return vector == 1 ? w.str() : (w + "." + fields[l]).str();
  }
  /// The passes a split row makes over its inputs: one per reduction (or
  /// fused pair of reductions), one for the results.
  unsigned pass = 0;
  /// Bytes a split row's passes read and write, counted as they are emitted.
  int64_t trafficBytes = 0;
  SmallVector<linalg::LinalgOp> ops;
  /// The row scalar each finished reduction left, by reduction index.
  SmallVector<std::string> rowScalars;
  std::string body;
  llvm::raw_string_ostream os{body};
  DenseMap<Value, RowValue> values;
  unsigned counter = 0;
  std::string fresh() { return "r" + std::to_string(counter++); }
  /// Where the thread's part of the row starts: the tile's first column
  /// when a row is split.
  std::string rowBase(StringRef input) const {
    return split ? llvm::formatv("{0} + row * {1}l + col0", input, cols).str()
                 : llvm::formatv("{0} + row * {1}l", input, cols).str();
  }
};

/// Loads a rows x cols input (map identity) or a column vector (map (d1))
/// into the thread's per-element registers, 16 bytes at a time.
FailureOr<RowValue> RowsEmitter::operand(OpOperand &use, linalg::LinalgOp op,
                                        std::string &why) {
  Value value = use.get();
  if (auto it = values.find(value); it != values.end())
    return it->second;
  FloatAttr constant;
  if (matchPattern(value, m_Constant(&constant)))
    return RowValue{cudaLiteral(constant), false};
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    if (!matchPattern(fill.getInputs()[0], m_Constant(&constant))) {
      why = "a fill of a computed value";
      return failure();
    }
    return RowValue{cudaLiteral(constant), false};
  }
  auto arg = dyn_cast<BlockArgument>(value);
  auto shaped = dyn_cast<ShapedType>(value.getType());
  if (!arg || arg.getOwner() != &task.getBodyBlock() || !shaped) {
    why = "an operand that is neither an input, a fill nor a result";
    return failure();
  }
  MLIRContext *context = task.getContext();
  AffineMap map = op.getMatchingIndexingMap(&use);
  AffineMap identity = AffineMap::getMultiDimIdentityMap(2, context);
  AffineMap column = AffineMap::get(2, 0, getAffineDimExpr(1, context));
  AffineMap row = AffineMap::get(2, 0, getAffineDimExpr(0, context));
  std::string name = fresh();
  std::string input = llvm::formatv("in{0}", arg.getArgNumber());
  if (map == row) {
    os << "  const " << T << " " << name << " = " << input << "[row];\n";
    return values[value] = RowValue{name, false};
  }
  std::string base;
  int64_t elementBytes = T == "double" ? 8 : 4;
  if (map == identity) {
    base = rowBase(input);
    trafficBytes += rows * cols * elementBytes;
  } else if (map == column) {
    base = split ? input + " + col0" : input;
    trafficBytes += cols * elementBytes;
  } else {
    why = "an input read along neither rows nor columns";
    return failure();
  }
  os << "  " << T << " " << name << "[" << perElement << "];\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread << "; ++i) {\n";
  std::string read = llvm::formatv("reinterpret_cast<const {0} *>({1})"
                                   "[threadIdx.x + i * {2}]",
                                   V, base, params.getThreads());
  if (ragged)
    os << "    " << V << " w = {};\n    if (" << inRow("i") << ") w = " << read
       << ";\n";
  else
    os << "    const " << V << " w = " << read << ";\n";
  for (int64_t l = 0; l < vector; ++l)
    os << "    " << name << "[i * " << vector << " + " << l
       << "] = " << lane("w", l) << ";\n";
  os << "  }\n";
  return values[value] = RowValue{name, true};
}

LogicalResult RowsEmitter::analyse(std::string &why) {
  bool reduces = false;
  FailureOr<SmallVector<linalg::LinalgOp>> computing = computingOps(task, why);
  if (failed(computing))
    return failure();
  for (linalg::LinalgOp linalgOp : *computing) {
    OpClass kind = classifyOp(linalgOp);
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    if (kind == OpClass::Contraction || ranges.size() != 2 ||
        linalgOp.getNumDpsInits() != 1) {
      why = "an op that does not iterate over rows x columns";
      return failure();
    }
    if (!rows) {
      rows = ranges[0];
      cols = ranges[1];
    }
    if (ranges[0] != rows || ranges[1] != cols) {
      why = "ops over different rows x columns";
      return failure();
    }
    MLIRContext *context = task.getContext();
    AffineMap out =
        linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
    if (kind == OpClass::Reduction) {
      if (linalgOp.getIteratorTypesArray()[1] !=
              utils::IteratorType::reduction ||
          out != AffineMap::get(2, 0, getAffineDimExpr(0, context))) {
        why = "a reduction that is not along rows";
        return failure();
      }
      reduces = true;
    } else if (!out.isIdentity()) {
      why = "an elementwise op that does not write rows x columns";
      return failure();
    }
    ops.push_back(linalgOp);
  }
  if (!reduces) {
    why = "no reduction along rows: the elementwise family serves";
    return failure();
  }
  element = getElementTypeOrSelf(task.getResultTypes()[0]);
  if (!element.isF32() && !element.isF64()) {
    why = "element type is not f32 or f64";
    return failure();
  }
  for (Type type : llvm::concat<const Type>(task.getInputs().getTypes(),
                                            task.getResultTypes()))
    if (getElementTypeOrSelf(type) != element) {
      why = "mixed element types";
      return failure();
    }
  return success();
}

FailureOr<KernelSource> RowsEmitter::emit(std::string &why) {
  if (failed(analyse(why)))
    return failure();
  // What remains are the parameters' limits.
  T = cudaType(element);
  vector = element.isF32() ? 4 : 2;
  // A row of a width the vectors do not divide is read element by element.
  if (blocksPerRow == 1 && cols % vector)
    vector = 1;
  V = vector == 1 ? T : T + std::to_string(vector);
  int64_t threads = params.getThreads();
  if (threads < 32 || threads > 1024 || threads % 32) {
    why = "threads per block must be a multiple of 32 up to 1024";
    return failure();
  }
  // Blocks per row 0: as many as fit resident and divide the row evenly.
  if (blocksPerRow == 0) {
    int64_t tile = threads * vector * params.getVectorsPerThread();
    for (int64_t b = 2 * target.multiprocessors / std::max<int64_t>(rows, 1); b >= 2;
         --b)
      if (cols % (b * tile) == 0) {
        blocksPerRow = b;
        break;
      }
    if (blocksPerRow == 0) {
      why = llvm::formatv("{0} rows of {1} do not split into two or more "
                          "parts of whole tiles with every block resident",
                          rows, cols);
      return failure();
    }
  }
  split = blocksPerRow > 1;
  vectorsPerRow = cols / vector;
  if (!split) {
    perThread = (vectorsPerRow + threads - 1) / threads;
    ragged = vectorsPerRow % threads != 0;
  } else {
    perThread = params.getVectorsPerThread();
    int64_t tile = threads * vector * perThread;
    if (perThread < 1 || cols % (blocksPerRow * tile) != 0) {
      why = llvm::formatv("a row of {0} is not a whole number of {1} parts "
                          "of {2}-column tiles",
                          cols, blocksPerRow, tile);
      return failure();
    }
    if (threads > 512 || rows * blocksPerRow > 2 * target.multiprocessors) {
      why = llvm::formatv("{0} rows x {1} blocks of {2} threads do not all "
                          "fit at two blocks of at most 512 threads on each "
                          "of {3} multiprocessors",
                          rows, blocksPerRow, threads, target.multiprocessors);
      return failure();
    }
  }
  perElement = perThread * vector;
  if (perThread > kMaxVectorsPerThread) {
    why = llvm::formatv("a row of {0} needs {1} vectors per thread, more "
                        "than {2} stay in registers",
                        cols, perThread, kMaxVectorsPerThread);
    return failure();
  }

  std::string elementStores, rowStores;
  if (!split) {
    if (failed(emitOps(/*stage=*/-1, "", why)) ||
        failed(emitStores(elementStores, rowStores, why)))
      return failure();
    os << elementStores << rowStores;
    return assemble();
  }

  // A split row: one pass over the block's part of the row per reduction,
  // then one for the results.
  int64_t tile = threads * vector * perThread;
  int64_t part = cols / blocksPerRow;
  std::string tileLoop =
      llvm::formatv("  for (long col0 = part * {0}l; col0 < (part + 1) * "
                    "{0}l; col0 += {1}) {{\n",
                    part, tile);
  SmallVector<linalg::LinalgOp> reductions;
  for (linalg::LinalgOp op : ops)
    if (classifyOp(op) == OpClass::Reduction)
      reductions.push_back(op);
  unsigned stage = 0;
  pass = 1;
  while (stage < reductions.size()) {
    linalg::LinalgOp op = reductions[stage];
    if (stage + 1 < reductions.size())
      if (std::optional<FusedPair> pair =
              matchFusedPair(op, reductions[stage + 1])) {
        os << "  // pass " << pass++ << ": reductions " << stage + 1
           << " and " << stage + 2 << " at once\n";
        if (failed(emitFusedPass(*pair, op, reductions[stage + 1], stage,
                                 tileLoop, why)))
          return failure();
        stage += 2;
        continue;
      }
    Operation *combine;
    std::string identity;
    if (failed(reductionKind(op, combine, identity, why)))
      return failure();
    ContractAttr contract = task.getContractAttr();
    bool approx = bitEnumContainsAll(contract.getPrecision(),
                                     PrecisionPolicy::ApproxMath);
    std::string a = fresh(), b = fresh();
    std::string operandsAB[] = {a, b};
    std::string combined =
        cudaExpression(*combine, operandsAB, element, approx, why);
    FailureOr<RowValue> initial = operand(*op.getDpsInitOperand(0), op, why);
    if (combined.empty() || failed(initial) || initial->perElement) {
      if (why.empty())
        why = "a reduction that does not start from a constant";
      return failure();
    }
    values.clear();
    std::string accumulator = fresh();
    os << "  // pass " << pass++ << ": reduction " << stage + 1
       << ", over this block's part of the row\n";
    os << "  " << T << " " << accumulator << " = " << identity << ";\n"
       << tileLoop;
    if (failed(emitOps(stage, accumulator, why)))
      return failure();
    std::string lambda = llvm::formatv("[]({0} {1}, {0} {2}) {{ return {3}; }",
                                       T, a, b, combined);
    os << "  }\n"
       << "  " << accumulator << " = hiera_block_reduce(" << accumulator
       << ", " << lambda << ");\n"
       << "  if (threadIdx.x == 0) hiera_partial" << stage
       << "[blockIdx.x] = " << accumulator << ";\n"
       << "  hiera_grid_sync();\n"
       << "  " << accumulator << " = hiera_combine_parts(hiera_partial"
       << stage << " + row * " << blocksPerRow << ", "
       << blocksPerRow << ", " << lambda << ");\n";
    std::string scalar = fresh();
    std::string finalOperands[] = {initial->name, accumulator};
    os << "  const " << T << " " << scalar << " = "
       << cudaExpression(*combine, finalOperands, element, approx, why)
       << ";\n";
    rowScalars.push_back(scalar);
    ++stage;
  }
  values.clear();
  os << "  // pass " << pass << ": the results\n" << tileLoop;
  if (failed(emitOps(stage, "", why)) ||
      failed(emitStores(elementStores, rowStores, why)))
    return failure();
  os << elementStores << "  }\n";
  if (!rowStores.empty())
    os << "  if (part == 0) {\n" << rowStores << "  }\n";
  return assemble();
}

/// Whether `value`, in the payload of `op`, is computed from `source` and
/// constants only.
static bool dependsOnlyOn(Value value, BlockArgument source) {
  if (value == source || matchPattern(value, m_Constant()))
    return true;
  Operation *def = value.getDefiningOp();
  return def && def->getBlock() == source.getOwner() &&
         llvm::all_of(def->getOperands(), [&](Value operand) {
           return dependsOnlyOn(operand, source);
         });
}

std::optional<RowsEmitter::FusedPair>
RowsEmitter::matchFusedPair(linalg::LinalgOp first, linalg::LinalgOp second) {
  if (first.getNumDpsInputs() != 1 || second.getNumDpsInputs() != 1)
    return std::nullopt;
  MLIRContext *context = task.getContext();
  AffineMap identity = AffineMap::getMultiDimIdentityMap(2, context);
  AffineMap rowMap = AffineMap::get(2, 0, getAffineDimExpr(0, context));
  auto combines = [](Operation *op, Value a, Value b) {
    return op && op->getNumOperands() == 2 &&
           ((op->getOperand(0) == a && op->getOperand(1) == b) ||
            (op->getOperand(0) == b && op->getOperand(1) == a));
  };
  // The first: combine(x, acc) over a task input read row-major.
  OpOperand *input = first.getDpsInputOperand(0);
  auto inputArg = dyn_cast<BlockArgument>(input->get());
  if (!inputArg || inputArg.getOwner() != &task.getBodyBlock() ||
      first.getMatchingIndexingMap(input) != identity)
    return std::nullopt;
  Operation *combine =
      first.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!combines(combine, first.getMatchingBlockArgument(input),
                first.getMatchingBlockArgument(first.getDpsInitOperand(0))))
    return std::nullopt;
  bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(combine);
  if (!isMax && !isa<arith::AddFOp>(combine))
    return std::nullopt;
  // The second: a sum over the result of an elementwise op of the task.
  OpOperand *reduced = second.getDpsInputOperand(0);
  auto elementwise = reduced->get().getDefiningOp<linalg::LinalgOp>();
  if (second.getMatchingIndexingMap(reduced) != identity || !elementwise ||
      !llvm::is_contained(ops, elementwise) ||
      classifyOp(elementwise) != OpClass::Elementwise ||
      elementwise->getNumResults() != 1)
    return std::nullopt;
  BlockArgument v = second.getMatchingBlockArgument(reduced);
  BlockArgument acc =
      second.getMatchingBlockArgument(second.getDpsInitOperand(0));
  Operation *add =
      second.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!isa_and_nonnull<arith::AddFOp>(add))
    return std::nullopt;
  // The elementwise op reads the same input row-major and the first
  // reduction's result once per row.
  BlockArgument x, rowScalar;
  for (OpOperand *use : elementwise.getDpsInputOperands()) {
    AffineMap map = elementwise.getMatchingIndexingMap(use);
    BlockArgument arg = elementwise.getMatchingBlockArgument(use);
    if (use->get() == input->get() && map == identity)
      x = arg;
    else if (use->get() == first->getResult(0) && map == rowMap)
      rowScalar = arg;
    else
      return std::nullopt;
  }
  if (!x || !rowScalar)
    return std::nullopt;
  Value yielded = elementwise.getBlock()->getTerminator()->getOperand(0);
  FusedPair pair{FusedPair::OnlineSoftmax, input, elementwise, nullptr,
                 nullptr, rowScalar};
  if (isMax) {
    // exp(x - max), summed.
    auto exp = yielded.getDefiningOp<math::ExpOp>();
    auto diff = exp ? exp.getOperand().getDefiningOp<arith::SubFOp>()
                    : arith::SubFOp();
    if (!combines(add, v, acc) || !diff || diff.getLhs() != x ||
        diff.getRhs() != rowScalar)
      return std::nullopt;
    pair.exp = exp;
    pair.subtract = diff;
    return pair;
  }
  // (x - f(sum))^2, summed.
  Value other = add->getOperand(0) == acc   ? add->getOperand(1)
                : add->getOperand(1) == acc ? add->getOperand(0)
                                            : Value();
  auto square = other ? other.getDefiningOp<arith::MulFOp>() : arith::MulFOp();
  auto diff = yielded.getDefiningOp<arith::SubFOp>();
  if (!square || square.getLhs() != v || square.getRhs() != v || !diff ||
      diff.getLhs() != x || !dependsOnlyOn(diff.getRhs(), rowScalar))
    return std::nullopt;
  pair.kind = FusedPair::CenteredSquares;
  pair.subtract = diff;
  return pair;
}

LogicalResult RowsEmitter::emitFusedPass(const FusedPair &pair,
                                        linalg::LinalgOp first,
                                        linalg::LinalgOp second, unsigned index,
                                        StringRef tileLoop, std::string &why) {
  bool approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  Operation *combineFirst =
      first.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  Operation *combineSecond =
      second.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  FailureOr<RowValue> initFirst =
      operand(*first.getDpsInitOperand(0), first, why);
  FailureOr<RowValue> initSecond =
      operand(*second.getDpsInitOperand(0), second, why);
  if (failed(initFirst) || failed(initSecond) || initFirst->perElement ||
      initSecond->perElement) {
    if (why.empty())
      why = "a reduction that does not start from a constant";
    return failure();
  }
  values.clear();
  int64_t blocks = blocksPerRow;
  int64_t part = cols / blocks;
  std::string partials = llvm::formatv(
      "hiera_partial{0} + row * {2}, hiera_partial{1} + row * {2}", index,
      index + 1, blocks);
  std::string scalarFirst = fresh(), scalarSecond = fresh();
  // The two row scalars' expressions (and the shift's definition).
  std::string firstValue, secondValue, shift;
  auto combined = [&](Operation *combine, StringRef lhs, StringRef rhs) {
    std::string operands[] = {lhs.str(), rhs.str()};
    return cudaExpression(*combine, operands, element, approx, why);
  };

  if (pair.kind == FusedPair::OnlineSoftmax) {
    usesOnlineSoftmax = true;
    std::string argument[] = {"x"};
    onlineExp = cudaExpression(*pair.exp, argument, element, approx, why);
    if (onlineExp.empty())
      return failure();
    std::string m = fresh(), l = fresh(), tileMax = fresh();
    os << "  " << T << " " << m << " = -hiera_infinity, " << l << " = 0;\n"
       << tileLoop;
    FailureOr<RowValue> x = operand(*pair.input, first, why);
    if (failed(x))
      return failure();
    // The tile's maximum first: one rescaling per tile, one exp per element.
    os << "  " << T << " " << tileMax << " = " << m << ";\n"
       << "#pragma unroll\n  for (int e = 0; e < " << perElement
       << "; ++e) " << tileMax << " = " << tileMax << " > " << x->at()
       << " ? " << tileMax << " : " << x->at() << ";\n"
       << "  if (" << tileMax << " > " << m << ") {\n"
       << "    " << l << " = " << m << " == -hiera_infinity ? 0 : " << l
       << " * hiera_online_exp(" << m << " - " << tileMax << ");\n"
       << "    " << m << " = " << tileMax << ";\n  }\n"
       << "#pragma unroll\n  for (int e = 0; e < " << perElement
       << "; ++e) " << l << " += hiera_online_exp(" << x->at() << " - " << m
       << ");\n  }\n"
       << "  hiera_block_online(" << m << ", " << l << ");\n"
       << "  if (threadIdx.x == 0) {\n    hiera_partial" << index
       << "[blockIdx.x] = " << m << ";\n    hiera_partial" << index + 1
       << "[blockIdx.x] = " << l << ";\n  }\n"
       << "  hiera_grid_sync();\n"
       << "  hiera_combine_online(" << partials << ", " << blocks << ", " << m
       << ", " << l << ");\n";
    // The maximum, then the sum of exp(x - maximum): rescaled should the
    // initial value raise the maximum.
    firstValue = combined(combineFirst, initFirst->name, m);
    secondValue = combined(
        combineSecond, initSecond->name,
        llvm::formatv("({0} == 0 ? 0 : {0} * hiera_online_exp({1} - {2}))", l,
                      m, scalarFirst)
            .str());
  } else {
    usesCenteredSquares = true;
    std::string n = fresh(), mean = fresh(), m2 = fresh();
    std::string tileMean = fresh(), tileM2 = fresh();
    os << "  " << T << " " << n << " = 0, " << mean << " = 0, " << m2
       << " = 0;\n"
       << tileLoop;
    FailureOr<RowValue> x = operand(*pair.input, first, why);
    if (failed(x))
      return failure();
    // Each tile's mean and squared deviations, then Chan's combination.
    os << "  " << T << " " << tileMean << " = 0, " << tileM2 << " = 0;\n"
       << "#pragma unroll\n  for (int e = 0; e < " << perElement
       << "; ++e) " << tileMean << " += " << x->at() << ";\n"
       << "  " << tileMean << " /= " << perElement << ";\n"
       << "#pragma unroll\n  for (int e = 0; e < " << perElement
       << "; ++e) " << tileM2 << " += (" << x->at() << " - " << tileMean
       << ") * (" << x->at() << " - " << tileMean << ");\n"
       << "  hiera_chan_combine(" << n << ", " << mean << ", " << m2 << ", "
       << perElement << ", " << tileMean << ", " << tileM2 << ");\n  }\n"
       << "  hiera_block_chan(" << n << ", " << mean << ", " << m2 << ");\n"
       << "  if (threadIdx.x == 0) {\n    hiera_partial" << index
       << "[blockIdx.x] = " << mean << ";\n    hiera_partial" << index + 1
       << "[blockIdx.x] = " << m2 << ";\n  }\n"
       << "  hiera_grid_sync();\n"
       << "  hiera_combine_chan(" << partials << ", " << blocks << ", "
       << part << ", " << n << ", " << mean << ", " << m2 << ");\n";
    firstValue = combined(combineFirst, initFirst->name, mean + " * " + n);
    // The shift the elementwise op subtracts, from the row's sum; the sum
    // of squares about it from the sum of squares about the mean.
    std::function<std::string(Value)> shiftOf = [&](Value value) {
      if (value == pair.rowScalarArg)
        return scalarFirst;
      FloatAttr constant;
      if (matchPattern(value, m_Constant(&constant)))
        return cudaLiteral(constant);
      Operation *def = value.getDefiningOp();
      SmallVector<std::string> operands;
      for (Value operand : def->getOperands()) {
        operands.push_back(shiftOf(operand));
        if (operands.back().empty())
          return std::string();
      }
      return cudaExpression(*def, operands, element, approx, why);
    };
    std::string shiftName = fresh();
    shift = shiftOf(pair.subtract->getOperand(1));
    secondValue = combined(
        combineSecond, initSecond->name,
        llvm::formatv("({0} + {1} * ({2} - {3}) * ({2} - {3}))", m2, n, mean,
                      shiftName)
            .str());
    if (!shift.empty())
      shift = "  const " + T + " " + shiftName + " = " + shift + ";\n";
  }
  if (firstValue.empty() || secondValue.empty() ||
      (pair.kind == FusedPair::CenteredSquares && shift.empty()))
    return failure();
  os << "  const " << T << " " << scalarFirst << " = " << firstValue << ";\n"
     << shift << "  const " << T << " " << scalarSecond << " = " << secondValue
     << ";\n";
  rowScalars.push_back(scalarFirst);
  rowScalars.push_back(scalarSecond);
  return success();
}

LogicalResult RowsEmitter::reductionKind(linalg::LinalgOp op,
                                        Operation *&combine,
                                        std::string &identity,
                                        std::string &why) {
  Block *payload = op.getBlock();
  BlockArgument accumulator =
      op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Value yielded = payload->getTerminator()->getOperand(0);
  combine = yielded.getDefiningOp();
  if (!combine || combine->getNumOperands() != 2 ||
      (combine->getOperand(0) != accumulator &&
       combine->getOperand(1) != accumulator)) {
    why = "a reduction whose payload does not end in combine(x, acc)";
    return failure();
  }
  std::string infinity = element.isF32() ? "__int_as_float(0x7f800000)"
                                         : "__longlong_as_double("
                                           "0x7ff0000000000000ll)";
  if (isa<arith::AddFOp>(combine))
    identity = "0";
  else if (isa<arith::MulFOp>(combine))
    identity = "1";
  else if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine))
    identity = "-" + infinity;
  else if (isa<arith::MinimumFOp, arith::MinNumFOp>(combine))
    identity = infinity;
  else {
    why = "a reduction combining with " +
          combine->getName().getStringRef().str();
    return failure();
  }
  return success();
}

LogicalResult RowsEmitter::emitOps(int stage, StringRef accumulator,
                                  std::string &why) {
  ContractAttr contract = task.getContractAttr();
  bool approx = bitEnumContainsAll(contract.getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  int reduction = -1;
  for (linalg::LinalgOp op : ops) {
    Block *payload = op.getBlock();
    bool isReduction = classifyOp(op) == OpClass::Reduction;
    if (isReduction && stage >= 0 && ++reduction < stage) {
      values[op->getResult(0)] = RowValue{rowScalars[reduction], false};
      continue;
    }
    BlockArgument accumulatorArg =
        op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    for (OpOperand &use : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&use);
      if (arg.use_empty() || arg == accumulatorArg)
        continue;
      FailureOr<RowValue> value = operand(use, op, why);
      if (failed(value))
        return failure();
      values[arg] = *value;
    }
    if (!isReduction && !accumulatorArg.use_empty()) {
      why = "an elementwise op that reads its destination";
      return failure();
    }
    Value yielded = payload->getTerminator()->getOperand(0);
    Operation *combine = nullptr;
    std::string identity;
    if (isReduction && failed(reductionKind(op, combine, identity, why)))
      return failure();

    // The per-element part of the payload, in a loop over the thread's
    // elements; row values are the same in every iteration.
    std::string result = isReduction && stage >= 0 ? accumulator.str()
                                                   : fresh();
    if (isReduction && stage < 0)
      os << "  " << T << " " << result << " = " << identity << ";\n";
    else if (!isReduction)
      os << "  " << T << " " << result << "[" << perElement << "];\n";
    os << "#pragma unroll\n  for (int e = 0; e < " << perElement
       << "; ++e) {\n";
    DenseMap<Value, std::string> local;
    auto expressionOf = [&](Value value) -> std::string {
      if (auto it = local.find(value); it != local.end())
        return it->second;
      if (auto it = values.find(value); it != values.end())
        return it->second.at();
      FloatAttr constant;
      if (matchPattern(value, m_Constant(&constant)))
        return cudaLiteral(constant);
      return "";
    };
    for (Operation &inner : payload->without_terminator()) {
      if (&inner == combine)
        continue;
      FloatAttr constant;
      if (matchPattern(inner.getResult(0), m_Constant(&constant)))
        continue;
      SmallVector<std::string> operands;
      for (Value v : inner.getOperands()) {
        operands.push_back(expressionOf(v));
        if (operands.back().empty()) {
          why = "a payload operand with no value here";
          return failure();
        }
      }
      std::string expr = cudaExpression(inner, operands, element, approx, why);
      std::string type = cudaType(inner.getResult(0).getType());
      if (expr.empty() || type.empty())
        return failure();
      std::string name = fresh();
      os << "    const " << type << " " << name << " = " << expr << ";\n";
      local[inner.getResult(0)] = name;
    }
    if (!isReduction) {
      std::string value = expressionOf(yielded);
      if (value.empty()) {
        why = "an elementwise op that yields nothing it computes";
        return failure();
      }
      os << "    " << result << "[e] = " << value << ";\n  }\n";
      values[op->getResult(0)] = RowValue{result, true};
      continue;
    }
    Value x = combine->getOperand(0) == accumulatorArg
                  ? combine->getOperand(1)
                  : combine->getOperand(0);
    std::string operands[] = {result, expressionOf(x)};
    std::string expr = cudaExpression(*combine, operands, element, approx, why);
    if (expr.empty() || operands[1].empty())
      return failure();
    if (ragged)
      os << "    if (" << inRow("e / " + std::to_string(vector)) << ") "
         << result << " = " << expr << ";\n  }\n";
    else
      os << "    " << result << " = " << expr << ";\n  }\n";
    if (stage >= 0)
      return success(); // the pass ends here; the caller finishes the row
    // The row's value: the block's combination, then the initial value.
    std::string a = fresh(), b = fresh();
    std::string operandsAB[] = {a, b};
    std::string combined =
        cudaExpression(*combine, operandsAB, element, approx, why);
    os << "  " << result << " = hiera_block_reduce(" << result << ", [](" << T
       << " " << a << ", " << T << " " << b << ") { return " << combined
       << "; });\n";
    FailureOr<RowValue> initial = operand(*op.getDpsInitOperand(0), op, why);
    if (failed(initial) || initial->perElement) {
      why = "a reduction that does not start from a constant";
      return failure();
    }
    std::string finalOperands[] = {initial->name, result};
    os << "  " << result << " = "
       << cudaExpression(*combine, finalOperands, element, approx, why)
       << ";\n";
    values[op->getResult(0)] = RowValue{result, false};
  }
  return success();
}

LogicalResult RowsEmitter::emitStores(std::string &elementStores,
                                     std::string &rowStores,
                                     std::string &why) {
  llvm::raw_string_ostream element(elementStores), row(rowStores);
  for (auto [r, value] : llvm::enumerate(task.getYield().getValues())) {
    auto it = values.find(value);
    if (it == values.end()) {
      why = "a result no op computes";
      return failure();
    }
    auto shape = cast<ShapedType>(value.getType()).getShape();
    trafficBytes += ShapedType::getNumElements(shape) * (T == "double" ? 8 : 4);
    if (it->second.perElement && shape == ArrayRef<int64_t>{rows, cols}) {
      element << "#pragma unroll\n  for (int i = 0; i < " << perThread
              << "; ++i) {\n";
      if (ragged)
        element << "    if (!(" << inRow("i") << ")) break;\n";
      element << "    " << V << " w;\n";
      for (int64_t l = 0; l < vector; ++l)
        element << "    " << lane("w", l) << " = " << it->second.name << "[i * "
                << vector << " + " << l << "];\n";
      element << "    reinterpret_cast<" << V << " *>("
              << rowBase("out" + std::to_string(r)) << ")[threadIdx.x + i * "
              << params.getThreads() << "] = w;\n  }\n";
    } else if (!it->second.perElement && shape == ArrayRef<int64_t>{rows}) {
      row << "  if (threadIdx.x == 0) out" << r << "[row] = "
          << it->second.name << ";\n";
    } else {
      why = "a result that is neither rows x columns nor one per row";
      return failure();
    }
  }
  return success();
}

std::string RowsEmitter::fusedPairHelpers() const {
  std::string out;
  if (!usesOnlineSoftmax && !usesCenteredSquares)
    return out;
  llvm::raw_string_ostream os(out);
  int64_t warps = params.getThreads() / 32;
  // A block's values of a pair (or triple) of reductions, combined by warp
  // shuffles then across warps in shared memory, as hiera_block_reduce.
  auto blockReduce = [&](StringRef name, ArrayRef<StringRef> fields,
                         StringRef combine) {
    os << "__device__ inline void " << name << "(";
    for (auto [i, field] : llvm::enumerate(fields))
      os << (i ? ", " : "") << T << " &" << field;
    os << ") {\n  __shared__ " << T << " ";
    for (auto [i, field] : llvm::enumerate(fields))
      os << (i ? ", " : "") << "shared_" << field << "[32]";
    os << ";\n  for (int offset = 16; offset > 0; offset /= 2) {\n";
    for (StringRef field : fields)
      os << "    const " << T << " other_" << field << " = __shfl_xor_sync("
         << "0xffffffffu, " << field << ", offset);\n";
    os << "    " << combine << "(";
    for (StringRef field : fields)
      os << field << ", ";
    for (auto [i, field] : llvm::enumerate(fields))
      os << (i ? ", " : "") << "other_" << field;
    os << ");\n  }\n  __syncthreads();\n  if (threadIdx.x % 32 == 0) {\n";
    for (StringRef field : fields)
      os << "    shared_" << field << "[threadIdx.x / 32] = " << field
         << ";\n";
    os << "  }\n  __syncthreads();\n";
    for (StringRef field : fields)
      os << "  " << field << " = shared_" << field << "[0];\n";
    os << "  for (int w = 1; w < " << warps << "; ++w) " << combine << "(";
    for (StringRef field : fields)
      os << field << ", ";
    for (auto [i, field] : llvm::enumerate(fields))
      os << (i ? ", " : "") << "shared_" << field << "[w]";
    os << ");\n}\n";
  };
  std::string infinity = element.isF32() ? "__int_as_float(0x7f800000)"
                                         : "__longlong_as_double("
                                           "0x7ff0000000000000ll)";
  os << "#define hiera_infinity " << infinity << "\n";
  if (usesOnlineSoftmax) {
    os << "__device__ inline " << T << " hiera_online_exp(" << T
       << " x) { return " << onlineExp << "; }\n"
       << "// (maximum, sum of exp(x - maximum)) pairs: the smaller "
          "maximum's sum rescaled.\n"
       << "__device__ inline void hiera_online_combine(" << T << " &m, " << T
       << " &l, " << T << " m2, " << T << " l2) {\n"
       << "  const " << T << " top = m > m2 ? m : m2;\n"
       << "  if (top == -hiera_infinity) { l += l2; return; }\n"
       << "  l = l * hiera_online_exp(m - top) + l2 * hiera_online_exp(m2 - "
          "top);\n"
       << "  m = top;\n}\n";
    blockReduce("hiera_block_online", {"m", "l"}, "hiera_online_combine");
    os << "__device__ inline void hiera_combine_online(const " << T
       << " *ms, const " << T << " *ls, int count, " << T << " &m, " << T
       << " &l) {\n"
       << "  m = __ldcg(ms);\n  l = __ldcg(ls);\n"
       << "  for (int b = 1; b < count; ++b) hiera_online_combine(m, l, "
          "__ldcg(ms + b), __ldcg(ls + b));\n}\n";
  }
  if (usesCenteredSquares) {
    os << "// (count, mean, sum of squared deviations) triples: Chan's "
          "combination.\n"
       << "__device__ inline void hiera_chan_combine(" << T << " &n, " << T
       << " &mean, " << T << " &m2, " << T << " n2, " << T << " mean2, " << T
       << " m22) {\n"
       << "  const " << T << " total = n + n2;\n"
       << "  if (total == 0) return;\n"
       << "  const " << T << " delta = mean2 - mean;\n"
       << "  mean += delta * (n2 / total);\n"
       << "  m2 += m22 + delta * delta * (n * (n2 / total));\n"
       << "  n = total;\n}\n";
    blockReduce("hiera_block_chan", {"n", "mean", "m2"},
                "hiera_chan_combine");
    os << "__device__ inline void hiera_combine_chan(const " << T
       << " *means, const " << T << " *m2s, int count, " << T << " part, "
       << T << " &n, " << T << " &mean, " << T << " &m2) {\n"
       << "  n = part;\n  mean = __ldcg(means);\n  m2 = __ldcg(m2s);\n"
       << "  for (int b = 1; b < count; ++b) hiera_chan_combine(n, mean, m2, "
          "part, __ldcg(means + b), __ldcg(m2s + b));\n}\n";
  }
  return out;
}

FailureOr<KernelSource> RowsEmitter::assemble() {
  int64_t threads = params.getThreads();
  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_rows_", task);
  SmallVector<std::string> parameters;
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (arg.use_empty())
      continue;
    kernel.inputs.push_back(arg.getArgNumber());
    parameters.push_back(llvm::formatv("const {0} *__restrict__ in{1}", T,
                                       arg.getArgNumber()));
  }
  for (unsigned r = 0; r < task.getNumResults(); ++r)
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}", T, r));

  std::string source;
  llvm::raw_string_ostream src(source);
  if (!split)
    src << "// " << kernel.entry << ": " << rows << " rows of " << cols
        << ", one block of " << threads << " threads per row, " << perThread
        << " " << V << " per thread and input in registers\n";
  else
    src << "// " << kernel.entry << ": " << rows << " rows of " << cols
        << ", " << blocksPerRow << " blocks of " << threads
        << " threads per row, tiles of " << perThread << " " << V
        << " per thread, " << pass << " passes over the row\n";
  src << cudaBlockReduce(T, threads / 32);
  if (split) {
    src << "// Partial results of each reduction, one per block.\n";
    for (unsigned s = 0; s < rowScalars.size(); ++s)
      src << "__device__ " << T << " hiera_partial" << s << "["
          << rows * blocksPerRow << "];\n";
    src << cudaPrelude("grid_sync")
        << fusedPairHelpers()
        << "// A row's partial results, combined in block order: the same "
           "value in every block.\n"
        << "template <typename F> __device__ inline " << T
        << " hiera_combine_parts(const " << T
        << " *parts, int count, F combine) {\n"
        << "  " << T << " value = __ldcg(parts);\n"
        << "  for (int b = 1; b < count; ++b) value = combine(value, "
           "__ldcg(parts + b));\n"
        << "  return value;\n}\n";
  }
  src << cudaHelpers();
  src << "extern \"C\" __global__ void __launch_bounds__(" << threads
      << (split ? ", 2" : "") << ") " << kernel.entry << "("
      << llvm::join(parameters, ", ") << ") {\n";
  if (split)
    src << "  const long row = blockIdx.x / " << blocksPerRow
        << ", part = blockIdx.x % " << blocksPerRow << ";\n";
  else
    src << "  const long row = blockIdx.x;\n";
  src << body << "}\n";
  kernel.source = source;
  kernel.gridX = rows * blocksPerRow;
  if (split)
    kernel.trafficBytes = trafficBytes;
  kernel.blockX = threads;
  return kernel;
}

/// Row kernels (reductions and normalisations). A block per row, of each
/// block size (threads need not divide the row: the last vectors are
/// guarded). Rows fewer than the multiprocessors leave most of them idle
/// that way: then each row is split over several blocks too.
class RowsFamily final : public EmitterFamily<RowsEmitter, RowsParamsAttr> {
public:
  StringRef name() const override { return "rows"; }

  SmallVector<KernelCandidate>
  candidates(TaskOp task, const KernelTarget &target) const override {
    MLIRContext *context = task.getContext();
    SmallVector<KernelCandidate> candidates;
    auto rows = [](Type type) {
      auto shaped = dyn_cast<ShapedType>(type);
      return shaped && shaped.hasStaticShape() && shaped.getRank() >= 1
                 ? shaped.getDimSize(0)
                 : int64_t(0);
    };
    bool fewRows = llvm::any_of(task.getResultTypes(), [&](Type type) {
      return rows(type) > 0 && rows(type) < target.multiprocessors;
    });
    if (fewRows)
      for (int64_t vectors : {2, 4})
        candidates.push_back({"rows_split_v" + std::to_string(vectors),
                              RowsParamsAttr::get(context, 512,
                                                  /*blocks_per_row=*/0,
                                                  vectors)});
    // Block sizes ranked by how close a thread's share of a row comes to 8
    // vectors (best at 16384 columns on an H200), then by idle threads.
    int64_t vectorsPerRow = 0;
    for (Type type : task.getInputs().getTypes())
      if (auto shaped = dyn_cast<ShapedType>(type);
          shaped && shaped.hasStaticShape() && shaped.getRank() == 2) {
        int64_t width = vectorElements(shaped.getElementType());
        int64_t cols = shaped.getDimSize(1);
        vectorsPerRow = cols % width ? cols : cols / width;
        break;
      }
    SmallVector<int64_t> blockSizes = {512, 256, 1024, 128};
    auto rank = [&](int64_t threads) {
      int64_t perThread = (vectorsPerRow + threads - 1) / threads;
      return std::make_pair(
          std::abs(std::log2(std::max<double>(perThread, 1) / 8.0)),
          perThread * threads - vectorsPerRow);
    };
    if (vectorsPerRow)
      llvm::stable_sort(blockSizes, [&](int64_t a, int64_t b) {
        return rank(a) < rank(b);
      });
    for (int64_t threads : blockSizes)
      candidates.push_back({"rows_t" + std::to_string(threads),
                            RowsParamsAttr::get(context, threads, 1, 0)});
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createRowsFamily() {
  return std::make_unique<RowsFamily>();
}
