"""hiera.compile(cuda_graphs="auto")'s choice (_choose_call) on the CPU:
calls that take known times stand in for the module's call without and
with a graph. The faster is kept only where it gains more than noise; a
graph whose capture failed or ran out of memory is not kept; the state
the module updates is as it was before the timing, whichever way won."""

import importlib
import inspect

import torch

compile_module = importlib.import_module("hiera.compile")


class FakeClock:
    """Seconds that pass only as the fake calls take them: the choice is
    tested on the durations given, not on how busy the machine is."""

    def __init__(self):
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class FakeReplay:
    def __init__(self, failure=None):
        self.failure = failure


def fake_prepare(plain_s: float, graphs_s: float, state: torch.Tensor,
                 clock: FakeClock, failure=None, out_of_memory=False):
    """prepare(graphs) for a module whose call updates `state` (adds one,
    as batch norm's running statistics move) and takes the given time."""
    prepared = []

    def prepare(graphs: bool):
        if graphs and out_of_memory:
            raise torch.cuda.OutOfMemoryError("CUDA out of memory (fake)")
        seconds = graphs_s if graphs else plain_s

        def call(inputs):
            state.add_(1)
            clock.now += seconds
            return inputs

        call.graph = FakeReplay(failure) if graphs else None
        call.way = "graphs" if graphs else "plain"
        prepared.append(call.way)
        return call

    return prepare, prepared


def choose(name, plain_s, graphs_s, **fake):
    state = torch.full((3,), 5.0)
    clock = FakeClock()
    prepare, prepared = fake_prepare(plain_s, graphs_s, state, clock, **fake)
    call, choice = compile_module._choose_call(prepare, [torch.ones(2)], [state],
                                               synchronize=lambda: None,
                                               clock=clock)
    restored = torch.equal(state, torch.full((3,), 5.0))
    failure = choice.get("failure", "none")
    print(f"{name}: kept {call.way}, choice graphs {choice['graphs']}, "
          f"plain faster than graphs {choice['graphs_us'] is None or choice['plain_us'] < choice['graphs_us']}, "
          f"prepared {prepared}, state restored {restored}, failure {failure}")


choose("host-bound", plain_s=0.004, graphs_s=0.001)
choose("copy-bound", plain_s=0.001, graphs_s=0.004)
choose("within noise", plain_s=0.0040, graphs_s=0.0039)
choose("capture failed", plain_s=0.004, graphs_s=0.001, failure="not permitted")
choose("out of memory", plain_s=0.004, graphs_s=0.001, out_of_memory=True)

default = inspect.signature(compile_module.compile).parameters["cuda_graphs"].default
print(f"hiera.compile's cuda_graphs by default: {default}")
try:
    compile_module.compile(torch.nn.ReLU(), [torch.ones(2)], cuda_graphs="yes")
except ValueError as error:
    print(f"cuda_graphs='yes': {error}")

# The bench's flags: --cuda-graphs before the problems still takes none of
# them as its value; the measured choice is the default, --no-cuda-graphs
# turns replay off.
from hiera.__main__ import parser  # noqa: E402

for flags in (["--cuda-graphs"], ["--cuda-graphs-auto"], ["--no-cuda-graphs"], []):
    parsed = parser().parse_args(["bench", "--out", "out"] + flags + ["problem.py"])
    print(f"bench {' '.join(flags) or '(no flag)'}: {parsed.cuda_graphs}, "
          f"problems {parsed.problems}")
