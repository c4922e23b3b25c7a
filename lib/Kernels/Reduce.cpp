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
//    last block of a column tile combines their partials in order.
// One launch, no block waits for another, and the same result on every
// run.
//
//===----------------------------------------------------------------------===//

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
  /// Statements computing op `op`'s payload on per-lane values, and the
  /// name of its result; `lane` selects a vector lane's value of each
  /// loaded input.
  LogicalResult emitPayload(linalg::LinalgOp op,
                            DenseMap<Value, std::string> &names,
                            llvm::raw_ostream &os, std::string &why);

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
  unsigned counter = 0;
  /// Leading dimensions reduced (all of them: a whole reduction), and the
  /// products of the reduced and the kept extents.
  unsigned reducedDims = 0;
  int64_t reducedPoints = 1, keptPoints = 1;
  /// The code of a whole reduction and of a column reduction, from the
  /// shared parts emit() prepares.
  struct Parts {
    SmallVector<std::string> parameters;
    std::string loads, perLane, step, combined, withInit, tail, result;
    SmallVector<unsigned> inputs;
  };
  FailureOr<KernelSource> emitWhole(const Parts &parts, KernelSource kernel,
                                    std::string &why);
  FailureOr<KernelSource> emitColumns(const Parts &parts,
                                      KernelSource kernel);
  std::string laneOf(const std::string &text, int64_t lane) const;
};

std::string ReduceEmitter::laneOf(const std::string &text,
                                  int64_t lane) const {
  static const char *const fields[] = {"x", "y", "z", "w"};
  std::string out = text;
  size_t at = 0;
  while ((at = out.find(".LANE", at)) != std::string::npos)
    out.replace(at, 5, std::string(".") + fields[lane]);
  return out;
}

LogicalResult ReduceEmitter::emitPayload(linalg::LinalgOp op,
                                         DenseMap<Value, std::string> &names,
                                         llvm::raw_ostream &os,
                                         std::string &why) {
  DenseMap<Value, std::string> arguments;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (arg.use_empty())
      continue;
    FloatAttr constant;
    auto it = names.find(input->get());
    if (it != names.end())
      arguments[arg] = it->second;
    else if (matchPattern(input->get(), m_Constant(&constant)))
      arguments[arg] = cudaLiteral(constant);
    else if (auto fill = input->get().getDefiningOp<linalg::FillOp>();
             fill && matchPattern(fill.getInputs()[0], m_Constant(&constant)))
      arguments[arg] = cudaLiteral(constant);
    else {
      why = "an operand that is neither an input, a fill nor a result of "
            "the chain";
      return failure();
    }
  }
  std::string yielded = hiera::emitPayload(op, arguments, "t", counter,
                                           "      ", element, approx, os, why);
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
  while (reducedDims < iterators.size() &&
         iterators[reducedDims] == utils::IteratorType::reduction)
    ++reducedDims;
  if (!reduction || reduction.getNumDpsInits() != 1 ||
      reduction.getNumDpsInputs() != 1 || reducedDims == 0 ||
      llvm::any_of(ArrayRef(iterators).drop_front(reducedDims), [](auto t) {
        return t != utils::IteratorType::parallel;
      })) {
    why = "no reduction over a tensor's leading dimensions";
    return failure();
  }
  shape = reduction.getStaticLoopRanges();
  for (auto [i, extent] : llvm::enumerate(shape))
    (i < reducedDims ? reducedPoints : keptPoints) *= extent;
  {
    AffineMap out =
        reduction.getMatchingIndexingMap(reduction.getDpsInitOperand(0));
    bool kept = out.getNumResults() == iterators.size() - reducedDims;
    for (unsigned i = 0; kept && i < out.getNumResults(); ++i)
      kept = out.getResult(i) ==
             getAffineDimExpr(reducedDims + i, task.getContext());
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
  for (linalg::LinalgOp op : consumers)
    if (op.getStaticLoopRanges() != ArrayRef(shape).drop_front(reducedDims) ||
        !llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); })) {
      why = "an op after the reduction that is not pointwise on its result";
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
  std::string infinity = element.isF32() ? "__int_as_float(0x7f800000)"
                                         : "__longlong_as_double("
                                           "0x7ff0000000000000ll)";
  if (isa<arith::AddFOp>(combine))
    identity = "0";
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
  Parts parts;
  llvm::raw_string_ostream load(parts.loads);
  DenseMap<Value, std::string> laneNames;
  std::string vectorType = vector == 1 ? T : T + std::to_string(vector);
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (arg.use_empty())
      continue;
    auto type = dyn_cast<ShapedType>(arg.getType());
    if (!type || type.getShape() != ArrayRef<int64_t>(shape)) {
      why = "an input that is not a tensor over the reduced space";
      return failure();
    }
    kernel.inputs.push_back(arg.getArgNumber());
    parts.parameters.push_back(llvm::formatv(
        "const {0} *__restrict__ in{1}", T, arg.getArgNumber()));
    load << llvm::formatv("      const {0} v{1} = reinterpret_cast<const {0} "
                          "*>(in{1})[g];\n",
                          vectorType, arg.getArgNumber());
    laneNames[arg] =
        vector == 1 ? llvm::formatv("v{0}", arg.getArgNumber()).str()
                    : llvm::formatv("v{0}.LANE", arg.getArgNumber()).str();
  }
  parts.parameters.push_back(T + " *__restrict__ out0");

  // The chain on one lane, then the combine.
  llvm::raw_string_ostream lane(parts.perLane);
  for (linalg::LinalgOp op : producers)
    if (failed(emitPayload(op, laneNames, lane, why)))
      return failure();
  auto it = laneNames.find(reduced->get());
  if (it == laneNames.end()) {
    why = "a reduction of a value the chain does not compute";
    return failure();
  }
  auto combineOf = [&](StringRef a, StringRef b) {
    std::string operands[] = {a.str(), b.str()};
    return cudaExpression(*combine, operands, element, approx, why);
  };
  parts.step = combineOf("acc", it->second);
  parts.combined = combineOf("a", "b");
  parts.withInit = combineOf(init, "total");
  if (parts.step.empty() || parts.combined.empty() || parts.withInit.empty())
    return failure();
  // The ops on the result.
  llvm::raw_string_ostream after(parts.tail);
  DenseMap<Value, std::string> resultNames;
  resultNames[reduction->getResult(0)] = "result";
  for (linalg::LinalgOp op : consumers)
    if (failed(emitPayload(op, resultNames, after, why)))
      return failure();
  auto result = resultNames.find(task.getYield().getOperand(0));
  if (task.getNumResults() != 1 || result == resultNames.end()) {
    why = "a result the chain does not compute";
    return failure();
  }
  parts.result = result->second;
  return reducedDims == shape.size() ? emitWhole(parts, kernel, why)
                                     : emitColumns(parts, kernel);
}

