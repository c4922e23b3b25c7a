//===- Gemm.cpp - Tiled tensor-core GEMM with a fused epilogue ------------===//
//
// C = A B for row-major f32 A (M x K) and B (K x N) on the tensor cores,
// followed by the task's elementwise ops on C (bias, activation, residual)
// before C is stored. The product is a matmul, a batch_matmul (a batch of
// them, blockIdx.y over the rows of all batches) or a 1x1 convolution in
// NCHW at unit stride (per image, filter (Co x Ci) times image (Ci x HW),
// the filter shared by all images). Two kernels:
// - mma.sync: a block computes a 128 x 128 tile with 8 warps of 64 x 32;
//   tiles of A and B stream through a 3-stage ring in shared memory by
//   `cp.async` (the next two K-slices in flight while the tensor cores work
//   on this one), rows padded so that fragment loads hit 32 distinct banks.
//   In TF32, or in f32 emulated by three TF32 products of operands split
//   in registers (3xTF32), both only where the contract allows TF32. Where
//   the tiles are fewer than the multiprocessors, K
//   splits over several blocks, summed in order by the last one.
// - wgmma (sm_90a), TF32 only: TF32 wgmma takes both operands K-major
//   only, and B is not, so the kernel computes C^T = B^T A^T: B^T from
//   registers (read from B's rows in shared memory), A^T from shared
//   memory, where A's rows of K are already what wgmma wants. A block
//   computes a 256 x 128 tile with two warpgroups (large tiles halve the
//   shared-memory reads per FLOP, which bound TF32 at K = 8 per
//   instruction); a 4-stage ring of 16-byte `cp.async` copies, wgmma kept
//   in flight across loads and barriers.
// Both are templates in Prelude/gemm_*.cuh, instantiated per task with its
// extents and the epilogue as a lambda.
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

constexpr int64_t kTileM = 128, kTileN = 128, kTileK = 32, kStages = 3;
constexpr int64_t kPadA = 4, kPadB = 8;
// The tiles and stages of Prelude/gemm_mma.cuh and gemm_wgmma.cuh: the
// wgmma kernel's are 256 x 128 x 32, four stages of A (32 KiB) and padded B
// (32 rows of 136 floats).
constexpr int64_t kWarpgroupTileM = 256, kWarpgroupStages = 4,
                  kWarpgroupStageBytes = 32768 + 32 * 136 * 4;
// The least of K a split part reduces: shorter parts cost more in partial
// sums than they gain in blocks.
constexpr int64_t kLeastSplitK = 512;

class GemmEmitter {
public:
  explicit GemmEmitter(TaskOp task) : task(task) {}
  /// Whether the task is of the family: an f32 matmul, batch_matmul or 1x1
  /// NCHW convolution of task inputs from a filled constant, and
  /// elementwise ops on its product.
  LogicalResult analyse(WhyNot whyNot);
  /// What every kernel of the family needs, once analysed: shapes of whole
  /// 128 x 128 x 32 tiles, an epilogue pointwise on the product, a contract
  /// that allows TF32; with parameters, theirs: K in whole parts.
  LogicalResult supports(WhyNot whyNot);
  FailureOr<KernelSource> emit(GemmParamsAttr params, const KernelTarget &,
                               WhyNot whyNot);

  int64_t tiles() const { return batches * m / kTileM * (n / kTileN); }
  int64_t reductionLength() const { return k; }

private:
  /// Writes the epilogue on the product `value` at (r, c); returns the
  /// result's expression.
  FailureOr<std::string> writeEpilogue(CudaWriter &w, WhyNot whyNot);

  TaskOp task;
  GemmParamsAttr params;
  linalg::LinalgOp product;
  SmallVector<linalg::LinalgOp> epilogueOps;
  /// The product as `batches` GEMMs of M x K by K x N, batch b's operands
  /// `strideA` and `strideB` elements past batch b - 1's (0: shared).
  int64_t batches = 1, m = 0, n = 0, k = 0, strideA = 0, strideB = 0;
  unsigned inputA = 0, inputB = 0;
  /// The product's starting value, and its CUDA literal.
  FloatAttr initial;
  std::string init;
  /// Task inputs the epilogue reads.
  SmallVector<unsigned> extraInputs;
};

