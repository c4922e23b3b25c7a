"""hiera.compile: a PyTorch module planned, searched, lowered and loaded.

The module is exported from shapes alone (hiera.export), planned by
`hiera-opt --hiera-plan` (with a policy, the search measures candidates on
the GPU in worker processes), then lowered and JIT-compiled in this process
through libhiera_jit. The callable it returns takes and returns torch CUDA
tensors without copies: inputs are read where they are, outputs are
allocated by PyTorch, and the work is queued on PyTorch's current stream of
the current device, so that it orders with PyTorch's own work like any op.
"""

from __future__ import annotations

import ctypes
import functools
import importlib.machinery
import importlib.util
import json
import os
import re
import statistics
import subprocess
import tempfile
import time
import warnings
from typing import Any, Sequence

import torch

from . import _paths
from .export import (ExportError, Exported, check_input_types, export_graph, export_program,
                     state_tensors, tensor_arguments, unflatten_outputs)
from .partition import compile_parts


class CompileError(RuntimeError):
    """What HIERA cannot take, and why."""


# --hiera-generate's remark for a catalogue kernel that does not fit a task.
_LEFT_OUT = re.compile(r"remark: hiera-generate: (\S+) left out: (.*)$")


# The built-in targets, by the name the driver gives the device and its
# count of multiprocessors: an H100 PCIe or NVL has other peaks and
# bandwidth than the SXM part the h100 target describes.
_BUILTIN_TARGETS = (("NVIDIA H200", 132, "h200"), ("NVIDIA H100 80GB HBM3", 132, "h100"),
                    ("NVIDIA A100-SXM4-80GB", 108, "a100"))


def resolve_target(target: str) -> str:
    """`target` as hiera-opt takes it. "auto" is the built-in target of the
    GPU PyTorch sees, whose bandwidth and peaks the roofline attributes
    against; where none is visible (planning only), h200. Raises
    CompileError for a GPU no built-in target describes."""
    if target != "auto":
        return target
    if not torch.cuda.is_available():
        return "h200"
    properties = torch.cuda.get_device_properties(torch.cuda.current_device())
    for name, multiprocessors, builtin in _BUILTIN_TARGETS:
        if properties.name.startswith(name) and \
                properties.multi_processor_count == multiprocessors:
            return builtin
    raise CompileError(
        f"no built-in target describes the {properties.name} "
        f"({properties.multi_processor_count} multiprocessors): pass target= a JSON "
        "file that python/hiera/measure_target.py writes on it, or a built-in name")


# hiera-normalize's convolution-layout values, the default first.
CONVOLUTION_LAYOUTS = ("as-written", "channels-last")


def plan_text(text: str, *, target: str = "h200", policy: str | None = None,
              budget: int = 18, rounds: int = 3, profile: str = "gpu",
              db: str | None = None, allow: Sequence[str] = (),
              report: str | None = None, name: str = "module",
              left_out: list[str] | None = None,
              convolution_layout: str = "as-written") -> str:
    """Runs hiera-opt --hiera-plan on `text` and returns the planned module;
    with `policy`, the refinement loop searches under `budget` trials per
    task. `report` (a .json, .md or .html path) gets the search's report;
    `left_out` gets why catalogue kernels did not fit, once per reason;
    `convolution_layout` is hiera-normalize's convolution-layout."""
    options = [f"target={target}"]
    if allow:
        options.append("allow=" + ",".join(allow))
    if convolution_layout != "as-written":
        options.append(f"convolution-layout={convolution_layout}")
    if policy:
        options += [f"policy={policy}", f"budget={budget}", f"rounds={rounds}",
                    f"profile={profile}"]
        if db:
            options.append(f"db={db}")
    command = [_paths.tool("hiera-opt"), f"--hiera-plan={' '.join(options)}"]
    if report:
        command.append(f"--hiera-report=path={report}")
    with tempfile.TemporaryDirectory(prefix="hiera-") as folder:
        source = os.path.join(folder, f"{name}.mlir")
        with open(source, "w") as file:
            file.write(text)
        done = subprocess.run(command + [source], capture_output=True, text=True)
    if left_out is not None:
        reasons: dict[str, list[str]] = {}
        for line in done.stderr.splitlines():
            if match := _LEFT_OUT.search(line):
                kernels = reasons.setdefault(match.group(2).strip(), [])
                if match.group(1) not in kernels:
                    kernels.append(match.group(1))
        left_out += [f"{', '.join(kernels)}: {reason}" for reason, kernels in reasons.items()]
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if "error:" in line]
        raise CompileError("hiera-opt could not plan the module: " +
                           ("; ".join(errors[:3]) or done.stderr.strip()[-2000:]))
    return done.stdout


