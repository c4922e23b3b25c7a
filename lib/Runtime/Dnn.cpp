//===- Dnn.cpp - Convolution, pooling and softmax through cuDNN 9 ---------===//

#include "Internal.h"

#include <cudnn.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

using namespace hiera::rt;

namespace {

// clang-format off
#define HIERA_CUDNN_FUNCTIONS(X)                                               \
  X(cudnnCreate) X(cudnnSetStream) X(cudnnGetErrorString)                      \
  X(cudnnCreateTensorDescriptor) X(cudnnSetTensor4dDescriptor)                 \
  X(cudnnSetTensorNdDescriptorEx) X(cudnnCreateFilterDescriptor)               \
  X(cudnnSetFilterNdDescriptor) X(cudnnCreateConvolutionDescriptor)            \
  X(cudnnSetConvolutionNdDescriptor) X(cudnnSetConvolutionGroupCount)          \
  X(cudnnSetConvolutionMathType) X(cudnnFindConvolutionForwardAlgorithmEx)     \
  X(cudnnConvolutionForward) X(cudnnConvolutionBiasActivationForward)          \
  X(cudnnFindConvolutionBackwardDataAlgorithmEx)                               \
  X(cudnnConvolutionBackwardData)                                              \
  X(cudnnCreateActivationDescriptor) X(cudnnSetActivationDescriptor)           \
  X(cudnnAddTensor) X(cudnnSoftmaxForward) X(cudnnGetVersion)                  \
  X(cudnnCreatePoolingDescriptor) X(cudnnSetPooling2dDescriptor)               \
  X(cudnnPoolingForward) X(cudnnBackendCreateDescriptor)                       \
  X(cudnnBackendDestroyDescriptor) X(cudnnBackendSetAttribute)                 \
  X(cudnnBackendGetAttribute) X(cudnnBackendFinalize) X(cudnnBackendExecute)   \
  X(cudnnSetTensorNdDescriptor) X(cudnnGetTensorNdDescriptor)                  \
  X(cudnnCreateDropoutDescriptor) X(cudnnSetDropoutDescriptor)                 \
  X(cudnnCreateRNNDescriptor) X(cudnnSetRNNDescriptor_v8)                      \
  X(cudnnCreateRNNDataDescriptor) X(cudnnSetRNNDataDescriptor)                 \
  X(cudnnGetRNNWeightSpaceSize) X(cudnnGetRNNWeightParams)                     \
  X(cudnnGetRNNTempSpaceSizes) X(cudnnRNNForward)                              \
  X(cudnnTransformTensor) X(cudnnDestroyTensorDescriptor)
// clang-format on

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
  /// What follows the convolution (HIERA_EPILOGUE_*), and the largest
  /// power of two up to 32 that divides every address the graph reads or
  /// writes: a backend plan is made for both.
  int32_t epilogue = HIERA_EPILOGUE_NONE;
  int64_t alignment = 16;

  auto tie() const {
    return std::tie(rank, n, c, k, groups, extent, window, pad, stride,
                    dilation, layout, dtype, math, transposed, epilogue,
                    alignment);
  }
  bool operator<(const ConvShape &other) const { return tie() < other.tie(); }
};

/// The largest power of two up to 32 that divides every address (32:
/// PyTorch's largest, which cuDNN's heuristics rank engines by).
int64_t commonAlignment(std::initializer_list<const void *> pointers) {
  int64_t alignment = 32;
  for (const void *pointer : pointers)
    while (pointer && reinterpret_cast<uintptr_t>(pointer) % alignment)
      alignment /= 2;
  return alignment;
}

/// Bytes of one element of a runtime type.
int64_t elementBytes(int32_t dtype) {
  switch (dtype) {
  case HIERA_F16:
  case HIERA_BF16:
    return 2;
  case HIERA_F64:
    return 8;
  default:
    return 4;
  }
}

int64_t outputExtent(int64_t in, int64_t window, int64_t stride,
                     int64_t dilation, int64_t pad = 0) {
  return (in + 2 * pad - dilation * (window - 1) - 1) / stride + 1;
}

/// A convolution's dimensions as cuDNN takes them: N, C, spatial for x
/// (c channels) and y (k channels), K, C per group, window for the filter;
/// a bias per channel of the result (x's for a transposed convolution,
/// which computes x from y); a rank-2 convolution's spatial dimensions are
/// height and width.
struct ConvDims {
  std::vector<int64_t> x, y, filter, bias, pads, strides, dilations;
};

ConvDims convDims(const ConvShape &shape) {
  ConvDims dims{{shape.n, shape.c},
                {shape.n, shape.k},
                {shape.k, shape.c / shape.groups},
                {1, shape.transposed ? shape.c : shape.k},
                {},
                {},
                {}};
  for (int i = 3 - int(shape.rank); i < 3; ++i) {
    dims.x.push_back(shape.extent[i]);
    dims.y.push_back(outputExtent(shape.extent[i], shape.window[i],
                                  shape.stride[i], shape.dilation[i],
                                  shape.pad[i]));
    dims.filter.push_back(shape.window[i]);
    dims.bias.push_back(1);
    dims.pads.push_back(shape.pad[i]);
    dims.strides.push_back(shape.stride[i]);
    dims.dilations.push_back(shape.dilation[i]);
  }
  return dims;
}

/// Whether f32 must stay f32 (FMA only): unless the contract allows tf32.
bool strictF32(const ConvShape &shape) {
  return shape.dtype == HIERA_F32 && shape.math == HIERA_MATH_STRICT;
}

/// The legacy API's descriptors. Dimensions go to cuDNN as N, C, spatial
/// (K, C per group, window for the filter) whatever the layout; the format
/// says how they are stored.
bool makeConvDescriptors(const ConvShape &shape, ConvPlan &plan) {
  cudnnTensorFormat_t format =
      shape.layout == 0 ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
  cudnnDataType_t type = toCudnn(shape.dtype);
  cudnnDataType_t accumulate =
      shape.dtype == HIERA_F64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
  cudnnMathType_t mathType =
      strictF32(shape) ? CUDNN_FMA_MATH : CUDNN_DEFAULT_MATH;
  // The legacy API takes int.
  auto asInt = [](const std::vector<int64_t> &values) {
    return std::vector<int>(values.begin(), values.end());
  };
  ConvDims all = convDims(shape);
  int dims = int(shape.rank) + 2;
  std::vector<int> xDims = asInt(all.x), yDims = asInt(all.y),
                   filterDims = asInt(all.filter), biasDims = asInt(all.bias),
                   pads = asInt(all.pads), strides = asInt(all.strides),
                   dilations = asInt(all.dilations);
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
  return true;
}

