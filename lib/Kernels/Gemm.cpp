//===- Gemm.cpp - Tiled tensor-core GEMM with a fused epilogue ------------===//
//
// C = A B for row-major f32 A (M x K) and B (K x N) on the tensor cores in
// TF32 (`mma.sync.m16n8k8`), where the contract allows TF32, followed by the
// task's elementwise ops on C (bias, activation, residual) before C is
// stored. Two kernels:
// - mma.sync: a block computes a 128 x 128 tile with 8 warps of 64 x 32;
//   tiles of A and B stream through a 3-stage ring in shared memory by
//   `cp.async` (the next two K-slices in flight while the tensor cores work
//   on this one), rows padded so that fragment loads hit 32 distinct banks.
// - wgmma (sm_90a): TF32 wgmma takes both operands K-major only, and B is
//   not, so the kernel computes C^T = B^T A^T: B^T from registers (read
//   from B's rows in shared memory), A^T from shared memory, where A's rows
//   of K are already what wgmma wants. A block computes a 256 x 128 tile
//   with two warpgroups (large tiles halve the shared-memory reads per
//   FLOP, which bound TF32 at K = 8 per instruction); a 4-stage ring of
//   16-byte `cp.async` copies, wgmma kept in flight across loads and
//   barriers.
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

class GemmEmitter {
public:
  GemmEmitter(TaskOp task, GemmParamsAttr params, const KernelTarget &)
      : task(task), params(params) {}
  /// Whether the task is of the family: a row-major f32 matmul from a
  /// filled constant and elementwise ops on its product.
  LogicalResult analyse(std::string &why);
  /// analyse(), and what every kernel of the family needs: a contract that
  /// allows TF32, shapes of whole 128 x 128 x 32 tiles, an epilogue
  /// pointwise on the product.
  LogicalResult supports(std::string &why);
  FailureOr<KernelSource> emit(std::string &why);

private:
  /// Writes the epilogue on the product `value` at (r, c); returns the
  /// result's expression.
  FailureOr<std::string> writeEpilogue(CudaWriter &w, std::string &why);

  TaskOp task;
  GemmParamsAttr params;
  linalg::MatmulOp matmul;
  SmallVector<linalg::LinalgOp> epilogueOps;
  int64_t m = 0, n = 0, k = 0;
  unsigned inputA = 0, inputB = 0;
  /// The product's starting value, and its CUDA literal.
  FloatAttr initial;
  std::string init;
  /// Task inputs the epilogue reads, and how: "row", "col" or "point".
  SmallVector<std::pair<unsigned, std::string>> extraInputs;
};

FailureOr<std::string> GemmEmitter::writeEpilogue(CudaWriter &w,
                                                  std::string &why) {
  MLIRContext *context = task.getContext();
  AffineMap point = AffineMap::getMultiDimIdentityMap(2, context);
  AffineMap col = AffineMap::get(2, 0, getAffineDimExpr(1, context));
  AffineMap row = AffineMap::get(2, 0, getAffineDimExpr(0, context));
  bool approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  Type f32 = Float32Type::get(context);
  DenseMap<Value, std::string> names;
  names[matmul->getResult(0)] = "value";
  auto argument = [&](linalg::LinalgOp op, OpOperand &input,
                      const DenseMap<Value, std::string> &chain)
      -> FailureOr<std::string> {
    AffineMap map = op.getMatchingIndexingMap(&input);
    auto it = chain.find(input.get());
    if (it != chain.end() && map == point)
      return it->second;
    auto taskArg = dyn_cast<BlockArgument>(input.get());
    if (!taskArg || taskArg.getOwner() != &task.getBodyBlock()) {
      why = "an epilogue input that is neither the product nor a task input";
      return failure();
    }
    std::string access = map == point ? "point"
                         : map == col ? "col"
                         : map == row ? "row"
                                      : "";
    if (access.empty()) {
      why = "an epilogue input read neither per point, row nor column";
      return failure();
    }
    unsigned index = taskArg.getArgNumber();
    extraInputs.push_back({index, access});
    std::string at = access == "point" ? "r * " + std::to_string(n) + " + c"
                     : access == "col" ? "c"
                                       : "r";
    return llvm::formatv("__ldg(in{0} + {1})", index, at).str();
  };
  return writeChain(epilogueOps, names, argument,
                    task.getYield().getOperand(0), f32, approx, w, why);
}

