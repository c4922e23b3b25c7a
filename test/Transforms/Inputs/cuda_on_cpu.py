"""Runs a planned custom kernel on the CPU, to check its arithmetic where
there is no GPU: the CUDA source is compiled as C++ against a small shim,
each block's threads are host threads, and the blocks run one at a time.

The shim covers what kernels that every thread of a block runs in step
need: __syncthreads as a barrier, __shared__ arrays (static: one block at a
time), warp shuffles reached by the whole block together, atomics, fences,
and the bit casts and intrinsics of the emitted source, and CUDA's half types
with their conversions. It is a test of what a kernel
computes, not of how fast or of the GPU's memory model.

    variants(planned_text) -> {task: {variant: Kernel}}
    run(kernel, inputs) -> outputs (numpy arrays)
"""

import ctypes
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass, field

import numpy as np

SHIM = r"""
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <math.h>
#include <pthread.h>
#include <thread>
#include <algorithm>
#include <vector>
using std::max;
using std::min;
struct dim3 { unsigned x = 1, y = 1, z = 1; };
struct alignas(8) float2 { float x, y; };
struct alignas(16) float4 { float x, y, z, w; };
struct alignas(16) double2 { double x, y; };
static thread_local dim3 threadIdx, blockIdx;
static dim3 blockDim, gridDim;
static pthread_barrier_t hiera_barrier;
#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __restrict__ __restrict
#define __shared__ static
static inline void __syncthreads() { pthread_barrier_wait(&hiera_barrier); }
[[noreturn]] static inline void __trap() { std::abort(); }
template <typename To, typename From> static inline To hiera_bits(From from) {
  To to; std::memcpy(&to, &from, sizeof to); return to;
}
static inline float __int_as_float(int x) { return hiera_bits<float>(x); }
static inline int __float_as_int(float x) { return hiera_bits<int>(x); }
static inline unsigned __float_as_uint(float x) { return hiera_bits<unsigned>(x); }
static inline float __uint_as_float(unsigned x) { return hiera_bits<float>(x); }
static inline double __longlong_as_double(long long x) { return hiera_bits<double>(x); }
static inline long long __double_as_longlong(double x) { return hiera_bits<long long>(x); }
static inline float __fdividef(float a, float b) { return a / b; }
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static inline double rsqrt(double x) { return 1.0 / sqrt(x); }
// Blocks run one after another: every write is seen by the next.
static inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline unsigned atomicAdd(unsigned *at, unsigned value) {
  return __atomic_fetch_add(at, value, __ATOMIC_SEQ_CST);
}
template <typename T> static inline T __ldcg(const T *at) { return *at; }
template <typename T> static inline T __ldg(const T *at) { return *at; }
static inline unsigned hiera_thread() {
  return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}
template <typename T> static inline T __shfl_xor_sync(unsigned, T value, int mask) {
  static T slots[1024];
  unsigned self = hiera_thread();
  slots[self] = value;
  __syncthreads();
  T other = slots[(self & ~31u) | ((self & 31u) ^ unsigned(mask))];
  __syncthreads();
  return other;
}
template <typename T> static inline T __shfl_sync(unsigned, T value, int lane) {
  static T slots[1024];
  unsigned self = hiera_thread();
  slots[self] = value;
  __syncthreads();
  T other = slots[(self & ~31u) | (unsigned(lane) & 31u)];
  __syncthreads();
  return other;
}
// Rounded as written: the C++ compiler contracts nothing at -O1 without
// -ffp-contract=fast, as CUDA's _rn intrinsics promise.
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline double __dadd_rn(double a, double b) { return a + b; }
static inline double __dmul_rn(double a, double b) { return a * b; }
// CUDA's half types as their bits: f16 through the C++ compiler's
// _Float16 (conversions rounded to nearest, ties to even), bf16 by hand.
// A kernel includes CUDA's headers for them (run() drops the lines).
struct __half { unsigned short bits; };
struct __nv_bfloat16 { unsigned short bits; };
static inline __half __ushort_as_half(unsigned short bits) { return {bits}; }
static inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short bits) { return {bits}; }
static inline float __half2float(__half h) { return (float)hiera_bits<_Float16>(h.bits); }
template <typename T> static inline __half hiera_to_half(T x) {
  return {hiera_bits<unsigned short>((_Float16)x)};
}
static inline __half __float2half_rn(float x) { return hiera_to_half(x); }
static inline __half __double2half(double x) { return hiera_to_half(x); }
static inline __half __int2half_rn(int x) { return hiera_to_half(x); }
static inline __half __uint2half_rn(unsigned x) { return hiera_to_half(x); }
static inline __half __ll2half_rn(long long x) { return hiera_to_half(x); }
static inline __half __ull2half_rn(unsigned long long x) { return hiera_to_half(x); }
static inline float __bfloat162float(__nv_bfloat16 b) {
  return hiera_bits<float>((unsigned)b.bits << 16);
}
static inline __nv_bfloat16 __float2bfloat16_rn(float x) {
  unsigned bits = hiera_bits<unsigned>(x);
  if (x != x) return {(unsigned short)((bits >> 16) | 0x40)};
  bits += 0x7fff + ((bits >> 16) & 1);
  return {(unsigned short)(bits >> 16)};
}
// A wider value as a float rounded to odd (its last bit set where
// inexact), which then rounds to bf16 as the value itself would.
template <typename T> static inline __nv_bfloat16 hiera_to_bfloat16(T x) {
  float rounded = (float)x;
  if ((T)rounded != x && std::isfinite(rounded)) {
    unsigned bits = hiera_bits<unsigned>(rounded);
    if (std::fabs((long double)rounded) > std::fabs((long double)x)) bits -= 1;
    rounded = hiera_bits<float>(bits | 1u);
  }
  return __float2bfloat16_rn(rounded);
}
static inline __nv_bfloat16 __double2bfloat16(double x) { return hiera_to_bfloat16(x); }
static inline __nv_bfloat16 __int2bfloat16_rn(int x) { return hiera_to_bfloat16((double)x); }
static inline __nv_bfloat16 __uint2bfloat16_rn(unsigned x) { return hiera_to_bfloat16((double)x); }
static inline __nv_bfloat16 __ll2bfloat16_rn(long long x) { return hiera_to_bfloat16((long double)x); }
static inline __nv_bfloat16 __ull2bfloat16_rn(unsigned long long x) {
  return hiera_to_bfloat16((long double)x);
}
template <typename Body> static void hiera_grid(dim3 grid, dim3 block, Body body) {
  gridDim = grid; blockDim = block;
  unsigned count = block.x * block.y * block.z;
  for (unsigned z = 0; z < grid.z; ++z)
    for (unsigned y = 0; y < grid.y; ++y)
      for (unsigned x = 0; x < grid.x; ++x) {
        pthread_barrier_init(&hiera_barrier, nullptr, count);
        std::vector<std::thread> threads;
        for (unsigned t = 0; t < count; ++t)
          threads.emplace_back([=] {
            blockIdx = {x, y, z};
            threadIdx = {t % block.x, t / block.x % block.y, t / (block.x * block.y)};
            body();
          });
        for (std::thread &thread : threads) thread.join();
        pthread_barrier_destroy(&hiera_barrier);
      }
}
"""


