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

constexpr int64_t kTileM = 128, kTileN = 128, kTileK = 32, kStages = 3;
constexpr int64_t kPadA = 4, kPadB = 8;
// The wgmma kernel's tiles: 256 x 128 x 32, four stages of A (32 KiB) and
// padded B (32 rows of 136 floats).
constexpr int64_t kWarpgroupTileM = 256, kWarpgroupStages = 4,
                  kWarpgroupStageBytes = 32768 + 32 * 136 * 4;

class GemmEmitter {
public:
  GemmEmitter(TaskOp task, GemmParamsAttr params, const KernelTarget &)
      : task(task), params(params) {}
  /// Whether the task is of the family: a row-major f32 matmul from a
  /// filled constant and elementwise ops on its product.
  LogicalResult analyse(std::string &why);
  FailureOr<KernelSource> emit(std::string &why);

private:
  /// The epilogue on accumulator `value` at (row, col): statements and the
  /// final value's name.
  LogicalResult epilogue(StringRef value, std::string &code,
                         std::string &result, std::string &why);

  /// The warpgroup kernel's source (wgmma, sm_90a) after its prologue.
  std::string warpgroupBody(StringRef code, StringRef result);

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

LogicalResult GemmEmitter::epilogue(StringRef value, std::string &code,
                                    std::string &result, std::string &why) {
  MLIRContext *context = task.getContext();
  AffineMap point = AffineMap::getMultiDimIdentityMap(2, context);
  AffineMap col = AffineMap::get(2, 0, getAffineDimExpr(1, context));
  AffineMap row = AffineMap::get(2, 0, getAffineDimExpr(0, context));
  bool approx = bitEnumContainsAll(task.getContractAttr().getPrecision(),
                                   PrecisionPolicy::ApproxMath);
  Type f32 = Float32Type::get(context);
  DenseMap<Value, std::string> names;
  names[matmul->getResult(0)] = value.str();
  llvm::raw_string_ostream os(code);
  unsigned counter = 0;
  for (linalg::LinalgOp op : epilogueOps) {
    DenseMap<Value, std::string> local;
    for (OpOperand *input : op.getDpsInputOperands()) {
      BlockArgument arg = op.getMatchingBlockArgument(input);
      AffineMap map = op.getMatchingIndexingMap(input);
      auto it = names.find(input->get());
      auto taskArg = dyn_cast<BlockArgument>(input->get());
      if (it != names.end() && map == point) {
        local[arg] = it->second;
      } else if (taskArg && taskArg.getOwner() == &task.getBodyBlock()) {
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
        local[arg] = llvm::formatv("__ldg(in{0} + {1})", index, at).str();
      } else {
        why = "an epilogue input that is neither the product nor a task "
              "input";
        return failure();
      }
    }
    std::string yielded = emitPayload(op, local, "e", counter, "        ",
                                      f32, approx, os, why);
    if (yielded.empty())
      return failure();
    names[op->getResult(0)] = yielded;
  }
  Value last = task.getYield().getOperand(0);
  if (!names.count(last)) {
    why = "a result the product's chain does not compute";
    return failure();
  }
  result = names[last];
  return success();
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

FailureOr<KernelSource> GemmEmitter::emit(std::string &why) {
  if (failed(analyse(why)))
    return failure();
  init = cudaLiteral(initial);
  ContractAttr contract = task.getContractAttr();
  if (!bitEnumContainsAll(contract.getPrecision(), PrecisionPolicy::TF32)) {
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
  std::string code, result;
  if (failed(epilogue("value", code, result, why)))
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
  if (params.getWarpgroup()) {
    // Slices go in pairs (their fragments alternate between two register
    // sets).
    if (m % kWarpgroupTileM || k % (2 * kTileK)) {
      why = llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                          "tiles",
                          m, n, k, kWarpgroupTileM, kTileN, 2 * kTileK);
      return failure();
    }
    kernel.source =
        llvm::formatv("// {0}: {1}x{2}x{3} TF32 GEMM on wgmma.m64n256k8 "
                      "(sm_90a), computed as C^T = B^T A^T: 256x128 tiles, "
                      "two warpgroups of 256x64, B^T from registers, A^T "
                      "K-major in 128-byte-swizzled shared memory, "
                      "{4}-stage ring, fused epilogue\n",
                      kernel.entry, m, n, k, kWarpgroupStages)
            .str() +
        cudaHelpers() + "extern \"C\" __global__ void __launch_bounds__(256, 1) " +
        kernel.entry + "(" + llvm::join(parameters, ", ") + ") {\n" +
        warpgroupBody(code, result);
    kernel.gridX = n / kTileN;
    kernel.gridY = m / kWarpgroupTileM;
    kernel.blockX = 256;
    // Slack to align the stages to 1 KiB.
    kernel.dynamicSharedBytes = kWarpgroupStages * kWarpgroupStageBytes + 1024;
    kernel.chip = "sm_90a";
    return kernel;
  }
  int64_t strideA = kTileK + kPadA, strideB = kTileN + kPadB;
  int64_t stageFloats = kTileM * strideA + kTileK * strideB;
  int64_t smem = kStages * stageFloats * 4;

  std::string source;
  llvm::raw_string_ostream os(source);
  os << "// " << kernel.entry << ": " << m << "x" << n << "x" << k
     << " TF32 GEMM on mma.sync.m16n8k8, 128x128 tiles, 8 warps of 64x32, "
     << kStages << "-stage cp.async ring, fused epilogue\n";
  os << cudaHelpers();
  os << cudaPrelude("cp_async") << cudaPrelude("tf32");
  os << "extern \"C\" __global__ void __launch_bounds__(256) " << kernel.entry
     << "(" << llvm::join(parameters, ", ") << ") {\n";
  os << llvm::formatv(R"(  extern __shared__ float shared[];
  const float *A = in{0}, *B = in{1};
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int group = lane / 4, quad = lane % 4;
  const int warpM = warp / 4, warpN = warp % 4;
  const long m0 = (long)blockIdx.y * 128, n0 = (long)blockIdx.x * 128;
  auto tileA = [&](int stage) {{ return shared + stage * {2}; };
  auto tileB = [&](int stage) {{ return shared + stage * {2} + {3}; };
  auto load = [&](int stage, int kt) {{
    const long k0 = (long)kt * 32;
    float *a = tileA(stage), *b = tileB(stage);
#pragma unroll
    for (int i = 0; i < 4; ++i) {{
      const int index = threadIdx.x + i * 256;
      const int r = index / 8, c = index % 8;
      hiera_cp_async16(a + r * {4} + c * 4, A + (m0 + r) * {6}l + k0 + c * 4);
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {{
      const int index = threadIdx.x + i * 256;
      const int r = index / 32, c = index % 32;
      hiera_cp_async16(b + r * {5} + c * 4, B + (k0 + r) * {7}l + n0 + c * 4);
    }
  };
  float acc[4][4][4];
#pragma unroll
  for (int mi = 0; mi < 4; ++mi)
#pragma unroll
    for (int ni = 0; ni < 4; ++ni)
#pragma unroll
      for (int e = 0; e < 4; ++e) acc[mi][ni][e] = 0.0f;
  const int tiles = {8};
#pragma unroll
  for (int s = 0; s < {9} - 1; ++s) {{
    if (s < tiles) load(s, s);
    asm volatile("cp.async.commit_group;\n" ::);
  }
  for (int kt = 0; kt < tiles; ++kt) {{
    asm volatile("cp.async.wait_group {10};\n" ::);
    __syncthreads();
    // The stage the previous iteration read is free: the next slice goes there.
    if (kt + {9} - 1 < tiles) load((kt + {9} - 1) % {9}, kt + {9} - 1);
    asm volatile("cp.async.commit_group;\n" ::);
    const float *a = tileA(kt % {9}), *b = tileB(kt % {9});
#pragma unroll
    for (int kk = 0; kk < 32; kk += 8) {{
      unsigned fa[4][4], fb[4][2];
#pragma unroll
      for (int mi = 0; mi < 4; ++mi) {{
        const float *p = a + (warpM * 64 + mi * 16 + group) * {4} + kk + quad;
        fa[mi][0] = hiera_tf32(p[0]);
        fa[mi][1] = hiera_tf32(p[8 * {4}]);
        fa[mi][2] = hiera_tf32(p[4]);
        fa[mi][3] = hiera_tf32(p[8 * {4} + 4]);
      }
#pragma unroll
      for (int ni = 0; ni < 4; ++ni) {{
        const float *p = b + (kk + quad) * {5} + warpN * 32 + ni * 8 + group;
        fb[ni][0] = hiera_tf32(p[0]);
        fb[ni][1] = hiera_tf32(p[4 * {5}]);
      }
#pragma unroll
      for (int mi = 0; mi < 4; ++mi)
#pragma unroll
        for (int ni = 0; ni < 4; ++ni)
          asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
                       "{{%0, %1, %2, %3}, {{%4, %5, %6, %7}, {{%8, %9}, {{%0, %1, %2, %3};\n"
                       : "+f"(acc[mi][ni][0]), "+f"(acc[mi][ni][1]), "+f"(acc[mi][ni][2]), "+f"(acc[mi][ni][3])
                       : "r"(fa[mi][0]), "r"(fa[mi][1]), "r"(fa[mi][2]), "r"(fa[mi][3]),
                         "r"(fb[ni][0]), "r"(fb[ni][1]));
    }
  }
  asm volatile("cp.async.wait_group 0;\n" ::);
)",
                      inputA, inputB, stageFloats, kTileM * strideA, strideA,
                      strideB, k, n, k / kTileK, kStages, kStages - 2);
  // Each thread's accumulators: rows group and group + 8 of each m16 tile,
  // columns 2 quad and 2 quad + 1 of each n8 tile: the epilogue on each,
  // then one 8-byte store.
  os << "#pragma unroll\n  for (int mi = 0; mi < 4; ++mi)\n"
     << "#pragma unroll\n    for (int ni = 0; ni < 4; ++ni)\n"
     << "#pragma unroll\n      for (int half = 0; half < 2; ++half) {\n"
     << "        const long r = m0 + warpM * 64 + mi * 16 + group + half * 8;\n"
     << "        float pair[2];\n"
     << "#pragma unroll\n      for (int j = 0; j < 2; ++j) {\n"
     << "        const long c = n0 + warpN * 32 + ni * 8 + quad * 2 + j;\n"
     << "        const float value = acc[mi][ni][half * 2 + j] + " << init
     << ";\n"
     << code << "        pair[j] = " << result << ";\n      }\n"
     << "        *reinterpret_cast<float2 *>(out0 + r * " << n
     << "l + n0 + warpN * 32 + ni * 8 + quad * 2) = float2{pair[0], "
        "pair[1]};\n      }\n}\n";
  kernel.source = source;
  kernel.gridX = n / kTileN;
  kernel.gridY = m / kTileM;
  kernel.blockX = 256;
  kernel.dynamicSharedBytes = smem;
  return kernel;
}

std::string GemmEmitter::warpgroupBody(StringRef code, StringRef result) {
  std::string registers, outputs;
  for (int i = 0; i < 128; ++i) {
    registers += (i ? ", %" : "%") + std::to_string(i);
    outputs += (i ? ", " : "") + std::string("\"+f\"(d[") +
               std::to_string(i) + "])";
  }
  std::string text = R"(  extern __shared__ char raw[];
  // Computed transposed, C^T = B^T A^T, so that both operands reach the
  // tensor cores K-major as TF32 wgmma needs, with 16-byte copies only:
  // B^T from registers (fragments read from B's rows of N in shared memory),
  // A^T from shared memory, where A's rows of K are the columns wgmma wants.
  // Per stage, 1 KiB-aligned: A (256 rows of K, 32 KiB, 128-byte swizzled:
  // row r's 16-byte chunk c sits at chunk c ^ (r % 8)), then B (32 rows of
  // 128 columns, rows padded to 136 floats so that fragment reads hit 32
  // distinct banks).
  const unsigned rawAddress = (unsigned)__cvta_generic_to_shared(raw);
  char *base = raw + ((1024 - (rawAddress & 1023)) & 1023);
  const float *A = inA_, *B = inB_;
  const int tid = threadIdx.x, warpgroup = tid / 128;
  const int warp = (tid % 128) / 32, lane = tid % 32, group = lane / 4, quad = lane % 4;
  const long m0 = (long)blockIdx.y * 256, n0 = (long)blockIdx.x * 128;
  auto load = [&](int stage, int kt) {
    char *a = base + stage * STAGE_BYTES_;
    float *b = reinterpret_cast<float *>(a + 32768);
#pragma unroll
    for (int i = 0; i < 8; ++i) {
      const int index = tid + i * 256, r = index / 8, c = index % 8;
      const unsigned target = (unsigned)__cvta_generic_to_shared(a + r * 128 + ((c ^ (r & 7)) << 4));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(target),
                   "l"(A + (m0 + r) * K_l + kt * 32l + c * 4));
    }
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = tid + i * 256, r = index / 32, c = index % 32;
      const unsigned target = (unsigned)__cvta_generic_to_shared(b + r * 136 + c * 4);
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(target),
                   "l"(B + (kt * 32l + r) * N_l + n0 + c * 4));
    }
  };
  // A shared-memory matrix descriptor: 128-byte swizzle, 8-row groups 1 KiB
  // apart (the leading offset is unused when swizzled).
  auto descriptor = [](const char *tile) {
    const unsigned address = (unsigned)__cvta_generic_to_shared(tile);
    return (unsigned long long)((address & 0x3FFFF) >> 4) | (1ull << 16) |
           ((unsigned long long)(1024 >> 4) << 32) | (1ull << 62);
  };
  float d[128];
#pragma unroll
  for (int i = 0; i < 128; ++i) d[i] = 0.0f;
  // This thread's rows of B^T (columns of B): a warpgroup takes 64.
  const int column = warpgroup * 64 + warp * 16 + group;
  load(0, 0);
  asm volatile("cp.async.commit_group;\n" ::);
  load(1, 1);
  asm volatile("cp.async.commit_group;\n" ::);
  unsigned even[16], odd[16];
  for (int kt = 0; kt < TILES_; kt += 2) {
STEPS_  }
  asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
  asm volatile("cp.async.wait_group 0;\n" ::);
  // Accumulators of C^T: warp w of the warpgroup holds its rows (columns of
  // C) 16 w + lane / 4 (and + 8), and its columns (rows of C) 8 j + 2
  // (lane % 4) (and + 1) of each n8 block j.
#pragma unroll
  for (int j = 0; j < 32; ++j)
#pragma unroll
    for (int e = 0; e < 2; ++e) {
      const long r = m0 + j * 8 + quad * 2 + e;
#pragma unroll
      for (int half = 0; half < 2; ++half) {
        const long c = n0 + column + half * 8;
        const float value = d[j * 4 + half * 2 + e] + INIT_;
CODE_        out0[r * N_l + c] = RESULT_;
      }
    }
}
)";
  // One K-slice: wait for its stage, read the B^T fragments (into the
  // registers the wgmma two slices back has finished with), issue its
  // wgmmas, then the loads two slices ahead. Four stages: the one read,
  // the one the other warpgroup may still read, and two in flight.
  // The slices go in pairs, written out twice so that each fragment
  // array is indexed by constants only and stays in registers.
  std::string step = R"(    {
      const int slice = SLICE_;
      unsigned (&f)[16] = FRAGMENTS_;
      asm volatile("cp.async.wait_group 1;\n" ::: "memory");
      // Generic-proxy writes before wgmma's async-proxy reads.
      asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
      // After it every warpgroup has finished slice - 2: its stage is free.
      __syncthreads();
      const char *a = base + (slice % 4) * STAGE_BYTES_;
      const float *b = reinterpret_cast<const float *>(a + 32768) + column;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        f[4 * j + 0] = __float_as_uint(b[(8 * j + quad) * 136]);
        f[4 * j + 1] = __float_as_uint(b[(8 * j + quad) * 136 + 8]);
        f[4 * j + 2] = __float_as_uint(b[(8 * j + quad + 4) * 136]);
        f[4 * j + 3] = __float_as_uint(b[(8 * j + quad + 4) * 136 + 8]);
      }
      asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        const unsigned long long da = descriptor(a + j * 32);
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %133, 0;\n"
                     "wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32 {REGISTERS_}, {%128, %129, %130, %131}, %132, p, 1, 1;\n}\n"
                     : OUTPUTS_
                     : "r"(f[4 * j]), "r"(f[4 * j + 1]), "r"(f[4 * j + 2]), "r"(f[4 * j + 3]), "l"(da), "r"(1));
      }
      asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
      if (slice + 2 < TILES_) load((slice + 2) % 4, slice + 2);
      asm volatile("cp.async.commit_group;\n" ::);
      asm volatile("wgmma.wait_group.sync.aligned 1;\n" ::: "memory");
    }
)";
  std::string steps;
  for (auto [slice, fragments] : {std::pair<StringRef, StringRef>{"kt", "even"}, {"kt + 1", "odd"}}) {
    std::string text = step;
    for (auto [from, to] : {std::pair<StringRef, StringRef>{"SLICE_", slice}, {"FRAGMENTS_", fragments}})
      text.replace(text.find(from.str()), from.size(), to.str());
    steps += text;
  }
  auto replace = [&](StringRef from, StringRef to) {
    size_t at = 0;
    while ((at = text.find(from.str(), at)) != std::string::npos) {
      text.replace(at, from.size(), to.str());
      at += to.size();
    }
  };
  replace("STEPS_", steps);
  replace("inA_", "in" + std::to_string(inputA));
  replace("inB_", "in" + std::to_string(inputB));
  replace("K_l", std::to_string(k) + "l");
  replace("N_l", std::to_string(n) + "l");
  replace("TILES_", std::to_string(k / kTileK));
  replace("STAGE_BYTES_", std::to_string(kWarpgroupStageBytes));
  replace("REGISTERS_", registers);
  replace("OUTPUTS_", outputs);
  replace("INIT_", init);
  replace("CODE_", code);
  replace("RESULT_", result);
  return text;
}

/// The tensor-core GEMMs, where the contract allows TF32: on sm_90,
/// warpgroups (wgmma, 2.6x faster than mma.sync on the H200), then warps
/// (mma.sync, for shapes the wgmma tiles do not divide).
class GemmFamily final : public EmitterFamily<GemmEmitter, GemmParamsAttr> {
public:
  StringRef name() const override { return "gemm"; }

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
