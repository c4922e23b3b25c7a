//===- Internal.h - Shared state of libhiera_runtime ------------*- C++ -*-===//

#ifndef HIERA_LIB_RUNTIME_INTERNAL_H
#define HIERA_LIB_RUNTIME_INTERNAL_H

#include "hiera/Runtime/Runtime.h"

#include <cuda.h>

#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace hiera::rt {

/// Records `message` as the sticky error unless one is already recorded.
/// Returns false, so that callers can `return fail(...)`.
bool fail(const std::string &message);
/// Adds `detail` to the recorded error, if there is one.
void appendToError(const std::string &detail);
/// Whether an error is recorded: library calls then do nothing.
bool failed();

/// dlopens the library named by the environment variable `envVar`, or else
/// `defaultName`; on failure records an error that says what is missing,
/// where it looked and which variable points elsewhere.
void *openLibrary(const char *what, const char *envVar,
                  const char *defaultName);
/// dlsyms `symbol` from `library`, recording an error when it is missing.
void *findSymbol(void *library, const char *what, const char *symbol);

/// Loads the driver and makes the context current; false on failure.
bool ensureInitialized();
/// ensureInitialized() for calls inside a run of lowered code (launches,
/// streams, library calls), which began with it on this thread: the
/// context is taken as still current there. True when initialised and
/// error-free.
bool readyInRun();

/// Runs `body` (returning false on failure) when initialised and
/// error-free: the C API's 0 on success, 1 otherwise.
template <typename Body> int guarded(Body body) {
  if (!ensureInitialized() || failed())
    return 1;
  return body() && !failed() ? 0 : 1;
}
/// The stream all work runs on (valid after ensureInitialized()).
CUstream stream();
/// Checks a driver call's status, recording "<call> failed: <name>: <text>".
bool checkDriver(CUresult result, const char *call);

/// Load cuBLASLt and cuDNN (once); false, with the error recorded, when they
/// cannot be loaded.
bool loadCublasLt();
bool loadCudnn();
/// Their versions (as the libraries report them), 0 when not loaded.
size_t cublasLtVersion();
size_t cudnnVersion();

/// Device memory that library calls reuse as workspace: grows, never shrinks.
void *workspace(size_t bytes);

/// Bytes of device memory free now; 0 when the driver cannot tell.
size_t freeDeviceMemory();

/// The median time in milliseconds of `repeats` runs of `body` (which
/// enqueues work on the stream and returns false on failure), after one
/// run that is not timed; nullopt when a run or the timing failed.
std::optional<float> timeOnStream(const std::function<bool()> &body,
                                  int repeats);

/// The kinds of entry point whose host time hiera_rt_host_profile counts.
enum class HostEntry : unsigned {
  Launch,
  Alloc,
  Free,
  CopyOrFill,
  Synchronize,
  Events,
  ModuleLoad,
  Cublaslt,
  CudnnConvolution,
  CudnnOther,
  Count
};

/// Adds the host time from its construction to its destruction to
/// `entry`'s total, while the host profile is on; otherwise costs one
/// relaxed load.
class HostTimer {
public:
  explicit HostTimer(HostEntry entry);
  ~HostTimer();
  HostTimer(const HostTimer &) = delete;
  HostTimer &operator=(const HostTimer &) = delete;

private:
  HostEntry entry;
  int64_t startNs = -1; // -1: not profiling
};

/// Device memory for one use, such as an algorithm search, freed with the
/// object once the stream's work is done. data() is null, with the error
/// recorded, when it could not be allocated.
class ScratchMemory {
public:
  explicit ScratchMemory(size_t bytes);
  ~ScratchMemory();
  ScratchMemory(const ScratchMemory &) = delete;
  ScratchMemory &operator=(const ScratchMemory &) = delete;
  void *data() const { return memory; }
  size_t bytes() const { return size; }

private:
  void *memory = nullptr;
  size_t size = 0;
};

/// One operand of a product as HIERA_MATH_TF32X3 splits it (Emulation.cpp):
/// `batch` row-major rows x cols f32 matrices whose reduction runs along
/// each row, or with `stackRows` down each matrix.
struct SplitOperand {
  const void *data;
  int64_t batch, rows, cols;
  bool stackRows;
};
/// Enqueues the splits of a product's two operands into device memory of
/// their own (grown, never shrunk): each three times as large, its parts
/// along the reduction, the first as [hi hi lo] and the second as
/// [hi lo hi], so that the reduction sums ah bh + ah bl + al bh. Returns
/// the two, or nulls with the error recorded.
std::pair<const float *, const float *>
splitForTf32x3(const SplitOperand &first, const SplitOperand &second);

} // namespace hiera::rt

#endif // HIERA_LIB_RUNTIME_INTERNAL_H
