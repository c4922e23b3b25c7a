//===- RowFused.cpp - Row reductions and normalisations, a block a row ----===//
//
// One kernel for a task whose ops all iterate over rows x columns: reductions
// along a row and elementwise ops that use the rows' results (softmax, layer
// norm, RMS norm, row sums). Each block owns a row and keeps it in
// registers: every input read once in 16-byte vectors, each reduction by
// warp shuffles and one shared-memory step, each result written once.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Custom/Kernels.h"

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

class RowEmitter {
public:
  RowEmitter(TaskOp task, const RowFusedParams &params)
      : task(task), params(params) {}
  FailureOr<KernelSource> emit(std::string &why);
  /// Set once the task is known to be of this family.
  bool inFamily = false;

private:
  FailureOr<RowValue> operand(OpOperand &use, linalg::LinalgOp op,
                              std::string &why);

  TaskOp task;
  RowFusedParams params;
  Type element;
  std::string T, V;
  int64_t rows = 0, cols = 0, vector = 1, perThread = 0, perElement = 0;
  std::string body;
  llvm::raw_string_ostream os{body};
  DenseMap<Value, RowValue> values;
  unsigned counter = 0;
  std::string fresh() { return "r" + std::to_string(counter++); }
};

/// Loads a rows x cols input (map identity) or a column vector (map (d1))
/// into the thread's per-element registers, 16 bytes at a time.
FailureOr<RowValue> RowEmitter::operand(OpOperand &use, linalg::LinalgOp op,
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
  if (map == identity)
    base = input + " + row * " + std::to_string(cols) + "l";
  else if (map == column)
    base = input;
  else {
    why = "an input read along neither rows nor columns";
    return failure();
  }
  os << "  " << T << " " << name << "[" << perElement << "];\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread << "; ++i) {\n"
     << "    const " << V << " w = reinterpret_cast<const " << V << " *>("
     << base << ")[threadIdx.x + i * " << params.threadsPerBlock << "];\n";
  static const char *const fields[] = {"x", "y", "z", "w"};
  for (int64_t l = 0; l < vector; ++l)
    os << "    " << name << "[i * " << vector << " + " << l << "] = w."
       << fields[l] << ";\n";
  os << "  }\n";
  return values[value] = RowValue{name, true};
}

