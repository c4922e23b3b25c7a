//===- Reduce.cpp - Whole-tensor reductions of a fused expression ---------===//
//
// One kernel for a task that reduces a tensor over all its dimensions to
// one value (a sum, a product, a maximum or minimum; a loss of a fused
// elementwise expression such as mean((a - b)^2)), or over its leading
// dimensions to a vector (column sums: a bias gradient, per-channel
// statistics; torch.prod(x, dim=1)):
// elementwise ops over one iteration space, their results combined by one
// or more reductions (a cross-entropy's f32 loss and the i64 count it is
// divided by, each accumulating in its own type), and elementwise ops on
// the reductions' results.
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

/// One reduction of the task: `acc = combine(acc, contribution(x))` from
/// a filled constant, its accumulator in a type of its own (an f32 loss
/// beside the i64 count it is divided by).
struct Reduction {
  linalg::LinalgOp op;
  /// The payload's last op, combining the accumulator with the value the
  /// payload's other ops compute from the input.
  Operation *combine = nullptr;
  Type type;
  /// The accumulator's C type, its starting value and its identity.
  std::string T, init, identity;
  /// `combine(a, b)` as a device function's body.
  std::string combined;
};

class ReduceEmitter {
public:
  explicit ReduceEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: reductions of one space over its
  /// leading dimensions with elementwise ops around them.
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(ReduceParamsAttr params, const KernelTarget &,
                               WhyNot whyNot);

private:
  /// Writes op `op`'s payload on the values `names` gives its operands,
  /// and names its result there.
  LogicalResult writePayload(linalg::LinalgOp op,
                             DenseMap<Value, std::string> &names, CudaWriter &w,
                             WhyNot whyNot);
  /// Writes the chain on lane `lane` of the loaded vectors and each
  /// reduction's contribution combined into its accumulator,
  /// `accumulator(i)`.
  LogicalResult writeLane(CudaWriter &w, int64_t lane,
                          function_ref<std::string(unsigned)> accumulator,
                          WhyNot whyNot);
  /// writeLane for every lane of the loaded vectors, reduction i of lane l
  /// accumulating into `accumulator(i, l)`.
  LogicalResult
  writeLanes(CudaWriter &w,
             function_ref<std::string(unsigned, int64_t)> accumulator,
             WhyNot whyNot);
  /// Writes `result<i> = init combined with total<i>` for each reduction
  /// and the ops on them; returns the task's result.
  FailureOr<std::string> writeTail(CudaWriter &w, WhyNot whyNot);

  TaskOp task;
  ReduceParamsAttr params;
  SmallVector<linalg::LinalgOp> producers, consumers;
  SmallVector<Reduction> reductions;
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
  /// The kernel's parameters.
  SmallVector<std::string> parameters;
  FailureOr<KernelSource> emitWhole(KernelSource kernel, WhyNot whyNot);
  FailureOr<KernelSource> emitColumns(KernelSource kernel, WhyNot whyNot);
  /// The statements loading group `index` of every input as `v<N><suffix>`.
  void writeLoads(CudaWriter &w, StringRef index, StringRef suffix) const;
  /// A loop of `var` from `start` by `stride` while `within(var)`, the
  /// group `group(var)` of every input loaded and `lanes` written on it;
  /// `unroll` steps a round, their loads first.
  LogicalResult writeStridedLoop(CudaWriter &w, StringRef var, StringRef start,
                                 function_ref<std::string(StringRef)> within,
                                 int64_t stride,
                                 function_ref<std::string(StringRef)> group,
                                 function_ref<LogicalResult()> lanes);
  /// One line per reduction: `pattern` with {0} its index and {1} its
  /// accumulator's type.
  void eachReduction(CudaWriter &w, const char *pattern) const;
};

