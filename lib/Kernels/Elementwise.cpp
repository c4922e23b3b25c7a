//===- Elementwise.cpp - Fused elementwise kernels in CUDA C++ ------------===//
//
// One kernel for a whole chain of elementwise ops: each block takes one tile
// of `threadsPerBlock x unroll` groups of `vectorWidth` neighbouring points,
// each thread `unroll` groups a block apart (each access coalesced); every
// load of all its groups is issued before any arithmetic (several 16-byte
// loads in flight), the payloads are evaluated in registers and each result
// is stored once. Only the last tile checks bounds. Index arithmetic is
// 32-bit where the tensors allow it (64-bit division by a constant is a
// long instruction sequence on the GPU). A chain that reads an input
// across the innermost dimension (a transpose) also gets a staged kernel:
// 32 x 32 tiles of that input read along its own innermost dimension into
// shared memory, every point then written from there, so that reads and
// writes are both coalesced.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "CudaWriter.h"
#include "Emitter.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// One line per statement, as the group's lists hold them.
void writeStatements(CudaWriter &w, ArrayRef<std::string> statements) {
  for (const std::string &statement : statements)
    w.line(Twine(statement));
}

/// How an input's elements are read by the lanes of one vector group.
enum class Access { Vector, Uniform, Gather, Indexed };

/// How an input read through `map` is accessed in a space of `rank` loops:
/// not along the innermost loop (one value for a group's lanes), along it
/// as its own innermost dimension (a vector), across it (each lane its own
/// load), or at an index computed from the coordinates (each lane its own
/// load: a channel (c0 floordiv 4) mod 3 of a flattened tensor). A constant
/// index (one slice of a split dimension: an LSTM's gate) changes none of
/// these, but where the map's innermost index is one, across the loop
/// there is no dimension to stage a tile along: each lane loads its own.
/// None where the map is none of these.
std::optional<Access> accessThrough(AffineMap map, unsigned rank) {
  bool usesInnermost = false, innermostLast = false;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    if (isa<AffineConstantExpr>(expr))
      continue;
    auto dim = dyn_cast<AffineDimExpr>(expr);
    if (!dim)
      return isIndexableByConstants(map) ? std::optional(Access::Indexed)
                                         : std::nullopt;
    if (dim.getPosition() == rank - 1) {
      usesInnermost = true;
      innermostLast = i + 1 == map.getNumResults();
    }
  }
  if (usesInnermost && !innermostLast &&
      isa<AffineConstantExpr>(map.getResults().back()))
    return Access::Indexed;
  return !usesInnermost  ? Access::Uniform
         : innermostLast ? Access::Vector
                         : Access::Gather;
}

class ElementwiseEmitter {
public:
  explicit ElementwiseEmitter(TaskOp task) : task(task) {}

  /// Whether the task is of the family: elementwise ops over one space.
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(ElementwiseParamsAttr params,
                               const KernelTarget &, WhyNot whyNot);

private:
  std::string offsetExpr(AffineMap map, ArrayRef<int64_t> shape,
                         int64_t lane = 0);

  TaskOp task;
  ElementwiseParamsAttr params;
  SmallVector<linalg::LinalgOp> ops;
  SmallVector<int64_t> extents;
  Type element;
  /// The C type and literal suffix of indices and offsets.
  std::string indexType = "unsigned", indexSuffix = "u";
  /// Whether some access needs the coordinates of a point, not only its
  /// linear index.
  bool usesCoordinates = false;
  /// With a transpose tile: the dimension that is innermost in the inputs
  /// read across the iteration's innermost one (-1 until one is seen).
  bool tiled = false;
  int transposedDim = -1;
  FailureOr<KernelSource>
  emitTiled(KernelSource kernel, CudaWriter &w,
            ArrayRef<std::string> parameters,
            ArrayRef<std::string> declarations, ArrayRef<std::string> staging,
            ArrayRef<std::string> loads, ArrayRef<std::string> compute,
            ArrayRef<std::string> stores, WhyNot whyNot);
};