/// The legacy API's measured search for the fastest algorithm.
bool findConvAlgorithm(const ConvShape &shape, ConvPlan &plan, const void *x,
                       const void *filter, void *y) {
  cudnnMathType_t mathType =
      strictF32(shape) ? CUDNN_FMA_MATH : CUDNN_DEFAULT_MATH;
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

//===----------------------------------------------------------------------===//
// Convolutions through the backend (graph) API: a plan made once per shape
// and executed from the cache. The legacy entry points cost 100 to 200 us
// of host time per call on an H100, twice PyTorch's, which runs cached
// plans too; after an L2 flush the GPU waited for it.
//===----------------------------------------------------------------------===//

/// A backend descriptor, destroyed with the object.
class Descriptor {
public:
  explicit Descriptor(cudnnBackendDescriptorType_t type) {
    if (dnn.cudnnBackendCreateDescriptor(type, &handle) != CUDNN_STATUS_SUCCESS)
      handle = nullptr;
  }
  ~Descriptor() {
    if (handle)
      dnn.cudnnBackendDestroyDescriptor(handle);
  }
  Descriptor(Descriptor &&other) noexcept
      : handle(std::exchange(other.handle, nullptr)) {}
  Descriptor(const Descriptor &) = delete;
  Descriptor &operator=(const Descriptor &) = delete;
  Descriptor &operator=(Descriptor &&) = delete;

  cudnnBackendDescriptor_t get() const { return handle; }

  /// Sets one attribute; false where cuDNN refuses it.
  template <typename T>
  bool set(cudnnBackendAttributeName_t name, cudnnBackendAttributeType_t type,
           const T *values, int64_t count = 1) {
    return handle &&
           dnn.cudnnBackendSetAttribute(handle, name, type, count, values) ==
               CUDNN_STATUS_SUCCESS;
  }
  bool finalize() {
    return handle && dnn.cudnnBackendFinalize(handle) == CUDNN_STATUS_SUCCESS;
  }

private:
  cudnnBackendDescriptor_t handle = nullptr;
};

/// The unique ids of a convolution graph's tensors.
enum TensorId : int64_t {
  kInput = 1,
  kFilter,
  kResult,
  kBias,
  kConvolved, // virtual: the convolution before its epilogue
  kBiased,    // virtual: with the bias, before the relu
};

/// One execution plan of a graph, and the workspace it needs.
struct BackendPlan {
  Descriptor plan;
  int64_t workspaceBytes = 0;
};

/// A finalized graph: every descriptor it references, kept alive for its
/// plans, and the plans cuDNN's heuristics offer for it.
struct BackendGraph {
  std::vector<Descriptor> owned;
  std::vector<BackendPlan> plans;
};

/// Strides of a packed tensor of `dims` (N, C, spatial...), channels
/// innermost where `channelsLast`.
std::vector<int64_t> packedStrides(const std::vector<int64_t> &dims,
                                   bool channelsLast) {
  std::vector<size_t> innermostFirst;
  if (channelsLast)
    innermostFirst.push_back(1);
  for (size_t i = dims.size(); i-- > 2;)
    innermostFirst.push_back(i);
  if (!channelsLast)
    innermostFirst.push_back(1);
  innermostFirst.push_back(0);
  std::vector<int64_t> strides(dims.size());
  int64_t stride = 1;
  for (size_t dim : innermostFirst) {
    strides[dim] = stride;
    stride *= dims[dim];
  }
  return strides;
}

/// Adds a finalized tensor descriptor to `graph`; null where cuDNN refuses.
cudnnBackendDescriptor_t addTensor(BackendGraph &graph, TensorId id,
                                   cudnnDataType_t type,
                                   const std::vector<int64_t> &dims,
                                   bool channelsLast, int64_t alignment,
                                   bool isVirtual) {
  Descriptor tensor(CUDNN_BACKEND_TENSOR_DESCRIPTOR);
  std::vector<int64_t> strides = packedStrides(dims, channelsLast);
  int64_t uid = id;
  bool virtualFlag = isVirtual;
  if (!tensor.set(CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, &type) ||
      !tensor.set(CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, dims.data(),
                  int64_t(dims.size())) ||
      !tensor.set(CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, strides.data(),
                  int64_t(strides.size())) ||
      !tensor.set(CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, &uid) ||
      !tensor.set(CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64,
                  &alignment) ||
      !tensor.set(CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN,
                  &virtualFlag) ||
      !tensor.finalize())
    return nullptr;
  graph.owned.push_back(std::move(tensor));
  return graph.owned.back().get();
}

/// Adds a finalized pointwise operation y = mode(x[, b]) to `graph`.
cudnnBackendDescriptor_t
addPointwise(BackendGraph &graph, cudnnPointwiseMode_t mode,
             cudnnDataType_t precision, cudnnBackendDescriptor_t x,
             cudnnBackendDescriptor_t b, cudnnBackendDescriptor_t y) {
  Descriptor pointwise(CUDNN_BACKEND_POINTWISE_DESCRIPTOR);
  if (!pointwise.set(CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE,
                     &mode) ||
      !pointwise.set(CUDNN_ATTR_POINTWISE_MATH_PREC, CUDNN_TYPE_DATA_TYPE,
                     &precision) ||
      !pointwise.finalize())
    return nullptr;
  cudnnBackendDescriptor_t function = pointwise.get();
  graph.owned.push_back(std::move(pointwise));
  Descriptor operation(CUDNN_BACKEND_OPERATION_POINTWISE_DESCRIPTOR);
  if (!operation.set(CUDNN_ATTR_OPERATION_POINTWISE_PW_DESCRIPTOR,
                     CUDNN_TYPE_BACKEND_DESCRIPTOR, &function) ||
      !operation.set(CUDNN_ATTR_OPERATION_POINTWISE_XDESC,
                     CUDNN_TYPE_BACKEND_DESCRIPTOR, &x) ||
      (b && !operation.set(CUDNN_ATTR_OPERATION_POINTWISE_BDESC,
                           CUDNN_TYPE_BACKEND_DESCRIPTOR, &b)) ||
      !operation.set(CUDNN_ATTR_OPERATION_POINTWISE_YDESC,
                     CUDNN_TYPE_BACKEND_DESCRIPTOR, &y) ||
      !operation.finalize())
    return nullptr;
  graph.owned.push_back(std::move(operation));
  return graph.owned.back().get();
}

/// Whether an engine computes as the contract asks: none rounds its inputs
/// to a narrower type (f32 to f16: TF32 keeps f32's range, f16 does not;
/// PyTorch drops these engines too), and strict f32 takes no tensor-core
/// (TF32) engine and nothing that sums below f32.
bool keepsArithmetic(const ConvShape &shape,
                     cudnnBackendDescriptor_t engineConfig) {
  Descriptor engine(CUDNN_BACKEND_ENGINE_DESCRIPTOR);
  int64_t count = 0;
  cudnnBackendDescriptor_t engineHandle = engine.get();
  if (!engineHandle ||
      dnn.cudnnBackendGetAttribute(engineConfig, CUDNN_ATTR_ENGINECFG_ENGINE,
                                   CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &count,
                                   &engineHandle) != CUDNN_STATUS_SUCCESS)
    return false;
  std::array<cudnnBackendNumericalNote_t, CUDNN_NUMERICAL_NOTE_TYPE_COUNT>
      notes;
  if (dnn.cudnnBackendGetAttribute(
          engineHandle, CUDNN_ATTR_ENGINE_NUMERICAL_NOTE,
          CUDNN_TYPE_NUMERICAL_NOTE, int64_t(notes.size()), &count,
          notes.data()) != CUDNN_STATUS_SUCCESS)
    return false;
  bool strict = strictF32(shape);
  return std::none_of(notes.begin(), notes.begin() + count, [&](auto note) {
    return note == CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS ||
           (strict &&
            (note == CUDNN_NUMERICAL_NOTE_TENSOR_CORE ||
             note == CUDNN_NUMERICAL_NOTE_REDUCED_PRECISION_REDUCTION));
  });
}

/// The convolution of `shape` as a backend graph with the epilogue
/// `epilogue` inside it, and up to `maxPlans` execution plans that keep
/// the contract's arithmetic, in the order cuDNN's heuristics rank them
/// (mode A, then its fallback list). Null where cuDNN builds no plan.
std::unique_ptr<BackendGraph>
makeBackendGraph(const ConvShape &shape, int32_t epilogue, size_t maxPlans) {
  auto graph = std::make_unique<BackendGraph>();
  bool channelsLast = shape.layout == 0;
  cudnnDataType_t type = toCudnn(shape.dtype);
  bool f64 = shape.dtype == HIERA_F64;
  cudnnDataType_t compute = f64 ? CUDNN_DATA_DOUBLE : CUDNN_DATA_FLOAT;
  ConvDims dims = convDims(shape);
  const std::vector<int64_t> &inputDims = shape.transposed ? dims.y : dims.x;
  const std::vector<int64_t> &resultDims = shape.transposed ? dims.x : dims.y;

  bool hasEpilogue = epilogue != HIERA_EPILOGUE_NONE;
  bool relu = epilogue == HIERA_EPILOGUE_BIAS_RELU;
  auto input = addTensor(*graph, kInput, type, inputDims, channelsLast,
                         shape.alignment, false);
  auto filter = addTensor(*graph, kFilter, type, dims.filter, channelsLast,
                          shape.alignment, false);
  auto convolved = hasEpilogue
                       ? addTensor(*graph, kConvolved, compute, resultDims,
                                   channelsLast, shape.alignment, true)
                       : addTensor(*graph, kResult, type, resultDims,
                                   channelsLast, shape.alignment, false);
  if (!input || !filter || !convolved)
    return nullptr;

  Descriptor conv(CUDNN_BACKEND_CONVOLUTION_DESCRIPTOR);
  int64_t spatialDims = shape.rank;
  cudnnConvolutionMode_t mode = CUDNN_CROSS_CORRELATION;
  if (!conv.set(CUDNN_ATTR_CONVOLUTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE,
                &compute) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_CONV_MODE, CUDNN_TYPE_CONVOLUTION_MODE,
                &mode) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_SPATIAL_DIMS, CUDNN_TYPE_INT64,
                &spatialDims) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_DILATIONS, CUDNN_TYPE_INT64,
                dims.dilations.data(), spatialDims) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_FILTER_STRIDES, CUDNN_TYPE_INT64,
                dims.strides.data(), spatialDims) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_PRE_PADDINGS, CUDNN_TYPE_INT64,
                dims.pads.data(), spatialDims) ||
      !conv.set(CUDNN_ATTR_CONVOLUTION_POST_PADDINGS, CUDNN_TYPE_INT64,
                dims.pads.data(), spatialDims) ||
      !conv.finalize())
    return nullptr;
  cudnnBackendDescriptor_t convHandle = conv.get();
  graph->owned.push_back(std::move(conv));

  // alpha 1, beta 0, in the convolution's compute type.
  Scale one(1.0), zero(0.0);
  cudnnBackendAttributeType_t scaleType =
      f64 ? CUDNN_TYPE_DOUBLE : CUDNN_TYPE_FLOAT;
  const void *alpha = one.forType(int32_t(shape.dtype));
  const void *beta = zero.forType(int32_t(shape.dtype));
  Descriptor operation(
      shape.transposed
          ? CUDNN_BACKEND_OPERATION_CONVOLUTION_BACKWARD_DATA_DESCRIPTOR
          : CUDNN_BACKEND_OPERATION_CONVOLUTION_FORWARD_DESCRIPTOR);
  bool described =
      shape.transposed
          ? operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DY,
                          CUDNN_TYPE_BACKEND_DESCRIPTOR, &input) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_W,
                              CUDNN_TYPE_BACKEND_DESCRIPTOR, &filter) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_DX,
                              CUDNN_TYPE_BACKEND_DESCRIPTOR, &convolved) &&
                operation.set(
                    CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_CONV_DESC,
                    CUDNN_TYPE_BACKEND_DESCRIPTOR, &convHandle) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_ALPHA,
                              scaleType, alpha) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_BWD_DATA_BETA,
                              scaleType, beta)
          : operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_X,
                          CUDNN_TYPE_BACKEND_DESCRIPTOR, &input) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_W,
                              CUDNN_TYPE_BACKEND_DESCRIPTOR, &filter) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_Y,
                              CUDNN_TYPE_BACKEND_DESCRIPTOR, &convolved) &&
                operation.set(
                    CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_CONV_DESC,
                    CUDNN_TYPE_BACKEND_DESCRIPTOR, &convHandle) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_ALPHA,
                              scaleType, alpha) &&
                operation.set(CUDNN_ATTR_OPERATION_CONVOLUTION_FORWARD_BETA,
                              scaleType, beta);
  if (!described || !operation.finalize())
    return nullptr;
  std::vector<cudnnBackendDescriptor_t> operations{operation.get()};
  graph->owned.push_back(std::move(operation));

  if (hasEpilogue) {
    auto bias = addTensor(*graph, kBias, type, dims.bias, channelsLast,
                          shape.alignment, false);
    auto biased = relu ? addTensor(*graph, kBiased, compute, resultDims,
                                   channelsLast, shape.alignment, true)
                       : addTensor(*graph, kResult, type, resultDims,
                                   channelsLast, shape.alignment, false);
    auto addition = bias && biased
                        ? addPointwise(*graph, CUDNN_POINTWISE_ADD, compute,
                                       convolved, bias, biased)
                        : nullptr;
    if (!addition)
      return nullptr;
    operations.push_back(addition);
    if (relu) {
      auto result = addTensor(*graph, kResult, type, resultDims, channelsLast,
                              shape.alignment, false);
      auto rectified = result ? addPointwise(*graph, CUDNN_POINTWISE_RELU_FWD,
                                             compute, biased, nullptr, result)
                              : nullptr;
      if (!rectified)
        return nullptr;
      operations.push_back(rectified);
    }
  }

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  // The handle attributes: deprecated for device descriptors only from
  // cuDNN 9.8, which the oldest cuDNN 9 lacks.
  constexpr auto graphHandle = CUDNN_ATTR_OPERATIONGRAPH_HANDLE;
  constexpr auto planHandle = CUDNN_ATTR_EXECUTION_PLAN_HANDLE;
