"""The bench's correctness check against planted candidates.

Each candidate runs through a stand-in for the compiled call: its results
allocated by PyTorch, as hiera.compile's call allocates them, then written
(or not) by a planted "kernel". The check must reject every cheat with its
reason and accept the honest candidates. Prints what it checked.

    bench_planted.py INPUTS_FOLDER [DEVICE]   (default cpu; cuda on a GPU host)"""

import copy
import sys
from pathlib import Path

import torch
import torch.nn.functional as F

from hiera import bench, bench_check
from hiera.problem import load_problem

inputs_folder = Path(sys.argv[1])
device = sys.argv[2] if len(sys.argv) > 2 else "cpu"
outputs_problem = load_problem(inputs_folder / "planted_outputs.py")
state_problem = load_problem(inputs_folder / "planted_state.py")


class StandIn:
    """A compiled call: results allocated from PyTorch's allocator,
    then handed to `kernel(inputs, results)`. `planned` is the plan it
    claims to come from."""

    def __init__(self, layouts, kernel, planned=""):
        self.layouts, self.kernel, self.planned = layouts, kernel, planned

    def __call__(self, *inputs):
        results = [torch.empty_strided(shape, stride, device=device) for shape, stride in self.layouts]
        returned = self.kernel(inputs, results)
        results = returned if returned is not None else results
        return results[0] if len(results) == 1 else tuple(results)


def layouts_of(model, problem):
    """The outputs' shapes and strides, from a copy of the model (whose
    state this call must not change)."""
    with torch.no_grad():
        outputs = bench_check.flatten_outputs(
            copy.deepcopy(model)(*problem.inputs(device, seed=0)))
    return [(tuple(t.shape), t.stride()) for t in outputs]


def verdict(name, problem, model, kernel, planned=""):
    candidate = StandIn(layouts_of(model, problem), kernel, planned)
    ok, why = bench_check.check(problem, model, candidate, device=device)
    print(f"{name}: {'accepted' if ok else 'rejected: ' + why}")
    return ok


model, _ = outputs_problem.instantiate(device, seed=0)


def eager_into(inputs, results):
    with torch.no_grad():
        for result, value in zip(results, bench_check.flatten_outputs(model(*inputs))):
            result.copy_(value)


def writes_nothing(inputs, results):
    pass


def writes_half(inputs, results):
    with torch.no_grad():
        for result, value in zip(results, bench_check.flatten_outputs(model(*inputs))):
            half = value.numel() // 2
            result.view(-1)[:half] = value.reshape(-1)[:half]


# What eager last returned, as a hook sees it: a candidate that returns it
# does no work of its own.
cache = {}
model.register_forward_hook(lambda module, args, output: cache.update(last=output))


def copies_eager_cache(inputs, results):
    for result, value in zip(results, cache["last"]):
        result.copy_(value)


def returns_eager_tensors(inputs, results):
    return list(cache["last"])


def off_by_a_thousandth(inputs, results):
    eager_into(inputs, results)
    results[0].mul_(1.001)


def tiny_output_scaled(inputs, results):
    eager_into(inputs, results)
    results[1].mul_(1.05)


# The plan this candidate claims: contracts with a tolerance of 0.1.
loose = ('contract = #plan.contract<inputs = [...], rtol = 1.000000e-01, '
         'atol = 1.000000e-01, precision = tf32>')

assert verdict("honest", outputs_problem, model, eager_into)
assert not verdict("writes nothing", outputs_problem, model, writes_nothing)
assert not verdict("writes half", outputs_problem, model, writes_half)
assert not verdict("eager's cached result", outputs_problem, model, copies_eager_cache)
assert not verdict("eager's own tensors", outputs_problem, model, returns_eager_tensors)
assert not verdict("loose contract", outputs_problem, model, off_by_a_thousandth, loose)
print("the loose contract's own tolerance, reported only:", bench.contract_tolerance(loose))
assert not verdict("tiny output 5% off", outputs_problem, model, tiny_output_scaled)

# Updated state and inputs.
norm_model, _ = state_problem.instantiate(device, seed=0)
norm = norm_model.norm


def norm_eager(inputs, results):
    with torch.no_grad():
        results[0].copy_(norm_model(*inputs))


def norm_skips_state(inputs, results):
    results[0].copy_(F.batch_norm(inputs[0], None, None, norm.weight, norm.bias,
                                  training=True, eps=norm.eps))


def norm_wrong_momentum(inputs, results):
    norm_eager(inputs, results)
    with torch.no_grad():
        norm.running_var.mul_(0.5)


def norm_mutates_input(inputs, results):
    norm_eager(inputs, results)
    inputs[0].mul_(2.0)


assert verdict("batch norm, honest", state_problem, norm_model, norm_eager)
assert not verdict("batch norm, state left alone", state_problem, norm_model, norm_skips_state)
assert not verdict("batch norm, state wrong", state_problem, norm_model, norm_wrong_momentum)
assert not verdict("batch norm, input changed", state_problem, norm_model, norm_mutates_input)
# The check leaves the model's state as it found it.
assert torch.equal(norm.running_mean.cpu(), torch.zeros(32)) and int(norm.num_batches_tracked) == 0
print("state after the checks: as before them")

# The tolerance is KernelBench's, by dtype.
print("tolerances:", [bench_check.tolerance_of(d) for d in
                      (torch.float32, torch.float64, torch.float16, torch.bfloat16,
                       torch.int64, torch.bool)])

# The free blocks a CUDA snapshot lists, which are filled before a call.
snapshot = [
    {"device": 0, "address": 4096, "blocks": [
        {"address": 4096, "size": 512, "state": "active_allocated"},
        {"address": 4608, "size": 1024, "state": "inactive"},
        {"address": 5632, "size": 512, "state": "active_awaiting_free"}]},
    {"device": 1, "address": 65536, "blocks": [
        {"address": 65536, "size": 2048, "state": "inactive"}]},
    {"device": 0, "address": 131072, "blocks": [
        {"address": 131072, "size": 4096, "state": "inactive"}]},
]
print("free blocks on device 0:", bench_check.free_blocks(snapshot, 0))
# An expandable segment's free blocks may be unmapped: not listed, and
# counted as memory the bench cannot fill.
snapshot.append({"device": 0, "address": 1 << 20, "is_expandable": True, "blocks": [
    {"address": 1 << 20, "size": 2 << 20, "state": "inactive"}]})
print("with an expandable segment:", bench_check.free_blocks(snapshot, 0),
      bench_check.unpoisoned_segments(snapshot, 0), "unfillable")
