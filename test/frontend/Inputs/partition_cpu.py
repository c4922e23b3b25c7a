"""hiera.partition on the CPU: a module with an op torch-mlir cannot
lower is split around it, each part HIERA would take is imported as it is
(export_graph), and the parts, run here by PyTorch in place of HIERA's
compiled ones, compute what the module computes, buffers updated in
place included. Prints what it checked."""

import copy
import warnings

import torch

from hiera.export import ExportError, export_graph, export_program
from hiera.partition import compile_parts


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(16, 16)
        self.norm = torch.nn.BatchNorm1d(16)

    def forward(self, x):
        y = torch.relu(self.linear(x))
        singular = torch.linalg.svd(y).S
        return self.norm(y) * 2, singular + 1


torch.manual_seed(0)
model = Model()
example = [torch.randn(16, 16, device="meta")]
try:
    export_program(model, example)
    raise AssertionError("svd was exported")
except ExportError as error:
    first = error
print("refused op:", first.op)

imported = []


def compile_part(part, inputs):
    """What hiera.compile does up to planning, then PyTorch runs the part."""
    exported = export_graph(part)
    assert [tuple(t.shape) for t in inputs] == [tuple(n.meta["val"].shape) for n in
                                               part.graph.nodes if n.op == "placeholder"]
    imported.append(exported.text.count("linalg."))
    # The second part refuses its var_mean, as a planner refusal would.
    if any("var_mean" in str(n.target) for n in part.graph.nodes) and len(imported) == 2:
        raise ExportError("no var_mean here", op="aten.var_mean")
    return part


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    parted = compile_parts(copy.deepcopy(model), example, first, compile_part)
print("parts:", [(name, where, ops[:2]) for name, where, ops in parted.parts])
print("warned:", [str(w.message)[:60] for w in caught if "HIERA" in str(w.message)])
assert all(count > 0 for count in imported), imported

reference = copy.deepcopy(model)
x = torch.randn(16, 16)
want = reference(x)
got = parted(x)
assert all(torch.allclose(g, w, atol=1e-5) for g, w in zip(got, want))
assert torch.allclose(parted.module.norm.running_mean, reference.norm.running_mean)
assert int(parted.module.norm.num_batches_tracked) == 1
print("outputs and updated buffers match the module's")
