"""PyTorch to linalg on tensors, through torch-mlir's FX importer.

`export(module, *inputs)` returns MLIR text that Debian's MLIR 22 (and so
hiera-opt) parses. It needs shapes and dtypes only: inputs and parameters
are traced as meta tensors, so a problem of several GB exports in seconds on
a machine with no GPU. Parameters and buffers become function arguments
(`params="arguments"`, the default), ahead of the inputs, in the order of
`named_parameters()` then `named_buffers()`; `params="constants"` bakes them
into the module as dense resources (their values are needed then).

A buffer the module updates in place (a batch norm's running statistics in
training mode) comes back as an extra result, ahead of the outputs, as
torch.export orders them; `Exported.mutations` says which. The module is
headed with the precision PyTorch itself would compute with
(`plan.framework_precision`), so that HIERA is held to the same math.
"""

from __future__ import annotations

import dataclasses
import os
import re
import sys
import threading
from typing import Any, Sequence

import torch
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.utils import _pytree as pytree

from .nans import propagate_nans
from .recurrences import (has_layers, import_with_layers, layers_as_plan_ops, split_layers,
                          whole_recurrences)
from .scans import ScanError, rewrite_scans


class ExportError(RuntimeError):
    """What could not be exported, naming the op where one is to blame:
    `op` is then its name as torch-mlir spells it without the `torch.`
    (`aten._linalg_svd`), else None."""

    def __init__(self, message: str, op: str | None = None):
        super().__init__(message)
        self.op = op


@dataclasses.dataclass
class Exported:
    """An exported module and how its function's arguments and results map
    to the PyTorch module's state, inputs and outputs."""

    text: str
    func_name: str
    # Names of the state tensors passed first, in order (params="arguments").
    state_names: list[str]
    # The example inputs that are tensors, by position; the others were
    # baked in as constants.
    tensor_inputs: list[int]
    constant_inputs: dict[int, Any]
    # The first len(mutations) results: new values of these state tensors.
    mutations: list[str]
    # Rebuilds the module's output from the remaining results.
    out_spec: Any
    # Result shapes and dtypes, all of them, in order.
    result_types: list[tuple[tuple[int, ...], torch.dtype]]
    precision: dict[str, str]
    # The shapes and dtypes the tensor inputs had, in order: the module is
    # compiled for them alone.
    input_types: list[tuple[tuple[int, ...], torch.dtype]]


def framework_precision() -> dict[str, str]:
    """The math PyTorch computes f32 matmuls and convolutions with now, as
    HIERA's precision policies: tf32 where PyTorch allows TF32, bf16 as
    well at float32_matmul_precision('medium'); and the order its CUDA
    kernels combine scans in."""
    matmul = "strict"
    mode = torch.get_float32_matmul_precision()
    if torch.backends.cuda.matmul.allow_tf32 or mode in ("high", "medium"):
        matmul = "tf32|bf16" if mode == "medium" else "tf32"
    convolution = "tf32" if torch.backends.cudnn.allow_tf32 else "strict"
    # Scans combine in ATen's CUDA order, so that a long f32 cumsum rounds
    # as eager's does.
    return {"matmul": matmul, "convolution": convolution,
            "scans": "pytorch_cuda"}


def as_meta(value):
    """A tensor's shape, strides and dtype on the meta device; anything else
    as it is."""
    if isinstance(value, torch.Tensor) and value.device.type != "meta":
        return torch.empty_strided(tuple(value.shape), tuple(value.stride()),
                                   dtype=value.dtype, device="meta")
    return value


def _register_tensor_attributes(module: torch.nn.Module) -> None:
    """Makes each plain tensor attribute of `module` and its submodules (a
    tensor kept as `self.scale = torch.ones(16)`) a non-persistent buffer:
    state passed as an argument like the others, which forward may update
    in place, and which keeps its values where the model was built on
    meta. The attribute still names the same tensor; state_dict() is as
    it was."""
    for submodule in module.modules():
        for name, value in list(vars(submodule).items()):
            if isinstance(value, torch.Tensor) and not isinstance(value, torch.nn.Parameter):
                delattr(submodule, name)
                submodule.register_buffer(name, value, persistent=False)


