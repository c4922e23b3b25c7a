#!/usr/bin/env python3
"""Where a waited-for call's time goes: one problem's eager and HIERA
callables timed four ways, side by side in one process.

    python3 bench/call_gap.py PROBLEM.py [--policy expert] [--budget 18]
        [--cuda-graphs | --cuda-graphs-auto]

- waited: as `python -m hiera bench` times a trial (256 MB written over L2,
  CUDA events around the call, the device synchronised after it);
- host hidden: the same, with a 2 ms spin kernel queued before the start
  event, so that the call's work is queued before the GPU reaches it: what
  is left of a gap against "waited" is not the host's;
- no flush: events around the call, the device synchronised after it;
- queued: calls back to back for about 0.2 s, ended by a device-wide synchronise (the
  way the search timed calls before it waited for each).

Medians in us, of 30 trials each after 3 warm-up calls. Then, from the
profiler's kernel records, waited and queued again: the GPU's busy time in
a call's kernels, and, waited, the idle time from the flush's end to the
call's first kernel. A call slower waited than queued with equal busy times
waits on its host; with a longer busy time, its kernels themselves run
slower after an idle GPU. Last, the host's time in a call in a loop with
the GPU kept busy (warm caches, no launch waiting), whole and by part: the
entry point and the first output's allocation; and by kind of the
runtime's entry points (launches, allocations, library calls), from the
runtime's own host profile.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from hiera.bench import FLUSH_BYTES, sustained_call_us  # noqa: E402
from hiera.compile import _Jit, _dense_strides, _result_allocator  # noqa: E402
from hiera.compile import compile as hiera_compile  # noqa: E402
from hiera.problem import problem_on_gpu  # noqa: E402

TRIALS = 30
# About 2 ms of spinning at the H200's 1.98 GHz: far longer than any
# host's time in a call.
SPIN_CYCLES = 4_000_000


def event_span(function, inputs, before) -> float:
    """One trial's events' span in us; `before` queues what precedes it."""
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    before()
    start.record()
    function(*inputs)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) * 1000.0


def timings(function, inputs, flush: torch.Tensor) -> dict[str, float]:
    with torch.no_grad():
        for _ in range(3):
            function(*inputs)
        torch.cuda.synchronize()
        modes = {
            "waited": lambda: flush.zero_(),
            "host hidden": lambda: (flush.zero_(), torch.cuda._sleep(SPIN_CYCLES)),
            "no flush": lambda: None,
        }
        result = {name: statistics.median(event_span(function, inputs, before)
                                          for _ in range(TRIALS))
                  for name, before in modes.items()}
        result["queued"] = sustained_call_us(function, inputs, min(result.values()))
    return result


def _is_preamble(name: str) -> bool:
    """The flush's fill and the spin kernel, as the profiler names them."""
    return "FillFunctor" in name or "spin" in name


def kernel_spans(function, inputs, flush: torch.Tensor, waited: bool) -> dict[str, float]:
    """Medians over trials of the call's kernels' summed device time and,
    waited, of the GPU's idle time between the flush and the call."""
    from torch.profiler import ProfilerActivity, profile

    with torch.no_grad(), profile(activities=[ProfilerActivity.CUDA]) as profiler:
        for _ in range(TRIALS):
            if waited:
                flush.zero_()
            function(*inputs)
            if waited:
                torch.cuda.synchronize()
        torch.cuda.synchronize()
    kernels = sorted((e for e in profiler.events()
                      if e.device_type == torch.autograd.DeviceType.CUDA),
                     key=lambda e: e.time_range.start)
    busy, lead, trial, flush_end = [], [], None, None
    for kernel in kernels:
        if _is_preamble(kernel.name):
            flush_end = kernel.time_range.end
            if trial is not None:
                busy.append(trial)
            trial = None
            continue
        if trial is None:
            trial = 0.0
            if flush_end is not None:
                lead.append(kernel.time_range.start - flush_end)
        trial += kernel.time_range.elapsed_us()
    if trial is not None:
        busy.append(trial)
    if not waited and busy:
        # Queued calls run as one stretch of kernels.
        busy = [busy[0] / TRIALS]
    result = {"busy": statistics.median(busy) if busy else 0.0}
    if waited:
        result["lead"] = statistics.median(lead) if lead else 0.0
    return result


def looped_host_us(call, calls: int = 400) -> float:
    """The median host time of `call` in a loop, the GPU kept busy by a
    spin kernel queued ahead so that no launch waits: its cost with warm
    caches, for comparing a call's parts."""
    samples = []
    for i in range(calls):
        if i % 50 == 0:
            torch.cuda.synchronize()
            torch.cuda._sleep(25 * SPIN_CYCLES)
        started = time.perf_counter()
        call()
        samples.append((time.perf_counter() - started) * 1e6)
    torch.cuda.synchronize()
    return statistics.median(samples)


def launch_alone(compiled, inputs):
    """The compiled call's launch alone (its tensors bound into the entry
    point's arguments and the entry point run), on tensors of its last
    call's layout made once."""
    exported = compiled.exported
    results = [torch.empty(shape, dtype=dtype, device="cuda")
               for shape, dtype in exported.result_types]
    tensors = (compiled._state_tensors() +
               [inputs[i].contiguous() for i in exported.tensor_inputs] + results)
    index = torch.cuda.current_device()
    launch = compiled._call.launch  # the call is prepared: the module has run
    return lambda: launch(tensors, torch._C._cuda_getCurrentRawStream(index))


