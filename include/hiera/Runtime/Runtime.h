/*===- Runtime.h - libhiera_runtime: HIERA's GPU runtime (C ABI) ----------===*
 *
 * Loads the CUDA driver, cuBLASLt and cuDNN at run time (dlopen), so that
 * nothing needs them to build or link. It provides:
 *  - the mgpu* entry points that MLIR's gpu-to-llvm lowering calls;
 *  - the library calls that --hiera-lower emits (hiera_cublaslt_*,
 *    hiera_cudnn_*);
 *  - what a harness needs: device memory, copies, events, errors, and
 *    checks that draw inputs and judge results on the device.
 *
 * Errors are sticky: the first failure is recorded with the call's name and
 * the library's message, later calls do nothing, and hiera_rt_error() says
 * what went wrong. Nothing aborts.
 *
 * Environment: HIERA_CUDA_DRIVER, HIERA_CUBLASLT and HIERA_CUDNN name the
 * libraries to load (default: libcuda.so.1, libcublasLt.so.13, libcudnn.so.9
 * from the loader's path); HIERA_DEVICE picks the device (default 0).
 *
 *===----------------------------------------------------------------------===*/

#ifndef HIERA_RUNTIME_RUNTIME_H
#define HIERA_RUNTIME_RUNTIME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/*--- State -------------------------------------------------------------===*/

/* Loads the driver and makes the device's primary context current on this
 * thread. Returns 0 on success; idempotent. */
int hiera_rt_init(void);
/* The first error since the last hiera_rt_clear_error(), or "" if none. */
const char *hiera_rt_error(void);
void hiera_rt_clear_error(void);
/* Device name, compute capability and driver version, after init. */
const char *hiera_rt_device_name(void);
int hiera_rt_compute_capability(void);
int hiera_rt_driver_version(void);
/// The CUDA devices visible to this process (after hiera_rt_init).
int hiera_rt_device_count(void);
/* Loads cuBLASLt (library = "cublaslt") or cuDNN ("cudnn") now rather than
 * at the first call; 0 on success. */
int hiera_rt_load_library(const char *library);
/* The loaded library's version as it reports it (cuBLASLt: major * 10000 +
 * minor * 100 + patch; cuDNN: major * 10000 + minor * 100 + patch), or 0. */
size_t hiera_rt_library_version(const char *library);

/*--- Memory, copies, synchronisation and timing --------------------------===*/

/* All work (kernels, library calls, copies) runs on one stream. */
void *hiera_rt_stream(void);
int hiera_rt_alloc(void **ptr, size_t bytes);
int hiera_rt_free(void *ptr);
int hiera_rt_copy_to_device(void *dst, const void *src, size_t bytes);
int hiera_rt_copy_to_host(void *dst, const void *src, size_t bytes);
int hiera_rt_copy_on_device(void *dst, const void *src, size_t bytes);
int hiera_rt_fill_bytes(void *dst, unsigned char value, size_t bytes);
int hiera_rt_synchronize(void);
/* While set, mgpuStreamSynchronize on the runtime's stream only orders work
 * instead of blocking the host, so that a call returns once its work is
 * queued, as a PyTorch op does; hiera_rt_synchronize() still blocks. */
void hiera_rt_defer_stream_sync(int defer);
/* Runs all later work on `stream`, a CUstream of the device's primary
 * context such as PyTorch's current stream; NULL is, as in CUDA, the
 * context's default stream. The caller keeps the stream alive while it is
 * in use. hiera_rt_use_own_stream() returns to the runtime's own. 0 on
 * success. */
int hiera_rt_use_stream(void *stream);
int hiera_rt_use_own_stream(void);
int hiera_rt_event_create(void **event);
int hiera_rt_event_record(void *event);
int hiera_rt_event_elapsed_ms(void *start, void *end, float *ms);
int hiera_rt_event_destroy(void *event);
/* The host's time in the runtime's entry points, by kind (kernel launches,
 * allocations, frees, copies and fills, stream synchronisations, events,
 * module loads, cuBLASLt, cuDNN convolutions, other cuDNN calls): counted
 * while hiera_rt_host_profile(1) has turned it on, which also clears the
 * totals; hiera_rt_host_profile(0) turns it off. */
void hiera_rt_host_profile(int enable);
/* The totals as JSON, {"launch": [calls, microseconds], ...}, written into
 * `buffer` (NUL-terminated, cut short to `size`). Returns the JSON's length,
 * as snprintf does. */
size_t hiera_rt_host_profile_json(char *buffer, size_t size);

/*--- Library calls emitted by --hiera-lower ------------------------------===*/

/* Element types of library operands (floats), and of the arrays a check
 * draws and judges (integers of 1, 2, 4 and 8 bytes too). */