LogicalResult ElementwiseEmitter::analyse(WhyNot whyNot) {
  if (!task.getContractAttr() || !task.getContractAttr().hasStaticShapes()) {
    whyNot("the task needs a contract with static shapes");
    return failure();
  }
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp>(op))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp || (classifyOp(linalgOp) != OpClass::Elementwise &&
                      classifyOp(linalgOp) != OpClass::Fill)) {
      whyNot("the task has an op that is not elementwise: " +
             op.getName().getStringRef().str());
      return failure();
    }
    // A fill is a scalar where it is used, and a pointwise op where the
    // task yields it (a constant tensor a GEMM reads as an operand).
    if (classifyOp(linalgOp) == OpClass::Fill &&
        !llvm::is_contained(task.getYield()->getOperands(),
                            linalgOp->getResult(0)))
      continue;
    SmallVector<int64_t> ranges = linalgOp.getStaticLoopRanges();
    if (extents.empty())
      extents = ranges;
    if (ranges != extents) {
      whyNot("the task's ops iterate over different spaces");
      return failure();
    }
    for (OpOperand &init : linalgOp.getDpsInitsMutable())
      if (!linalgOp.getMatchingIndexingMap(&init).isIdentity()) {
        whyNot("an output is not written pointwise");
        return failure();
      }
    ops.push_back(linalgOp);
  }
  if (ops.empty()) {
    whyNot("the task computes nothing pointwise");
    return failure();
  }
  // Each tensor in its own type (an f32 input widened to f64, an i64
  // counter); the widest sets how many elements a 16-byte access holds.
  FailureOr<Type> widest = widestElementType(task, whyNot);
  if (failed(widest))
    return failure();
  element = *widest;
  return success();
}

/// The element offset, in a row-major tensor of `shape` read through `map`,
/// of lane `lane` of the current group (coordinates c0, c1, ...; lanes
/// differ in the innermost one).
std::string ElementwiseEmitter::offsetExpr(AffineMap map,
                                           ArrayRef<int64_t> shape,
                                           int64_t lane) {
  // A tensor laid out as the iteration space is addressed by the linear
  // index of the point: no coordinates to compute.
  if (!tiled && map.isIdentity() && shape == ArrayRef<int64_t>(extents))
    return lane ? llvm::formatv("(g * {0}{2} + {1})", params.getVectorWidth(), lane,
                                indexSuffix)
                      .str()
                : llvm::formatv("g * {0}{1}", params.getVectorWidth(), indexSuffix)
                      .str();
  usesCoordinates = true;
  unsigned innermost = extents.size() - 1;
  // An index computed from the coordinates (Access::Indexed).
  if (llvm::any_of(map.getResults(),
                   [](AffineExpr e) { return !isa<AffineDimExpr>(e); })) {
    SmallVector<std::string> dims;
    for (unsigned d = 0; d < map.getNumDims(); ++d)
      dims.push_back(d == innermost && lane
                         ? llvm::formatv("(c{0} + {1})", d, lane).str()
                         : llvm::formatv("c{0}", d).str());
    return linearIndex(map, shape, dims);
  }
  SmallVector<std::string> terms;
  int64_t stride = 1;
  for (int i = int(map.getNumResults()) - 1; i >= 0; --i) {
    unsigned dim = cast<AffineDimExpr>(map.getResult(i)).getPosition();
    std::string coordinate =
        dim == innermost && lane
            ? llvm::formatv("(c{0} + {1})", dim, lane).str()
            : llvm::formatv("c{0}", dim).str();
    terms.push_back(
        llvm::formatv("{0} * {1}{2}", coordinate, stride, indexSuffix));
    stride *= shape[i];
  }
  return terms.empty() ? "0" + indexSuffix : llvm::join(terms, " + ");
}

