#!/usr/bin/env python3
"""How long planning and lowering take for modules of many tasks: chains
that read one weight in every step, as an unrolled recurrent net does.
Each module is planned (`--hiera-plan`, no profiling), lowered
(`--hiera-lower`) and lowered to the LLVM dialect (`--hiera-to-llvm`),
each step timed once. No GPU.

  bench/scale.py [--tasks 10000] [--limit-s 60] [-o OUT.json]

Modules:
  library  a chain of 64x64 matmuls, each a cuBLASLt call;
  mixed    a chain of steps of a matmul (cuBLASLt) and a row normalisation
           (a custom kernel): two tasks a step;
  fused    a chain of row normalisations alone, which fuse into one task of
           `--tasks` ops (a row sum and a division a step).
Exits non-zero where planning and lowering together take more than
`--limit-s`.
"""
import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HEADER = """#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @chain(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
"""


def matmul(step: int, source: str) -> str:
    return (f"  %e{step} = tensor.empty() : tensor<64x64xf32>\n"
            f"  %f{step} = linalg.fill ins(%zero : f32) outs(%e{step} : tensor<64x64xf32>)"
            " -> tensor<64x64xf32>\n"
            f"  %m{step} = linalg.matmul ins({source}, %w : tensor<64x64xf32>, tensor<64x64xf32>)"
            f" outs(%f{step} : tensor<64x64xf32>) -> tensor<64x64xf32>\n")


def normalise_rows(step: int, source: str) -> str:
    """Each row of `source` divided by its sum."""
    return (f"  %oe{step} = tensor.empty() : tensor<64x64xf32>\n"
            f"  %re{step} = tensor.empty() : tensor<64xf32>\n"
            f"  %rf{step} = linalg.fill ins(%zero : f32) outs(%re{step} : tensor<64xf32>)"
            " -> tensor<64xf32>\n"
            f"  %s{step} = linalg.generic {{indexing_maps = [#id, #row], iterator_types ="
            f" [\"parallel\", \"reduction\"]}} ins({source} : tensor<64x64xf32>)"
            f" outs(%rf{step} : tensor<64xf32>) {{\n"
            "  ^bb0(%a: f32, %acc: f32):\n"
            "    %t = arith.addf %a, %acc : f32\n"
            "    linalg.yield %t : f32\n"
            "  } -> tensor<64xf32>\n"
            f"  %o{step} = linalg.generic {{indexing_maps = [#id, #row, #id], iterator_types ="
            f" [\"parallel\", \"parallel\"]}} ins({source}, %s{step} : tensor<64x64xf32>,"
            f" tensor<64xf32>) outs(%oe{step} : tensor<64x64xf32>) {{\n"
            "  ^bb0(%a: f32, %b: f32, %c: f32):\n"
            "    %t = arith.divf %a, %b : f32\n"
            "    linalg.yield %t : f32\n"
            "  } -> tensor<64x64xf32>\n")


def module(kind: str, tasks: int) -> str:
    """A chain of `tasks` tasks of `kind`, each step reading %w; for
    `fused`, one task of `tasks` ops."""
    parts, source = [HEADER], "%x"
    steps = tasks if kind == "library" else tasks // 2
    for step in range(steps):
        if kind != "fused":
            parts.append(matmul(step, source))
            source = f"%m{step}"
        if kind != "library":
            parts.append(normalise_rows(step, source))
            source = f"%o{step}"
    parts.append(f"  return {source} : tensor<64x64xf32>\n}}\n")
    return "".join(parts)


def tool(name: str) -> str:
    build = Path(os.environ.get("HIERA_BUILD_DIR", ROOT / "build"))
    return str(build / "bin" / name)


def timed(command: list[str]) -> float:
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip()[-800:]}")
    return time.perf_counter() - started


def measure(kind: str, tasks: int, folder: Path) -> dict:
    source, planned = folder / f"{kind}.mlir", folder / f"{kind}-planned.mlir"
    lowered, llvm = folder / f"{kind}-lowered.mlir", folder / f"{kind}-llvm.mlir"
    source.write_text(module(kind, tasks))
    opt = tool("hiera-opt")
    plan_s = timed([opt, "--hiera-plan", str(source), "-o", str(planned)])
    found = planned.read_text().count('plan.task "')
    lower_s = timed([opt, "--hiera-lower", str(planned), "-o", str(lowered)])
    llvm_s = timed([opt, "--hiera-to-llvm", str(lowered), "-o", str(llvm)])
    return {"module": kind, "tasks": found, "plan_s": plan_s, "lower_s": lower_s,
            "plan_and_lower_s": plan_s + lower_s, "to_llvm_s": llvm_s}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tasks", type=int, default=10000)
    parser.add_argument("--limit-s", type=float, default=60.0)
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hiera-scale-") as folder:
        rows = [measure(kind, args.tasks, Path(folder))
                for kind in ("library", "mixed", "fused")]
    for row in rows:
        print(f"{row['module']:8s} {row['tasks']:6d} tasks: plan {row['plan_s']:6.1f} s, "
              f"lower {row['lower_s']:6.1f} s, to LLVM {row['to_llvm_s']:6.1f} s")
    over = [r for r in rows if r["plan_and_lower_s"] > args.limit_s]
    if args.output:
        Path(args.output).write_text(json.dumps(
            {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
             "host": f"{platform.platform()}, {os.cpu_count()} CPUs",
             "limit_s": args.limit_s, "modules": rows}, indent=1) + "\n")
    print(f"{len(over)} of {len(rows)} modules over {args.limit_s:g} s to plan and lower")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
