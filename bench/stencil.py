#!/usr/bin/env python3
"""The scientific case: a 2D box stencil of radius 3 in f64 against cuDNN's
f64 convolution of a 7x7 filter over the same grid, side by side in one
hiera-run process on a GPU host (after scripts/bundle.sh, with
scripts/gpu-env.sh sourced).

    python3 bench/stencil.py [--size 10240] [-o OUT]

One module, two functions: examples/box_stencil.mlir at SIZE x SIZE (the
7x7 mean, the input with its 3-point halo), and the same window as a
linalg.conv_2d_nchw_fchw of one channel, its 7x7 filter an input (cuDNN's
library call takes the filter from memory; its values do not change the
work). hiera-run plans the module for the H200, checks every variant of
both against its f64 reference and times it, L2 flushed. The ratio is
cuDNN's time over the stencil's fastest correct custom variant.
Writes OUT/stencil.mlir, OUT/hiera-run.json and OUT/results.md.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The tools' finder alone (HIERA_BIN, else the build tree, else PATH), not
# the package, which needs PyTorch.
_spec = importlib.util.spec_from_file_location(
    "hiera_paths", os.path.join(ROOT, "python", "hiera", "_paths.py"))
_paths = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_paths)
HALO = 3

CONV = """
func.func @box_conv(%x: tensor<1x1x{inner}x{inner}xf64>, %filter: tensor<1x1x7x7xf64>) -> tensor<1x1x{n}x{n}xf64> {{
  %zero = arith.constant 0.0 : f64
  %init = tensor.empty() : tensor<1x1x{n}x{n}xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<1x1x{n}x{n}xf64>) -> tensor<1x1x{n}x{n}xf64>
  %y = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}}
      ins(%x, %filter : tensor<1x1x{inner}x{inner}xf64>, tensor<1x1x7x7xf64>)
      outs(%acc : tensor<1x1x{n}x{n}xf64>) -> tensor<1x1x{n}x{n}xf64>
  return %y : tensor<1x1x{n}x{n}xf64>
}}
"""


def module(size: int) -> str:
    """The example at `size`, then the convolution of the same window."""
    with open(os.path.join(ROOT, "examples", "box_stencil.mlir")) as f:
        example = f.read()
    sizes = sorted({int(s) for s in re.findall(r"tensor<(\d+)x", example)})
    if len(sizes) != 3 or sizes[0] != 7 or sizes[2] - sizes[1] != 2 * HALO:
        sys.exit("bench/stencil.py: examples/box_stencil.mlir is not the 7x7 "
                 f"stencil with a {HALO}-point halo it expects (sizes {sizes})")
    grid, padded = sizes[1], sizes[2]
    scaled = re.sub(r"(?<!\d)%d(?!\d)" % padded, str(size + 2 * HALO), example)
    scaled = re.sub(r"(?<!\d)%d(?!\d)" % grid, str(size), scaled)
    return scaled + CONV.format(n=size, inner=size + 2 * HALO)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10240)
    parser.add_argument("-o", "--out", default="stencil-results")
    args = parser.parse_args()
    if args.size < 1:
        parser.error(f"--size must be positive, not {args.size}")
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "stencil.mlir")
    with open(path, "w") as f:
        f.write(module(args.size))
    run = subprocess.run([_paths.tool("hiera-run"), "--json", "--target=h200",
                          "--spaces=library,custom", "--entries=false", path],
                         capture_output=True, text=True)
    with open(os.path.join(args.out, "hiera-run.json"), "w") as f:
        f.write(run.stdout)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        return run.returncode
    results = json.loads(run.stdout)["results"]
    rows = [f"| {r['task']} | {r['space']} | {r['variant']} | "
            f"{'yes' if r['correct'] else 'NO'} | {r['median_us']:.1f} |"
            for r in results]
    good = [r for r in results if r["correct"] and r["median_us"] > 0]
    stencil = [r for r in good if r["space"] == "custom"
               and not r["task"].startswith("conv")]
    cudnn = [r for r in good if r["variant"].startswith("cudnn_conv2d")]
    lines = [f"# Box stencil of radius 3, f64, {args.size} x {args.size}", "",
             "| task | space | variant | correct | median us |",
             "| --- | --- | --- | --- | ---: |", *rows, ""]
    if not stencil or not cudnn:
        lines.append("no correct custom stencil or no correct cuDNN "
                     "convolution: no ratio")
        code = 1
    else:
        best = min(stencil, key=lambda r: r["median_us"])
        library = min(cudnn, key=lambda r: r["median_us"])
        lines.append(f"{best['variant']} {best['median_us']:.1f} us against "
                     f"cuDNN's {library['median_us']:.1f} us: "
                     f"{library['median_us'] / best['median_us']:.2f}x")
        code = 0
    text = "\n".join(lines) + "\n"
    with open(os.path.join(args.out, "results.md"), "w") as f:
        f.write(text)
    sys.stdout.write(text)
    return code


if __name__ == "__main__":
    sys.exit(main())
