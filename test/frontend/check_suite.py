"""Every problem of the suite exports from shapes alone in under a minute,
then plans with no task left to the linalg space and lowers to the LLVM
dialect with hiera-opt. Prints one line
per problem and exits non-zero when any fails.

    check_suite.py HIERA_OPT PROBLEM_DIR [--jobs N]
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

EXPORT_LIMIT_S = 60.0


def check(hiera_opt: str, problem: Path, root: Path, folder: str) -> tuple[str, str]:
    name = str(problem.relative_to(root).with_suffix(""))
    exported = os.path.join(folder, name.replace("/", "_") + ".mlir")
    started = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "hiera", "export", str(problem),
                           "-o", exported], capture_output=True, text=True)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        return name, f"FAIL export: {done.stderr.strip().splitlines()[-1:]}"
    if seconds > EXPORT_LIMIT_S:
        return name, f"FAIL export took {seconds:.1f} s"
    planned = exported + ".planned"
    lowered = subprocess.run([hiera_opt, "--hiera-plan", exported, "-o", planned],
                             capture_output=True, text=True)
    if lowered.returncode == 0:
        # No task falls back to MLIR's naive linalg codegen.
        naive = re.findall(r'"(\w+)" #plan\.space<linalg> selected',
                           Path(planned).read_text())
        if naive:
            return name, f"FAIL linalg selected: {naive}"
        lowered = subprocess.run([hiera_opt, "--hiera-lower", "--hiera-to-llvm",
                                  planned, "-o", os.devnull],
                                 capture_output=True, text=True)
    if lowered.returncode != 0:
        errors = [l for l in lowered.stderr.splitlines() if "error" in l.lower()]
        return name, f"FAIL plan and lower: {(errors or [lowered.stderr.strip()[-300:]])[:2]}"
    return name, f"ok export {seconds:.1f} s"


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
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for name, outcome in pool.map(lambda p: check(args.hiera_opt, p, root, folder),
                                      problems):
            print(f"{name}: {outcome}", flush=True)
            failed += not outcome.startswith("ok")
    print(f"{len(problems) - failed} of {len(problems)} problems export, plan and lower")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