enum hiera_rt_dtype {
  HIERA_F32 = 0,
  HIERA_F16 = 1,
  HIERA_BF16 = 2,
  HIERA_F64 = 3,
  HIERA_I8 = 4,
  HIERA_I16 = 5,
  HIERA_I32 = 6,
  HIERA_I64 = 7,
};
/* Math a library call may use for f32 operands. */
enum hiera_rt_math {
  HIERA_MATH_STRICT = 0, /* f32 stays f32 */
  HIERA_MATH_TF32 = 1,
  HIERA_MATH_BF16 = 2,
  /* f32 kept on TF32 tensor cores: each operand split into a TF32 high
   * part and its remainder, three products summed (3xTF32). */
  HIERA_MATH_TF32X3 = 3,
};
/* Fused epilogues. */
enum hiera_rt_epilogue {
  HIERA_EPILOGUE_NONE = 0,
  HIERA_EPILOGUE_BIAS = 1,
  HIERA_EPILOGUE_RELU = 2,
  HIERA_EPILOGUE_BIAS_RELU = 3,
  HIERA_EPILOGUE_GELU = 4,
  HIERA_EPILOGUE_BIAS_GELU = 5,
};

/* Row-major, strided-batched GEMM through cuBLASLt:
 *   D[b] = epilogue(op(A[b]) * op(B[b]) + bias) + residual[b]
 * op(A) is M x K (A stored K x M when trans_a), op(B) is K x N (B stored
 * N x K when trans_b); bias has N elements (or is null); residual, of D's
 * shape and type, is added when not null (with no activation). Strides are
 * in elements between batches (0 broadcasts). */
void hiera_cublaslt_matmul(int64_t batch, int64_t m, int64_t n, int64_t k,
                           int32_t trans_a, int32_t trans_b,
                           int32_t ab_type, int32_t d_type, int32_t math,
                           int32_t epilogue, const void *a, int64_t stride_a,
                           const void *b, int64_t stride_b, const void *bias,
                           const void *residual, void *d, int64_t stride_d);

/* 2-D or 3-D (rank 2 or 3) convolution forward through cuDNN, in groups:
 * y = act(conv(x, w) + bias). layout 0, channels last: x N[D]HWC, w
 * K[T]RS(C/groups), y N[D]HWK; layout 1, channels first: x NC[D]HW, w
 * K(C/groups)[T]RS, y NK[D]HW. Each spatial extent of x (d, h, w) is read
 * as if zero-padded by its pad on both sides; at rank 2 the depth's
 * arguments are d = t = stride_d = dilation_d = 1 and pad_d = 0. Groups
 * divide c and k: group g maps input channels [g c/groups, (g+1) c/groups)
 * to output channels [g k/groups, (g+1) k/groups).
 * epilogue: NONE, BIAS or BIAS_RELU; bias has K elements. */
void hiera_cudnn_conv_forward(
    int32_t rank, int64_t n, int64_t c, int64_t k, int64_t groups, int64_t d,
    int64_t h, int64_t w, int64_t t, int64_t r, int64_t s, int64_t pad_d,
    int64_t pad_h, int64_t pad_w, int64_t stride_d, int64_t stride_h,
    int64_t stride_w, int64_t dilation_d, int64_t dilation_h,
    int64_t dilation_w, int32_t layout, int32_t dtype, int32_t math,
    int32_t epilogue, const void *x, const void *filter, const void *bias,
    void *y);

/* 2-D or 3-D transposed convolution through cuDNN (its backward-data
 * convolution), channels first, in groups: y = convT(x, w) + bias, the
 * convolution it transposes mapping y to x. x is N C [D']H'W', w
 * C (K/groups) [T]RS (PyTorch's ConvTranspose weight), y N K [D]HW, whose
 * extents (d, h, w) are given: (in - 1) stride - 2 pad + dilation (window
 * - 1) + 1 plus an output padding below the stride. The other arguments
 * are hiera_cudnn_conv_forward's, of the convolution it transposes; at
 * rank 2 the depth's are d = t = stride_d = dilation_d = 1 and pad_d = 0.
 * epilogue: NONE or BIAS; bias has K elements. */
void hiera_cudnn_conv_transpose(
    int32_t rank, int64_t n, int64_t c, int64_t k, int64_t groups, int64_t d,
    int64_t h, int64_t w, int64_t t, int64_t r, int64_t s, int64_t pad_d,
    int64_t pad_h, int64_t pad_w, int64_t stride_d, int64_t stride_h,
    int64_t stride_w, int64_t dilation_d, int64_t dilation_h,
    int64_t dilation_w, int32_t layout, int32_t dtype, int32_t math,
    int32_t epilogue, const void *x, const void *filter, const void *bias,
    void *y);

/* 2D max (mode 0) or sum (mode 1) pooling through cuDNN, no padding or
 * dilation; layout 0: NHWC, 1: NCHW. */
void hiera_cudnn_pool2d_forward(int64_t n, int64_t c, int64_t h, int64_t w,
                                int64_t r, int64_t s, int64_t stride_h,
                                int64_t stride_w, int32_t layout,
                                int32_t dtype, int32_t mode, const void *x,
                                void *y);