def _extension(name: str, path: str):
    """The CPython extension module at `path`, imported as `name`."""
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    if spec is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


class _Jit:
    """libhiera_jit and libhiera_runtime, loaded once per process."""

    _instance = None

    def __init__(self):
        try:
            # The runtime first and global: the JIT's module resolves it by
            # name.
            self.runtime = ctypes.CDLL(_paths.library("libhiera_runtime.so"),
                                       mode=ctypes.RTLD_GLOBAL)
            self.jit = ctypes.CDLL(_paths.library("libhiera_jit.so"))
            self.launch = _extension("hiera._launch", _paths.library("_launch.abi3.so"))
        except (OSError, ImportError) as error:
            raise CompileError(f"cannot load HIERA's libraries ({error}): build "
                               "them (scripts/build.sh) or set HIERA_LIB") from error
        self.jit.hiera_jit_load.restype = ctypes.c_void_p
        self.jit.hiera_jit_load.argtypes = [
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_char_p,
            ctypes.c_char_p, ctypes.c_size_t]
        self.jit.hiera_jit_lookup.restype = ctypes.c_void_p
        self.jit.hiera_jit_lookup.argtypes = [
            ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
        self.jit.hiera_jit_unload.argtypes = [ctypes.c_void_p]
        # What hiera._launch calls.
        self.run_address = ctypes.cast(self.jit.hiera_jit_run, ctypes.c_void_p).value
        self.runtime.hiera_rt_error.restype = ctypes.c_char_p
        self.runtime.mgpuSetDefaultDevice.argtypes = [ctypes.c_int32]

    @classmethod
    def get(cls) -> "_Jit":
        if cls._instance is None:
            cls._instance = cls()
        return cls._instance


@functools.lru_cache(maxsize=None)
def _descriptor_type(rank: int) -> type:
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank),
                   ("strides", ctypes.c_int64 * rank)]
    return type(f"Memref{rank}D", (ctypes.Structure,), {"_fields_": fields})


class _CallFrame:
    """An entry point's arguments as its C interface takes them: a memref
    descriptor per tensor, dense and row-major, built once, since the
    module's shapes are fixed; a call only sets their pointers
    (hiera._launch does). (Building them on every call cost more host time
    than the launch.)"""

    def __init__(self, shapes: Sequence[Sequence[int]]):
        self.descriptors = []
        for shape in shapes:
            descriptor = _descriptor_type(len(shape))()
            descriptor.offset = 0
            if shape:
                descriptor.sizes[:] = list(shape)
                descriptor.strides[:] = _dense_strides(shape)
            self.descriptors.append(descriptor)
        self.descriptor_addresses = tuple(ctypes.addressof(d) for d in self.descriptors)
        pointers = [ctypes.c_void_p(address) for address in self.descriptor_addresses]
        # Kept alive with the array that points to them.
        self._pointers = pointers
        self.args = (ctypes.c_void_p * len(pointers))(
            *[ctypes.addressof(p) for p in pointers])
        self.error = ctypes.create_string_buffer(8192)


def _dense_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides, stride = [], 1
    for extent in reversed(shape):
        strides.append(stride)
        stride *= extent
    return tuple(reversed(strides))


def _result_allocator(device: torch.device):
    """What allocates a call's results on `device`, the current device:
    the allocation torch.compile's generated code makes, which skips
    torch.empty's argument parsing (several microseconds a tensor), where
    this PyTorch has it."""
    fast = getattr(torch._C._dynamo.guards, "_empty_strided_cuda", None)
    if fast is not None:
        return fast
    return functools.partial(torch.empty_strided, device=device)


