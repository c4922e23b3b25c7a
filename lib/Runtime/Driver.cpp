//===- Driver.cpp - The CUDA driver, loaded at run time -------------------===//
//
// Errors, library loading, the device context and stream, memory, events,
// and the mgpu* entry points of MLIR's GPU lowering.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <mutex>
#include <string>
#include <vector>

using namespace hiera::rt;

//===----------------------------------------------------------------------===//
// Errors and libraries
//===----------------------------------------------------------------------===//

namespace {
std::mutex errorMutex;
std::string errorMessage;
/// Whether errorMessage holds an error: read by every call, without the
/// mutex.
std::atomic<bool> errorRecorded{false};
} // namespace

bool hiera::rt::fail(const std::string &message) {
  std::lock_guard<std::mutex> lock(errorMutex);
  if (errorMessage.empty())
    errorMessage = "hiera runtime: " + message;
  errorRecorded.store(true, std::memory_order_release);
  return false;
}

void hiera::rt::appendToError(const std::string &detail) {
  std::lock_guard<std::mutex> lock(errorMutex);
  if (!errorMessage.empty())
    errorMessage += detail;
}

bool hiera::rt::failed() {
  return errorRecorded.load(std::memory_order_acquire);
}

void *hiera::rt::openLibrary(const char *what, const char *envVar,
                             const char *defaultName) {
  const char *override = std::getenv(envVar);
  const char *path = override && *override ? override : defaultName;
  dlerror();
  if (void *handle = dlopen(path, RTLD_NOW | RTLD_GLOBAL))
    return handle;
  const char *reason = dlerror();
  std::string where = override && *override
                          ? std::string("at ") + envVar + "=" + path
                          : std::string("as '") + path +
                                "' in the loader's path (LD_LIBRARY_PATH, "
                                "ldconfig)";
  fail(std::string("cannot load ") + what + " " + where + ": " +
       (reason ? reason : "unknown error") + "; set " + envVar +
       " to the library's path");
  return nullptr;
}

void *hiera::rt::findSymbol(void *library, const char *what,
                            const char *symbol) {
  if (void *address = dlsym(library, symbol))
    return address;
  fail(std::string(what) + " has no symbol '" + symbol +
       "': is it too old?");
  return nullptr;
}

//===----------------------------------------------------------------------===//
// The driver table
//===----------------------------------------------------------------------===//

// The names cuda.h maps the API to (cuMemAlloc -> cuMemAlloc_v2, ...).
#define HIERA_STRINGIFY_IMPL(x) #x
#define HIERA_STRINGIFY(x) HIERA_STRINGIFY_IMPL(x)

#define HIERA_DRIVER_FUNCTIONS(X)                                              \
  X(cuInit) X(cuDriverGetVersion) X(cuDeviceGetCount) X(cuDeviceGet)          \
  X(cuDeviceGetName) X(cuDeviceGetAttribute) X(cuDevicePrimaryCtxRetain)      \
  X(cuCtxSetCurrent) X(cuCtxSynchronize) X(cuGetErrorName)                    \
  X(cuGetErrorString) X(cuModuleLoadData) X(cuModuleLoadDataEx)               \
  X(cuModuleUnload) X(cuModuleGetFunction) X(cuLaunchKernel)                  \
  X(cuFuncSetAttribute)                                                        \
  X(cuStreamCreate) X(cuStreamDestroy) X(cuStreamSynchronize)                 \
  X(cuStreamWaitEvent) X(cuEventCreate) X(cuEventDestroy)                     \
  X(cuEventSynchronize) X(cuEventRecord) X(cuEventElapsedTime)                \
  X(cuMemAlloc) X(cuMemFree) X(cuMemcpyAsync) X(cuMemcpyHtoDAsync)            \
  X(cuMemcpyDtoHAsync) X(cuMemsetD8Async) X(cuMemsetD16Async)                 \
  X(cuMemsetD32Async) X(cuMemFreeAsync) X(cuMemPoolCreate)                   \
  X(cuMemPoolSetAttribute) X(cuMemAllocFromPoolAsync) X(cuMemGetInfo)

