#!/usr/bin/env bash
# The benchmark, on a GPU host (after scripts/bundle.sh here): the card's
# ceilings, then every example in each space through hiera-run, then the
# report. Writes results.json, results.md, ceilings.json and device.txt to
# $OUT (or ./bench-results); commit them under bench/results/ with the date.
#   bench/run.sh [example ...]   (default: every example, as planned)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${OUT:-$root/bench-results}"
mkdir -p "$out"
source "$root/scripts/gpu-env.sh"

describe_device > "$out/device.txt"
python3 "$root/bench/ceilings.py" -o "$out/ceilings.json"

examples=("$@")
[ ${#examples[@]} -eq 0 ] && examples=("${planned[@]}")
mkdir -p "$work/bench"
for example in "${examples[@]}"; do
  name=$(basename "$example" .mlir)
  echo "== $name" >&2
  hiera-run --json "$example" > "$work/bench/$name.json" || true
  # Rewritten after each example, so that a run cut short keeps its results.
  python3 "$root/bench/report.py" --ceilings "$out/ceilings.json" --meta "$out/device.txt" \
    -o "$out/results.json" "$work"/bench/*.json > "$out/results.md"
done
cat "$out/results.md"