class _GraphReplay:
    """A call's work captured once in a CUDA graph and replayed: one launch
    on the host for the whole call instead of one for each kernel,
    allocation and library call, which for a module of many small tasks
    is where a call's time goes. The first call runs as usual: it makes
    the libraries' plans and workspaces and loads the kernels, none of
    which a capture may do. The second is captured, reading private copies
    of the inputs (a later call copies its inputs into them: the graph
    reads fixed addresses) and the state tensors where they are; a call
    whose state tensors have moved captures again. The state tensors the
    module updates are written within the graph. The results live in
    the graph's own memory, which the next replay overwrites: a call
    returns copies. Where capture fails, the module runs without a graph
    from then on."""

    def __init__(self, start, state_count: int, clear_error):
        self.start = start
        self.state_count = state_count
        self.clear_error = clear_error
        self.calls = 0
        self.graph = None
        # Why capture failed, if it did; how many calls replayed the graph.
        self.failure = None
        self.replays = 0

    def __call__(self, tensors: list) -> list:
        state = tensors[:self.state_count]
        if self.graph is not None and all(
                t.data_ptr() == p for t, p in zip(state, self.state_pointers)):
            for private, tensor in zip(self.inputs, tensors[self.state_count:]):
                private.copy_(tensor)
            self.graph.replay()
            self.replays += 1
            return [result.clone() for result in self.results]
        self.calls += 1
        if self.failure or self.calls < 2:
            return self.start(tensors)
        return self._capture(state, tensors[self.state_count:])

    def _capture(self, state: list, inputs: list) -> list:
        private = [tensor.clone() for tensor in inputs]
        graph = torch.cuda.CUDAGraph()
        try:
            with torch.cuda.graph(graph):
                results = self.start(state + private)
        except RuntimeError as error:
            # The runtime's error is sticky: cleared, so that the calls
            # without a graph run.
            self.clear_error()
            self.failure, self.graph = str(error), None
            warnings.warn(f"HIERA runs without a CUDA graph: {error}")
            return self.start(state + inputs)
        self.graph, self.inputs, self.results = graph, private, results
        self.state_pointers = [tensor.data_ptr() for tensor in state]
        graph.replay()
        return [result.clone() for result in results]


# A graph is kept only where its call is this much faster: two timings
# within a few percent say nothing about which way is faster.
_GRAPH_GAIN = 0.97


def _median_call_seconds(call, inputs, synchronize, clock=time.perf_counter,
                         budget_s: float = 0.3, least: int = 3,
                         most: int = 25) -> float:
    """The median time of `call(inputs)` from the host's start to the GPU's
    end: what a call costs whoever waits for its result. Three calls first,
    untimed: a module's first call makes the libraries' plans and loads the
    kernels, and a graphed module's second is its capture."""
    for _ in range(3):
        call(inputs)
    synchronize()
    times: list[float] = []
    while len(times) < most and (len(times) < least or sum(times) < budget_s):
        started = clock()
        call(inputs)
        synchronize()
        times.append(clock() - started)
    return statistics.median(times)


def _choose_call(prepare, inputs, updated_state: list, synchronize,
                 clock=time.perf_counter):
    """cuda_graphs="auto": the module's call prepared both ways
    (`prepare(graphs)`), each timed on `inputs`, and the faster kept. A
    graph wins where the host's launches are the call's time, and loses
    where copying the inputs into its buffers costs more than the launches
    it saves. The state the module updates (batch norm's running
    statistics) is put back as it was: timing is not a call of the user's.
    `clock` reads seconds. Returns the call and what was measured."""
    saved = [tensor.clone() for tensor in updated_state]
    try:
        plain = prepare(False)
        plain_s = _median_call_seconds(plain, inputs, synchronize, clock)
        graphed, graphs_s, failure = None, None, None
        try:
            graphed = prepare(True)
            graphs_s = _median_call_seconds(graphed, inputs, synchronize, clock)
            failure = graphed.graph.failure
        except torch.cuda.OutOfMemoryError as error:
            graphed, failure = None, f"out of memory: {error}"
    finally:
        with torch.no_grad():
            for tensor, value in zip(updated_state, saved):
                tensor.copy_(value)
    chosen = failure is None and graphs_s < _GRAPH_GAIN * plain_s
    choice = {"graphs": chosen, "plain_us": round(plain_s * 1e6, 1),
              "graphs_us": None if graphs_s is None else round(graphs_s * 1e6, 1)}
    if failure:
        choice["failure"] = failure
    return (graphed if chosen else plain), choice


def _output_builder(exported: Exported):
    """What makes the module's output of its result tensors: a tensor and a
    tuple of tensors, the usual outputs, without a pytree walk per call."""
    spec = exported.out_spec
    if spec.is_leaf():
        return lambda results: results[0]
    if spec.type is tuple and all(child.is_leaf() for child in spec.children()):
        return tuple
    return functools.partial(unflatten_outputs, exported)