@dataclass
class Kernel:
    entry: str
    source: str
    grid: list
    block: list
    inputs: list
    # The task's operands as the function's argument numbers (a reshape of
    # an argument is the argument: the same bytes).
    operands: list = field(default_factory=list)


def _unescape(text: str) -> str:
    """An MLIR string literal's bytes: \\XX escapes and \\\\ or \\" as C has them."""
    return re.sub(r'\\([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), text)


def variants(planned: str) -> dict:
    """The custom variants of each task of `planned` (hiera-opt's output)."""
    found = {}
    reshaped = dict(re.findall(r'(%\w+) = tensor\.(?:expand|collapse)_shape %arg(\d+)', planned))
    for task in re.finditer(r'plan\.task "(\w+)"\(([^)]*)\)(.*?)\n    }\n', planned, re.S):
        operands = [int(n.removeprefix('%arg')) if n.startswith('%arg') else int(reshaped[n])
                    for n in re.findall(r'%\w+', task.group(2))]
        for variant in re.finditer(
                r'plan\.variant "(\w+)" #plan\.space<custom>.*?launch = #plan\.launch<entry = "(\w+)", '
                r'grid = \[([\d, ]+)\], block = \[([\d, ]+)\], inputs = \[([\d, ]*)\].*?source = "((?:[^"\\]|\\.)*)"',
                task.group(3)):
            name, entry, grid, block, inputs, source = variant.groups()
            ints = lambda text: [int(n) for n in text.split(",") if n.strip()]
            found.setdefault(task.group(1), {})[name] = Kernel(
                entry, _unescape(source), ints(grid), ints(block), ints(inputs), operands)
    return found


def _parameters(kernel: Kernel) -> list:
    """The C types of the entry's parameters, in order."""
    signature = re.search(r'\b' + kernel.entry + r'\(([^)]*)\)', kernel.source).group(1)
    types = []
    for parameter in signature.split(","):
        words = parameter.replace("*", " * ").split()
        types.append(" ".join(w for w in words[:-1] if w != "__restrict__"))
    return types


def run(kernel: Kernel, inputs: list, outputs: list) -> None:
    """Runs `kernel` on the CPU: `inputs` (numpy arrays, by the task's
    input number) read, `outputs` (numpy arrays) written in place."""
    types = _parameters(kernel)
    launcher = ["extern \"C\" void hiera_launch(void **args) {"]
    arguments = []
    for index, type_ in enumerate(types):
        if "*" in type_:
            arguments.append(f"({type_})args[{index}]")
        else:
            arguments.append(f"*({type_} *)args[{index}]")
    grid = (kernel.grid + [1, 1])[:3]
    block = (kernel.block + [1, 1])[:3]
    launcher.append(
        f"  hiera_grid({{{grid[0]}u, {grid[1]}u, {grid[2]}u}}, {{{block[0]}u, {block[1]}u, {block[2]}u}}, "
        f"[=] {{ {kernel.entry}({', '.join(arguments)}); }});")
    launcher.append("}")
    with tempfile.TemporaryDirectory() as folder:
        source = os.path.join(folder, "kernel.cpp")
        library = os.path.join(folder, "kernel.so")
        with open(source, "w") as out:
            body = re.sub(r'#include <cuda_(fp16|bf16)\.h>\n', '', kernel.source)
            out.write(SHIM + body + "\n" + "\n".join(launcher) + "\n")
        compiler = os.environ.get("CXX", "c++")
        subprocess.run([compiler, "-std=c++17", "-O1", "-ffp-contract=off", "-w", "-shared", "-fPIC", "-pthread",
                        source, "-o", library], check=True)
        loaded = ctypes.CDLL(library)
        arrays = [np.ascontiguousarray(inputs[i]) for i in kernel.inputs] + list(outputs)
        pointers = (ctypes.c_void_p * len(arrays))(
            *[array.ctypes.data_as(ctypes.c_void_p) for array in arrays])
        loaded.hiera_launch(pointers)