FailureOr<std::string> GemmEmitter::writeEpilogue(CudaWriter &w,
                                                  WhyNot whyNot) {
  MLIRContext *context = task.getContext();
  unsigned rank = cast<ShapedType>(task.getResultTypes()[0]).getRank();
  AffineMap point = AffineMap::getMultiDimIdentityMap(rank, context);
  auto dims = [&](ArrayRef<unsigned> which) {
    SmallVector<AffineExpr> results;
    for (unsigned dim : which)
      results.push_back(getAffineDimExpr(dim, context));
    return AffineMap::get(rank, 0, results, context);
  };
  // What else the epilogue may read, by the result's dimensions: C's row r
  // counts the rows of all batches, `r % M` is the row within a batch
  // (a convolution's output channel).
  std::string nAt = std::to_string(n), mAt = std::to_string(m);
  SmallVector<std::pair<AffineMap, std::string>> accesses = {
      {point, "r * " + nAt + " + c"}};
  if (isa<linalg::MatmulOp>(product.getOperation()))
    accesses.append({{dims({1}), "c"}, {dims({0}), "r"}});
  else if (isa<linalg::BatchMatmulOp>(product.getOperation()))
    accesses.append({{dims({2}), "c"},
                     {dims({1}), "r % " + mAt},
                     {dims({0, 1}), "r"},
                     {dims({1, 2}), "r % " + mAt + " * " + nAt + " + c"}});
  else
    accesses.append({{dims({1}), "r % " + mAt}});
  bool approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  Type f32 = Float32Type::get(context);
  DenseMap<Value, std::string> names;
  names[product->getResult(0)] = "value";
  auto argument = [&](linalg::LinalgOp op, OpOperand &input,
                      const DenseMap<Value, std::string> &chain)
      -> FailureOr<std::string> {
    AffineMap map = op.getMatchingIndexingMap(&input);
    auto it = chain.find(input.get());
    if (it != chain.end() && map == point)
      return it->second;
    auto taskArg = dyn_cast<BlockArgument>(input.get());
    if (!taskArg || taskArg.getOwner() != &task.getBodyBlock()) {
      whyNot("an epilogue input that is neither the product nor a task input");
      return failure();
    }
    const auto *access = llvm::find_if(
        accesses, [&](const auto &entry) { return entry.first == map; });
    if (access == accesses.end()) {
      whyNot("an epilogue input read neither per point, row nor column");
      return failure();
    }
    unsigned index = taskArg.getArgNumber();
    extraInputs.push_back(index);
    return llvm::formatv("__ldg(in{0} + ({1}))", index, access->second).str();
  };
  return writeChain(epilogueOps, names, argument, task.getYield().getOperand(0),
                    f32, approx, w, whyNot);
}

/// Whether `op` has its named op's own indexing maps: no operand
/// transposed or broadcast.
static bool hasDefaultMaps(linalg::LinalgOp op) {
  SmallVector<AffineMap> defaults;
  if (auto matmul = dyn_cast<linalg::MatmulOp>(op.getOperation()))
    defaults = matmul.getDefaultIndexingMaps(op.getContext());
  else if (auto batch = dyn_cast<linalg::BatchMatmulOp>(op.getOperation()))
    defaults = batch.getDefaultIndexingMaps(op.getContext());
  return !defaults.empty() && op.getIndexingMapsArray() == defaults;
}

