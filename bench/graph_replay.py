#!/usr/bin/env python3
"""What a CUDA graph replay costs the host, for eager's graph and HIERA's.

    python3 bench/graph_replay.py PROBLEM.py [--policy none]

One problem's eager forward captured in a CUDA graph (as torch.compile's
reduce-overhead mode does) and the module compiled by HIERA with
`cuda_graphs=True`. For each graph: the host's time in `replay()` alone,
with the GPU kept busy ahead (no launch can wait for it) and with the GPU
idle, and the GPU's time per replay from CUDA events. Set against a whole
call's host time (bench/call_gap.py --cuda-graphs), it tells the replay's
cost from what a call does around it.

Medians in us over 30 replays after 3 warm-up replays.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
from hiera.compile import compile as hiera_compile  # noqa: E402
from hiera.problem import problem_on_gpu  # noqa: E402

REPLAYS = 30
# About 2 ms of spinning at 1.98 GHz, queued before every timed replay when
# the GPU is to be kept busy.
SPIN_CYCLES = 4_000_000


def replay_times(replay) -> dict[str, float]:
    """Host us in replay() with the GPU busy and idle; GPU us per replay."""
    for _ in range(3):
        replay()
    torch.cuda.synchronize()
    busy, idle, gpu = [], [], []
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(REPLAYS):
        torch.cuda._sleep(SPIN_CYCLES)
        started = time.perf_counter()
        replay()
        busy.append((time.perf_counter() - started) * 1e6)
        torch.cuda.synchronize()
        started = time.perf_counter()
        replay()
        idle.append((time.perf_counter() - started) * 1e6)
        torch.cuda.synchronize()
        start.record()
        replay()
        end.record()
        torch.cuda.synchronize()
        gpu.append(start.elapsed_time(end) * 1000.0)
    return {"host, GPU busy": statistics.median(busy),
            "host, GPU idle": statistics.median(idle),
            "GPU": statistics.median(gpu)}


def eager_graph(model, inputs) -> torch.cuda.CUDAGraph:
    """The eager forward captured after warm-up calls on a side stream."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.no_grad(), torch.cuda.stream(side):
        for _ in range(3):
            model(*inputs)
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.no_grad(), torch.cuda.graph(graph):
        model(*inputs)
    return graph


def hiera_graph(model, inputs, policy: str | None) -> torch.cuda.CUDAGraph:
    """HIERA's compiled module replayed as a graph; its graph object."""
    compiled = hiera_compile(model, inputs, policy=policy, cuda_graphs=True)
    with torch.no_grad():
        for _ in range(3):
            compiled(*inputs)
    replay = compiled._graph
    if replay is None or replay.graph is None:
        raise SystemExit("graph_replay: HIERA's call was not captured: "
                         f"{getattr(replay, 'failure', 'no graph')}")
    return replay.graph


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("problem", help="a KernelBench-format .py file")
    parser.add_argument("--policy", default="none",
                        help="HIERA's search policy (default none: plan without measuring)")
    args = parser.parse_args()
    problem = problem_on_gpu(args.problem, "graph_replay")
    if problem is None:
        return 2
    model, inputs = problem.instantiate("cuda", seed=0)
    graphs = {"eager": eager_graph(model, inputs),
              "hiera": hiera_graph(model, inputs,
                                   None if args.policy == "none" else args.policy)}
    for name, graph in graphs.items():
        times = replay_times(graph.replay)
        print(f"{name}: " + ", ".join(f"{k} {v:.1f}" for k, v in times.items()) + " us")
    return 0


if __name__ == "__main__":
    sys.exit(main())