def _fake_on_cpu(value, fake_mode):
    """A tensor's shape, strides and dtype as a fake CPU tensor of
    `fake_mode` (no storage)."""
    with fake_mode:
        return torch.empty_strided(tuple(value.shape), tuple(value.stride()),
                                   dtype=value.dtype, device="cpu")


def state_tensors(module: torch.nn.Module, names: Sequence[str]) -> list[torch.Tensor]:
    """The module's parameters and buffers called `names`, in that order."""
    state = {**dict(module.named_parameters()), **dict(module.named_buffers())}
    return [state[name] for name in names]


def tensor_arguments(inputs: Sequence[Any], tensor_inputs: Sequence[int],
                     constants: dict[int, Any]) -> list:
    """The tensors among a call's `inputs`, after checking that there are as
    many inputs as at compile time and that the others are the values
    baked in then."""
    count = len(tensor_inputs) + len(constants)
    if len(inputs) != count:
        raise TypeError(f"expected {count} inputs, got {len(inputs)}")
    for i, value in constants.items():
        if inputs[i] != value:
            raise ValueError(f"input {i} was {value!r} at compile time, "
                             f"not {inputs[i]!r}")
    return [inputs[i] for i in tensor_inputs]


def check_input_types(tensors: Sequence[Any], exported: Exported) -> None:
    """Raises where a call's tensor inputs (`tensor_arguments`' result) are
    not of the shapes and dtypes the module was exported for: its code
    knows no others."""
    for i, tensor, (shape, dtype) in zip(exported.tensor_inputs, tensors,
                                         exported.input_types):
        if not isinstance(tensor, torch.Tensor):
            raise TypeError(f"input {i} is {type(tensor).__name__}, not a tensor")
        if tuple(tensor.shape) != shape or tensor.dtype != dtype:
            raise ValueError(f"input {i} is {tensor.dtype} {tuple(tensor.shape)}; "
                             f"the module was compiled for {dtype} {shape}")


class _Functional(torch.nn.Module):
    """`module` as a function of (state..., tensor inputs...)."""

    def __init__(self, module, state_names, tensor_inputs, constants, count):
        super().__init__()
        # Held outside the module tree, so that its parameters are not this
        # module's state as well as its arguments.
        self.wrapped = [module]
        self.state_names = state_names
        self.tensor_inputs = tensor_inputs
        self.constants = constants
        self.count = count

    def forward(self, *args):
        state = dict(zip(self.state_names, args[:len(self.state_names)]))
        tensors = iter(args[len(self.state_names):])
        inputs = [next(tensors) if i in self.tensor_inputs else self.constants[i]
                  for i in range(self.count)]
        return torch.func.functional_call(self.wrapped[0], state, tuple(inputs))


def _forget_meta_device(program) -> None:
    """Tensors an op makes (scalar_tensor, full, ...) are placed on the
    example inputs' device, `meta` when exported from shapes: put them on
    the CPU, which torch-mlir treats as no placement at all."""
    for node in program.graph_module.graph.nodes:
        device = node.kwargs.get("device")
        if isinstance(device, torch.device) and device.type == "meta":
            node.kwargs = {**node.kwargs, "device": torch.device("cpu")}
    program.graph_module.recompile()


_UNSUPPORTED = re.compile(r"(torch\.(?:aten|prims)\.[\w.]+)")


class _capture_fd2:
    """What native code writes to file descriptor 2 (MLIR's diagnostics),
    passed on to it as it comes and kept for the error message: a process
    that dies in the middle still shows why."""

    def __enter__(self):
        self._chunks = []
        sys.stderr.flush()
        self._saved = os.dup(2)
        read_end, write_end = os.pipe()
        os.dup2(write_end, 2)
        os.close(write_end)

        def pump():
            while data := os.read(read_end, 65536):
                self._chunks.append(data)
                os.write(self._saved, data)
            os.close(read_end)

        self._pump = threading.Thread(target=pump, daemon=True)
        self._pump.start()
        return self

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self._saved, 2)  # closes the pipe's last write end
        self._pump.join()
        os.close(self._saved)
        return False

    def text(self) -> str:
        return b"".join(self._chunks).decode(errors="replace")