namespace {
struct DriverTable {
#define HIERA_DECLARE(name) decltype(&::name) name = nullptr;
  HIERA_DRIVER_FUNCTIONS(HIERA_DECLARE)
#undef HIERA_DECLARE
};

struct Device {
  DriverTable api;
  CUcontext context = nullptr;
  /// Where work goes: `ownStream`, or one given by hiera_rt_use_stream.
  CUstream stream = nullptr;
  CUstream ownStream = nullptr;
  /// Where temporaries come from (temporaryPool), once made.
  CUmemoryPool pool = nullptr;
  int ordinal = 0;
  char name[256] = {0};
  int computeCapability = 0;
  int visibleDevices = 0;
  int driverVersion = 0;
  bool deferStreamSync = false;
  void *workspace = nullptr;
  size_t workspaceBytes = 0;
};

Device device;
std::once_flag initOnce;
bool initialized = false;
int defaultDevice = -1;
} // namespace

#define HIERA_DRIVER_CALL(call) checkDriver(device.api.call, #call)

bool hiera::rt::checkDriver(CUresult result, const char *call) {
  if (result == CUDA_SUCCESS)
    return true;
  const char *name = nullptr;
  const char *text = nullptr;
  if (device.api.cuGetErrorName)
    device.api.cuGetErrorName(result, &name);
  if (device.api.cuGetErrorString)
    device.api.cuGetErrorString(result, &text);
  std::string callName(call);
  callName = callName.substr(0, callName.find('('));
  // The toolkit's stub answers no questions, not even about its errors.
  if (!name && result == CUDA_ERROR_STUB_LIBRARY)
    return fail(callName + " failed: CUDA_ERROR_STUB_LIBRARY: this is the "
                           "CUDA toolkit's stub libcuda, not a driver");
  return fail(callName + " failed: " +
              (name ? name : "error " + std::to_string(result)) +
              (text ? std::string(": ") + text : ""));
}

static bool initialize() {
  void *library =
      openLibrary("the CUDA driver", "HIERA_CUDA_DRIVER", "libcuda.so.1");
  if (!library)
    return false;
#define HIERA_RESOLVE(name)                                                    \
  device.api.name = reinterpret_cast<decltype(&name)>(                         \
      findSymbol(library, "the CUDA driver", HIERA_STRINGIFY(name)));          \
  if (!device.api.name)                                                        \
    return false;
  HIERA_DRIVER_FUNCTIONS(HIERA_RESOLVE)
#undef HIERA_RESOLVE

  if (!HIERA_DRIVER_CALL(cuInit(0)))
    return false;
  int count = 0;
  if (!HIERA_DRIVER_CALL(cuDeviceGetCount(&count)))
    return false;
  int ordinal = defaultDevice;
  if (ordinal < 0) {
    const char *env = std::getenv("HIERA_DEVICE");
    ordinal = env ? std::atoi(env) : 0;
  }
  device.visibleDevices = count;
  if (count == 0)
    return fail("no CUDA device is visible");
  if (ordinal >= count)
    return fail("device " + std::to_string(ordinal) + " asked for, but only " +
                std::to_string(count) + " visible");
  CUdevice handle;
  int major = 0, minor = 0;
  if (!HIERA_DRIVER_CALL(cuDeviceGet(&handle, ordinal)) ||
      !HIERA_DRIVER_CALL(cuDeviceGetName(device.name, sizeof(device.name) - 1,
                                         handle)) ||
      !HIERA_DRIVER_CALL(cuDeviceGetAttribute(
          &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, handle)) ||
      !HIERA_DRIVER_CALL(cuDeviceGetAttribute(
          &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, handle)) ||
      !HIERA_DRIVER_CALL(cuDriverGetVersion(&device.driverVersion)) ||
      !HIERA_DRIVER_CALL(cuDevicePrimaryCtxRetain(&device.context, handle)) ||
      !HIERA_DRIVER_CALL(cuCtxSetCurrent(device.context)) ||
      !HIERA_DRIVER_CALL(
          cuStreamCreate(&device.ownStream, CU_STREAM_NON_BLOCKING)))
    return false;
  device.stream = device.ownStream;
  device.computeCapability = major * 10 + minor;
  device.ordinal = ordinal;
  return true;
}

/// The pool temporaries come from, made at the first one: a pool of our own
/// that keeps what is freed (the device's default pool gives it back to the
/// system at every synchronisation), so that a module's temporaries cost
/// no mapping on later calls, as PyTorch's caching allocator does for its
/// own.
static CUmemoryPool temporaryPool() {
  static std::once_flag once;
  std::call_once(once, [] {
    CUmemPoolProps props = {};
    props.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    props.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    props.location.id = device.ordinal;
    cuuint64_t keepAll = ~cuuint64_t(0);
    CUmemoryPool pool = nullptr;
    if (HIERA_DRIVER_CALL(cuMemPoolCreate(&pool, &props)) &&
        HIERA_DRIVER_CALL(cuMemPoolSetAttribute(
            pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keepAll)))
      device.pool = pool;
  });
  return device.pool;
}

