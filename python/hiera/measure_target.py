#!/usr/bin/env python3
"""Measures a GPU's roofline ceilings and writes them as a HIERA target file.

Run on the GPU host (needs PyTorch with CUDA):

    python3 python/hiera/measure_target.py --name h200-measured -o h200.json

then plan against the measured ceilings with
`hiera-opt --hiera-plan="target=h200.json"`. The keys are those of
#plan.target; keys the reader does not know (`measured`) are ignored by it.

Each figure is the median of timed repeats after a warm-up, with CUDA events
on random data (never zeros):
  - dram_bandwidth_gbps: a device-to-device copy of `--copy-gib` GiB,
    counting bytes read plus bytes written;
  - peak_*_tflops: square matrix products of `--gemm-size` in each precision
    (f32 with tf32 off; tf32 with it on; fp8 through torch._scaled_mm), 0
    where the GPU or PyTorch cannot run one;
  - launch_overhead_us: the GPU-side cost of one tiny kernel, launched back
    to back behind a sleep kernel so that host dispatch stays out of it.
"""

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time

import torch


def time_ms(fn, repeats, warmup=3):
    """Median milliseconds of `fn` over `repeats` timed runs."""
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeats):
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end))
    return statistics.median(times)


def copy_bandwidth_gbps(gib, repeats):
    n = int(gib * (1 << 30)) // 4
    src = torch.rand(n, device="cuda")
    dst = torch.empty_like(src)
    ms = time_ms(lambda: dst.copy_(src), repeats)
    if not torch.equal(dst, src):
        raise RuntimeError("device copy produced wrong data")
    return 2 * n * 4 / (ms * 1e-3) / 1e9


def gemm_tflops(dtype, size, repeats, tf32=False):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    a = torch.randn(size, size, device="cuda", dtype=dtype)
    b = torch.randn(size, size, device="cuda", dtype=dtype)
    ms = time_ms(lambda: torch.mm(a, b), repeats)
    reference = (a[:64].double() @ b.double()).to(torch.float64)
    got = torch.mm(a, b)[:64].double()
    error = ((got - reference).norm() / reference.norm()).item()
    limit = {torch.float64: 1e-12, torch.float32: 1e-5 if not tf32 else 5e-3}.get(dtype, 2e-2)
    if not error < limit:
        raise RuntimeError(f"{dtype} product off by {error:.2e} (tf32={tf32})")
    torch.backends.cuda.matmul.allow_tf32 = False
    return 2 * size**3 / (ms * 1e-3) / 1e12


def fp8_tflops(size, repeats):
    a = torch.randn(size, size, device="cuda").to(torch.float8_e4m3fn)
    b = torch.randn(size, size, device="cuda").to(torch.float8_e4m3fn).t()
    one = torch.tensor(1.0, device="cuda")
    run = lambda: torch._scaled_mm(a, b, scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
    got = run()[:64].double()
    reference = a[:64].double() @ b.double()
    error = ((got - reference).norm() / reference.norm()).item()
    if not error < 2e-2:
        raise RuntimeError(f"fp8 product off by {error:.2e}")
    return 2 * size**3 / (time_ms(run, repeats) * 1e-3) / 1e12


def launch_overhead_us(launches):
    """GPU-side cost of one tiny kernel, launched back to back.

    A sleep kernel keeps the GPU busy while the host queues every launch, so
    the host's own dispatch time (Python's included) stays out of the figure.
    """
    x = torch.rand(1, device="cuda")
    x.add_(1.0)
    first = x.item()
    start = torch.cuda.Event(enable_timing=True)
    end = torch.cuda.Event(enable_timing=True)
    torch.cuda._sleep(int(2e8))  # about 0.1 s at 2 GHz: longer than queueing
    start.record()
    for _ in range(launches):
        x.add_(1.0)
    end.record()
    end.synchronize()
    if abs(x.item() - (first + launches)) > 1e-2:
        raise RuntimeError("the launch loop lost launches")
    return start.elapsed_time(end) * 1e3 / launches


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--name", required=True, help="the target's name")
    parser.add_argument("-o", "--output", required=True, help="JSON file to write")
    parser.add_argument("--copy-gib", type=float, default=4.0)
    parser.add_argument("--gemm-size", type=int, default=8192)
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()

    if not torch.cuda.is_available():
        sys.exit("measure_target: no CUDA device is visible to PyTorch")
    torch.manual_seed(0)
    props = torch.cuda.get_device_properties(0)
    size, repeats = args.gemm_size, args.repeats

    def optional(label, measure):
        try:
            return measure()
        except (RuntimeError, AttributeError, TypeError) as error:
            print(f"measure_target: no {label} rate: {error}", file=sys.stderr)
            return 0.0

    target = {
        "name": args.name,
        "compute_capability": props.major * 10 + props.minor,
        "sm_count": props.multi_processor_count,
        "dram_bandwidth_gbps": round(copy_bandwidth_gbps(args.copy_gib, repeats), 1),
        "l2_bytes": props.L2_cache_size,
        "smem_per_sm_bytes": props.shared_memory_per_multiprocessor,
        "peak_f64_tflops": round(gemm_tflops(torch.float64, size // 2, repeats), 2),
        "peak_f32_tflops": round(gemm_tflops(torch.float32, size, repeats), 2),
        "peak_tf32_tflops": round(gemm_tflops(torch.float32, size, repeats, tf32=True), 2),
        "peak_f16_tflops": round(gemm_tflops(torch.float16, size, repeats), 2),
        "peak_bf16_tflops": round(gemm_tflops(torch.bfloat16, size, repeats), 2),
        "peak_fp8_tflops": round(optional("fp8", lambda: fp8_tflops(size, repeats)), 2),
        "launch_overhead_us": round(launch_overhead_us(2000), 2),
    }
    driver = subprocess.run(
        ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
        capture_output=True, text=True).stdout.strip()
    target["measured"] = {
        "date": time.strftime("%Y-%m-%d"),
        "gpu": props.name,
        "driver": driver,
        "cuda": torch.version.cuda,
        "torch": torch.__version__,
        "host": platform.node(),
        "method": f"median of {repeats} CUDA-event timings after warm-up; "
                  f"copy {args.copy_gib} GiB; square products of {size} "
                  f"({size // 2} for f64) on random data",
    }
    with open(args.output, "w") as out:
        json.dump(target, out, indent=2)
        out.write("\n")
    print(json.dumps(target, indent=2))


if __name__ == "__main__":
    main()
