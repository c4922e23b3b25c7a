"""python -m hiera export|bench: HIERA's command-line tools for PyTorch."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path


def export_command(args) -> int:
    from .export import ExportError, export
    from .problem import ProblemError, load_problem
    try:
        problem = load_problem(args.problem)
        # Shapes and dtypes alone: nothing is allocated or computed, unless
        # the model's construction needs values.
        model, inputs = (problem.instantiate("cpu") if args.params == "constants"
                         else problem.instantiate_from_shapes())
        text = export(model, *inputs, params=args.params)
    except (ProblemError, ExportError) as error:
        print(f"hiera export: {error}", file=sys.stderr)
        return 1
    except SystemExit as error:  # the model's forward called sys.exit()
        print(f"hiera export: {args.problem}: the model called sys.exit({error.code!r})",
              file=sys.stderr)
        return 1
    try:
        if args.output == "-":
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            Path(args.output).write_text(text)
    except OSError as error:
        print(f"hiera export: cannot write {args.output}: {error.strerror or error}",
              file=sys.stderr)
        return 1
    return 0


def bench_command(args) -> int:
    from . import bench
    return bench.main(args)


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="python -m hiera",
        description="HIERA from PyTorch: export KernelBench-format problems to "
                    "linalg, and benchmark HIERA against eager and torch.compile.")
    commands = top.add_subparsers(dest="command", required=True)

    export = commands.add_parser(
        "export", help="a problem file's Model as linalg-on-tensors MLIR",
        description="Exports Model(*get_init_inputs()) called on get_inputs() "
                    "through torch-mlir, from shapes and dtypes alone.")
    export.add_argument("problem", help="a KernelBench-format .py file")
    export.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    export.add_argument("--params", choices=("arguments", "constants"), default="arguments",
                        help="parameters as function arguments (default) or baked-in constants")
    export.set_defaults(run=export_command)

    bench = commands.add_parser(
        "bench", help="HIERA against PyTorch eager and torch.compile on a GPU",
        description="Runs every problem through HIERA, eager and torch.compile "
                    "side by side; results (JSON, Markdown, SVG) go to --out and "
                    "a run resumes where it stopped.")
    bench.add_argument("problems", nargs="+", help="problem files or folders of them")
    bench.add_argument("--out", default="bench-results", help="results folder (default: bench-results)")
    bench.add_argument("--frontend", choices=("compile", "dynamo"), default="compile",
                       help="hiera.compile (default) or torch.compile(backend='hiera')")
    bench.add_argument("--policy", default="expert",
                       help="search policy: expert (default), llm, replay or none")
    bench.add_argument("--budget", type=int, default=18, help="trials per task (default 18)")
    bench.add_argument("--target", default="auto",
                       help="target GPU or JSON file (default auto: the GPU present)")
    bench.add_argument("--db", help="tuning database (default: OUT/tuning.db)")
    bench.add_argument("--max-autotune", choices=("gemm-conv", "all", "none"),
                       default="gemm-conv",
                       help="where torch.compile(mode='max-autotune') is also timed: "
                            "problems with a matrix product, convolution or attention "
                            "(default), every problem, or none (it compiles slowly)")
    bench.add_argument("--cudnn-engine", choices=("fastest", "first", "agreeing"),
                       default=os.environ.get("HIERA_CUDNN_ENGINE") or "fastest",
                       help="how HIERA's convolutions pick a cuDNN engine: the fastest "
                            "measured (default); the first of cuDNN's ranking, as "
                            "PyTorch does with cudnn.benchmark off, so that TF32 "
                            "results can equal eager's; or the fastest whose result "
                            "agrees with that first one's within the rule's tolerance "
                            "(sets HIERA_CUDNN_ENGINE; recorded in the results' config)")
    graphs = bench.add_mutually_exclusive_group()
    graphs.add_argument("--cuda-graphs-auto", dest="cuda_graphs", action="store_const",
                        const="auto", default="auto",
                        help="HIERA times each module's call with and without graph replay "
                             "at compile time and keeps the faster (the default: "
                             "hiera.compile(cuda_graphs=\"auto\"); the measurements in each "
                             "record's graph_choice)")
    graphs.add_argument("--cuda-graphs", dest="cuda_graphs", action="store_const",
                        const=True,
                        help="HIERA always replays each module's work captured in a CUDA "
                             "graph (hiera.compile(cuda_graphs=True); recorded in the "
                             "results' config)")
    graphs.add_argument("--no-cuda-graphs", dest="cuda_graphs", action="store_const",
                        const=False,
                        help="HIERA never replays a graph (hiera.compile(cuda_graphs=False), "
                             "as runs before graph replay was the default)")
    bench.add_argument("--convolution-layout", choices=("as-written", "channels-last"),
                       default="as-written",
                       help="layout of HIERA's 2-D convolutions on the tensor cores: as "
                            "written (default), or channels-last between them "
                            "(hiera.compile(convolution_layout=...); recorded in the "
                            "results' config where not the default)")
    bench.add_argument("--stop-after", type=float, default=0, metavar="SECONDS",
                       help="start no further problem once SECONDS have passed; "
                            "the same command resumes (default: no limit)")
    bench.add_argument("--limit", type=int, default=0,
                       help="run at most this many problems not yet done, then stop")
    bench.set_defaults(run=bench_command)
    return top


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if getattr(args, "policy", None) == "none":
        args.policy = None
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
