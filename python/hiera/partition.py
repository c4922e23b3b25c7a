"""hiera.compile(..., fallback=True) for a module with ops HIERA cannot
take: PyTorch runs those ops, HIERA the parts between them.

The module is traced as the exporter traces it (decomposed, state as
arguments), so that an op torch-mlir names in its error is a node of this
graph. Nodes are split, in graph order, into runs HIERA takes and runs it
does not: the ops named so far, in-place updates (the unlifted program's
`copy_` of updated buffers) and the items of a refused op's tuple. Each
run HIERA takes is compiled on its own; where one fails naming another op,
that op joins the refused ones and the graph is split again; where one
fails without naming an op, its nodes run in PyTorch.
"""

from __future__ import annotations

import operator
import warnings
from typing import Any, Callable, Sequence

import torch
from torch.fx.passes.split_module import split_module
from torch.utils import _pytree as pytree

from .export import ExportError, as_meta, state_tensors, tensor_arguments, trace


class _Part(torch.nn.Module):
    """A compiled part, callable where the split graph calls a submodule."""

    def __init__(self, compiled):
        super().__init__()
        self.compiled = compiled

    def forward(self, *args):
        return self.compiled(*args)


def _op_name(node: torch.fx.Node) -> str | None:
    target = node.target
    if isinstance(target, torch._ops.OpOverload):
        return target.overloadpacket._qualified_op_name.replace("::", ".")
    return None


def _in_place(node: torch.fx.Node) -> bool:
    target = node.target
    return isinstance(target, torch._ops.OpOverload) and target._schema.is_mutable


def _taken(graph: torch.fx.Graph, refused_ops: set[str],
           refused_nodes: set[str]) -> dict[torch.fx.Node, bool]:
    """Whether HIERA takes each node that computes."""
    taken: dict[torch.fx.Node, bool] = {}
    for node in graph.nodes:
        if node.op in ("placeholder", "output"):
            continue
        if node.op == "call_function" and node.target is operator.getitem \
                and isinstance(node.args[0], torch.fx.Node):
            # An item of a tuple stays with the op that made it.
            taken[node] = taken.get(node.args[0], True)
            continue
        taken[node] = (node.op == "call_function" and not _in_place(node)
                       and _op_name(node) not in refused_ops
                       and node.name not in refused_nodes)
    return taken


class _MetaInputs(torch.fx.Interpreter):
    """Runs the split graph on meta tensors, keeping each part's inputs."""

    def __init__(self, module):
        super().__init__(module)
        self.inputs: dict[str, tuple] = {}

    def call_module(self, target, args, kwargs):
        self.inputs[target] = args
        return super().call_module(target, args, kwargs)


class PartitionedModule:
    """A module run as parts: HIERA's compiled ones and PyTorch's own."""

    def __init__(self, module, split, out_spec, state_names, tensor_inputs, constants,
                 parts: list[tuple[str, str, list[str]]], reasons: list[str]):
        self.module = module
        self.split = split
        # The split graph returns its outputs flat; the module's own shape.
        self.out_spec = out_spec
        self.state_names = state_names
        self._state = None
        self.tensor_inputs = tensor_inputs
        self.constants = constants
        # (submodule, "hiera" or "pytorch", the ops it computes)
        self.parts = parts
        self.fallback_reason = "; ".join(reasons)
        self.report = None
        self.left_out: list[str] = []
        self.plan_seconds = sum(getattr(child.compiled, "plan_seconds", 0.0)
                                for child in split.children() if isinstance(child, _Part))

    def __call__(self, *inputs):
        if self._state is None:
            self._state = state_tensors(self.module, self.state_names)
        flat = self.split(*self._state,
                          *tensor_arguments(inputs, self.tensor_inputs, self.constants))
        return pytree.tree_unflatten(list(flat) if isinstance(flat, (tuple, list)) else [flat],
                                     self.out_spec)


def compile_parts(module: torch.nn.Module, example_inputs: Sequence[Any],
                  first: ExportError, compile_part: Callable[..., Any]) -> PartitionedModule:
    """`module` in parts, after exporting all of it failed with `first`
    (which names an op); `compile_part(graph_module, meta_inputs)` compiles
    one part or raises ExportError or CompileError."""
    from .compile import CompileError

    program, state_names, tensor_inputs, constants = trace(module, example_inputs)
    graph_module = program.module()
    for node in list(graph_module.graph.nodes):
        # torch.export's check of the inputs' shapes: hiera checks its own.
        if node.op == "call_module" and node.target == "_guards_fn":
            graph_module.graph.erase_node(node)
    graph_module.recompile()
    meta = [as_meta(v) for v in state_tensors(module, state_names) +
            [example_inputs[i] for i in tensor_inputs]]

    refused_ops = {first.op}
    refused_nodes: set[str] = set()
    reasons = [str(first)]

    def refuse(error: Exception) -> None:
        if str(error) not in reasons:
            reasons.append(str(error))

    compiled_parts: dict[str, Any] = {}  # by the part's code
    # Each round refuses at least one more node, so this ends.
    for _ in range(len(graph_module.graph.nodes) + 1):
        taken = _taken(graph_module.graph, refused_ops, refused_nodes)
        part_of, part, previous = {}, -1, None
        for node, takes in taken.items():
            if takes != previous:
                part, previous = part + 1, takes
            part_of[node] = part
        split = split_module(graph_module, graph_module, lambda node: part_of[node],
                             keep_original_order=True)
        recorder = _MetaInputs(split)
        recorder.run(*meta)
        hiera_parts = {f"submod_{part_of[node]}" for node, takes in taken.items() if takes}
        failed = False
        parts = []
        for name, child in list(split.named_children()):
            ops = [_op_name(n) or str(n.target) for n in child.graph.nodes
                   if n.op == "call_function" and n.target is not operator.getitem]
            if name not in hiera_parts or not ops:
                parts.append((name, "pytorch", ops))
                continue
            key = child.code
            if key not in compiled_parts:
                try:
                    compiled_parts[key] = compile_part(child, list(recorder.inputs[name]))
                except ExportError as error:
                    refuse(error)
                    if error.op and error.op not in refused_ops:
                        refused_ops.add(error.op)
                    else:
                        refused_nodes |= {n.name for n in child.graph.nodes
                                          if n.op == "call_function"}
                    failed = True
                    break
                except CompileError as error:
                    refuse(error)
                    refused_nodes |= {n.name for n in child.graph.nodes
                                      if n.op == "call_function"}
                    failed = True
                    break
            split.add_submodule(name, _Part(compiled_parts[key]))
            parts.append((name, "hiera", ops))
        if failed:
            continue
        split.recompile()
        refused = sorted(refused_ops | {n.name for n in graph_module.graph.nodes
                                        if n.name in refused_nodes})
        warnings.warn("HIERA runs in PyTorch: " + ", ".join(refused) +
                      f" ({'; '.join(reasons)})")
        return PartitionedModule(module, split, program.call_spec.out_spec, state_names,
                                 tensor_inputs, constants, parts, reasons)
    raise CompileError("no split of the module into parts compiled: " + "; ".join(reasons))