FailureOr<KernelSource> ElementwiseEmitter::emit(ElementwiseParamsAttr params,
                                                 const KernelTarget &,
                                                 WhyNot whyNot) {
  this->params = params;
  // What remains are the parameters' limits.
  int64_t vector = params.getVectorWidth(), unroll = params.getUnroll();
  int64_t bytes = *getSizeInBytes(element);
  if (vector < 1 || vector * bytes > 16 || (vector & (vector - 1))) {
    whyNot(llvm::formatv("vector width {0} is not a power of two of at most "
                         "16 bytes",
                         vector));
    return failure();
  }
  // A 0-d result (a loss's final division, say) has one element.
  int64_t innermost = extents.empty() ? 1 : extents.back();
  if (innermost % vector != 0) {
    whyNot(llvm::formatv("the innermost extent {0} is not a multiple of the "
                         "vector width {1}",
                         innermost, vector));
    return failure();
  }
  unsigned rank = extents.size();
  tiled = params.getTransposeTile() != 0;
  if (tiled && rank < 2) {
    whyNot("a transpose tile needs two dimensions or more");
    return failure();
  }
  int64_t points = 1;
  for (int64_t extent : extents)
    points *= extent;
  int64_t groups = points / vector;
  if (groups == 0) {
    whyNot("the result has no elements");
    return failure();
  }
  // Half the 32-bit range: a tile's indices past the end never wrap.
  if (points > int64_t(UINT32_MAX / 2)) {
    indexType = "unsigned long";
    indexSuffix = "ul";
  }

  // A tensor's element and vector types in CUDA.
  auto scalarType = [](Value value) {
    return hiera::cudaType(getElementTypeOrSelf(value.getType()));
  };
  // "" where CUDA has no vector of the type (narrow integers, flags).
  auto vectorTypeOf = [&](Value value) {
    return hiera::cudaVectorType(getElementTypeOrSelf(value.getType()),
                                 vector);
  };
  for (Value value : llvm::concat<Value>(task.getBodyBlock().getArguments(),
                                         task.getYield().getOperands()))
    if (isa<ShapedType>(value.getType()) && vectorTypeOf(value).empty()) {
      whyNot("a tensor of a type with no CUDA vector: read element by element");
      return failure();
    }
  static const char *const laneField[] = {"x", "y", "z", "w"};
  auto lane = [&](StringRef vectorValue, int64_t l) {
    return vector == 1 ? vectorValue.str()
                       : (vectorValue + "." + laneField[l]).str();
  };

  // Parameters: the inputs the kernel reads, then the results.
  KernelSource kernel;
  std::string name = kernelEntryName("hiera_", task);
  kernel.entry = name;
  SmallVector<std::string> parameters;
  Block &body = task.getBodyBlock();
  DenseMap<Value, std::string> inputName;
  for (BlockArgument arg : body.getArguments()) {
    if (arg.use_empty())
      continue;
    std::string param = llvm::formatv("in{0}", arg.getArgNumber());
    inputName[arg] = param;
    kernel.inputs.push_back(arg.getArgNumber());
    parameters.push_back(isa<ShapedType>(arg.getType())
                             ? "const " + scalarType(arg) + " *__restrict__ " +
                                   param
                             : scalarType(arg) + " " + param);
  }
  YieldOp yield = task.getYield();
  for (unsigned r = 0; r < yield.getNumOperands(); ++r)
    parameters.push_back(llvm::formatv("{0} *__restrict__ out{1}",
                                       scalarType(task->getResult(r)), r));

  // Statements of a group, written where the kernel needs them.
  SmallVector<std::string> declarations, staging, loads, compute, stores;
  // Lane values of every SSA value: "v12[u].x", or a scalar expression.
  DenseMap<Value, SmallVector<std::string>> lanes;
  // Lane values of each task input as read through each map: one tensor
  // read twice (x + x^T, two gates of one slice) is two loads.
  DenseMap<std::pair<Value, AffineMap>, SmallVector<std::string>> loaded;
  CudaWriter w;
  auto fresh = [&] { return w.fresh("t"); };

  auto valueOf = [&](Value value, AffineMap map,
                     NotingWhyNot &noting) -> SmallVector<std::string> {
    if (auto it = lanes.find(value); it != lanes.end())
      return it->second;
    SmallVector<std::string> result;
    Operation *def = value.getDefiningOp();
    if (std::optional<std::string> literal = constantLiteral(value)) {
      result.assign(vector, *literal);
      return result;
    }
    if (auto fill = dyn_cast_or_null<linalg::FillOp>(def)) {
      Value scalar = fill.getInputs()[0];
      std::string expr;
      if (std::optional<std::string> literal = constantLiteral(scalar))
        expr = *literal;
      else if (inputName.count(scalar))
        expr = inputName[scalar];
      else
        noting("a fill of a computed scalar");
      result.assign(vector, expr);
      return result;
    }
    auto arg = dyn_cast<BlockArgument>(value);
    if (!arg || arg.getOwner() != &body) {
      noting("an operand that is neither an input, a fill nor a result "
             "of the chain");
      return {};
    }
    if (!isa<ShapedType>(value.getType())) {
      result.assign(vector, inputName[value]);
      return result;
    }
    // A tensor input, read through `map`.
    if (auto it = loaded.find({value, map}); it != loaded.end())
      return it->second;
    ArrayRef<int64_t> shape = cast<ShapedType>(value.getType()).getShape();
    std::optional<Access> readAs = accessThrough(map, rank);
    if (!readAs) {
      noting("an input read through a map that is neither a projection "
             "nor sums, products, quotients and remainders of coordinates "
             "by constants");
      return {};
    }
    Access access = *readAs;
    // Loaded values live in per-group arrays, indexed by the unrolled u.
    std::string name = fresh();
    std::string base = inputName[value];
    std::string T = scalarType(value), vectorType = vectorTypeOf(value);
    if (access == Access::Vector) {
      declarations.push_back(
          llvm::formatv("{0} {1}[{2}];", vectorType, name, unroll));
      loads.push_back(llvm::formatv(
          "{0}[u] = *reinterpret_cast<const {1} *>({2} + ({3}));", name,
          vectorType, base, offsetExpr(map, shape)));
      for (int64_t l = 0; l < vector; ++l)
        result.push_back(lane(name + "[u]", l));
    } else if (access == Access::Uniform) {
      declarations.push_back(llvm::formatv("{0} {1}[{2}];", T, name, unroll));
      loads.push_back(llvm::formatv("{0}[u] = {1}[{2}];", name, base,
                                    offsetExpr(map, shape)));
      result.assign(vector, name + "[u]");
    } else if (tiled && access == Access::Gather) {
      // Staged: a block's threads read the tile along the input's own
      // innermost dimension, and each takes its point from shared memory.
      unsigned across =
          cast<AffineDimExpr>(map.getResults().back()).getPosition();
      if (transposedDim >= 0 && unsigned(transposedDim) != across) {
        noting("inputs read across the innermost dimension along different "
               "dimensions: one transpose tile stages one pair");
        return {};
      }
      transposedDim = across;
      unsigned inner = rank - 1;
      declarations.push_back(
          llvm::formatv("__shared__ {0} {1}_tile[32][33];", T, name));
      staging.push_back(llvm::formatv(
          "{{ const {0} c{1} = tileX * 32{2} + ty + 8{2} * u; const {0} c{3} = "
          "tileY * 32{2} + tx; if (c{1} < {4}{2} && c{3} < {5}{2}) "
          "{6}_tile[ty + 8 * u][tx] = {7}[{8}]; }",
          indexType, inner, indexSuffix, across, extents[inner],
          extents[across], name, base, offsetExpr(map, shape)));
      result.push_back(name + "_tile[tx][ty + 8 * u]");
    } else {
      for (int64_t l = 0; l < vector; ++l) {
        declarations.push_back(
            llvm::formatv("{0} {1}_{2}[{3}];", T, name, l, unroll));
        loads.push_back(llvm::formatv("{0}_{1}[u] = {2}[{3}];", name, l, base,
                                      offsetExpr(map, shape, l)));
        result.push_back(llvm::formatv("{0}_{1}[u]", name, l));
      }
    }
    loaded[{value, map}] = result;
    return result;
  };

  for (linalg::LinalgOp op : ops) {
    Block *payload = op.getBlock();
    for (OpOperand &operand : op->getOpOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(&operand);
      if (arg.use_empty())
        continue;
      NotingWhyNot noting{whyNot};
      SmallVector<std::string> values =
          valueOf(operand.get(), op.getMatchingIndexingMap(&operand), noting);
      if (noting.said)
        return failure();
      lanes[arg] = values;
    }
    // The expressions of `values` in lane `l`.
    auto laneOperands = [&](ValueRange values, int64_t l,
                            SmallVector<std::string> &operands) {
      for (Value operand : values) {
        auto it = lanes.find(operand);
        if (it != lanes.end()) {
          operands.push_back(it->second[l]);
          continue;
        }
        NotingWhyNot noting{whyNot};
        SmallVector<std::string> value = valueOf(operand, AffineMap(), noting);
        if (value.empty()) {
          if (!noting.said)
            whyNot("a payload operand with no value");
          return failure();
        }
        operands.push_back(value[0]);
      }
      return success();
    };
    for (Operation &inner : payload->without_terminator()) {
      if (inner.getNumResults() != 1) {
        for (int64_t l = 0; l < vector; ++l) {
          SmallVector<std::string> operands;
          if (failed(laneOperands(inner.getOperands(), l, operands)))
            return failure();
          std::string statement = cudaStatement(inner, operands, whyNot);
          if (statement.empty())
            return failure();
          compute.push_back(statement);
        }
        continue;
      }
      if (std::optional<std::string> literal =
              constantLiteral(inner.getResult(0))) {
        lanes[inner.getResult(0)].assign(vector, *literal);
        continue;
      }
      // A gather (an embedding lookup): the task input read at the indices
      // the payload computes, lane by lane, row-major.
      if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
        auto table = dyn_cast<BlockArgument>(extract.getTensor());
        if (!table || table.getOwner() != &body || !inputName.count(table)) {
          whyNot("a tensor.extract from a tensor that is not a task input");
          return failure();
        }
        std::string type = hiera::cudaType(inner.getResult(0).getType());
        if (type.empty()) {
          whyNot("a gathered value of an unsupported type");
          return failure();
        }
        SmallVector<std::string> out;
        for (int64_t l = 0; l < vector; ++l) {
          SmallVector<std::string> indices;
          if (failed(laneOperands(extract.getIndices(), l, indices)))
            return failure();
          std::string read = llvm::formatv("{0}[{1}]", inputName[table],
                                           gatherOffset(extract, indices));
          if (isReadOnlyWhereSelected(extract)) {
            out.push_back("(" + read + ")");
            continue;
          }
          std::string name = fresh();
          compute.push_back(
              llvm::formatv("const {0} {1} = {2};", type, name, read));
          out.push_back(name);
        }
        lanes[inner.getResult(0)] = out;
        continue;
      }
      // The point's coordinate along a loop (an attention mask built from
      // positions): the group's, and along the innermost loop, the lane's.
      if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
        if (tiled) {
          whyNot("an index of the iteration space in a transposing tile");
          return failure();
        }
        usesCoordinates = true;
        uint64_t dim = index.getDim();
        bool innermost = dim + 1 == extents.size();
        SmallVector<std::string> out;
        for (int64_t l = 0; l < vector; ++l)
          out.push_back(innermost && l
                            ? llvm::formatv("((long long)c{0} + {1})", dim, l)
                                  .str()
                            : llvm::formatv("((long long)c{0})", dim).str());
        lanes[inner.getResult(0)] = out;
        continue;
      }
      std::string type = hiera::cudaType(inner.getResult(0).getType());
      if (type.empty()) {
        whyNot("a payload value of an unsupported type");
        return failure();
      }
      SmallVector<std::string> out;
      for (int64_t l = 0; l < vector; ++l) {
        SmallVector<std::string> operands;
        if (failed(laneOperands(inner.getOperands(), l, operands)))
          return failure();
        std::string expr = cudaExpression(
            inner, operands, getElementTypeOrSelf(inner.getResult(0).getType()),
            bitEnumContainsAll(task.getContractAttr().getPrecision(),
                               PrecisionPolicy::ApproxMath),
            whyNot);
        if (expr.empty())
          return failure();
        std::string name = fresh();
        compute.push_back(llvm::formatv("const {0} {1} = {2};", type, name, expr));
        out.push_back(name);
      }
      lanes[inner.getResult(0)] = out;
    }
    auto terminator = payload->getTerminator();
    for (auto [result, yielded] :
         llvm::zip(op->getResults(), terminator->getOperands())) {
      if (lanes.count(yielded)) {
        // A copy first: inserting `result` may grow the map and move the
        // yielded value's entry.
        SmallVector<std::string> values = lanes.lookup(yielded);
        lanes[result] = std::move(values);
        continue;
      }
      NotingWhyNot noting{whyNot};
      lanes[result] = valueOf(yielded, AffineMap(), noting);
      if (noting.said)
        return failure();
    }
  }
  for (auto [r, value] : llvm::enumerate(yield.getOperands())) {
    auto it = lanes.find(value);
    if (it == lanes.end()) {
      whyNot("a result that no op of the chain computes");
      return failure();
    }
    std::string offset = offsetExpr(
        AffineMap::getMultiDimIdentityMap(rank, task.getContext()), extents);
    if (vector == 1) {
      stores.push_back(
          llvm::formatv("out{0}[{1}] = {2};", r, offset, it->second[0]));
    } else {
      std::string vectorType = vectorTypeOf(task->getResult(r));
      stores.push_back(llvm::formatv(
          "*reinterpret_cast<{0} *>(out{1} + ({2})) = {0}{{{3}};", vectorType,
          r, offset, llvm::join(it->second, ", ")));
    }
  }

  if (tiled)
    return emitTiled(kernel, w, parameters, declarations, staging, loads,
                     compute, stores, whyNot);

  // Coordinates of a group's first point, innermost fastest.
  SmallVector<std::string> coordinates;
  if (usesCoordinates) {
    coordinates.push_back(
        llvm::formatv("{0} rest = g * {1}{2};", indexType, vector, indexSuffix));
    for (int d = int(rank) - 1; d >= 0; --d)
      coordinates.push_back(
          llvm::formatv("const {0} c{1} = rest % {2}{3}; rest /= {2}{3};",
                        indexType, d, extents[d], indexSuffix));
    coordinates.push_back("(void)rest;");
  }

  int64_t threads = params.getThreads(), perBlock = threads * unroll;
  w.heading("{0}: fused elementwise, {1}-wide x {2} per thread in flight, "
            "{3} threads per block, a tile of {4} groups per block",
            name, vector, unroll, threads, perBlock);
  w.prelude("minmax");
  CudaWriter::Scope kernelBody =
      w.scope("extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
              threads, name, llvm::join(parameters, ", "));
  w.line("const {0} groups = {1}{2};", indexType, groups, indexSuffix);
  w.line("const {0} first = ({0})blockIdx.x * {1}{2} + threadIdx.x;",
         indexType, perBlock, indexSuffix);
  std::string groupIndex = llvm::formatv("const {0} g = first + u * {1}{2};",
                                         indexType, threads, indexSuffix);
  {
    // The whole tile in bounds (every block but perhaps the last): every
    // group's loads before any group's arithmetic.
    CudaWriter::Scope wholeTile = w.scope(
        "if (first + {0}{1} < groups) {{", (unroll - 1) * threads, indexSuffix);
    writeStatements(w, declarations);
    for (bool loading : {true, false}) {
      w.line("#pragma unroll");
      CudaWriter::Scope group =
          w.scope("for (int u = 0; u < {0}; ++u) {{", unroll);
      w.line(Twine(groupIndex));
      writeStatements(w, coordinates);
      if (loading) {
        writeStatements(w, loads);
      } else {
        writeStatements(w, compute);
        writeStatements(w, stores);
      }
    }
    w.line("return;");
  }
  // The last tile: group by group, each checked.
  writeStatements(w, declarations);
  {
    CudaWriter::Scope group =
        w.scope("for (int u = 0; u < {0}; ++u) {{", unroll);
    w.line(Twine(groupIndex));
    w.line("if (g >= groups) return;");
    writeStatements(w, coordinates);
    writeStatements(w, loads);
    writeStatements(w, compute);
    writeStatements(w, stores);
  }
  kernelBody.end();
  kernel.source = w.str();
  kernel.blockX = threads;
  kernel.gridX = (groups + perBlock - 1) / perBlock;
  if (kernel.gridX > int64_t(INT32_MAX)) {
    whyNot("more tiles than a grid holds");
    return failure();
  }
  return kernel;
}