#pragma GCC diagnostic pop
  Descriptor operationGraph(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
  if (!operationGraph.set(CUDNN_ATTR_OPERATIONGRAPH_OPS,
                          CUDNN_TYPE_BACKEND_DESCRIPTOR, operations.data(),
                          int64_t(operations.size())) ||
      !operationGraph.set(graphHandle, CUDNN_TYPE_HANDLE, &dnn.handle) ||
      !operationGraph.finalize())
    return nullptr;
  cudnnBackendDescriptor_t graphDescriptor = operationGraph.get();
  graph->owned.push_back(std::move(operationGraph));

  for (cudnnBackendHeurMode_t heuristic :
       {CUDNN_HEUR_MODE_A, CUDNN_HEUR_MODE_FALLBACK}) {
    Descriptor heuristics(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR);
    int64_t offered = 0;
    if (!heuristics.set(CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
                        CUDNN_TYPE_BACKEND_DESCRIPTOR, &graphDescriptor) ||
        !heuristics.set(CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE,
                        &heuristic) ||
        !heuristics.finalize() ||
        dnn.cudnnBackendGetAttribute(heuristics.get(),
                                     CUDNN_ATTR_ENGINEHEUR_RESULTS,
                                     CUDNN_TYPE_BACKEND_DESCRIPTOR, 0, &offered,
                                     nullptr) != CUDNN_STATUS_SUCCESS)
      continue;
    std::vector<Descriptor> configs;
    std::vector<cudnnBackendDescriptor_t> configHandles;
    for (int64_t i = 0; i < offered; ++i) {
      configs.emplace_back(CUDNN_BACKEND_ENGINECFG_DESCRIPTOR);
      configHandles.push_back(configs.back().get());
    }
    if (offered == 0 ||
        std::find(configHandles.begin(), configHandles.end(), nullptr) !=
            configHandles.end() ||
        dnn.cudnnBackendGetAttribute(
            heuristics.get(), CUDNN_ATTR_ENGINEHEUR_RESULTS,
            CUDNN_TYPE_BACKEND_DESCRIPTOR, offered, &offered,
            configHandles.data()) != CUDNN_STATUS_SUCCESS)
      continue;
    for (int64_t i = 0; i < offered && graph->plans.size() < maxPlans; ++i) {
      if (!keepsArithmetic(shape, configHandles[i]))
        continue;
      BackendPlan candidate{
          Descriptor(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR)};
      int64_t returned = 0;
      if (!candidate.plan.set(planHandle, CUDNN_TYPE_HANDLE, &dnn.handle) ||
          !candidate.plan.set(CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
                              CUDNN_TYPE_BACKEND_DESCRIPTOR,
                              &configHandles[i]) ||
          !candidate.plan.finalize() ||
          dnn.cudnnBackendGetAttribute(
              candidate.plan.get(), CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
              CUDNN_TYPE_INT64, 1, &returned,
              &candidate.workspaceBytes) != CUDNN_STATUS_SUCCESS)
        continue;
      graph->plans.push_back(std::move(candidate));
    }
    // The configurations stay alive with the plans made from them.
    for (Descriptor &config : configs)
      graph->owned.push_back(std::move(config));
  }
  if (graph->plans.empty())
    return nullptr;
  return graph;
}

