//===- Scan.cpp - Cumulative sums, products, maxima along a dimension -----===//
//
// One kernel for a task that scans a tensor along one dimension (the form
// matchScan() recognises: cumsum, cumprod, cummax, inclusive or exclusive,
// forward or reversed), after a chain of elementwise producers that it
// computes as it reads (a mask applied before a cumsum; a shift that
// gathers x[j - 1], an exclusive cumsum). Every element is read and
// written once:
//  - Along the innermost dimension: a block per line. Each pass takes a
//    tile of threads x items elements, read from memory in whole warps into
//    shared memory; each thread scans its `items` neighbouring elements,
//    the warps' totals are scanned by shuffles, and the tile's result goes
//    back through shared memory in whole warps. A carried prefix joins the
//    tiles in order.
//  - Along any dimension: a thread per line, walking it in order; along a
//    middle dimension neighbouring threads take neighbouring lines, whose
//    elements are neighbours in memory.
//  - In ATen's CUDA order, where the module's framework scans so
//    (`scans = pytorch_cuda`): chunks joined by a carry, each a Sklansky
//    tree, a thread an element; the framework's roundings, bit for bit.
//    Along other dimensions the walk is ATen's order already; there too
//    each combination is then rounded on its own.
// Otherwise floating-point scans combine in a different order from the
// loop's (as every parallel scan does): within the contract's tolerance,
// not bitwise.
//
//===----------------------------------------------------------------------===//

#include "CudaWriter.h"
#include "Emitter.h"

#include "hiera/Analysis/Workload.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

/// Whether the module's framework scans in ATen's CUDA order
/// (`#plan.framework_precision<..., scans = pytorch_cuda>`).
bool scansInFrameworkOrder(TaskOp task) {
  FrameworkPrecisionAttr framework = frameworkPrecisionOf(task);
  return framework && framework.getScans() == ScanOrder::PyTorchCuda;
}

class ScanEmitter {
public:
  // Scans are sized by their shapes alone: the target is not read.
  explicit ScanEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: elementwise producers, then one
  /// scan whose result is the task's only one.
  LogicalResult analyse(WhyNot whyNot);
  FailureOr<KernelSource> emit(ScanParamsAttr params, const KernelTarget &,
                               WhyNot whyNot);
  const Scan &scanOp() const { return scan; }

private:
  /// Writes `const E v = ...;`: the scan's input at flat position `at` of
  /// the scanned tensor (row-major over the output's shape), computed
  /// through the producers from the task's inputs.
  LogicalResult writeValueAt(CudaWriter &w, StringRef at, StringRef v,
                             WhyNot whyNot);
  /// The combination as ATen rounds it: each sum or product rounded on its
  /// own, never contracted with a producer's product into an FMA.
  std::string roundedCombination(WhyNot whyNot) const;
  /// The body of a kernel in ATen's CUDA order (params' chunk > 0).
  LogicalResult writeFrameworkOrder(CudaWriter &w, StringRef start,
                                    StringRef identity, StringRef along,
                                    WhyNot whyNot);

  TaskOp task;
  ScanParamsAttr params;
  Scan scan;
  /// The elementwise ops before the scan, in order.
  SmallVector<linalg::LinalgOp> producers;
  SmallVector<int64_t> shape;
  int64_t length = 0, inner = 1, lines = 0;
  Type element;
};

LogicalResult ScanEmitter::analyse(WhyNot whyNot) {
  FailureOr<SmallVector<linalg::LinalgOp>> computing =
      computingOps(task, whyNot);
  if (failed(computing))
    return failure();
  std::optional<Scan> matched =
      computing->empty() ? std::nullopt : matchScan(computing->back());
  if (!matched) {
    whyNot("no scan (a generic whose output combines the input along a "
           "dimension up to each point) last");
    return failure();
  }
  scan = *matched;
  producers.assign(computing->begin(), computing->end() - 1);
  if (task.getYield().getNumOperands() != 1 ||
      task.getYield().getOperand(0) != scan.op->getResult(0)) {
    whyNot("a task whose one result is not the scan's");
    return failure();
  }
  auto type = cast<RankedTensorType>(scan.op->getResult(0).getType());
  shape.assign(type.getShape().begin(), type.getShape().end());
  element = type.getElementType();
  length = shape[scan.scanned];
  inner = ShapedType::getNumElements(ArrayRef(shape).drop_front(scan.scanned + 1));
  lines = length == 0 ? 0 : ShapedType::getNumElements(shape) / length;
  for (linalg::LinalgOp producer : producers)
    if (producer.getNumReductionLoops() != 0 || producer->getNumResults() != 1 ||
        cast<ShapedType>(producer->getResult(0).getType()).getShape() !=
            ArrayRef(shape) ||
        !producer.getMatchingIndexingMap(producer.getDpsInitOperand(0))
             .isIdentity()) {
      whyNot("a producer that is not elementwise over the scanned shape");
      return failure();
    }
  return success();
}

