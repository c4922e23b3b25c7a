//===- Rows.cpp - Row reductions and normalisations, a block a row --------===//
//
// One kernel for a task whose ops all iterate over rows x columns: reductions
// along a row and elementwise ops that use the rows' results (softmax, layer
// norm, RMS norm, row sums). Two shapes of kernel:
//  - a block per row (blocksPerRow = 1): the block keeps its row in
//    registers; every input read once in 16-byte vectors, each reduction by
//    warp shuffles and one shared-memory step, each result written once;
//  - a row streamed in tiles, for rows too long to stay in registers: the
//    block reads the row once per reduction (an online softmax's maximum
//    and sum, a layer norm's mean and squares, in one) and once more for
//    the results. Rows many enough to fill the GPU get a block each; rows
//    too few are split over several blocks, which combine their partial
//    results through global memory after a grid-wide barrier, in a fixed
//    order (every block of a row gets the same value). The barrier needs
//    the whole grid resident: the grid is at most two blocks per
//    multiprocessor, which `__launch_bounds__` guarantees.
// Either shape's blocks may instead stay resident and take rows in turn
// (`prefetch`), loading the next row's inputs while the current one reduces.
// A row need not be contiguous: ops over outer x rows x inner that reduce
// the outer and inner loops (a batch norm's statistics over N x C x HW)
// see each row as its outer segments of inner columns, one after another.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
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
  explicit RowsEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: ops over rows x columns, at least
  /// one reducing along rows.
  LogicalResult analyse(WhyNot whyNot);
  /// Whether a streamed row of the task has a mean and its centred squares
  /// to compute in one pass or in two.
  bool hasCenteredSquares();
  FailureOr<KernelSource> emit(RowsParamsAttr params,
                               const KernelTarget &target, WhyNot whyNot);

private:
  FailureOr<RowValue> operand(OpOperand &use, linalg::LinalgOp op,
                              WhyNot whyNot);
  /// Emits the ops of the row program. `stage` < 0: the whole row in
  /// registers, each reduction finished in place. Otherwise one pass of a
  /// split row over a tile: reductions before `stage` are the row scalars
  /// of earlier passes, reduction `stage` accumulates into `accumulator`
  /// and ends the pass; with `stage` = number of reductions, the pass of
  /// the results.
  /// `ops` picks the ops emitted: those over one value per row (written
  /// once, before a pass's tile loop), the others, or all.
  enum class Ops { All, PerRow, PerElement };
  LogicalResult emitOps(int stage, StringRef accumulator, WhyNot whyNot,
                        Ops which = Ops::All);
  /// The elementwise ops pass `stage` of a streamed row must compute: those
  /// that feed its reduction or, in the pass of the results, a result (not
  /// those that only fed an earlier pass's reduction), and that reduction.
  llvm::DenseSet<Operation *> neededInPass(int stage);
  /// The combining op of reduction `op` and its identity, or failure.
  LogicalResult reductionKind(linalg::LinalgOp op, Operation *&combine,
                              std::string &identity, WhyNot whyNot);
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
                              StringRef tileLoop, WhyNot whyNot);
  bool usesOnlineSoftmax = false, usesCenteredSquares = false;
  /// exp(x) as the online softmax's payload computes it.
  std::string onlineExp;
  /// The stores of the results: per element (`elementStores`) and per row
  /// (`rowStores`, by the row's first thread).
  LogicalResult emitStores(CudaWriter &elementStores, CudaWriter &rowStores,
                           WhyNot whyNot);
  /// The kernel's parameters; with `kernel`, the task inputs they are
  /// recorded there.
  SmallVector<std::string> parameters(KernelSource *kernel = nullptr);
  /// Writes the kernel's signature and row, the body written next inside.
  CudaWriter::Scope openKernel();
  /// In a prefetching kernel (opened by openKernel() without a row), the
  /// loop over the block's rows, the body written next inside: each pass
  /// takes the inputs read element by element from registers loaded in the
  /// pass before, and loads the next row's.
  CudaWriter::Scope openRowLoop();
  /// Loads the thread's vectors of `read` (an lvalue of vector `i`) into
  /// the per-element registers `name`; past a ragged row's end, zeros.
  void loadVectors(StringRef name, StringRef read);
  /// The row (or the first of the rows) a prefetching block takes in its
  /// pass over `group`; for several rows a block, the thread's row clamped
  /// to the last and whether it exists.
  void declareRow(StringRef group, bool exists);
  /// Row groups a prefetching grid's blocks take in turn, and its blocks.
  int64_t rowGroups() const {
    return (rows + params.getRowsPerBlock() - 1) / params.getRowsPerBlock();
  }
  int64_t prefetchingBlocks() const {
    return std::min(rowGroups(),
                    target.multiprocessors * residentBlocksPerMultiprocessor());
  }
  /// Blocks a multiprocessor keeps resident in a prefetching grid: half its
  /// threads, a quarter where each thread holds more than 16 values a row,
  /// so that the registers of two rows in flight need not spill.
  int64_t residentBlocksPerMultiprocessor() const {
    int64_t threads = perElement * int64_t(prefetched.size()) > 16 ? 512 : 1024;
    return std::max<int64_t>(1, threads / params.getThreads());
  }
  /// The inputs a prefetching kernel loads a row ahead: those some op
  /// reads element by element.
  SmallVector<BlockArgument> prefetched;
  /// The source of the body written: heading and device code first.
  FailureOr<KernelSource> assemble();
  /// Device functions of the fused passes the kernel has.
  std::string fusedPairHelpers() const;

  TaskOp task;
  RowsParamsAttr params;
  KernelTarget target;
  /// The parameters' blocks per row, 0 resolved to a count.
  int64_t blocksPerRow = 1;
  Type element;
  std::string T, V;
  int64_t rows = 0, cols = 0, vector = 1, perThread = 0, perElement = 0;
  /// The loops of the task's ops: 2, rows x columns; or 3, outer x rows x
  /// inner, a row's columns in `outer` segments of `inner`.
  int64_t loops = 0, outer = 1, inner = 0;
  /// How an op reads or writes a tensor through `map`: one value per
  /// element of the rows x columns, per row, per column, one in all, or
  /// (rows x columns only) at an index that sums, multiplies, divides and
  /// takes remainders of the row and the column by constants: a group
  /// norm's per-channel affine, channel (row mod G) * C/G + col floordiv HW.
  enum class Access { Element, Row, Column, Scalar, Indexed, Other };
  Access accessOf(AffineMap map) const;
  /// Whether `shape` is the rows x columns the ops iterate over.
  bool isRowsByColumns(ArrayRef<int64_t> shape) const {
    return loops == 2 ? shape == ArrayRef<int64_t>{rows, cols}
                      : shape == ArrayRef<int64_t>{outer, rows, inner};
  }
  /// The thread's vector `i` of a rows x columns tensor `pointer` (a
  /// parameter), as an lvalue of `qualifier` V.
  std::string elementVector(StringRef pointer, StringRef qualifier) const {
    std::string index =
        llvm::formatv("{0} + i * {1}", threadInRow(), threadsPerRow()).str();
    if (outer == 1)
      return llvm::formatv("reinterpret_cast<{0}{1} *>({2})[{3}]", qualifier,
                           V, rowBase(pointer), index)
          .str();
    return llvm::formatv("*reinterpret_cast<{0}{1} *>({2} + "
                         "hiera_row_offset(row, {3}({4}) * {5}))",
                         qualifier, V, pointer, streamed ? "col0 + " : "",
                         index, vector)
        .str();
  }
  /// The type each row scalar's partials across blocks are kept in, by
  /// reduction index.
  SmallVector<std::string> partialTypes;
  /// The type a centred-squares pass computes in: its reductions'.
  std::string chanType;
  bool split = false;
  /// The row is streamed in tiles (split, or too long for registers).
  bool streamed = false;
  /// Threads that do not divide the row's vectors (a block per row), or a
  /// streamed part that is no whole number of tiles: loads past the row
  /// (or the part) read zeros, reductions and stores skip them.
  bool ragged = false;
  /// 16-byte (or narrower) vectors per row.
  int64_t vectorsPerRow = 0;
  /// Columns of each block's part of a streamed row (the last part may be
  /// shorter): a whole number of vectors.
  int64_t partLength = 0;
  /// Whether the thread's vector `i` (an expression) lies in the row, or
  /// in a streamed row, in its block's part (which ends at `part_end`).
  std::string inRow(StringRef i) const {
    if (streamed)
      return llvm::formatv("col0 + (threadIdx.x + ({0}) * {1}) * {2}l < "
                           "part_end",
                           i, params.getThreads(), vector)
          .str();
    return llvm::formatv("{0} + ({1}) * {2} < {3}", threadInRow(), i,
                         threadsPerRow(), vectorsPerRow)
        .str();
  }
  /// Threads a row takes: the block's, or a group of lanes where a block
  /// takes several short rows (rows_per_block > 1).
  int64_t threadsPerRow() const {
    return params.getThreads() / params.getRowsPerBlock();
  }
  /// The thread's index among its row's threads.
  StringRef threadInRow() const {
    return params.getRowsPerBlock() > 1 ? "lane" : "threadIdx.x";
  }
  /// `value` combined over the row's threads by `lambda`.
  std::string rowReduce(StringRef value, StringRef lambda) const {
    if (params.getRowsPerBlock() > 1)
      return llvm::formatv("hiera_lanes_reduce<{0}>({1}, {2})",
                           threadsPerRow(), value, lambda)
          .str();
    return llvm::formatv("hiera_block_reduce<{0}>({1}, {2})",
                         params.getThreads() / 32, value, lambda)
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
  /// The ops of `ops` over one value per row.
  SmallVector<linalg::LinalgOp> perRowOps;
  /// The row scalar each finished reduction left, by reduction index.
  SmallVector<std::string> rowScalars;
  CudaWriter w;
  DenseMap<Value, RowValue> values;
  std::string fresh() { return w.fresh("r"); }
  /// Where the thread's part of the row starts: the tile's first column
  /// when a row is split.
  std::string rowBase(StringRef input) const {
    return streamed ? llvm::formatv("{0} + row * {1}l + col0", input, cols).str()
                 : llvm::formatv("{0} + row * {1}l", input, cols).str();
  }
};

