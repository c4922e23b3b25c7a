#!/usr/bin/env bash
# The main job: builds hiera-opt, plans an example and prints the annotated IR
# followed by a summary of its tasks.
#   scripts/demo.sh [example.mlir] [hiera-plan options, e.g. "target=h100 allow=tf32"]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HIERA_BUILD_DIR:-$root/build}"
example="${1:-$root/examples/mlp_block.mlir}"
options="${2:-}"

"$root/scripts/build.sh" hiera-opt >&2
summary="$(mktemp)"
trap 'rm -f "$summary"' EXIT
"$build/bin/hiera-opt" "--hiera-plan=$options" --hiera-summary "$example" 2>"$summary"
echo
# The summary table; remarks (variants left out, and why) are in the IR run's
# stderr for whoever wants them: hiera-opt --hiera-plan FILE -o /dev/null.
grep -v ": remark: " "$summary"