/// The context this thread made current last (ensureInitialized): what a
/// run's launches and library calls take as current without asking the
/// driver again.
static thread_local CUcontext madeCurrent = nullptr;

bool hiera::rt::ensureInitialized() {
  std::call_once(initOnce, [] { initialized = initialize(); });
  if (!initialized)
    return false;
  // A thread that has not used the context yet needs it current, and one
  // where another library (PyTorch on another device) made its own
  // current needs it back.
  if (!HIERA_DRIVER_CALL(cuCtxSetCurrent(device.context)))
    return false;
  madeCurrent = device.context;
  return true;
}

bool hiera::rt::readyInRun() {
  if (madeCurrent && madeCurrent == device.context)
    return !failed();
  return ensureInitialized() && !failed();
}

CUstream hiera::rt::stream() { return device.stream; }

void *hiera::rt::workspace(size_t bytes) {
  if (bytes <= device.workspaceBytes)
    return device.workspace;
  if (device.workspace &&
      (!HIERA_DRIVER_CALL(cuStreamSynchronize(device.stream)) ||
       !HIERA_DRIVER_CALL(
           cuMemFree(reinterpret_cast<CUdeviceptr>(device.workspace)))))
    return nullptr;
  device.workspace = nullptr;
  device.workspaceBytes = 0;
  CUdeviceptr pointer;
  if (!HIERA_DRIVER_CALL(cuMemAlloc(&pointer, bytes)))
    return nullptr;
  device.workspace = reinterpret_cast<void *>(pointer);
  device.workspaceBytes = bytes;
  return device.workspace;
}

size_t hiera::rt::freeDeviceMemory() {
  size_t free = 0, total = 0;
  if (!device.api.cuMemGetInfo ||
      device.api.cuMemGetInfo(&free, &total) != CUDA_SUCCESS)
    return 0;
  return free;
}

std::optional<float> hiera::rt::timeOnStream(const std::function<bool()> &body,
                                             int repeats) {
  if (!body())
    return std::nullopt;
  CUevent start, end;
  if (!HIERA_DRIVER_CALL(cuEventCreate(&start, CU_EVENT_DEFAULT)))
    return std::nullopt;
  if (!HIERA_DRIVER_CALL(cuEventCreate(&end, CU_EVENT_DEFAULT))) {
    device.api.cuEventDestroy(start);
    return std::nullopt;
  }
  std::vector<float> times;
  for (int i = 0; i < repeats; ++i) {
    float ms = 0;
    if (!HIERA_DRIVER_CALL(cuEventRecord(start, device.stream)) || !body() ||
        !HIERA_DRIVER_CALL(cuEventRecord(end, device.stream)) ||
        !HIERA_DRIVER_CALL(cuEventSynchronize(end)) ||
        !HIERA_DRIVER_CALL(cuEventElapsedTime(&ms, start, end)))
      break;
    times.push_back(ms);
  }
  device.api.cuEventDestroy(start);
  device.api.cuEventDestroy(end);
  if (times.size() != size_t(repeats) || times.empty())
    return std::nullopt;
  std::nth_element(times.begin(), times.begin() + times.size() / 2,
                   times.end());
  return times[times.size() / 2];
}

namespace {
std::atomic<bool> hostProfiling{false};
struct HostTotals {
  std::atomic<uint64_t> calls{0}, nanoseconds{0};
};
HostTotals hostTotals[size_t(HostEntry::Count)];
constexpr const char *kHostEntryNames[] = {
    "launch", "alloc",       "free",     "copy_or_fill",      "synchronize",
    "events", "module_load", "cublaslt", "cudnn_convolution", "cudnn_other"};
static_assert(std::size(kHostEntryNames) == size_t(HostEntry::Count),
              "a name per kind of entry point");

int64_t nowNs() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
} // namespace

hiera::rt::HostTimer::HostTimer(HostEntry entry) : entry(entry) {
  if (hostProfiling.load(std::memory_order_relaxed))
    startNs = nowNs();
}

