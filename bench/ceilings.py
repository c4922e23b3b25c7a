#!/usr/bin/env python3
"""Measures the card's ceilings for the benchmark, in the same run as it:
a large device-to-device copy (bytes read plus written) and large cuBLAS
GEMMs (f32 with TF32 off and on), with python/hiera/measure_target.py's
method (CUDA events, warm-up, median, random data).

    python3 bench/ceilings.py -o ceilings.json
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from hiera.measure_target import copy_bandwidth_gbps, gemm_tflops  # noqa: E402

import torch  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    torch.manual_seed(0)
    ceilings = {
        "gpu": torch.cuda.get_device_name(),
        "copy_gbps": round(copy_bandwidth_gbps(4.0, 20), 1),
        "gemm_f32_tflops": round(gemm_tflops(torch.float32, 8192, 10), 2),
        "gemm_tf32_tflops": round(gemm_tflops(torch.float32, 8192, 10, tf32=True), 2),
    }
    with open(args.output, "w") as out:
        json.dump(ceilings, out, indent=1)
    print(json.dumps(ceilings))


if __name__ == "__main__":
    main()
