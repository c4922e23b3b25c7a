#!/usr/bin/env python3
"""How long `hiera-opt --hiera-plan` takes per task without profiling, on
every example and on the exported IR of every suite problem: the median of
`--repeats` runs of the whole module, less the median of planning an empty
module (the process's start-up), divided by its tasks. No GPU.

  bench/plan_time.py [--repeats 5] [--limit-ms 50] [-o OUT.json] [MLIR...]

With no MLIR files: examples/*.mlir, and bench/problems/*/*.py exported
through `python -m hiera export` (the Python environment of
scripts/bootstrap.sh). Exits non-zero where a module takes more than
`--limit-ms` per task.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def tool(name):
    build = Path(os.environ.get("HIERA_BUILD_DIR", ROOT / "build"))
    return str(Path(os.environ["HIERA_BIN"]) / name if os.environ.get("HIERA_BIN")
               else build / "bin" / name)


def exported_suite(folder: Path) -> list[Path]:
    python = os.environ.get("HIERA_PYTHON", str(ROOT / ".venv" / "bin" / "python"))
    paths = []
    for problem in sorted((ROOT / "bench" / "problems").glob("level*/*.py")):
        out = folder / f"{problem.parent.name}-{problem.stem}.mlir"
        subprocess.run([python, "-m", "hiera", "export", str(problem), "-o", str(out)],
                       check=True, capture_output=True,
                       env={**os.environ, "PYTHONPATH": str(ROOT / "python")})
        paths.append(out)
    return paths


def median_run_ms(path: Path, repeats: int) -> tuple[float, str]:
    command = [tool("hiera-opt"), "--hiera-plan", str(path)]
    times, planned = [], ""
    for _ in range(repeats):
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise RuntimeError(f"{path}: hiera-opt failed: {done.stderr.strip()[-500:]}")
        planned = done.stdout
    return statistics.median(times) * 1e3, planned


def time_plan(path: Path, repeats: int, startup_ms: float) -> dict:
    median, planned = median_run_ms(path, repeats)
    tasks = planned.count('plan.task "')
    return {"module": str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else path.name,
            "tasks": tasks, "median_ms": median,
            "per_task_ms": max(median - startup_ms, 0.0) / max(tasks, 1)}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="*")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--limit-ms", type=float, default=50.0)
    parser.add_argument("-o", "--output")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hiera-plan-time-") as folder:
        paths = [Path(m).resolve() for m in args.modules] or (
            sorted((ROOT / "examples").glob("*.mlir")) + exported_suite(Path(folder)))
        empty = Path(folder) / "empty.mlir"
        empty.write_text("module {}\n")
        startup_ms, _ = median_run_ms(empty, max(args.repeats, 5))
        rows = [time_plan(path, args.repeats, startup_ms) for path in paths]
    over = [r for r in rows if r["per_task_ms"] > args.limit_ms]
    for row in rows:
        print(f"{row['module']:60s} {row['tasks']:3d} tasks {row['median_ms']:8.1f} ms "
              f"{row['per_task_ms']:6.1f} ms/task beyond start-up")
    worst = max(rows, key=lambda r: r["per_task_ms"])
    print(f"{len(rows)} modules; start-up {startup_ms:.1f} ms; worst {worst['per_task_ms']:.1f} "
          f"ms per task beyond it ({worst['module']}); {len(over)} over {args.limit_ms:g} ms")
    if args.output:
        Path(args.output).write_text(json.dumps(
            {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
             "host": f"{platform.platform()}, {os.cpu_count()} CPUs, "
                     f"{platform.processor() or platform.machine()}",
             "repeats": args.repeats, "limit_ms": args.limit_ms, "startup_ms": startup_ms,
             "modules": rows}, indent=1) + "\n")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