LogicalResult ReduceEmitter::writePayload(linalg::LinalgOp op,
                                          DenseMap<Value, std::string> &names,
                                          CudaWriter &w, WhyNot whyNot) {
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
      whyNot("an operand that is neither an input, a fill nor a result of "
             "the chain");
      return failure();
    }
  }
  Type element = getElementTypeOrSelf(op->getResult(0).getType());
  std::string yielded =
      emitPayload(op, arguments, "t", element, approx, w, whyNot);
  if (yielded.empty())
    return failure();
  names[op->getResult(0)] = yielded;
  return success();
}

LogicalResult ReduceEmitter::analyse(WhyNot whyNot) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot);
  if (failed(computing))
    return failure();
  if (task.getNumResults() != 1) {
    whyNot("not one result");
    return failure();
  }
  SmallVector<linalg::LinalgOp> elementwise;
  for (linalg::LinalgOp linalgOp : *computing) {
    OpClass kind = classifyOp(linalgOp);
    if (kind == OpClass::Reduction) {
      reductions.push_back({linalgOp});
      continue;
    }
    if (kind != OpClass::Elementwise || linalgOp.getNumDpsInits() != 1) {
      whyNot("not elementwise ops and reductions of one space");
      return failure();
    }
    elementwise.push_back(linalgOp);
  }
  if (reductions.empty()) {
    whyNot("no reduction over a tensor's leading or middle dimensions");
    return failure();
  }
  // Reduction loops first, then the kept ones, written in that order.
  linalg::LinalgOp first = reductions.front().op;
  SmallVector<utils::IteratorType> iterators = first.getIteratorTypesArray();
  while (batchDims < iterators.size() &&
         iterators[batchDims] == utils::IteratorType::parallel)
    ++batchDims;
  while (batchDims + reducedDims < iterators.size() &&
         iterators[batchDims + reducedDims] == utils::IteratorType::reduction)
    ++reducedDims;
  unsigned keptDims = iterators.size() - batchDims - reducedDims;
  if (reducedDims == 0 || (batchDims > 0 && keptDims == 0) ||
      llvm::any_of(ArrayRef(iterators).drop_front(batchDims + reducedDims),
                   [](auto t) { return t != utils::IteratorType::parallel; })) {
    whyNot("no reduction over a tensor's leading or middle dimensions");
    return failure();
  }
  shape = first.getStaticLoopRanges();
  for (auto [i, extent] : llvm::enumerate(shape))
    (i < batchDims                 ? batchPoints
     : i < batchDims + reducedDims ? reducedPoints
                                   : keptPoints) *= extent;
  AffineMap out = first.getMatchingIndexingMap(first.getDpsInitOperand(0));
  {
    bool kept = out.getNumResults() == batchDims + keptDims;
    for (unsigned i = 0; kept && i < out.getNumResults(); ++i)
      kept = out.getResult(i) ==
             getAffineDimExpr(i < batchDims ? i : i + reducedDims,
                              task.getContext());
    if (!kept) {
      whyNot("a reduction whose result is not indexed by its kept loops");
      return failure();
    }
  }
  for (Reduction &reduction : reductions) {
    linalg::LinalgOp op = reduction.op;
    if (op.getNumDpsInits() != 1 || op.getNumDpsInputs() != 1 ||
        op.getStaticLoopRanges() != ArrayRef<int64_t>(shape) ||
        op.getIteratorTypesArray() != iterators ||
        op.getMatchingIndexingMap(op.getDpsInitOperand(0)) != out) {
      whyNot("reductions of different spaces");
      return failure();
    }
    if (!op.getMatchingIndexingMap(op.getDpsInputOperand(0)).isIdentity()) {
      whyNot("a reduction that reads its input through a map");
      return failure();
    }
    // yield(combine(f(x), acc)) from a filled constant, the accumulator
    // read only by the combine.
    BlockArgument acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    Operation *combine = reduction.combine = endingCombine(op);
    auto fill = op.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
    std::optional<std::string> init =
        fill ? constantLiteral(fill.getInputs()[0]) : std::nullopt;
    if (!combine || !acc.hasOneUse() || !init) {
      whyNot("a reduction whose payload is not combine(x, acc) from a filled "
             "constant");
      return failure();
    }
    reduction.init = *init;
    reduction.type = acc.getType();
    reduction.T = cudaType(reduction.type);
    if (reduction.T.empty() || reduction.type.isInteger(1)) {
      whyNot("a reduction into a type with no CUDA accumulator");
      return failure();
    }
    if (!isa<FloatType>(reduction.type) && !isa<arith::AddIOp>(combine)) {
      whyNot("an integer reduction other than a sum");
      return failure();
    }
    reduction.identity = reductionIdentity(combine, reduction.type, whyNot);
    if (reduction.identity.empty())
      return failure();
  }
  // Elementwise ops over the whole space feed the reductions; those over
  // the kept loops read their results.
  SmallVector<int64_t> resultShape(shape.begin(), shape.begin() + batchDims);
  llvm::append_range(resultShape,
                     ArrayRef(shape).drop_front(batchDims + reducedDims));
  for (linalg::LinalgOp op : elementwise) {
    bool pointwise = llvm::all_of(op.getIndexingMapsArray(),
                                  [](AffineMap map) { return map.isIdentity(); });
    // Held: getStaticLoopRanges returns its vector by value.
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    if (pointwise && ranges == ArrayRef<int64_t>(shape))
      producers.push_back(op);
    else if (pointwise && ranges == ArrayRef<int64_t>(resultShape))
      consumers.push_back(op);
    else {
      whyNot("an elementwise op that is pointwise neither over the reduced "
             "space nor on the reductions' results");
      return failure();
    }
  }
  return success();
}

