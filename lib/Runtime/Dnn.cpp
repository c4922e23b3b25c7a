//===- Dnn.cpp - Convolution, pooling and softmax through cuDNN 9 ---------===//

#include "Internal.h"

#include <cudnn.h>

#include <algorithm>
#include <array>
#include <map>
#include <mutex>
#include <tuple>
#include <vector>

using namespace hiera::rt;

namespace {

#define HIERA_CUDNN_FUNCTIONS(X)                                               \
  X(cudnnCreate) X(cudnnSetStream) X(cudnnGetErrorString)                      \
  X(cudnnCreateTensorDescriptor) X(cudnnSetTensor4dDescriptor)                 \
  X(cudnnSetTensorNdDescriptorEx) X(cudnnCreateFilterDescriptor)              \
  X(cudnnSetFilterNdDescriptor) X(cudnnCreateConvolutionDescriptor)            \
  X(cudnnSetConvolutionNdDescriptor) X(cudnnSetConvolutionGroupCount)          \
  X(cudnnSetConvolutionMathType) X(cudnnFindConvolutionForwardAlgorithmEx)     \
  X(cudnnConvolutionForward) X(cudnnConvolutionBiasActivationForward)          \
  X(cudnnFindConvolutionBackwardDataAlgorithmEx)                               \
  X(cudnnConvolutionBackwardData)                                              \
  X(cudnnCreateActivationDescriptor) X(cudnnSetActivationDescriptor)           \
  X(cudnnAddTensor) X(cudnnSoftmaxForward) X(cudnnGetVersion)              \
  X(cudnnCreatePoolingDescriptor) X(cudnnSetPooling2dDescriptor)               \
  X(cudnnPoolingForward)

struct Cudnn {
#define HIERA_DECLARE(name) decltype(&::name) name = nullptr;
  HIERA_CUDNN_FUNCTIONS(HIERA_DECLARE)
#undef HIERA_DECLARE
  cudnnHandle_t handle = nullptr;
};

// The most workspace an algorithm search may offer. An NCHW convolution's
// fastest tensor-core algorithm transposes its operands into workspace: at
// 32x64x224x224 it takes 392 MB and runs in 1.7 ms, where the best one
// within 256 MB (FFT tiling) took 3.6 ms.
constexpr size_t kMaxSearchWorkspaceBytes = size_t(4) << 30;

Cudnn dnn;
std::once_flag loadOnce;
bool loaded = false;

bool check(cudnnStatus_t status, const char *call) {
  if (status == CUDNN_STATUS_SUCCESS)
    return true;
  std::string what(call);
  return fail(what.substr(0, what.find('(')) + " failed: " +
              dnn.cudnnGetErrorString(status));
}
#define HIERA_CUDNN_CALL(call) check(dnn.call, #call)

cudnnDataType_t toCudnn(int32_t type) {
  switch (type) {
  case HIERA_F16:
    return CUDNN_DATA_HALF;
  case HIERA_BF16:
    return CUDNN_DATA_BFLOAT16;
  case HIERA_F64:
    return CUDNN_DATA_DOUBLE;
  default:
    return CUDNN_DATA_FLOAT;
  }
}

/// A scaling factor as cuDNN reads it: a double for f64 data, else a float.
class Scale {
public:
  explicit Scale(double value) : asDouble(value), asFloat(float(value)) {}
  const void *forType(int32_t dtype) const {
    return dtype == HIERA_F64 ? static_cast<const void *>(&asDouble)
                              : static_cast<const void *>(&asFloat);
  }

private:
  double asDouble;
  float asFloat;
};

/// Binds the handle to the runtime's stream before each call.
bool ready() {
  return readyInRun() && loadCudnn() &&
         HIERA_CUDNN_CALL(cudnnSetStream(dnn.handle, stream()));
}

struct ConvPlan {
  cudnnTensorDescriptor_t x, y, bias;
  cudnnFilterDescriptor_t filter;
  cudnnConvolutionDescriptor_t conv;
  cudnnActivationDescriptor_t relu, identity;
  /// A cudnnConvolutionFwdAlgo_t, or a cudnnConvolutionBwdDataAlgo_t for
  /// a transposed convolution.
  int algo;
  size_t workspaceBytes;
};

/// A convolution's shape, as hiera_cudnn_conv_forward takes it: rank, n,
/// c, k, groups, then d, h, w, t, r, s, the pads, strides and dilations
/// (depth, height, width), layout, dtype and math. A transposed one is
/// the convolution it transposes, computed backward: from the output
/// (K channels) to the input (C channels, of extent d, h, w).
struct ConvShape {
  int64_t rank, n, c, k, groups;
  std::array<int64_t, 3> extent, window, pad, stride, dilation;
  int64_t layout, dtype, math;
  bool transposed = false;

