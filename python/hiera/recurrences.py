"""Recurrent layers kept whole: nn.LSTM, nn.GRU and nn.RNN as `plan.rnn`.

PyTorch's decomposition writes a recurrent module as its steps, one small
product and one cell per step and layer (136 tasks for a two-layer LSTM
over 32 steps), where eager PyTorch makes one cuDNN call per module. The
exporter instead keeps each `aten.lstm` / `aten.gru` / `aten.rnn_tanh` /
`aten.rnn_relu` whole:

0. While torch.export traces (`whole_recurrences`), the module's call of
   `torch._VF.lstm` / `gru` / `rnn_tanh` / `rnn_relu` goes to a custom op
   of the same signature whose fake computes the result shapes: the fake
   pass would otherwise run PyTorch's composite decomposition, one
   `gru_cell` per step, layer and direction, only to learn them (42 s of
   a bidirectional GRU's 74 s export).
1. `split_layers`, on the traced graph before its decomposition, replaces
   the op by one node per layer (both directions of a layer in one), a
   custom op of this module's library `hiera` that carries the layer's
   tensors (input, initial states, weights); the initial states are sliced
   per layer and the final ones concatenated back, as the op returns them.
2. torch-mlir imports the graph (`import_with_layers`): each layer, an op
   it has no lowering for, is replaced by a call of a declared function
   before the lowering to linalg runs (all of its passes but the final
   check of the backend's contract, which refuses calls), so that the call
   comes out with builtin tensor types.
3. `layers_as_plan_ops` writes each call as `plan.rnn` in the module's
   text, with the cell and layout the layer was built with.

Layers it does not take (projections, dropout while training) stay with
PyTorch's decomposition.
"""

from __future__ import annotations

import contextlib
import dataclasses
import operator
import re

import torch

_CALLEE = "__hiera_rnn_"
_library = torch.library.Library("hiera", "FRAGMENT")
_defined: set[str] = set()
_RECURRENCES = ("lstm", "gru", "rnn_tanh", "rnn_relu")


def _takes(params, has_biases: bool, num_layers: int, dropout: float, train: bool,
           bidirectional: bool) -> bool:
    """Whether a recurrent op's layers can be kept whole: not with dropout
    between layers while training, nor with projections (more weights)."""
    directions = 2 if bidirectional else 1
    per_direction = 4 if has_biases else 2
    return not (train and dropout > 0) and len(params) == num_layers * directions * per_direction


def _whole_op(cell: str):
    """`hiera::rnn_whole_<cell>`: aten's `<cell>.input` under another name,
    with a fake that computes its results' shapes without its steps."""
    lstm = cell == "lstm"
    name = f"rnn_whole_{cell}"
    hx = "Tensor[] hx" if lstm else "Tensor hx"
    results = "(Tensor, Tensor, Tensor)" if lstm else "(Tensor, Tensor)"
    _library.define(f"{name}(Tensor input, {hx}, Tensor[] params, bool has_biases, "
                    f"int num_layers, float dropout, bool train, bool bidirectional, "
                    f"bool batch_first) -> {results}")

    def shapes(x, hx, params, has_biases, num_layers, dropout, train, bidirectional,
               batch_first):
        hidden = params[1].shape[1]  # w_hh: (gates x hidden, hidden)
        states = list(hx) if lstm else [hx]
        return (x.new_empty(x.shape[:-1] + ((2 if bidirectional else 1) * hidden,)),
                *(state.new_empty(state.shape) for state in states))

    torch.library.register_fake(f"hiera::{name}", shapes, lib=_library)
    # On real tensors (a model run eagerly in another thread while one
    # exports), aten's op computes it.
    torch.library.impl(f"hiera::{name}", "CompositeExplicitAutograd", lib=_library)(
        getattr(torch.ops.aten, cell).input)
    return getattr(torch.ops.hiera, name).default


_WHOLE = {cell: _whole_op(cell) for cell in _RECURRENCES}
_CELLS = {
    **{getattr(torch.ops.aten, cell).input: cell for cell in _RECURRENCES},
    **{op: cell for cell, op in _WHOLE.items()},
}


@contextlib.contextmanager
def whole_recurrences():
    """Within it, `torch._VF`'s recurrent ops (what nn.LSTM, nn.GRU and
    nn.RNN call) on a whole input go to `_WHOLE`'s ops where `_takes`
    them; packed sequences and refused layers go to PyTorch's own."""
    vf = torch._VF
    originals = {cell: getattr(vf, cell) for cell in _RECURRENCES}
    # What the module itself holds (usually nothing: its __getattr__ finds
    # the ops), put back as it was.
    held = {cell: vars(vf)[cell] for cell in _RECURRENCES if cell in vars(vf)}

    def routed(cell):
        original = originals[cell]

        def call(*args, **kwargs):
            # The input form: (input, hx, params, has_biases, num_layers,
            # dropout, train, bidirectional, batch_first); the packed form
            # has batch_sizes second and a list at position 3.
            if (not kwargs and len(args) == 9 and isinstance(args[3], bool)
                    and _takes(*args[2:8])):
                return _WHOLE[cell](*args)
            return original(*args, **kwargs)

        return call

    for cell in _RECURRENCES:
        setattr(vf, cell, routed(cell))
    try:
        yield
    finally:
        for cell in _RECURRENCES:
            if cell in held:
                setattr(vf, cell, held[cell])
            else:
                delattr(vf, cell)