/// Loads a rows x cols input (map identity) or a column vector (map (d1))
/// into the thread's per-element registers, 16 bytes at a time; a value
/// per row or a scalar into one register.
FailureOr<RowValue> RowsEmitter::operand(OpOperand &use, linalg::LinalgOp op,
                                         WhyNot whyNot) {
  Value value = use.get();
  if (auto it = values.find(value); it != values.end())
    return it->second;
  if (std::optional<std::string> literal = constantLiteral(value))
    return RowValue{*literal, false};
  if (auto fill = value.getDefiningOp<linalg::FillOp>()) {
    std::optional<std::string> literal = constantLiteral(fill.getInputs()[0]);
    if (!literal) {
      whyNot("a fill of a computed value");
      return failure();
    }
    return RowValue{*literal, false};
  }
  auto arg = dyn_cast<BlockArgument>(value);
  auto shaped = dyn_cast<ShapedType>(value.getType());
  if (!arg || arg.getOwner() != &task.getBodyBlock() || !shaped) {
    whyNot("an operand that is neither an input, a fill nor a result");
    return failure();
  }
  Access access = accessOf(op.getMatchingIndexingMap(&use));
  std::string name = fresh();
  std::string input = llvm::formatv("in{0}", arg.getArgNumber());
  // An op over the rows alone reads one value per row; a scalar (a
  // learned shift before a norm), one value for all.
  if (access == Access::Row || access == Access::Scalar) {
    w.line("const {0} {1} = {2}[{3}];", T, name, input,
           access == Access::Row ? "row" : "0");
    return values[value] = RowValue{name, false};
  }
  std::string read;
  int64_t elementBytes = T == "double" ? 8 : 4;
  if (access == Access::Element) {
    read = elementVector(input, "const ");
    trafficBytes += rows * cols * elementBytes;
  } else if (access == Access::Column) {
    read = llvm::formatv("reinterpret_cast<const {0} *>({1})[{2} + "
                         "i * {3}]",
                         V, streamed ? input + " + col0" : input,
                         threadInRow(), threadsPerRow());
    trafficBytes += cols * elementBytes;
  } else if (access == Access::Indexed) {
    // Lane by lane: neighbouring columns may read different elements.
    trafficBytes += shaped.getNumElements() * elementBytes;
    w.line("{0} {1}[{2}];", T, name, perElement);
    w.line("#pragma unroll");
    CudaWriter::Scope loop =
        w.scope("for (int i = 0; i < {0}; ++i) {{", perThread);
    // Unsigned, so that quotients and remainders by powers of two are
    // shifts and masks.
    w.line("const unsigned long col = {0}({1} + i * {2}) * {3}ul;",
           streamed ? "col0 + " : "", threadInRow(), threadsPerRow(), vector);
    for (int64_t l = 0; l < vector; ++l) {
      std::string at = linearIndex(
          op.getMatchingIndexingMap(&use), shaped.getShape(),
          {"(unsigned long)row", llvm::formatv("(col + {0})", l).str()});
      std::string load = llvm::formatv("__ldg({0} + {1})", input, at);
      w.line("{0}[i * {1} + {2}] = {3};", name, vector, l,
             ragged ? llvm::formatv("{0} ? {1} : {2}(0)", inRow("i"), load, T)
                          .str()
                    : load);
    }
    return values[value] = RowValue{name, true};
  } else {
    whyNot("an input read along neither rows nor columns");
    return failure();
  }
  w.line("{0} {1}[{2}];", T, name, perElement);
  loadVectors(name, read);
  return values[value] = RowValue{name, true};
}

void RowsEmitter::loadVectors(StringRef name, StringRef read) {
  w.line("#pragma unroll");
  CudaWriter::Scope loop =
      w.scope("for (int i = 0; i < {0}; ++i) {{", perThread);
  if (ragged) {
    w.line("{0} w = {{};", V);
    w.line("if ({0}) w = {1};", inRow("i"), read);
  } else {
    w.line("const {0} w = {1};", V, read);
  }
  for (int64_t l = 0; l < vector; ++l)
    w.line("{0}[i * {1} + {2}] = {3};", name, vector, l, lane("w", l));
}

RowsEmitter::Access RowsEmitter::accessOf(AffineMap map) const {
  if (map.getNumResults() == 0)
    return Access::Scalar;
  MLIRContext *context = map.getContext();
  auto only = [&](unsigned dim) {
    return map == AffineMap::get(map.getNumDims(), 0,
                                 getAffineDimExpr(dim, context));
  };
  switch (map.getNumDims()) {
  case 1:
    return map.isIdentity() ? Access::Row : Access::Other;
  case 2:
    return map.isIdentity()              ? Access::Element
           : only(0)                     ? Access::Row
           : only(1)                     ? Access::Column
           : isIndexableByConstants(map) ? Access::Indexed
                                         : Access::Other;
  case 3:
    return map.isIdentity() ? Access::Element
           : only(1)        ? Access::Row
                            : Access::Other;
  default:
    return Access::Other;
  }
}

LogicalResult RowsEmitter::analyse(WhyNot whyNot) {
  bool reduces = false;
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot);
  if (failed(computing))
    return failure();
  for (linalg::LinalgOp linalgOp : *computing) {
    OpClass kind = classifyOp(linalgOp);
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    // An elementwise op over one value per row: the log of a row's sum in
    // a log-softmax, the reciprocal of a norm; its operands are per row or
    // scalar constants.
    if (kind == OpClass::Elementwise && ranges.size() == 1 &&
        linalgOp.getNumDpsInits() == 1 &&
        llvm::all_of(linalgOp.getIndexingMapsArray(), [](AffineMap map) {
          return map.isIdentity() || map.getNumResults() == 0;
        })) {
      perRowOps.push_back(linalgOp);
      ops.push_back(linalgOp);
      continue;
    }
    if (kind == OpClass::Contraction ||
        (ranges.size() != 2 && ranges.size() != 3) ||
        linalgOp.getNumDpsInits() != 1) {
      whyNot("an op that does not iterate over rows x columns");
      return failure();
    }
    int64_t opRows = ranges.size() == 2 ? ranges[0] : ranges[1];
    int64_t opOuter = ranges.size() == 3 ? ranges[0] : 1;
    if (!rows) {
      loops = ranges.size();
      rows = opRows;
      outer = opOuter;
      inner = ranges.back();
      cols = outer * inner;
    }
    if (int64_t(ranges.size()) != loops || opRows != rows ||
        opOuter != outer || ranges.back() != inner) {
      whyNot("ops over different rows x columns");
      return failure();
    }
    Access out =
        accessOf(linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0)));
    if (kind == OpClass::Reduction) {
      // Along rows: every loop but the rows' reduces.
      SmallVector<utils::IteratorType> iterators =
          linalgOp.getIteratorTypesArray();
      bool alongRows = out == Access::Row;
      for (auto [index, iterator] : llvm::enumerate(iterators))
        alongRows &= (iterator == utils::IteratorType::parallel) ==
                     (index == (loops == 2 ? 0u : 1u));
      if (!alongRows) {
        whyNot("a reduction that is not along rows");
        return failure();
      }
      reduces = true;
    } else if (out != Access::Element) {
      whyNot("an elementwise op that does not write rows x columns");
      return failure();
    }
    ops.push_back(linalgOp);
  }
  if (!reduces) {
    whyNot("no reduction along rows: the elementwise family serves");
    return failure();
  }
  for (linalg::LinalgOp op : perRowOps)
    if (op.getStaticLoopRanges().front() != rows) {
      whyNot("an op over one value per row of another number of rows");
      return failure();
    }
  FailureOr<Type> common = floatElementType(task, whyNot);
  if (failed(common))
    return failure();
  element = *common;
  return success();
}