LogicalResult GemmEmitter::analyse(WhyNot whyNot) {
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    whyNot("the task needs a contract with static shapes");
    return failure();
  }
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp, linalg::FillOp>(op))
      continue;
    if (isa<linalg::MatmulOp, linalg::BatchMatmulOp, linalg::Conv2DNchwFchwOp>(
            op) &&
        !product) {
      product = cast<linalg::LinalgOp>(op);
      continue;
    }
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!product || !linalgOp ||
        classifyOp(linalgOp) != OpClass::Elementwise) {
      whyNot("not a matmul, batch_matmul or 1x1 convolution followed by "
             "elementwise ops");
      return failure();
    }
    epilogueOps.push_back(linalgOp);
  }
  if (!product || task.getNumResults() != 1) {
    whyNot("not a matmul, batch_matmul or 1x1 convolution followed by "
           "elementwise ops");
    return failure();
  }
  auto lhs = dyn_cast<BlockArgument>(product.getDpsInputOperand(0)->get());
  auto rhs = dyn_cast<BlockArgument>(product.getDpsInputOperand(1)->get());
  if (!lhs || !rhs || lhs.getOwner() != &task.getBodyBlock() ||
      rhs.getOwner() != &task.getBodyBlock()) {
    whyNot("a product of operands that are not task inputs");
    return failure();
  }
  ArrayRef<int64_t> lhsShape = cast<ShapedType>(lhs.getType()).getShape();
  ArrayRef<int64_t> rhsShape = cast<ShapedType>(rhs.getType()).getShape();
  if (auto conv = dyn_cast<linalg::Conv2DNchwFchwOp>(product.getOperation())) {
    // out[b][co][hw] = sum over ci of filter[co][ci] x[b][ci][hw].
    auto ones = [](DenseIntElementsAttr values) {
      return llvm::all_of(values.getValues<int64_t>(),
                          [](int64_t v) { return v == 1; });
    };
    if (rhsShape[2] != 1 || rhsShape[3] != 1 || !ones(conv.getStrides()) ||
        !ones(conv.getDilations())) {
      whyNot("a convolution that is not 1x1 at unit stride and dilation");
      return failure();
    }
    batches = lhsShape[0];
    m = rhsShape[0];
    k = rhsShape[1];
    n = lhsShape[2] * lhsShape[3];
    strideB = k * n;
    inputA = rhs.getArgNumber();
    inputB = lhs.getArgNumber();
  } else {
    if (!hasDefaultMaps(product)) {
      whyNot("a product with transposed or broadcast operands");
      return failure();
    }
    bool batched = isa<linalg::BatchMatmulOp>(product.getOperation());
    unsigned first = batched ? 1 : 0;
    batches = batched ? lhsShape[0] : 1;
    m = lhsShape[first];
    k = lhsShape[first + 1];
    n = rhsShape[first + 1];
    strideA = batched ? m * k : 0;
    strideB = batched ? k * n : 0;
    inputA = lhs.getArgNumber();
    inputB = rhs.getArgNumber();
  }
  Type f32 = Float32Type::get(task.getContext());
  if (getElementTypeOrSelf(lhs.getType()) != f32 ||
      getElementTypeOrSelf(rhs.getType()) != f32 ||
      getElementTypeOrSelf(task.getResultTypes()[0]) != f32) {
    whyNot("operands and result are not f32");
    return failure();
  }
  auto fill =
      product.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&initial))) {
    whyNot("the product does not start from a filled constant");
    return failure();
  }
  return success();
}

LogicalResult GemmEmitter::supports(WhyNot whyNot) {
  if (m % kTileM || n % kTileN || k % kTileK) {
    whyNot(llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                         "tiles",
                         m, n, k, kTileM, kTileN, kTileK));
    return failure();
  }
  ArrayRef<int64_t> shape =
      cast<ShapedType>(task.getResultTypes()[0]).getShape();
  for (linalg::LinalgOp op : epilogueOps)
    if (op.getStaticLoopRanges() != shape ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity()) {
      whyNot("an epilogue op that is not pointwise on the product");
      return failure();
    }
  // 3xTF32 too: the tensor cores accumulate its products, 2 to 15 times
  // further from f32 than f32's own rounding, and PyTorch counts it as
  // "high" precision, as TF32, not "highest".
  if (!bitEnumContainsAll(task.getContractAttr().getPrecision(),
                          PrecisionPolicy::TF32)) {
    whyNot("the contract does not allow TF32");
    return failure();
  }
  if (!params)
    return success();
  int64_t splits = params.getSplitK();
  if (k % (kTileK * splits)) {
    whyNot(llvm::formatv("K = {0} does not split into {1} parts of whole "
                         "{2}-slices",
                         k, splits, kTileK));
    return failure();
  }
  if (params.getWarpgroup() &&
      (m % kWarpgroupTileM || k % (2 * kTileK))) {
    // Slices go in pairs (their fragments alternate between two register
    // sets).
    whyNot(llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                         "tiles",
                         m, n, k, kWarpgroupTileM, kTileN, 2 * kTileK));
    return failure();
  }
  return success();
}