FailureOr<KernelSource> RowEmitter::emit(std::string &why) {
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    why = "the task needs a contract with static shapes";
    return failure();
  }
  SmallVector<linalg::LinalgOp> ops;
  bool reduces = false;
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
    AffineMap out = linalgOp.getMatchingIndexingMap(linalgOp.getDpsInitOperand(0));
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
  inFamily = true; // what remains are the parameters' limits
  T = cudaType(element);
  vector = element.isF32() ? 4 : 2;
  V = T + std::to_string(vector);
  int64_t threads = params.threadsPerBlock;
  if (threads < 32 || threads > 1024 || threads % 32) {
    why = "threads per block must be a multiple of 32 up to 1024";
    return failure();
  }
  if (cols % (threads * vector) != 0) {
    why = llvm::formatv("a row of {0} is not a whole number of {1} threads "
                        "x {2}-wide vectors",
                        cols, threads, vector);
    return failure();
  }
  perThread = cols / (threads * vector);
  perElement = perThread * vector;
  if (perThread > kMaxVectorsPerThread) {
    why = llvm::formatv("a row of {0} needs {1} vectors per thread, more "
                        "than {2} stay in registers",
                        cols, perThread, kMaxVectorsPerThread);
    return failure();
  }
  bool approx = bitEnumContainsAll(contract.getPrecision(),
                                   PrecisionPolicy::ApproxMath);

  for (linalg::LinalgOp op : ops) {
    Block *payload = op.getBlock();
    bool isReduction = classifyOp(op) == OpClass::Reduction;
    BlockArgument accumulator =
        op.getMatchingBlockArgument(op.getDpsInitOperand(0));
    for (OpOperand &use : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&use);
      if (arg.use_empty() || arg == accumulator)
        continue;
      FailureOr<RowValue> value = operand(use, op, why);
      if (failed(value))
        return failure();
      values[arg] = *value;
    }
    if (!isReduction && !accumulator.use_empty()) {
      why = "an elementwise op that reads its destination";
      return failure();
    }
    // The reduction's combining op: yield(combine(x, accumulator)).
    Value yielded = payload->getTerminator()->getOperand(0);
    Operation *combine = isReduction ? yielded.getDefiningOp() : nullptr;
    std::string identity;
    if (isReduction) {
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
    }

    // The per-element part of the payload, in a loop over the thread's
    // elements; row values are the same in every iteration.
    std::string result = fresh();
    if (isReduction)
      os << "  " << T << " " << result << " = " << identity << ";\n";
    else
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
    if (isReduction) {
      Value x = combine->getOperand(0) == accumulator ? combine->getOperand(1)
                                                      : combine->getOperand(0);
      std::string operands[] = {result, expressionOf(x)};
      std::string expr =
          cudaExpression(*combine, operands, element, approx, why);
      if (expr.empty() || operands[1].empty())
        return failure();
      os << "    " << result << " = " << expr << ";\n  }\n";
      // The row's value: the block's combination, then the initial value.
      std::string a = fresh(), b = fresh();
      std::string operandsAB[] = {a, b};
      std::string combined =
          cudaExpression(*combine, operandsAB, element, approx, why);
      os << "  " << result << " = hiera_block_reduce(" << result << ", [](" << T
         << " " << a << ", " << T << " " << b << ") { return " << combined
         << "; });\n";
      FailureOr<RowValue> initial =
          operand(*op.getDpsInitOperand(0), op, why);
      if (failed(initial) || initial->perElement) {
        why = "a reduction that does not start from a constant";
        return failure();
      }
      std::string finalOperands[] = {initial->name, result};
      os << "  " << result << " = "
         << cudaExpression(*combine, finalOperands, element, approx, why)
         << ";\n";
      values[op->getResult(0)] = RowValue{result, false};
    } else {
      std::string value = expressionOf(yielded);
      if (value.empty()) {
        why = "an elementwise op that yields nothing it computes";
        return failure();
      }
      os << "    " << result << "[e] = " << value << ";\n  }\n";
      values[op->getResult(0)] = RowValue{result, true};
    }
  }

  // Results: a rows x columns tensor per element, a row vector per row.
  std::string stores;
  llvm::raw_string_ostream store(stores);
  static const char *const fields[] = {"x", "y", "z", "w"};
  for (auto [r, value] : llvm::enumerate(task.getYield().getValues())) {
    auto it = values.find(value);
    if (it == values.end()) {
      why = "a result no op computes";
      return failure();
    }
    auto shape = cast<ShapedType>(value.getType()).getShape();
    if (it->second.perElement && shape == ArrayRef<int64_t>{rows, cols}) {
      store << "#pragma unroll\n  for (int i = 0; i < " << perThread
            << "; ++i) {\n    " << V << " w;\n";
      for (int64_t l = 0; l < vector; ++l)
        store << "    w." << fields[l] << " = " << it->second.name << "[i * "
              << vector << " + " << l << "];\n";
      store << "    reinterpret_cast<" << V << " *>(out" << r << " + row * "
            << cols << "l)[threadIdx.x + i * " << threads << "] = w;\n  }\n";
    } else if (!it->second.perElement && shape == ArrayRef<int64_t>{rows}) {
      store << "  if (threadIdx.x == 0) out" << r << "[row] = "
            << it->second.name << ";\n";
    } else {
      why = "a result that is neither rows x columns nor one per row";
      return failure();
    }
  }

  KernelSource kernel;
  kernel.entry = "hiera_rows_" + task.getName().str();
  for (char &c : kernel.entry)
    if (!llvm::isAlnum(c))
      c = '_';
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
  src << "// " << kernel.entry << ": " << rows << " rows of " << cols
      << ", one block of " << threads << " threads per row, " << perThread
      << " " << V << " per thread and input in registers\n";
  src << "template <typename F> __device__ inline " << T
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
  src << cudaHelpers();
  src << "extern \"C\" __global__ void __launch_bounds__(" << threads << ") "
      << kernel.entry << "(" << llvm::join(parameters, ", ") << ") {\n"
      << "  const long row = blockIdx.x;\n"
      << body << stores << "}\n";
  kernel.source = source;
  kernel.gridX = rows;
  kernel.blockX = threads;
  return kernel;
}

} // namespace

FailureOr<KernelSource> hiera::buildRowFusedKernel(TaskOp task,
                                                   const RowFusedParams &params,
                                                   std::string &why,
                                                   bool *inFamily) {
  RowEmitter emitter(task, params);
  FailureOr<KernelSource> kernel = emitter.emit(why);
  if (inFamily)
    *inFamily = emitter.inFamily;
  return kernel;
}