@dataclasses.dataclass(frozen=True)
class Layer:
    """What `plan.rnn` says of one layer beside its operands."""
    cell: str
    bidirectional: bool
    batch_first: bool


_OP_NAME = re.compile(r"rnn_layer_(?P<cell>lstm|gru|rnn_tanh|rnn_relu)_(?P<inputs>\d+)_"
                      r"(?P<directions>[12])_(?P<batch_first>[01])$")


def _layer_op(layer: Layer, inputs: int):
    """The custom op of `layer` with `inputs` tensors (input, initial
    states, weights), named for what it is (_OP_NAME): its results are the
    output and the final states; its shape function reads the hidden size
    off w_hh."""
    directions = 2 if layer.bidirectional else 1
    states = 2 if layer.cell == "lstm" else 1
    name = f"rnn_layer_{layer.cell}_{inputs}_{directions}_{int(layer.batch_first)}"
    if name not in _defined:
        arguments = ", ".join(f"Tensor a{i}" for i in range(inputs))
        results = ", ".join(["Tensor"] * (1 + states))
        _library.define(f"{name}({arguments}) -> ({results})")

        def shapes(*tensors):
            x, initial = tensors[0], tensors[1:1 + states]
            hidden = tensors[1 + states + 1].shape[1]
            return (x.new_empty(x.shape[:-1] + (directions * hidden,)),
                    *(state.new_empty(state.shape) for state in initial))

        torch.library.register_fake(f"hiera::{name}", shapes, lib=_library)
        _defined.add(name)
    return getattr(torch.ops.hiera, name).default


def split_layers(graph_module: torch.fx.GraphModule) -> int:
    """Replaces every recurrent op of `graph_module` it takes by one custom
    op per layer, in place; returns how many layers."""
    graph = graph_module.graph
    count = 0
    for node in list(graph.nodes):
        cell = _CELLS.get(node.target)
        if cell is None:
            continue
        (x, initial, params, has_biases, num_layers, dropout, train,
         bidirectional, batch_first) = node.args
        directions = 2 if bidirectional else 1
        per_direction = 4 if has_biases else 2
        if not _takes(params, has_biases, num_layers, dropout, train, bidirectional):
            continue  # dropout between layers, or projections: decomposed
        lstm = cell == "lstm"
        states = list(initial) if lstm else [initial]
        with graph.inserting_before(node):
            y, finals = x, [[] for _ in states]
            for index in range(num_layers):
                def sliced(state):
                    part = graph.call_function(
                        torch.ops.aten.slice.Tensor,
                        (state, 0, index * directions, (index + 1) * directions))
                    part.meta["val"] = state.meta["val"][index * directions:
                                                         (index + 1) * directions]
                    return part

                weights = params[index * directions * per_direction:
                                 (index + 1) * directions * per_direction]
                operands = [y, *map(sliced, states), *weights]
                layer = graph.call_function(
                    _layer_op(Layer(cell, bool(bidirectional), bool(batch_first)),
                              len(operands)), tuple(operands))
                hidden = weights[1].meta["val"].shape[1]
                value = y.meta["val"]
                layer.meta["val"] = (
                    value.new_empty(value.shape[:-1] + (directions * hidden,)),
                    *(operand.meta["val"].new_empty(operand.meta["val"].shape)
                      for operand in operands[1:1 + len(states)]))
                results = []
                for position in range(1 + len(states)):
                    item = graph.call_function(operator.getitem, (layer, position))
                    item.meta["val"] = layer.meta["val"][position]
                    results.append(item)
                y = results[0]
                for final, result in zip(finals, results[1:]):
                    final.append(result)
                count += 1

            def joined(parts, like):
                if len(parts) == 1:
                    return parts[0]
                joint = graph.call_function(torch.ops.aten.cat.default, (parts, 0))
                joint.meta["val"] = like.meta["val"].new_empty(like.meta["val"].shape)
                return joint

            outputs = [y] + [joined(parts, state) for parts, state in zip(finals, states)]
        for user in list(node.users):
            user.replace_all_uses_with(outputs[user.args[1]])
            graph.erase_node(user)
        graph.erase_node(node)
    if count:
        graph.lint()
        graph_module.recompile()
    return count