FailureOr<KernelSource> RowsEmitter::emit(RowsParamsAttr params,
                                          const KernelTarget &target,
                                          WhyNot whyNot) {
  this->params = params;
  this->target = target;
  blocksPerRow = params.getBlocksPerRow();
  // What remains are the parameters' limits.
  T = cudaType(element);
  vector = element.isF32() ? 4 : 2;
  // A row (or its segments) of a width the vectors do not divide is read
  // element by element.
  if (inner % vector)
    vector = 1;
  V = vector == 1 ? T : T + std::to_string(vector);
  int64_t threads = params.getThreads();
  // Blocks per row 0: as many as fit resident and divide the row evenly
  // into whole tiles; where no count does, as many as fit resident and
  // leave each part a tile or more, each part's last tile ragged.
  if (blocksPerRow == 0) {
    int64_t tile = threads * vector * params.getVectorsPerThread();
    int64_t resident = 2 * target.multiprocessors / std::max<int64_t>(rows, 1);
    for (int64_t b = resident; b >= 2; --b)
      if (cols % (b * tile) == 0) {
        blocksPerRow = b;
        break;
      }
    int64_t parts = std::min(resident, tile > 0 ? cols / tile : 0);
    if (blocksPerRow == 0 && parts >= 2)
      blocksPerRow = parts;
    if (blocksPerRow == 0) {
      whyNot(llvm::formatv("{0} rows of {1} do not split into two or more "
                           "parts of a {2}-column tile or more with every "
                           "block resident",
                           rows, cols, tile));
      return failure();
    }
  }
  split = blocksPerRow > 1;
  streamed = split || params.getVectorsPerThread() > 0;
  vectorsPerRow = cols / vector;
  if (params.getRowsPerBlock() > 1 && (streamed || outer != 1)) {
    whyNot("several rows a block keep contiguous rows in registers only");
    return failure();
  }
  if (!streamed) {
    perThread = (vectorsPerRow + threadsPerRow() - 1) / threadsPerRow();
    ragged = vectorsPerRow % threadsPerRow() != 0;
  } else {
    perThread = params.getVectorsPerThread();
    if (perThread < 1) {
      whyNot("a streamed row needs one or more vectors per thread");
      return failure();
    }
    int64_t tile = threads * vector * perThread;
    int64_t vectors = cols / vector;
    partLength = (vectors + blocksPerRow - 1) / blocksPerRow * vector;
    ragged = partLength * blocksPerRow != cols || partLength % tile != 0;
    if (split &&
        (threads > 512 || rows * blocksPerRow > 2 * target.multiprocessors)) {
      whyNot(llvm::formatv("{0} rows x {1} blocks of {2} threads do not all "
                           "fit at two blocks of at most 512 threads on each "
                           "of {3} multiprocessors",
                           rows, blocksPerRow, threads,
                           target.multiprocessors));
      return failure();
    }
  }
  perElement = perThread * vector;
  // Values wider than the task's (torch-mlir's f64 statistics of an f32
  // norm) take as many more registers a thread.
  unsigned widest = element.getIntOrFloatBitWidth();
  for (linalg::LinalgOp op : ops)
    for (Type type : op->getResultTypes())
      if (auto floating = dyn_cast<FloatType>(getElementTypeOrSelf(type)))
        widest = std::max(widest, floating.getWidth());
  int64_t maxVectors =
      kMaxVectorsPerThread * element.getIntOrFloatBitWidth() / widest;
  if (perThread > maxVectors) {
    whyNot(llvm::formatv("a row of {0} needs {1} vectors per thread, more "
                         "than {2} stay in registers{3}",
                         cols, perThread, maxVectors,
                         maxVectors < kMaxVectorsPerThread
                             ? " beside values of " + std::to_string(widest) +
                                   " bits"
                             : ""));
    return failure();
  }

  if (params.getPrefetch()) {
    for (linalg::LinalgOp op : ops)
      for (OpOperand *use : op.getDpsInputOperands()) {
        auto arg = dyn_cast<BlockArgument>(use->get());
        if (arg && arg.getOwner() == &task.getBodyBlock() &&
            accessOf(op.getMatchingIndexingMap(use)) == Access::Element &&
            !llvm::is_contained(prefetched, arg))
          prefetched.push_back(arg);
      }
    if (streamed || prefetched.empty()) {
      whyNot(streamed ? "prefetching is for rows in registers"
                      : "no input read element by element to prefetch");
      return failure();
    }
  }
  CudaWriter elementStores = w.fragment(), rowStores = w.fragment();
  if (!streamed) {
    CudaWriter::Scope body = openKernel();
    std::optional<CudaWriter::Scope> rowLoop;
    if (params.getPrefetch())
      rowLoop.emplace(openRowLoop());
    if (failed(emitOps(/*stage=*/-1, "", whyNot)) ||
        failed(emitStores(elementStores, rowStores, whyNot)))
      return failure();
    std::optional<CudaWriter::Scope> existing;
    if (params.getRowsPerBlock() > 1) {
      // A prefetching block's threads go on to its next rows together.
      if (rowLoop)
        existing.emplace(w.scope("if (row_exists) {"));
      else
        w.line("if (!row_exists) return;");
    }
    w.append(elementStores);
    w.append(rowStores);
    existing.reset();
    rowLoop.reset();
    body.end();
    return assemble();
  }

  // A streamed row: one pass over the block's part of the row per
  // reduction, then one for the results.
  int64_t tile = threads * vector * perThread;
  std::string tileLoop =
      ragged ? llvm::formatv("for (long col0 = part * {0}l; col0 < part_end; "
                             "col0 += {1}) {{",
                             partLength, tile)
                   .str()
             : llvm::formatv("for (long col0 = part * {0}l; col0 < (part + 1) "
                             "* {0}l; col0 += {1}) {{",
                             partLength, tile)
                   .str();
  CudaWriter::Scope body = openKernel();
  SmallVector<linalg::LinalgOp> reductions;
  for (linalg::LinalgOp op : ops)
    if (classifyOp(op) == OpClass::Reduction)
      reductions.push_back(op);
  unsigned stage = 0;
  pass = 1;
  while (stage < reductions.size()) {
    linalg::LinalgOp op = reductions[stage];
    // The fused passes combine whole tiles: a ragged row takes each
    // reduction in a pass of its own.
    if (params.getFusePairs() && !ragged && stage + 1 < reductions.size())
      if (std::optional<FusedPair> pair =
              matchFusedPair(op, reductions[stage + 1])) {
        w.line("// pass {0}: reductions {1} and {2} at once", pass++,
               stage + 1, stage + 2);
        if (failed(emitFusedPass(*pair, op, reductions[stage + 1], stage,
                                 tileLoop, whyNot)))
          return failure();
        stage += 2;
        continue;
      }
    Operation *combine;
    std::string identity;
    if (failed(reductionKind(op, combine, identity, whyNot)))
      return failure();
    ContractAttr contract = task.getContractAttr();
    bool approx = bitEnumContainsAll(contract.getPrecision(),
                                     PrecisionPolicy::ApproxMath);
    // Each pass accumulates in its reduction's own type: the f64
    // statistics torch-mlir writes for a layer, instance or group norm of
    // f32. Partials across blocks are kept in the task's type only.
    Type reducedType = getElementTypeOrSelf(op->getResult(0).getType());
    std::string R = cudaType(reducedType);
    std::string a = fresh(), b = fresh();
    std::string operandsAB[] = {a, b};
    NotingWhyNot noting{whyNot};
    std::string combined =
        cudaExpression(*combine, operandsAB, reducedType, approx, noting);
    FailureOr<RowValue> initial = operand(*op.getDpsInitOperand(0), op, noting);
    if (combined.empty() || failed(initial) || initial->perElement) {
      if (!noting.said)
        whyNot("a reduction that does not start from a constant");
      return failure();
    }
    values.clear();
    std::string accumulator = fresh();
    w.line("// pass {0}: reduction {1}, over this block's part of the row",
           pass++, stage + 1);
    w.line("{0} {1} = {2};", R, accumulator, identity);
    // Values per row (a mean the pass centres on) once, before the tiles.
    if (failed(emitOps(stage, accumulator, whyNot, Ops::PerRow)))
      return failure();
    {
      CudaWriter::Scope loop = w.scope(tileLoop.c_str());
      if (failed(emitOps(stage, accumulator, whyNot, Ops::PerElement)))
        return failure();
    }
    std::string lambda = llvm::formatv("[]({0} {1}, {0} {2}) {{ return {3}; }",
                                       R, a, b, combined);
    w.line("{0} = {1};", accumulator, rowReduce(accumulator, lambda));
    if (split) {
      w.line("if (threadIdx.x == 0) hiera_partial{0}[blockIdx.x] = {1};",
             stage, accumulator);
      w.line("hiera_grid_sync();");
      w.line("{0} = hiera_combine_parts(hiera_partial{1} + row * {2}, {2}, "
             "{3});",
             accumulator, stage, blocksPerRow, lambda);
    }
    std::string scalar = fresh();
    std::string finalOperands[] = {initial->name, accumulator};
    w.line(
        "const {0} {1} = {2};", R, scalar,
        cudaExpression(*combine, finalOperands, reducedType, approx, whyNot));
    rowScalars.push_back(scalar);
    partialTypes.push_back(R);
    ++stage;
  }
  values.clear();
  w.line("// pass {0}: the results", pass);
  // Values per row first: the stores of those that are results follow
  // the tile loop.
  if (failed(emitOps(stage, "", whyNot, Ops::PerRow)))
    return failure();
  {
    CudaWriter::Scope loop = w.scope(tileLoop.c_str());
    if (failed(emitOps(stage, "", whyNot, Ops::PerElement)) ||
        failed(emitStores(elementStores, rowStores, whyNot)))
      return failure();
    w.append(elementStores);
  }
  if (!rowStores.empty() && split) {
    CudaWriter::Scope first = w.scope("if (part == 0) {");
    w.append(rowStores);
  } else {
    w.append(rowStores);
  }
  body.end();
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

bool RowsEmitter::hasCenteredSquares() {
  SmallVector<linalg::LinalgOp> reductions;
  for (linalg::LinalgOp op : ops)
    if (classifyOp(op) == OpClass::Reduction)
      reductions.push_back(op);
  // Paired as emit() pairs them: each reduction with the next, greedily.
  for (size_t i = 0; i + 1 < reductions.size(); ++i)
    if (std::optional<FusedPair> pair =
            matchFusedPair(reductions[i], reductions[i + 1])) {
      if (pair->kind == FusedPair::CenteredSquares)
        return true;
      ++i;
    }
  return false;
}

std::optional<RowsEmitter::FusedPair>
RowsEmitter::matchFusedPair(linalg::LinalgOp first, linalg::LinalgOp second) {
  if (first.getNumDpsInputs() != 1 || second.getNumDpsInputs() != 1)
    return std::nullopt;
  auto combines = [](Operation *op, Value a, Value b) {
    return op && op->getNumOperands() == 2 &&
           ((op->getOperand(0) == a && op->getOperand(1) == b) ||
            (op->getOperand(0) == b && op->getOperand(1) == a));
  };
  // The first: combine(x, acc) over a task input read element for
  // element, or over its widening (torch-mlir's f64 statistics of f32).
  OpOperand *reduced = first.getDpsInputOperand(0);
  OpOperand *input = reduced;
  if (auto widen = reduced->get().getDefiningOp<linalg::LinalgOp>();
      widen && llvm::is_contained(ops, widen) && isWideningCast(widen))
    input = widen.getDpsInputOperand(0);
  auto inputArg = dyn_cast<BlockArgument>(input->get());
  if (!inputArg || inputArg.getOwner() != &task.getBodyBlock() ||
      accessOf(first.getMatchingIndexingMap(reduced)) != Access::Element)
    return std::nullopt;
  Operation *combine = endingCombine(first);
  if (!combines(combine, first.getMatchingBlockArgument(reduced),
                first.getMatchingBlockArgument(first.getDpsInitOperand(0))))
    return std::nullopt;
  bool isMax = isa<arith::MaximumFOp, arith::MaxNumFOp>(combine);
  if (!isMax && !isa<arith::AddFOp>(combine))
    return std::nullopt;
  // The second: a sum over the result of an elementwise op of the task.
  OpOperand *summed = second.getDpsInputOperand(0);
  auto elementwise = summed->get().getDefiningOp<linalg::LinalgOp>();
  if (accessOf(second.getMatchingIndexingMap(summed)) != Access::Element ||
      !elementwise ||
      !llvm::is_contained(ops, elementwise) ||
      classifyOp(elementwise) != OpClass::Elementwise ||
      elementwise->getNumResults() != 1)
    return std::nullopt;
  BlockArgument v = second.getMatchingBlockArgument(summed);
  BlockArgument acc =
      second.getMatchingBlockArgument(second.getDpsInitOperand(0));
  Operation *add = endingCombine(second);
  if (!isa_and_nonnull<arith::AddFOp>(add))
    return std::nullopt;
  // The elementwise op reads what the first reduces, element for element,
  // and the first reduction's result once per row (or a value of it per
  // row: its mean).
  std::function<bool(Value)> ofFirstResult = [&](Value value) {
    if (value == first->getResult(0))
      return true;
    auto perRow = value.getDefiningOp<linalg::LinalgOp>();
    return perRow && llvm::is_contained(perRowOps, perRow) &&
           perRow->getNumResults() == 1 &&
           llvm::all_of(perRow.getDpsInputOperands(), [&](OpOperand *use) {
             return ofFirstResult(use->get());
           });
  };
  BlockArgument x, rowScalar;
  for (OpOperand *use : elementwise.getDpsInputOperands()) {
    Access access = accessOf(elementwise.getMatchingIndexingMap(use));
    BlockArgument arg = elementwise.getMatchingBlockArgument(use);
    if (use->get() == reduced->get() && access == Access::Element)
      x = arg;
    else if (ofFirstResult(use->get()) && access == Access::Row)
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
  // (x - f(sum))^2, summed: squared by the sum, or by the elementwise op.
  Value other = add->getOperand(0) == acc   ? add->getOperand(1)
                : add->getOperand(1) == acc ? add->getOperand(0)
                                            : Value();
  auto isSquareOf = [](Value value, Value base) {
    auto square = value ? value.getDefiningOp<arith::MulFOp>() : arith::MulFOp();
    return square && square.getLhs() == base && square.getRhs() == base;
  };
  arith::SubFOp diff;
  if (isSquareOf(other, v)) {
    diff = yielded.getDefiningOp<arith::SubFOp>();
  } else if (other == v) {
    auto square = yielded.getDefiningOp<arith::MulFOp>();
    if (square && square.getLhs() == square.getRhs())
      diff = square.getLhs().getDefiningOp<arith::SubFOp>();
  }
  if (!diff || diff.getLhs() != x || !dependsOnlyOn(diff.getRhs(), rowScalar))
    return std::nullopt;
  pair.kind = FusedPair::CenteredSquares;
  pair.subtract = diff;
  return pair;
}

LogicalResult RowsEmitter::emitFusedPass(const FusedPair &pair,
                                         linalg::LinalgOp first,
                                         linalg::LinalgOp second,
                                         unsigned index, StringRef tileLoop,
                                         WhyNot whyNot) {
  bool approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  Operation *combineFirst = endingCombine(first);
  Operation *combineSecond = endingCombine(second);
  NotingWhyNot noting{whyNot};
  FailureOr<RowValue> initFirst =
      operand(*first.getDpsInitOperand(0), first, noting);
  FailureOr<RowValue> initSecond =
      operand(*second.getDpsInitOperand(0), second, noting);
  if (failed(initFirst) || failed(initSecond) || initFirst->perElement ||
      initSecond->perElement) {
    if (!noting.said)
      whyNot("a reduction that does not start from a constant");
    return failure();
  }
  values.clear();
  int64_t blocks = blocksPerRow;
  int64_t part = cols / blocks;
  std::string partials = llvm::formatv(
      "hiera_partial{0} + row * {2}, hiera_partial{1} + row * {2}", index,
      index + 1, blocks);
  std::string scalarFirst = fresh(), scalarSecond = fresh();
  // The two row scalars' expressions (and the shift's definition), in the
  // reductions' type: f64 where torch-mlir takes f32 statistics in f64.
  Type statistics = getElementTypeOrSelf(first->getResult(0).getType());
  std::string S = pair.kind == FusedPair::CenteredSquares
                      ? cudaType(statistics)
                      : T;
  std::string firstValue, secondValue, shift;
  auto combined = [&](Operation *combine, StringRef lhs, StringRef rhs) {
    std::string operands[] = {lhs.str(), rhs.str()};
    return cudaExpression(*combine, operands, statistics, approx, whyNot);
  };
  linalg::LinalgOp reader = cast<linalg::LinalgOp>(pair.input->getOwner());

  if (pair.kind == FusedPair::OnlineSoftmax) {
    usesOnlineSoftmax = true;
    std::string argument[] = {"x"};
    onlineExp = cudaExpression(*pair.exp, argument, element, approx, whyNot);
    if (onlineExp.empty())
      return failure();
    std::string m = fresh(), l = fresh(), tileMax = fresh();
    w.line("{0} {1} = -hiera_infinity, {2} = 0;", T, m, l);
    {
      CudaWriter::Scope loop = w.scope(tileLoop.str().c_str());
      FailureOr<RowValue> x = operand(*pair.input, reader, whyNot);
      if (failed(x))
        return failure();
      // The tile's maximum first: one rescaling per tile, one exp per
      // element.
      w.line("{0} {1} = {2};", T, tileMax, m);
      w.line("#pragma unroll");
      w.line("for (int e = 0; e < {0}; ++e) {1} = {1} > {2} ? {1} : {2};",
             perElement, tileMax, x->at());
      {
        CudaWriter::Scope larger = w.scope("if ({0} > {1}) {{", tileMax, m);
        w.line("{0} = {1} == -hiera_infinity ? 0 : {0} * hiera_online_exp({1} "
               "- {2});",
               l, m, tileMax);
        w.line("{0} = {1};", m, tileMax);
      }
      w.line("#pragma unroll");
      w.line("for (int e = 0; e < {0}; ++e) {1} += hiera_online_exp({2} - "
             "{3});",
             perElement, l, x->at(), m);
    }
    w.line("hiera_block_online({0}, {1});", m, l);
    if (split) {
      {
        CudaWriter::Scope first = w.scope("if (threadIdx.x == 0) {");
        w.line("hiera_partial{0}[blockIdx.x] = {1};", index, m);
        w.line("hiera_partial{0}[blockIdx.x] = {1};", index + 1, l);
      }
      w.line("hiera_grid_sync();");
      w.line("hiera_combine_online({0}, {1}, {2}, {3});", partials, blocks, m,
             l);
    }
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
    chanType = S;
    std::string n = fresh(), mean = fresh(), m2 = fresh();
    std::string tileMean = fresh(), tileM2 = fresh();
    w.line("{0} {1} = 0, {2} = 0, {3} = 0;", S, n, mean, m2);
    {
      CudaWriter::Scope loop = w.scope(tileLoop.str().c_str());
      FailureOr<RowValue> x = operand(*pair.input, reader, whyNot);
      if (failed(x))
        return failure();
      // Each tile's mean and squared deviations, then Chan's combination.
      w.line("{0} {1} = 0, {2} = 0;", S, tileMean, tileM2);
      w.line("#pragma unroll");
      w.line("for (int e = 0; e < {0}; ++e) {1} += {2};", perElement,
             tileMean, x->at());
      w.line("{0} /= {1};", tileMean, perElement);
      w.line("#pragma unroll");
      w.line("for (int e = 0; e < {0}; ++e) {1} += ({2} - {3}) * ({2} - {3});",
             perElement, tileM2, x->at(), tileMean);
      w.line("hiera_chan_combine({0}, {1}, {2}, {3}, {4}, {5});", n, mean, m2,
             perElement, tileMean, tileM2);
    }
    w.line("hiera_block_chan({0}, {1}, {2});", n, mean, m2);
    if (split) {
      {
        CudaWriter::Scope first = w.scope("if (threadIdx.x == 0) {");
        w.line("hiera_partial{0}[blockIdx.x] = {1};", index, mean);
        w.line("hiera_partial{0}[blockIdx.x] = {1};", index + 1, m2);
      }
      w.line("hiera_grid_sync();");
      w.line("hiera_combine_chan({0}, {1}, {2}, {3}, {4}, {5});", partials,
             blocks, part, n, mean, m2);
    }
    firstValue = combined(combineFirst, initFirst->name, mean + " * " + n);
    // The shift the elementwise op subtracts, from the row's sum (through
    // the ops over one value per row that take its mean); the sum of
    // squares about it from the sum of squares about the mean.
    std::function<std::string(Value)> shiftOf = [&](Value value) {
      if (value == first->getResult(0))
        return scalarFirst;
      if (std::optional<std::string> literal = constantLiteral(value))
        return *literal;
      if (auto arg = dyn_cast<BlockArgument>(value)) {
        auto owner =
            dyn_cast<linalg::LinalgOp>(arg.getOwner()->getParentOp());
        if (!owner || arg.getArgNumber() >= owner.getNumDpsInputs())
          return std::string();
        return shiftOf(owner.getDpsInputOperand(arg.getArgNumber())->get());
      }
      Operation *def = value.getDefiningOp();
      if (auto perRow = dyn_cast<linalg::LinalgOp>(def))
        return shiftOf(perRow.getBlock()->getTerminator()->getOperand(0));
      SmallVector<std::string> operands;
      for (Value operand : def->getOperands()) {
        operands.push_back(shiftOf(operand));
        if (operands.back().empty())
          return std::string();
      }
      return cudaExpression(*def, operands, statistics, approx, whyNot);
    };
    std::string shiftName = fresh();
    shift = shiftOf(pair.subtract->getOperand(1));
    secondValue = combined(
        combineSecond, initSecond->name,
        llvm::formatv("({0} + {1} * ({2} - {3}) * ({2} - {3}))", m2, n, mean,
                      shiftName)
            .str());
    if (!shift.empty())
      shift = "const " + S + " " + shiftName + " = " + shift + ";";
  }
  if (firstValue.empty() || secondValue.empty() ||
      (pair.kind == FusedPair::CenteredSquares && shift.empty()))
    return failure();
  w.line("const {0} {1} = {2};", S, scalarFirst, firstValue);
  if (!shift.empty())
    w.line(Twine(shift));
  w.line("const {0} {1} = {2};", S, scalarSecond, secondValue);
  rowScalars.push_back(scalarFirst);
  rowScalars.push_back(scalarSecond);
  partialTypes.append(2, S);
  return success();
}

LogicalResult RowsEmitter::reductionKind(linalg::LinalgOp op,
                                         Operation *&combine,
                                         std::string &identity, WhyNot whyNot) {
  combine = endingCombine(op);
  if (!combine) {
    whyNot("a reduction whose payload does not end in combine(x, acc)");
    return failure();
  }
  identity = reductionIdentity(combine, element, whyNot);
  return success(!identity.empty());
}

llvm::DenseSet<Operation *> RowsEmitter::neededInPass(int stage) {
  llvm::DenseSet<Operation *> needed;
  int reductions = llvm::count_if(ops, [](linalg::LinalgOp op) {
    return classifyOp(op) == OpClass::Reduction;
  });
  bool resultsPass = stage == reductions;
  Operation *yield = task.getYield();
  int reduction = reductions;
  for (linalg::LinalgOp op : llvm::reverse(ops)) {
    if (classifyOp(op) == OpClass::Reduction) {
      if (--reduction == stage)
        needed.insert(op);
      continue;
    }
    if (llvm::any_of(op->getUsers(), [&](Operation *user) {
          return needed.contains(user) || (resultsPass && user == yield);
        }))
      needed.insert(op);
  }
  return needed;
}

LogicalResult RowsEmitter::emitOps(int stage, StringRef accumulator,
                                   WhyNot whyNot, Ops which) {
  ContractAttr contract = task.getContractAttr();
  bool approx = bitEnumContainsAll(contract.getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  llvm::DenseSet<Operation *> needed;
  if (stage >= 0)
    needed = neededInPass(stage);
  int reduction = -1;
  for (linalg::LinalgOp op : ops) {
    Block *payload = op.getBlock();
    bool isReduction = classifyOp(op) == OpClass::Reduction;
    if (isReduction && stage >= 0 && ++reduction < stage) {
      values[op->getResult(0)] = RowValue{rowScalars[reduction], false};
      continue;
    }
    if (stage >= 0 && !needed.contains(op))
      continue;
    bool perRow = llvm::is_contained(perRowOps, op);
    if ((which == Ops::PerRow && !perRow) ||
        (which == Ops::PerElement && perRow))
      continue;
    BlockArgument accumulatorArg =
        op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    for (OpOperand &use : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&use);
      if (arg.use_empty() || arg == accumulatorArg)
        continue;
      FailureOr<RowValue> value = operand(use, op, whyNot);
      if (failed(value))
        return failure();
      values[arg] = *value;
    }
    if (!isReduction && !accumulatorArg.use_empty()) {
      whyNot("an elementwise op that reads its destination");
      return failure();
    }
    Value yielded = payload->getTerminator()->getOperand(0);
    Operation *combine = nullptr;
    std::string identity;
    if (isReduction && failed(reductionKind(op, combine, identity, whyNot)))
      return failure();

    // The per-element part of the payload, in a loop over the thread's
    // elements; row values are the same in every iteration. An op over
    // one value per row is computed once, in a scope of its own.
    // Each value in its op's own type: the f64 statistics of torch-mlir's
    // layer norm, the i1 of an all-masked-row guard.
    std::string resultType =
        cudaType(getElementTypeOrSelf(op->getResult(0).getType()));
    std::string result = isReduction && stage >= 0 ? accumulator.str()
                                                   : fresh();
    if (isReduction && stage < 0)
      w.line("{0} {1} = {2};", resultType, result, identity);
    else if (perRow)
      w.line("{0} {1};", resultType, result);
    else if (!isReduction)
      w.line("{0} {1}[{2}];", resultType, result, perElement);
    if (!perRow)
      w.line("#pragma unroll");
    CudaWriter::Scope elements =
        perRow ? w.scope("{")
               : w.scope("for (int e = 0; e < {0}; ++e) {{", perElement);
    DenseMap<Value, std::string> local;
    auto expressionOf = [&](Value value) -> std::string {
      if (auto it = local.find(value); it != local.end())
        return it->second;
      if (auto it = values.find(value); it != values.end())
        return it->second.at();
      return constantLiteral(value).value_or("");
    };
    for (Operation &inner : payload->without_terminator()) {
      if (&inner == combine ||
          (inner.getNumResults() == 1 && constantLiteral(inner.getResult(0))))
        continue;
      SmallVector<std::string> operands;
      for (Value v : inner.getOperands()) {
        operands.push_back(expressionOf(v));
        if (operands.back().empty()) {
          whyNot("a payload operand with no value here");
          return failure();
        }
      }
      if (inner.getNumResults() != 1) {
        std::string statement = cudaStatement(inner, operands, whyNot);
        if (statement.empty())
          return failure();
        w.line("{0}", statement);
        continue;
      }
      std::string expr =
          cudaExpression(inner, operands, element, approx, whyNot);
      std::string type = cudaType(inner.getResult(0).getType());
      if (expr.empty() || type.empty())
        return failure();
      std::string name = fresh();
      w.line("const {0} {1} = {2};", type, name, expr);
      local[inner.getResult(0)] = name;
    }
    if (!isReduction) {
      std::string value = expressionOf(yielded);
      if (value.empty()) {
        whyNot("an elementwise op that yields nothing it computes");
        return failure();
      }
      w.line(perRow ? "{0} = {1};" : "{0}[e] = {1};", result, value);
      elements.end();
      values[op->getResult(0)] = RowValue{result, !perRow};
      continue;
    }
    Value x = combine->getOperand(0) == accumulatorArg
                  ? combine->getOperand(1)
                  : combine->getOperand(0);
    std::string operands[] = {result, expressionOf(x)};
    std::string expr =
        cudaExpression(*combine, operands, element, approx, whyNot);
    if (expr.empty() || operands[1].empty())
      return failure();
    if (ragged)
      w.line("if ({0}) {1} = {2};", inRow("e / " + std::to_string(vector)),
             result, expr);
    else
      w.line("{0} = {1};", result, expr);
    elements.end();
    if (stage >= 0)
      return success(); // the pass ends here; the caller finishes the row
    // The row's value: the block's combination, then the initial value.
    std::string a = fresh(), b = fresh();
    std::string operandsAB[] = {a, b};
    std::string combined =
        cudaExpression(*combine, operandsAB, element, approx, whyNot);
    w.line("{0} = {1};", result,
           rowReduce(result, llvm::formatv("[]({0} {1}, {0} {2}) {{ return "
                                           "{3}; }",
                                           resultType, a, b, combined)
                                 .str()));
    FailureOr<RowValue> initial = operand(*op.getDpsInitOperand(0), op, whyNot);
    if (failed(initial) || initial->perElement) {
      whyNot("a reduction that does not start from a constant");
      return failure();
    }
    std::string finalOperands[] = {initial->name, result};
    w.line("{0} = {1};", result,
           cudaExpression(*combine, finalOperands, element, approx, whyNot));
    values[op->getResult(0)] = RowValue{result, false};
  }
  return success();
}

LogicalResult RowsEmitter::emitStores(CudaWriter &elementStores,
                                      CudaWriter &rowStores, WhyNot whyNot) {
  for (auto [r, value] : llvm::enumerate(task.getYield().getValues())) {
    auto it = values.find(value);
    if (it == values.end()) {
      whyNot("a result no op computes");
      return failure();
    }
    auto shape = cast<ShapedType>(value.getType()).getShape();
    trafficBytes += ShapedType::getNumElements(shape) * (T == "double" ? 8 : 4);
    if (it->second.perElement && isRowsByColumns(shape)) {
      CudaWriter &out = elementStores;
      out.line("#pragma unroll");
      CudaWriter::Scope loop =
          out.scope("for (int i = 0; i < {0}; ++i) {{", perThread);
      if (ragged)
        out.line("if (!({0})) break;", inRow("i"));
      out.line("{0} w;", V);
      for (int64_t l = 0; l < vector; ++l)
        out.line("{0} = {1}[i * {2} + {3}];", lane("w", l), it->second.name,
                 vector, l);
      out.line("{0} = w;", elementVector("out" + std::to_string(r), ""));
    } else if (!it->second.perElement && shape == ArrayRef<int64_t>{rows}) {
      rowStores.line("if ({0} == 0) out{1}[row] = {2};", threadInRow(), r,
                     it->second.name);
    } else {
      whyNot("a result that is neither rows x columns nor one per row");
      return failure();
    }
  }
  return success();
}

std::string RowsEmitter::fusedPairHelpers() const {
  if (!usesOnlineSoftmax && !usesCenteredSquares)
    return "";
  CudaWriter out;
  int64_t warps = params.getThreads() / 32;
  // A block's values of a pair (or triple) of reductions, combined by warp
  // shuffles then across warps in shared memory, as hiera_block_reduce.
  auto blockReduce = [&](StringRef name, StringRef type,
                         ArrayRef<StringRef> fields, StringRef combine) {
    auto each = [&](StringRef format, StringRef separator) {
      return llvm::join(llvm::map_range(fields,
                                        [&](StringRef field) {
                                          return llvm::formatv(
                                                     format.data(), field,
                                                     type)
                                              .str();
                                        }),
                        separator);
    };
    CudaWriter::Scope function = out.scope(
        "__device__ inline void {0}({1}) {{", name, each("{1} &{0}", ", "));
    out.line("__shared__ {0} {1};", type, each("shared_{0}[32]", ", "));
    {
      CudaWriter::Scope shuffles =
          out.scope("for (int offset = 16; offset > 0; offset /= 2) {");
      for (StringRef field : fields)
        out.line("const {0} other_{1} = __shfl_xor_sync(0xffffffffu, {1}, "
                 "offset);",
                 type, field);
      out.line("{0}({1}, {2});", combine, each("{0}", ", "),
               each("other_{0}", ", "));
    }
    out.line("__syncthreads();");
    {
      CudaWriter::Scope first = out.scope("if (threadIdx.x % 32 == 0) {");
      for (StringRef field : fields)
        out.line("shared_{0}[threadIdx.x / 32] = {0};", field);
    }
    out.line("__syncthreads();");
    for (StringRef field : fields)
      out.line("{0} = shared_{0}[0];", field);
    out.line("for (int w = 1; w < {0}; ++w) {1}({2}, {3});", warps, combine,
             each("{0}", ", "), each("shared_{0}[w]", ", "));
  };
  out.line("#define hiera_infinity {0}", cudaInfinity(element));
  if (usesOnlineSoftmax) {
    out.line("__device__ inline {0} hiera_online_exp({0} x) {{ return {1}; }",
             T, onlineExp);
    out.lines(R"(// (maximum, sum of exp(x - maximum)) pairs: the smaller maximum's sum rescaled.
__device__ inline void hiera_online_combine({0} &m, {0} &l, {0} m2, {0} l2) {{
  const {0} top = m > m2 ? m : m2;
  if (top == -hiera_infinity) {{ l += l2; return; }
  l = l * hiera_online_exp(m - top) + l2 * hiera_online_exp(m2 - top);
  m = top;
}
)",
              T);
    blockReduce("hiera_block_online", T, {"m", "l"}, "hiera_online_combine");
    out.lines(R"(__device__ inline void hiera_combine_online(const {0} *ms, const {0} *ls, int count, {0} &m, {0} &l) {{
  m = __ldcg(ms);
  l = __ldcg(ls);
  for (int b = 1; b < count; ++b) hiera_online_combine(m, l, __ldcg(ms + b), __ldcg(ls + b));
}
)",
              T);
  }
  if (usesCenteredSquares) {
    out.lines(R"(// (count, mean, sum of squared deviations) triples: Chan's combination.
__device__ inline void hiera_chan_combine({0} &n, {0} &mean, {0} &m2, {0} n2, {0} mean2, {0} m22) {{
  const {0} total = n + n2;
  if (total == 0) return;
  const {0} delta = mean2 - mean;
  mean += delta * (n2 / total);
  m2 += m22 + delta * delta * (n * (n2 / total));
  n = total;
}
)",
              chanType);
    blockReduce("hiera_block_chan", chanType, {"n", "mean", "m2"},
                "hiera_chan_combine");
    out.lines(R"(__device__ inline void hiera_combine_chan(const {0} *means, const {0} *m2s, int count, {0} part, {0} &n, {0} &mean, {0} &m2) {{
  n = part;
  mean = __ldcg(means);
  m2 = __ldcg(m2s);
  for (int b = 1; b < count; ++b) hiera_chan_combine(n, mean, m2, part, __ldcg(means + b), __ldcg(m2s + b));
}
)",
              chanType);
  }
  return out.str();
}

