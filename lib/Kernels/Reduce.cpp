//===- Reduce.cpp - Whole-tensor reductions of a fused expression ---------===//
//
// One kernel for a task that reduces a tensor over all its dimensions to
// one value (a sum, a maximum or minimum; a loss of a fused elementwise
// expression such as mean((a - b)^2)), or over its leading dimensions to a
// vector (column sums: a bias gradient, per-channel statistics):
// elementwise ops over one iteration space, their result combined, and
// elementwise ops on the result.
//  - To one value: each thread combines 16-byte groups a grid apart, each
//    block its threads (warp shuffles and one shared-memory step) into one
//    partial per block; the last block to finish (an atomic ticket)
//    combines the partials in block order and writes the result.
//  - Over leading dimensions: a block's 256 threads take up to 32 column
//    vectors across and the rest of the rows down, combine the rows in
//    shared memory, and, where the rows are split over several blocks, the
//    last block of a column tile combines their partials in order. Over a
//    middle dimension (leading parallel dimensions first: torch.mean(x,
//    dim=1)), a batch of such reductions, one per blockIdx.z.
// One launch, no block waits for another, and the same result on every
// run.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"
#include "hiera/Analysis/Workload.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

class ReduceEmitter {
public:
  ReduceEmitter(TaskOp task, ReduceParamsAttr params, const KernelTarget &)
      : task(task), params(params) {}
  /// Whether the task is of the family: a reduction over leading
  /// dimensions with elementwise ops around it.
  LogicalResult analyse(std::string &why);
  FailureOr<KernelSource> emit(std::string &why);

private:
  /// Writes op `op`'s payload on the values `names` gives its operands,
  /// and names its result there.
  LogicalResult writePayload(linalg::LinalgOp op,
                             DenseMap<Value, std::string> &names,
                             CudaWriter &w, std::string &why);
  /// Writes the chain on lane `lane` of the loaded vectors and its value
  /// combined into `accumulator`.
  LogicalResult writeLane(CudaWriter &w, int64_t lane, StringRef accumulator,
                          std::string &why);
  /// Writes `result = init combined with total` and the ops on it; returns
  /// the task's result.
  FailureOr<std::string> writeTail(CudaWriter &w, std::string &why);

  TaskOp task;
  ReduceParamsAttr params;
  SmallVector<linalg::LinalgOp> producers, consumers;
  linalg::LinalgOp reduction;
  /// The reduction's input.
  OpOperand *reduced = nullptr;
  Operation *combine = nullptr;
  /// The reduction's starting value.
  FloatAttr initial;
  std::string identity, init, T;
  Type element;
  SmallVector<int64_t> shape;
  bool approx = false;
  /// Leading parallel dimensions (a batch of column reductions: a mean
  /// over a middle dimension), the dimensions reduced after them (all of
  /// them: a whole reduction), and the products of the batch, reduced and
  /// kept extents.
  unsigned batchDims = 0, reducedDims = 0;
  int64_t batchPoints = 1, reducedPoints = 1, keptPoints = 1;
  /// The task's inputs as the kernel loads them: `v<N>`, a vector of
  /// `vectorWidth` lanes (a scalar when 1).
  SmallVector<BlockArgument> loaded;
  int64_t vectorWidth = 1;
  /// `combine(a, b)` as a device function's body.
  std::string combined;
  /// The kernel's parameters and the task inputs they are.
  SmallVector<std::string> parameters;
  SmallVector<unsigned> inputs;
  FailureOr<KernelSource> emitWhole(KernelSource kernel, std::string &why);
  FailureOr<KernelSource> emitColumns(KernelSource kernel, std::string &why);
  /// The statements loading a group `g` of every input.
  void writeLoads(CudaWriter &w) const;
};

