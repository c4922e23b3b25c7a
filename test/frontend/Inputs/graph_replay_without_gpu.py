"""hiera.compile's CUDA graph replay (_GraphReplay), its call sequence on
the CPU: a fake graph records the work that capture sees and runs it at
each replay. Checks the warm-up call, the capture, replays with new
inputs copied in, results copied out, a new capture when a state tensor
moves, and the fallback when capture fails."""

import contextlib
import importlib
import warnings

import torch

compile_module = importlib.import_module("hiera.compile")


class FakeGraph:
    def __init__(self):
        self.work = None

    def replay(self):
        self.work()


capturing = []


@contextlib.contextmanager
def fake_capture(graph):
    capturing.append(graph)
    try:
        yield
    finally:
        capturing.pop()


fail_capture = [False]


def start(tensors):
    """The module: x + state, its result allocated by the call."""
    state, x = tensors
    out = torch.empty_like(x)

    def work():
        torch.add(x, state, out=out)

    if capturing:
        if fail_capture[0]:
            raise RuntimeError("HIERA: operation not permitted when stream is capturing")
        capturing[-1].work = work  # captured, not run
    else:
        work()
    return [out]


torch.cuda.CUDAGraph = FakeGraph
torch.cuda.graph = fake_capture
cleared = []
replay = compile_module._GraphReplay(start, 1, lambda: cleared.append(True))
state = torch.ones(4)


def call(x):
    return replay([state, x])[0]


def check(what, got, want):
    print(f"{what}: {'ok' if torch.equal(got, want) else f'wrong {got} {want}'}")


x1 = torch.arange(4.0)
check("warm-up call", call(x1), x1 + 1)
print(f"after the first call: graph {replay.graph is not None}, replays {replay.replays}")
x2 = torch.arange(4.0) * 10
second = call(x2)
check("captured call", second, x2 + 1)
print(f"after the second call: graph {replay.graph is not None}, replays {replay.replays}")
x3 = torch.arange(4.0) * 100
check("replayed call, new input", call(x3), x3 + 1)
check("the captured call's result, kept", second, x2 + 1)
check("the input the graph was captured with, untouched", x2, torch.arange(4.0) * 10)
print(f"replays {replay.replays}")
state = torch.full((4,), 2.0)
check("state moved: captured again", call(x3), x3 + 2)
check("replayed with the new state", call(x1), x1 + 2)
print(f"replays {replay.replays}")

fail_capture[0] = True
failing = compile_module._GraphReplay(start, 1, lambda: cleared.append(True))
failing([state, x1])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    result = failing([state, x2])[0]
check("capture failed, the call runs without a graph", result, x2 + 2)
print(f"warned: {[str(w.message) for w in caught]}")
print(f"runtime error cleared: {cleared == [True]}, failure: {failing.failure}")
check("later calls run without a graph", failing([state, x3])[0], x3 + 2)
