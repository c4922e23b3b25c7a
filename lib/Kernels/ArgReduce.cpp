//===- ArgReduce.cpp - Argmax and argmin along a dimension ----------------===//
//
// One kernel for a task that finds, along one dimension of a tensor, the
// first position of the largest (or smallest) value, and that value: the
// linalg.generic frontends write for argmax, a strict comparison of each
// element with the running best, selecting `linalg.index` of the reduced
// dimension, and either selecting the value too (NaN never wins) or taking
// maximumf / minimumf of the two (torch-mlir's form: a NaN becomes the
// best, and no later element is strictly better, so the position stops at
// the element before it).
//  - Along the last dimension, where the value is selected: each thread
//    walks its share of a row in increasing order (16-byte loads where the
//    row is whole vectors), keeping its best value and position; threads
//    combine pairs (the better value, on a tie the earlier position) by
//    warp shuffles, then across warps. A warp or a block per row; rows
//    fewer than the multiprocessors are split over several blocks, each
//    leaving a partial, the last block of a row (an atomic ticket)
//    combining them in order.
//    Finally the row's result meets the initial value as the loop would:
//    the best element replaces it only where strictly better.
//  - Along any dimension, in either form: threads that walk a line in
//    order as the loop does, from its initial value: a thread a line, or
//    eight, each a segment, whose states combine in order; along a middle
//    dimension neighbouring threads read neighbouring addresses.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// Threads that share a line in the segmented line kernel.
constexpr int64_t kSegmentsPerLine = 8;

/// What the matched loop computes.
struct ArgReduction {
  linalg::GenericOp op;
  /// argmax (greater wins) or argmin.
  bool greater = true;
  /// Results of `op`: which is the value, which the position.
  unsigned valueResult = 0, indexResult = 1;
  /// The reduced loop.
  unsigned reduced = 0;
  /// The value is maximumf / minimumf of the element and the best, so that
  /// a NaN becomes the best (else it is selected by the comparison).
  bool nanPoisons = false;
  Type element, indexType;
  FloatAttr initialValue;
  IntegerAttr initialIndex;
};