LogicalResult ScanEmitter::writeValueAt(CudaWriter &w, StringRef at,
                                        StringRef v, WhyNot whyNot) {
  int64_t rank = shape.size();
  SmallVector<std::string> coordinates;
  auto coordinatesOf = [&]() -> ArrayRef<std::string> {
    if (coordinates.empty()) {
      int64_t stride = ShapedType::getNumElements(shape);
      for (int64_t d = 0; d < rank; ++d) {
        stride /= shape[d];
        std::string name = w.fresh("c");
        w.line("const long {0} = {1} / {2}l % {3}l;", name, at, stride,
               shape[d]);
        coordinates.push_back(name);
      }
    }
    return coordinates;
  };
  // A task input read at `map` of the scanned tensor's coordinates.
  auto load = [&](BlockArgument input, AffineMap map) -> FailureOr<std::string> {
    auto inputType = cast<RankedTensorType>(input.getType());
    std::string offset;
    if (map.isIdentity() && inputType.getShape() == ArrayRef(shape)) {
      offset = at.str();
    } else if (isIndexableByConstants(map)) {
      offset = linearIndex(map, inputType.getShape(), coordinatesOf());
    } else {
      whyNot("an input read at an index no constant expression gives");
      return failure();
    }
    return llvm::formatv("in{0}[{1}]", input.getArgNumber(), offset).str();
  };
  auto argument = [&](linalg::LinalgOp op, OpOperand &operand,
                      const DenseMap<Value, std::string> &names)
      -> FailureOr<std::string> {
    Value value = operand.get();
    AffineMap map = op.getMatchingIndexingMap(&operand);
    if (auto it = names.find(value); it != names.end()) {
      if (!map.isIdentity()) {
        whyNot("a producer's result read other than element for element");
        return failure();
      }
      return it->second;
    }
    auto input = dyn_cast<BlockArgument>(value);
    if (input && input.getOwner() == &task.getBodyBlock())
      return load(input, map);
    if (std::optional<std::string> literal = constantLiteral(value))
      return *literal;
    whyNot("an operand that is neither a task input nor computed here");
    return failure();
  };

  DenseMap<Value, std::string> names;
  // The scan reads its input at the point itself: j in place of i.
  OpOperand &scanned = *scan.op.getDpsInputOperand(0);
  std::string value;
  if (producers.empty()) {
    auto input = dyn_cast<BlockArgument>(scanned.get());
    if (!input || input.getOwner() != &task.getBodyBlock()) {
      whyNot(
          "a scan of a value that is neither a task input nor computed here");
      return failure();
    }
    FailureOr<std::string> loaded = load(
        input, AffineMap::getMultiDimIdentityMap(rank, task.getContext()));
    if (failed(loaded))
      return failure();
    value = *loaded;
  } else {
    // A producer may place its point by its coordinates and gather from a
    // task input (an exclusive scan's shift: x[j - 1], zero at j = 0).
    auto coordinate = [&](unsigned dim) { return coordinatesOf()[dim]; };
    auto gather = [&](tensor::ExtractOp extract, ArrayRef<std::string> indices,
                      WhyNot whyNot) -> FailureOr<std::string> {
      auto input = dyn_cast<BlockArgument>(extract.getTensor());
      if (!input || input.getOwner() != &task.getBodyBlock()) {
        whyNot("a gather from a tensor that is not a task input");
        return failure();
      }
      return llvm::formatv("in{0}[{1}]", input.getArgNumber(),
                           gatherOffset(extract, indices))
          .str();
    };
    FailureOr<std::string> chained =
        writeChain(producers, names, argument, scanned.get(), element,
                   /*approxMath=*/false, w, whyNot, {coordinate, gather});
    if (failed(chained))
      return failure();
    value = *chained;
  }
  w.line("const {0} {1} = {2};", cudaType(element), v, value);
  return success();
}

