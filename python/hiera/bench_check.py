"""The bench's correctness check: a candidate against PyTorch eager, by
KernelBench's rule, on fresh inputs, with nothing left where a candidate
that skips its work could find eager's answer.

The rule is the bench's own, never the candidate's: each floating output
must pass `torch.allclose(out, ref, atol=tol, rtol=tol)` with KernelBench's
tolerance for its dtype (1e-4 for f32 and f64, 1e-2 for f16 and bf16);
integer and boolean outputs must be equal. Where an output's values lie
far below `tol` (their root mean square under it), allclose alone would
pass an output off by far more than `tol` of itself, so its relative error
`||out - ref|| / ||ref||` must also be within `tol`.

What a candidate could get away with, and what stops it:
- writing nothing, or part of its output, into memory that still holds
  eager's answer: eager's outputs stay alive until the candidate has run,
  the two take turns going first, and what the candidate allocates is
  poisoned first (on CUDA the caching allocator's free blocks are filled
  with NaN bytes; on CPU PyTorch fills new tensors with NaN);
- returning a result cached from an earlier call, or eager's own tensor:
  every trial draws fresh inputs, and no output may share memory with
  eager's;
- leaving state alone: the model's parameters and buffers after the call
  (batch norm's running statistics) are compared with eager's, by the same
  rule, and inputs must be as they were unless eager changes them too.

Where an output differs from eager's by more than the rule allows, the
reason also says how far each of the two lies from the model run in f64
on the same inputs: eager is itself approximate (its convolutions run in
TF32 by PyTorch's default), and the reader should see which of two results
that disagree is the closer to exact. The verdict stays the rule's.
"""

from __future__ import annotations

import contextlib
import copy
import ctypes
import dataclasses
import math

import torch

CHECK_TRIALS = 5
# Elements compared at a time, so that a check of a 4 GB output does not
# need an f64 copy of it.
CHUNK = 1 << 24
# Elements of each output kept to see that it changes with the inputs.
FINGERPRINT = 1 << 16
# How a reason says that a result is finite but outside the rule's bound.
OUTSIDE_THE_RULE = "differs from eager's by up to"


def tolerance_of(dtype: torch.dtype) -> float | None:
    """KernelBench's tolerance for outputs of `dtype` (atol and rtol alike):
    1e-2 for floats of 16 bits or fewer, 1e-4 for wider ones; None where
    outputs must be equal (integers, booleans)."""
    if not (dtype.is_floating_point or dtype.is_complex):
        return None
    bits = torch.finfo(dtype).bits
    return 1e-2 if bits <= 16 else 1e-4


def _flat_chunks(out: torch.Tensor, ref: torch.Tensor):
    """`out` and `ref` as f64 (complex128) pieces of CHUNK elements."""
    wide = torch.complex128 if ref.is_complex() else torch.float64
    o, r = out.reshape(-1), ref.reshape(-1)
    for start in range(0, r.numel(), CHUNK):
        yield o[start:start + CHUNK].to(wide), r[start:start + CHUNK].to(wide)


@dataclasses.dataclass
class _Difference:
    """What comparing one output with eager's found."""
    outside: int = 0        # elements outside allclose's bound
    largest: float = 0.0    # the largest |out - ref|
    unfinite: int = 0       # elements not finite where eager's are
    squared_ref: float = 0.0
    squared_error: float = 0.0
    finite_ref: int = 0


def _difference(out: torch.Tensor, ref: torch.Tensor, tol: float) -> _Difference:
    found = _Difference()
    for o, r in _flat_chunks(out, ref):
        finite = torch.isfinite(r)
        found.unfinite += int((finite & ~torch.isfinite(o)).sum())
        close = torch.isclose(o, r, rtol=tol, atol=tol, equal_nan=True)
        found.outside += int((~close).sum())
        if finite.any():
            error = (o - r)[finite & torch.isfinite(o)].abs()
            if error.numel():
                found.largest = max(found.largest, float(error.max()))
            found.squared_error += float(error.square().sum())
            found.squared_ref += float(r[finite].abs().square().sum())
            found.finite_ref += int(finite.sum())
    return found