hiera::rt::HostTimer::~HostTimer() {
  if (startNs < 0)
    return;
  HostTotals &totals = hostTotals[size_t(entry)];
  totals.calls.fetch_add(1, std::memory_order_relaxed);
  totals.nanoseconds.fetch_add(uint64_t(nowNs() - startNs),
                               std::memory_order_relaxed);
}

hiera::rt::ScratchMemory::ScratchMemory(size_t bytes) {
  CUdeviceptr pointer;
  if (HIERA_DRIVER_CALL(cuMemAlloc(&pointer, bytes ? bytes : 1))) {
    memory = reinterpret_cast<void *>(pointer);
    size = bytes;
  }
}

hiera::rt::ScratchMemory::~ScratchMemory() {
  // Work enqueued on the memory must finish before it goes.
  if (memory && HIERA_DRIVER_CALL(cuStreamSynchronize(device.stream)))
    HIERA_DRIVER_CALL(cuMemFree(reinterpret_cast<CUdeviceptr>(memory)));
}

//===----------------------------------------------------------------------===//
// The C API
//===----------------------------------------------------------------------===//

extern "C" {

int hiera_rt_init(void) { return ensureInitialized() ? 0 : 1; }

const char *hiera_rt_error(void) {
  std::lock_guard<std::mutex> lock(errorMutex);
  return errorMessage.c_str();
}

void hiera_rt_clear_error(void) {
  std::lock_guard<std::mutex> lock(errorMutex);
  errorMessage.clear();
  errorRecorded.store(false, std::memory_order_release);
}

int hiera_rt_load_library(const char *library) {
  std::string name(library ? library : "");
  if (name == "cublaslt")
    return loadCublasLt() ? 0 : 1;
  if (name == "cudnn")
    return loadCudnn() ? 0 : 1;
  fail("unknown library '" + name + "': expected cublaslt or cudnn");
  return 1;
}

size_t hiera_rt_library_version(const char *library) {
  std::string name(library ? library : "");
  if (name == "cublaslt")
    return cublasLtVersion();
  if (name == "cudnn")
    return cudnnVersion();
  return 0;
}

const char *hiera_rt_device_name(void) { return device.name; }
int hiera_rt_compute_capability(void) { return device.computeCapability; }
int hiera_rt_driver_version(void) { return device.driverVersion; }

int hiera_rt_device_count(void) { return device.visibleDevices; }

void *hiera_rt_stream(void) { return device.stream; }

int hiera_rt_alloc(void **ptr, size_t bytes) {
  return guarded([&] {
    CUdeviceptr pointer;
    if (!HIERA_DRIVER_CALL(cuMemAlloc(&pointer, bytes ? bytes : 1)))
      return false;
    *ptr = reinterpret_cast<void *>(pointer);
    return true;
  });
}

int hiera_rt_free(void *ptr) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuMemFree(reinterpret_cast<CUdeviceptr>(ptr)));
  });
}

int hiera_rt_copy_to_device(void *dst, const void *src, size_t bytes) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuMemcpyHtoDAsync(
               reinterpret_cast<CUdeviceptr>(dst), src, bytes,
               device.stream)) &&
           HIERA_DRIVER_CALL(cuStreamSynchronize(device.stream));
  });
}

int hiera_rt_copy_to_host(void *dst, const void *src, size_t bytes) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuMemcpyDtoHAsync(
               dst, reinterpret_cast<CUdeviceptr>(src), bytes,
               device.stream)) &&
           HIERA_DRIVER_CALL(cuStreamSynchronize(device.stream));
  });
}

int hiera_rt_copy_on_device(void *dst, const void *src, size_t bytes) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                           reinterpret_cast<CUdeviceptr>(src),
                                           bytes, device.stream));
  });
}

int hiera_rt_fill_bytes(void *dst, unsigned char value, size_t bytes) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuMemsetD8Async(
        reinterpret_cast<CUdeviceptr>(dst), value, bytes, device.stream));
  });
}

int hiera_rt_synchronize(void) {
  return guarded(
      [&] { return HIERA_DRIVER_CALL(cuStreamSynchronize(device.stream)); });
}

void hiera_rt_defer_stream_sync(int defer) { device.deferStreamSync = defer; }

int hiera_rt_use_stream(void *stream) {
  return guarded([&] {
    device.stream = static_cast<CUstream>(stream);
    return true;
  });
}

int hiera_rt_use_own_stream(void) {
  return guarded([&] {
    device.stream = device.ownStream;
    return true;
  });
}