FailureOr<KernelSource> GemmEmitter::emit(GemmParamsAttr params,
                                          const KernelTarget &, WhyNot whyNot) {
  this->params = params;
  if (failed(supports(whyNot)))
    return failure();
  init = cudaLiteral(initial);
  CudaWriter w;
  CudaWriter epilogue = w.fragment();
  FailureOr<std::string> result = writeEpilogue(epilogue, whyNot);
  if (failed(result))
    return failure();

  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_gemm_", task);
  SmallVector<std::string> parameters;
  SmallVector<unsigned> inputs = {inputA, inputB};
  for (unsigned index : extraInputs)
    if (!llvm::is_contained(inputs, index))
      inputs.push_back(index);
  for (unsigned index : inputs) {
    kernel.inputs.push_back(index);
    parameters.push_back(
        llvm::formatv("const float *__restrict__ in{0}", index));
  }
  parameters.push_back("float *__restrict__ out0");
  bool warpgroups = params.getWarpgroup();
  bool emulated = params.getEmulated();
  int64_t splits = params.getSplitK();
  std::string shape =
      batches == 1 ? llvm::formatv("{0}x{1}x{2}", m, n, k).str()
                   : llvm::formatv("{0} x {1}x{2}x{3}", batches, m, n, k).str();
  std::string instance, partials = "nullptr", arrivals = "nullptr";
  w.prelude("minmax");
  if (warpgroups) {
    w.heading("{0}: {1} TF32 GEMM on wgmma.m64n256k8 (sm_90a), "
              "computed as C^T = B^T A^T: 256x128 tiles, two warpgroups of "
              "256x64, B^T from registers, A^T K-major in 128-byte-swizzled "
              "shared memory, {2}-stage ring, fused epilogue",
              kernel.entry, shape, kWarpgroupStages);
    w.prelude("tf32");
    w.prelude("gemm_wgmma");
    instance = llvm::formatv("hiera_gemm_wgmma<{0}, {1}, {2}, {3}, {4}>", m,
                             n, k, strideA, strideB);
    kernel.gridY = batches * m / kWarpgroupTileM;
    // Slack to align the stages to 1 KiB.
    kernel.dynamicSharedBytes = kWarpgroupStages * kWarpgroupStageBytes + 1024;
    kernel.chip = "sm_90a";
  } else {
    w.heading("{0}: {1} {2} GEMM on mma.sync.m16n8k8, 128x128 tiles, 8 "
              "warps of 64x32, {3}-stage cp.async ring, {4}fused epilogue",
              kernel.entry, shape,
              emulated ? "f32 (3xTF32: operands split in registers, three "
                         "TF32 products)"
                       : "TF32",
              kStages,
              splits > 1 ? llvm::formatv("K in {0} parts summed in order, ",
                                         splits)
                               .str()
                         : "");
    w.prelude("cp_async");
    w.prelude("tf32");
    w.prelude("gemm_mma");
    if (splits > 1) {
      // Module globals: the parts' sums and one arrival counter per tile,
      // zero at load and left zero by every launch.
      partials = "hiera_partials";
      arrivals = "hiera_arrivals";
      w.line("__device__ float hiera_partials[{0}];",
             splits * batches * m * n);
      w.line("__device__ unsigned hiera_arrivals[{0}];", tiles());
      // The contract's bytes, and each part's sums written and read.
      kernel.trafficBytes = task.getContractAttr().getBytes() +
                            2 * splits * batches * m * n * 4;
    }
    instance = llvm::formatv(
        "hiera_gemm_mma<{0}, {1}, {2}, {3}, {4}, {5}, {6}, {7}>", m, n, k,
        strideA, strideB, kStages, emulated ? "true" : "false", splits);
    int64_t stageFloats =
        kTileM * (kTileK + kPadA) + kTileK * (kTileN + kPadB);
    kernel.gridY = batches * m / kTileM;
    kernel.gridZ = splits;
    kernel.dynamicSharedBytes = kStages * stageFloats * 4;
  }
  {
    CudaWriter::Scope body = w.scope(
        "extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
        warpgroups ? "256, 1" : "256", kernel.entry,
        llvm::join(parameters, ", "));
    std::string operands =
        warpgroups ? llvm::formatv("in{0}, in{1}, out0", inputA, inputB).str()
                   : llvm::formatv("in{0}, in{1}, out0, {2}, {3}", inputA,
                                   inputB, partials, arrivals)
                         .str();
    CudaWriter::Scope call = w.scopeClosedBy(
        "});", "{0}({1}, [=](long r, long c, float product) {{", instance,
        operands);
    w.line("const float value = product + {0};", init);
    w.append(epilogue);
    w.line("return {0};", *result);
  }
  kernel.source = w.str();
  kernel.gridX = n / kTileN;
  kernel.blockX = 256;
  return kernel;
}