std::string ScanEmitter::roundedCombination(WhyNot whyNot) const {
  bool f32 = element.isF32();
  if (isa<arith::AddFOp>(scan.combine))
    return f32 ? "__fadd_rn(a, b)" : "__dadd_rn(a, b)";
  if (isa<arith::MulFOp>(scan.combine))
    return f32 ? "__fmul_rn(a, b)" : "__dmul_rn(a, b)";
  // Integers, maxima and minima round nothing.
  return cudaExpression(*scan.combine, {"a", "b"}, element,
                        /*approxMath=*/false, whyNot);
}

/// ATen's tensor_kernel_scan_innermost_dim: a line in chunks of `chunk`
/// elements; the carry of the chunks before joins a chunk's first element,
/// then for s = 1, 2, ..., chunk / 2 each element whose index has bit s
/// takes in the last element of the half below it (a Sklansky tree); the
/// chunk's last element is the next carry. The same combinations of the
/// same values in the same order, so the same roundings. Here a thread
/// holds one element: shuffles within a warp, shared memory across warps;
/// a thread loads `kInFlight` chunks ahead, as the carry chain is serial.
LogicalResult ScanEmitter::writeFrameworkOrder(CudaWriter &w, StringRef start,
                                               StringRef identity,
                                               StringRef along, WhyNot whyNot) {
  constexpr int64_t kInFlight = 8;
  int64_t threads = params.getThreads(), chunk = params.getChunk();
  std::string E = cudaType(element);
  if (chunk > 32)
    w.lines(R"(__shared__ {0} lastOfWarp[{1}];
__shared__ {0} carryOf[{2}];
)",
            E, threads / 32, threads / chunk);
  w.lines(R"(const int t = threadIdx.x % {0}, lane = threadIdx.x % 32;
const long line = (long)blockIdx.x * {1} + threadIdx.x / {0};
const bool lineExists = line < {2}l;
{3} carry = {4};
)",
          chunk, threads / chunk, lines, E, start);
  CudaWriter::Scope pass =
      w.scope("for (long base = 0; base < {0}l; base += {1}) {{", length,
              chunk * kInFlight);
  w.lines(R"({0} ahead[{1}];
#pragma unroll
)",
          E, kInFlight);
  {
    CudaWriter::Scope read =
        w.scope("for (int k = 0; k < {0}; ++k) {{", kInFlight);
    w.lines(R"(const long pos = base + k * {0} + t;
ahead[k] = {1};
)",
            chunk, identity);
    CudaWriter::Scope inBounds =
        w.scope("if (lineExists && pos < {0}l) {{", length);
    w.line("const long at = line * {0}l + {1};", length, along);
    if (failed(writeValueAt(w, "at", "x", whyNot)))
      return failure();
    w.line("ahead[k] = x;");
  }
  w.line("#pragma unroll");
  CudaWriter::Scope each = w.scope("for (int k = 0; k < {0}; ++k) {{", kInFlight);
  w.lines(R"({0} value = ahead[k];
if (t == 0) value = hiera_scan_combine(value, carry);
#pragma unroll
for (int s = 1; s < {1}; s <<= 1) {{
  const {0} below = __shfl_sync(0xffffffffu, value, (lane & ~(2 * s - 1)) + s - 1);
  if (t & s) value = hiera_scan_combine(value, below);
}
)",
          E, std::min<int64_t>(chunk, 32));
  if (chunk > 32)
    w.lines(R"(#pragma unroll
for (int s = 32; s < {0}; s <<= 1) {{
  if (lane == 31) lastOfWarp[threadIdx.x / 32] = value;
  __syncthreads();
  if (t & s) value = hiera_scan_combine(value, lastOfWarp[((threadIdx.x & ~(2 * s - 1)) + s) / 32 - 1]);
  __syncthreads();
}
)",
            chunk);
  w.lines(R"(const long pos = base + k * {0} + t;
if (lineExists && pos < {1}l) out0[line * {1}l + {2}] = value;
)",
          chunk, length, along);
  if (chunk > 32)
    w.lines(R"(if (t == {0} - 1) carryOf[threadIdx.x / {0}] = value;
__syncthreads();
carry = carryOf[threadIdx.x / {0}];
)",
            chunk);
  else
    w.line("carry = __shfl_sync(0xffffffffu, value, 31);");
  return success();
}

