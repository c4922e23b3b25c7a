//===- Check.cpp - Inputs drawn and results judged on the GPU -------------===//
//
// A check's arrays are gigabytes: drawn, widened to the reference's types
// and compared where they are, so that only a few kilobytes of per-block
// partials cross to the host. The kernels are kernels/Check.cu.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include "hiera/Runtime/CheckElements.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <mutex>
#include <vector>

using namespace hiera::rt;

namespace {

struct EmbeddedFile {
  const char *name;
  const char *text;
};
const EmbeddedFile kEmbedded[] = {
#include "CheckPtx.inc"
};

// Blocks a reduction runs on at most: fixed, so that its partials, added
// in order, depend on the element count alone.
constexpr int64_t kMaxBlocks = 1024;
constexpr int64_t kThreads = 256;

struct Kernels {
  void *fill = nullptr, *convert = nullptr, *stats = nullptr,
       *compare = nullptr;
  // Per-block partials: three arrays of kMaxBlocks doubles.
  void *partials = nullptr;
};

std::once_flag loadOnce;
Kernels kernels;

const Kernels *load() {
  std::call_once(loadOnce, [] {
    void *module = mgpuModuleLoadJIT(const_cast<char *>(kEmbedded[0].text), 3);
    if (!module)
      return;
    kernels.fill = mgpuModuleGetFunction(module, "hiera_check_fill_random");
    kernels.convert = mgpuModuleGetFunction(module, "hiera_check_convert");
    kernels.stats = mgpuModuleGetFunction(module, "hiera_check_reference_stats");
    kernels.compare = mgpuModuleGetFunction(module, "hiera_check_compare");
    if (hiera_rt_alloc(&kernels.partials, 3 * kMaxBlocks * sizeof(double)))
      kernels.partials = nullptr;
  });
  if (!kernels.fill || !kernels.convert || !kernels.stats ||
      !kernels.compare || !kernels.partials) {
    fail("the runtime's checking kernels did not load");
    return nullptr;
  }
  return &kernels;
}

/// The kernels, where they loaded and the arguments are ones they take
/// (element types of enum hiera_rt_dtype, a count of at least 0); else
/// null, with the error recorded in `entry`'s name.
const Kernels *prepare(const char *entry, std::initializer_list<int32_t> dtypes,
                       int64_t count) {
  const Kernels *k = load();
  if (!k)
    return nullptr;
  if (count < 0 || !std::all_of(dtypes.begin(), dtypes.end(), [](int32_t d) {
        return d >= HIERA_F32 && d <= HIERA_I64;
      })) {
    fail(std::string(entry) + ": bad element type or count");
    return nullptr;
  }
  return k;
}

template <size_t N>
void launch(void *kernel, int64_t blocks, void *(&params)[N]) {
  mgpuLaunchKernel(kernel, blocks, 1, 1, kThreads, 1, 1, 0, stream(), params,
                   nullptr, N);
}

int64_t blocksFor(int64_t count) {
  return std::clamp<int64_t>((count + kThreads - 1) / kThreads, 1, kMaxBlocks);
}

double *partial(const Kernels &k, int which) {
  return static_cast<double *>(k.partials) + which * kMaxBlocks;
}

/// The per-block partials as the last reduction left them, all in one copy
/// (waiting for the stream): array `which` at [which * kMaxBlocks].
bool readPartials(const Kernels &k, std::vector<double> &out) {
  out.resize(3 * kMaxBlocks);
  return hiera_rt_copy_to_host(out.data(), k.partials,
                               out.size() * sizeof(double)) == 0;
}

} // namespace

extern "C" {

int hiera_rt_fill_random(void *data, int32_t dtype, int64_t count,
                         uint64_t seed, int32_t range, double scale) {
  return guarded([&] {
    const Kernels *k = prepare("hiera_rt_fill_random", {dtype}, count);
    if (!k)
      return false;
    void *params[] = {&data, &dtype, &count, &seed, &range, &scale};
    if (count > 0)
      launch(k->fill, 4 * kMaxBlocks, params);
    return true;
  });
}

int hiera_rt_convert(const void *in, int32_t in_dtype, void *out,
                     int32_t out_dtype, int64_t count) {
  return guarded([&] {
    const Kernels *k = prepare("hiera_rt_convert", {in_dtype, out_dtype}, count);
    if (!k)
      return false;
    void *params[] = {&in, &in_dtype, &out, &out_dtype, &count};
    if (count > 0)
      launch(k->convert, 4 * kMaxBlocks, params);
    return true;
  });
}

int hiera_rt_summarize_reference(const void *want, int32_t dtype,
                                 int64_t count,
                                 hiera_rt_reference_summary *out) {
  return guarded([&] {
    const Kernels *k = prepare("hiera_rt_summarize_reference", {dtype}, count);
    if (!k)
      return false;
    int64_t blocks = blocksFor(count);
    double *squares = partial(*k, 0), *nonFinite = partial(*k, 1);
    void *params[] = {&want, &dtype, &count, &squares, &nonFinite};
    launch(k->stats, blocks, params);
    std::vector<double> partials;
    if (!readPartials(*k, partials))
      return false;
    out->sum_of_squares = 0;
    out->non_finite = 0;
    for (int64_t b = 0; b < blocks; ++b) {
      out->sum_of_squares += partials[b];
      out->non_finite += int64_t(partials[kMaxBlocks + b]);
    }
    return true;
  });
}

int hiera_rt_compare(const void *got, int32_t got_dtype, const void *want,
                     int32_t want_dtype, int64_t count, double rtol,
                     double atol, const hiera_rt_reference_summary *reference,
                     hiera_rt_comparison *out) {
  return guarded([&] {
    const Kernels *k = prepare("hiera_rt_compare", {got_dtype, want_dtype}, count);
    if (!k)
      return false;
    int64_t blocks = blocksFor(count);
    double scale =
        hiera::check::referenceScale(reference->sum_of_squares, count);
    double *mismatches = partial(*k, 0), *worst = partial(*k, 1),
           *squares = partial(*k, 2);
    void *params[] = {&got,   &got_dtype, &want,       &want_dtype,
                      &count, &rtol,      &atol,       &scale,
                      &mismatches, &worst, &squares};
    launch(k->compare, blocks, params);
    std::vector<double> partials;
    if (!readPartials(*k, partials))
      return false;
    out->mismatches = 0;
    out->worst_tolerance_ratio = 0;
    double diffSquares = 0;
    for (int64_t b = 0; b < blocks; ++b) {
      out->mismatches += int64_t(partials[b]);
      out->worst_tolerance_ratio =
          std::max(out->worst_tolerance_ratio, partials[kMaxBlocks + b]);
      diffSquares += partials[2 * kMaxBlocks + b];
    }
    double relative = reference->sum_of_squares > 0
                          ? std::sqrt(diffSquares / reference->sum_of_squares)
                          : std::sqrt(diffSquares);
    out->relative_error = std::isnan(relative) ? INFINITY : relative;
    return true;
  });
}

} // extern "C"