def has_layers(graph_module: torch.fx.GraphModule) -> bool:
    """Whether split_layers left layers in `graph_module`."""
    return any(isinstance(node.target, torch._ops.OpOverload)
               and node.target.namespace == "hiera" for node in graph_module.graph.nodes)


def import_with_layers(run_raw_import) -> tuple[object, list[Layer]]:
    """torch-mlir's linalg-on-tensors module of a graph with layers split,
    and its layers in order: `run_raw_import()` imports it raw
    (OutputType.RAW); layer N becomes a call of `__hiera_rnn_N` before the
    lowering."""
    from torch_mlir import ir
    from torch_mlir.compiler_utils import run_pipeline_with_repro_report
    from torch_mlir.passmanager import PassManager

    module = run_raw_import()
    layers: list[Layer] = []
    with module.context, ir.Location.unknown():
        for function in module.body.operations:
            if function.operation.name != "func.func":
                continue
            for block in function.regions[0].blocks:
                for operation in list(block.operations):
                    operation = operation.operation
                    if operation.name != "torch.operator":
                        continue
                    op_name = ir.StringAttr(operation.attributes["name"]).value
                    named = _OP_NAME.search(op_name)
                    if not op_name.startswith("torch.hiera.") or named is None:
                        continue
                    callee = f"{_CALLEE}{len(layers)}"
                    layers.append(Layer(named["cell"], named["directions"] == "2",
                                        named["batch_first"] == "1"))
                    signature = ir.FunctionType.get(
                        [value.type for value in operation.operands],
                        [result.type for result in operation.results])
                    with ir.InsertionPoint.at_block_begin(module.body):
                        ir.Operation.create("func.func", attributes={
                            "sym_name": ir.StringAttr.get(callee),
                            "function_type": ir.TypeAttr.get(signature),
                            "sym_visibility": ir.StringAttr.get("private")}, regions=1)
                    with ir.InsertionPoint(operation):
                        call = ir.Operation.create(
                            "func.call", results=[r.type for r in operation.results],
                            operands=list(operation.operands),
                            attributes={"callee": ir.FlatSymbolRefAttr.get(callee)})
                    for old, new in zip(operation.results, call.results):
                        old.replace_all_uses_with(new)
                    operation.erase()
        run_pipeline_with_repro_report(
            module, "builtin.module(func.func(torch-match-quantized-custom-ops), "
            "torchdynamo-export-to-torch-backend-pipeline)",
            "Lowering TorchFX IR -> Torch Backend IR")
        # The linalg pipeline as torch-mlir registers it, but its last pass,
        # which refuses the calls the layers are until they are plan.rnn.
        lowering = str(PassManager.parse(
            "builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline)"))
        check = ",torch-verify-linalg-on-tensors-backend-contract"
        if check not in lowering:
            raise RuntimeError("torch-mlir's linalg pipeline ends otherwise than "
                               "HIERA expects: " + lowering)
        run_pipeline_with_repro_report(module, lowering.replace(check, ""),
                                       "Lowering Torch Backend IR -> Linalg-on-Tensors")
    return module, layers


_CALL = re.compile(r"^(?P<indent>\s*)(?P<results>%[\w:#]+) = (?:func\.)?call @"
                   + _CALLEE + r"(?P<index>\d+)\((?P<operands>[^)]*)\) : "
                   r"\((?P<types>[^)]*)\) -> \((?P<result_types>[^)]*)\)(?P<rest>.*)$")
_DECLARATION = re.compile(r"^\s*func\.func private @" + _CALLEE + r"\d+\(")


def layers_as_plan_ops(text: str, layers: list[Layer]) -> str:
    """`text` with each layer's call written as `plan.rnn` and the callees'
    declarations dropped; raises where a call is not where it should be."""
    written = 0
    lines = []
    for line in text.split("\n"):
        if _DECLARATION.match(line):
            continue
        match = _CALL.match(line)
        if match is None:
            if _CALLEE in line:
                raise RuntimeError(f"a recurrent layer's call is not as expected: {line.strip()}")
            lines.append(line)
            continue
        layer = layers[int(match["index"])]
        operands = [operand.strip() for operand in match["operands"].split(",")]
        states = 2 if layer.cell == "lstm" else 1
        flags = [name for name, on in (("bidirectional", layer.bidirectional),
                                       ("batch_first", layer.batch_first)) if on]
        attributes = " {" + ", ".join(flags) + "}" if flags else ""
        lines.append(
            f"{match['indent']}{match['results']} = plan.rnn \"{layer.cell}\" "
            f"({', '.join(operands[:1 + states])}) weights({', '.join(operands[1 + states:])})"
            f"{attributes} : ({match['types']}) -> ({match['result_types']}){match['rest']}")
        written += 1
    if written != len(layers):
        raise RuntimeError(f"{len(layers)} recurrent layers, {written} written as plan.rnn")
    return "\n".join(lines)
