//===- Reduce.cpp - Whole-tensor reductions of a fused expression ---------===//
//
// One kernel for a task that reduces all of a tensor to one value (a sum, a
// maximum or minimum; a loss of a fused elementwise expression such as
// mean((a - b)^2)): elementwise ops over one iteration space, their result
// combined over every point, elementwise ops on the scalar. Each thread
// combines 16-byte groups a grid apart, each block its threads (warp
// shuffles and one shared-memory step) into one partial per block; the last
// block to finish (an atomic ticket) combines the partials in block order
// and writes the result. One launch, no spinning, and the same result on
// every run.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Custom/Kernels.h"

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
  ReduceEmitter(TaskOp task, const ReduceParams &params)
      : task(task), params(params) {}
  FailureOr<KernelSource> emit(std::string &why);
  bool inFamily = false;

private:
  /// Statements computing op `op`'s payload on per-lane values, and the
  /// name of its result; `lane` selects a vector lane's value of each
  /// loaded input.
  LogicalResult emitPayload(linalg::LinalgOp op,
                            DenseMap<Value, std::string> &names,
                            llvm::raw_ostream &os, std::string &why);

  TaskOp task;
  ReduceParams params;
  SmallVector<linalg::LinalgOp> producers, consumers;
  linalg::LinalgOp reduction;
  Operation *combine = nullptr;
  std::string identity, init, T;
  Type element;
  SmallVector<int64_t> shape;
  bool approx = false;
  unsigned counter = 0;
};

LogicalResult ReduceEmitter::emitPayload(linalg::LinalgOp op,
                                         DenseMap<Value, std::string> &names,
                                         llvm::raw_ostream &os,
                                         std::string &why) {
  DenseMap<Value, std::string> local;
  for (OpOperand *input : op.getDpsInputOperands()) {
    BlockArgument arg = op.getMatchingBlockArgument(input);
    if (arg.use_empty())
      continue;
    FloatAttr constant;
    auto it = names.find(input->get());
    if (it != names.end())
      local[arg] = it->second;
    else if (matchPattern(input->get(), m_Constant(&constant)))
      local[arg] = cudaLiteral(constant);
    else if (auto fill = input->get().getDefiningOp<linalg::FillOp>();
             fill && matchPattern(fill.getInputs()[0], m_Constant(&constant)))
      local[arg] = cudaLiteral(constant);
    else {
      why = "an operand that is neither an input, a fill nor a result of "
            "the chain";
      return failure();
    }
  }
  Block *payload = op.getBlock();
  for (Operation &inner : payload->without_terminator()) {
    FloatAttr constant;
    if (matchPattern(inner.getResult(0), m_Constant(&constant))) {
      local[inner.getResult(0)] = cudaLiteral(constant);
      continue;
    }
    SmallVector<std::string> operands;
    for (Value operand : inner.getOperands()) {
      auto it = local.find(operand);
      FloatAttr outside;
      if (it != local.end())
        operands.push_back(it->second);
      else if (matchPattern(operand, m_Constant(&outside)))
        operands.push_back(cudaLiteral(outside));
      else {
        why = "a payload operand with no value here";
        return failure();
      }
    }
    std::string expr = cudaExpression(inner, operands, element, approx, why);
    std::string type = cudaType(inner.getResult(0).getType());
    if (expr.empty() || type.empty())
      return failure();
    std::string name = "t" + std::to_string(counter++);
    os << "      const " << type << " " << name << " = " << expr << ";\n";
    local[inner.getResult(0)] = name;
  }
  Value yielded = payload->getTerminator()->getOperand(0);
  if (!local.count(yielded)) {
    why = "an op that yields nothing it computes";
    return failure();
  }
  names[op->getResult(0)] = local[yielded];
  return success();
}

