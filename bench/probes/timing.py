"""The probes' timer: CUDA events, 3 warm-up calls, 256 MB written over L2
before each timed call, median in microseconds."""

import statistics

import torch

_flush = None


def median_us(fn, repeats):
    global _flush
    if _flush is None:
        _flush = torch.empty(256 << 20, dtype=torch.uint8, device="cuda")
    for _ in range(3):
        fn()
    times = []
    for _ in range(repeats):
        _flush.zero_()
        start, end = torch.cuda.Event(True), torch.cuda.Event(True)
        start.record()
        fn()
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) * 1000)
    return statistics.median(times)