FailureOr<KernelSource> ReduceEmitter::emit(ReduceParamsAttr params,
                                            const KernelTarget &,
                                            WhyNot whyNot) {
  this->params = params;
  ContractAttr contract = task.getContractAttr();
  approx = bitEnumContainsAll(contract.getPrecision(),
                              PrecisionPolicy::ApproxMath);
  int64_t vector = params.getVectorWidth();
  // Vectors run along the innermost dimension: whole or kept.
  int64_t along = reducedDims == shape.size()
                      ? ShapedType::getNumElements(shape)
                      : keptPoints;
  if (along % vector) {
    whyNot(reducedDims == shape.size()
               ? llvm::formatv("{0} points are not a whole number of {1}-wide "
                               "vectors",
                               along, vector)
                     .str()
               : llvm::formatv("{0} kept points are not a whole number of "
                               "{1}-wide vectors",
                               along, vector)
                     .str());
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
      whyNot("an input that is not a tensor over the reduced space");
      return failure();
    }
    std::string element = cudaType(type.getElementType());
    if (element.empty() || type.getElementType().isInteger(1)) {
      whyNot("an input of an element type with no CUDA type it is stored as");
      return failure();
    }
    if (vector * type.getElementTypeBitWidth() > 128 ||
        cudaVectorType(type.getElementType(), vector).empty()) {
      whyNot(llvm::formatv("no {0}-wide 16-byte vector of {1}", vector, element)
                 .str());
      return failure();
    }
    kernel.inputs.push_back(arg.getArgNumber());
    parameters.push_back(llvm::formatv("const {0} *__restrict__ in{1}",
                                       element, arg.getArgNumber()));
    loaded.push_back(arg);
  }
  std::string resultType =
      cudaType(getElementTypeOrSelf(task.getResultTypes()[0]));
  if (resultType.empty()) {
    whyNot("a result of an element type with no CUDA type");
    return failure();
  }
  parameters.push_back(resultType + " *__restrict__ out0");
  std::string operands[] = {"a", "b"};
  for (Reduction &reduction : reductions) {
    reduction.combined = cudaExpression(*reduction.combine, operands,
                                        reduction.type, approx, whyNot);
    if (reduction.combined.empty())
      return failure();
  }
  return reducedDims == shape.size() ? emitWhole(kernel, whyNot)
                                     : emitColumns(kernel, whyNot);
}

