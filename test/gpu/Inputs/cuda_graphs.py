"""hiera.compile(cuda_graphs=True) against the same module without graphs
and against eager: a call replays the captured work from the second call
on, with inputs copied into the graph's private buffers and results
copied out, so that each call's result is its own (a later call does not
overwrite it) and new inputs at new addresses are read. Prints what each
step checked; exits non-zero on a mismatch."""

import copy
import sys

import torch

import hiera


class Model(torch.nn.Module):
    """Several tasks: GEMMs with epilogues, a norm, a reduction."""

    def __init__(self):
        super().__init__()
        self.first = torch.nn.Linear(64, 128)
        self.norm = torch.nn.LayerNorm(128)
        self.second = torch.nn.Linear(128, 32)

    def forward(self, x):
        y = torch.nn.functional.gelu(self.norm(torch.relu(self.first(x))))
        z = self.second(y)
        return z, z.sum(dim=0)


class Trained(torch.nn.Module):
    """Batch norms in training: each call updates their running statistics
    (state tensors the module mutates)."""

    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.norm = torch.nn.BatchNorm2d(8)
        self.head = torch.nn.BatchNorm2d(8)

    def forward(self, x):
        return self.head(torch.relu(self.norm(self.conv(x))))


def check_updated_state() -> int:
    """The running statistics after each call: the module's own (eager),
    HIERA's without graphs and with them, each on its own copy."""
    torch.manual_seed(1)
    eager = Trained().cuda().train()
    plain_model, graphed_model = copy.deepcopy(eager), copy.deepcopy(eager)
    example = torch.randn(4, 3, 16, 16, device="cuda")
    plain = hiera.compile(plain_model, [example], policy=None, cuda_graphs=False)
    graphed = hiera.compile(graphed_model, [example], policy=None, cuda_graphs=True)
    failures = 0
    for call in range(4):
        x = torch.randn(4, 3, 16, 16, device="cuda")
        with torch.no_grad():
            want, got_plain, got = eager(x), plain(x), graphed(x)
        states = [dict(m.named_buffers()) for m in (eager, plain_model, graphed_model)]
        updated = all(torch.allclose(states[0][name], states[1][name], atol=1e-5, rtol=1e-5)
                      for name in states[0])
        same = all(torch.equal(states[1][name], states[2][name]) for name in states[1]) \
            and torch.equal(got, got_plain)
        close = torch.allclose(got, want, atol=1e-3, rtol=1e-3)
        print(f"trained call {call}: state as eager's: {updated}, graphed equal to "
              f"plain: {same}, close to eager: {close}")
        failures += not (updated and same and close)
    print(f"trained replays: {graphed._graph.replays}")
    return failures + (graphed._graph.replays != 2)


def check_choice() -> int:
    """cuda_graphs="auto": both ways timed at compile time, the faster kept,
    and the training module's running statistics left as they were."""
    torch.manual_seed(2)
    model = Trained().cuda().train()
    before = {name: t.clone() for name, t in model.named_buffers()}
    example = torch.randn(4, 3, 16, 16, device="cuda")
    chosen = hiera.compile(model, [example], policy=None, cuda_graphs="auto")
    choice = chosen.graph_choice
    timed = choice["plain_us"] > 0 and choice["graphs_us"] > 0
    kept = (chosen._graph is not None) == choice["graphs"]
    untouched = all(torch.equal(before[name], t) for name, t in model.named_buffers())
    print(f"auto: timed both ways: {timed}, kept what it chose: {kept}, "
          f"state untouched: {untouched}")
    print(f"auto chose graphs {choice['graphs']}: plain {choice['plain_us']} us, "
          f"graphs {choice['graphs_us']} us")
    reference = copy.deepcopy(model)
    x = torch.randn(4, 3, 16, 16, device="cuda")
    with torch.no_grad():
        close = torch.allclose(chosen(x), reference(x), atol=1e-3, rtol=1e-3)
    print(f"auto's call close to eager: {close}")
    return not (timed and kept and untouched and close)


def main():
    torch.manual_seed(0)
    model = Model().cuda().eval()
    example = torch.randn(256, 64, device="cuda")
    plain = hiera.compile(model, [example], policy=None, cuda_graphs=False)
    graphed = hiera.compile(model, [example], policy=None, cuda_graphs=True)
    outputs = []
    failures = 0
    for call in range(4):
        x = torch.randn(256, 64, device="cuda")
        with torch.no_grad():
            want = model(x)
            got_plain = plain(x)
            got = graphed(x)
        outputs.append((x, got))
        same = all(torch.equal(a, b) for a, b in zip(got, got_plain))
        close = all(torch.allclose(a, b, atol=1e-4, rtol=1e-4) for a, b in zip(got, want))
        print(f"call {call}: equal to the module without graphs: {same}, close to eager: {close}")
        failures += not (same and close)
    graph = graphed._graph
    print(f"replays: {graph.replays}, capture failure: {graph.failure}")
    failures += graph.replays != 2 or graph.failure is not None
    # Each call's results stay its own after later calls.
    with torch.no_grad():
        for call, (x, got) in enumerate(outputs):
            again = plain(x)
            kept = all(torch.equal(a, b) for a, b in zip(got, again))
            print(f"call {call}'s results kept: {kept}")
            failures += not kept
    failures += check_updated_state()
    failures += check_choice()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
