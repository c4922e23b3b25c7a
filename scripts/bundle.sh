#!/usr/bin/env bash
# Packs what a GPU host needs to run HIERA's tools built here: the tools, the
# runtime, and the shared libraries they need from this machine that a
# stock GPU host may lack. Separate archives, so that the large, rarely
# changing ones are packed once and reused:
#   $cache/base-libs.tar.xz   third-party libraries (minutes to pack; cached)
#   $cache/clang.tar.xz       clang-22 with its headers, for the CUDA kernels
#                             that a search writes on the GPU host (cached;
#                             it needs base-libs' libLLVM)
#   $cache/torch-mlir.tar.xz  torch-mlir's Python package for the GPU host's
#                             python3 (cached; what its FX importer needs:
#                             the bindings, without torch-mlir-opt)
#   $out/hiera-bundle.tar.xz  hiera-opt, hiera-run, hiera-report, libhiera_runtime.so,
#                             libhiera_jit.so, the Python package's
#                             _launch.abi3.so, lit, FileCheck and not
#   $out/planned/             the examples after --hiera-plan, and the GPU
#                             suite's inputs (gpu-inputs/)
# Usage: scripts/bundle.sh [OUT_DIR]   (default .device-cache)
# On the GPU host: scripts/gpu-test.sh unpacks both and runs the GPU tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${HIERA_BUILD_DIR:-$root/build}"
cache="$root/.device-cache"
out="${1:-$cache}"
mkdir -p "$cache" "$out"

# Libraries every Linux host has (a GPU host running Ubuntu 24.04 has these
# sonames too), or that must come from the host itself: libcurl with its TLS
# and Kerberos stack is the host's own, the runtime comes in the bundle.
system='^(linux-vdso|libc\.|libm\.|libstdc\+\+|libgcc_s|ld-linux|libz\.|libzstd|liblzma|libdl|libpthread|librt|libcuda|libxml2|libicu|libffi|libtinfo|libbsd|libmd\.|libhiera_runtime)'
host_curl=$(ldd "$(ldconfig -p | awk '/libcurl\.so\.4 /{print $NF; exit}')" | awk '{print $1}' | sed 's/\./\\./g' | paste -sd'|')
system="$system|^(libcurl\.so|${host_curl})"

"$root/scripts/build.sh" hiera-opt hiera-run hiera-report hiera_runtime hiera_jit hiera_launch >&2
tools=("$build/bin/hiera-opt" "$build/bin/hiera-run" "$build/bin/hiera-report")
runtime=("$build/lib/libhiera_runtime.so" "$build/lib/libhiera_jit.so" "$build/lib/_launch.abi3.so")
binaries=("${tools[@]}" "${runtime[@]}" /usr/lib/llvm-22/bin/FileCheck)

libs=$(for b in "${binaries[@]}"; do ldd "$b"; done | awk '$3 ~ /^\// {print $1, $3}' |
       grep -Ev "$system" | sort -u | awk '{print $2}')