/// Matches `yield(select(c, x, best), select(c, j, at))`, or
/// `yield(maximumf(x, best), select(c, j, at))` (minimumf for argmin), with
/// c a strict comparison of x and best and j the index of the reduced loop,
/// from filled constants.
LogicalResult matchArgReduction(linalg::GenericOp op, ArgReduction &arg,
                                WhyNot whyNot) {
  unsigned loops = op.getNumLoops();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 2 || loops == 0 ||
      llvm::count(iterators, utils::IteratorType::reduction) != 1 ||
      !op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity()) {
    whyNot("not one input reduced along one dimension into two outputs");
    return failure();
  }
  unsigned reduced =
      llvm::find(iterators, utils::IteratorType::reduction) - iterators.begin();
  AffineMap kept = AffineMap::getMultiDimIdentityMap(loops, op.getContext())
                       .dropResult(reduced);
  for (OpOperand &init : op.getDpsInitsMutable())
    if (op.getMatchingIndexingMap(&init) != kept) {
      whyNot("outputs not indexed by the kept dimensions");
      return failure();
    }
  Block *body = op.getBlock();
  Value x = body->getArgument(0);
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  for (unsigned valueAt : {0u, 1u}) {
    unsigned indexAt = 1 - valueAt;
    Value best = body->getArgument(1 + valueAt);
    Value at = body->getArgument(1 + indexAt);
    Operation *value = yield.getOperand(valueAt).getDefiningOp();
    auto indexSelect = yield.getOperand(indexAt).getDefiningOp<arith::SelectOp>();
    if (!value || !indexSelect || indexSelect.getFalseValue() != at)
      continue;
    auto valueSelect = dyn_cast<arith::SelectOp>(value);
    bool selected = valueSelect &&
                    valueSelect.getCondition() == indexSelect.getCondition() &&
                    valueSelect.getTrueValue() == x &&
                    valueSelect.getFalseValue() == best;
    bool poisons = isa<arith::MaximumFOp, arith::MinimumFOp>(value) &&
                   ((value->getOperand(0) == x && value->getOperand(1) == best) ||
                    (value->getOperand(0) == best && value->getOperand(1) == x));
    if (!selected && !poisons)
      continue;
    auto compare = indexSelect.getCondition().getDefiningOp<arith::CmpFOp>();
    Value position = indexSelect.getTrueValue();
    if (auto cast = position.getDefiningOp<arith::IndexCastOp>())
      position = cast.getIn();
    auto index = position.getDefiningOp<linalg::IndexOp>();
    if (!compare || !index || index.getDim() != reduced)
      continue;
    arith::CmpFPredicate predicate = compare.getPredicate();
    bool xFirst = compare.getLhs() == x && compare.getRhs() == best;
    bool bestFirst = compare.getLhs() == best && compare.getRhs() == x;
    if (!xFirst && !bestFirst)
      continue;
    // An arg reduction in form; what follows may still rule it out.
    arg.op = op;
    if (predicate != arith::CmpFPredicate::OGT &&
        predicate != arith::CmpFPredicate::OLT) {
      whyNot("a comparison other than a strict ordered one (ties and NaN "
             "would differ)");
      return failure();
    }
    arg.greater = (predicate == arith::CmpFPredicate::OGT) == xFirst;
    if (poisons && arg.greater != isa<arith::MaximumFOp>(value)) {
      whyNot("a position of the largest value kept with the smallest, or the "
             "reverse");
      return failure();
    }
    arg.nanPoisons = poisons;
    arg.reduced = reduced;
    arg.valueResult = valueAt;
    arg.indexResult = indexAt;
    arg.element = x.getType();
    arg.indexType = at.getType();
    auto valueFill = op.getDpsInitOperand(valueAt)->get().getDefiningOp<linalg::FillOp>();
    auto indexFill = op.getDpsInitOperand(indexAt)->get().getDefiningOp<linalg::FillOp>();
    if (!valueFill || !indexFill ||
        !matchPattern(valueFill.getInputs()[0], m_Constant(&arg.initialValue)) ||
        !matchPattern(indexFill.getInputs()[0], m_Constant(&arg.initialIndex))) {
      whyNot("outputs that do not start from filled constants");
      return failure();
    }
    if (!arg.element.isF32() && !arg.element.isF64()) {
      whyNot("values that are not f32 or f64");
      return failure();
    }
    if (!arg.indexType.isInteger(32) && !arg.indexType.isInteger(64)) {
      whyNot("positions that are not i32 or i64");
      return failure();
    }
    return success();
  }
  whyNot("not select(strict comparison, x, best) or maximumf / minimumf, and "
         "select(that comparison, index, at)");
  return failure();
}

class ArgReduceEmitter {
public:
  explicit ArgReduceEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: one generic op that reduces
  /// along its last dimension to a value and a position (a later
  /// condition of the match may still fail: emit() says which).
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(ArgReduceParamsAttr params,
                               const KernelTarget &target, WhyNot whyNot);

private:
  /// The value no element beats: -inf for argmax, +inf for argmin.
  std::string worstValue() const {
    return (arg.greater ? "-" : "") + cudaInfinity(arg.element);
  }
  /// A thread per line along the reduced dimension, in order.
  FailureOr<KernelSource> emitLines(BlockArgument input, WhyNot whyNot);
  /// The kernel's entry and inputs, its parameters (the input, then the
  /// outputs), and what each output stores (its value in `best`, its
  /// position in `at`, at `line`).
  LogicalResult writeSignature(BlockArgument input, StringRef line,
                               KernelSource &kernel,
                               SmallVectorImpl<std::string> &parameters,
                               SmallVectorImpl<std::string> &stores,
                               WhyNot whyNot);

