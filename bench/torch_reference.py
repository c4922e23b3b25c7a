#!/usr/bin/env python3
"""Times the library workloads of examples/ directly through PyTorch (which
calls cuBLAS and cuDNN), the way hiera-run times them: CUDA events around
each call, warm-up, median of the timed runs, random inputs.

    python3 bench/torch_reference.py -o torch.json
"""

import argparse
import json
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from hiera.measure_target import time_ms  # noqa: E402  (the same timing)


def median_us(fn):
    return time_ms(fn, repeats=20) * 1e3


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    torch.manual_seed(0)
    # f32 stays f32, as the examples' contracts demand.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    dev = "cuda"
    u = lambda *shape, dtype=torch.float32: torch.rand(*shape, device=dev, dtype=dtype) * 2 - 1

    results = {}
    a, b = u(4096, 4096), u(4096, 4096)
    results["matmul 4096^3 f32 (torch.mm)"] = median_us(lambda: torch.mm(a, b))
    x, w, bias = u(4096, 4096), u(4096, 4096), u(4096)
    results["matmul_bias_relu 4096^3 f32 (torch.addmm + relu)"] = median_us(
        lambda: torch.relu(torch.addmm(bias, x, w)))
    ts_a, ts_b = u(65536, 1024), u(1024, 128)
    results["matmul_tall_skinny 65536x1024x128 f32 (torch.mm)"] = median_us(lambda: torch.mm(ts_a, ts_b))
    ba, bb = u(32, 1024, 1024, dtype=torch.float16), u(32, 1024, 1024, dtype=torch.float16)
    results["batch_matmul 32x1024^3 f16 (torch.bmm, f16 out)"] = median_us(lambda: torch.bmm(ba, bb))
    img = u(32, 64, 58, 58).to(memory_format=torch.channels_last)
    flt = u(64, 64, 3, 3).to(memory_format=torch.channels_last)
    results["conv2d 32x58x58x64 3x3x64 f32 NHWC (torch conv2d)"] = median_us(
        lambda: torch.nn.functional.conv2d(img, flt))
    sm = u(16384, 16384)
    results["softmax 16384^2 f32 (torch.softmax)"] = median_us(lambda: torch.softmax(sm, dim=-1))
    results = {k: round(v, 2) for k, v in results.items()}
    with open(args.output, "w") as f:
        json.dump({"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
                   "median_us": results}, f, indent=1)
    for name, us in results.items():
        print(f"{us:12.1f} us  {name}")


if __name__ == "__main__":
    main()