LogicalResult ReduceEmitter::writePayload(linalg::LinalgOp op,
                                          DenseMap<Value, std::string> &names,
                                          CudaWriter &w, std::string &why) {
  DenseMap<Value, std::string> arguments;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (arg.use_empty())
      continue;
    auto it = names.find(input->get());
    auto fill = input->get().getDefiningOp<linalg::FillOp>();
    if (it != names.end())
      arguments[arg] = it->second;
    else if (std::optional<std::string> literal = constantLiteral(input->get()))
      arguments[arg] = *literal;
    else if (std::optional<std::string> filled =
                 fill ? constantLiteral(fill.getInputs()[0]) : std::nullopt)
      arguments[arg] = *filled;
    else {
      why = "an operand that is neither an input, a fill nor a result of "
            "the chain";
      return failure();
    }
  }
  std::string yielded =
      emitPayload(op, arguments, "t", element, approx, w, why);
  if (yielded.empty())
    return failure();
  names[op->getResult(0)] = yielded;
  return success();
}

LogicalResult ReduceEmitter::analyse(std::string &why) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing = computingOps(task, why);
  if (failed(computing))
    return failure();
  for (linalg::LinalgOp linalgOp : *computing) {
    OpClass kind = classifyOp(linalgOp);
    if (kind == OpClass::Reduction && !reduction) {
      reduction = linalgOp;
      continue;
    }
    if (kind != OpClass::Elementwise ||
        linalgOp.getNumDpsInits() != 1) {
      why = "not elementwise ops, one reduction and elementwise ops";
      return failure();
    }
    (reduction ? consumers : producers).push_back(linalgOp);
  }
  // Reduction loops first, then the kept ones, written in that order.
  SmallVector<utils::IteratorType> iterators =
      reduction ? reduction.getIteratorTypesArray()
                : SmallVector<utils::IteratorType>();
  while (batchDims < iterators.size() &&
         iterators[batchDims] == utils::IteratorType::parallel)
    ++batchDims;
  while (batchDims + reducedDims < iterators.size() &&
         iterators[batchDims + reducedDims] == utils::IteratorType::reduction)
    ++reducedDims;
  unsigned keptDims = iterators.size() - batchDims - reducedDims;
  if (!reduction || reduction.getNumDpsInits() != 1 ||
      reduction.getNumDpsInputs() != 1 || reducedDims == 0 ||
      (batchDims > 0 && keptDims == 0) ||
      llvm::any_of(ArrayRef(iterators).drop_front(batchDims + reducedDims),
                   [](auto t) { return t != utils::IteratorType::parallel; })) {
    why = "no reduction over a tensor's leading or middle dimensions";
    return failure();
  }
  shape = reduction.getStaticLoopRanges();
  for (auto [i, extent] : llvm::enumerate(shape))
    (i < batchDims                 ? batchPoints
     : i < batchDims + reducedDims ? reducedPoints
                                   : keptPoints) *= extent;
  {
    AffineMap out =
        reduction.getMatchingIndexingMap(reduction.getDpsInitOperand(0));
    bool kept = out.getNumResults() == batchDims + keptDims;
    for (unsigned i = 0; kept && i < out.getNumResults(); ++i)
      kept = out.getResult(i) ==
             getAffineDimExpr(i < batchDims ? i : i + reducedDims,
                              task.getContext());
    if (!kept) {
      why = "a reduction whose result is not indexed by its kept loops";
      return failure();
    }
  }
  reduced = reduction.getDpsInputOperand(0);
  if (!reduction.getMatchingIndexingMap(reduced).isIdentity()) {
    why = "a reduction that reads its input through a map";
    return failure();
  }
  for (linalg::LinalgOp op : producers)
    if (op.getStaticLoopRanges() != ArrayRef<int64_t>(shape) ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); })) {
      why = "an op before the reduction that is not pointwise over its "
            "space";
      return failure();
    }
  SmallVector<int64_t> resultShape(shape.begin(), shape.begin() + batchDims);
  llvm::append_range(resultShape,
                     ArrayRef(shape).drop_front(batchDims + reducedDims));
  for (linalg::LinalgOp op : consumers)
    if (op.getStaticLoopRanges() != ArrayRef<int64_t>(resultShape) ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); })) {
      why = "an op after the reduction that is not pointwise on its result";
      return failure();
    }
  FailureOr<Type> common = floatElementType(task, why);
  if (failed(common))
    return failure();
  element = *common;
  // yield(combine(x, acc)) from a filled constant.
  Block *payload = reduction.getBlock();
  BlockArgument x = reduction.getMatchingBlockArgument(reduced);
  BlockArgument acc =
      reduction.getMatchingBlockArgument(reduction.getDpsInitOperand(0));
  combine = payload->getTerminator()->getOperand(0).getDefiningOp();
  auto fill =
      reduction.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  if (!combine || combine->getNumOperands() != 2 ||
      !((combine->getOperand(0) == x && combine->getOperand(1) == acc) ||
        (combine->getOperand(0) == acc && combine->getOperand(1) == x)) ||
      !fill || !matchPattern(fill.getInputs()[0], m_Constant(&initial))) {
    why = "a reduction whose payload is not combine(x, acc) from a filled "
          "constant";
    return failure();
  }
  // Sums, maxima and minima: the family's kernels are not checked on
  // products.
  if (isa<arith::MulFOp>(combine)) {
    why = "a reduction combining with arith.mulf";
    return failure();
  }
  identity = reductionIdentity(combine, element, why);
  return success(!identity.empty());
}