FailureOr<KernelSource> ReduceEmitter::emitWhole(const Parts &parts,
                                                 KernelSource kernel,
                                                 std::string &why) {
  int64_t vector = params.getVectorWidth(), threads = params.getThreads();
  int64_t groups = ShapedType::getNumElements(shape) / vector;
  int64_t blocks = std::min<int64_t>(
      params.getBlocks(), std::max<int64_t>(1, (groups + threads - 1) / threads));
  std::string lambda =
      llvm::formatv("[]({0} a, {0} b) {{ return {1}; }", T, parts.combined)
          .str();
  std::string source;
  llvm::raw_string_ostream os(source);
  os << "// " << kernel.entry << ": " << groups * vector
     << " points to one value, " << blocks << " blocks of " << threads
     << " threads, " << vector
     << "-wide loads; the last block combines the blocks' partials\n";
  os << cudaHelpers();
  os << "__device__ " << T << " hiera_partials[" << blocks << "];\n"
     << "__device__ unsigned hiera_ticket;\n";
  os << cudaBlockReduce(T, threads / 32);
  os << llvm::formatv("__device__ inline {0} hiera_combine({0} a, {0} b) {{ "
                      "return {1}; }\n",
                      T, parts.combined);
  os << "extern \"C\" __global__ void __launch_bounds__(" << threads << ") "
     << kernel.entry << "(" << llvm::join(parts.parameters, ", ") << ") {\n";
  os << "  " << T << " acc = " << identity << ";\n"
     << "  for (long g = (long)blockIdx.x * " << threads
     << " + threadIdx.x; g < " << groups << "l; g += " << blocks * threads
     << "l) {\n"
     << parts.loads;
  // Each lane's temporaries in their own scope.
  for (int64_t l = 0; l < vector; ++l)
    os << "      {\n"
       << (vector > 1 ? laneOf(parts.perLane, l) : parts.perLane)
       << "      acc = " << (vector > 1 ? laneOf(parts.step, l) : parts.step)
       << ";\n      }\n";
  os << "  }\n"
     << "  acc = hiera_block_reduce(acc, " << lambda << ");\n"
     << "  __shared__ bool last;\n"
     << "  if (threadIdx.x == 0) {\n"
     << "    hiera_partials[blockIdx.x] = acc;\n"
     << "    __threadfence();\n"
     << "    last = atomicAdd(&hiera_ticket, 1u) == gridDim.x - 1;\n"
     << "  }\n"
     << "  __syncthreads();\n"
     << "  if (!last) return;\n"
     << "  // The last block: every partial, in block order.\n"
     << "  acc = " << identity << ";\n"
     << "  for (int b = threadIdx.x; b < " << blocks << "; b += " << threads
     << ") acc = hiera_combine(acc, __ldcg(hiera_partials + b));\n"
     << "  acc = hiera_block_reduce(acc, " << lambda << ");\n"
     << "  if (threadIdx.x != 0) return;\n"
     << "  hiera_ticket = 0;\n"
     << "  const " << T << " total = acc;\n"
     << "  const " << T << " result = " << parts.withInit << ";\n"
     << parts.tail << "  out0[0] = " << parts.result << ";\n}\n";
  kernel.source = source;
  kernel.gridX = blocks;
  kernel.blockX = threads;
  return kernel;
}