/// Runs `plan` on the operands; the status, unrecorded, for the search.
cudnnStatus_t executePlan(const BackendPlan &plan, const void *input,
                          const void *filter, const void *bias, void *result,
                          void *space) {
  Descriptor pack(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR);
  std::array<int64_t, 4> ids{kInput, kFilter, kResult, kBias};
  std::array<void *, 4> pointers{const_cast<void *>(input),
                                 const_cast<void *>(filter), result,
                                 const_cast<void *>(bias)};
  int64_t operands = bias ? 4 : 3;
  if (!pack.set(CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64,
                ids.data(), operands) ||
      !pack.set(CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR,
                pointers.data(), operands) ||
      !pack.set(CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR,
                &space) ||
      !pack.finalize())
    return CUDNN_STATUS_BAD_PARAM;
  return dnn.cudnnBackendExecute(dnn.handle, plan.plan.get(), pack.get());
}

/// A channels-first convolution computed channels-last: its input and
/// filter copied into NHWC (KRSC for the filter; NDHWC and KTRSC in 3-D),
/// the convolution computed there, and its result copied back. cuDNN's
/// fastest tensor-core engines are channels-last, and an NCHW plan either
/// runs slower ones or transposes inside it; both are timed, copies
/// included, and the faster kept. The copies lie in the workspace before
/// the plan's own, each at a 256-byte boundary.
struct ChannelsLastCopies {
  ConvShape shape;
  cudnnTensorDescriptor_t inputFirst = nullptr, inputLast = nullptr,
                          filterFirst = nullptr, filterLast = nullptr,
                          resultFirst = nullptr, resultLast = nullptr;
  size_t inputBytes = 0, filterBytes = 0, resultBytes = 0;

  ChannelsLastCopies() = default;
  ChannelsLastCopies(const ChannelsLastCopies &) = delete;
  ChannelsLastCopies &operator=(const ChannelsLastCopies &) = delete;
  ~ChannelsLastCopies() {
    for (cudnnTensorDescriptor_t descriptor :
         {inputFirst, inputLast, filterFirst, filterLast, resultFirst,
          resultLast})
      if (descriptor)
        dnn.cudnnDestroyTensorDescriptor(descriptor);
  }

  static size_t rounded(size_t bytes) { return (bytes + 255) / 256 * 256; }
  size_t bytes() const {
    return rounded(inputBytes) + rounded(filterBytes) + rounded(resultBytes);
  }
  char *input(void *space) const { return static_cast<char *>(space); }
  char *filter(void *space) const { return input(space) + rounded(inputBytes); }
  char *result(void *space) const {
    return filter(space) + rounded(filterBytes);
  }
  /// Where the plan's own workspace starts.
  char *planSpace(void *space) const { return input(space) + bytes(); }
};

/// The copies of `shape`'s operands (channels first) into channels last,
/// whose shape is `shape`'s with channels last and every address aligned
/// but the bias's.
std::shared_ptr<ChannelsLastCopies>
makeChannelsLastCopies(const ConvShape &shape, const void *bias) {
  auto copies = std::make_shared<ChannelsLastCopies>();
  copies->shape = shape;
  copies->shape.layout = 0;
  copies->shape.alignment = commonAlignment({bias});
  ConvDims dims = convDims(shape);
  const std::vector<int64_t> &inputDims = shape.transposed ? dims.y : dims.x;
  const std::vector<int64_t> &resultDims = shape.transposed ? dims.x : dims.y;
  cudnnDataType_t type = toCudnn(shape.dtype);
  auto describe = [&](cudnnTensorDescriptor_t &first,
                      cudnnTensorDescriptor_t &last,
                      const std::vector<int64_t> &extents, size_t &bytes) {
    std::vector<int> sizes(extents.begin(), extents.end());
    bytes = size_t(elementBytes(int32_t(shape.dtype)));
    for (int64_t extent : extents)
      bytes *= size_t(extent);
    return HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&first)) &&
           HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&last)) &&
           HIERA_CUDNN_CALL(
               cudnnSetTensorNdDescriptorEx(first, CUDNN_TENSOR_NCHW, type,
                                            int(sizes.size()), sizes.data())) &&
           HIERA_CUDNN_CALL(cudnnSetTensorNdDescriptorEx(
               last, CUDNN_TENSOR_NHWC, type, int(sizes.size()), sizes.data()));
  };
  if (!describe(copies->inputFirst, copies->inputLast, inputDims,
                copies->inputBytes) ||
      !describe(copies->filterFirst, copies->filterLast, dims.filter,
                copies->filterBytes) ||
      !describe(copies->resultFirst, copies->resultLast, resultDims,
                copies->resultBytes))
    return nullptr;
  return copies;
}