def _first_line(error: Exception) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def _import_failure(error: Exception, diagnostics: str) -> ExportError:
    """The op torch-mlir could not lower, where its diagnostics name one."""
    errors = [line.split("error: ", 1)[1] for line in diagnostics.splitlines()
              if "error: " in line]
    for text in errors + [str(error)]:
        found = _UNSUPPORTED.search(text)
        if found:
            return ExportError(f"torch-mlir cannot lower {found.group(1)}: {text.strip()}",
                               op=found.group(1).removeprefix("torch."))
    detail = errors[0] if errors else _first_line(error)
    return ExportError(f"torch-mlir failed: {detail}")


def _result_types(nodes, what: str) -> list[tuple[tuple[int, ...], torch.dtype]]:
    """Shapes and dtypes of a graph's results; `what` (the module, a part)
    is refused where one is not a tensor."""
    result_types = []
    for node in nodes:
        value = node.meta.get("val") if isinstance(node, torch.fx.Node) else node
        if not isinstance(value, torch.Tensor):
            raise ExportError(f"{what} returns {type(value).__name__}, not a tensor")
        try:
            shape = tuple(int(d) for d in value.shape)
        except Exception as error:  # an unbacked size raises on int()
            raise ExportError(
                f"{what}'s result {len(result_types)} has a shape that depends "
                f"on the values of its inputs ({tuple(value.shape)}, as x[x > 0] "
                "has): HIERA plans static shapes") from error
        result_types.append((shape, value.dtype))
    return result_types


def _import(run_importer):
    """`run_importer()`'s module, its diagnostics read back for the error
    that names the op where it fails, with its scans rewritten as linalg
    (`hiera.scans`): nothing is printed that MLIR 22 does not read."""
    with _capture_fd2() as diagnostics:
        try:
            mlir_module = run_importer()
            failure = None
        except Exception as error:  # the importer and its pipeline raise several kinds
            failure = error
    if failure is not None:
        raise _import_failure(failure, diagnostics.text()) from failure
    try:
        rewrite_scans(mlir_module)
    except ScanError as error:
        raise ExportError(str(error)) from error
    return mlir_module


def _import_text(graph_module: torch.fx.GraphModule, run_importer) -> str:
    """The linalg-on-tensors text of `graph_module` that
    `run_importer(output_type)` imports, its recurrent layers (split by
    split_layers) written as plan.rnn."""
    from torch_mlir.compiler_utils import OutputType

    if not has_layers(graph_module):
        return str(_import(lambda: run_importer(OutputType.LINALG_ON_TENSORS)))
    layers = []

    def import_layers():
        module, found = import_with_layers(lambda: run_importer(OutputType.RAW))
        layers.extend(found)
        return module

    module = _import(import_layers)
    try:
        return layers_as_plan_ops(str(module), layers)
    except RuntimeError as error:
        raise ExportError(str(error)) from error


def _head_with_precision(text: str, precision: dict[str, str]) -> str:
    attribute = ("plan.framework_precision = #plan.framework_precision<"
                 f"matmul = {precision['matmul']}, "
                 f"convolution = {precision['convolution']}, "
                 f"scans = {precision['scans']}>")
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("module attributes {"):
            lines[i] = line.replace("module attributes {",
                                    f"module attributes {{{attribute}, ", 1)
            return "\n".join(lines)
        if line.startswith("module {"):
            lines[i] = line.replace("module {",
                                    f"module attributes {{{attribute}}} {{", 1)
            return "\n".join(lines)
    raise ExportError("torch-mlir printed no module")


def _check_constants_have_values(program) -> None:
    """Raises where forward made a tensor on its inputs' device (as
    `torch.tensor(0.0, device=x.device)`) and the inputs were meta: the
    constant has a shape but no value to import."""
    for name, value in program.constants.items():
        if isinstance(value, torch.Tensor) and value.device.type == "meta":
            raise ExportError(f"forward makes the constant {name} on its inputs' "
                              "device, which has no values on meta")


