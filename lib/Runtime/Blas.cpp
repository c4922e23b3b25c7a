//===- Blas.cpp - GEMM through cuBLASLt, loaded at run time ---------------===//

#include "Internal.h"

#include <cublasLt.h>

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

/// One problem shape's descriptors and chosen algorithm, made once.
struct Plan {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr, d = nullptr;
  cublasLtMatmulAlgo_t algo;
  bool doubleScale = false;
};

using PlanKey = std::tuple<int64_t, int64_t, int64_t, int64_t, int32_t,
                           int32_t, int32_t, int32_t, int32_t, int32_t,
                           int64_t, int64_t, int64_t, bool>;

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

/// A column-major rows x cols layout, batched when batch > 1.
bool makeLayout(cublasLtMatrixLayout_t *layout, cudaDataType_t type,
                uint64_t rows, uint64_t cols, int64_t batch, int64_t stride) {
  if (!HIERA_CUBLASLT_CALL(
          cublasLtMatrixLayoutCreate(layout, type, rows, cols, rows)))
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
        strideA, strideB, strideD, residual] = key;
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
                  strideB) ||
      !makeLayout(&plan.a, ab, transA ? m : k, transA ? k : m, batch,
                  strideA) ||
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

} // namespace

extern "C" {

void hiera_cublaslt_matmul(int64_t batch, int64_t m, int64_t n, int64_t k,
                           int32_t trans_a, int32_t trans_b, int32_t ab_type,
                           int32_t d_type, int32_t math, int32_t epilogue,
                           const void *a, int64_t stride_a, const void *b,
                           int64_t stride_b, const void *bias,
                           const void *residual, void *d, int64_t stride_d) {
  if (!ensureInitialized() || failed() || !loadCublasLt())
    return;
  PlanKey key{batch,    m,        n,       k,        trans_a,
              trans_b,  ab_type,  d_type,  math,     epilogue,
              stride_a, stride_b, stride_d, residual != nullptr};
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

} // extern "C"