FailureOr<KernelSource> ReduceEmitter::emit(std::string &why) {
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    why = "the task needs a contract with static shapes";
    return failure();
  }
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp>(op))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp) {
      why = "an op that is not structured";
      return failure();
    }
    OpClass kind = classifyOp(linalgOp);
    if (kind == OpClass::Fill)
      continue;
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
  if (!reduction || reduction.getNumDpsInits() != 1 ||
      reduction.getNumDpsInputs() != 1 ||
      llvm::any_of(reduction.getIteratorTypesArray(), [](auto type) {
        return type != utils::IteratorType::reduction;
      })) {
    why = "no reduction of a whole tensor to one value";
    return failure();
  }
  shape = reduction.getStaticLoopRanges();
  OpOperand *reduced = reduction.getDpsInputOperand(0);
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
    if (op.getNumLoops() != 0) {
      why = "an op after the reduction that is not on its scalar";
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
  FloatAttr initial;
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
  inFamily = true;
  T = cudaType(element);
  init = cudaLiteral(initial);
  approx = bitEnumContainsAll(contract.getPrecision(),
                              PrecisionPolicy::ApproxMath);
  int64_t vector = params.vectorWidth, threads = params.threadsPerBlock;
  int64_t points = ShapedType::getNumElements(shape);
  if (vector < 1 || vector * (element.isF32() ? 4 : 8) > 16 ||
      (vector & (vector - 1)) || points % vector) {
    why = llvm::formatv("{0} points are not a whole number of {1}-wide "
                        "16-byte vectors",
                        points, vector);
    return failure();
  }
  if (threads < 32 || threads > 1024 || threads % 32 || params.blocks < 1) {
    why = "threads per block must be a multiple of 32 up to 1024";
    return failure();
  }

  // Inputs: the task's tensors the chain reads, as vectors of lanes.
  KernelSource kernel;
  kernel.entry = "hiera_reduce_" + task.getName().str();
  for (char &c : kernel.entry)
    if (!llvm::isAlnum(c))
      c = '_';
  SmallVector<std::string> parameters;
  std::string loads;
  llvm::raw_string_ostream load(loads);
  DenseMap<Value, std::string> laneNames;
  std::string vectorType = vector == 1 ? T : T + std::to_string(vector);
  static const char *const fields[] = {"x", "y", "z", "w"};
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
    load << llvm::formatv("      const {0} v{1} = reinterpret_cast<const {0} "
                          "*>(in{1})[g];\n",
                          vectorType, arg.getArgNumber());
  }
  parameters.push_back(T + " *__restrict__ out0");

  // The chain on one lane, then the combine.
  std::string perLane;
  llvm::raw_string_ostream lane(perLane);
  for (BlockArgument arg : task.getBodyBlock().getArguments())
    if (!arg.use_empty())
      laneNames[arg] =
          vector == 1 ? llvm::formatv("v{0}", arg.getArgNumber()).str()
                      : llvm::formatv("v{0}.LANE", arg.getArgNumber()).str();
  for (linalg::LinalgOp op : producers)
    if (failed(emitPayload(op, laneNames, lane, why)))
      return failure();
  auto it = laneNames.find(reduced->get());
  if (it == laneNames.end()) {
    why = "a reduction of a value the chain does not compute";
    return failure();
  }
  std::string step = [&] {
    std::string operands[] = {"acc", it->second};
    return cudaExpression(*combine, operands, element, approx, why);
  }();
  std::string a = "a", b = "b";
  std::string pairOperands[] = {a, b};
  std::string combined =
      cudaExpression(*combine, pairOperands, element, approx, why);
  std::string finalOperands[] = {init, "acc"};
  std::string withInit =
      cudaExpression(*combine, finalOperands, element, approx, why);
  if (step.empty() || combined.empty() || withInit.empty())
    return failure();
  // The ops on the scalar.
  std::string tail;
  llvm::raw_string_ostream after(tail);
  DenseMap<Value, std::string> scalarNames;
  scalarNames[reduction->getResult(0)] = "total";
  for (linalg::LinalgOp op : consumers)
    if (failed(emitPayload(op, scalarNames, after, why)))
      return failure();
  auto result = scalarNames.find(task.getYield().getOperand(0));
  if (task.getNumResults() != 1 || result == scalarNames.end()) {
    why = "a result the chain does not compute";
    return failure();
  }

  int64_t groups = points / vector;
  int64_t blocks = std::min<int64_t>(
      params.blocks, std::max<int64_t>(1, (groups + threads - 1) / threads));
  std::string source;
  llvm::raw_string_ostream os(source);
  os << "// " << kernel.entry << ": " << points << " points to one value, "
     << blocks << " blocks of " << threads << " threads, " << vector
     << "-wide loads; the last block combines the blocks' partials\n";
  os << cudaHelpers();
  os << "__device__ " << T << " hiera_partials[" << blocks << "];\n"
     << "__device__ unsigned hiera_ticket;\n";
  os << "template <typename F> __device__ inline " << T
     << " hiera_block_reduce(" << T << " value, F combine) {\n"
     << "  __shared__ " << T << " partial[32];\n"
     << "  for (int offset = 16; offset > 0; offset /= 2)\n"
     << "    value = combine(value, __shfl_xor_sync(0xffffffffu, value, "
        "offset));\n"
     << "  __syncthreads();\n"
     << "  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = value;\n"
     << "  __syncthreads();\n"
     << "  value = partial[0];\n"
     << "  for (int w = 1; w < " << threads / 32 << "; ++w)\n"
     << "    value = combine(value, partial[w]);\n"
     << "  return value;\n}\n";
  os << "extern \"C\" __global__ void __launch_bounds__(" << threads << ") "
     << kernel.entry << "(" << llvm::join(parameters, ", ") << ") {\n";
  std::string lambda =
      llvm::formatv("[]({0} a, {0} b) {{ return {1}; }", T, combined).str();
  os << "  " << T << " acc = " << identity << ";\n"
     << "  for (long g = (long)blockIdx.x * " << threads
     << " + threadIdx.x; g < " << groups << "l; g += " << blocks * threads
     << "l) {\n"
     << loads;
  for (int64_t l = 0; l < vector; ++l) {
    std::string text = perLane, update = step;
    if (vector > 1) {
      for (std::string *piece : {&text, &update}) {
        size_t at = 0;
        while ((at = piece->find(".LANE", at)) != std::string::npos)
          piece->replace(at, 5, std::string(".") + fields[l]);
      }
    }
    // Each lane's temporaries in their own scope.
    os << "      {\n" << text << "      acc = " << update << ";\n      }\n";
  }
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
     << "  const " << T << " total = " << withInit << ";\n"
     << tail << "  out0[0] = " << result->second << ";\n}\n";
  // hiera_combine: the reduction's own op, for the partials' loop.
  std::string combineFunction =
      llvm::formatv("__device__ inline {0} hiera_combine({0} a, {0} b) {{ "
                    "return {1}; }\n",
                    T, combined)
          .str();
  size_t at = source.find("extern \"C\"");
  source.insert(at, combineFunction);
  kernel.source = source;
  kernel.gridX = blocks;
  kernel.blockX = threads;
  return kernel;
}

} // namespace

FailureOr<KernelSource> hiera::buildReduceKernel(TaskOp task,
                                                 const ReduceParams &params,
                                                 std::string &why,
                                                 bool *inFamily) {
  ReduceEmitter emitter(task, params);
  FailureOr<KernelSource> kernel = emitter.emit(why);
  if (inFamily)
    *inFamily = emitter.inFamily;
  return kernel;
}