LogicalResult GemmEmitter::analyse(std::string &why) {
  ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    why = "the task needs a contract with static shapes";
    return failure();
  }
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp, linalg::FillOp>(op))
      continue;
    if (auto product = dyn_cast<linalg::MatmulOp>(op); product && !matmul) {
      matmul = product;
      continue;
    }
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!matmul || !linalgOp || classifyOp(linalgOp) != OpClass::Elementwise) {
      why = "not a matmul followed by elementwise ops";
      return failure();
    }
    epilogueOps.push_back(linalgOp);
  }
  if (!matmul || task.getNumResults() != 1) {
    why = "not a matmul followed by elementwise ops";
    return failure();
  }
  auto a = dyn_cast<BlockArgument>(matmul.getDpsInputOperand(0)->get());
  auto b = dyn_cast<BlockArgument>(matmul.getDpsInputOperand(1)->get());
  MLIRContext *context = task.getContext();
  AffineExpr d0 = getAffineDimExpr(0, context), d1 = getAffineDimExpr(1, context),
             d2 = getAffineDimExpr(2, context);
  SmallVector<AffineMap> rowMajor = {AffineMap::get(3, 0, {d0, d2}, context),
                                     AffineMap::get(3, 0, {d2, d1}, context),
                                     AffineMap::get(3, 0, {d0, d1}, context)};
  if (!a || !b || a.getOwner() != &task.getBodyBlock() ||
      b.getOwner() != &task.getBodyBlock() ||
      matmul.getIndexingMapsArray() != rowMajor) {
    why = "a matmul of operands that are not task inputs, or transposed";
    return failure();
  }
  auto typeA = cast<ShapedType>(a.getType());
  auto typeB = cast<ShapedType>(b.getType());
  Type f32 = Float32Type::get(task.getContext());
  if (typeA.getElementType() != f32 || typeB.getElementType() != f32 ||
      getElementTypeOrSelf(task.getResultTypes()[0]) != f32) {
    why = "operands and result are not f32";
    return failure();
  }
  auto fill =
      matmul.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>();
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&initial))) {
    why = "the product does not start from a filled constant";
    return failure();
  }
  m = typeA.getDimSize(0);
  k = typeA.getDimSize(1);
  n = typeB.getDimSize(1);
  inputA = a.getArgNumber();
  inputB = b.getArgNumber();
  return success();
}

LogicalResult GemmEmitter::supports(std::string &why) {
  if (failed(analyse(why)))
    return failure();
  if (!bitEnumContainsAll(task.getContractAttr().getPrecision(),
                          PrecisionPolicy::TF32)) {
    why = "the contract does not allow TF32";
    return failure();
  }
  if (m % kTileM || n % kTileN || k % kTileK) {
    why = llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                        "tiles",
                        m, n, k, kTileM, kTileN, kTileK);
    return failure();
  }
  for (linalg::LinalgOp op : epilogueOps)
    if (op.getStaticLoopRanges() != ArrayRef<int64_t>{m, n} ||
        !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity()) {
      why = "an epilogue op that is not pointwise on the product";
      return failure();
    }
  return success();
}