/* Softmax over the last dimension of a rows x cols row-major matrix. */
void hiera_cudnn_softmax_forward(int64_t rows, int64_t cols, int32_t dtype,
                                 const void *x, void *y);

/* One recurrent layer, in one or both directions, through cuDNN's RNN
 * (inference): cell 0 LSTM, 1 GRU, 2 tanh RNN, 3 ReLU RNN, with PyTorch's
 * layouts and gate orders (LSTM i, f, g, o; GRU r, z, n). x is seq x batch
 * x input_size (batch x seq x input_size when batch_first); y likewise
 * with directions x hidden features, the forward direction's first. h0,
 * c0, hy and cy are directions x batch x hidden; null h0 or c0 start from
 * zeros, null hy or cy are not written; c0 and cy are the LSTM's only.
 * w_ih is gates x hidden by input_size, w_hh gates x hidden by hidden,
 * b_ih and b_hh gates x hidden (both null: no bias); the `_reverse`
 * weights are the backward direction's (null when directions is 1).
 * math: HIERA_MATH_STRICT or HIERA_MATH_TF32 for f32. The weights are
 * copied into cuDNN's weight space at every call. */
void hiera_cudnn_rnn_forward(int32_t cell, int64_t directions, int64_t seq,
                             int64_t batch, int64_t input_size, int64_t hidden,
                             int32_t batch_first, int32_t dtype, int32_t math,
                             const void *x, const void *h0, const void *c0,
                             const void *w_ih, const void *w_hh,
                             const void *b_ih, const void *b_hh,
                             const void *w_ih_reverse, const void *w_hh_reverse,
                             const void *b_ih_reverse, const void *b_hh_reverse,
                             void *y, void *hy, void *cy);

/*--- The entry points MLIR's gpu-to-llvm lowering calls ------------------===*/

void *mgpuModuleLoad(void *data, size_t size);
void *mgpuModuleLoadJIT(void *data, int optLevel);
void mgpuModuleUnload(void *module);
void *mgpuModuleGetFunction(void *module, const char *name);
void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);
void *mgpuStreamCreate(void);
void mgpuStreamDestroy(void *stream);
void mgpuStreamSynchronize(void *stream);
void mgpuStreamWaitEvent(void *stream, void *event);
void *mgpuEventCreate(void);
void mgpuEventDestroy(void *event);
void mgpuEventSynchronize(void *event);
void mgpuEventRecord(void *event, void *stream);
void *mgpuMemAlloc(uint64_t sizeBytes, void *stream, bool isHostShared);
void mgpuMemFree(void *ptr, void *stream);
void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream);
void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream);
void mgpuMemset16(void *dst, unsigned short value, size_t count, void *stream);
void mgpuSetDefaultDevice(int32_t device);

/*--- Checks: inputs drawn and results judged on the device --------------===*/

/* Enqueues the draw of `seed` into `count` elements of `dtype` at `data`:
 * element i is hiera::check::drawValue(seed, i, ...) of
 * hiera/Runtime/CheckElements.h, `range` one of its hiera::check::Range,
 * a float's times `scale`, rounded to the type as the host rounds. */
int hiera_rt_fill_random(void *data, int32_t dtype, int64_t count,
                         uint64_t seed, int32_t range, double scale);
/* Enqueues the conversion of `count` elements from one type to another,
 * rounded as the host rounds (a candidate's inputs widened for the
 * reference). */
int hiera_rt_convert(const void *in, int32_t in_dtype, void *out,
                     int32_t out_dtype, int64_t count);

/* What a comparison needs of a reference result, computed once. */
typedef struct {
  /* Over its finite elements. */
  double sum_of_squares;
  /* How many elements are not finite. */
  int64_t non_finite;
} hiera_rt_reference_summary;
int hiera_rt_summarize_reference(const void *want, int32_t dtype,
                                 int64_t count,
                                 hiera_rt_reference_summary *out);

/* A result against its reference: an element passes when |got - want| <=
 * atol * scale + rtol * |want|, scale the reference's root mean square (at
 * least 1); a NaN never passes a finite reference, and where the reference
 * is not finite only the same value passes (hiera::check::toleranceRatio). */
typedef struct {
  /* Elements outside the tolerance. */
  int64_t mismatches;
  /* The largest |got - want| / allowed: at most 1 when all pass (infinite
   * for NaN, or for a difference where nothing is allowed). */
  double worst_tolerance_ratio;
  /* ||got - want|| / ||want|| (the absolute norm where want is all zero). */
  double relative_error;
} hiera_rt_comparison;
/* Waits for the stream. The same arrays give the same figures on every
 * GPU. */
int hiera_rt_compare(const void *got, int32_t got_dtype, const void *want,
                     int32_t want_dtype, int64_t count, double rtol,
                     double atol, const hiera_rt_reference_summary *reference,
                     hiera_rt_comparison *out);

#ifdef __cplusplus
}
#endif

#endif /* HIERA_RUNTIME_RUNTIME_H */
