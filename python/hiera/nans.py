"""NaNs through min, max and clamp as PyTorch passes them.

torch-mlir writes `aten.minimum` / `aten.maximum` as a compare and a
select (`x < y ? x : y`) and `aten.clamp` / `aten.hardtanh` as unordered
compares against the bounds: a NaN in x gives y, or the bound, where
PyTorch gives NaN. hardsigmoid, hardswish and relu6 decompose into clamps,
so they lose NaNs alike. `propagate_nans` guards each such op of a
decomposed graph: where any of its float tensor operands is NaN, the
result is their sum (a NaN), else the op's own result, unchanged bit for
bit. The guard is a compare and a select in the same elementwise kernel.
"""

from __future__ import annotations

import torch

aten = torch.ops.aten

_NAN_LOSING = (aten.minimum.default, aten.maximum.default, aten.clamp.default,
               aten.clamp.Tensor, aten.hardtanh.default)


def _call(graph: torch.fx.Graph, target, args: tuple, value) -> torch.fx.Node:
    node = graph.call_function(target, args)
    node.meta["val"] = value
    return node


def propagate_nans(graph_module: torch.fx.GraphModule) -> int:
    """Guards every op of `_NAN_LOSING` in `graph_module` on floats, in
    place; returns how many."""
    graph = graph_module.graph
    guarded = 0
    for node in list(graph.nodes):
        value = node.meta.get("val")
        if node.target not in _NAN_LOSING or not isinstance(value, torch.Tensor) \
                or not value.dtype.is_floating_point:
            continue
        operands = [arg for arg in node.args if isinstance(arg, torch.fx.Node)
                    and isinstance(arg.meta.get("val"), torch.Tensor)
                    and arg.meta["val"].dtype.is_floating_point]
        with graph.inserting_before(node.next):
            nan = carrier = None
            for operand in operands:
                shape = operand.meta["val"].shape
                is_nan = _call(graph, aten.isnan.default, (operand,),
                               value.new_empty(shape, dtype=torch.bool))
                if nan is None:
                    nan, carrier = is_nan, operand
                    continue
                joint = torch.broadcast_shapes(nan.meta["val"].shape, shape)
                nan = _call(graph, aten.logical_or.default, (nan, is_nan),
                            value.new_empty(joint, dtype=torch.bool))
                carrier = _call(graph, aten.add.Tensor, (carrier, operand),
                                value.new_empty(joint))
            if nan is None:
                continue
            guard = _call(graph, aten.where.self, (nan, carrier, node),
                          value.new_empty(value.shape))
        node.replace_all_uses_with(guard, delete_user_cb=lambda user: user is not guard)
        guarded += 1
    if guarded:
        graph.lint()
        graph_module.recompile()
    return guarded
