#!/usr/bin/env bash
# On a GPU host: f32 GEMMs through cuBLASLt in f32, in 3xTF32 (f32 emulated
# on the TF32 tensor cores: cuBLASLt on split copies, and the catalogue's
# fused mma.sync kernel, K split where the tiles are few) and in plain TF32,
# side by side in one run: the time of each and its error against the f64
# reference, as K grows, on inputs uniform in [-1, 1) and on inputs of wide
# dynamic range.
#   bench/emulated_f32.sh OUT_DIR [M=N K ...]   (default: 2048 at K = 1024,
#   4096, 16384, 65536, and 8192 at K = 8192)
# Writes OUT_DIR/table.md, OUT_DIR/device.txt and OUT_DIR/runs.tar.gz (the
# modules and hiera-run's JSON, gemm_<M=N>x<K>.<inputs>.<math>.json).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$root/scripts/gpu-env.sh"
out="${1:?usage: bench/emulated_f32.sh OUT_DIR [M=N K ...]}"
shift
shapes=("$@")
[ ${#shapes[@]} -eq 0 ] &&
  shapes=(2048 1024 2048 4096 2048 16384 2048 65536 8192 8192)
runs="$out/runs"
mkdir -p "$runs"
describe_device > "$out/device.txt"
for ((i = 0; i < ${#shapes[@]}; i += 2)); do
  n=${shapes[i]} k=${shapes[i + 1]}
  module="$runs/gemm_${n}x${k}.mlir"
  cat > "$module" <<MLIR
func.func @gemm(%a: tensor<${n}x${k}xf32>, %b: tensor<${k}x${n}xf32>) -> tensor<${n}x${n}xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<${n}x${n}xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<${n}x${n}xf32>) -> tensor<${n}x${n}xf32>
  %c = linalg.matmul ins(%a, %b : tensor<${n}x${k}xf32>, tensor<${k}x${n}xf32>)
                     outs(%acc : tensor<${n}x${n}xf32>) -> tensor<${n}x${n}xf32>
  return %c : tensor<${n}x${n}xf32>
}
MLIR
  for inputs in unit wide; do
    # Strict: cublaslt_matmul in f32, the only candidate; allow=tf32:
    # plain TF32 (cublaslt_matmul, the gemm_tf32 kernels), and
    # cublaslt_matmul_3xtf32 and the gemm_3xtf32_mma kernels, judged by
    # TF32's looser tolerance but each reporting its error.
    hiera-run --json --spaces=library,custom --entries=false --checks=2 --inputs=$inputs \
      --target=h200 "$module" > "$runs/gemm_${n}x${k}.$inputs.strict.json" || true
    hiera-run --json --spaces=library,custom --entries=false --checks=2 --inputs=$inputs \
      --target=h200 --allow=tf32 "$module" > "$runs/gemm_${n}x${k}.$inputs.tf32.json" || true
  done
done
python3 - "$runs" <<'PY' | tee "$out/table.md"
import glob, json, os, sys
out = sys.argv[1]
print("| M=N | K | inputs | variant | correct | relative error | worst / tolerance | median us | TFLOP/s |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for path in sorted(glob.glob(os.path.join(out, "gemm_*.json"))):
    shape, inputs, math = os.path.basename(path)[len("gemm_"):].split(".")[:3]
    n, k = shape.split("x")
    try:
        rows = json.load(open(path))["results"]
    except (ValueError, KeyError):
        print(f"| {n} | {k} | {inputs} | {math}: no result | | | | | |")
        continue
    for r in rows:
        name = r["variant"] + (" (allow=tf32)" if math == "tf32" else " (strict)")
        print(f"| {n} | {k} | {inputs} | {name} | {'yes' if r['correct'] else 'NO'} | "
              f"{r['relative_error']:.2e} | {r['worst_tolerance_ratio']:.3f} | "
              f"{r['median_us']:.1f} | {r['tflops']:.1f} |")
PY
# One file to fetch back, not dozens.
tar -C "$out" -czf "$out/runs.tar.gz" runs && rm -r "$runs"