SmallVector<std::string> RowsEmitter::parameters(KernelSource *kernel) {
  SmallVector<std::string> parameters;
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (arg.use_empty())
      continue;
    if (kernel)
      kernel->inputs.push_back(arg.getArgNumber());
    parameters.push_back(llvm::formatv("const {0} *__restrict__ in{1}", T,
                                       arg.getArgNumber()));
  }
  for (unsigned r = 0; r < task.getNumResults(); ++r)
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}", T, r));
  return parameters;
}

CudaWriter::Scope RowsEmitter::openKernel() {
  CudaWriter::Scope body = w.scope(
      "extern \"C\" __global__ void __launch_bounds__({0}{1}) {2}({3}) {{",
      params.getThreads(),
      split ? ", 2"
      : params.getPrefetch()
          ? ", " + std::to_string(residentBlocksPerMultiprocessor())
          : "",
      kernelEntryName("hiera_rows_", task), llvm::join(parameters(), ", "));
  if (params.getPrefetch())
    return body;
  if (split)
    w.line("const long row = blockIdx.x / {0}, part = blockIdx.x % {0};",
           blocksPerRow);
  else if (streamed)
    w.line("const long row = blockIdx.x, part = 0;");
  else {
    if (params.getRowsPerBlock() > 1)
      w.line("const int lane = threadIdx.x % {0};", threadsPerRow());
    declareRow("blockIdx.x", /*exists=*/true);
  }
  if (streamed && ragged)
    w.line("const long part_end = (part + 1) * {0}l < {1}l ? (part + 1) * "
           "{0}l : {1}l;",
           partLength, cols);
  return body;
}

