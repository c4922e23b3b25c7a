#!/usr/bin/env bash
# HIERA under AddressSanitizer and UndefinedBehaviorSanitizer (clang-22 and
# its runtimes): builds the tools, the unit tests and the fuzz targets in
# build-sanitize (HIERA_SANITIZE_BUILD_DIR overrides), runs the lit tests
# that need no Python package or GPU and the unit tests there, then each
# fuzz target for FUZZ_SECONDS (default 30) from its corpus in fuzz/corpus,
# with FUZZ_SEED (default 1).
# Any sanitizer report, leak or fuzzer finding fails it.
#   scripts/sanitize.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HIERA_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
seconds="${FUZZ_SECONDS:-30}"
# A fixed seed makes each run walk the same inputs, so that CI fails on a
# change, not on luck; FUZZ_SEED=0 draws a seed, for exploring.
seed="${FUZZ_SEED:-1}"

"$root/scripts/bootstrap.sh"
if [ ! -f "$build/build.ninja" ]; then
  CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release -DHIERA_SANITIZE=ON \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DHIERA_PYTHON="${HIERA_VENV:-$root/.venv}/bin/python"
fi
ninja -C "$build" hiera-opt hiera-translate hiera-db hiera-report HieraTests hiera-fuzzers

# Reports end the process with a status the tests see; leaks count.
# allow_user_poisoning=0: LLVM's allocators inlined here poison memory that
# the uninstrumented libMLIR then uses, which ASan would report. The shared
# runtime comes after libc in the fuzzers' library list, which is sound.
export ASAN_OPTIONS="detect_leaks=1:exitcode=86:allow_user_poisoning=0:verify_asan_link_order=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

status=0
# The frontend's and the benchmark's tests load the libraries into
# Python, the plugin's into mlir-opt, the install test builds a project:
# none of those hosts has the sanitizers' runtime.
LIT_FILTER_OUT='frontend/|bench/|tools/plugin/|install/|docs/' \
  /usr/lib/llvm-22/bin/lit -sv "$build/test" || status=1
"$build/unittests/HieraTests" || status=1

for fuzzer in "$build"/bin/fuzz-*; do
  name=$(basename "$fuzzer")
  corpus="$root/fuzz/corpus/${name#fuzz-}"
  # New inputs go to a scratch folder; the committed corpus is read only.
  scratch=$(mktemp -d)
  echo "== $name: $seconds s from $corpus"
  log="$scratch.log"
  # The whole log on a finding, which names it; its summary otherwise.
  if "$fuzzer" -max_total_time="$seconds" -seed="$seed" -timeout=20 \
    -rss_limit_mb=4096 -print_final_stats=1 \
    -artifact_prefix="$build/fuzz-findings-" "$scratch" "$corpus" \
    >"$log" 2>&1; then
    tail -6 "$log"
  else
    grep -v '^#[0-9]' "$log" | tail -200
    status=1
  fi
  rm -rf "$scratch" "$log"
done
exit $status
