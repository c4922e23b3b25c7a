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
  // Per-block partials: three arrays of kMaxBlocks doubles, then the first
  // non-finite index.
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
    if (hiera_rt_alloc(&kernels.partials,
                       3 * kMaxBlocks * sizeof(double) + sizeof(uint64_t)))
      kernels.partials = nullptr;
  });
  if (!kernels.fill || !kernels.convert || !kernels.stats ||
      !kernels.compare || !kernels.partials) {
    fail("the runtime's checking kernels did not load");
    return nullptr;
  }
  return &kernels;
}

bool knownType(int32_t dtype) { return dtype >= HIERA_F32 && dtype <= HIERA_I64; }

int64_t blocksFor(int64_t count) {
  return std::clamp<int64_t>((count + kThreads - 1) / kThreads, 1, kMaxBlocks);
}

double *partial(const Kernels &k, int which) {
  return static_cast<double *>(k.partials) + which * kMaxBlocks;
}

/// The first `blocks` partials of array `which`, copied back (waiting for
/// the stream).
bool readPartials(const Kernels &k, int which, int64_t blocks,
                  std::vector<double> &out) {
  out.resize(blocks);
  return hiera_rt_copy_to_host(out.data(), partial(k, which),
                               blocks * sizeof(double)) == 0;
}

template <typename Body> int checked(Body body) {
  if (!ensureInitialized() || failed())
    return 1;
  return body() && !failed() ? 0 : 1;
}

} // namespace

extern "C" {

int hiera_rt_fill_random(void *data, int32_t dtype, int64_t count,
                         uint64_t seed, int32_t range) {
  return checked([&] {
    const Kernels *k = load();
    if (!k)
      return false;
    if (!knownType(dtype) || count < 0)
      return fail("hiera_rt_fill_random: bad element type or count");
    if (count == 0)
      return true;
    void *params[] = {&data, &dtype, &count, &seed, &range};
    mgpuLaunchKernel(k->fill, 4 * kMaxBlocks, 1, 1, kThreads, 1, 1, 0,
                     stream(), params, nullptr, 5);
    return true;
  });
}

int hiera_rt_convert(const void *in, int32_t in_dtype, void *out,
                     int32_t out_dtype, int64_t count) {
  return checked([&] {
    const Kernels *k = load();
    if (!k)
      return false;
    if (!knownType(in_dtype) || !knownType(out_dtype) || count < 0)
      return fail("hiera_rt_convert: bad element type or count");
    if (count == 0)
      return true;
    void *params[] = {&in, &in_dtype, &out, &out_dtype, &count};
    mgpuLaunchKernel(k->convert, 4 * kMaxBlocks, 1, 1, kThreads, 1, 1, 0,
                     stream(), params, nullptr, 5);
    return true;
  });
}

int hiera_rt_summarize_reference(const void *want, int32_t dtype,
                                 int64_t count,
                                 hiera_rt_reference_summary *out) {
  return checked([&] {
    const Kernels *k = load();
    if (!k)
      return false;
    if (!knownType(dtype) || count < 0)
      return fail("hiera_rt_summarize_reference: bad element type or count");
    int64_t blocks = blocksFor(count);
    auto *firstBad = reinterpret_cast<uint64_t *>(partial(*k, 3));
    if (hiera_rt_fill_bytes(firstBad, 0xff, sizeof(uint64_t)))
      return false;
    double *squares = partial(*k, 0);
    void *params[] = {&want, &dtype, &count, &squares, &firstBad};
    mgpuLaunchKernel(k->stats, blocks, 1, 1, kThreads, 1, 1, 0, stream(),
                     params, nullptr, 5);
    std::vector<double> sums;
    uint64_t bad = 0;
    if (!readPartials(*k, 0, blocks, sums) ||
        hiera_rt_copy_to_host(&bad, firstBad, sizeof(bad)))
      return false;
    out->sum_of_squares = 0;
    for (double sum : sums)
      out->sum_of_squares += sum;
    out->first_non_finite = bad == UINT64_MAX ? -1 : int64_t(bad);
    return true;
  });
}

int hiera_rt_compare(const void *got, int32_t got_dtype, const void *want,
                     int32_t want_dtype, int64_t count, double rtol,
                     double atol, const hiera_rt_reference_summary *reference,
                     hiera_rt_comparison *out) {
  return checked([&] {
    const Kernels *k = load();
    if (!k)
      return false;
    if (!knownType(got_dtype) || !knownType(want_dtype) || count < 0)
      return fail("hiera_rt_compare: bad element type or count");
    int64_t blocks = blocksFor(count);
    double scale =
        hiera::check::referenceScale(reference->sum_of_squares, count);
    double *mismatches = partial(*k, 0), *worst = partial(*k, 1),
           *squares = partial(*k, 2);
    void *params[] = {&got,   &got_dtype, &want,       &want_dtype,
                      &count, &rtol,      &atol,       &scale,
                      &mismatches, &worst, &squares};
    mgpuLaunchKernel(k->compare, blocks, 1, 1, kThreads, 1, 1, 0, stream(),
                     params, nullptr, 11);
    std::vector<double> bad, ratios, diffs;
    if (!readPartials(*k, 0, blocks, bad) ||
        !readPartials(*k, 1, blocks, ratios) ||
        !readPartials(*k, 2, blocks, diffs))
      return false;
    out->mismatches = 0;
    out->worst_tolerance_ratio = 0;
    double diffSquares = 0;
    for (int64_t b = 0; b < blocks; ++b) {
      out->mismatches += int64_t(bad[b]);
      out->worst_tolerance_ratio =
          std::max(out->worst_tolerance_ratio, ratios[b]);
      diffSquares += diffs[b];
    }
    double relative = reference->sum_of_squares > 0
                          ? std::sqrt(diffSquares / reference->sum_of_squares)
                          : std::sqrt(diffSquares);
    out->relative_error = std::isnan(relative) ? INFINITY : relative;
    return true;
  });
}

} // extern "C"