FailureOr<KernelSource> ElementwiseEmitter::emitTiled(
    KernelSource kernel, CudaWriter &w, ArrayRef<std::string> parameters,
    ArrayRef<std::string> declarations, ArrayRef<std::string> staging,
    ArrayRef<std::string> loads, ArrayRef<std::string> compute,
    ArrayRef<std::string> stores, WhyNot whyNot) {
  if (transposedDim < 0) {
    whyNot("no input read across the innermost dimension: nothing to stage");
    return failure();
  }
  unsigned rank = extents.size(), inner = rank - 1, across = transposedDim;
  int64_t tilesX = (extents[inner] + 31) / 32,
          tilesY = (extents[across] + 31) / 32;
  int64_t blocks = tilesX * tilesY;
  for (unsigned d = 0; d < rank; ++d)
    if (d != inner && d != across)
      blocks *= extents[d];
  if (blocks > int64_t(INT32_MAX)) {
    whyNot("more tiles than a grid holds");
    return failure();
  }
  const std::string &I = indexType, &S = indexSuffix;
  w.heading("{0}: fused elementwise over 32 x 32 tiles of dimensions {1} "
            "and {2}, the inputs read across dimension {1} staged through "
            "shared memory; 32 x 8 threads, 4 rows each",
            kernel.entry, inner, across);
  w.prelude("minmax");
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__(256) {0}({1}) {{",
              kernel.entry, llvm::join(parameters, ", "));
  w.line("const {0} tx = threadIdx.x, ty = threadIdx.y;", I);
  w.line("{0} rest = blockIdx.x;", I);
  w.line("const {0} tileX = rest % {1}{2}; rest /= {1}{2};", I, tilesX, S);
  w.line("const {0} tileY = rest % {1}{2}; rest /= {1}{2};", I, tilesY, S);
  for (int d = int(rank) - 1; d >= 0; --d)
    if (unsigned(d) != inner && unsigned(d) != across)
      w.line("const {0} c{1} = rest % {2}{3}; rest /= {2}{3};", I, d,
             extents[d], S);
  w.line("(void)rest;");
  writeStatements(w, declarations);
  {
    w.line("#pragma unroll");
    CudaWriter::Scope rows = w.scope("for (int u = 0; u < 4; ++u) {");
    writeStatements(w, staging);
  }
  w.line("__syncthreads();");
  {
    w.line("#pragma unroll");
    CudaWriter::Scope rows = w.scope("for (int u = 0; u < 4; ++u) {");
    w.line("const {0} c{1} = tileX * 32{2} + tx;", I, inner, S);
    w.line("const {0} c{1} = tileY * 32{2} + ty + 8{2} * u;", I, across, S);
    w.line("if (c{0} >= {1}{3} || c{2} >= {4}{3}) continue;", inner,
           extents[inner], across, S, extents[across]);
    writeStatements(w, loads);
    writeStatements(w, compute);
    writeStatements(w, stores);
  }
  body.end();
  kernel.source = w.str();
  kernel.gridX = blocks;
  kernel.blockX = 32;
  kernel.blockY = 8;
  return kernel;
}

/// Whether some input of the task's ops is read across the innermost
/// dimension (the innermost dimension of the iteration is not its own).
static bool readsAcrossInnermost(TaskOp task) {
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp || linalgOp.getNumLoops() < 2)
      continue;
    for (OpOperand *input : linalgOp.getDpsInputOperands())
      if (isa<BlockArgument>(input->get()) &&
          accessThrough(linalgOp.getMatchingIndexingMap(input),
                        linalgOp.getNumLoops()) == Access::Gather)
        return true;
  }
  return false;
}