void ReduceEmitter::writeLoads(CudaWriter &w, StringRef index,
                               StringRef suffix) const {
  for (BlockArgument arg : loaded) {
    Type element = getElementTypeOrSelf(arg.getType());
    w.line("const {0} v{1}{2} = reinterpret_cast<const {0} *>(in{1})[{3}];",
           cudaVectorType(element, vectorWidth), arg.getArgNumber(), suffix,
           index);
  }
}

LogicalResult ReduceEmitter::writeStridedLoop(
    CudaWriter &w, StringRef var, StringRef start,
    function_ref<std::string(StringRef)> within, int64_t stride,
    function_ref<std::string(StringRef)> group,
    function_ref<LogicalResult()> lanes) {
  int64_t unroll = params.getUnroll();
  w.line("long {0} = {1};", var, start);
  if (unroll > 1) {
    // Whole rounds of `unroll` steps: every load issued before the first
    // is combined. Each thread combines the same values in the same order
    // as one step at a time would.
    std::string last = llvm::formatv("{0} + {1}l", var, (unroll - 1) * stride);
    CudaWriter::Scope rounds =
        w.scope("for (; {0}; {1} += {2}l) {{", within(last), var,
                unroll * stride);
    for (int64_t u = 0; u < unroll; ++u) {
      std::string step =
          u == 0 ? var.str()
                 : llvm::formatv("({0} + {1}l)", var, u * stride).str();
      writeLoads(w, group(step), "_" + std::to_string(u));
    }
    for (int64_t u = 0; u < unroll; ++u) {
      CudaWriter::Scope each = w.scope("{");
      for (BlockArgument arg : loaded)
        w.line("const auto v{0} = v{0}_{1};", arg.getArgNumber(), u);
      if (failed(lanes()))
        return failure();
    }
  }
  // The steps left over, one at a time.
  CudaWriter::Scope rest = w.scope("for (; {0}; {1} += {2}l) {{", within(var),
                                   var, stride);
  writeLoads(w, group(var), "");
  return lanes();
}

void ReduceEmitter::eachReduction(CudaWriter &w, const char *pattern) const {
  for (auto [i, reduction] : llvm::enumerate(reductions))
    w.line(pattern, i, reduction.T);
}

LogicalResult
ReduceEmitter::writeLane(CudaWriter &w, int64_t lane,
                         function_ref<std::string(unsigned)> accumulator,
                         WhyNot whyNot) {
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
    if (failed(writePayload(op, names, w, whyNot)))
      return failure();
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    linalg::LinalgOp op = reduction.op;
    auto it = names.find(op.getDpsInputOperand(0)->get());
    if (it == names.end()) {
      whyNot("a reduction of a value the chain does not compute");
      return failure();
    }
    // The payload's ops before the combine, on the input's value.
    DenseMap<Value, std::string> values;
    values[op.getMatchingBlockArgument(op.getDpsInputOperand(0))] = it->second;
    BlockArgument acc = op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    values[acc] = accumulator(i);
    for (Operation &inner : op.getBlock()->without_terminator()) {
      if (&inner == reduction.combine ||
          (inner.getNumResults() == 1 && constantLiteral(inner.getResult(0))))
        continue;
      SmallVector<std::string> innerOperands;
      for (Value operand : inner.getOperands()) {
        auto known = values.find(operand);
        std::optional<std::string> literal = constantLiteral(operand);
        if (known == values.end() && !literal) {
          whyNot("a reduction payload operand with no value here");
          return failure();
        }
        innerOperands.push_back(known != values.end() ? known->second
                                                      : *literal);
      }
      if (inner.getNumResults() != 1) {
        std::string statement = cudaStatement(inner, innerOperands, whyNot);
        if (statement.empty())
          return failure();
        w.line("{0}", statement);
        continue;
      }
      NotingWhyNot noting{whyNot};
      std::string expr =
          cudaExpression(inner, innerOperands, reduction.type, approx, noting);
      std::string type = cudaType(inner.getResult(0).getType());
      if (expr.empty() || type.empty()) {
        if (!noting.said)
          whyNot("a reduction payload value of an unsupported type");
        return failure();
      }
      std::string name = w.fresh("t");
      w.line("const {0} {1} = {2};", type, name, expr);
      values[inner.getResult(0)] = name;
    }
    SmallVector<std::string> combineOperands;
    for (Value operand : reduction.combine->getOperands()) {
      combineOperands.push_back(values.lookup(operand));
      if (combineOperands.back().empty()) {
        whyNot("a reduction combining a value the payload does not compute");
        return failure();
      }
    }
    std::string step = cudaExpression(*reduction.combine, combineOperands,
                                      reduction.type, approx, whyNot);
    if (step.empty())
      return failure();
    w.line("{0} = {1};", accumulator(i), step);
  }
  return success();
}

