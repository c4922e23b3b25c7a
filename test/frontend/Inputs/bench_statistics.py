"""The benchmark's statistics, verdicts, guards and report on recorded
results: no GPU needed. Prints what it checked."""

import json
import math
import sys
import tempfile
from pathlib import Path

import torch

from hiera import bench, bench_check, bench_report
from hiera.problem import load_problem


def main():
    run = json.loads(Path(sys.argv[1]).read_text())
    summary = bench_report.summarize(run)
    print("summary:", json.dumps(summary, sort_keys=True))
    assert summary["problems"] == 5 and summary["correct"] == 3
    assert summary["faster_than_eager"] == 3 and summary["faster_than_compile"] == 2
    assert math.isclose(summary["geomean_over_eager"], (2.0 * 1.25 * 30.0) ** (1 / 3))
    assert summary["flagged_for_review"] == ["level2/suspect"]
    for record in run["problems"]:
        print(f"{record['name']}: {bench_report.verdict(record) or 'win'}")

    stats = bench_report.percentiles([5.0, 1.0, 4.0, 2.0, 3.0])
    assert stats == {"median": 3.0, "p20": 2.0, "p80": 4.0, "trials": 5}, stats

    # Correctness guards, on CPU tensors, by KernelBench's rule.
    ref = [torch.arange(12.0).reshape(3, 4)]
    compare = bench_check.compare
    print("same:", repr(compare([ref[0].clone()], ref)))
    print("shape:", compare([ref[0].reshape(4, 3)], ref))
    print("dtype:", compare([ref[0].double()], ref))
    print("values:", compare([ref[0] + 1], ref))
    print("within 1e-4:", repr(compare([ref[0] * (1 + 5e-5)], ref)))
    print("half precision:", repr(compare([ref[0].half() * (1 + 5e-3)], [ref[0].half()])))
    print("integers:", compare([torch.tensor([1, 2, 4])], [torch.tensor([1, 2, 3])]))
    print("nan:", compare([torch.full((3, 4), float("nan"))], ref))
    small = [torch.full((3, 4), 1e-6) * torch.arange(12.0).reshape(3, 4)]
    print("tiny:", compare([torch.zeros(3, 4)], small))
    nearly_constant = [1 + small[0]]
    print("constant:", compare([torch.ones(3, 4)], nearly_constant))
    print("count:", compare(ref + ref, ref))
    print("tolerance:", bench.contract_tolerance(
        "contract = #plan.contract<..., rtol = 1.0e-04, atol = 1.0e-04, ...> "
        "contract = #plan.contract<..., rtol = 1.0e-02, atol = 1.0e-02, ...>"),
        bench.contract_tolerance(""))

    # The timer's turns, with CUDA's events and synchronise faked: the three
    # take turns in a rotating order, each as often.
    order = []

    class FakeEvent:
        def __init__(self, enable_timing):
            pass

        def record(self):
            pass

        def elapsed_time(self, end):
            return 0.001

    cuda = torch.cuda
    saved = cuda.Event, cuda.synchronize
    cuda.Event, cuda.synchronize = FakeEvent, lambda: None
    try:
        times = bench.time_calls(
            {name: bench.Baseline(lambda name=name: order.append(name), setting, name)
             for name, setting in (("eager", False), ("compile", True), ("hiera", None))},
            [], torch.zeros(4))
    finally:
        cuda.Event, cuda.synchronize = saved
    # 3 warm-up calls each, then the timed rounds, then each one's
    # back-to-back loop (its events take 1 us: 1000 calls).
    timed = order[9:9 + 3 * bench.MIN_TRIALS]
    print("turns:", " ".join(name[0] for name in timed[:9]),
          {name: times[name]["trials"] for name in times})
    assert all(timed.count(name) == bench.MIN_TRIALS for name in times)
    assert order[9 + 3 * bench.MIN_TRIALS:] == ["eager"] * 1000 + ["compile"] * 1000 + \
        ["hiera"] * 1000
    print("settings:", {name: times[name]["cudnn_benchmark"] for name in times},
          "after:", torch.backends.cudnn.benchmark)

    print("max-autotune:", bench.wants_max_autotune("gemm-conv", ["addmm"]),
          bench.wants_max_autotune("gemm-conv", []), bench.wants_max_autotune("all", []),
          bench.wants_max_autotune("none", ["convolution"]))
    print("gemm and conv ops:", bench.gemm_and_conv_ops(
        torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.Flatten(),
                            torch.nn.Linear(4 * 6 * 6, 5), torch.nn.ReLU()),
        [torch.randn(2, 3, 8, 8)]), bench.gemm_and_conv_ops(torch.nn.ReLU(), [torch.randn(4)]))

    # A resumed run keeps its first header, adds the part now starting, and
    # refuses another GPU.
    run["header"], part = bench.resumed_header(
        run["header"], {**run["header"], "date": "2026-12-06 07:00 UTC", "tools": "00c5736"})
    print("resumed:", part, run["header"]["date"], run["header"]["resumed"])
    try:
        bench.resumed_header(run["header"], {**run["header"], "gpu": "NVIDIA H100 80GB HBM3"})
    except ValueError as error:
        print("other gpu:", error)

    with tempfile.TemporaryDirectory() as folder:
        bench.write_outputs(run, Path(folder))
        written = sorted(p.name for p in Path(folder).iterdir())
        print("written:", written)
        markdown = (Path(folder) / "results.md").read_text()
        svg = (Path(folder) / "speedups.svg").read_text()
    print(markdown)
    assert svg.startswith("<svg") and svg.count("<rect") >= 7

    # A problem whose process dies is recorded as failed, and the run goes on.
    crashed = bench.run_isolated(load_problem(Path(sys.argv[1]).parent / "crash.py"),
                                 {"frontend": "compile", "policy": None, "budget": 1,
                                  "target": "h200", "max_autotune": "none"}, "unused.db")
    print("crash:", crashed["status"], crashed["error"])


# The bench's problems run in processes of a fork server, which imports
# the main module again: what runs is guarded.
if __name__ == "__main__":
    main()