def compare_tensor(out: torch.Tensor, ref: torch.Tensor, what: str) -> str:
    """"" where `out` matches eager's `ref` by KernelBench's rule, else why
    not; `what` names the tensor ("output 0", "buffer norm.running_mean")."""
    if out.shape != ref.shape or out.dtype != ref.dtype:
        return (f"{what} is {out.dtype} {tuple(out.shape)}, eager's is "
                f"{ref.dtype} {tuple(ref.shape)}")
    tol = tolerance_of(ref.dtype)
    if tol is None:
        unequal = int((out != ref).sum())
        return (f"{what} differs from eager's in {unequal} of {ref.numel()} elements "
                f"({ref.dtype} must be equal)") if unequal else ""
    found = _difference(out, ref, tol)
    if found.unfinite:
        return (f"{what} has NaN or infinity in {found.unfinite} elements where "
                "eager's has none")
    if found.outside:
        return (f"{what} {OUTSIDE_THE_RULE} {found.largest:.3g} in "
                f"{found.outside} of {ref.numel()} elements (KernelBench's rule: "
                f"allclose with atol = rtol = {tol:g} for {ref.dtype})")
    if found.finite_ref:
        rms = math.sqrt(found.squared_ref / found.finite_ref)
        if 0 < rms < tol:
            relative = math.sqrt(found.squared_error / found.squared_ref)
            if relative > tol:
                return (f"{what} is off by {relative:.3g} of its norm: its values "
                        f"(RMS {rms:.3g}) lie below atol {tol:g}, so its relative "
                        f"error must be within {tol:g} too")
    if out.numel() > 1 and _constant(out) and not _constant(ref):
        return f"{what} is constant where eager's is not"
    return ""


def _constant(tensor: torch.Tensor) -> bool:
    flat = tensor.reshape(-1)
    return bool((flat == flat[0]).all())


def compare(out: list[torch.Tensor], ref: list[torch.Tensor]) -> str:
    """"" where a candidate's outputs match eager's, else why not."""
    if len(out) != len(ref):
        return f"{len(out)} outputs, eager has {len(ref)}"
    for i, (o, r) in enumerate(zip(out, ref)):
        why = compare_tensor(o, r, f"output {i}")
        if why:
            return why
    return ""


def _memory_range(tensor: torch.Tensor) -> tuple[int, int]:
    storage = tensor.untyped_storage()
    return storage.data_ptr(), storage.data_ptr() + storage.nbytes()


def shared_memory(out: list[torch.Tensor], ref: list[torch.Tensor]) -> str:
    """"" where no output of the candidate shares memory with eager's, else
    which do: a candidate's output must be its own work."""
    for i, o in enumerate(out):
        start, end = _memory_range(o)
        for j, r in enumerate(ref):
            other_start, other_end = _memory_range(r)
            if o.device == r.device and start < other_end and other_start < end \
                    and end > start:
                return f"output {i} shares memory with eager's output {j}"
    return ""


def flatten_outputs(output) -> list[torch.Tensor]:
    if isinstance(output, torch.Tensor):
        return [output]
    if isinstance(output, (list, tuple)):
        return [t for item in output for t in flatten_outputs(item)]
    raise TypeError(f"the model returned {type(output).__name__}")


# Poisoning what a candidate allocates.

def free_blocks(segments: list[dict], device_index: int) -> list[tuple[int, int]]:
    """(address, bytes) of every free block PyTorch's CUDA caching allocator
    holds on `device_index` in memory it has mapped, from
    torch.cuda.memory_snapshot(). An expandable segment
    (expandable_segments:True) may leave its free blocks unmapped, so its
    blocks are not listed: see unpoisoned_segments."""
    return [(block["address"], block["size"])
            for segment in segments
            if segment.get("device", device_index) == device_index
            and not segment.get("is_expandable", False)
            for block in segment.get("blocks", []) if block.get("state") == "inactive"]


def unpoisoned_segments(segments: list[dict], device_index: int) -> int:
    """How many of the allocator's segments on `device_index` hold free
    blocks that cannot be filled (expandable segments)."""
    return sum(1 for segment in segments
               if segment.get("device", device_index) == device_index
               and segment.get("is_expandable", False)
               and any(block.get("state") == "inactive"
                       for block in segment.get("blocks", [])))


_DRIVER = None


def _driver():
    global _DRIVER
    if _DRIVER is None:
        driver = ctypes.CDLL("libcuda.so.1")
        driver.cuMemsetD8_v2.argtypes = [ctypes.c_uint64, ctypes.c_ubyte, ctypes.c_size_t]
        driver.cuMemsetD8_v2.restype = ctypes.c_int
        _DRIVER = driver
    return _DRIVER


