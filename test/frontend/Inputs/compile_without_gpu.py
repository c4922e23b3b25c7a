"""hiera.compile as far as a machine without a GPU takes it: exported,
planned, lowered and JIT-compiled; only loading the kernels needs the
driver. Prints what it checked."""

import warnings

import torch

import hiera
from hiera.compile import CompileError

torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.GELU())
compiled = hiera.compile(model, [torch.randn(8, 64, device="meta")], policy=None)
assert compiled.exported.state_names == ["0.weight", "0.bias"], compiled.exported.state_names
assert compiled.exported.result_types == [((8, 32), torch.float32)]
assert "plan.task" in compiled.planned and "plan.variant" in compiled.planned
print("planned:", compiled.planned.count("plan.task \""), "tasks")

# convolution_layout reaches hiera-normalize: a TF32 convolution (PyTorch's
# default) whose tanh follows computes channels-last; a name it does not
# know is refused before anything is exported.
convolution = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.Tanh())
example = [torch.randn(2, 3, 16, 16, device="meta")]
for layout in ("as-written", "channels-last"):
    planned = hiera.compile(convolution, example, policy=None,
                            convolution_layout=layout).planned
    print(f"{layout}: nchw {'conv_2d_nchw_fchw' in planned}, nhwc {'conv_2d_nhwc_fhwc' in planned}")
try:
    hiera.compile(convolution, example, policy=None, convolution_layout="nhwc")
except ValueError as error:
    print("layout:", error)

# An input read through a map that is not a projection (group norm's
# per-group statistics, read per channel), which the elementwise kernels do
# not take: the remark of each left-out kernel, once per reason.
grouped = hiera.compile(torch.nn.GroupNorm(4, 16), [torch.randn(2, 16, 8, 8, device="meta")],
                        policy=None)
print("left out:", grouped.left_out)

try:
    compiled(torch.randn(8, 64))
    raise AssertionError("a CPU tensor was taken")
except ValueError as error:
    print("cpu input:", error)

# The kernels know the shapes and dtypes they were compiled for, no others.
for wrong in (torch.randn(16, 64), torch.randn(8, 64, dtype=torch.float64), [1.0] * 64):
    try:
        compiled(wrong)
        raise AssertionError("an input the module was not compiled for was taken")
    except (TypeError, ValueError) as error:
        print("wrong input:", error)

# After the first call, a call's checks are the prepared ones
# (_prepare_call): as loaded on cuda:0, the same inputs are refused with
# the same reasons, before anything is launched.
compiled._device = torch.device("cuda", 0)
compiled._call = compiled._prepare_call(graphs=False)
for wrong in (torch.randn(8, 64), torch.randn(16, 64), torch.randn(8, 64, dtype=torch.float64),
              [1.0] * 64):
    try:
        compiled(wrong)
        raise AssertionError("a prepared call took an input it was not compiled for")
    except (TypeError, ValueError) as error:
        print("prepared, wrong input:", error)
try:
    compiled(torch.randn(8, 64), torch.randn(8, 64))
    raise AssertionError("a prepared call took two inputs")
except TypeError as error:
    print("prepared, two inputs:", error)
compiled._device, compiled._call = None, None

try:
    compiled._load(torch.device("cuda", 0))
    print("loaded on a GPU")
except CompileError as error:
    # Lowered and JIT-compiled; the runtime found no driver to load kernels.
    assert "CUDA driver" in str(error), error
    print("load:", str(error)[:80])


class Svd(torch.nn.Module):
    def forward(self, x):
        return torch.linalg.svd(x).S


example = [torch.randn(16, 16, device="meta")]
try:
    hiera.compile(Svd(), example, policy=None)
    raise AssertionError("svd was taken")
except CompileError as error:
    print("refused:", str(error)[:60])
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    fallback = hiera.compile(Svd(), example, policy=None, fallback=True)
# Split around the op: here nothing is left for HIERA.
assert "torch.aten._linalg_svd" in fallback.fallback_reason
assert [where for _, where, _ in fallback.parts] == ["pytorch"], fallback.parts
assert any("HIERA runs in PyTorch: aten._linalg_svd" in str(w.message) for w in caught)
x = torch.randn(16, 16)
assert torch.equal(fallback(x), Svd()(x))
print("fallback:", fallback.fallback_reason[:60])


# Dropout while training draws random numbers from PyTorch's generator,
# which no kernel reproduces: refused, naming the model's line; with
# fallback, the draw runs in PyTorch and the linear layer in HIERA.
dropout = torch.nn.Sequential(torch.nn.Linear(64, 32), torch.nn.Dropout(0.25))
try:
    hiera.compile(dropout, [torch.randn(8, 64, device="meta")], policy=None)
    raise AssertionError("dropout while training was taken")
except CompileError as error:
    print("random:", error)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    split = hiera.compile(dropout, [torch.randn(8, 64, device="meta")], policy=None,
                          fallback=True)
print("random parts:", [(where, ops) for _, where, ops in split.parts])
# In eval mode the dropout is the identity: nothing is refused.
planned = hiera.compile(dropout.eval(), [torch.randn(8, 64, device="meta")], policy=None)
print("eval:", planned.planned.count('plan.task "'), "task")


class Size(torch.nn.Module):
    def forward(self, x):
        return x.shape[0]


# No op to split around: all of the module runs in PyTorch.
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    whole = hiera.compile(Size(), example, policy=None, fallback=True)
assert any("runs this module in PyTorch" in str(w.message) for w in caught)
assert whole(x) == 16
print("whole module:", whole.fallback_reason)

assert "hiera" in torch._dynamo.list_backends(exclude_tags=())
print("backend registered")