def runtime_host_profile(call, calls: int = 100) -> dict[str, tuple[float, float]]:
    """Per kind of runtime entry point (launch, alloc, cuBLASLt, ...), the
    calls it takes and the host us it spends per call of `call`, from the
    runtime's own profile (hiera_rt_host_profile), the GPU kept busy as in
    looped_host_us."""
    runtime = _Jit.get().runtime
    runtime.hiera_rt_host_profile.argtypes = [ctypes.c_int]
    runtime.hiera_rt_host_profile_json.restype = ctypes.c_size_t
    runtime.hiera_rt_host_profile_json.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
    torch.cuda.synchronize()
    torch.cuda._sleep(25 * SPIN_CYCLES)
    runtime.hiera_rt_host_profile(1)
    for _ in range(calls):
        call()
    runtime.hiera_rt_host_profile(0)
    torch.cuda.synchronize()
    size = runtime.hiera_rt_host_profile_json(None, 0) + 1
    buffer = ctypes.create_string_buffer(size)
    runtime.hiera_rt_host_profile_json(buffer, size)
    return {name: (count / calls, us / calls)
            for name, (count, us) in json.loads(buffer.value).items()}


def host_us(call) -> float:
    """The median host time of `call`, the device synchronised after each."""
    samples = []
    for _ in range(TRIALS):
        started = time.perf_counter()
        call()
        samples.append((time.perf_counter() - started) * 1e6)
        torch.cuda.synchronize()
    return statistics.median(samples)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("problem", help="a KernelBench-format .py file")
    parser.add_argument("--policy", default="expert",
                        help="search policy (default expert; none plans without measuring)")
    parser.add_argument("--budget", type=int, default=18, help="trials per task (default 18)")
    graphs = parser.add_mutually_exclusive_group()
    graphs.add_argument("--cuda-graphs", dest="cuda_graphs", action="store_const",
                        const=True, default=False,
                        help="HIERA's calls replay a CUDA graph (hiera.compile(cuda_graphs=True))")
    graphs.add_argument("--cuda-graphs-auto", dest="cuda_graphs", action="store_const",
                        const="auto",
                        help="HIERA's calls replay a CUDA graph where that was faster at "
                             "compile time (hiera.compile(cuda_graphs=\"auto\"))")
    args = parser.parse_args()
    problem = problem_on_gpu(args.problem, "call_gap")
    if problem is None:
        return 2
    model, inputs = problem.instantiate("cuda", seed=0)
    policy = None if args.policy == "none" else args.policy
    compiled = hiera_compile(model, inputs, policy=policy, budget=args.budget,
                             cuda_graphs=args.cuda_graphs)
    if compiled.graph_choice:
        print(f"graph choice: {compiled.graph_choice}")
    for task in (compiled.report or {}).get("tasks", []):
        print(f"{task.get('task')}: {task.get('best')} ({task.get('best_space')}), "
              f"{task.get('best_us') or 0:.1f} us in the search")
    flush = torch.empty(FLUSH_BYTES // 4, dtype=torch.float32, device="cuda")
    rows = {name: timings(function, inputs, flush)
            for name, function in (("eager", model), ("hiera", compiled))}
    modes = list(next(iter(rows.values())))
    print(f"{'':8}" + "".join(f"{mode:>14}" for mode in modes))
    for name, row in rows.items():
        print(f"{name:8}" + "".join(f"{row[mode]:14.1f}" for mode in modes))
    print(f"{'':8}{'busy waited':>14}{'idle before':>14}{'busy queued':>14}")
    for name, function in (("eager", model), ("hiera", compiled)):
        waited = kernel_spans(function, inputs, flush, waited=True)
        queued = kernel_spans(function, inputs, flush, waited=False)
        print(f"{name:8}{waited['busy']:14.1f}{waited['lead']:14.1f}{queued['busy']:14.1f}")
    with torch.no_grad():
        eager_host = host_us(lambda: model(*inputs))
        hiera_host = host_us(lambda: compiled(*inputs))
        launch = launch_alone(compiled, inputs)
        entry_host = host_us(launch)
    print(f"host us: eager {eager_host:.1f}, hiera {hiera_host:.1f} "
          f"(its entry point alone {entry_host:.1f})")
    with torch.no_grad():
        shape, dtype = compiled.exported.result_types[0]
        strides = _dense_strides(shape)
        allocate = _result_allocator(torch.device("cuda", torch.cuda.current_device()))
        looped = {"eager": looped_host_us(lambda: model(*inputs)),
                  "hiera": looped_host_us(lambda: compiled(*inputs))}
        looped["entry point"] = looped_host_us(launch)
        looped["first output's allocation"] = looped_host_us(
            lambda: allocate(shape, strides, dtype))
    print("host us in a loop, the GPU busy: " +
          ", ".join(f"{name} {us:.1f}" for name, us in looped.items()))
    with torch.no_grad():
        profile = runtime_host_profile(lambda: compiled(*inputs))
    print("host us per call in the runtime's entry points (calls per call): " +
          ", ".join(f"{name} {us:.1f} ({calls:g})"
                    for name, (calls, us) in profile.items() if calls))
    if compiled._graph is not None:
        print(f"graph replays: {compiled._graph.replays}, calls not replayed "
              f"(the first, captures): {compiled._graph.calls}, "
              f"capture failure: {compiled._graph.failure}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
