//===- Gemm.cpp - Tiled tensor-core GEMM with a fused epilogue ------------===//
//
// C = A B for row-major f32 A (M x K) and B (K x N) on the tensor cores in
// TF32 (`mma.sync.m16n8k8`), where the contract allows TF32, followed by the
// task's elementwise ops on C (bias, activation, residual) before C is
// stored. A block computes a 128 x 128 tile with 8 warps of 64 x 32; tiles
// of A and B stream through a 3-stage ring in shared memory by `cp.async`
// (loads of the next two K-slices in flight while the tensor cores work on
// this one). Rows of the shared tiles are padded so that each warp's
// fragment loads hit 32 distinct banks.
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

constexpr int64_t kTileM = 128, kTileN = 128, kTileK = 32, kStages = 3;
constexpr int64_t kPadA = 4, kPadB = 8;

class GemmEmitter {
public:
  GemmEmitter(TaskOp task, const GemmParams &params)
      : task(task), params(params) {}
  FailureOr<KernelSource> emit(std::string &why);
  bool inFamily = false;

private:
  /// The epilogue on accumulator `value` at (row, col): statements and the
  /// final value's name.
  LogicalResult epilogue(StringRef value, std::string &code,
                         std::string &result, std::string &why);

  /// The warpgroup kernel's source (wgmma, sm_90a) after its prologue.
  std::string warpgroupBody(StringRef code, StringRef result);

  TaskOp task;
  GemmParams params;
  linalg::MatmulOp matmul;
  SmallVector<linalg::LinalgOp> epilogueOps;
  int64_t m = 0, n = 0, k = 0;
  unsigned inputA = 0, inputB = 0;
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

FailureOr<KernelSource> GemmEmitter::emit(std::string &why) {
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
  FloatAttr initial;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&initial))) {
    why = "the product does not start from a filled constant";
    return failure();
  }
  inFamily = true;
  if (!bitEnumContainsAll(contract.getPrecision(), PrecisionPolicy::TF32)) {
    why = "the contract does not allow TF32";
    return failure();
  }
  m = typeA.getDimSize(0);
  k = typeA.getDimSize(1);
  n = typeB.getDimSize(1);
  if (m % kTileM || n % kTileN || k % kTileK) {
    why = llvm::formatv("{0}x{1}x{2} is not a whole number of {3}x{4}x{5} "
                        "tiles",
                        m, n, k, kTileM, kTileN, kTileK);
    return failure();
  }
  inputA = a.getArgNumber();
  inputB = b.getArgNumber();
  init = cudaLiteral(initial);
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
  if (params.warpgroup) {
    kernel.source =
        llvm::formatv("// {0}: {1}x{2}x{3} TF32 GEMM on wgmma.m64n128k8 "
                      "(sm_90a), 128x128 tiles, two warpgroups of 64x128, "
                      "A and B K-major in 128-byte-swizzled shared memory "
                      "(B transposed on the way in), {4}-stage ring, fused "
                      "epilogue\n",
                      kernel.entry, m, n, k, kStages)
            .str() +
        cudaHelpers() + "extern \"C\" __global__ void __launch_bounds__(256) " +
        kernel.entry + "(" + llvm::join(parameters, ", ") + ") {\n" +
        warpgroupBody(code, result);
    kernel.gridX = n / kTileN;
    kernel.gridY = m / kTileM;
    kernel.blockX = 256;
    // Three stages of two 16 KiB tiles, and slack to align them to 1 KiB.
    kernel.dynamicSharedBytes = kStages * 32768 + 1024;
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
  os << R"(__device__ inline void hiera_cp_async16(void *shared, const void *global) {
  const unsigned address = (unsigned)__cvta_generic_to_shared(shared);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(address), "l"(global));
}
__device__ inline unsigned hiera_tf32(float value) {
  unsigned bits;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(bits) : "f"(value));
  return bits;
}
)";
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
  for (int i = 0; i < 64; ++i) {
    registers += (i ? ", %" : "%") + std::to_string(i);
    outputs += (i ? ", " : "") + std::string("\"+f\"(d[") +
               std::to_string(i) + "])";
  }
  std::string text = R"(  extern __shared__ char raw[];
  // Tiles 1 KiB-aligned, as 128-byte swizzling needs: per stage A (128 rows
  // of K) then B (128 columns of K), 16 KiB each.
  const unsigned rawAddress = (unsigned)__cvta_generic_to_shared(raw);
  char *base = raw + ((1024 - (rawAddress & 1023)) & 1023);
  const float *A = inA_, *B = inB_;
  const int tid = threadIdx.x, warpgroup = tid / 128;
  const long m0 = (long)blockIdx.y * 128, n0 = (long)blockIdx.x * 128;
  // A: 16-byte chunks by cp.async, chunk c of row r at c ^ (r % 8).
  auto loadA = [&](int stage, int kt) {
    char *a = base + stage * 32768;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = tid + i * 256, r = index / 8, c = index % 8;
      const unsigned target = (unsigned)__cvta_generic_to_shared(a + r * 128 + ((c ^ (r & 7)) << 4));
      asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(target),
                   "l"(A + (m0 + r) * K_l + kt * 32l + c * 4));
    }
  };
  // B: rows of N through registers, written K-major (transposed).
  float4 staged[4];
  auto fetchB = [&](int kt) {
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = tid + i * 256, r = index / 32, c = index % 32;
      staged[i] = __ldg(reinterpret_cast<const float4 *>(B + (kt * 32l + r) * N_l + n0) + c);
    }
  };
  auto storeB = [&](int stage) {
    char *b = base + stage * 32768 + 16384;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int index = tid + i * 256, kk = index / 32, c = index % 32;
      const float values[4] = {staged[i].x, staged[i].y, staged[i].z, staged[i].w};
#pragma unroll
      for (int e = 0; e < 4; ++e) {
        const int nn = c * 4 + e;
        *reinterpret_cast<float *>(b + nn * 128 + (((kk >> 2) ^ (nn & 7)) << 4) + (kk & 3) * 4) = values[e];
      }
    }
  };
  // A shared-memory matrix descriptor: 128-byte swizzle, 8-row groups 1 KiB
  // apart (the leading offset is unused when swizzled).
  auto descriptor = [](const char *tile) {
    const unsigned address = (unsigned)__cvta_generic_to_shared(tile);
    return (unsigned long long)((address & 0x3FFFF) >> 4) | (1ull << 16) |
           ((unsigned long long)(1024 >> 4) << 32) | (1ull << 62);
  };
  float d[64];