void RowsEmitter::declareRow(StringRef group, bool exists) {
  if (params.getRowsPerBlock() == 1) {
    w.line("const long row = {0};", group);
    return;
  }
  // A group past the last row computes the last row again, since its
  // warp's shuffles need every lane, and stores nothing.
  w.line("const long group_row = (long){0} * {1} + threadIdx.x / {2};", group,
         params.getRowsPerBlock(), threadsPerRow());
  if (exists)
    w.line("const bool row_exists = group_row < {0}l;", rows);
  w.line("const long row = group_row < {0}l ? group_row : {0}l - 1;", rows);
}

CudaWriter::Scope RowsEmitter::openRowLoop() {
  if (params.getRowsPerBlock() > 1)
    w.line("const int lane = threadIdx.x % {0};", threadsPerRow());
  SmallVector<std::string> ahead;
  auto loadRow = [&](StringRef group) {
    CudaWriter::Scope scope = w.scope("{");
    declareRow(group, /*exists=*/false);
    for (auto [arg, name] : llvm::zip(prefetched, ahead))
      loadVectors(
          name, elementVector(llvm::formatv("in{0}", arg.getArgNumber()).str(),
                              "const "));
  };
  for (size_t i = 0; i < prefetched.size(); ++i) {
    ahead.push_back(fresh());
    w.line("{0} {1}[{2}];", T, ahead.back(), perElement);
  }
  // The grid is no larger than the row groups: every block has a first.
  loadRow("blockIdx.x");
  CudaWriter::Scope loop =
      w.scope("for (long group = blockIdx.x; group < {0}l; group += "
              "gridDim.x) {{",
              rowGroups());
  declareRow("group", /*exists=*/true);
  for (auto [arg, name] : llvm::zip(prefetched, ahead)) {
    std::string current = fresh();
    w.line("{0} {1}[{2}];", T, current, perElement);
    w.line("#pragma unroll");
    w.line("for (int e = 0; e < {0}; ++e) {1}[e] = {2}[e];", perElement,
           current, name);
    values[arg] = RowValue{current, true};
  }
  {
    CudaWriter::Scope next =
        w.scope("if (group + gridDim.x < {0}l) {{", rowGroups());
    loadRow("(group + gridDim.x)");
  }
  return loop;
}

