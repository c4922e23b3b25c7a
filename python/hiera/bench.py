"""`python -m hiera bench`: HIERA against PyTorch eager and torch.compile on
KernelBench-format problems, on one CUDA GPU, in one process.

Per problem: Model(*get_init_inputs()) on CUDA with a fixed seed; HIERA's
callable (hiera.compile, or torch.compile(backend="hiera")) and eager get
the same inputs. Correctness (hiera.bench_check): 5 trials on fresh random
inputs against eager by KernelBench's rule, whatever HIERA's contracts
allow; outputs, updated buffers and inputs compared; eager's outputs kept
alive and the memory HIERA allocates from poisoned, so that nothing skipped
can pass. Timing: CUDA events, warm-up, 256 MB written over L2 before every
trial, 100 trials (or 1.5 s of them, 10 at least, for a slow call), median
with p20 and p80, and a back-to-back loop's time per call; the baselines
(eager and torch.compile with cuDNN's autotuner off and on, torch.compile
with max-autotune) and HIERA side by side, taking turns.

Each problem runs in a process of its own, forked from a server that has
imported torch and HIERA once, so that a crash is that
problem's recorded failure. Results go to OUT/results.json after every
problem: a run cut short keeps them, and the same command resumes where it
stopped.
"""

from __future__ import annotations

import dataclasses
import datetime
import faulthandler
import json
import multiprocessing
import os
import platform
import re
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import torch

from . import bench_check, bench_report
from .compile import CompileError, compile as hiera_compile, resolve_target
from .problem import Problem, ProblemError, find_problems, load_problem

FLUSH_BYTES = 256 << 20
MIN_TRIALS, MIN_SECONDS, MIN_SLOW_TRIALS = 100, 1.5, 10


