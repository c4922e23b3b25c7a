# Sourced on a GPU host by gpu-test.sh, bench/run.sh and bench/plan.sh:
# unpacks what scripts/bundle.sh packed into $work, puts its tools and
# libraries on the paths and checks that every shared library resolves.
# An archive that is not there is taken as unpacked already, by an earlier
# run on the same host: the archives can then come one at a time.
bundle="${HIERA_BUNDLE_DIR:-$root/.device-cache}"
work="${HIERA_GPU_WORK:-/tmp/hiera-gpu}"
mkdir -p "$work/lib" "$work/clang"
[ -f "$bundle/base-libs.tar.xz" ] && tar -xJf "$bundle/base-libs.tar.xz" -C "$work/lib"
[ -f "$bundle/hiera-bundle.tar.xz" ] && tar -xJf "$bundle/hiera-bundle.tar.xz" -C "$work"
# clang, for the CUDA kernels the search writes (scripts/bundle.sh --clang).
[ -f "$bundle/clang.tar.xz" ] && tar -xJf "$bundle/clang.tar.xz" -C "$work/clang"
# torch-mlir, for the GPU host's python3 (scripts/bundle.sh packs it).
mkdir -p "$work/site"
[ -f "$bundle/torch-mlir.tar.xz" ] && tar -xJf "$bundle/torch-mlir.tar.xz" -C "$work/site"
export PYTHONPATH="$root/python:$work/site${PYTHONPATH:+:$PYTHONPATH}"
export HIERA_BIN="$work/bin" HIERA_LIB="$work/lib"
[ -f "$work/revision" ] && export HIERA_TOOLS_REVISION="$(cat "$work/revision")"
# cuDNN comes from PyTorch's packages where the system has none.
cudnn=/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn/lib
export LD_LIBRARY_PATH="$work/lib:/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -d "$cudnn" ] && export LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$cudnn"
export PATH="$work/bin:$work/clang/bin:$PATH"

missing=$(for b in "$work"/bin/* "$work"/lib/*.so* "$work"/clang/bin/*; do ldd "$b" 2>/dev/null; done | grep "not found" | sort -u || true)
if [ -n "$missing" ]; then
  echo "unresolved shared libraries:" >&2
  echo "$missing" >&2
  exit 1
fi

# The examples as planned on the build machine (their custom kernels' PTX
# included), else as they are. Kept beside the unpacked tools, so that a
# later run on the same host with the other archives finds them too.
if [ -d "$bundle/planned" ]; then
  rm -rf "$work/planned"
  cp -r "$bundle/planned" "$work/planned"
fi
if [ -d "$work/planned" ]; then planned=("$work"/planned/*.mlir)
else planned=("$root"/examples/*.mlir); fi
# The GPU suite finds its planned inputs there.
export HIERA_PLANNED_DIR="$work/planned"

# Date, GPU, driver and what hiera-run finds: the head of every result.
describe_device() {
  date -u +"date: %Y-%m-%d %H:%M UTC"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | sed 's/^/gpu, driver: /'
  hiera-run --probe
}