FailureOr<KernelSource> ReduceEmitter::emit(std::string &why) {
  if (failed(analyse(why)))
    return failure();
  init = cudaLiteral(initial);
  ContractAttr contract = task.getContractAttr();
  T = cudaType(element);
  approx = bitEnumContainsAll(contract.getPrecision(),
                              PrecisionPolicy::ApproxMath);
  int64_t vector = params.getVectorWidth(), threads = params.getThreads();
  // Vectors run along the innermost dimension: whole or kept.
  int64_t along = reducedDims == shape.size()
                      ? ShapedType::getNumElements(shape)
                      : keptPoints;
  if (vector < 1 || vector * (element.isF32() ? 4 : 8) > 16 ||
      (vector & (vector - 1)) || along % vector) {
    why = reducedDims == shape.size()
              ? llvm::formatv("{0} points are not a whole number of {1}-wide "
                              "16-byte vectors",
                              along, vector)
                    .str()
              : llvm::formatv("{0} kept points are not a whole number of "
                              "{1}-wide 16-byte vectors",
                              along, vector)
                    .str();
    return failure();
  }
  if (threads < 32 || threads > 1024 || threads % 32 || params.getBlocks() < 1) {
    why = "threads per block must be a multiple of 32 up to 1024";
    return failure();
  }

  // Inputs: the task's tensors the chain reads, as vectors of lanes.
  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_reduce_", task);
  vectorWidth = vector;
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (arg.use_empty())
      continue;
    auto type = dyn_cast<ShapedType>(arg.getType());
    if (!type || type.getShape() != ArrayRef<int64_t>(shape)) {
      why = "an input that is not a tensor over the reduced space";
      return failure();
    }
    kernel.inputs.push_back(arg.getArgNumber());
    parameters.push_back(llvm::formatv("const {0} *__restrict__ in{1}", T,
                                       arg.getArgNumber()));
    loaded.push_back(arg);
  }
  parameters.push_back(T + " *__restrict__ out0");
  std::string operands[] = {"a", "b"};
  combined = cudaExpression(*combine, operands, element, approx, why);
  if (combined.empty())
    return failure();
  return reducedDims == shape.size() ? emitWhole(kernel, why)
                                     : emitColumns(kernel, why);
}

void ReduceEmitter::writeLoads(CudaWriter &w) const {
  std::string vectorType =
      vectorWidth == 1 ? T : T + std::to_string(vectorWidth);
  for (BlockArgument arg : loaded)
    w.line("const {0} v{1} = reinterpret_cast<const {0} *>(in{1})[g];",
           vectorType, arg.getArgNumber());
}

