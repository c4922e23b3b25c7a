#!/usr/bin/env bash
# Configures (once) and builds HIERA in build/. Extra arguments are ninja
# targets. HIERA_BUILD_DIR overrides the build directory.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HIERA_BUILD_DIR:-$root/build}"

"$root/scripts/bootstrap.sh"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit \
    -DHIERA_PYTHON="${HIERA_VENV:-$root/.venv}/bin/python"
fi
ninja -C "$build" "$@"