LogicalResult ReduceEmitter::writeLanes(
    CudaWriter &w, function_ref<std::string(unsigned, int64_t)> accumulator,
    WhyNot whyNot) {
  for (int64_t l = 0; l < vectorWidth; ++l)
    if (failed(writeLane(
            w, l, [&](unsigned i) { return accumulator(i, l); }, whyNot)))
      return failure();
  return success();
}

FailureOr<std::string> ReduceEmitter::writeTail(CudaWriter &w, WhyNot whyNot) {
  DenseMap<Value, std::string> names;
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    std::string operands[] = {reduction.init, "total" + std::to_string(i)};
    std::string withInit = cudaExpression(*reduction.combine, operands,
                                          reduction.type, approx, whyNot);
    if (withInit.empty())
      return failure();
    w.line("const {0} result{1} = {2};", reduction.T, i, withInit);
    names[reduction.op->getResult(0)] = "result" + std::to_string(i);
  }
  for (linalg::LinalgOp op : consumers)
    if (failed(writePayload(op, names, w, whyNot)))
      return failure();
  auto result = names.find(task.getYield().getOperand(0));
  if (result == names.end()) {
    whyNot("a result the chain does not compute");
    return failure();
  }
  return result->second;
}

FailureOr<KernelSource> ReduceEmitter::emitWhole(KernelSource kernel,
                                                 WhyNot whyNot) {
  int64_t vector = params.getVectorWidth(), threads = params.getThreads();
  int64_t groups = ShapedType::getNumElements(shape) / vector;
  int64_t blocks = std::min<int64_t>(
      params.getBlocks(), std::max<int64_t>(1, (groups + threads - 1) / threads));
  auto reduceBlock = [&](CudaWriter &w) {
    for (auto [i, reduction] : llvm::enumerate(reductions))
      w.line("acc{0} = hiera_block_reduce<{1}>(acc{0}, []({2} a, {2} b) {{ "
             "return hiera_combine{0}(a, b); });",
             i, threads / 32, reduction.T);
  };
  CudaWriter w;
  w.heading("{0}: {1} points to one value, {2} blocks of {3} threads, "
            "{4}-wide loads, {5} in flight per thread; the last block "
            "combines the blocks' partials",
            kernel.entry, groups * vector, blocks, threads, vector,
            params.getUnroll());
  w.prelude("minmax");
  w.prelude("block_reduce");
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    w.line("__device__ {0} hiera_partials{1}[{2}];", reduction.T, i, blocks);
    w.line("__device__ inline {0} hiera_combine{1}({0} a, {0} b) {{ return "
           "{2}; }",
           reduction.T, i, reduction.combined);
  }
  w.line("__device__ unsigned hiera_ticket;");
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
              threads, kernel.entry, llvm::join(parameters, ", "));
  for (auto [i, reduction] : llvm::enumerate(reductions))
    w.line("{0} acc{1} = {2};", reduction.T, i, reduction.identity);
  {
    CudaWriter::Scope loop = w.scope("{");
    auto lanes = [&] {
      return writeLanes(
          w, [](unsigned i, int64_t) { return "acc" + std::to_string(i); },
          whyNot);
    };
    if (failed(writeStridedLoop(
            w, "g", llvm::formatv("(long)blockIdx.x * {0} + threadIdx.x", threads).str(),
            [&](StringRef g) { return llvm::formatv("{0} < {1}l", g, groups).str(); },
            blocks * threads, [](StringRef g) { return g.str(); }, lanes)))
      return failure();
  }
  reduceBlock(w);
  w.line("__shared__ bool last;");
  {
    CudaWriter::Scope first = w.scope("if (threadIdx.x == 0) {");
    eachReduction(w, "hiera_partials{0}[blockIdx.x] = acc{0};");
    w.lines(R"(__threadfence();
last = atomicAdd(&hiera_ticket, 1u) == gridDim.x - 1;
)");
  }
  w.lines(R"(__syncthreads();
if (!last) return;
// The last block: every partial, in block order.
)");
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    w.line("acc{0} = {1};", i, reduction.identity);
    w.line("for (int b = threadIdx.x; b < {0}; b += {1}) acc{2} = "
           "hiera_combine{2}(acc{2}, __ldcg(hiera_partials{2} + b));",
           blocks, threads, i);
  }
  reduceBlock(w);
  w.line("if (threadIdx.x != 0) return;");
  w.line("hiera_ticket = 0;");
  eachReduction(w, "const {1} total{0} = acc{0};");
  FailureOr<std::string> result = writeTail(w, whyNot);
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
                                                   WhyNot whyNot) {
  if (batchPoints > 65535) {
    whyNot(llvm::formatv("a batch of {0} reductions: a grid has at most 65535 "
                         "blocks in z",
                         batchPoints)
               .str());
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
            "column vectors x {4} rows, {5} column tiles x {6} row splits{9}, "
            "{10} rows in flight per thread; the last block of a tile "
            "combines its splits",
            kernel.entry, reducedPoints, keptPoints, across, down, tiles,
            splits, batched ? std::to_string(batchPoints) + " x " : "",
            batched ? " each" : "",
            batched ? " x " + std::to_string(batchPoints) : "",
            params.getUnroll());
  auto inBatch = [&](StringRef index, int64_t extent) {
    return batched ? llvm::formatv("(batch * {0}l + {1})", extent, index).str()
                   : index.str();
  };
  w.prelude("minmax");
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    if (splits > 1)
      w.line("__device__ {0} hiera_partials{1}[{2}];", reduction.T, i,
             batchPoints * splits * keptPoints);
    w.line("__device__ inline {0} hiera_combine{1}({0} a, {0} b) {{ return "
           "{2}; }",
           reduction.T, i, reduction.combined);
  }
  if (splits > 1)
    w.line("__device__ unsigned hiera_tickets[{0}];", batchPoints * tiles);
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__(256) {0}({1}) {{",
              kernel.entry, llvm::join(parameters, ", "));
  w.line("const int tx = threadIdx.x, ty = threadIdx.y;");
  if (batched)
    w.line("const long batch = blockIdx.z;");
  w.line("const long column = (long)blockIdx.x * {0} + tx;", across);
  w.line("const bool inside = column < {0};", columnVectors);
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    w.line("{0} acc{1}[{2}];", reduction.T, i, vector);
    w.line("#pragma unroll");
    w.line("for (int l = 0; l < {0}; ++l) acc{1}[l] = {2};", vector, i,
           reduction.identity);
  }
  {
    CudaWriter::Scope loop = w.scope("{");
    auto lanes = [&] {
      return writeLanes(
          w,
          [](unsigned i, int64_t l) {
            return llvm::formatv("acc{0}[{1}]", i, l).str();
          },
          whyNot);
    };
    if (failed(writeStridedLoop(
            w, "r", llvm::formatv("(long)blockIdx.y * {0} + ty", down).str(),
            [&](StringRef r) {
              return llvm::formatv("inside && {0} < {1}l", r, reducedPoints).str();
            },
            stride,
            [&](StringRef r) {
              return llvm::formatv("{0} * {1}l + column",
                                   inBatch(r, reducedPoints), columnVectors)
                  .str();
            },
            lanes)))
      return failure();
  }
  // The block's rows in shared memory, combined by its first row of
  // threads; every thread stays until the ticket is taken.
  for (auto [i, reduction] : llvm::enumerate(reductions)) {
    w.line("__shared__ {0} rowsOf{1}[{2}][{3}];", reduction.T, i, down,
           across * vector);
    w.line("#pragma unroll");
    w.line("for (int l = 0; l < {0}; ++l) rowsOf{1}[ty][tx * {0} + l] = "
           "acc{1}[l];",
           vector, i);
  }
  w.line("__syncthreads();");
  {
    CudaWriter::Scope first = w.scope("if (ty == 0) {");
    for (auto [i, reduction] : llvm::enumerate(reductions)) {
      w.line("#pragma unroll");
      CudaWriter::Scope lanes =
          w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
      w.line("acc{1}[l] = rowsOf{1}[0][tx * {0} + l];", vector, i);
      w.line("for (int y = 1; y < {0}; ++y) acc{2}[l] = hiera_combine{2}("
             "acc{2}[l], rowsOf{2}[y][tx * {1} + l]);",
             down, vector, i);
    }
    if (splits > 1) {
      w.line("// Each split's totals; the tile's last block combines them.");
      for (auto [i, reduction] : llvm::enumerate(reductions)) {
        w.line("if (inside)");
        w.line("#pragma unroll");
        w.line("  for (int l = 0; l < {0}; ++l) hiera_partials{3}[{2} * {1} "
               "+ column * {0} + l] = acc{3}[l];",
               vector, keptPoints, inBatch("(long)blockIdx.y", splits), i);
      }
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
)",
            batched ? "batch * gridDim.x + blockIdx.x" : "blockIdx.x");
    for (auto [i, reduction] : llvm::enumerate(reductions)) {
      w.line("#pragma unroll");
      CudaWriter::Scope lanes =
          w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
      w.line("acc{0}[l] = {1};", i, reduction.identity);
      w.line("for (int s = 0; s < {0}; ++s) acc{4}[l] = hiera_combine{4}("
             "acc{4}[l], __ldcg(hiera_partials{4} + {3} * {1} + column * {2} "
             "+ l));",
             splits, keptPoints, vector, inBatch("(long)s", splits), i);
    }
  } else {
    w.line("if (ty != 0 || !inside) return;");
  }
  w.line("#pragma unroll");
  {
    CudaWriter::Scope lanes =
        w.scope("for (int l = 0; l < {0}; ++l) {{", vector);
    eachReduction(w, "const {1} total{0} = acc{0}[l];");
    FailureOr<std::string> result = writeTail(w, whyNot);
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
/// that fits any size, each with one or four loads in flight per thread;
/// four blocks per multiprocessor leave one partial each.
class ReduceFamily final
    : public EmitterFamily<ReduceEmitter, ReduceParamsAttr> {
public:
  StringRef name() const override { return "reduce"; }

  SmallVector<KernelCandidate>
  candidates(const KernelMatch &match,
             const KernelTarget &target) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    // 16-byte loads of the widest input; none where an input has no
    // vector type.
    int64_t widest = 4;
    for (BlockArgument arg : task.getBodyBlock().getArguments()) {
      Type element = getElementTypeOrSelf(arg.getType());
      if (!arg.use_empty())
        widest = cudaVectorType(element, 2).empty()
                     ? 1
                     : std::min(widest, vectorElements(element));
    }
    int64_t blocks = 4 * target.multiprocessors;
    // Each width with one load in flight per thread, and with four: a
    // memory-bound reduction needs several in flight to reach bandwidth.
    SmallVector<KernelCandidate> candidates;
    auto add = [&](StringRef name, int64_t width) {
      candidates.push_back({name.str(), checkedParams<ReduceParamsAttr>(
                                            context, width, 256, blocks, 1)});
      candidates.push_back(
          {(name + "_u4").str(),
           checkedParams<ReduceParamsAttr>(context, width, 256, blocks, 4)});
    };
    if (widest > 1)
      add("reduce_vec", widest);
    add("reduce_scalar", 1);
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createReduceFamily() {
  return std::make_unique<ReduceFamily>();
}