FailureOr<KernelSource> ReduceEmitter::emitColumns(const Parts &parts,
                                                   KernelSource kernel) {
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
      params.getBlocks() / tiles, 1, std::max<int64_t>(1, reducedPoints / (8 * down)));
  int64_t stride = splits * down;
  std::string source;
  llvm::raw_string_ostream os(source);
  os << "// " << kernel.entry << ": " << reducedPoints << " rows of "
     << keptPoints << " reduced to one row; blocks of " << across
     << " column vectors x " << down << " rows, " << tiles
     << " column tiles x " << splits
     << " row splits; the last block of a tile combines its splits\n";
  os << cudaHelpers();
  if (splits > 1)
    os << "__device__ " << T << " hiera_partials[" << splits * keptPoints
       << "];\n"
       << "__device__ unsigned hiera_tickets[" << tiles << "];\n";
  os << llvm::formatv("__device__ inline {0} hiera_combine({0} a, {0} b) {{ "
                      "return {1}; }\n",
                      T, parts.combined);
  os << "extern \"C\" __global__ void __launch_bounds__(256) " << kernel.entry
     << "(" << llvm::join(parts.parameters, ", ") << ") {\n";
  os << "  const int tx = threadIdx.x, ty = threadIdx.y;\n"
     << "  const long column = (long)blockIdx.x * " << across << " + tx;\n"
     << "  const bool inside = column < " << columnVectors << ";\n"
     << "  " << T << " acc[" << vector << "];\n"
     << "#pragma unroll\n  for (int l = 0; l < " << vector << "; ++l) acc[l] = "
     << identity << ";\n"
     << "  for (long r = (long)blockIdx.y * " << down << " + ty; inside && r < "
     << reducedPoints << "l; r += " << stride << ") {\n"
     << "      const long g = r * " << columnVectors << "l + column;\n"
     << parts.loads;
  for (int64_t l = 0; l < vector; ++l) {
    std::string update = vector > 1 ? laneOf(parts.step, l) : parts.step;
    std::string indexed = "acc[" + std::to_string(l) + "]";
    size_t at = update.find("acc");
    // The step combines "acc": this lane's accumulator.
    while (at != std::string::npos) {
      update.replace(at, 3, indexed);
      at = update.find("acc", at + indexed.size());
    }
    os << "      {\n"
       << (vector > 1 ? laneOf(parts.perLane, l) : parts.perLane) << "      "
       << indexed << " = " << update << ";\n      }\n";
  }
  // The block's rows in shared memory, combined by its first row of
  // threads; every thread stays until the ticket is taken.
  os << "  }\n"
     << "  __shared__ " << T << " rowsOf[" << down << "][" << across * vector
     << "];\n"
     << "#pragma unroll\n  for (int l = 0; l < " << vector
     << "; ++l) rowsOf[ty][tx * " << vector << " + l] = acc[l];\n"
     << "  __syncthreads();\n"
     << "  if (ty == 0) {\n"
     << "#pragma unroll\n    for (int l = 0; l < " << vector << "; ++l) {\n"
     << "      acc[l] = rowsOf[0][tx * " << vector << " + l];\n"
     << "      for (int y = 1; y < " << down
     << "; ++y) acc[l] = hiera_combine(acc[l], rowsOf[y][tx * " << vector
     << " + l]);\n    }\n";
  if (splits > 1)
    os << "    // Each split's totals; the tile's last block combines them.\n"
       << "    if (inside)\n"
       << "#pragma unroll\n      for (int l = 0; l < " << vector
       << "; ++l) hiera_partials[(long)blockIdx.y * " << keptPoints
       << " + column * " << vector << " + l] = acc[l];\n"
       << "    __threadfence();\n";
  os << "  }\n";
  if (splits > 1)
    os << "  __shared__ bool last;\n"
       << "  __syncthreads();\n"
       << "  if (tx == 0 && ty == 0) last = atomicAdd(&hiera_tickets[blockIdx.x], "
          "1u) == gridDim.y - 1;\n"
       << "  __syncthreads();\n"
       << "  if (!last) return;\n"
       << "  if (tx == 0 && ty == 0) hiera_tickets[blockIdx.x] = 0;\n"
       << "  if (ty != 0 || !inside) return;\n"
       << "#pragma unroll\n  for (int l = 0; l < " << vector << "; ++l) {\n"
       << "    acc[l] = " << identity << ";\n"
       << "    for (int s = 0; s < " << splits
       << "; ++s) acc[l] = hiera_combine(acc[l], __ldcg(hiera_partials + "
          "(long)s * "
       << keptPoints << " + column * " << vector << " + l));\n  }\n";
  else
    os << "  if (ty != 0 || !inside) return;\n";
  os << "#pragma unroll\n  for (int l = 0; l < " << vector << "; ++l) {\n"
     << "    const " << T << " total = acc[l];\n"
     << "    const " << T << " result = " << parts.withInit << ";\n"
     << parts.tail << "    out0[column * " << vector << " + l] = "
     << parts.result << ";\n  }\n}\n";
  kernel.source = source;
  kernel.gridX = tiles;
  kernel.gridY = splits;
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