FailureOr<KernelSource> RowsEmitter::assemble() {
  int64_t threads = params.getThreads();
  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_rows_", task);
  parameters(&kernel);
  std::string prefetching =
      params.getPrefetch()
          ? llvm::formatv(", {0} resident blocks each taking rows in turn, "
                          "the next row's inputs loaded a row ahead",
                          prefetchingBlocks())
                .str()
          : "";
  if (params.getRowsPerBlock() > 1)
    w.heading("{0}: {1} rows of {2}, {3} threads per row and {4} rows per "
              "block, {5} {6} per thread and input in registers{7}",
              kernel.entry, rows, cols, threadsPerRow(),
              params.getRowsPerBlock(), perThread, V, prefetching);
  else if (!streamed)
    w.heading("{0}: {1} rows of {2}, {3} block of {4} threads per row, {5} "
              "{6} per thread and input in registers{7}",
              kernel.entry, rows, cols, params.getPrefetch() ? "a" : "one",
              threads, perThread, V, prefetching);
  else if (!split)
    w.heading("{0}: {1} rows of {2}, one block of {3} threads per row, "
              "tiles of {4} {5} per thread, {6} passes over the row",
              kernel.entry, rows, cols, threads, perThread, V, pass);
  else
    w.heading("{0}: {1} rows of {2}, {3} blocks of {4} threads per row, "
              "tiles of {5} {6} per thread, {7} passes over the row",
              kernel.entry, rows, cols, blocksPerRow, threads, perThread, V,
              pass);
  w.prelude("block_reduce");
  if (split) {
    CudaWriter partials;
    partials.line("// Partial results of each reduction, one per block.");
    for (unsigned s = 0; s < rowScalars.size(); ++s)
      partials.line("__device__ {0} hiera_partial{1}[{2}];", partialTypes[s],
                    s, rows * blocksPerRow);
    w.helper("partials", partials.str());
    w.prelude("grid_sync");
    CudaWriter combineParts;
    combineParts.lines(R"(// A row's partial results, combined in block order: the same value in every block.
template <typename T, typename F> __device__ inline T hiera_combine_parts(const T *parts, int count, F combine) {
  T value = __ldcg(parts);
  for (int b = 1; b < count; ++b) value = combine(value, __ldcg(parts + b));
  return value;
}
)");
    w.helper("combine_parts", combineParts.str());
  }
  if (streamed)
    w.helper("fused_pairs", fusedPairHelpers());
  if (outer > 1)
    w.helper("row_offset",
             llvm::formatv("// Column `col` of row `row`: a row's columns lie "
                           "in {0} segments of {1}, {2} apart.\n"
                           "__device__ inline long hiera_row_offset(long row, "
                           "long col) {{ return (col / {1}) * {2}l + row * "
                           "{1}l + col % {1}; }\n",
                           outer, inner, rows * inner)
                 .str());
  w.prelude("minmax");
  kernel.source = w.str();
  kernel.gridX = params.getPrefetch()           ? prefetchingBlocks()
                 : params.getRowsPerBlock() > 1 ? rowGroups()
                                                : rows * blocksPerRow;
  if (streamed)
    kernel.trafficBytes = trafficBytes;
  kernel.blockX = threads;
  return kernel;
}

