"""Every problem of the suite exports from shapes alone in under a minute
of CPU time, then plans with no op outside a task and no task left to the
linalg space, and lowers to the LLVM dialect with hiera-opt, planning and
lowering within a minute of CPU time too. CPU time, the processes' own
work, holds on a busy machine where the time on the clock does not.
Prints one line per problem and exits non-zero when any fails.

    check_suite.py HIERA_OPT PROBLEM_DIR [--jobs N]
"""

import argparse
import concurrent.futures
import os
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# CPU seconds: an export, and planning with lowering.
LIMIT_S = 60.0


class Timed:
    """The clock's and the CPU's seconds over a block: this process's and
    its children's. Each check runs in a worker process of its own, one at
    a time, so that the children counted are its own."""

    def __enter__(self):
        self._wall_start, self._cpu_start = time.perf_counter(), self._cpu()
        return self

    def __exit__(self, *_):
        self.wall = time.perf_counter() - self._wall_start
        self.cpu = self._cpu() - self._cpu_start

    @staticmethod
    def _cpu() -> float:
        return sum(usage.ru_utime + usage.ru_stime
                   for usage in (resource.getrusage(resource.RUSAGE_SELF),
                                 resource.getrusage(resource.RUSAGE_CHILDREN)))

    def __str__(self) -> str:
        return f"{self.cpu:.1f} s CPU ({self.wall:.1f} s)"


def check(hiera_opt: str, problem: Path, root: Path, folder: str) -> tuple[str, str]:
    name = str(problem.relative_to(root).with_suffix(""))
    exported = os.path.join(folder, name.replace("/", "_") + ".mlir")
    with Timed() as export:
        done = subprocess.run([sys.executable, "-m", "hiera", "export", str(problem),
                               "-o", exported], capture_output=True, text=True)
    if done.returncode != 0:
        return name, f"FAIL export: {done.stderr.strip().splitlines()[-1:]}"
    if export.cpu > LIMIT_S:
        return name, f"FAIL export took {export}"
    with Timed() as lowering:
        why, _ = plan_and_lower(hiera_opt, exported)
    if not why and lowering.cpu > LIMIT_S:
        why = f"FAIL plan and lower took {lowering}"
    return name, why or f"ok export {export}, plan and lower {lowering}"


def plan_and_lower(hiera_opt: str, source: str) -> tuple[str, int]:
    """Plans `source` with hiera-opt, with no op left outside a task and no
    task left to MLIR's naive linalg code generation, and lowers it to the
    LLVM dialect. Returns "" and the number of tasks, or why not
    ("FAIL ...") and 0."""
    planned = source + ".planned"
    done = subprocess.run([hiera_opt, "--hiera-plan", source, "-o", planned],
                          capture_output=True, text=True)
    tasks = 0
    left = [line.split("left as is: ", 1)[1] for line in done.stderr.splitlines()
            if "hiera-contract: left as is: " in line]
    if left:
        return f"FAIL ops left outside a task: {sorted(set(left))}", 0
    if done.returncode == 0:
        plan = Path(planned).read_text()
        naive = re.findall(r'"(\w+)" #plan\.space<linalg> selected', plan)
        if naive:
            return f"FAIL linalg selected: {naive}", 0
        tasks = len(re.findall(r'plan\.task "', plan))
        done = subprocess.run([hiera_opt, "--hiera-lower", "--hiera-to-llvm",
                               planned, "-o", os.devnull],
                              capture_output=True, text=True)
    if done.returncode != 0:
        errors = [l for l in done.stderr.splitlines() if "error" in l.lower()]
        return f"FAIL plan and lower: {(errors or [done.stderr.strip()[-300:]])[:2]}", 0
    return "", tasks


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("hiera_opt")
    parser.add_argument("problems")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    root = Path(args.problems)
    problems = sorted(root.rglob("*.py"))
    failed = 0
    with tempfile.TemporaryDirectory() as folder, \
            concurrent.futures.ProcessPoolExecutor(args.jobs) as pool:
        for name, outcome in pool.map(check, [args.hiera_opt] * len(problems), problems,
                                      [root] * len(problems), [folder] * len(problems)):
            print(f"{name}: {outcome}", flush=True)
            failed += not outcome.startswith("ok")
    print(f"{len(problems) - failed} of {len(problems)} problems export, plan and lower")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