class CompiledModule:
    """A module as HIERA compiled it; call it like the module."""

    def __init__(self, module: torch.nn.Module, exported: Exported,
                 planned: str, plan_seconds: float, report: dict | None,
                 left_out: list[str], cuda_graphs: bool | str = False):
        self.module = module
        # True, False or "auto" (decided by choose_cuda_graphs).
        self.cuda_graphs = cuda_graphs
        # What "auto" measured: {"graphs", "plain_us", "graphs_us"[, "failure"]}.
        self.graph_choice = None
        self._graph = None  # the _GraphReplay of the call in use, if it replays
        self.exported = exported
        self.planned = planned
        self.plan_seconds = plan_seconds
        self.report = report
        # Why catalogue kernels did not fit: "kernels: reason".
        self.left_out = left_out
        self.fallback_reason = None
        self._jit = _Jit.get()
        self._state = None
        self._handle = None
        self._entry = None
        self._device = None
        # Set at the first call, once loaded (_prepare_call), or by
        # choose_cuda_graphs.
        self._call = None
        self._rebuild = _output_builder(exported)

    def _load(self, device: torch.device):
        jit, error = self._jit, ctypes.create_string_buffer(8192)
        # The runtime's context is the device's primary context: PyTorch's.
        jit.runtime.mgpuSetDefaultDevice(device.index or 0)
        source = self.planned.encode()
        handle = jit.jit.hiera_jit_load(source, len(source), b"planned", b"",
                                        error, len(error))
        if not handle:
            raise CompileError("cannot load the planned module: " +
                               error.value.decode(errors="replace"))
        entry = jit.jit.hiera_jit_lookup(handle, self.exported.func_name.encode(),
                                         error, len(error))
        if not entry:
            jit.jit.hiera_jit_unload(handle)
            raise CompileError("cannot load the planned module: " +
                               error.value.decode(errors="replace"))
        jit.runtime.hiera_rt_defer_stream_sync(1)
        self._handle, self._entry, self._device = handle, entry, device

    def _state_tensors(self) -> list[torch.Tensor]:
        if self._state is None:
            self._state = state_tensors(self.module, self.exported.state_names)
        return self._state

    def _device_of(self, arguments: list, tensors: list) -> torch.device:
        """The one CUDA device of a call's tensors, the inputs checked
        against the module's types; raises naming what is wrong."""
        check_input_types(arguments, self.exported)
        index = tensors[0].get_device() if tensors else torch.cuda.current_device()
        if index < 0:
            raise ValueError(f"HIERA runs on CUDA tensors, got {tensors[0].device}")
        for tensor in tensors:
            if tensor.get_device() != index:
                raise ValueError("all tensors must be on one device: "
                                 f"{tensor.device} and {tensors[0].device}")
        device = torch.device("cuda", index)
        if self._device is not None and self._device != device:
            raise ValueError(f"HIERA loaded this module on {self._device}, "
                             f"not {device}")
        return device

    def __call__(self, *inputs):
        call = self._call
        if call is None:
            self._load_for(inputs)
            call = self._use(self._prepare_call(self.cuda_graphs is True))
        return call(inputs)

    def load_where(self, example_inputs: Sequence[Any]) -> None:
        """Lowers and loads the module now where the example inputs say which
        GPU, so that a module that does not lower fails here, not at its
        first call; with cuda_graphs="auto" and every input on that GPU,
        chooses whether to replay a graph."""
        tensors = [t for t in example_inputs if isinstance(t, torch.Tensor)]
        devices = {t.device for t in tensors if t.device.type == "cuda"}
        if len(devices) != 1:
            return
        self._load(devices.pop())
        if self.cuda_graphs == "auto" and all(t.is_cuda for t in tensors):
            self.choose_cuda_graphs(example_inputs)

    def _load_for(self, inputs: Sequence[Any]) -> None:
        """Checks `inputs` against the module's types and loads the module
        on their GPU, if it is not loaded yet."""
        exported = self.exported
        arguments = tensor_arguments(inputs, exported.tensor_inputs,
                                     exported.constant_inputs)
        device = self._device_of(arguments, self._state_tensors() + arguments)
        if self._handle is None:
            self._load(device)

    def _use(self, call):
        self._call, self._graph = call, call.graph
        return call

    def choose_cuda_graphs(self, inputs: Sequence[Any]) -> dict:
        """For cuda_graphs="auto": times the module's call on `inputs`
        (CUDA tensors shaped as the example inputs; loaded there if it is
        not yet) with and without CUDA graph replay and keeps the faster;
        the state tensors the module updates are restored. Returns what was
        measured (also `graph_choice`)."""
        self._load_for(inputs)
        exported = self.exported
        names = dict(zip(exported.state_names, self._state_tensors()))
        updated = [names[name] for name in exported.mutations]
        with torch.no_grad():
            call, choice = _choose_call(self._prepare_call, list(inputs), updated,
                                        torch.cuda.synchronize)
        self._use(call)
        self.graph_choice = choice
        return choice

    def _prepare_call(self, graphs: bool):
        """A call of the loaded module, as a closure over what every call
        reuses; with `graphs`, one that replays a CUDA graph. Every host
        microsecond before the launch is one the GPU may wait for: a call
        checks its inputs in the cheapest form, and where one is wrong,
        _device_of says what."""
        exported = self.exported
        positions, types = exported.tensor_inputs, exported.input_types
        constants = list(exported.constant_inputs.items())
        count = len(positions) + len(constants)
        state = self._state_tensors()
        device = self._device
        index = device.index
        # Kept with the call: the launch holds its addresses only.
        frame = _CallFrame(
            [tuple(t.shape) for t in state] + [shape for shape, _ in types] +
            [shape for shape, _ in exported.result_types])
        layouts = [(shape, _dense_strides(shape), dtype)
                   for shape, dtype in exported.result_types]
        jit = self._jit
        # hiera._launch.run with all but the tensors and the stream bound:
        # it binds the tensors into the frame and runs the entry point.
        launch = functools.partial(
            jit.launch.run, jit.run_address, self._entry, ctypes.addressof(frame.args),
            frame.descriptor_addresses, ctypes.addressof(frame.error), len(frame.error))
        rebuild, error = self._rebuild, frame.error
        mutated = len(exported.mutations)
        allocate = _result_allocator(device)
        current_device, Tensor = torch._C._cuda_getDevice, torch.Tensor
        # The raw stream, as torch.compile's own generated code reads it:
        # torch.cuda.current_stream() costs more host time than a launch.
        # 0, PyTorch's default stream, is CUDA's default stream too.
        raw_stream = torch._C._cuda_getCurrentRawStream

        # The state tensors the module updates (batch norm's running
        # statistics in training), written in one multi-tensor copy: one
        # copy each cost the host more than the launch for a network's
        # dozens of them.
        names = dict(zip(exported.state_names, state))
        updated = [names[name] for name in exported.mutations]
        copy_all = torch._foreach_copy_

        def start(tensors):
            results = [allocate(shape, strides, dtype) for shape, strides, dtype in layouts]
            if launch(tensors + results, raw_stream(index)):
                raise RuntimeError("HIERA: " + error.value.decode(errors="replace"))
            if mutated:
                with torch.no_grad():
                    copy_all(updated, results[:mutated])
            return results[mutated:]

        graph = None
        if graphs:
            start = graph = _GraphReplay(start, len(state),
                                         jit.runtime.hiera_rt_clear_error)

        def call(inputs):
            if len(inputs) != count or (constants and
                                        any(inputs[i] != v for i, v in constants)):
                tensor_arguments(inputs, positions, exported.constant_inputs)
            arguments = [inputs[i] for i in positions]
            tensors = state + arguments
            for tensor, (shape, dtype) in zip(arguments, types):
                if (not isinstance(tensor, Tensor) or tensor.shape != shape
                        or tensor.dtype != dtype or tensor.get_device() != index):
                    self._reject(arguments, tensors)
            for tensor in state:
                if tensor.get_device() != index:
                    self._reject(arguments, tensors)
            # Dense row-major buffers, as the entry points take them (no
            # copy when they are already).
            tensors = [t if t.is_contiguous() else t.contiguous() for t in tensors]
            if current_device() == index:
                results = start(tensors)
            else:
                # The results are allocated on the current device.
                with torch.cuda.device(device):
                    results = start(tensors)
            return rebuild(results)

        call.frame, call.graph, call.launch = frame, graph, launch
        return call

    def _reject(self, arguments: list, tensors: list) -> None:
        """Raises, saying why, for a call whose inputs failed a check."""
        self._device_of(arguments, tensors)
        raise ValueError(f"HIERA was compiled for inputs {self.exported.input_types} "
                         f"on {self._device}")

    def __del__(self):
        if getattr(self, "_handle", None):
            self._jit.jit.hiera_jit_unload(self._handle)


