//===- Blas.cpp - GEMM through cuBLASLt, loaded at run time ---------------===//

#include "Internal.h"

#include <cublasLt.h>

#include <algorithm>
#include <map>
#include <mutex>
#include <tuple>

using namespace hiera::rt;

namespace {

#define HIERA_CUBLASLT_FUNCTIONS(X)                                            \
  X(cublasLtCreate) X(cublasLtGetStatusName)                                   \
  X(cublasLtGetStatusString) X(cublasLtMatmulDescCreate)                       \
  X(cublasLtMatmulDescSetAttribute) X(cublasLtMatrixLayoutCreate)              \
  X(cublasLtMatrixLayoutSetAttribute) X(cublasLtMatmulPreferenceCreate)        \
  X(cublasLtMatmulPreferenceSetAttribute) X(cublasLtMatmulAlgoGetHeuristic)    \
  X(cublasLtMatmul) X(cublasLtGetVersion)

struct CublasLt {
#define HIERA_DECLARE(name) decltype(&::name) name = nullptr;
  HIERA_CUBLASLT_FUNCTIONS(HIERA_DECLARE)
#undef HIERA_DECLARE
  cublasLtHandle_t handle = nullptr;
};

// Workspace offered to cuBLASLt's heuristics: what its docs recommend for
// Hopper.
constexpr size_t kWorkspaceBytes = 32u << 20;
// The longest reduction one TF32 GEMM of HIERA_MATH_TF32X3 accumulates:
// on the H200 the error is then 1e-5 of the result (norm-wise) at any K,
// a quarter of a strict f32 contract's tolerance (bench/results/
// 2026-12-01-h200-emulated-f32).
constexpr int64_t kEmulatedChunk = 4096;

/// One problem shape's descriptors and chosen algorithm, made once.
struct Plan {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr, d = nullptr;
  cublasLtMatmulAlgo_t algo;
  bool doubleScale = false;
};

using PlanKey = std::tuple<int64_t, int64_t, int64_t, int64_t, int32_t,
                           int32_t, int32_t, int32_t, int32_t, int32_t,
                           int64_t, int64_t, int64_t, int64_t, int64_t, bool>;

CublasLt lt;
std::once_flag loadOnce;
bool loaded = false;
std::mutex planMutex;
std::map<PlanKey, Plan> plans;

bool check(cublasStatus_t status, const char *call) {
  if (status == CUBLAS_STATUS_SUCCESS)
    return true;
  std::string what(call);
  return fail(what.substr(0, what.find('(')) + " failed: " +
              lt.cublasLtGetStatusName(status) + ": " +
              lt.cublasLtGetStatusString(status));
}
#define HIERA_CUBLASLT_CALL(call) check(lt.call, #call)

} // namespace

size_t hiera::rt::cublasLtVersion() {
  return loadCublasLt() ? lt.cublasLtGetVersion() : 0;
}