FailureOr<KernelSource> GemmEmitter::emit(std::string &why) {
  if (failed(supports(why)))
    return failure();
  init = cudaLiteral(initial);
  CudaWriter w;
  CudaWriter epilogue = w.fragment();
  FailureOr<std::string> result = writeEpilogue(epilogue, why);
  if (failed(result))
    return failure();

  KernelSource kernel;
  kernel.entry = kernelEntryName("hiera_gemm_", task);
  SmallVector<std::string> parameters;
  SmallVector<unsigned> inputs = {inputA, inputB};
  for (auto &[index, access] : extraInputs)
    if (!llvm::is_contained(inputs, index))
      inputs.push_back(index);
  for (unsigned index : inputs) {
    kernel.inputs.push_back(index);
    parameters.push_back(
        llvm::formatv("const float *__restrict__ in{0}", index));
  }
  parameters.push_back("float *__restrict__ out0");
  bool warpgroups = params.getWarpgroup();
  std::string instance;
  w.prelude("minmax");
  if (warpgroups) {
    // Slices go in pairs (their fragments alternate between two register
    // sets).
    if (m % kWarpgroupTileM || k % (2 * kTileK)) {
      why = llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                          "tiles",
                          m, n, k, kWarpgroupTileM, kTileN, 2 * kTileK);
      return failure();
    }
    w.heading("{0}: {1}x{2}x{3} TF32 GEMM on wgmma.m64n256k8 (sm_90a), "
              "computed as C^T = B^T A^T: 256x128 tiles, two warpgroups of "
              "256x64, B^T from registers, A^T K-major in 128-byte-swizzled "
              "shared memory, {4}-stage ring, fused epilogue",
              kernel.entry, m, n, k, kWarpgroupStages);
    w.prelude("gemm_wgmma");
    instance = llvm::formatv("hiera_gemm_wgmma<{0}, {1}>", n, k);
    kernel.gridY = m / kWarpgroupTileM;
    // Slack to align the stages to 1 KiB.
    kernel.dynamicSharedBytes = kWarpgroupStages * kWarpgroupStageBytes + 1024;
    kernel.chip = "sm_90a";
  } else {
    w.heading("{0}: {1}x{2}x{3} TF32 GEMM on mma.sync.m16n8k8, 128x128 "
              "tiles, 8 warps of 64x32, {4}-stage cp.async ring, fused "
              "epilogue",
              kernel.entry, m, n, k, kStages);
    w.prelude("cp_async");
    w.prelude("tf32");
    w.prelude("gemm_mma");
    instance = llvm::formatv("hiera_gemm_mma<{0}, {1}, {2}>", n, k, kStages);
    int64_t stageFloats =
        kTileM * (kTileK + kPadA) + kTileK * (kTileN + kPadB);
    kernel.gridY = m / kTileM;
    kernel.dynamicSharedBytes = kStages * stageFloats * 4;
  }
  {
    CudaWriter::Scope body = w.scope(
        "extern \"C\" __global__ void __launch_bounds__({0}) {1}({2}) {{",
        warpgroups ? "256, 1" : "256", kernel.entry,
        llvm::join(parameters, ", "));
    CudaWriter::Scope call = w.scopeClosedBy(
        "});", "{0}(in{1}, in{2}, out0, [=](long r, long c, float product) {{",
        instance, inputA, inputB);
    w.line("const float value = product + {0};", init);
    w.append(epilogue);
    w.line("return {0};", *result);
  }
  kernel.source = w.str();
  kernel.gridX = n / kTileN;
  kernel.blockX = 256;
  return kernel;
}

/// The tensor-core GEMMs, where the contract allows TF32: on sm_90,
/// warpgroups (wgmma, 2.6x faster than mma.sync on the H200), then warps
/// (mma.sync, for shapes the wgmma tiles do not divide).
class GemmFamily final : public EmitterFamily<GemmEmitter, GemmParamsAttr> {
public:
  StringRef name() const override { return "gemm"; }

  LogicalResult supports(TaskOp task, const KernelTarget &target,
                         std::string &why) const override {
    return GemmEmitter(task, GemmParamsAttr(), target).supports(why);
  }

  SmallVector<KernelCandidate>
  candidates(TaskOp task, const KernelTarget &target) const override {
    MLIRContext *context = task.getContext();
    SmallVector<KernelCandidate> candidates;
    if (target.chip == "sm_90")
      candidates.push_back(
          {"gemm_tf32_wgmma", GemmParamsAttr::get(context, true)});
    candidates.push_back({"gemm_tf32_mma", GemmParamsAttr::get(context, false)});
    return candidates;
  }
};

} // namespace

std::unique_ptr<KernelFamily> hiera::createGemmFamily() {
  return std::make_unique<GemmFamily>();
}