/// Fused elementwise kernels: 16-byte accesses with one, two and four
/// groups per thread (in the order measured best on an H200: with tiles
/// per block and no grid-stride loop, one is enough), and a scalar one
/// that fits any shape. Where measurements show the task short of
/// bandwidth, more bytes in flight come first: eight groups per thread.
/// Blocks of 128, 512 and 1024 threads change how the tiles spread over
/// the multiprocessors (parallelism): a later round's candidates where the
/// first leaves the task short of its roof.
class ElementwiseFamily final
    : public EmitterFamily<ElementwiseEmitter, ElementwiseParamsAttr> {
public:
  StringRef name() const override { return "elementwise"; }

  SmallVector<KernelCandidate> candidates(const KernelMatch &match,
                                          const KernelTarget &) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    // analyse() found the element type already; the reason is its.
    FailureOr<Type> element = widestElementType(task, [](const Twine &) {});
    int64_t widest = vectorElements(
        succeeded(element) ? *element
                           : getElementTypeOrSelf(task.getResultTypes()[0]));
    auto params = [&](int64_t width, int64_t unroll, int64_t threads = 256) {
      return checkedParams<ElementwiseParamsAttr>(context, width, threads,
                                                  unroll, 0);
    };
    SmallVector<KernelCandidate> candidates = {
        {"elementwise_vec_u1", params(widest, 1)},
        {"elementwise_vec_u2", params(widest, 2)},
        {"elementwise_vec_u4", params(widest, 4)},
        {"elementwise_scalar", params(1, 4)},
        {"elementwise_vec_u2_t512", params(widest, 2, 512)},
        {"elementwise_vec_u1_t128", params(widest, 1, 128)},
        {"elementwise_vec_u1_t1024", params(widest, 1, 1024)}};
    if (measuredShortOfBandwidth(task))
      candidates.insert(candidates.begin(),
                        {"elementwise_vec_u8", params(widest, 8)});
    // A transpose reads across the innermost dimension, each load its own
    // transaction: staged, its reads are coalesced too.
    if (readsAcrossInnermost(task))
      candidates.push_back(
          {"elementwise_transposed",
           checkedParams<ElementwiseParamsAttr>(context, 1, 256, 4, 32)});
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createElementwiseFamily() {
  return std::make_unique<ElementwiseFamily>();
}