  TaskOp task;
  ArgReduceParamsAttr params;
  KernelTarget target;
  linalg::GenericOp generic;
  ArgReduction arg;
  /// Why the matched op is no arg reduction after all, if it is not.
  std::string mismatch;
};

LogicalResult ArgReduceEmitter::analyse(WhyNot whyNot) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot);
  if (failed(computing))
    return failure();
  generic = computing->size() == 1
                ? dyn_cast<linalg::GenericOp>(computing->front().getOperation())
                : linalg::GenericOp();
  if (!generic) {
    whyNot("not one generic op");
    return failure();
  }
  auto keepMismatch = [&](const Twine &reason) { mismatch = reason.str(); };
  if (failed(matchArgReduction(generic, arg, keepMismatch)) && !arg.op) {
    whyNot(mismatch);
    return failure();
  }
  return success();
}

FailureOr<KernelSource> ArgReduceEmitter::emit(ArgReduceParamsAttr params,
                                               const KernelTarget &target,
                                               WhyNot whyNot) {
  this->params = params;
  this->target = target;
  if (!mismatch.empty()) {
    whyNot(mismatch);
    return failure();
  }
  auto input = dyn_cast<BlockArgument>(generic.getDpsInputOperand(0)->get());
  if (!input || input.getOwner() != &task.getBodyBlock()) {
    whyNot("an input that is not a task input");
    return failure();
  }

  if (params.getThreadsPerRow() <= kSegmentsPerLine)
    return emitLines(input, whyNot);
  if (arg.reduced != generic.getNumLoops() - 1 || arg.nanPoisons) {
    whyNot(arg.nanPoisons
               ? "a maximumf / minimumf best: after a NaN the position stays, "
                 "which combining threads' partials does not keep"
               : "a reduction along a dimension that is not the last: rows "
                 "are not contiguous");
    return failure();
  }

  SmallVector<int64_t> shape = generic.getStaticLoopRanges();
  int64_t length = shape.back();
  int64_t rows = ShapedType::getNumElements(ArrayRef(shape).drop_back());
  int64_t lanes = params.getThreadsPerRow();
  // A warp per row: 8 rows a block, the last block's extra warps idle.
  int64_t rowsPerBlock = 256 / lanes;
  // Rows split over blocks where they are too few for the GPU, each block
  // a chunk of whole vectors of at least 4 per thread.
  int64_t splits = 1;
  if (params.getSplit()) {
    if (lanes != 256 || rows >= target.multiprocessors) {
      whyNot("rows enough for the multiprocessors: no need to split them");
      return failure();
    }
    splits = std::max<int64_t>(
        1, std::min((2 * target.multiprocessors + rows - 1) / rows,
                    length / (256 * 4 * 4)));
    if (splits == 1) {
      whyNot("rows too short to split");
      return failure();
    }
  }
  std::string T = cudaType(arg.element);
  std::string I = arg.indexType.isInteger(64) ? "long long" : "int";
  int64_t vector = (arg.element.isF32() ? 4 : 2);
  if (length % vector)
    vector = 1;
  int64_t vectors = length / vector;
  int64_t chunk = (vectors + splits - 1) / splits;
  std::string vectorType = vector == 1 ? T : T + std::to_string(vector);
  std::string better = arg.greater ? ">" : "<";
  std::string worst = worstValue();

  KernelSource kernel;
  SmallVector<std::string> parameters, stores;
  if (failed(writeSignature(input, "row", kernel, parameters, stores, whyNot)))
    return failure();

  CudaWriter w;
  w.heading("{0}: arg{1} along the last dimension, {2} rows of {3}, {4} "
            "threads a row{5}",
            kernel.entry, arg.greater ? "max" : "min", rows, length, lanes,
            splits > 1 ? llvm::formatv(", {0} blocks a row", splits).str()
                       : "");
  w.prelude("minmax");
  // The better of two (value, position) pairs: the better value, on a tie
  // the earlier position; NaN is never better.
  w.lines(R"(__device__ inline void hiera_arg_combine({0} &best, long long &at, {0} value, long long where) {{
  if (value {1} best || (value == best && where < at)) {{ best = value; at = where; }
}
)",
          T, better);
  if (splits > 1)
    w.lines(R"(__device__ {0} hiera_arg_values[{1}];
__device__ long long hiera_arg_positions[{1}];
__device__ unsigned hiera_arg_tickets[{2}];
)",
            T, rows * splits, rows);
  {
    CudaWriter::Scope kernelBody =
        w.scope("extern \"C\" __global__ void __launch_bounds__(256) {0}({1}) {{",
                kernel.entry, llvm::join(parameters, ", "));
    w.lines(R"(const long row = (long)blockIdx.x / {0} * {1} + threadIdx.x / {2};
const int lane = threadIdx.x % {2};
if (row >= {9}) return;
const long begin = (long)(blockIdx.x % {0}) * {3};
const long end = begin + {3} < {4} ? begin + {3} : {4};
const {5} *x = reinterpret_cast<const {5} *>(in{6} + row * {7}l);
{8} best = {10};
long long at = {7}ll;
#pragma unroll 4
)",
            splits, rowsPerBlock, lanes, chunk, vectors, vectorType,
            input.getArgNumber(), length, T, rows, worst);
    {
      CudaWriter::Scope loop =
          w.scope("for (long g = begin + lane; g < end; g += {0}) {{", lanes);
      w.line("const {0} v = __ldg(x + g);", vectorType);
      if (vector == 1) {
        w.line("hiera_arg_combine(best, at, v, g);");
      } else {
        const char *fields[] = {"x", "y", "z", "w"};
        for (int64_t e = 0; e < vector; ++e)
          w.line("hiera_arg_combine(best, at, v.{0}, g * {1} + {2});",
                 fields[e], vector, e);
      }
    }
    w.lines(R"(for (int offset = 16; offset > 0; offset /= 2) {
  const auto value = __shfl_xor_sync(0xffffffffu, best, offset);
  const long long where = __shfl_xor_sync(0xffffffffu, at, offset);
  hiera_arg_combine(best, at, value, where);
}
)");
    if (lanes == 256)
      w.lines(R"(__shared__ {0} warpBest[8];
__shared__ long long warpAt[8];
if (lane % 32 == 0) {{ warpBest[lane / 32] = best; warpAt[lane / 32] = at; }
__syncthreads();
if (lane != 0) return;
for (int w = 1; w < 8; ++w) hiera_arg_combine(best, at, warpBest[w], warpAt[w]);
)",
              T);
    else
      w.line("if (lane != 0) return;");
    if (splits > 1)
      w.lines(R"(// Partials of a row: the last of its blocks combines them in order.
hiera_arg_values[row * {0} + blockIdx.x % {0}] = best;
hiera_arg_positions[row * {0} + blockIdx.x % {0}] = at;
__threadfence();
if (atomicAdd(&hiera_arg_tickets[row], 1u) != {0} - 1) return;
__threadfence();
best = __ldcg(&hiera_arg_values[row * {0}]);
at = __ldcg(&hiera_arg_positions[row * {0}]);
for (int s = 1; s < {0}; ++s)
  hiera_arg_combine(best, at, __ldcg(&hiera_arg_values[row * {0} + s]), __ldcg(&hiera_arg_positions[row * {0} + s]));
hiera_arg_tickets[row] = 0u;
)",
              splits);
    w.line("// The loop's start: the best element replaces it only where "
           "strictly better.");
    w.line("if (!(best {0} {1})) {{ best = {1}; at = {2}ll; }", better,
           cudaLiteral(arg.initialValue),
           arg.initialIndex.getValue().getSExtValue());
    for (const std::string &store : stores)
      w.line(Twine(store));
  }
  kernel.source = w.str();
  kernel.gridX = (rows + rowsPerBlock - 1) / rowsPerBlock * splits;
  kernel.blockX = 256;
  return kernel;
}