def fill_free_cuda_blocks(device: torch.device) -> int:
    """Fills every free block of the caching allocator on `device` with 0xFF
    bytes (NaN in every floating type, -1 in every integer one), so that
    a tensor allocated from it holds nothing a kernel did not write.
    Returns the bytes filled; raises where the allocator keeps free memory
    it cannot fill (expandable segments), since the check would then not
    be the one it claims."""
    index = device.index if device.index is not None else torch.cuda.current_device()
    torch.cuda.synchronize(index)
    segments = torch.cuda.memory_snapshot(include_traces=False)
    if unpoisoned_segments(segments, index):
        raise RuntimeError("the CUDA allocator uses expandable segments, whose free "
                           "memory the bench cannot fill: unset expandable_segments "
                           "in PYTORCH_CUDA_ALLOC_CONF")
    blocks = free_blocks(segments, index)
    with torch.cuda.device(index):
        for address, size in blocks:
            status = _driver().cuMemsetD8_v2(address, 0xFF, size)
            if status != 0:
                raise RuntimeError(f"cuMemsetD8 of a free block failed: CUresult {status}")
        torch.cuda.synchronize(index)
    return sum(size for _, size in blocks)


@contextlib.contextmanager
def poisoned_allocations(device: torch.device):
    """Within: memory a call allocates holds NaN until written. On CUDA the
    allocator's free blocks are filled before the call (tensors are cut
    from them, or from memory fresh from the driver); on CPU, where freed
    memory goes back to the C library, PyTorch fills each new tensor."""
    if device.type == "cuda":
        fill_free_cuda_blocks(device)
        yield
        return
    deterministic = torch.are_deterministic_algorithms_enabled()
    warn_only = torch.is_deterministic_algorithms_warn_only_enabled()
    fill = torch.utils.deterministic.fill_uninitialized_memory
    torch.use_deterministic_algorithms(True, warn_only=True)
    torch.utils.deterministic.fill_uninitialized_memory = True
    try:
        yield
    finally:
        torch.use_deterministic_algorithms(deterministic, warn_only=warn_only)
        torch.utils.deterministic.fill_uninitialized_memory = fill


# One checked call, and the trials.