#pragma unroll
  for (int i = 0; i < 64; ++i) d[i] = 0.0f;
  const int tiles = TILES_;
  loadA(0, 0);
  fetchB(0);
  storeB(0);
  asm volatile("cp.async.commit_group;\n" ::);
  if (tiles > 1) {
    loadA(1, 1);
    fetchB(1);
    storeB(1);
  }
  asm volatile("cp.async.commit_group;\n" ::);
  for (int kt = 0; kt < tiles; ++kt) {
    const bool ahead = kt + 2 < tiles;
    if (ahead) fetchB(kt + 2); // in flight while the tensor cores work
    asm volatile("cp.async.wait_group 1;\n" ::: "memory");
    // Generic-proxy writes (cp.async, stores) before wgmma's async reads.
    asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    __syncthreads();
    const char *a = base + (kt % 3) * 32768 + warpgroup * 64 * 128;
    const char *b = base + (kt % 3) * 32768 + 16384;
    asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      const unsigned long long da = descriptor(a + j * 32), db = descriptor(b + j * 32);
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
                   "wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32 {REGISTERS_}, %64, %65, p, 1, 1;\n}\n"
                   : OUTPUTS_ : "l"(da), "l"(db), "r"(1));
    }
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
    asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory");
    // The stage two tiles ahead was read an iteration ago: refill it.
    if (ahead) {
      loadA((kt + 2) % 3, kt + 2);
      storeB((kt + 2) % 3);
    }
    asm volatile("cp.async.commit_group;\n" ::);
  }
  asm volatile("cp.async.wait_group 0;\n" ::);
  // Accumulators: warp w of the warpgroup holds rows 16 w + lane / 4 (and
  // + 8), columns 8 j + 2 (lane % 4) (and + 1) of each n8 block j.
  const int warp = (tid % 128) / 32, lane = tid % 32;
#pragma unroll
  for (int j = 0; j < 16; ++j)
#pragma unroll
    for (int half = 0; half < 2; ++half) {
      const long r = m0 + warpgroup * 64 + warp * 16 + lane / 4 + half * 8;
      float pair[2];
#pragma unroll
      for (int e = 0; e < 2; ++e) {
        const long c = n0 + j * 8 + (lane % 4) * 2 + e;
        const float value = d[j * 4 + half * 2 + e] + INIT_;
CODE_        pair[e] = RESULT_;
      }
      *reinterpret_cast<float2 *>(out0 + r * N_l + n0 + j * 8 + (lane % 4) * 2) = float2{pair[0], pair[1]};
    }
}
)";
  auto replace = [&](StringRef from, StringRef to) {
    size_t at = 0;
    while ((at = text.find(from.str(), at)) != std::string::npos) {
      text.replace(at, from.size(), to.str());
      at += to.size();
    }
  };
  replace("inA_", "in" + std::to_string(inputA));
  replace("inB_", "in" + std::to_string(inputB));
  replace("K_l", std::to_string(k) + "l");
  replace("N_l", std::to_string(n) + "l");
  replace("TILES_", std::to_string(k / kTileK));
  replace("REGISTERS_", registers);
  replace("OUTPUTS_", outputs);
  replace("INIT_", init);
  replace("CODE_", code);
  replace("RESULT_", result);
  return text;
}

} // namespace

FailureOr<KernelSource> hiera::buildGemmKernel(TaskOp task,
                                               const GemmParams &params,
                                               std::string &why,
                                               bool *inFamily) {
  GemmEmitter emitter(task, params);
  FailureOr<KernelSource> kernel = emitter.emit(why);
  if (inFamily)
    *inFamily = emitter.inFamily;
  return kernel;
}