  auto tie() const {
    return std::tie(rank, n, c, k, groups, extent, window, pad, stride,
                    dilation, layout, dtype, math, transposed);
  }
  bool operator<(const ConvShape &other) const { return tie() < other.tie(); }
};

std::mutex planMutex;
std::map<ConvShape, ConvPlan> convPlans;

int64_t outputExtent(int64_t in, int64_t window, int64_t stride,
                     int64_t dilation, int64_t pad = 0) {
  return (in + 2 * pad - dilation * (window - 1) - 1) / stride + 1;
}

/// Descriptors, then cuDNN's measured search for the fastest algorithm.
/// Dimensions go to cuDNN as N, C, spatial (K, C per group, window for the
/// filter) whatever the layout; the format says how they are stored.
bool makeConvPlan(const ConvShape &shape, ConvPlan &plan, const void *x,
                  const void *filter, void *y) {
  cudnnTensorFormat_t format =
      shape.layout == 0 ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
  cudnnDataType_t type = toCudnn(shape.dtype);
  cudnnDataType_t accumulate =
      shape.dtype == HIERA_F64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
  // f32 stays f32 (FMA only) unless the contract allows tf32.
  cudnnMathType_t mathType =
      shape.dtype == HIERA_F32 && shape.math == HIERA_MATH_STRICT
          ? CUDNN_FMA_MATH
          : CUDNN_DEFAULT_MATH;
  // The spatial dimensions a rank-2 convolution has: height and width.
  int first = 3 - int(shape.rank);
  int dims = int(shape.rank) + 2;
  std::vector<int> xDims{int(shape.n), int(shape.c)},
      yDims{int(shape.n), int(shape.k)},
      filterDims{int(shape.k), int(shape.c / shape.groups)},
      biasDims{1, int(shape.transposed ? shape.c : shape.k)}, pads, strides,
      dilations;
  for (int i = first; i < 3; ++i) {
    xDims.push_back(int(shape.extent[i]));
    yDims.push_back(int(outputExtent(shape.extent[i], shape.window[i],
                                     shape.stride[i], shape.dilation[i],
                                     shape.pad[i])));
    filterDims.push_back(int(shape.window[i]));
    biasDims.push_back(1);
    pads.push_back(int(shape.pad[i]));
    strides.push_back(int(shape.stride[i]));
    dilations.push_back(int(shape.dilation[i]));
  }
  if (!HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.x)) ||
      !HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.y)) ||
      !HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.bias)) ||
      !HIERA_CUDNN_CALL(cudnnCreateFilterDescriptor(&plan.filter)) ||
      !HIERA_CUDNN_CALL(cudnnCreateConvolutionDescriptor(&plan.conv)) ||
      !HIERA_CUDNN_CALL(cudnnCreateActivationDescriptor(&plan.relu)) ||
      !HIERA_CUDNN_CALL(cudnnCreateActivationDescriptor(&plan.identity)) ||
      !HIERA_CUDNN_CALL(cudnnSetTensorNdDescriptorEx(plan.x, format, type,
                                                     dims, xDims.data())) ||
      !HIERA_CUDNN_CALL(cudnnSetTensorNdDescriptorEx(plan.y, format, type,
                                                     dims, yDims.data())) ||
      !HIERA_CUDNN_CALL(cudnnSetTensorNdDescriptorEx(plan.bias, format, type,
                                                     dims, biasDims.data())) ||
      !HIERA_CUDNN_CALL(cudnnSetFilterNdDescriptor(plan.filter, type, format,
                                                   dims, filterDims.data())) ||
      !HIERA_CUDNN_CALL(cudnnSetConvolutionNdDescriptor(
          plan.conv, int(shape.rank), pads.data(), strides.data(),
          dilations.data(), CUDNN_CROSS_CORRELATION, accumulate)) ||
      !HIERA_CUDNN_CALL(
          cudnnSetConvolutionGroupCount(plan.conv, int(shape.groups))) ||
      !HIERA_CUDNN_CALL(cudnnSetConvolutionMathType(plan.conv, mathType)) ||
      !HIERA_CUDNN_CALL(cudnnSetActivationDescriptor(
          plan.relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0)) ||
      !HIERA_CUDNN_CALL(cudnnSetActivationDescriptor(
          plan.identity, CUDNN_ACTIVATION_IDENTITY, CUDNN_NOT_PROPAGATE_NAN,
          0.0)))
    return false;

  // Half of what is free, so that the chosen algorithm's workspace and the
  // module's own buffers still fit beside it.
  ScratchMemory space(
      std::min(kMaxSearchWorkspaceBytes, freeDeviceMemory() / 2));
  if (!space.data())
    return false;
  // Results come fastest first; strict f32 must not have run on TF32.
  auto choose = [&](const auto *results, int returned) {
    for (int i = 0; i < returned; ++i) {
      if (results[i].status != CUDNN_STATUS_SUCCESS ||
          (mathType == CUDNN_FMA_MATH &&
           results[i].mathType != CUDNN_FMA_MATH))
        continue;
      plan.algo = int(results[i].algo);
      plan.workspaceBytes = results[i].memory;
      return true;
    }
    return fail("cuDNN found no convolution algorithm for this problem");
  };
  int returned = 0;
  if (shape.transposed) {
    // Forward, y is the convolution's input and x its output.
    cudnnConvolutionBwdDataAlgoPerf_t
        results[CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT];
    return HIERA_CUDNN_CALL(cudnnFindConvolutionBackwardDataAlgorithmEx(
               dnn.handle, plan.filter, filter, plan.y, x, plan.conv, plan.x,
               y, CUDNN_CONVOLUTION_BWD_DATA_ALGO_COUNT, &returned, results,
               space.data(), space.bytes())) &&
           choose(results, returned);
  }
  cudnnConvolutionFwdAlgoPerf_t results[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  return HIERA_CUDNN_CALL(cudnnFindConvolutionForwardAlgorithmEx(
             dnn.handle, plan.x, x, plan.filter, filter, plan.conv, plan.y, y,
             CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &returned, results,
             space.data(), space.bytes())) &&
         choose(results, returned);
}

} // namespace

