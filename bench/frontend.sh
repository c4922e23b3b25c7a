#!/usr/bin/env bash
# On a GPU host: `python -m hiera bench` with the tools that
# scripts/bundle.sh packed. Usage:
#   bench/frontend.sh OUT_DIR [bench options] PROBLEMS...
# A second run with the same OUT_DIR resumes where the first stopped.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/scripts/gpu-env.sh"
out="${1:?usage: bench/frontend.sh OUT_DIR [bench options] PROBLEMS...}"
shift
describe_device >&2
PYTHONUNBUFFERED=1 python3 -m hiera bench --out "$out" "$@"