/// Row kernels (reductions and normalisations). A block per row, of each
/// block size (threads need not divide the row: the last vectors are
/// guarded). Rows fewer than the multiprocessors leave most of them idle
/// that way: then each row is split over several blocks too. Rows too long
/// for registers are streamed in tiles, a block each.
class RowsFamily final : public EmitterFamily<RowsEmitter, RowsParamsAttr> {
public:
  StringRef name() const override { return "rows"; }

  SmallVector<KernelCandidate>
  candidates(const KernelMatch &match,
             const KernelTarget &target) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    SmallVector<KernelCandidate> candidates;
    // The rows: of a rows x columns input, or of an outer x rows x inner
    // one; else of the results (a row sum's).
    int64_t rows = 0, vectorsPerRow = 0;
    bool segmented = false;
    for (Type type : task.getInputs().getTypes())
      if (auto shaped = dyn_cast<ShapedType>(type);
          shaped && shaped.hasStaticShape() &&
          (shaped.getRank() == 2 || shaped.getRank() == 3)) {
        segmented = shaped.getRank() == 3;
        int64_t width = vectorElements(shaped.getElementType());
        int64_t inner = shaped.getDimSize(shaped.getRank() - 1);
        int64_t cols = segmented ? inner * shaped.getDimSize(0) : inner;
        rows = shaped.getDimSize(segmented ? 1 : 0);
        vectorsPerRow = inner % width ? cols : cols / width;
        break;
      }
    auto resultRows = [](Type type) {
      auto shaped = dyn_cast<ShapedType>(type);
      return shaped && shaped.hasStaticShape() && shaped.getRank() >= 1
                 ? shaped.getDimSize(0)
                 : int64_t(0);
    };
    bool fewRows =
        rows ? rows < target.multiprocessors
             : llvm::any_of(task.getResultTypes(), [&](Type type) {
                 return resultRows(type) > 0 &&
                        resultRows(type) < target.multiprocessors;
               });
    if (fewRows)
      for (int64_t vectors : {2, 4})
        candidates.push_back(
            {"rows_split_v" + std::to_string(vectors),
             checkedParams<RowsParamsAttr>(context, 512,
                                           /*blocks_per_row=*/0, vectors,
                                           /*fuse_pairs=*/true, 1,
                                           /*prefetch=*/false)});
    // Block sizes ranked by how close a thread's share of a row comes to 8
    // vectors (best at 16384 columns on an H200), then by idle threads.
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
      candidates.push_back(
          {"rows_t" + std::to_string(threads),
           checkedParams<RowsParamsAttr>(context, threads, 1, 0,
                                         /*fuse_pairs=*/true, 1,
                                         /*prefetch=*/false)});
    // Rows held in registers, enough of them that each block of a grid
    // that fills the GPU at half its threads takes four groups of rows or
    // more: blocks that stay and load a row ahead, at the two block sizes
    // ranked first.
    auto takeRowsInTurn = [&](int64_t threads, int64_t rowsPerBlock) {
      int64_t groups = (rows + rowsPerBlock - 1) / rowsPerBlock;
      return vectorsPerRow > 0 &&
             groups >= 4 * target.multiprocessors *
                           std::max<int64_t>(1, 1024 / threads);
    };
    // After the others: a plan that is not measured keeps a block a row.
    SmallVector<KernelCandidate> prefetching;
    for (int64_t threads : ArrayRef(blockSizes).take_front(2))
      if (takeRowsInTurn(threads, 1) &&
          vectorsPerRow <= threads * kMaxVectorsPerThread)
        prefetching.push_back(
            {"rows_t" + std::to_string(threads) + "_prefetch",
             checkedParams<RowsParamsAttr>(context, threads, 1, 0,
                                           /*fuse_pairs=*/true, 1,
                                           /*prefetch=*/true)});
    // Short contiguous rows: 8, 16 or 32 threads a row (the fewest that
    // hold it in at most 8 vectors each, at least enough for one vector
    // each up to a warp), 256 threads a block; and so, a row ahead.
    if (vectorsPerRow > 0 && vectorsPerRow <= 32 * 8 && !segmented) {
      int64_t perRow = 8;
      while (perRow < 32 && perRow < vectorsPerRow)
        perRow *= 2;
      for (bool prefetch : {false, true})
        if (!prefetch || takeRowsInTurn(256, 256 / perRow))
          (prefetch ? prefetching : candidates)
              .push_back({llvm::formatv("rows_lanes{0}{1}", perRow,
                                        prefetch ? "_prefetch" : "")
                              .str(),
                          checkedParams<RowsParamsAttr>(
                              context, 256, 1, 0, /*fuse_pairs=*/true,
                              256 / perRow, prefetch)});
    }
    candidates.append(prefetching.begin(), prefetching.end());
    // Rows too long for most blocks' registers, and many enough to fill
    // the GPU a block each: streamed in tiles (softmax over 393216 columns).
    if (!fewRows && vectorsPerRow > 256 * kMaxVectorsPerThread)
      for (auto [threads, vectors] :
           {std::pair<int64_t, int64_t>{512, 4}, {1024, 2}, {256, 8}})
        candidates.push_back(
            {llvm::formatv("rows_stream_t{0}_v{1}", threads, vectors).str(),
             checkedParams<RowsParamsAttr>(context, threads, 1, vectors,
                                           /*fuse_pairs=*/true, 1,
                                           /*prefetch=*/false)});
    // A mean and its centred squares in one pass (Chan's per-tile
    // combination, in f64 where torch-mlir takes the statistics so), or
    // each in a pass of its own. On the H200 an instance norm's 512 rows
    // of 65536 took 96.0 us in separate passes, whose rereads partly hit
    // L2, and 104.2 us fused: both go to the measurement.
    SmallVector<KernelCandidate> apart;
    for (const KernelCandidate &candidate : candidates) {
      auto params = dyn_cast_or_null<RowsParamsAttr>(candidate.params);
      if (params.getVectorsPerThread() > 0) // streamed or split
        apart.push_back(
            {candidate.name + "_apart",
             checkedParams<RowsParamsAttr>(context, params.getThreads(),
                                           params.getBlocksPerRow(),
                                           params.getVectorsPerThread(),
                                           /*fuse_pairs=*/false, 1,
                                           /*prefetch=*/false)});
    }
    if (!apart.empty() && RowsEmitter(analysed(match)).hasCenteredSquares())
      candidates.append(apart.begin(), apart.end());
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createRowsFamily() {
  return std::make_unique<RowsFamily>();
}