LogicalResult ArgReduceEmitter::writeSignature(
    BlockArgument input, StringRef line, KernelSource &kernel,
    SmallVectorImpl<std::string> &parameters,
    SmallVectorImpl<std::string> &stores, WhyNot whyNot) {
  std::string T = cudaType(arg.element);
  std::string I = arg.indexType.isInteger(64) ? "long long" : "int";
  kernel.entry = kernelEntryName("hiera_arg_reduce_", task);
  kernel.inputs.push_back(input.getArgNumber());
  parameters.push_back(
      llvm::formatv("const {0} *__restrict__ in{1}", T, input.getArgNumber()));
  // Each task result is the value or the position.
  for (auto [index, yielded] :
       llvm::enumerate(task.getYield().getOperands())) {
    auto result = dyn_cast<OpResult>(yielded);
    if (!result || result.getOwner() != generic.getOperation()) {
      whyNot("a result the op does not compute");
      return failure();
    }
    bool isValue = result.getResultNumber() == arg.valueResult;
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}",
                                       isValue ? T : I, index));
    stores.push_back(llvm::formatv("out{0}[{1}] = {2};", index, line,
                                   isValue ? "best" : "(" + I + ")at"));
  }
  return success();
}

FailureOr<KernelSource> ArgReduceEmitter::emitLines(BlockArgument input,
                                                    WhyNot whyNot) {
  SmallVector<int64_t> shape = generic.getStaticLoopRanges();
  int64_t length = shape[arg.reduced];
  int64_t inner = ShapedType::getNumElements(
      ArrayRef(shape).drop_front(arg.reduced + 1));
  int64_t lines = ShapedType::getNumElements(shape) / length;
  std::string T = cudaType(arg.element);
  KernelSource kernel;
  SmallVector<std::string> parameters, stores;
  if (failed(writeSignature(input, "line", kernel, parameters, stores, whyNot)))
    return failure();

  int64_t segments = params.getThreadsPerRow();
  std::string worst = worstValue();
  std::string better = arg.greater ? ">" : "<";
  CudaWriter w;
  w.heading("{0}: arg{1} along dimension {2}, {3} lines of {4}, {5} in "
            "order{6}",
            kernel.entry, arg.greater ? "max" : "min", arg.reduced, lines,
            length,
            segments == 1 ? std::string("a thread per line walking it")
                          : llvm::formatv("{0} threads per line each walking "
                                          "a segment, combined",
                                          segments)
                                .str(),
            arg.nanPoisons ? ", a NaN becoming the best" : "");
  w.prelude("minmax");
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__(256) {0}({1}) {{",
              kernel.entry, llvm::join(parameters, ", "));
  std::string initial = cudaLiteral(arg.initialValue);
  int64_t initialIndex = arg.initialIndex.getValue().getSExtValue();
  if (segments == 1) {
    // Line `line` is (outer, k): its elements lie `inner` apart.
    w.lines(R"(const long line = (long)blockIdx.x * 256 + threadIdx.x;
if (line >= {0}l) return;
const {1} *x = in{2} + line / {3}l * {4}l + line % {3}l;
{1} best = {5};
long long at = {6}ll;
#pragma unroll 8
for (long j = 0; j < {7}l; ++j) {{
  const {1} v = __ldg(x + j * {3}l);
  const bool better = v {8} best;
  at = better ? j : at;
  best = {9};
}
)",
            lines, T, input.getArgNumber(), inner, inner * length, initial,
            initialIndex, length, better,
            arg.nanPoisons ? (arg.greater ? "hiera_maximum(v, best)"
                                          : "hiera_minimum(v, best)")
                           : "better ? v : best");
  } else {
    // 32 lines a block, a warp's lanes on neighbouring lines; warp s walks
    // segment s of each. A segment's state is the best before its first
    // NaN, that best's first position, and whether a NaN came: combined in
    // order, a later segment wins only where strictly better, and after a
    // NaN (where it poisons) nothing changes.
    int64_t chunk = (length + segments - 1) / segments;
    w.lines(R"(const long line = (long)blockIdx.x * 32 + threadIdx.x % 32;
const int segment = threadIdx.x / 32;
const {0} *x = in{1} + line / {2}l * {3}l + line % {2}l;
const long begin = (long)segment * {4}l;
const long end = begin + {4}l < {5}l ? begin + {4}l : {5}l;
{0} best = {6};
long long at = begin;
bool nan = false;
if (line < {7}l) {{
#pragma unroll 8
  for (long j = begin; j < end; ++j) {{
    const {0} v = __ldg(x + j * {2}l);
    if (v {8} best && !nan) {{ best = v; at = j; }
)",
            T, input.getArgNumber(), inner, inner * length, chunk, length,
            worst, lines, better);
    if (arg.nanPoisons)
      w.line("    nan = nan || v != v;");
    w.lines(R"(  }
}
__shared__ {0} segmentBest[{1}][32];
__shared__ long long segmentAt[{1}][32];
__shared__ bool segmentNan[{1}][32];
segmentBest[segment][threadIdx.x % 32] = best;
segmentAt[segment][threadIdx.x % 32] = at;
segmentNan[segment][threadIdx.x % 32] = nan;
__syncthreads();
if (segment != 0 || line >= {2}l) return;
best = {3};
at = {4}ll;
nan = {3} != {3};
for (int s = 0; s < {1} && !nan; ++s) {{
  if (segmentBest[s][threadIdx.x] {5} best) {{ best = segmentBest[s][threadIdx.x]; at = segmentAt[s][threadIdx.x]; }
  nan = segmentNan[s][threadIdx.x];
}
if (nan) best = {3} != {3} ? {3} : __builtin_nan("");
)",
            T, segments, lines, initial, initialIndex, better);
  }
  for (const std::string &store : stores)
    w.line(Twine(store));
  body.end();
  kernel.source = w.str();
  int64_t linesPerBlock = segments == 1 ? 256 : 32;
  kernel.gridX = (lines + linesPerBlock - 1) / linesPerBlock;
  kernel.blockX = 256;
  return kernel;
}

/// Argmax and argmin along rows: rows split over blocks where they are
/// fewer than the multiprocessors; a block per row, and a warp per row,
/// first where a row is short (up to 32 vectors a thread of a warp); and a
/// thread per line, along any dimension, last.
class ArgReduceFamily final
    : public EmitterFamily<ArgReduceEmitter, ArgReduceParamsAttr> {
public:
  StringRef name() const override { return "arg_reduce"; }

  SmallVector<KernelCandidate> candidates(const KernelMatch &match,
                                          const KernelTarget &) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    SmallVector<KernelCandidate> candidates = {
        {"arg_reduce_split",
         checkedParams<ArgReduceParamsAttr>(context, 256, true)},
        {"arg_reduce_block",
         checkedParams<ArgReduceParamsAttr>(context, 256, false)},
        {"arg_reduce_warp",
         checkedParams<ArgReduceParamsAttr>(context, 32, false)},
        {"arg_reduce_segments",
         checkedParams<ArgReduceParamsAttr>(context, kSegmentsPerLine, false)},
        {"arg_reduce_lines",
         checkedParams<ArgReduceParamsAttr>(context, 1, false)}};
    // A task may have no operands: a transpose of a constant weight, as
    // torch-mlir writes nn.Linear with parameters baked in.
    auto input = task.getInputs().empty()
                     ? ShapedType()
                     : dyn_cast<ShapedType>(task.getInputs().front().getType());
    if (input && input.hasStaticShape() && input.getRank() >= 1 &&
        input.getDimSize(input.getRank() - 1) <= 32 * 32 * 4)
      std::swap(candidates[1], candidates[2]);
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createArgReduceFamily() {
  return std::make_unique<ArgReduceFamily>();
}