LogicalResult ReduceEmitter::writeLane(CudaWriter &w, int64_t lane,
                                       StringRef accumulator,
                                       std::string &why) {
  static const char *const fields[] = {"x", "y", "z", "w"};
  DenseMap<Value, std::string> names;
  for (BlockArgument arg : loaded)
    names[arg] = vectorWidth == 1
                     ? llvm::formatv("v{0}", arg.getArgNumber()).str()
                     : llvm::formatv("v{0}.{1}", arg.getArgNumber(),
                                     fields[lane])
                           .str();
  // Each lane's temporaries in their own scope.
  CudaWriter::Scope scope = w.scope("{");
  for (linalg::LinalgOp op : producers)
    if (failed(writePayload(op, names, w, why)))
      return failure();
  auto it = names.find(reduced->get());
  if (it == names.end()) {
    why = "a reduction of a value the chain does not compute";
    return failure();
  }
  std::string operands[] = {accumulator.str(), it->second};
  std::string step = cudaExpression(*combine, operands, element, approx, why);
  if (step.empty())
    return failure();
  w.line("{0} = {1};", accumulator, step);
  return success();
}

FailureOr<std::string> ReduceEmitter::writeTail(CudaWriter &w,
                                                std::string &why) {
  std::string operands[] = {init, "total"};
  std::string withInit =
      cudaExpression(*combine, operands, element, approx, why);
  if (withInit.empty())
    return failure();
  w.line("const {0} result = {1};", T, withInit);
  DenseMap<Value, std::string> names;
  names[reduction->getResult(0)] = "result";
  for (linalg::LinalgOp op : consumers)
    if (failed(writePayload(op, names, w, why)))
      return failure();
  auto result = names.find(task.getYield().getOperand(0));
  if (task.getNumResults() != 1 || result == names.end()) {
    why = "a result the chain does not compute";
    return failure();
  }
  return result->second;
}

FailureOr<KernelSource> ReduceEmitter::emitWhole(KernelSource kernel,
                                                 std::string &why) {
  int64_t vector = params.getVectorWidth(), threads = params.getThreads();
  int64_t groups = ShapedType::getNumElements(shape) / vector;
  int64_t blocks = std::min<int64_t>(
      params.getBlocks(), std::max<int64_t>(1, (groups + threads - 1) / threads));
  std::string reduceBlock = llvm::formatv(
      "acc = hiera_block_reduce<{0}>(acc, []({1} a, {1} b) {{ return {2}; });",
      threads / 32, T, combined);
  CudaWriter w;
  w.heading("{0}: {1} points to one value, {2} blocks of {3} threads, "
            "{4}-wide loads; the last block combines the blocks' partials",
            kernel.entry, groups * vector, blocks, threads, vector);
  w.prelude("minmax");
  w.prelude("block_reduce");
  w.line("__device__ {0} hiera_partials[{1}];", T, blocks);
  w.line("__device__ unsigned hiera_ticket;");
  w.line("__device__ inline {0} hiera_combine({0} a, {0} b) {{ return {1}; }",
         T, combined);
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
              threads, kernel.entry, llvm::join(parameters, ", "));
  w.line("{0} acc = {1};", T, identity);
  {
    CudaWriter::Scope loop = w.scope(
        "for (long g = (long)blockIdx.x * {0} + threadIdx.x; g < {1}l; g += "
        "{2}l) {{",
        threads, groups, blocks * threads);
    writeLoads(w);
    for (int64_t l = 0; l < vector; ++l)
      if (failed(writeLane(w, l, "acc", why)))
        return failure();
  }
  w.line(Twine(reduceBlock));
  w.lines(R"(__shared__ bool last;
if (threadIdx.x == 0) {
  hiera_partials[blockIdx.x] = acc;
  __threadfence();
  last = atomicAdd(&hiera_ticket, 1u) == gridDim.x - 1;
}
__syncthreads();
if (!last) return;
// The last block: every partial, in block order.
)");
  w.line("acc = {0};", identity);
  w.line("for (int b = threadIdx.x; b < {0}; b += {1}) acc = "
         "hiera_combine(acc, __ldcg(hiera_partials + b));",
         blocks, threads);
  w.line(Twine(reduceBlock));
  w.line("if (threadIdx.x != 0) return;");
  w.line("hiera_ticket = 0;");
  w.line("const {0} total = acc;", T);
  FailureOr<std::string> result = writeTail(w, why);
  if (failed(result))
    return failure();
  w.line("out0[0] = {0};", *result);
  body.end();
  kernel.source = w.str();
  kernel.gridX = blocks;
  kernel.blockX = threads;
  return kernel;
}