def header() -> dict:
    """What the figures were measured on."""
    props = torch.cuda.get_device_properties(0)
    try:
        driver = subprocess.run(
            ["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
            capture_output=True, text=True, check=True).stdout.strip().splitlines()[0]
    except (OSError, subprocess.CalledProcessError, IndexError):
        driver = "unknown"
    return {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "gpu": props.name,
        "driver": driver,
        "cuda": torch.version.cuda,
        "torch": torch.__version__,
        "cudnn": str(torch.backends.cudnn.version()),
        "python": platform.python_version(),
        "precision": (f"matmul.allow_tf32={torch.backends.cuda.matmul.allow_tf32}, "
                      f"float32_matmul_precision={torch.get_float32_matmul_precision()}, "
                      f"cudnn.allow_tf32={torch.backends.cudnn.allow_tf32}"),
        "correctness": (f"{bench_check.CHECK_TRIALS} trials on fresh inputs against eager, "
                        "eager and HIERA taking turns going first; KernelBench's rule "
                        "allclose(atol = rtol = tol), tol 1e-4 for f32 and f64, 1e-2 for "
                        "f16 and bf16, integers equal; relative error within tol where "
                        "values lie below it; updated buffers and inputs compared; "
                        "eager's outputs kept alive and free memory filled with NaN "
                        "before HIERA's call"),
        "timing": ("CUDA events, 3 warm-up calls, 256 MB written over L2 before each "
                   "trial, 100 trials (1.5 s, 10 at least, for a slow call), median; "
                   "sustained: calls back to back for about 0.2 s, no flush"),
        "baselines": BASELINES,
        # The revision scripts/bundle.sh packed the tools at.
        "tools": os.environ.get("HIERA_TOOLS_REVISION", "unknown"),
    }


def contract_tolerance(planned: str) -> dict | None:
    """The loosest rtol and atol of the planned module's contracts: what
    HIERA itself promised, reported beside KernelBench's rule, never used
    instead of it; None where the plan states none."""
    found = [(float(r), float(a)) for r, a in
             re.findall(r"rtol = ([0-9.e+-]+), atol = ([0-9.e+-]+)", planned)]
    if not found:
        return None
    return {"rtol": max(r for r, _ in found), "atol": max(a for _, a in found)}


@dataclasses.dataclass
class Baseline:
    """One column of the timing: a callable and the settings it runs under."""
    function: object
    # torch.backends.cudnn.benchmark while it runs; None leaves it as
    # PyTorch's default (off).
    cudnn_benchmark: bool | None
    description: str


# What each column of a run is, for the results' header.
BASELINES = {
    "eager": "PyTorch eager, cudnn.benchmark off (PyTorch's default)",
    "eager_cudnn_benchmark": "PyTorch eager, cudnn.benchmark on",
    "compile": "torch.compile, default mode, cudnn.benchmark off",
    "compile_cudnn_benchmark": "torch.compile, default mode, cudnn.benchmark on",
    "compile_max_autotune": 'torch.compile(mode="max-autotune"), cudnn.benchmark on',
    "hiera": "HIERA (hiera.compile, or torch.compile(backend=\"hiera\"))",
}

# The aten ops of matrix products, convolutions and attention: where
# max-autotune's templates differ from the default mode's.
GEMM_AND_CONV_OPS = {
    "mm", "addmm", "bmm", "baddbmm", "addbmm", "mv", "addmv", "dot", "vdot", "matmul",
    "_int_mm", "_scaled_mm", "convolution", "_convolution", "convolution_overrideable",
    "cudnn_convolution", "cudnn_convolution_transpose", "cudnn_convolution_relu",
    "cudnn_convolution_add_relu", "miopen_convolution", "mkldnn_convolution",
    "_scaled_dot_product_flash_attention", "_scaled_dot_product_efficient_attention",
    "_scaled_dot_product_cudnn_attention", "_scaled_dot_product_attention_math",
    "_flash_attention_forward", "_efficient_attention_forward", "_cudnn_rnn",
}


def gemm_and_conv_ops(model, inputs) -> list[str]:
    """The matrix-product, convolution and attention ops a call of `model`
    dispatches, by name."""
    from torch.utils._python_dispatch import TorchDispatchMode

    seen = set()

    class Recorder(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            seen.add(func.overloadpacket.__name__)
            return func(*args, **(kwargs or {}))

    state = bench_check.model_state(model)
    saved = {name: t.detach().clone() for name, t in state.items()}
    with torch.no_grad(), Recorder():
        model(*inputs)
    with torch.no_grad():
        for name, tensor in state.items():
            tensor.copy_(saved[name])
    return sorted(seen & GEMM_AND_CONV_OPS)


def sustained_call_us(function, inputs, estimate_us: float, seconds: float = 0.2) -> float:
    """The time per call of calls queued back to back, as a loop in a
    program runs them, ended by a device-wide synchronise, in us: as many
    as take about `seconds` by `estimate_us` (10 to 1000)."""
    calls = int(min(1000, max(10, seconds * 1e6 / max(estimate_us, 1.0))))
    torch.cuda.synchronize()
    started = time.perf_counter()
    for _ in range(calls):
        function(*inputs)
    torch.cuda.synchronize()
    return (time.perf_counter() - started) / calls * 1e6


def _set_cudnn_benchmark(enabled: bool | None) -> None:
    torch.backends.cudnn.benchmark = bool(enabled)


def time_calls(baselines: dict[str, Baseline], inputs, flush: torch.Tensor) -> dict:
    """Per-call times in us of each baseline: CUDA events around each call
    on the current stream, the L2 flushed first, its settings applied
    before; the device synchronised before reading them; the host's time
    in each call; and a back-to-back loop's time per call. The baselines
    take turns, in an order that rotates from one round to the next, so
    that a burst of load on the host or the GPU falls on all of them
    alike, not on whichever was being timed then."""
    names = list(baselines)
    samples = {name: [] for name in names}
    host = {name: [] for name in names}
    try:
        with torch.no_grad():
            for baseline in baselines.values():
                _set_cudnn_benchmark(baseline.cudnn_benchmark)
                for _ in range(3):
                    baseline.function(*inputs)
            torch.cuda.synchronize()
            started, rounds = time.perf_counter(), 0
            while True:
                for offset in range(len(names)):
                    name = names[(rounds + offset) % len(names)]
                    baseline = baselines[name]
                    _set_cudnn_benchmark(baseline.cudnn_benchmark)
                    start = torch.cuda.Event(enable_timing=True)
                    end = torch.cuda.Event(enable_timing=True)
                    flush.zero_()
                    start.record()
                    queued = time.perf_counter()
                    baseline.function(*inputs)
                    host[name].append((time.perf_counter() - queued) * 1e6)
                    end.record()
                    torch.cuda.synchronize()
                    samples[name].append(start.elapsed_time(end) * 1000.0)
                rounds += 1
                # 100 rounds, or 1.5 s a baseline of them for a slow call
                # (10 at least).
                if rounds >= MIN_TRIALS or (
                        rounds >= MIN_SLOW_TRIALS
                        and time.perf_counter() - started >= MIN_SECONDS * len(names)):
                    break
            results = {}
            for name in names:
                baseline = baselines[name]
                result = results[name] = bench_report.percentiles(samples[name])
                # What the host spends in a call before it returns, the
                # GPU's work queued: beyond the flush's time it shows in the
                # events' span.
                result["host_us"] = bench_report.percentiles(host[name])["median"]
                _set_cudnn_benchmark(baseline.cudnn_benchmark)
                result["sustained_us"] = sustained_call_us(
                    baseline.function, inputs, result["median"])
                result["cudnn_benchmark"] = bool(baseline.cudnn_benchmark)
    finally:
        _set_cudnn_benchmark(False)
    return results


def _bound_and_trials(report: dict | None) -> tuple[float | None, int | None]:
    if not report:
        return None, None
    tasks = report.get("tasks", [])
    bounds = [((t.get("bottleneck_model") or {}).get("bound_us")) for t in tasks]
    bound = sum(b for b in bounds if b) or None
    return bound, sum(len(t.get("trials") or []) for t in tasks)


def _tasks(report: dict | None) -> list[dict]:
    """Per task of the search's report, what the verdict explains a slow
    problem with: where it was implemented and why, its measured time and
    its roofline bound; and the arithmetic it computes in, beside the one
    the framework would use."""
    tasks = []
    for task in (report or {}).get("tasks", []):
        model = task.get("bottleneck_model") or {}
        tasks.append({"task": task.get("task"), "space": task.get("best_space"),
                      "variant": task.get("best"), "rationale": task.get("rationale"),
                      "best_us": task.get("best_us"), "bound_us": model.get("bound_us"),
                      "bottleneck": model.get("kind"),
                      "arithmetic": task.get("arithmetic"),
                      "framework_arithmetic": task.get("framework_arithmetic")})
    return tasks


def _arithmetic(tasks: list[dict]) -> tuple[list[str], bool | None]:
    """The arithmetic HIERA's tasks compute in, and whether every task
    computes as the framework does (None where the report does not say)."""
    if not tasks or any(not t.get("arithmetic") for t in tasks):
        return [], None
    used = sorted({t["arithmetic"] for t in tasks})
    return used, all(t["arithmetic"] == t.get("framework_arithmetic") for t in tasks)


def wants_max_autotune(setting: str, ops: list[str]) -> bool:
    """Whether a problem whose GEMM and convolution ops are `ops` gets the
    max-autotune baseline under --max-autotune `setting`."""
    return setting == "all" or (setting == "gemm-conv" and bool(ops))


def run_problem(problem: Problem, config: dict, db: str) -> dict:
    record = {"name": problem.name, "status": "error"}
    phases = record["phases_s"] = {}
    mark = [time.perf_counter()]

    def phase(name: str) -> None:
        now = time.perf_counter()
        phases[name] = now - mark[0]
        mark[0] = now

    try:
        model, inputs = problem.instantiate("cuda", seed=0)
        phase("instantiate")
        started = time.perf_counter()
        options = dict(policy=config["policy"], budget=config["budget"],
                       db=db, target=config["target"], fallback=False,
                       cuda_graphs=config.get("cuda_graphs", False),
                       convolution_layout=config.get("convolution_layout", "as-written"))
        if config["frontend"] == "dynamo":
            candidate = torch.compile(model, backend="hiera", options=options)
            with torch.no_grad():
                candidate(*inputs)
            report, planned = None, ""
        else:
            candidate = hiera_compile(model, inputs, **options)
            report, planned = candidate.report, candidate.planned
        record["search_s"] = time.perf_counter() - started
        phase("search")
        record["bound_us"], record["trials"] = _bound_and_trials(report)
        record["tasks"] = _tasks(report)
        record["arithmetic"], record["as_eager"] = _arithmetic(record["tasks"])
        record["left_out"] = getattr(candidate, "left_out", [])
        record["fallback"] = getattr(candidate, "fallback_reason", None)
        record["graph_choice"] = getattr(candidate, "graph_choice", None)

        with torch.no_grad():
            outputs = bench_check.flatten_outputs(model(*inputs))
        record["tolerance"] = {"rule": "KernelBench: allclose(atol = rtol = tol)",
                               "tol": [bench_check.tolerance_of(t.dtype) for t in outputs]}
        record["contract_tolerance"] = contract_tolerance(planned)
        del outputs
        record["correct"], record["why"] = bench_check.check(problem, model, candidate)
        phase("check")

        record["gemm_conv_ops"] = gemm_and_conv_ops(model, inputs)
        baselines = {"eager": Baseline(model, False, BASELINES["eager"]),
                     "eager_cudnn_benchmark": Baseline(model, True,
                                                       BASELINES["eager_cudnn_benchmark"])}
        started = time.perf_counter()
        compiled = torch.compile(model)
        with torch.no_grad():
            compiled(*inputs)
        baselines["compile"] = Baseline(compiled, False, BASELINES["compile"])
        baselines["compile_cudnn_benchmark"] = Baseline(
            compiled, True, BASELINES["compile_cudnn_benchmark"])
        record["compile_s"] = time.perf_counter() - started
        phase("torch.compile")
        if wants_max_autotune(config["max_autotune"], record["gemm_conv_ops"]):
            started = time.perf_counter()
            autotuned = torch.compile(model, mode="max-autotune")
            _set_cudnn_benchmark(True)
            try:
                with torch.no_grad():
                    autotuned(*inputs)
            finally:
                _set_cudnn_benchmark(False)
            baselines["compile_max_autotune"] = Baseline(
                autotuned, True, BASELINES["compile_max_autotune"])
            record["max_autotune_compile_s"] = time.perf_counter() - started
            phase("torch.compile max-autotune")
        baselines["hiera"] = Baseline(candidate, None, BASELINES["hiera"])
        flush = torch.empty(FLUSH_BYTES // 4, dtype=torch.float32, device="cuda")
        record["times_us"] = time_calls(baselines, inputs, flush)
        guards = []
        for name, times in record["times_us"].items():
            if times["sustained_us"] > 2 * times["median"] + 50:
                guards.append(f"{name}: back-to-back calls take {times['sustained_us']:.0f} "
                              f"us each, events say {times['median']:.0f} us")
        ratio = bench_report.speedups(record)
        if any(v > bench_report.SUSPECT_SPEEDUP for v in ratio.values()):
            guards.append("speedup over 10x: review before trusting it")
        phase("timing")
        record["guards"] = guards
        record["status"] = "ok"
    except Exception as error:  # a problem's failure is recorded, not fatal
        record["error"] = f"{type(error).__name__}: {str(error).strip()[:500]}"
        record["traceback"] = traceback.format_exc()[-4000:]
    finally:
        torch.cuda.empty_cache()
    return record


_WORKERS = None


def _workers():
    """Where problems' processes come from: a fork server that has imported
    torch and HIERA once (8 s a process on the H200 host), and that never
    touches CUDA, so that each child starts its own context."""
    global _WORKERS
    if _WORKERS is None:
        _WORKERS = multiprocessing.get_context("forkserver")
        _WORKERS.set_forkserver_preload([__name__])
    return _WORKERS


def run_isolated(problem: Problem, config: dict, db: str) -> dict:
    """run_problem in a process of its own, so that a crash (in a kernel, a
    library or the JIT) is recorded as the problem's failure, not the run's."""
    with tempfile.TemporaryDirectory(prefix="hiera-bench-") as folder:
        record_path, log_path = Path(folder) / "record.json", Path(folder) / "log.txt"
        spawned = time.time()
        child = _workers().Process(target=_child, args=(
            str(problem.path), problem.name, config, db, str(record_path), str(log_path)))
        child.start()
        child.join()
        ended = time.time()
        if child.exitcode == 0 and record_path.exists():
            record = json.loads(record_path.read_text())
            # The problem's whole time: the process, export, search, checks,
            # torch.compile and timing.
            record["wall_s"] = ended - spawned
            phases = record.setdefault("phases_s", {})
            phases["process start"] = record.pop("started_at") - spawned
            phases["process exit"] = ended - record.pop("written_at")
            return record
        log = log_path.read_text(errors="replace") if log_path.exists() else ""
    how = f"exit status {child.exitcode}"
    if child.exitcode is not None and child.exitcode < 0:
        try:
            how = f"signal {-child.exitcode} ({signal.Signals(-child.exitcode).name})"
        except ValueError:
            how = f"signal {-child.exitcode}"
    return {"name": problem.name, "status": "error",
            "error": f"the benchmark process died: {how}",
            "traceback": log[-4000:]}


def _progress(done: int, total: int, name: str, started: float) -> None:
    width = 30
    filled = int(width * done / total) if total else width
    elapsed = time.perf_counter() - started
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} "
                     f"{elapsed:6.0f}s {name[:40]:<40}")
    sys.stderr.flush()


def _child(path: str, name: str, config: dict, db: str, record_path: str,
           log_path: str) -> None:
    """One problem, in the process run_isolated made: its output to
    `log_path` (a crash's traceback with it), its record to `record_path`.
    Ends without the interpreter's teardown, which took 3 to 8 s a problem
    (torch.compile's worker pool, CUDA's context); the record is written
    first."""
    started = time.time()
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(log, 1)
    os.dup2(log, 2)
    faulthandler.enable()
    problem = load_problem(path)
    problem.name = name
    record = run_problem(problem, config, db)
    record["started_at"] = started
    record["written_at"] = time.time()
    Path(record_path).write_text(json.dumps(record))
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def write_outputs(run: dict, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    run["summary"] = bench_report.summarize(run)
    temporary = out / "results.json.tmp"
    temporary.write_text(json.dumps(run, indent=1) + "\n")
    os.replace(temporary, out / "results.json")
    (out / "results.md").write_text(bench_report.markdown(run))
    (out / "speedups.svg").write_text(bench_report.svg(run))


def _previous_run(results: Path, config: dict) -> dict | None:
    """The run kept in `results`, to resume; None where there is none.
    Raises ValueError, saying why, where it cannot be resumed."""
    if not results.exists():
        return None
    try:
        previous = json.loads(results.read_text())
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise ValueError(f"{results}: not JSON ({error}); move it away to start afresh")
    if not isinstance(previous, dict) or not isinstance(previous.get("problems"), list) \
            or not all(isinstance(r, dict) and isinstance(r.get("name"), str)
                       for r in previous["problems"]):
        raise ValueError(f"{results}: field 'problems' is not a list of records "
                         "with a name; move it away to start afresh")
    if previous.get("config", {}) != config:
        raise ValueError(f"{results} was run with {previous.get('config')}, not "
                         f"{config}; give another --out")
    return previous


def resumed_header(first: dict, now: dict) -> tuple[dict, int]:
    """The header of a run resumed from one whose header is `first`, on the
    GPU `now` describes, and the number of the part now starting. The first
    part's description stays; each resumption adds when, with which driver
    and at which revision of the tools. Raises ValueError where the GPU is
    another: speedups from two GPUs in one summary would describe neither."""
    if first.get("gpu", now["gpu"]) != now["gpu"]:
        raise ValueError(f"measured on {first['gpu']}, not {now['gpu']}; give another --out")
    resumed = first.get("resumed", []) + [
        {key: now.get(key, "unknown") for key in ("date", "driver", "tools")}]
    return {**first, "resumed": resumed}, len(resumed)


def main(args) -> int:
    out = Path(args.out)
    try:
        # The target the plans were made for is part of what a resumed run
        # must match: "auto" is recorded as the GPU's built-in target.
        config = {"frontend": args.frontend, "policy": args.policy, "budget": args.budget,
                  "target": resolve_target(args.target), "max_autotune": args.max_autotune}
        # Recorded where it is not the default, so that earlier runs resume.
        if args.cudnn_engine != "fastest":
            config["cudnn_engine"] = args.cudnn_engine
        if args.convolution_layout != "as-written":
            config["convolution_layout"] = args.convolution_layout
        # Graph replay is recorded unless it is off, as it was in runs from
        # before it became the default.
        if args.cuda_graphs:
            config["cuda_graphs"] = args.cuda_graphs
        problems = find_problems(args.problems)
        previous = _previous_run(out / "results.json", config)
    except (CompileError, ProblemError, ValueError) as error:
        print(f"hiera bench: {error}", file=sys.stderr)
        return 2
    if not torch.cuda.is_available():
        print("hiera bench: no CUDA GPU is visible to PyTorch", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    # Read by the runtime in every problem's process and the search's
    # workers, which inherit it.
    if args.cudnn_engine == "fastest":
        os.environ.pop("HIERA_CUDNN_ENGINE", None)
    else:
        os.environ["HIERA_CUDNN_ENGINE"] = args.cudnn_engine
    # Where the search keeps its measurements: not part of what a resumed
    # run must match, since the folder may move between hosts.
    db = str(Path(args.db or out / "tuning.db").resolve())
    run = {"header": header(), "config": config, "problems": []}
    part = 0
    if previous:
        try:
            run["header"], part = resumed_header(previous.get("header", {}), run["header"])
        except ValueError as error:
            print(f"hiera bench: {out / 'results.json'}: {error}", file=sys.stderr)
            return 2
        run["problems"] = previous["problems"]
    done = {record["name"] for record in run["problems"]}
    todo = [p for p in problems if p.name not in done]
    if args.limit:
        todo = todo[:args.limit]
    started = time.perf_counter()
    for i, problem in enumerate(todo):
        if args.stop_after and time.perf_counter() - started >= args.stop_after:
            sys.stderr.write(f"\nstopped after {i} problems, {len(todo) - i} left: "
                             "the same command resumes\n")
            break
        _progress(i, len(todo), problem.name, started)
        run["problems"].append({**run_isolated(problem, config, db), "part": part})
        write_outputs(run, out)
    _progress(len(todo), len(todo), "done", started)
    sys.stderr.write("\n")
    write_outputs(run, out)
    summary = run["summary"]
    print(f"{summary['problems']} problems: {summary['correct']} correct, "
          f"{summary['faster_than_eager']} faster than eager, "
          f"{summary['faster_than_compile']} faster than torch.compile; "
          f"results in {out}")
    return 0
