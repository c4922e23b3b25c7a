#!/usr/bin/env bash
# Regenerates the dialect and pass references from ODS into docs/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HIERA_BUILD_DIR:-$root/build}"
"$root/scripts/build.sh" hiera-doc
cp "$build/docs/plan/PlanDialect.md" "$root/docs/PlanDialect.md"
cp "$build/docs/HieraPasses.md" "$root/docs/Passes.md"
cp "$build/docs/HieraSearchPasses.md" "$root/docs/SearchPasses.md"