FailureOr<KernelSource> ReduceEmitter::emitColumns(KernelSource kernel,
                                                   std::string &why) {
  if (batchPoints > 65535) {
    why = llvm::formatv("a batch of {0} reductions: a grid has at most 65535 "
                        "blocks in z",
                        batchPoints)
              .str();
    return failure();
  }
  int64_t vector = params.getVectorWidth();
  int64_t columnVectors = keptPoints / vector;
  // 256 threads: as many across the columns as there are column vectors
  // (up to a warp), the rest down the rows.
  int64_t across = 1;
  while (across < 32 && across < columnVectors)
    across *= 2;
  int64_t down = 256 / across;
  int64_t tiles = (columnVectors + across - 1) / across;
  // Rows split over blocks until the grid holds the blocks asked for (each
  // thread keeps at least 8 rows).
  int64_t splits = std::clamp<int64_t>(
      params.getBlocks() / (tiles * batchPoints), 1,
      std::max<int64_t>(1, reducedPoints / (8 * down)));
  int64_t stride = splits * down;
  CudaWriter w;
  // A batch of reductions (blockIdx.z) offsets every index by its own; a
  // single one is written as before.
  bool batched = batchPoints > 1;
  w.heading("{0}: {7}{1} rows of {2} reduced to one row{8}; blocks of {3} "
            "column vectors x {4} rows, {5} column tiles x {6} row splits{9}; "
            "the last block of a tile combines its splits",
            kernel.entry, reducedPoints, keptPoints, across, down, tiles,
            splits, batched ? std::to_string(batchPoints) + " x " : "",
            batched ? " each" : "",
            batched ? " x " + std::to_string(batchPoints) : "");
  auto inBatch = [&](StringRef index, int64_t extent) {
    return batched ? llvm::formatv("(batch * {0}l + {1})", extent, index).str()
                   : index.str();
  };
  w.prelude("minmax");
  if (splits > 1) {
    w.line("__device__ {0} hiera_partials[{1}];", T,
           batchPoints * splits * keptPoints);
    w.line("__device__ unsigned hiera_tickets[{0}];", batchPoints * tiles);
  }
  w.line("__device__ inline {0} hiera_combine({0} a, {0} b) {{ return {1}; }",
         T, combined);
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__(256) {0}({1}) {{",
              kernel.entry, llvm::join(parameters, ", "));
  w.line("const int tx = threadIdx.x, ty = threadIdx.y;");
  if (batched)
    w.line("const long batch = blockIdx.z;");
  w.line("const long column = (long)blockIdx.x * {0} + tx;", across);
  w.line("const bool inside = column < {0};", columnVectors);
  w.line("{0} acc[{1}];", T, vector);
  w.line("#pragma unroll");
  w.line("for (int l = 0; l < {0}; ++l) acc[l] = {1};", vector, identity);
  {
    CudaWriter::Scope loop = w.scope(
        "for (long r = (long)blockIdx.y * {0} + ty; inside && r < {1}l; r += "
        "{2}) {{",
        down, reducedPoints, stride);
    w.line("const long g = {0} * {1}l + column;", inBatch("r", reducedPoints),
           columnVectors);
    writeLoads(w);
    for (int64_t l = 0; l < vector; ++l)
      if (failed(writeLane(w, l, "acc[" + std::to_string(l) + "]", why)))
        return failure();
  }
  // The block's rows in shared memory, combined by its first row of
  // threads; every thread stays until the ticket is taken.
  w.line("__shared__ {0} rowsOf[{1}][{2}];", T, down, across * vector);
  w.line("#pragma unroll");
  w.line("for (int l = 0; l < {0}; ++l) rowsOf[ty][tx * {0} + l] = acc[l];",
         vector);
  w.line("__syncthreads();");
  {
    CudaWriter::Scope first = w.scope("if (ty == 0) {");
    w.line("#pragma unroll");
    {
      CudaWriter::Scope lanes =
          w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
      w.line("acc[l] = rowsOf[0][tx * {0} + l];", vector);
      w.line("for (int y = 1; y < {0}; ++y) acc[l] = hiera_combine(acc[l], "
             "rowsOf[y][tx * {1} + l]);",
             down, vector);
    }
    if (splits > 1) {
      w.line("// Each split's totals; the tile's last block combines them.");
      w.line("if (inside)");
      w.line("#pragma unroll");
      w.line("  for (int l = 0; l < {0}; ++l) hiera_partials[{2} * {1} + "
             "column * {0} + l] = acc[l];",
             vector, keptPoints, inBatch("(long)blockIdx.y", splits));
      w.line("__threadfence();");
    }
  }
  if (splits > 1) {
    w.lines(R"(__shared__ bool last;
__syncthreads();
if (tx == 0 && ty == 0) last = atomicAdd(&hiera_tickets[{0}], 1u) == gridDim.y - 1;
__syncthreads();
if (!last) return;
if (tx == 0 && ty == 0) hiera_tickets[{0}] = 0;
if (ty != 0 || !inside) return;
#pragma unroll
)",
            batched ? "batch * gridDim.x + blockIdx.x" : "blockIdx.x");
    CudaWriter::Scope lanes =
        w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
    w.line("acc[l] = {0};", identity);
    w.line("for (int s = 0; s < {0}; ++s) acc[l] = hiera_combine(acc[l], "
           "__ldcg(hiera_partials + {3} * {1} + column * {2} + l));",
           splits, keptPoints, vector, inBatch("(long)s", splits));
  } else {
    w.line("if (ty != 0 || !inside) return;");
  }
  w.line("#pragma unroll");
  {
    CudaWriter::Scope lanes =
        w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
    w.line("const {0} total = acc[l];", T);
    FailureOr<std::string> result = writeTail(w, why);
    if (failed(result))
      return failure();
    w.line("out0[{0}column * {1} + l] = {2};",
           batched ? llvm::formatv("batch * {0}l + ", keptPoints).str() : "",
           vector, *result);
  }
  body.end();
  kernel.source = w.str();
  kernel.gridX = tiles;
  kernel.gridY = splits;
  kernel.gridZ = batchPoints;
  kernel.blockX = across;
  kernel.blockY = down;
  return kernel;
}

/// Reductions over leading dimensions: 16-byte loads, and a scalar kernel
/// that fits any size; four blocks per multiprocessor leave one partial
/// each.
class ReduceFamily final
    : public EmitterFamily<ReduceEmitter, ReduceParamsAttr> {
public:
  StringRef name() const override { return "reduce"; }

  SmallVector<KernelCandidate>
  candidates(TaskOp task, const KernelTarget &target) const override {
    MLIRContext *context = task.getContext();
    int64_t widest =
        vectorElements(getElementTypeOrSelf(task.getResultTypes()[0]));
    int64_t blocks = 4 * target.multiprocessors;
    return {{"reduce_vec", ReduceParamsAttr::get(context, widest, 256, blocks)},
            {"reduce_scalar", ReduceParamsAttr::get(context, 1, 256, blocks)}};
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createReduceFamily() {
  return std::make_unique<ReduceFamily>();
}