/// Runs `plan` and, where the bias is apart from it, cudnnAddTensor after
/// it. With `copies`, the plan (made for copies->shape) runs on
/// channels-last copies of the operands in `space`, and its result is
/// copied back into `y` before the bias. Returns the first failing call's
/// status, and its name in `call`.
cudnnStatus_t runBackendConvolution(const ConvShape &shape,
                                    const ConvPlan &legacy,
                                    const BackendPlan &plan, bool separateBias,
                                    const ChannelsLastCopies *copies,
                                    const void *x, const void *filter,
                                    const void *bias, void *y, void *space,
                                    const char *&call) {
  Scale one(1.0), zero(0.0);
  const void *alpha = one.forType(int32_t(shape.dtype));
  const void *beta = zero.forType(int32_t(shape.dtype));
  const void *input = x, *weights = filter;
  void *result = y, *planSpace = space;
  cudnnStatus_t status = CUDNN_STATUS_SUCCESS;
  if (copies) {
    call = "cudnnTransformTensor";
    status =
        dnn.cudnnTransformTensor(dnn.handle, alpha, copies->inputFirst, x, beta,
                                 copies->inputLast, copies->input(space));
    if (status == CUDNN_STATUS_SUCCESS)
      status = dnn.cudnnTransformTensor(dnn.handle, alpha, copies->filterFirst,
                                        filter, beta, copies->filterLast,
                                        copies->filter(space));
    if (status != CUDNN_STATUS_SUCCESS)
      return status;
    input = copies->input(space);
    weights = copies->filter(space);
    result = copies->result(space);
    planSpace = copies->planSpace(space);
  }
  // Only a graph with the epilogue inside reads the bias.
  const void *graphBias =
      shape.epilogue != HIERA_EPILOGUE_NONE && !separateBias ? bias : nullptr;
  call = "cudnnBackendExecute";
  status = executePlan(plan, input, weights, graphBias, result, planSpace);
  if (status == CUDNN_STATUS_SUCCESS && copies) {
    call = "cudnnTransformTensor";
    status = dnn.cudnnTransformTensor(dnn.handle, alpha, copies->resultLast,
                                      result, beta, copies->resultFirst, y);
  }
  if (status != CUDNN_STATUS_SUCCESS || !separateBias)
    return status;
  call = "cudnnAddTensor";
  return dnn.cudnnAddTensor(dnn.handle, alpha, legacy.bias, bias, alpha,
                            shape.transposed ? legacy.x : legacy.y, y);
}

/// How a convolution of one shape runs: a backend plan where cuDNN made
/// one, with the bias added by cudnnAddTensor after it where that measured
/// faster than a plan with the bias inside; else the legacy API with the
/// algorithm its own search chose.
struct ConvEntry {
  ConvPlan legacy{};
  std::unique_ptr<BackendGraph> graph;
  const BackendPlan *chosen = nullptr;
  bool separateBias = false;
  /// Set where the chosen plan computes channels-last on copies of
  /// channels-first operands (ChannelsLastCopies).
  std::shared_ptr<ChannelsLastCopies> copies;
};

std::mutex planMutex;
std::map<ConvShape, ConvEntry> convPlans;

/// The choice environment variable `variable` names: `unset` where it is
/// unset or empty, the choice paired with its value in `named`, else
/// `unknown`.
template <typename Choice>
Choice environmentChoice(
    const char *variable, Choice unset,
    std::initializer_list<std::pair<std::string_view, Choice>> named,
    Choice unknown) {
  const char *value = std::getenv(variable);
  if (!value || !*value)
    return unset;
  for (const auto &[name, choice] : named)
    if (name == value)
      return choice;
  return unknown;
}

/// Which cuDNN API convolutions use, from HIERA_CUDNN_API: by default a
/// backend plan, the legacy entry points where cuDNN makes none; `backend`
/// fails there instead (for tests), `legacy` always takes the legacy ones
/// (to compare the two on a GPU host).
enum class CudnnApi { Default, Backend, Legacy, Unknown };
CudnnApi cudnnApi() {
  static const CudnnApi api = environmentChoice(
      "HIERA_CUDNN_API", CudnnApi::Default,
      {{"backend", CudnnApi::Backend}, {"legacy", CudnnApi::Legacy}},
      CudnnApi::Unknown);
  return api;
}

/// How a backend plan is chosen, from HIERA_CUDNN_ENGINE: by default the
/// fastest measured; `first` takes the first plan of cuDNN's ranking that
/// the workspace allows, the bias added apart, without measuring: PyTorch's
/// choice with `cudnn.benchmark` off, so that a TF32 convolution can be
/// compared with PyTorch's bit for bit; `agreeing` takes the fastest plan
/// whose result on the call's operands agrees with that first plan's
/// (agreeingTolerance): a TF32 engine that rounds otherwise than
/// PyTorch's is left out where it would fail a comparison with eager.
enum class EnginePick { Fastest, First, Agreeing, Unknown };
EnginePick enginePick() {
  static const EnginePick pick = environmentChoice(
      "HIERA_CUDNN_ENGINE", EnginePick::Fastest,
      {{"first", EnginePick::First}, {"agreeing", EnginePick::Agreeing}},
      EnginePick::Unknown);
  return pick;
}

/// What `agreeing` allows between a plan's result and PyTorch's plan's:
/// KernelBench's rule against eager, |got - want| <= tol + tol |want|,
/// tol 1e-2 for half types and 1e-4 otherwise.
double agreeingTolerance(int64_t dtype) {
  return dtype == HIERA_F16 || dtype == HIERA_BF16 ? 1e-2 : 1e-4;
}

/// The elements of `shape`'s result.
int64_t resultElements(const ConvShape &shape) {
  ConvDims dims = convDims(shape);
  int64_t elements = 1;
  for (int64_t extent : shape.transposed ? dims.x : dims.y)
    elements *= extent;
  return elements;
}

/// Whether a channels-first convolution is also timed computing
/// channels-last on copies of its operands (ChannelsLastCopies), from
/// HIERA_CUDNN_LAYOUT: by default both are timed and the faster kept;
/// `channels-first` never copies, `channels-last` always does and fails
/// where cuDNN makes no channels-last plan (to compare the two on a GPU
/// host, and for tests).
enum class LayoutChoice { Measured, ChannelsFirst, ChannelsLast, Unknown };
LayoutChoice layoutChoice() {
  static const LayoutChoice choice =
      environmentChoice("HIERA_CUDNN_LAYOUT", LayoutChoice::Measured,
                        {{"channels-first", LayoutChoice::ChannelsFirst},
                         {"channels-last", LayoutChoice::ChannelsLast}},
                        LayoutChoice::Unknown);
  return choice;
}

/// Whether `shape` may compute channels-last on copies: a channels-first
/// convolution on the tensor cores (TF32, or a half type), whose fastest
/// engines are channels-last; f64 and strict f32 have none there.
bool triesChannelsLast(const ConvShape &shape) {
  return shape.layout == 1 && !strictF32(shape) && shape.dtype != HIERA_F64 &&
         layoutChoice() != LayoutChoice::ChannelsFirst;
}

// Runtime-compiled fusion engines take a second or more to finalize: few
// of those, more of the bare convolution's.
constexpr size_t kFusedPlans = 3, kBarePlans = 8;

/// PyTorch's choice (HIERA_CUDNN_ENGINE=first): the first plan of cuDNN's
/// ranking whose workspace is within `limit`, untimed; of the bare
/// convolution, the bias added apart, as PyTorch runs it, and of the graph
/// with the epilogue inside only where the bare one has none (or there is
/// no bare form: a bias and a ReLU).
bool chooseFirstPlan(const ConvShape &shape, ConvEntry &entry, size_t limit) {
  auto takeFirst = [&](std::unique_ptr<BackendGraph> graph, bool separateBias) {
    if (graph)
      for (const BackendPlan &plan : graph->plans)
        if (size_t(plan.workspaceBytes) <= limit) {
          entry.chosen = &plan;
          entry.separateBias = separateBias;
          entry.graph = std::move(graph);
          return true;
        }
    return false;
  };
  if (shape.epilogue != HIERA_EPILOGUE_BIAS_RELU &&
      takeFirst(makeBackendGraph(shape, HIERA_EPILOGUE_NONE, kBarePlans),
                shape.epilogue == HIERA_EPILOGUE_BIAS))
    return true;
  return shape.epilogue != HIERA_EPILOGUE_NONE &&
         takeFirst(makeBackendGraph(shape, shape.epilogue, kFusedPlans), false);
}

