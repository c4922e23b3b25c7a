#!/usr/bin/env bash
# On a GPU host: unpacks what scripts/bundle.sh packed, checks that every
# shared library resolves, probes the device, runs every example through
# hiera-run in each space, then the GPU test suite (test/gpu). Set
# HIERA_SKIP_EXAMPLES or HIERA_SKIP_SUITE to leave either out.
# Results (JSON per example, the suite's log, a table) go to $OUT or
# ./gpu-results.
#   scripts/gpu-test.sh [example ...]   (default: every example)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bundle="${HIERA_BUNDLE_DIR:-$root/.device-cache}"
work="${HIERA_GPU_WORK:-/tmp/hiera-gpu}"
out="${OUT:-$root/gpu-results}"
mkdir -p "$work/lib" "$out"

tar -xJf "$bundle/base-libs.tar.xz" -C "$work/lib"
tar -xJf "$bundle/hiera-bundle.tar.xz" -C "$work"
# cuDNN comes from PyTorch's packages where the system has none.
cudnn=/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn/lib
export LD_LIBRARY_PATH="$work/lib:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -d "$cudnn" ] && export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$cudnn"
export PATH="$work/bin:$PATH"

missing=$(for b in "$work"/bin/* "$work"/lib/*.so*; do ldd "$b" 2>/dev/null; done | grep "not found" | sort -u || true)
if [ -n "$missing" ]; then
  echo "gpu-test: unresolved shared libraries:" >&2
  echo "$missing" >&2
  exit 1
fi

{
  date -u +"date: %Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/gpu, driver: /'
  hiera-run --probe
} | tee "$out/device.txt"

status=0
# The examples as planned on the build machine (their custom kernels'
# PTX included), else as they are.
examples=("$@")
if [ ${#examples[@]} -eq 0 ]; then
  if [ -d "$bundle/planned" ]; then examples=("$bundle"/planned/*.mlir)
  else examples=("$root"/examples/*.mlir); fi
fi
[ -n "${HIERA_SKIP_EXAMPLES:-}" ] && examples=()
mkdir -p "$work/json"
for example in ${examples[@]+"${examples[@]}"}; do
  name=$(basename "$example" .mlir)
  echo "== $name"
  hiera-run --json "$example" > "$work/json/$name.json" || status=1
  # Rewritten after each example, so that a run cut short keeps its results.
  python3 "$root/bench/table.py" -o "$out/results.json" "$work"/json/*.json > "$out/table.md"
done
[ -f "$out/table.md" ] && cat "$out/table.md"

[ -n "${HIERA_SKIP_SUITE:-}" ] ||
  PYTHONPATH="$work/lit" python3 -c 'import sys; from lit.main import main; sys.exit(main())' \
    -v -j 1 "$root/test/gpu" 2>&1 | tee "$out/gpu-suite.log" || status=1
exit $status