stamp=$(for l in $libs; do readlink -f "$l"; done | xargs md5sum | md5sum | cut -c1-12)
if [ ! -f "$cache/base-libs.$stamp.tar.xz" ]; then
  echo "bundle: packing base libraries (once; takes minutes)" >&2
  staging=$(mktemp -d)
  for l in $libs; do cp -L "$l" "$staging/"; done
  strip --strip-unneeded "$staging"/* 2>/dev/null || true
  tar -C "$staging" -cf - . | xz -9 -T0 > "$cache/base-libs.$stamp.tar.xz.tmp"
  mv "$cache/base-libs.$stamp.tar.xz.tmp" "$cache/base-libs.$stamp.tar.xz"
  rm -rf "$staging"
fi
# A hard link: the device tool carries symbolic links as links only.
ln -f "$cache/base-libs.$stamp.tar.xz" "$cache/base-libs.tar.xz"
[ "$out" = "$cache" ] || cp "$cache/base-libs.$stamp.tar.xz" "$out/base-libs.tar.xz"

# clang for CUDA: the driver, its library and its headers (those of CUDA
# and the C++ library come from the GPU host).
clang=/usr/lib/llvm-22/bin/clang
clang_stamp=$(md5sum "$(readlink -f "$clang")" /usr/lib/llvm-22/lib/libclang-cpp.so.22.1 | md5sum | cut -c1-12)
if [ ! -f "$cache/clang.$clang_stamp.tar.xz" ]; then
  echo "bundle: packing clang (once; takes a minute)" >&2
  staging=$(mktemp -d)
  # Where clang looks for its headers: lib/clang/<major> beside its bin.
  resource=$("$clang" -print-resource-dir)
  mkdir -p "$staging/bin" "$staging/lib/clang/$(basename "$resource")"
  cp -L "$clang" "$staging/bin/clang-22"
  cp -L /usr/lib/llvm-22/lib/libclang-cpp.so.22.1 "$staging/lib/"
  cp -rL "$resource/include" "$staging/lib/clang/$(basename "$resource")/"
  strip --strip-unneeded "$staging"/bin/* "$staging"/lib/*.so* 2>/dev/null || true
  tar -C "$staging" -cf - . | xz -9e -T0 > "$cache/clang.$clang_stamp.tar.xz.tmp"
  mv "$cache/clang.$clang_stamp.tar.xz.tmp" "$cache/clang.$clang_stamp.tar.xz"
  rm -rf "$staging"
fi
ln -f "$cache/clang.$clang_stamp.tar.xz" "$cache/clang.tar.xz"

# torch-mlir for the GPU host's Python 3.12 (PyTorch is the host's own):
# the wheel of python/requirements.txt, its bindings stripped, and without
# torch-mlir-opt and StableHLO, which the FX importer does not use.
torch_mlir=$(sed -n 's/^torch-mlir==//p' "$root/python/requirements.txt")
if [ ! -f "$cache/torch-mlir.$torch_mlir.tar.xz" ]; then
  echo "bundle: packing torch-mlir $torch_mlir (once; takes minutes)" >&2
  staging=$(mktemp -d)
  python3 -m pip download -q --no-deps --only-binary=:all: --python-version 3.12 \
    --implementation cp --platform manylinux_2_28_x86_64 -d "$staging/wheel" \
    "torch-mlir==$torch_mlir"
  mkdir "$staging/site"
  python3 -m zipfile -e "$staging"/wheel/*.whl "$staging/site"
  rm -f "$staging"/site/torch_mlir/_mlir_libs/torch-mlir-opt "$staging"/site/torch_mlir/_mlir_libs/_stablehlo*
  strip --strip-unneeded "$staging"/site/torch_mlir/_mlir_libs/*.so 2>/dev/null || true
  tar -C "$staging/site" -cf - . | xz -6 -T0 > "$cache/torch-mlir.$torch_mlir.tar.xz.tmp"
  mv "$cache/torch-mlir.$torch_mlir.tar.xz.tmp" "$cache/torch-mlir.$torch_mlir.tar.xz"
  rm -rf "$staging"
fi
ln -f "$cache/torch-mlir.$torch_mlir.tar.xz" "$cache/torch-mlir.tar.xz"

# The examples, planned here: custom kernels are compiled with clang, which
# a GPU host does not have; the planned IR carries their PTX.
# Planned afresh: an input renamed or removed leaves nothing behind.
rm -rf "$out/planned"
mkdir -p "$out/planned"
for example in "$root"/examples/*.mlir; do
  "$build/bin/hiera-opt" --hiera-plan "$example" -o "$out/planned/$(basename "$example")"
done
# The GPU suite's small inputs, one per kernel family (TF32 allowed where
# the name says so).
mkdir -p "$out/planned/gpu-inputs"
for input in "$root"/test/gpu/Inputs/*.mlir; do
  plan=--hiera-plan
  case "$input" in *_tf32.mlir) plan=--hiera-plan="allow=tf32" ;; esac
  "$build/bin/hiera-opt" "$plan" "$input" -o "$out/planned/gpu-inputs/$(basename "$input")"
done
# Planted faulty candidates for the profiler's GPU test: their sources
# compiled here, beside the catalogue's kernels.
mkdir -p "$out/planned/planted"
for input in "$root"/test/gpu/Inputs/planted/*.mlir; do
  "$build/bin/hiera-opt" --hiera-generate "$input" -o "$out/planned/planted/$(basename "$input")"
done
# The GEMMs again with TF32 allowed: the tensor-core candidates.
for example in matmul matmul_bias_relu; do
  "$build/bin/hiera-opt" --hiera-plan="allow=tf32" "$root/examples/$example.mlir" \
    -o "$out/planned/${example}_tf32.mlir"
done

staging=$(mktemp -d)
mkdir -p "$staging/bin" "$staging/lib"
cp "${tools[@]}" "$staging/bin/"
cp "${runtime[@]}" "$staging/lib/"
# What the GPU test suite needs there: lit and its tools.
cp /usr/lib/llvm-22/bin/FileCheck /usr/lib/llvm-22/bin/not "$staging/bin/"
# The revision the tools were built at, for the results' header; "-dirty"
# where the tree had changes not committed.
git -C "$root" describe --always --dirty --abbrev=12 > "$staging/revision" 2>/dev/null ||
  echo unknown > "$staging/revision"
cp -r /usr/lib/llvm-22/utils/lit "$staging/lit"
strip --strip-unneeded "$staging"/bin/* "$staging"/lib/*.so 2>/dev/null || true
tar -C "$staging" -cf - . | xz -6 -T0 > "$out/hiera-bundle.tar.xz"
rm -rf "$staging"
ls -la "$out"/*.tar.xz >&2