/// Chooses the backend plan for `shape` into `entry`, as enginePick()
/// says: by default it measures, on the call's operands, plans with the
/// epilogue inside and, for a bias, plans of the bare convolution followed
/// by cudnnAddTensor, and keeps the fastest; where triesChannelsLast, the
/// same of the convolution computed channels-last, copies included (only
/// those with HIERA_CUDNN_LAYOUT=channels-last). False where cuDNN offered
/// no plan that ran.
bool chooseBackendPlan(const ConvShape &shape, ConvEntry &entry,
                       const void *input, const void *filter, const void *bias,
                       void *result) {
  constexpr int kTimedRuns = 3;
  size_t limit = std::min(kMaxSearchWorkspaceBytes, freeDeviceMemory() / 2);
  if (enginePick() == EnginePick::First)
    return chooseFirstPlan(shape, entry, limit);
  // `agreeing`: PyTorch's plan's result on these operands, which every
  // plan timed is compared with; where it cannot be kept in memory beside
  // the search, PyTorch's plan is the choice.
  int64_t elements = resultElements(shape);
  std::unique_ptr<ScratchMemory> reference;
  ConvEntry first;
  // PyTorch's plan, made once (finalizing plans takes seconds), as the
  // choice.
  auto takeFirst = [&] {
    entry.graph = std::move(first.graph);
    entry.chosen = first.chosen;
    entry.separateBias = first.separateBias;
    return true;
  };
  if (enginePick() == EnginePick::Agreeing) {
    size_t bytes = size_t(elements * elementBytes(int32_t(shape.dtype)));
    if (!chooseFirstPlan(shape, first, limit))
      return false;
    if (bytes > limit / 2)
      return takeFirst();
    reference = std::make_unique<ScratchMemory>(bytes);
    ScratchMemory firstSpace(size_t(first.chosen->workspaceBytes));
    const char *call;
    if (!reference->data() ||
        (first.chosen->workspaceBytes && !firstSpace.data()) ||
        runBackendConvolution(shape, entry.legacy, *first.chosen,
                              first.separateBias, nullptr, input, filter, bias,
                              reference->data(), firstSpace.data(),
                              call) != CUDNN_STATUS_SUCCESS)
      return takeFirst();
  }
  // Whether the result the last plan run left in `result` agrees with
  // PyTorch's plan's (every plan does where `agreeing` is not asked for).
  auto agrees = [&] {
    if (!reference)
      return true;
    // A summary of zeros: the tolerance's scale is 1, KernelBench's rule.
    hiera_rt_reference_summary unscaled{};
    hiera_rt_comparison comparison{};
    double tolerance = agreeingTolerance(shape.dtype);
    return hiera_rt_compare(result, int32_t(shape.dtype), reference->data(),
                            int32_t(shape.dtype), elements, tolerance,
                            tolerance, &unscaled, &comparison) == 0 &&
           comparison.mismatches == 0;
  };
  /// One graph's plans, computed on the operands or on channels-last
  /// copies of them.
  struct Candidates {
    std::unique_ptr<BackendGraph> graph;
    bool separateBias;
    std::shared_ptr<ChannelsLastCopies> copies;
  };
  std::vector<Candidates> candidates;
  auto addGraphs = [&](const ConvShape &of,
                       std::shared_ptr<ChannelsLastCopies> copies) {
    if (of.epilogue != HIERA_EPILOGUE_NONE)
      candidates.push_back(
          {makeBackendGraph(of, of.epilogue, kFusedPlans), false, copies});
    if (of.epilogue != HIERA_EPILOGUE_BIAS_RELU)
      candidates.push_back(
          {makeBackendGraph(of, HIERA_EPILOGUE_NONE, kBarePlans),
           of.epilogue == HIERA_EPILOGUE_BIAS, copies});
  };
  bool channelsLast = triesChannelsLast(shape);
  if (!channelsLast || layoutChoice() != LayoutChoice::ChannelsLast)
    addGraphs(shape, nullptr);
  if (channelsLast) {
    std::shared_ptr<ChannelsLastCopies> copies =
        makeChannelsLastCopies(shape, bias);
    if (copies && copies->bytes() < limit)
      addGraphs(copies->shape, copies);
  }
  auto needs = [](const Candidates &of, const BackendPlan &plan) {
    return (of.copies ? of.copies->bytes() : 0) + size_t(plan.workspaceBytes);
  };
  size_t largest = 0;
  for (const Candidates &of : candidates)
    if (of.graph)
      for (const BackendPlan &plan : of.graph->plans)
        if (needs(of, plan) <= limit)
          largest = std::max(largest, needs(of, plan));
  ScratchMemory space(largest);
  if (!space.data())
    return false;
  float fastest = 0;
  size_t chosen = candidates.size();
  for (size_t c = 0; c < candidates.size(); ++c) {
    const Candidates &of = candidates[c];
    if (!of.graph)
      continue;
    for (const BackendPlan &plan : of.graph->plans) {
      if (needs(of, plan) > space.bytes())
        continue;
      std::optional<float> ms = timeOnStream(
          [&] {
            const char *call;
            return runBackendConvolution(
                       shape, entry.legacy, plan, of.separateBias,
                       of.copies.get(), input, filter, bias, result,
                       space.data(), call) == CUDNN_STATUS_SUCCESS;
          },
          kTimedRuns);
      if (ms && (!entry.chosen || *ms < fastest) && agrees()) {
        fastest = *ms;
        entry.chosen = &plan;
        entry.separateBias = of.separateBias;
        chosen = c;
      }
    }
  }
  // No plan agreed (none that ran computes as PyTorch's does, bit for bit
  // or near it): PyTorch's plan itself.
  if (chosen == candidates.size())
    return reference && takeFirst();
  entry.graph = std::move(candidates[chosen].graph);
  entry.copies = std::move(candidates[chosen].copies);
  return true;
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

/// The convolution itself, once the operands are in the math's form: a
/// cached backend plan where cuDNN made one, else the legacy API.
void convolve(ConvShape shape, int32_t epilogue, const void *x,
              const void *filter, const void *bias, void *y) {
  shape.epilogue = epilogue;
  // PyTorch's choice adds the bias apart: its alignment is no graph's.
  bool biasApart =
      enginePick() == EnginePick::First && epilogue == HIERA_EPILOGUE_BIAS;
  shape.alignment = commonAlignment({x, filter, biasApart ? nullptr : bias, y});
  std::lock_guard<std::mutex> lock(planMutex);
  auto it = convPlans.find(shape);
  if (it == convPlans.end()) {
    ConvEntry entry;
    if (!makeConvDescriptors(shape, entry.legacy))
      return;
    CudnnApi api = cudnnApi();
    if (api == CudnnApi::Unknown) {
      fail(std::string("HIERA_CUDNN_API=") + std::getenv("HIERA_CUDNN_API") +
           ": expected backend or legacy, or nothing");
      return;
    }
    if (enginePick() == EnginePick::Unknown) {
      fail(std::string("HIERA_CUDNN_ENGINE=") +
           std::getenv("HIERA_CUDNN_ENGINE") +
           ": expected first or agreeing, or nothing");
      return;
    }
    if (layoutChoice() == LayoutChoice::Unknown) {
      fail(std::string("HIERA_CUDNN_LAYOUT=") +
           std::getenv("HIERA_CUDNN_LAYOUT") +
           ": expected channels-first or channels-last, or nothing");
      return;
    }
    bool planned = api != CudnnApi::Legacy &&
                   chooseBackendPlan(shape, entry, x, filter, bias, y);
    if (!planned && api == CudnnApi::Backend) {
      fail("cuDNN's backend API made no plan for this convolution "
           "(HIERA_CUDNN_API=backend)");
      return;
    }
    if (layoutChoice() == LayoutChoice::ChannelsLast &&
        triesChannelsLast(shape) && !entry.copies) {
      fail("cuDNN made no channels-last plan for this convolution "
           "(HIERA_CUDNN_LAYOUT=channels-last)");
      return;
    }
    if (!planned && !findConvAlgorithm(shape, entry.legacy, x, filter, y))
      return;
    it = convPlans.emplace(shape, std::move(entry)).first;
  }
  if (const BackendPlan *chosen = it->second.chosen) {
    const ChannelsLastCopies *copies = it->second.copies.get();
    size_t bytes =
        (copies ? copies->bytes() : 0) + size_t(chosen->workspaceBytes);
    void *space = workspace(bytes ? bytes : 1);
    const char *call = "";
    if (space)
      check(runBackendConvolution(shape, it->second.legacy, *chosen,
                                  it->second.separateBias, copies, x, filter,
                                  bias, y, space, call),
            call);
    return;
  }
  ConvPlan &plan = it->second.legacy;
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

/// A recurrent layer's shape, as hiera_cudnn_rnn_forward takes it.
struct RnnShape {
  int32_t cell;
  int64_t directions, seq, batch, inputSize, hidden;
  int32_t batchFirst, hasBias, dtype, math;
  auto key() const {
    return std::make_tuple(cell, directions, seq, batch, inputSize, hidden,
                           batchFirst, hasBias, dtype, math);
  }
  /// Gates per cell: LSTM 4, GRU 3, a plain RNN 1.
  int64_t gates() const { return cell == 0 ? 4 : cell == 1 ? 3 : 1; }
};

/// One layer's descriptors, made once per shape, with the weight space its
/// weights are copied into at every call (they may change between calls)
/// and the sequence lengths cuDNN reads from device memory.
struct RnnPlan {
  cudnnRNNDescriptor_t rnn;
  cudnnDropoutDescriptor_t dropout;
  cudnnRNNDataDescriptor_t x, y;
  cudnnTensorDescriptor_t state;
  std::unique_ptr<ScratchMemory> weightSpace, seqLengths;
  size_t workBytes = 0, reserveBytes = 0;
  /// Device-to-device copies from PyTorch's weights into the weight space:
  /// (pseudo-layer, source operand 0..3 = w_ih, w_hh, b_ih, b_hh, offset
  /// in the source in elements, destination, elements), runs merged.
  struct Copy {
    int64_t pseudoLayer, operand, offset;
    void *destination;
    int64_t elements;
  };
  std::vector<Copy> copies;
};

/// Where cuDNN keeps each matrix and bias of every gate in `plan`'s weight
/// space, as copies from PyTorch's layout: w_ih (gates x hidden, input),
/// w_hh (gates x hidden, hidden), b_ih and b_hh (gates x hidden), the
/// gates in PyTorch's order, which is cuDNN's linear-layer order (LSTM: i,
/// f, g, o; GRU: r, z, n). Each block's extent is checked against the one
/// cuDNN reports.
bool mapWeights(const RnnShape &shape, RnnPlan &plan) {
  cudnnTensorDescriptor_t matrixDesc, biasDesc;
  if (!HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&matrixDesc)) ||
      !HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&biasDesc)))
    return false;
  auto extentOf = [](cudnnTensorDescriptor_t desc) -> int64_t {
    cudnnDataType_t type;
    int rank = 0, dims[8], strides[8];
    if (!HIERA_CUDNN_CALL(
            cudnnGetTensorNdDescriptor(desc, 8, &type, &rank, dims, strides)))
      return -1;
    int64_t elements = 1;
    for (int i = 0; i < rank; ++i)
      elements *= dims[i];
    return elements;
  };
  int64_t gates = shape.gates(), bytes = elementBytes(shape.dtype);
  for (int64_t pseudoLayer = 0; pseudoLayer < shape.directions; ++pseudoLayer) {
    for (int64_t linear = 0; linear < 2 * gates; ++linear) {
      bool recurrent = linear >= gates;
      int64_t gate = linear % gates;
      int64_t columns = recurrent ? shape.hidden : shape.inputSize;
      void *matrix = nullptr, *bias = nullptr;
      if (!HIERA_CUDNN_CALL(cudnnGetRNNWeightParams(
              dnn.handle, plan.rnn, pseudoLayer, plan.weightSpace->bytes(),
              plan.weightSpace->data(), linear, matrixDesc, &matrix, biasDesc,
              &bias)))
        return false;
      int64_t matrixElements = shape.hidden * columns;
      if (extentOf(matrixDesc) != matrixElements ||
          (shape.hasBias && extentOf(biasDesc) != shape.hidden))
        return fail("cuDNN's RNN weight layout is not the expected one: "
                    "linear layer " +
                    std::to_string(linear) + " of pseudo-layer " +
                    std::to_string(pseudoLayer));
      std::array<RnnPlan::Copy, 2> blocks = {
          RnnPlan::Copy{pseudoLayer, recurrent ? 1 : 0, gate * matrixElements,
                        matrix, matrixElements},
          RnnPlan::Copy{pseudoLayer, recurrent ? 3 : 2, gate * shape.hidden,
                        bias, shape.hidden}};
      for (const RnnPlan::Copy &block : blocks) {
        if (block.operand >= 2 && !shape.hasBias)
          continue;
        if (!block.destination)
          return fail("cuDNN's RNN weight space has no place for linear "
                      "layer " +
                      std::to_string(linear) + " of pseudo-layer " +
                      std::to_string(pseudoLayer));
        // Gates stored back to back in both layouts: one copy.
        auto extended =
            std::find_if(plan.copies.begin(), plan.copies.end(),
                         [&](const RnnPlan::Copy &run) {
                           return run.pseudoLayer == block.pseudoLayer &&
                                  run.operand == block.operand &&
                                  run.offset + run.elements == block.offset &&
                                  static_cast<char *>(run.destination) +
                                          run.elements * bytes ==
                                      block.destination;
                         });
        if (extended != plan.copies.end())
          extended->elements += block.elements;
        else
          plan.copies.push_back(block);
      }
    }
  }
  return true;
}