size_t hiera::rt::cudnnVersion() {
  return loadCudnn() ? dnn.cudnnGetVersion() : 0;
}

bool hiera::rt::loadCudnn() {
  std::call_once(loadOnce, [] {
    void *library = openLibrary("cuDNN", "HIERA_CUDNN", "libcudnn.so.9");
    if (!library)
      return;
#define HIERA_RESOLVE(name)                                                    \
  dnn.name = reinterpret_cast<decltype(&::name)>(                              \
      findSymbol(library, "cuDNN", #name));                                    \
  if (!dnn.name)                                                               \
    return;
    HIERA_CUDNN_FUNCTIONS(HIERA_RESOLVE)
#undef HIERA_RESOLVE
    loaded = HIERA_CUDNN_CALL(cudnnCreate(&dnn.handle));
  });
  return loaded;
}

namespace {

/// The convolution itself, once the operands are in the math's form.
void convolve(const ConvShape &shape, int32_t epilogue, const void *x,
              const void *filter, const void *bias, void *y) {
  std::lock_guard<std::mutex> lock(planMutex);
  auto it = convPlans.find(shape);
  if (it == convPlans.end()) {
    ConvPlan plan;
    if (!makeConvPlan(shape, plan, x, filter, y))
      return;
    it = convPlans.emplace(shape, plan).first;
  }
  ConvPlan &plan = it->second;
  void *space = workspace(plan.workspaceBytes ? plan.workspaceBytes : 1);
  if (!space)
    return;
  int32_t dtype = int32_t(shape.dtype);
  Scale one(1.0), zero(0.0);
  const void *alpha = one.forType(dtype), *beta = zero.forType(dtype);
  if (shape.transposed) {
    // The backward pass of the convolution from y to x: x is its output's
    // gradient, y its input's.
    if (HIERA_CUDNN_CALL(cudnnConvolutionBackwardData(
            dnn.handle, alpha, plan.filter, filter, plan.y, x, plan.conv,
            cudnnConvolutionBwdDataAlgo_t(plan.algo), space,
            plan.workspaceBytes, beta, plan.x, y)) &&
        epilogue == HIERA_EPILOGUE_BIAS)
      HIERA_CUDNN_CALL(
          cudnnAddTensor(dnn.handle, alpha, plan.bias, bias, alpha, plan.x, y));
    return;
  }
  // y = act(conv + 0 * y + bias) in one call; cuDNN takes the identity
  // only with the precomputed implicit GEMM. At 32x64x224x224 to 128
  // channels that is 1.47 ms, against 2.16 ms for the convolution and a
  // separate bias add.
  bool fusedBias =
      epilogue == HIERA_EPILOGUE_BIAS &&
      plan.algo == int(CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM);
  if (epilogue == HIERA_EPILOGUE_BIAS_RELU || fusedBias) {
    HIERA_CUDNN_CALL(cudnnConvolutionBiasActivationForward(
        dnn.handle, alpha, plan.x, x, plan.filter, filter, plan.conv,
        cudnnConvolutionFwdAlgo_t(plan.algo), space, plan.workspaceBytes,
        beta, plan.y, y, plan.bias,
        bias, fusedBias ? plan.identity : plan.relu, plan.y, y));
    return;
  }
  if (!HIERA_CUDNN_CALL(cudnnConvolutionForward(
          dnn.handle, alpha, plan.x, x, plan.filter, filter, plan.conv,
          cudnnConvolutionFwdAlgo_t(plan.algo), space, plan.workspaceBytes,
          beta, plan.y, y)))
    return;
  if (epilogue == HIERA_EPILOGUE_BIAS)
    HIERA_CUDNN_CALL(
        cudnnAddTensor(dnn.handle, alpha, plan.bias, bias, alpha, plan.y, y));
}

} // namespace

extern "C" {

void hiera_cudnn_conv_forward(
    int32_t rank, int64_t n, int64_t c, int64_t k, int64_t groups, int64_t d,
    int64_t h, int64_t w, int64_t t, int64_t r, int64_t s, int64_t pad_d,
    int64_t pad_h, int64_t pad_w, int64_t stride_d, int64_t stride_h,
    int64_t stride_w, int64_t dilation_d, int64_t dilation_h,
    int64_t dilation_w, int32_t layout, int32_t dtype, int32_t math,
    int32_t epilogue, const void *x, const void *filter, const void *bias,
    void *y) {
  if (!ready())
    return;
  if (epilogue != HIERA_EPILOGUE_NONE && epilogue != HIERA_EPILOGUE_BIAS &&
      epilogue != HIERA_EPILOGUE_BIAS_RELU) {
    fail("cuDNN convolution epilogue " + std::to_string(epilogue) +
         " is not supported: expected none, bias or bias+relu");
    return;
  }
  if ((rank != 2 && rank != 3) || groups < 1 || c % groups || k % groups) {
    fail("cuDNN convolution of rank " + std::to_string(rank) + " in " +
         std::to_string(groups) + " groups of " + std::to_string(c) +
         " to " + std::to_string(k) +
         " channels: expected rank 2 or 3 and groups dividing both");
    return;
  }
  ConvShape shape{rank,
                  n,
                  c,
                  k,
                  groups,
                  {d, h, w},
                  {t, r, s},
                  {pad_d, pad_h, pad_w},
                  {stride_d, stride_h, stride_w},
                  {dilation_d, dilation_h, dilation_w},
                  layout,
                  dtype,
                  math};
  if (math != HIERA_MATH_TF32X3 || dtype != HIERA_F32)
    return convolve(shape, epilogue, x, filter, bias, y);
  // Three channels per channel would interleave the groups.
  if (rank != 2 || groups != 1) {
    fail("3xTF32 convolutions are 2-D and ungrouped only");
    return;
  }
  // One TF32 convolution over 3C input channels: in NHWC and KRSC the
  // channels are each row's columns, in NCHW and KCRS each image's (each
  // filter's) rows.
  bool nhwc = layout == 0;
  auto [splitX, splitFilter] = splitForTf32x3(
      {x, nhwc ? 1 : n, nhwc ? n * h * w : c, nhwc ? c : h * w, !nhwc},
      {filter, nhwc ? 1 : k, nhwc ? k * r * s : c, nhwc ? c : r * s, !nhwc});
  if (!splitX)
    return;
  shape.c = 3 * c;
  shape.math = HIERA_MATH_TF32;
  convolve(shape, epilogue, splitX, splitFilter, bias, y);
}

void hiera_cudnn_conv_transpose(
    int32_t rank, int64_t n, int64_t c, int64_t k, int64_t groups, int64_t d,
    int64_t h, int64_t w, int64_t t, int64_t r, int64_t s, int64_t pad_d,
    int64_t pad_h, int64_t pad_w, int64_t stride_d, int64_t stride_h,
    int64_t stride_w, int64_t dilation_d, int64_t dilation_h,
    int64_t dilation_w, int32_t layout, int32_t dtype, int32_t math,
    int32_t epilogue, const void *x, const void *filter, const void *bias,
    void *y) {
  if (!ready())
    return;
  if (epilogue != HIERA_EPILOGUE_NONE && epilogue != HIERA_EPILOGUE_BIAS) {
    fail("cuDNN transposed convolution epilogue " + std::to_string(epilogue) +
         " is not supported: expected none or bias");
    return;
  }
  if ((rank != 2 && rank != 3) || groups < 1 || c % groups || k % groups ||
      layout != 1 || math == HIERA_MATH_TF32X3) {
    fail("cuDNN transposed convolution of rank " + std::to_string(rank) +
         " in " + std::to_string(groups) + " groups of " + std::to_string(c) +
         " to " + std::to_string(k) +
         " channels: expected rank 2 or 3, channels first, groups dividing "
         "both, and no 3xTF32");
    return;
  }
  // The convolution it transposes maps y (k channels, d x h x w) to x.
  ConvShape shape{rank,
                  n,
                  k,
                  c,
                  groups,
                  {d, h, w},
                  {t, r, s},
                  {pad_d, pad_h, pad_w},
                  {stride_d, stride_h, stride_w},
                  {dilation_d, dilation_h, dilation_w},
                  layout,
                  dtype,
                  math,
                  /*transposed=*/true};
  convolve(shape, epilogue, x, filter, bias, y);
}

void hiera_cudnn_pool2d_forward(int64_t n, int64_t c, int64_t h, int64_t w,
                                int64_t r, int64_t s, int64_t stride_h,
                                int64_t stride_w, int32_t layout,
                                int32_t dtype, int32_t mode, const void *x,
                                void *y) {
  if (!ready())
    return;
  struct PoolPlan {
    cudnnTensorDescriptor_t x, y;
    cudnnPoolingDescriptor_t pool;
  };
  static std::map<std::tuple<int64_t, int64_t, int64_t, int64_t, int64_t,
                             int64_t, int64_t, int64_t, int32_t, int32_t,
                             int32_t>,
                  PoolPlan>
      plans;
  std::lock_guard<std::mutex> lock(planMutex);
  auto key = std::make_tuple(n, c, h, w, r, s, stride_h, stride_w, layout,
                             dtype, mode);
  auto it = plans.find(key);
  if (it == plans.end()) {
    PoolPlan plan;
    cudnnTensorFormat_t format =
        layout == 0 ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
    // Sum pooling is average pooling scaled by the window's size.
    cudnnPoolingMode_t poolMode =
        mode == 0 ? CUDNN_POOLING_MAX
                  : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING;
    if (!HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.x)) ||
        !HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.y)) ||
        !HIERA_CUDNN_CALL(cudnnCreatePoolingDescriptor(&plan.pool)) ||
        !HIERA_CUDNN_CALL(cudnnSetTensor4dDescriptor(
            plan.x, format, toCudnn(dtype), n, c, h, w)) ||
        !HIERA_CUDNN_CALL(cudnnSetTensor4dDescriptor(
            plan.y, format, toCudnn(dtype), n, c,
            outputExtent(h, r, stride_h, 1), outputExtent(w, s, stride_w, 1))) ||
        !HIERA_CUDNN_CALL(cudnnSetPooling2dDescriptor(
            plan.pool, poolMode, CUDNN_PROPAGATE_NAN, r, s, 0, 0, stride_h,
            stride_w)))
      return;
    it = plans.emplace(key, plan).first;
  }
  Scale window(mode == 0 ? 1.0 : double(r * s)), zero(0.0);
  const void *alpha = window.forType(dtype), *beta = zero.forType(dtype);
  HIERA_CUDNN_CALL(cudnnPoolingForward(dnn.handle, it->second.pool, alpha,
                                       it->second.x, x, beta, it->second.y,
                                       y));
}