_FRAME = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+), in \S+\n\s*(?P<code>[^\n]*)')


def _model_line(node: torch.fx.Node) -> str:
    """"FILE:LINE: `CODE` " of the model's own line that made `node` (the
    last frame of its stack outside PyTorch and HIERA), or "the model "."""
    own = (os.path.dirname(torch.__file__), os.path.dirname(__file__))
    frames = [frame for frame in _FRAME.finditer(node.meta.get("stack_trace") or "")
              if not frame["file"].startswith(own)]
    if not frames:
        return "the model "
    frame = frames[-1]
    return f"{frame['file']}:{frame['line']}: `{frame['code'].strip()}` "


def _refuse_random_draws(graph: torch.fx.Graph) -> None:
    """Raises where a decomposed graph draws random numbers (dropout
    while training, torch.rand, bernoulli, ...; the ops PyTorch tags
    nondeterministic_seeded): their values come from PyTorch's generator,
    which a kernel cannot reproduce, so no result could be checked against
    eager's."""
    for node in graph.nodes:
        target = node.target
        if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload) \
                or torch.Tag.nondeterministic_seeded not in target.tags:
            continue
        op = target.name().replace("::", ".")
        raise ExportError(
            f"{_model_line(node)}draws random numbers ({op}, as dropout does while training): "
            "HIERA computes only what it can check against eager's result; call "
            "model.eval(), or keep random draws out of forward", op=op)


def trace(module: torch.nn.Module, example_inputs: Sequence[Any],
          params: str = "arguments"):
    """The decomposed program torch-mlir imports, with the names of the
    state tensors it takes first, the positions of the tensor inputs and
    the other inputs' values."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    inputs = list(example_inputs)
    tensor_inputs = [i for i, v in enumerate(inputs) if isinstance(v, torch.Tensor)]
    constants = {i: v for i, v in enumerate(inputs) if i not in tensor_inputs}
    state_names: list[str] = []
    if params == "arguments":
        _register_tensor_attributes(module)
        state = {**dict(module.named_parameters()), **dict(module.named_buffers())}
        state_names = list(state)
        traced = _Functional(module, state_names, tensor_inputs, constants,
                             len(inputs))
        shapes = list(state.values()) + [inputs[i] for i in tensor_inputs]

        def on_cpu():
            fake_mode = FakeTensorMode(allow_non_fake_inputs=True)
            return tuple(_fake_on_cpu(v, fake_mode) for v in shapes)

        # Meta tensors: shapes and dtypes alone. Where forward makes tensors
        # of its own (constants, on the CPU), meta inputs meet them on
        # another device: fake CPU tensors then, no storage either. Only
        # then: on the CPU, PyTorch decomposes some ops otherwise (group
        # norm into gathers).
        attempts = [lambda: tuple(as_meta(v) for v in shapes), on_cpu]
    else:
        traced = module
        attempts = [lambda: tuple(inputs)]

    first = None
    for make_args in attempts:
        args = make_args()
        try:
            with whole_recurrences():
                program = torch.export.export(traced, args, strict=False)
            _check_constants_have_values(program)
            # Recurrent layers stay whole (hiera.recurrences), before the
            # decomposition would write them as their steps.
            split_layers(program.graph_module)
            # Decomposed here rather than in the importer: in-place updates
            # of the arguments show in the signature only after it.
            program = program.run_decompositions(get_decomposition_table())
            _forget_meta_device(program)
            propagate_nans(program.graph_module)
            break
        except Exception as error:  # torch.export raises many kinds
            first = first or error
    else:
        raise ExportError(f"torch.export failed: {_first_line(first)}") from first
    return program, state_names, tensor_inputs, constants


def export_program(module: torch.nn.Module, example_inputs: Sequence[Any],
                   params: str = "arguments",
                   func_name: str = "forward") -> Exported:
    """Exports `module` called on `example_inputs`; see the module's doc."""
    if params not in ("arguments", "constants"):
        raise ValueError(f"params={params!r}: expected 'arguments' or "
                         "'constants'")
    if not isinstance(module, torch.nn.Module):
        raise TypeError(f"expected a torch.nn.Module, got {type(module).__name__}")
    if "_modules" not in vars(module):
        raise ExportError(f"{type(module).__name__} is not set up as a torch.nn.Module: "
                          "its __init__ does not call super().__init__()")
    try:
        from torch_mlir import fx
        from torch_mlir.compiler_utils import OutputType
    except ImportError as error:
        raise ExportError(
            "torch-mlir is not installed: pip install -r python/requirements.txt"
        ) from error

    try:
        program, state_names, tensor_inputs, constants = trace(module, example_inputs, params)
    except ExportError:
        raise
    except Exception as error:  # the module's own code raises what it raises
        raise ExportError(f"tracing the module raised {type(error).__name__}: "
                          f"{_first_line(error)}") from error
    _refuse_random_draws(program.graph)

    signature = program.graph_signature
    placeholder_index = {spec.arg.name: i for i, spec in enumerate(signature.input_specs)}
    mutations = []
    for spec in signature.output_specs:
        if spec.kind.name == "BUFFER_MUTATION":  # params="constants"
            mutations.append(spec.target)
        elif spec.kind.name == "USER_INPUT_MUTATION":
            index = placeholder_index.get(spec.target, -1)
            if not 0 <= index < len(state_names):
                raise ExportError(f"the module updates its input {spec.target} "
                                  "in place, which HIERA does not carry out")
            mutations.append(state_names[index])
    result_types = _result_types(program.graph.output_node().args[0], "the module")
    text = _import_text(program.graph_module, lambda output_type: fx.export_and_import(
        program, output_type=output_type, func_name=func_name, decomposition_table={}))

    precision = framework_precision()
    text = _head_with_precision(text, precision)
    input_types = [(tuple(example_inputs[i].shape), example_inputs[i].dtype)
                   for i in tensor_inputs]
    return Exported(text=text, func_name=func_name, state_names=state_names,
                    tensor_inputs=tensor_inputs, constant_inputs=constants,
                    mutations=mutations, out_spec=program.call_spec.out_spec,
                    result_types=result_types, precision=precision,
                    input_types=input_types)