FailureOr<KernelSource> ScanEmitter::emit(ScanParamsAttr params,
                                          const KernelTarget &, WhyNot whyNot) {
  this->params = params;
  if (lines == 0) {
    whyNot("an empty tensor: nothing to scan");
    return failure();
  }
  std::string E = cudaType(element);
  if (E.empty() || !element.isIntOrFloat() ||
      (isa<FloatType>(element) && !element.isF32() && !element.isF64())) {
    whyNot("elements that are not f32, f64 or an integer");
    return failure();
  }
  std::string identity = reductionIdentity(scan.combine, element, whyNot);
  if (identity.empty())
    return failure();
  auto fill = scan.op.getDpsInits()[0].getDefiningOp<linalg::FillOp>();
  std::optional<std::string> start =
      fill ? constantLiteral(fill.getInputs()[0]) : std::nullopt;
  if (!start) {
    whyNot("an output that does not start from a filled constant");
    return failure();
  }
  int64_t threads = params.getThreads(), items = params.getItems(),
          chunk = params.getChunk();
  // In the framework's order, each combination rounds as the framework's
  // does: ATen's walk along a middle dimension adds in order too, and a
  // product of the producers contracted into an FMA would round once less.
  std::string combined =
      chunk > 0 || scansInFrameworkOrder(task)
          ? roundedCombination(whyNot)
          : cudaExpression(*scan.combine, {"a", "b"}, element,
                           /*approxMath=*/false, whyNot);
  if (combined.empty())
    return failure();
  if (items > 0 && inner != 1) {
    whyNot("a tile per block scans along the innermost dimension only");
    return failure();
  }
  if (chunk > 0 && (inner != 1 || !scan.inclusive)) {
    whyNot("the framework's order is that of an inclusive scan along the "
           "innermost dimension");
    return failure();
  }
  int64_t linesPerBlock = chunk > 0 ? threads / chunk : 1;
  int64_t gridX = chunk > 0   ? (lines + linesPerBlock - 1) / linesPerBlock
                  : items > 0 ? lines
                              : (lines + threads - 1) / threads;
  if (gridX > std::numeric_limits<int32_t>::max()) {
    whyNot("more blocks than a grid holds");
    return failure();
  }

  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_scan_", task);
  SmallVector<std::string> parameters;
  for (BlockArgument input : task.getBodyBlock().getArguments()) {
    if (!isArgumentRead(input))
      continue;
    auto type = dyn_cast<RankedTensorType>(input.getType());
    std::string T = type ? cudaType(type.getElementType()) : "";
    if (T.empty()) {
      whyNot("an input of an element type with no CUDA type");
      return failure();
    }
    kernel.inputs.push_back(input.getArgNumber());
    parameters.push_back(llvm::formatv("const {0} *__restrict__ in{1}", T,
                                       input.getArgNumber()));
  }
  parameters.push_back(llvm::formatv("{0} *__restrict__ out0", E));

  CudaWriter w;
  std::string layout =
      chunk > 0 ? llvm::formatv("ATen's CUDA order: chunks of {0}, {0} "
                                "threads a line, Sklansky trees joined by a "
                                "carry",
                                chunk)
                      .str()
      : items > 0
          ? llvm::formatv("a block of {0} a line, tiles of {0} x {1}", threads,
                          items)
                .str()
          : std::string("a thread per line walking it");
  w.heading("{0}: {1}{2} scan along dimension {3}, {4} lines of {5}, {6}",
            kernel.entry, scan.inclusive ? "inclusive" : "exclusive",
            scan.reverse ? " reversed" : "", scan.scanned, lines, length,
            layout);
  w.prelude("minmax");
  w.lines(R"(__device__ inline {0} hiera_scan_combine({0} a, {0} b) {{ return {1}; }
)",
          E, combined);
  CudaWriter::Scope body =
      w.scope("extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
              threads, kernel.entry, llvm::join(parameters, ", "));
  // Position `pos` along the line, in scan order, as an index of the line.
  std::string along = scan.reverse ? llvm::formatv("({0}l - 1 - pos)", length).str()
                                   : std::string("pos");
  if (chunk > 0) {
    if (failed(writeFrameworkOrder(w, *start, identity, along, whyNot)))
      return failure();
  } else if (items == 0) {
    w.lines(R"(const long line = (long)blockIdx.x * {0} + threadIdx.x;
if (line >= {1}l) return;
const long first = line / {2}l * {3}l + line % {2}l;
{4} running = {5};
)",
            threads, lines, inner, inner * length, E, *start);
    CudaWriter::Scope walk =
        w.scope("for (long pos = 0; pos < {0}l; ++pos) {{", length);
    w.line("const long at = first + {0} * {1}l;", along, inner);
    if (failed(writeValueAt(w, "at", "x", whyNot)))
      return failure();
    if (scan.inclusive)
      w.lines("running = hiera_scan_combine(running, x);\nout0[at] = running;\n");
    else
      w.lines("out0[at] = running;\nrunning = hiera_scan_combine(running, x);\n");
  } else {
    int64_t tile = threads * items, warps = threads / 32;
    // Padded: a thread's `items` neighbours fall in different banks.
    w.lines(R"(__shared__ {0} tile[{1} + {1} / 32];
__shared__ {0} warpTotals[{2}];
const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
const long line = blockIdx.x;
{0} carry = {3};
)",
            E, tile, warps, *start);
    CudaWriter::Scope pass = w.scope(
        "for (long base = 0; base < {0}l; base += {1}) {{", length, tile);
    w.line("#pragma unroll");
    {
      CudaWriter::Scope read =
          w.scope("for (int k = 0; k < {0}; ++k) {{", items);
      w.lines(R"(const int t = k * {0} + threadIdx.x;
const long pos = base + t;
{1} value = {2};
)",
              threads, E, identity);
      {
        CudaWriter::Scope inBounds = w.scope("if (pos < {0}l) {{", length);
        w.line("const long at = line * {0}l + {1};", length, along);
        if (failed(writeValueAt(w, "at", "x", whyNot)))
          return failure();
        w.line("value = x;");
      }
      w.line("tile[t + t / 32] = value;");
    }
    w.lines(R"(__syncthreads();
{0} v[{1}];
#pragma unroll
for (int k = 0; k < {1}; ++k) {{
  const int t = threadIdx.x * {1} + k;
  v[k] = tile[t + t / 32];
}
#pragma unroll
for (int k = 1; k < {1}; ++k) v[k] = hiera_scan_combine(v[k - 1], v[k]);
// The warp's inclusive scan of its threads' totals, then the warps'.
{0} total = v[{1} - 1];
#pragma unroll
for (int offset = 1; offset < 32; offset *= 2) {{
  const {0} other = __shfl_up_sync(0xffffffffu, total, offset);
  if (lane >= offset) total = hiera_scan_combine(other, total);
}
if (lane == 31) warpTotals[warp] = total;
__syncthreads();
if (warp == 0) {{
  {0} sum = lane < {2} ? warpTotals[lane] : {3};
#pragma unroll
  for (int offset = 1; offset < 32; offset *= 2) {{
    const {0} other = __shfl_up_sync(0xffffffffu, sum, offset);
    if (lane >= offset) sum = hiera_scan_combine(other, sum);
  }
  if (lane < {2}) warpTotals[lane] = sum;
}
__syncthreads();
// What comes before this thread's first element: the carry, earlier
// warps and earlier lanes.
{0} before = __shfl_up_sync(0xffffffffu, total, 1);
if (lane == 0) before = {3};
if (warp > 0) before = hiera_scan_combine(warpTotals[warp - 1], before);
before = hiera_scan_combine(carry, before);
#pragma unroll
for (int k = 0; k < {1}; ++k) {{
  const int t = threadIdx.x * {1} + k;
  tile[t + t / 32] = {4};
}
carry = hiera_scan_combine(carry, warpTotals[{2} - 1]);
__syncthreads();
#pragma unroll
for (int k = 0; k < {1}; ++k) {{
  const int t = k * {5} + threadIdx.x;
  const long pos = base + t;
  if (pos < {6}l) out0[line * {6}l + {7}] = tile[t + t / 32];
}
__syncthreads();
)",
            E, items, warps, identity,
            scan.inclusive ? "hiera_scan_combine(before, v[k])"
                           : "k == 0 ? before : hiera_scan_combine(before, v[k - 1])",
            threads, length, along);
  }
  body.end();
  kernel.source = w.str();
  kernel.gridX = gridX;
  kernel.blockX = threads;
  return kernel;
}

/// Scans: along the innermost dimension a block per line, in tiles of
/// 256 x 8 elements (4 for 8-byte elements), or 1024 x 4 for long lines;
/// a thread per line last, and first along any other dimension.
class ScanFamily final : public EmitterFamily<ScanEmitter, ScanParamsAttr> {
public:
  StringRef name() const override { return "scan"; }

  SmallVector<KernelCandidate> candidates(const KernelMatch &match,
                                          const KernelTarget &) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    const Scan &scan = analysed(match).scanOp();
    if (std::optional<int64_t> chunk = frameworkChunk(task, scan))
      return {{llvm::formatv("scan_aten_chunk{0}", *chunk).str(),
               checkedParams<ScanParamsAttr>(
                   context, std::max<int64_t>(*chunk, 256), 1, *chunk)}};
    auto type = dyn_cast<ShapedType>(task.getResultTypes().front());
    int64_t items = type && type.getElementTypeBitWidth() >= 64 ? 4 : 8;
    SmallVector<KernelCandidate> candidates = {
        {"scan_tile_t256",
         checkedParams<ScanParamsAttr>(context, 256, items, 0)},
        {"scan_tile_t1024",
         checkedParams<ScanParamsAttr>(context, 1024, items / 2, 0)},
        {"scan_lines_t256", checkedParams<ScanParamsAttr>(context, 256, 0, 0)},
        {"scan_lines_t128", checkedParams<ScanParamsAttr>(context, 128, 0, 0)}};
    // Along a middle dimension only a thread per line applies.
    if (scan.scanned + 1 != scan.reduced)
      candidates.erase(candidates.begin(), candidates.begin() + 2);
    return candidates;
  }

private:
  /// The chunk ATen's CUDA kernel scans `scan` in, where the module says
  /// its framework's scans are ATen's (`scans = pytorch_cuda`) and ATen
  /// runs tensor_kernel_scan_innermost_dim: an inclusive scan along the
  /// innermost dimension, of more than one line (one line goes to CUB,
  /// whose order depends on the GPU, and stays with the other variants).
  /// Its get_log_num_threads_x_inner_scan, in 32-bit unsigned arithmetic
  /// as ATen computes it (a negative 9 + diff wraps, then clamps to 9).
  static std::optional<int64_t> frameworkChunk(TaskOp task, const Scan &scan) {
    if (!scansInFrameworkOrder(task) || !scan.inclusive ||
        scan.scanned + 1 != scan.reduced)
      return std::nullopt;
    auto type = cast<ShapedType>(scan.op->getResult(0).getType());
    int64_t rowSize = type.getShape()[scan.scanned];
    int64_t rows = rowSize == 0 ? 0 : type.getNumElements() / rowSize;
    if (rows <= 1 || rowSize > std::numeric_limits<uint32_t>::max() ||
        rows > std::numeric_limits<uint32_t>::max())
      return std::nullopt;
    uint32_t logX = 0, logY = 0;
    while ((uint64_t(1) << logX) < uint64_t(rowSize))
      ++logX;
    while ((uint64_t(1) << logY) < uint64_t(rows))
      ++logY;
    uint32_t log = (uint32_t(9) + (logX - logY)) / 2;
    log = std::min<uint32_t>(std::max<uint32_t>(4, log), 9);
    // A line that one chunk holds combines only its own elements: the
    // tree's levels past its length add identities, so the smallest
    // chunk holding it (a warp at least) gives the same roundings.
    int64_t chunk = int64_t(2) << log;
    return std::min(chunk, std::max<int64_t>(32, int64_t(1) << logX));
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createScanFamily() {
  return std::make_unique<ScanFamily>();
}