/// Makes `plan` for `shape`: one layer, in one or both directions.
bool makeRnnPlan(const RnnShape &shape, RnnPlan &plan) {
  cudnnDataType_t type = toCudnn(shape.dtype);
  // PyTorch's choice: tensor cores for half types; for f32, TF32 where it
  // allows it for cuDNN, else plain FMA.
  cudnnMathType_t mathType = CUDNN_FMA_MATH;
  if (shape.dtype == HIERA_F16 || shape.dtype == HIERA_BF16)
    mathType = CUDNN_TENSOR_OP_MATH;
  else if (shape.math == HIERA_MATH_TF32)
    mathType = CUDNN_DEFAULT_MATH;
  cudnnRNNMode_t mode = shape.cell == 0   ? CUDNN_LSTM
                        : shape.cell == 1 ? CUDNN_GRU
                        : shape.cell == 2 ? CUDNN_RNN_TANH
                                          : CUDNN_RNN_RELU;
  int32_t batch = int32_t(shape.batch), seq = int32_t(shape.seq);
  std::vector<int32_t> lengths(size_t(batch), seq);
  cudnnRNNDataLayout_t layout = shape.batchFirst
                                    ? CUDNN_RNN_DATA_LAYOUT_BATCH_MAJOR_UNPACKED
                                    : CUDNN_RNN_DATA_LAYOUT_SEQ_MAJOR_UNPACKED;
  int stateDims[3] = {int(shape.directions), batch, int(shape.hidden)};
  int stateStrides[3] = {batch * int(shape.hidden), int(shape.hidden), 1};
  size_t weightBytes = 0;
  if (!HIERA_CUDNN_CALL(cudnnCreateDropoutDescriptor(&plan.dropout)) ||
      !HIERA_CUDNN_CALL(cudnnSetDropoutDescriptor(plan.dropout, dnn.handle,
                                                  0.0f, nullptr, 0, 0)) ||
      !HIERA_CUDNN_CALL(cudnnCreateRNNDescriptor(&plan.rnn)) ||
      !HIERA_CUDNN_CALL(cudnnSetRNNDescriptor_v8(
          plan.rnn, CUDNN_RNN_ALGO_STANDARD, mode,
          shape.hasBias ? CUDNN_RNN_DOUBLE_BIAS : CUDNN_RNN_NO_BIAS,
          shape.directions == 2 ? CUDNN_BIDIRECTIONAL : CUDNN_UNIDIRECTIONAL,
          CUDNN_LINEAR_INPUT, type, type, mathType, int32_t(shape.inputSize),
          int32_t(shape.hidden), int32_t(shape.hidden), 1, plan.dropout,
          // What the unpacked layouts (every sequence full) need.
          CUDNN_RNN_PADDED_IO_ENABLED)) ||
      !HIERA_CUDNN_CALL(cudnnCreateRNNDataDescriptor(&plan.x)) ||
      !HIERA_CUDNN_CALL(cudnnSetRNNDataDescriptor(plan.x, type, layout, seq,
                                                  batch, int(shape.inputSize),
                                                  lengths.data(), nullptr)) ||
      !HIERA_CUDNN_CALL(cudnnCreateRNNDataDescriptor(&plan.y)) ||
      !HIERA_CUDNN_CALL(cudnnSetRNNDataDescriptor(
          plan.y, type, layout, seq, batch,
          int(shape.directions * shape.hidden), lengths.data(), nullptr)) ||
      !HIERA_CUDNN_CALL(cudnnCreateTensorDescriptor(&plan.state)) ||
      !HIERA_CUDNN_CALL(cudnnSetTensorNdDescriptor(plan.state, type, 3,
                                                   stateDims, stateStrides)) ||
      !HIERA_CUDNN_CALL(
          cudnnGetRNNWeightSpaceSize(dnn.handle, plan.rnn, &weightBytes)) ||
      !HIERA_CUDNN_CALL(cudnnGetRNNTempSpaceSizes(
          dnn.handle, plan.rnn, CUDNN_FWD_MODE_INFERENCE, plan.x,
          &plan.workBytes, &plan.reserveBytes)))
    return false;
  plan.weightSpace = std::make_unique<ScratchMemory>(weightBytes);
  plan.seqLengths =
      std::make_unique<ScratchMemory>(lengths.size() * sizeof(int32_t));
  return plan.weightSpace->data() && plan.seqLengths->data() &&
         hiera_rt_copy_to_device(plan.seqLengths->data(), lengths.data(),
                                 lengths.size() * sizeof(int32_t)) == 0 &&
         mapWeights(shape, plan);
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
  HostTimer timer(HostEntry::CudnnConvolution);
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
  HostTimer timer(HostEntry::CudnnConvolution);
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
  HostTimer timer(HostEntry::CudnnOther);
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
  HostTimer timer(HostEntry::CudnnOther);
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

void hiera_cudnn_rnn_forward(int32_t cell, int64_t directions, int64_t seq,
                             int64_t batch, int64_t input_size, int64_t hidden,
                             int32_t batch_first, int32_t dtype, int32_t math,
                             const void *x, const void *h0, const void *c0,
                             const void *w_ih, const void *w_hh,
                             const void *b_ih, const void *b_hh,
                             const void *w_ih_reverse, const void *w_hh_reverse,
                             const void *b_ih_reverse, const void *b_hh_reverse,
                             void *y, void *hy, void *cy) {
  HostTimer timer(HostEntry::CudnnOther);
  if (!ready())
    return;
  bool hasBias = b_ih && b_hh;
  bool reverseComplete = w_ih_reverse && w_hh_reverse &&
                         (!hasBias || (b_ih_reverse && b_hh_reverse));
  if (cell < 0 || cell > 3 || (directions != 1 && directions != 2) || seq < 1 ||
      batch < 1 || input_size < 1 || hidden < 1 || !x || !y || !w_ih || !w_hh ||
      (bool(b_ih) != bool(b_hh)) || (directions == 2 && !reverseComplete) ||
      seq > std::numeric_limits<int32_t>::max() ||
      batch > std::numeric_limits<int32_t>::max() ||
      directions * hidden > std::numeric_limits<int32_t>::max() ||
      input_size > std::numeric_limits<int32_t>::max()) {
    fail("cuDNN RNN: cell " + std::to_string(cell) + ", " +
         std::to_string(directions) + " directions, " + std::to_string(seq) +
         " steps, batch " + std::to_string(batch) + ", " +
         std::to_string(input_size) + " to " + std::to_string(hidden) +
         ": expected cell 0 to 3, 1 or 2 directions with the weights of "
         "each, both biases or neither, positive int32 extents");
    return;
  }
  if (math == HIERA_MATH_TF32X3 || math == HIERA_MATH_BF16) {
    fail("cuDNN RNN: math " + std::to_string(math) +
         " is not supported: expected strict or TF32");
    return;
  }
  RnnShape shape{cell,        directions,      seq,   batch, input_size, hidden,
                 batch_first, hasBias ? 1 : 0, dtype, math};
  static std::map<decltype(shape.key()), RnnPlan> plans;
  std::lock_guard<std::mutex> lock(planMutex);
  auto it = plans.find(shape.key());
  if (it == plans.end()) {
    RnnPlan plan;
    if (!makeRnnPlan(shape, plan))
      return;
    it = plans.emplace(shape.key(), std::move(plan)).first;
  }
  RnnPlan &plan = it->second;
  std::array<std::array<const void *, 4>, 2> sources = {
      {{w_ih, w_hh, b_ih, b_hh},
       {w_ih_reverse, w_hh_reverse, b_ih_reverse, b_hh_reverse}}};
  int64_t bytes = elementBytes(dtype);
  for (const RnnPlan::Copy &copy : plan.copies)
    if (hiera_rt_copy_on_device(
            copy.destination,
            static_cast<const char *>(
                sources[size_t(copy.pseudoLayer)][size_t(copy.operand)]) +
                copy.offset * bytes,
            size_t(copy.elements * bytes)) != 0)
      return;
  void *space = workspace(plan.workBytes + plan.reserveBytes);
  if (!space)
    return;
  void *reserve =
      plan.reserveBytes ? static_cast<char *>(space) + plan.workBytes : nullptr;
  HIERA_CUDNN_CALL(cudnnRNNForward(
      dnn.handle, plan.rnn, CUDNN_FWD_MODE_INFERENCE,
      static_cast<const int32_t *>(plan.seqLengths->data()), plan.x, x, plan.y,
      y, plan.state, h0, hy, plan.state, cell == 0 ? c0 : nullptr,
      cell == 0 ? cy : nullptr,
      plan.weightSpace->bytes(), plan.weightSpace->data(), plan.workBytes,
      space, plan.reserveBytes, reserve));
}

} // extern "C"