/// The tensor-core GEMMs. Where the contract allows TF32: on sm_90,
/// warpgroups (wgmma, 2.6x faster than mma.sync on the H200), then warps
/// (mma.sync, for shapes the wgmma tiles do not divide), and f32 emulated
/// on mma.sync (3xTF32), closer to f32 where TF32 misses the contract's
/// tolerance. A strict contract gets none of them. Where the tiles leave
/// multiprocessors idle, K split so that one or two waves of blocks fill
/// them.
class GemmFamily final : public EmitterFamily<GemmEmitter, GemmParamsAttr> {
public:
  StringRef name() const override { return "gemm"; }

  LogicalResult supports(const KernelMatch &match, const KernelTarget &target,
                         WhyNot whyNot) const override {
    if (target.computeCapability < 80) {
      whyNot(llvm::formatv("its mma.sync on TF32 and cp.async need compute "
                           "capability 8.0; the target's is {0}.{1}",
                           target.computeCapability / 10,
                           target.computeCapability % 10));
      return failure();
    }
    return GemmEmitter(analysed(match)).supports(whyNot);
  }

  SmallVector<KernelCandidate>
  candidates(const KernelMatch &match,
             const KernelTarget &target) const override {
    TaskOp task = match.getTask();
    MLIRContext *context = task.getContext();
    SmallVector<KernelCandidate> candidates;
    const GemmEmitter &emitter = analysed(match);
    // The largest power of two of splits that keeps the blocks within one
    // wave, parts no shorter than kLeastSplitK.
    int64_t splits = 1;
    while (emitter.tiles() * splits * 2 <= target.multiprocessors &&
           emitter.reductionLength() / (splits * 2) >= kLeastSplitK)
      splits *= 2;
    auto add = [&](StringRef precision, bool emulated) {
      std::string base = ("gemm_" + precision + "_mma").str();
      candidates.push_back(
          {base, checkedParams<GemmParamsAttr>(context, false, emulated, 1),
           precision.str()});
      if (splits > 1) {
        candidates.push_back(
            {base + "_split" + std::to_string(splits),
             checkedParams<GemmParamsAttr>(context, false, emulated, splits),
             precision.str()});
        if (emitter.reductionLength() / (splits * 2) >= kLeastSplitK)
          candidates.push_back({base + "_split" + std::to_string(splits * 2),
                                checkedParams<GemmParamsAttr>(
                                    context, false, emulated, splits * 2),
                                precision.str()});
      }
    };
    if (target.chip == "sm_90")
      candidates.push_back(
          {"gemm_tf32_wgmma",
           checkedParams<GemmParamsAttr>(context, true, false, 1), "tf32"});
    add("tf32", false);
    add("3xtf32", true);
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createGemmFamily() {
  return std::make_unique<GemmFamily>();
}
