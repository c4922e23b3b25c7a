#!/usr/bin/env bash
# The planning loop on a GPU host (after scripts/bundle.sh here): every
# example through --hiera-plan with the expert policy, a budget of 18 trials
# in 3 rounds, measured on the GPU; the GEMMs also with TF32 allowed (as
# NAME_tf32). Per example the searched IR and its report (Markdown and
# JSON), then hiera-report's summary. Results go to $OUT (or
# ./plan-results):
#   summary.md, summary.json   every task: best variant, speedups, trials
#   plan.tar.xz                each example's IR, reports and remarks
#   tuning.db                  every measurement
#   device.txt                 date, GPU, driver, the search's budget
# An example with a report already in $work/plan is not searched again, and
# the tuning database there is reused: a run cut short goes on where it
# stopped. HIERA_PLAN_DEADLINE (seconds) stops starting examples after that
# long.
#   bench/plan.sh [NAME ...]   (default: every example, then the TF32 GEMMs)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${OUT:-$root/plan-results}"
mkdir -p "$out"
source "$root/scripts/gpu-env.sh"
command -v clang-22 >/dev/null ||
  echo "plan: no clang-22 here: candidates generated during the search are left out" >&2

{
  describe_device
  echo "policy expert, budget 18 trials per task in 3 rounds (at most 6 each)"
} > "$out/device.txt"
results="$work/plan"
mkdir -p "$results"
db="$results/tuning.db"

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for example in "$root"/examples/*.mlir; do names+=("$(basename "$example" .mlir)"); done
  names+=(matmul_tf32 matmul_bias_relu_tf32)
fi
started=$SECONDS
for name in "${names[@]}"; do
  [ -f "$results/$name.json" ] && continue
  if [ -n "${HIERA_PLAN_DEADLINE:-}" ] && (( SECONDS - started > HIERA_PLAN_DEADLINE )); then
    echo "plan: deadline reached: $name and what follows are left for a later run" >&2
    break
  fi
  options="policy=expert budget=18 rounds=3 profile=gpu db=$db"
  input="$root/examples/$name.mlir"
  case "$name" in
    *_tf32) input="$root/examples/${name%_tf32}.mlir"; options="$options allow=tf32" ;;
  esac
  echo "== $name" >&2
  begin=$SECONDS
  hiera-opt --hiera-plan="$options" --hiera-report="path=$results/$name.json" \
    --hiera-report="path=$results/$name.md" "$input" -o "$results/$name.mlir" \
    2> "$results/$name.log" || echo "plan: $name failed: see $name.log" >&2
  echo "$name: $((SECONDS - begin)) s" >&2
  # Rewritten after each example, so that a run cut short keeps its results.
  hiera-report --meta "$out/device.txt" -o "$out/summary.json" \
    "$results"/*.json > "$out/summary.md" || true
  tar -C "$results" -cJf "$out/plan.tar.xz" .
done
cat "$out/summary.md"