int hiera_rt_event_create(void **event) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(
        cuEventCreate(reinterpret_cast<CUevent *>(event), CU_EVENT_DEFAULT));
  });
}

int hiera_rt_event_record(void *event) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(
        cuEventRecord(static_cast<CUevent>(event), device.stream));
  });
}

int hiera_rt_event_elapsed_ms(void *start, void *end, float *ms) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuEventSynchronize(static_cast<CUevent>(end))) &&
           HIERA_DRIVER_CALL(cuEventElapsedTime(
               ms, static_cast<CUevent>(start), static_cast<CUevent>(end)));
  });
}

void hiera_rt_host_profile(int enable) {
  if (enable)
    for (HostTotals &totals : hostTotals) {
      totals.calls = 0;
      totals.nanoseconds = 0;
    }
  hostProfiling = enable != 0;
}

size_t hiera_rt_host_profile_json(char *buffer, size_t size) {
  std::string json = "{";
  for (size_t i = 0; i < size_t(HostEntry::Count); ++i) {
    char entry[96];
    std::snprintf(entry, sizeof(entry), "%s\"%s\": [%llu, %.3f]", i ? ", " : "",
                  kHostEntryNames[i],
                  static_cast<unsigned long long>(hostTotals[i].calls.load()),
                  hostTotals[i].nanoseconds.load() / 1000.0);
    json += entry;
  }
  json += "}";
  if (buffer && size)
    std::snprintf(buffer, size, "%s", json.c_str());
  return json.size();
}

int hiera_rt_event_destroy(void *event) {
  return guarded([&] {
    return HIERA_DRIVER_CALL(cuEventDestroy(static_cast<CUevent>(event)));
  });
}

//===----------------------------------------------------------------------===//
// mgpu* entry points: generated code has no status to check, so a failure
// is recorded and later calls do nothing.
//===----------------------------------------------------------------------===//

static bool ready() { return ensureInitialized() && !failed(); }

namespace {
/// Kernels by module and name: generated code asks for a launch's kernel
/// at every launch, with the name's constant as the key.
std::mutex functionsMutex;
std::map<std::pair<void *, const char *>, CUfunction> functions;
} // namespace

void *mgpuModuleLoad(void *data, size_t /*size*/) {
  HostTimer timer(HostEntry::ModuleLoad);
  CUmodule module = nullptr;
  if (ready())
    HIERA_DRIVER_CALL(cuModuleLoadData(&module, data));
  return module;
}

void *mgpuModuleLoadJIT(void *data, int optLevel) {
  HostTimer timer(HostEntry::ModuleLoad);
  CUmodule module = nullptr;
  if (!ready())
    return nullptr;
  // The driver compiles PTX; keep its log for the error message.
  char log[8192] = {0};
  CUjit_option options[] = {CU_JIT_OPTIMIZATION_LEVEL, CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {reinterpret_cast<void *>(static_cast<intptr_t>(optLevel)),
                    log, reinterpret_cast<void *>(sizeof(log) - 1)};
  CUresult result = device.api.cuModuleLoadDataEx(&module, data, 3, options,
                                                  values);
  if (result != CUDA_SUCCESS && !checkDriver(result, "cuModuleLoadDataEx") &&
      log[0])
    appendToError(std::string("; PTX JIT log: ") + log);
  return module;
}

void mgpuModuleUnload(void *module) {
  // Modules unload at exit too, after an error: not a place to bail out.
  if (!module || !initialized)
    return;
  {
    // A module loaded later may get the same address.
    std::lock_guard<std::mutex> lock(functionsMutex);
    for (auto it = functions.begin(); it != functions.end();)
      it = it->first.first == module ? functions.erase(it) : std::next(it);
  }
  device.api.cuModuleUnload(static_cast<CUmodule>(module));
}

void *mgpuModuleGetFunction(void *module, const char *name) {
  HostTimer timer(HostEntry::Launch);
  if (!readyInRun() || !module)
    return nullptr;
  std::lock_guard<std::mutex> lock(functionsMutex);
  CUfunction &function = functions[{module, name}];
  if (!function &&
      !HIERA_DRIVER_CALL(cuModuleGetFunction(
          &function, static_cast<CUmodule>(module), name)))
    fail(std::string("kernel '") + name + "' is not in its module");
  return function;
}

void mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t /*paramsCount*/) {
  HostTimer timer(HostEntry::Launch);
  if (!readyInRun() || !function)
    return;
  // Beyond 48 KiB a kernel must be opted in to its dynamic shared memory.
  if (smem > 48 * 1024 &&
      !HIERA_DRIVER_CALL(cuFuncSetAttribute(
          static_cast<CUfunction>(function),
          CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem)))
    return;
  HIERA_DRIVER_CALL(cuLaunchKernel(
      static_cast<CUfunction>(function), gridX, gridY, gridZ, blockX, blockY,
      blockZ, smem, static_cast<CUstream>(stream), params, extra));
}

