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
out="${OUT:-$root/gpu-results}"
mkdir -p "$out"
source "$root/scripts/gpu-env.sh"

describe_device | tee "$out/device.txt"

status=0
examples=("$@")
[ ${#examples[@]} -eq 0 ] && examples=("${planned[@]}")
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
  PYTHONPATH="$work/lit:$PYTHONPATH" python3 -c 'import sys; from lit.main import main; sys.exit(main())' \
    -v -j 1 "$root/test/gpu" 2>&1 | tee "$out/gpu-suite.log" || status=1
exit $status