def _same_bits(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Whether `a` holds exactly what `b` does, NaN included."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    if torch.equal(a, b):
        return True
    if a.numel() == 0:
        return True
    return torch.equal(a.contiguous().reshape(-1).view(torch.uint8),
                       b.contiguous().reshape(-1).view(torch.uint8))


def model_state(model) -> dict[str, torch.Tensor]:
    """The tensors a call may update: the model's parameters and buffers."""
    if not isinstance(model, torch.nn.Module):
        return {}
    state = dict(model.named_parameters())
    state.update(model.named_buffers())
    return {name: tensor for name, tensor in state.items() if tensor is not None}


def _restore(state: dict[str, torch.Tensor], saved: dict[str, torch.Tensor]) -> None:
    with torch.no_grad():
        for name, tensor in state.items():
            tensor.copy_(saved[name])


@dataclasses.dataclass
class _Call:
    outputs: list[torch.Tensor]
    # What the call changed, after it: its own copies of the inputs (by
    # position) and the model's state tensors (by name).
    inputs: dict[int, torch.Tensor]
    state: dict[str, torch.Tensor]


def _synchronize(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def _checked_call(function, inputs: list, state: dict, initial: dict,
                  device: torch.device, poison: bool) -> _Call:
    """`function` on its own copy of `inputs`, from the model's initial
    state; poisoned allocations where `poison`."""
    _restore(state, initial)
    given = [t.clone() if isinstance(t, torch.Tensor) else t for t in inputs]
    with torch.no_grad(), (poisoned_allocations(device) if poison
                           else contextlib.nullcontext()):
        outputs = flatten_outputs(function(*given))
    _synchronize(device)
    changed_inputs = {i: t for i, (t, before) in enumerate(zip(given, inputs))
                      if isinstance(t, torch.Tensor) and not _same_bits(t, before)}
    changed_state = {name: t.detach().clone() for name, t in state.items()
                     if not _same_bits(t, initial[name])}
    return _Call(outputs, changed_inputs, changed_state)


def _compare_changes(candidate: dict, eager: dict, kind: str) -> str:
    """"" where the candidate changed what eager did, as eager did; `kind`
    names the tensors ("input", "buffer or parameter")."""
    for key in sorted(set(candidate) | set(eager), key=str):
        if key not in candidate:
            return f"{kind} {key}: eager updates it, the candidate leaves it as it was"
        if key not in eager:
            return f"{kind} {key}: the candidate changes it, eager does not"
        why = compare_tensor(candidate[key], eager[key], f"{kind} {key} after the call")
        if why:
            return why
    return ""


def _largest_error(out: torch.Tensor, exact: torch.Tensor) -> float:
    largest = 0.0
    for o, e in _flat_chunks(out, exact):
        error = (o - e).abs()
        largest = max(largest, float(error.max()) if error.numel() else 0.0)
    return largest


def against_f64(model, inputs: list, state: dict, initial: dict,
                out: list[torch.Tensor], ref: list[torch.Tensor]) -> str:
    """How far the candidate's outputs `out` and eager's `ref` each lie from
    `model` run in f64 on `inputs` from its initial state, as a clause for
    a reason; what stopped the f64 run where it did not run."""
    try:
        _restore(state, initial)
        exact_model = copy.deepcopy(model).double()
        exact_inputs = [t.double() if isinstance(t, torch.Tensor) and t.is_floating_point()
                        else t for t in inputs]
        with torch.no_grad():
            exact = flatten_outputs(exact_model(*exact_inputs))
    except Exception as error:  # noqa: BLE001 - a diagnostic, never the verdict
        return f"; the model did not run in f64 to say which is closer ({type(error).__name__})"
    finally:
        _restore(state, initial)
    pairs = [(o, r, e) for o, r, e in zip(out, ref, exact)
             if o.is_floating_point() and o.shape == e.shape]
    if not pairs:
        return ""
    ours = max(_largest_error(o, e) for o, _, e in pairs)
    theirs = max(_largest_error(r, e) for _, r, e in pairs)
    return (f"; against the model run in f64, the largest error is {ours:.3g} for the "
            f"candidate and {theirs:.3g} for eager")


def _fingerprint(tensors: list[torch.Tensor]) -> list[torch.Tensor]:
    """Evenly spaced elements of each tensor: enough to see it change."""
    prints = []
    for tensor in tensors:
        flat = tensor.reshape(-1)
        step = max(1, flat.numel() // FINGERPRINT)
        prints.append(flat[::step].clone())
    return prints


def check(problem, model, candidate, device: str | torch.device = "cuda",
          trials: int = CHECK_TRIALS) -> tuple[bool, str]:
    """`trials` trials of `candidate` against `model` (eager) on fresh
    inputs (seeds 1000, 1001, ...), eager first in even trials and the
    candidate first in odd ones, both from the model's state as it was:
    outputs, updated state and inputs by KernelBench's rule. Returns
    whether all passed, and why not."""
    device = torch.device(device)
    state = model_state(model)
    initial = {name: t.detach().clone() for name, t in state.items()}
    previous = None
    try:
        for trial in range(trials):
            inputs = problem.inputs(device, seed=1000 + trial)
            order = ("eager", "candidate") if trial % 2 == 0 else ("candidate", "eager")
            calls = {}
            for who in order:
                # Eager's outputs stay alive while the candidate runs.
                calls[who] = _checked_call(model if who == "eager" else candidate,
                                           inputs, state, initial, device,
                                           poison=who == "candidate")
            eager, ours = calls["eager"], calls["candidate"]
            why = compare(ours.outputs, eager.outputs)
            if OUTSIDE_THE_RULE in why:
                why += against_f64(model, inputs, state, initial,
                                   ours.outputs, eager.outputs)
            why = (why
                   or shared_memory(ours.outputs, eager.outputs)
                   or _compare_changes(ours.state, eager.state, "buffer or parameter")
                   or _compare_changes(ours.inputs, eager.inputs, "input"))
            if why:
                return False, f"trial {trial + 1} ({order[0]} first): {why}"
            prints = (_fingerprint(eager.outputs), _fingerprint(ours.outputs))
            if previous is not None:
                eager_changed = any(not torch.equal(a, b) for a, b in zip(prints[0], previous[0]))
                ours_changed = any(not torch.equal(a, b) for a, b in zip(prints[1], previous[1]))
                if eager_changed and not ours_changed:
                    return False, (f"trial {trial + 1}: outputs did not change with the "
                                   "inputs where eager's did")
            previous = prints
            del calls, eager, ours
    finally:
        _restore(state, initial)
    return True, ""