void hiera_cudnn_softmax_forward(int64_t rows, int64_t cols, int32_t dtype,
                                 const void *x, void *y) {
  if (!ready())
    return;
  // One descriptor per shape, made once: rows x cols as N x C x 1 x 1.
  static std::map<std::tuple<int64_t, int64_t, int32_t>,
                  cudnnTensorDescriptor_t>
      descriptors;
  std::lock_guard<std::mutex> lock(planMutex);
  auto key = std::make_tuple(rows, cols, dtype);
  auto it = descriptors.find(key);
  if (it == descriptors.end()) {
    cudnnTensorDescriptor_t desc;
    if (!HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&desc)) ||
        !HIERA_CUDNN_CALL(cudnnSetTensor4dDescriptor(
            desc, CUDNN_TENSOR_NCHW, toCudnn(dtype), rows, cols, 1, 1)))
      return;
    it = descriptors.emplace(key, desc).first;
  }
  Scale one(1.0), zero(0.0);
  const void *alpha = one.forType(dtype), *beta = zero.forType(dtype);
  HIERA_CUDNN_CALL(cudnnSoftmaxForward(dnn.handle, CUDNN_SOFTMAX_ACCURATE,
                                       CUDNN_SOFTMAX_MODE_CHANNEL, alpha,
                                       it->second, x, beta, it->second, y));
}

} // extern "C"