// Generated code makes a stream per region of GPU work; all of it runs on
// the runtime's stream instead, which the harness times and synchronises.
void *mgpuStreamCreate(void) { return readyInRun() ? device.stream : nullptr; }

void mgpuStreamDestroy(void * /*stream*/) {}

void mgpuStreamSynchronize(void *stream) {
  HostTimer timer(HostEntry::Synchronize);
  if (!readyInRun() || (device.deferStreamSync && stream == device.stream))
    return;
  HIERA_DRIVER_CALL(cuStreamSynchronize(static_cast<CUstream>(stream)));
}

void mgpuStreamWaitEvent(void *stream, void *event) {
  HostTimer timer(HostEntry::Events);
  if (ready())
    HIERA_DRIVER_CALL(cuStreamWaitEvent(static_cast<CUstream>(stream),
                                        static_cast<CUevent>(event), 0));
}

void *mgpuEventCreate(void) {
  HostTimer timer(HostEntry::Events);
  CUevent event = nullptr;
  if (ready())
    HIERA_DRIVER_CALL(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

void mgpuEventDestroy(void *event) {
  HostTimer timer(HostEntry::Events);
  if (ready())
    HIERA_DRIVER_CALL(cuEventDestroy(static_cast<CUevent>(event)));
}

void mgpuEventSynchronize(void *event) {
  HostTimer timer(HostEntry::Synchronize);
  if (ready())
    HIERA_DRIVER_CALL(cuEventSynchronize(static_cast<CUevent>(event)));
}

void mgpuEventRecord(void *event, void *stream) {
  HostTimer timer(HostEntry::Events);
  if (ready())
    HIERA_DRIVER_CALL(cuEventRecord(static_cast<CUevent>(event),
                                    static_cast<CUstream>(stream)));
}

// Temporaries come from a stream-ordered pool that keeps freed memory:
// allocating and freeing them neither blocks the host nor synchronises the
// device, and after the first call costs no mapping.
void *mgpuMemAlloc(uint64_t sizeBytes, void * /*stream*/, bool isHostShared) {
  HostTimer timer(HostEntry::Alloc);
  if (!ready())
    return nullptr;
  if (isHostShared) {
    fail("host-shared gpu.alloc is not supported: use device memory");
    return nullptr;
  }
  CUmemoryPool pool = temporaryPool();
  if (!pool)
    return nullptr;
  CUdeviceptr pointer = 0;
  HIERA_DRIVER_CALL(cuMemAllocFromPoolAsync(
      &pointer, sizeBytes ? sizeBytes : 1, pool, device.stream));
  return reinterpret_cast<void *>(pointer);
}

void mgpuMemFree(void *ptr, void * /*stream*/) {
  HostTimer timer(HostEntry::Free);
  if (ready() && ptr)
    HIERA_DRIVER_CALL(
        cuMemFreeAsync(reinterpret_cast<CUdeviceptr>(ptr), device.stream));
}

void mgpuMemcpy(void *dst, void *src, size_t sizeBytes, void *stream) {
  HostTimer timer(HostEntry::CopyOrFill);
  if (ready())
    HIERA_DRIVER_CALL(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                                    reinterpret_cast<CUdeviceptr>(src),
                                    sizeBytes, static_cast<CUstream>(stream)));
}

void mgpuMemset32(void *dst, unsigned int value, size_t count, void *stream) {
  HostTimer timer(HostEntry::CopyOrFill);
  if (ready())
    HIERA_DRIVER_CALL(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst),
                                       value, count,
                                       static_cast<CUstream>(stream)));
}

void mgpuMemset16(void *dst, unsigned short value, size_t count,
                  void *stream) {
  HostTimer timer(HostEntry::CopyOrFill);
  if (ready())
    HIERA_DRIVER_CALL(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst),
                                       value, count,
                                       static_cast<CUstream>(stream)));
}

void mgpuSetDefaultDevice(int32_t ordinal) { defaultDevice = ordinal; }

} // extern "C"