def export_graph(graph_module: torch.fx.GraphModule, func_name: str = "forward") -> Exported:
    """An already decomposed FX graph (a part of a traced module, its nodes
    carrying their values' metadata), imported as it is: every placeholder
    an argument, the output's tensors the results."""
    from torch_mlir import fx
    from torch_mlir.compiler_utils import OutputType

    placeholders = [n for n in graph_module.graph.nodes if n.op == "placeholder"]
    if not all(isinstance(n.meta.get("val"), torch.Tensor) for n in placeholders):
        raise ExportError("a part takes a value that is not a tensor")
    _refuse_random_draws(graph_module.graph)
    outputs, out_spec = pytree.tree_flatten(graph_module.graph.output_node().args[0])
    result_types = _result_types(outputs, "a part")
    text = _import_text(graph_module, lambda output_type: fx.stateless_fx_import(
        graph_module, output_type=output_type, model_name=func_name))
    precision = framework_precision()
    return Exported(text=_head_with_precision(text, precision),
                    func_name=func_name, state_names=[],
                    tensor_inputs=list(range(len(placeholders))), constant_inputs={},
                    mutations=[], out_spec=out_spec, result_types=result_types,
                    precision=precision,
                    input_types=[(tuple(n.meta["val"].shape), n.meta["val"].dtype)
                                 for n in placeholders])


def export(module: torch.nn.Module, *example_inputs, params: str = "arguments",
           func_name: str = "forward") -> str:
    """linalg-on-tensors MLIR of `module` called on `example_inputs`."""
    return export_program(module, example_inputs, params, func_name).text


def unflatten_outputs(exported: Exported, values: list) -> Any:
    """The module's output (a tensor, tuple, ...) from its result tensors."""
    return pytree.tree_unflatten(values, exported.out_spec)