class _Fallback:
    """PyTorch itself, where HIERA could not take the module."""

    def __init__(self, module, reason: str):
        self.module = module
        self.fallback_reason = reason
        self.plan_seconds = 0.0
        self.report = None
        self.left_out = []

    def __call__(self, *inputs):
        return self.module(*inputs)


def compile(module: torch.nn.Module, example_inputs: Sequence[Any], *,
            target: str = "auto", policy: str | None = "expert",
            budget: int = 18, rounds: int = 3, profile: str = "gpu",
            db: str | None = None, allow: Sequence[str] = (),
            report: str | None = None, fallback: bool = False,
            cuda_graphs: bool | str = "auto",
            convolution_layout: str = "as-written"):
    """Compiles `module` for inputs shaped like `example_inputs`.

    `policy` (expert, llm, replay; None to plan without measuring) searches
    each task under `budget` trials, measured as `profile` says, keeping
    measurements in the tuning database `db`. What HIERA cannot take raises
    CompileError naming the op and the reason. With `fallback=True`,
    PyTorch runs those ops and HIERA the parts between them (see
    hiera.partition), or, where the module cannot be split so, all of it;
    a warning says so, and the result's `fallback_reason` says why.
    `target` is a built-in target (h200, h100, a100), a JSON description, or
    "auto": the GPU PyTorch sees (see resolve_target). With
    `cuda_graphs=True` a call replays the module's work captured in a CUDA
    graph from its second call on (one host launch instead of one per
    task), its inputs and results copied in and out of the graph's memory.
    With "auto" (the default), the call is timed both ways on the example
    inputs, where they are CUDA tensors, and the faster kept (`graph_choice`
    says what was measured); otherwise it runs without graphs. With
    `convolution_layout="channels-last"`, 2-D convolutions on the tensor
    cores whose results other ops read compute channels-last, the
    permutations folded into the ops around them (hiera-normalize's
    convolution-layout)."""
    if cuda_graphs not in (True, False, "auto"):
        raise ValueError(f"cuda_graphs is True, False or \"auto\", not {cuda_graphs!r}")
    if convolution_layout not in CONVOLUTION_LAYOUTS:
        raise ValueError(f"convolution_layout is one of {', '.join(CONVOLUTION_LAYOUTS)}, "
                         f"not {convolution_layout!r}")
    target = resolve_target(target)
    try:
        exported = export_program(module, example_inputs)
        return _compile_exported(module, exported, example_inputs, target=target,
                                 policy=policy, budget=budget, rounds=rounds,
                                 profile=profile, db=db, allow=allow, report=report,
                                 cuda_graphs=cuda_graphs,
                                 convolution_layout=convolution_layout)
    except (ExportError, CompileError) as error:
        if not fallback:
            raise CompileError(str(error)) from error
        if isinstance(error, ExportError) and error.op:
            def compile_part(part, inputs):
                return _compile_exported(part, export_graph(part), inputs,
                                         target=target, policy=policy, budget=budget,
                                         rounds=rounds, profile=profile, db=db,
                                         allow=allow, report=None,
                                         cuda_graphs=cuda_graphs,
                                         convolution_layout=convolution_layout)
            try:
                return compile_parts(module, example_inputs, error, compile_part)
            except (ExportError, CompileError) as parts_error:
                error = parts_error
        warnings.warn(f"HIERA runs this module in PyTorch: {error}")
        return _Fallback(module, str(error))


def _compile_exported(module, exported: Exported, example_inputs, *, target, policy,
                      budget, rounds, profile, db, allow, report,
                      cuda_graphs: bool | str, convolution_layout: str) -> CompiledModule:
    """Plans (and searches), lowers and loads an exported module."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="hiera-report-") as folder:
        report_path = report or os.path.join(folder, "report.json")
        left_out: list[str] = []
        planned = plan_text(exported.text, target=target, policy=policy,
                            budget=budget, rounds=rounds, profile=profile,
                            db=db, allow=allow, report=report_path,
                            name=type(module).__name__, left_out=left_out,
                            convolution_layout=convolution_layout)
        summary = None
        if report_path.endswith(".json") and os.path.exists(report_path):
            with open(report_path) as file:
                summary = json.load(file)
    compiled = CompiledModule(module, exported, planned,
                              time.perf_counter() - started, summary, left_out,
                              cuda_graphs)
    compiled.load_where(example_inputs)
    return compiled