bool hiera::rt::loadCublasLt() {
  std::call_once(loadOnce, [] {
    void *library = openLibrary("cuBLASLt", "HIERA_CUBLASLT",
                                "libcublasLt.so.13");
    if (!library)
      return;
#define HIERA_RESOLVE(name)                                                    \
  lt.name = reinterpret_cast<decltype(&::name)>(                               \
      findSymbol(library, "cuBLASLt", #name));                                 \
  if (!lt.name)                                                                \
    return;
    HIERA_CUBLASLT_FUNCTIONS(HIERA_RESOLVE)
#undef HIERA_RESOLVE
    loaded = HIERA_CUBLASLT_CALL(cublasLtCreate(&lt.handle));
  });
  return loaded;
}

namespace {

cudaDataType_t toCuda(int32_t type) {
  switch (type) {
  case HIERA_F16:
    return CUDA_R_16F;
  case HIERA_BF16:
    return CUDA_R_16BF;
  case HIERA_F64:
    return CUDA_R_64F;
  default:
    return CUDA_R_32F;
  }
}

cublasLtEpilogue_t toEpilogue(int32_t epilogue) {
  switch (epilogue) {
  case HIERA_EPILOGUE_BIAS:
    return CUBLASLT_EPILOGUE_BIAS;
  case HIERA_EPILOGUE_RELU:
    return CUBLASLT_EPILOGUE_RELU;
  case HIERA_EPILOGUE_BIAS_RELU:
    return CUBLASLT_EPILOGUE_RELU_BIAS;
  case HIERA_EPILOGUE_GELU:
    return CUBLASLT_EPILOGUE_GELU;
  case HIERA_EPILOGUE_BIAS_GELU:
    return CUBLASLT_EPILOGUE_GELU_BIAS;
  default:
    return CUBLASLT_EPILOGUE_DEFAULT;
  }
}

template <typename T>
bool setLayout(cublasLtMatrixLayout_t layout,
               cublasLtMatrixLayoutAttribute_t attribute, T value) {
  return HIERA_CUBLASLT_CALL(
      cublasLtMatrixLayoutSetAttribute(layout, attribute, &value, sizeof(T)));
}

/// A column-major rows x cols layout, columns `ld` elements apart (rows
/// when 0), batched when batch > 1.
bool makeLayout(cublasLtMatrixLayout_t *layout, cudaDataType_t type,
                uint64_t rows, uint64_t cols, int64_t batch, int64_t stride,
                int64_t ld = 0) {
  if (!HIERA_CUBLASLT_CALL(cublasLtMatrixLayoutCreate(layout, type, rows, cols,
                                                      ld ? ld : rows)))
    return false;
  if (batch <= 1)
    return true;
  return setLayout(*layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT,
                   static_cast<int32_t>(batch)) &&
         setLayout(*layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET,
                   stride);
}

/// Builds the plan of one problem. Row-major D = A * B is column-major
/// D^T = B^T * A^T: cuBLASLt's first operand is B, its second A.
bool makePlan(const PlanKey &key, Plan &plan) {
  auto [batch, m, n, k, transA, transB, abType, dType, math, epilogue,
        strideA, strideB, strideD, ldA, ldB, residual] = key;
  cudaDataType_t ab = toCuda(abType), dt = toCuda(dType);
  cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
  cudaDataType_t scale = CUDA_R_32F;
  if (abType == HIERA_F64) {
    compute = CUBLAS_COMPUTE_64F;
    scale = CUDA_R_64F;
    plan.doubleScale = true;
  } else if (abType == HIERA_F32 && math == HIERA_MATH_TF32) {
    compute = CUBLAS_COMPUTE_32F_FAST_TF32;
  } else if (abType == HIERA_F32 && math == HIERA_MATH_BF16) {
    compute = CUBLAS_COMPUTE_32F_FAST_16BF;
  }
  cublasOperation_t opFirst = transB ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasOperation_t opSecond = transA ? CUBLAS_OP_T : CUBLAS_OP_N;
  cublasLtEpilogue_t ltEpilogue = toEpilogue(epilogue);
  if (!HIERA_CUBLASLT_CALL(
          cublasLtMatmulDescCreate(&plan.desc, compute, scale)) ||
      !HIERA_CUBLASLT_CALL(cublasLtMatmulDescSetAttribute(
          plan.desc, CUBLASLT_MATMUL_DESC_TRANSA, &opFirst,
          sizeof(opFirst))) ||
      !HIERA_CUBLASLT_CALL(cublasLtMatmulDescSetAttribute(
          plan.desc, CUBLASLT_MATMUL_DESC_TRANSB, &opSecond,
          sizeof(opSecond))) ||
      !HIERA_CUBLASLT_CALL(cublasLtMatmulDescSetAttribute(
          plan.desc, CUBLASLT_MATMUL_DESC_EPILOGUE, &ltEpilogue,
          sizeof(ltEpilogue))))
    return false;
  // First operand: B as stored, column-major N x K (or K x N, transposed).
  if (!makeLayout(&plan.b, ab, transB ? k : n, transB ? n : k, batch,
                  strideB, ldB) ||
      !makeLayout(&plan.a, ab, transA ? m : k, transA ? k : m, batch,
                  strideA, ldA) ||
      !makeLayout(&plan.c, dt, n, m, batch, strideD) ||
      !makeLayout(&plan.d, dt, n, m, batch, strideD))
    return false;

  cublasLtMatmulPreference_t preference;
  size_t workspaceBytes = kWorkspaceBytes;
  if (!HIERA_CUBLASLT_CALL(cublasLtMatmulPreferenceCreate(&preference)) ||
      !HIERA_CUBLASLT_CALL(cublasLtMatmulPreferenceSetAttribute(
          preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
          &workspaceBytes, sizeof(workspaceBytes))))
    return false;
  cublasLtMatmulHeuristicResult_t result = {};
  int found = 0;
  if (!HIERA_CUBLASLT_CALL(cublasLtMatmulAlgoGetHeuristic(
          lt.handle, plan.desc, plan.b, plan.a, plan.c, plan.d, preference, 1,
          &result, &found)))
    return false;
  if (found == 0)
    return fail("cuBLASLt has no algorithm for this GEMM (m=" +
                std::to_string(m) + " n=" + std::to_string(n) +
                " k=" + std::to_string(k) + ")");
  plan.algo = result.algo;
  (void)residual;
  return true;
}

/// The call itself, once the operands are in the math's form; `ldA` and
/// `ldB` are the distances of A's and B's stored rows where they are not
/// packed (0 where they are).
void matmul(int64_t batch, int64_t m, int64_t n, int64_t k, int32_t transA,
            int32_t transB, int32_t abType, int32_t dType, int32_t math,
            int32_t epilogue, const void *a, int64_t strideA, int64_t ldA,
            const void *b, int64_t strideB, int64_t ldB, const void *bias,
            const void *residual, void *d, int64_t strideD) {
  PlanKey key{batch,   m,       n,       k,   transA,   transB,
              abType,  dType,   math,    epilogue,      strideA,
              strideB, strideD, ldA,     ldB, residual != nullptr};
  std::lock_guard<std::mutex> lock(planMutex);
  auto it = plans.find(key);
  if (it == plans.end()) {
    Plan plan;
    if (!makePlan(key, plan))
      return;
    it = plans.emplace(key, plan).first;
  }
  Plan &plan = it->second;
  if (bias && !HIERA_CUBLASLT_CALL(cublasLtMatmulDescSetAttribute(
                  plan.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias,
                  sizeof(bias))))
    return;
  void *space = workspace(kWorkspaceBytes);
  if (!space)
    return;
  float alpha = 1.0f, beta = residual ? 1.0f : 0.0f;
  double alphaD = 1.0, betaD = beta;
  const void *alphaPtr = plan.doubleScale ? static_cast<const void *>(&alphaD)
                                          : &alpha;
  const void *betaPtr = plan.doubleScale ? static_cast<const void *>(&betaD)
                                         : &beta;
  HIERA_CUBLASLT_CALL(cublasLtMatmul(
      lt.handle, plan.desc, alphaPtr, b, plan.b, a, plan.a, betaPtr,
      residual ? residual : d, plan.c, d, plan.d, &plan.algo, space,
      kWorkspaceBytes, stream()));
}

} // namespace

extern "C" {

void hiera_cublaslt_matmul(int64_t batch, int64_t m, int64_t n, int64_t k,
                           int32_t trans_a, int32_t trans_b, int32_t ab_type,
                           int32_t d_type, int32_t math, int32_t epilogue,
                           const void *a, int64_t stride_a, const void *b,
                           int64_t stride_b, const void *bias,
                           const void *residual, void *d, int64_t stride_d) {
  HostTimer timer(HostEntry::Cublaslt);
  if (!readyInRun() || !loadCublasLt())
    return;
  if (math != HIERA_MATH_TF32X3 || ab_type != HIERA_F32)
    return matmul(batch, m, n, k, trans_a, trans_b, ab_type, d_type, math,
                  epilogue, a, stride_a, 0, b, stride_b, 0, bias, residual, d,
                  stride_d);
  // TF32 GEMMs over 3K: A's parts go along K (its columns, or its rows
  // when stored transposed), B's likewise. A broadcast operand (stride 0)
  // is one matrix, split once.
  auto [splitA, splitB] = splitForTf32x3(
      {a, stride_a ? batch : 1, trans_a ? k : m, trans_a ? m : k,
       trans_a != 0},
      {b, stride_b ? batch : 1, trans_b ? n : k, trans_b ? k : n,
       trans_b == 0});
  if (!splitA)
    return;
  // The tensor cores accumulate toward zero, so their error grows with
  // the reduction's length: on the H200 about 1e-8 K of the result in one
  // GEMM over 3K, outside the f32 tolerance from K = 16384. The 3K go in
  // chunks, each a GEMM that adds its product to D in f32 (beta = 1,
  // rounded to nearest), so that the error stays that of one chunk; the
  // epilogue comes with the last.
  int64_t total = 3 * k;
  for (int64_t begin = 0; begin < total; begin += kEmulatedChunk) {
    int64_t length = std::min(kEmulatedChunk, total - begin);
    bool last = begin + length == total;
    // A chunk of A's K: columns of A (rows of A^T); of B's: rows of B
    // (columns of B^T).
    const float *chunkA = splitA + (trans_a ? begin * m : begin);
    const float *chunkB = splitB + (trans_b ? begin : begin * n);
    matmul(batch, m, n, length, trans_a, trans_b, ab_type, d_type,
           HIERA_MATH_TF32, last ? epilogue : HIERA_EPILOGUE_NONE, chunkA,
           3 * stride_a, trans_a ? 0 : total, chunkB, 3 * stride_b,
           trans_b ? total : 0, last ? bias : nullptr,
           begin == 0 ? residual : d, d, stride_d);
  }
}

} // extern "C"
