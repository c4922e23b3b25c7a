"""torch.compile(model, backend="hiera"): registered when hiera is imported.

Dynamo hands each captured graph to `hiera_backend`, which compiles it with
hiera.compile; `options={...}` are hiera.compile's keyword arguments
(target, policy, budget, db, allow, fallback, ...). Shapes must be static:
a graph with symbolic sizes is refused (or, with fallback, left to PyTorch).
"""

from __future__ import annotations

import torch

from .compile import CompileError, compile as hiera_compile
from .export import as_meta


def _static_example(value):
    if not isinstance(value, torch.Tensor):
        return value
    if any(not isinstance(size, int) for size in value.shape):
        raise CompileError("HIERA plans static shapes; this graph has "
                           f"symbolic sizes {tuple(value.shape)}")
    # Shapes and dtypes are all the export needs.
    return as_meta(value)


def hiera_backend(graph: torch.fx.GraphModule, example_inputs, options=None):
    options = dict(options or {})
    try:
        examples = [_static_example(v) for v in example_inputs]
    except CompileError:
        if options.get("fallback"):
            return graph.forward
        raise
    compiled = hiera_compile(graph, examples, **options)
    # Loaded (and, with cuda_graphs="auto", timed) on the real inputs: the
    # export saw their shapes only.
    if hasattr(compiled, "load_where"):
        compiled.load_where(example_inputs)
    return compiled


def register() -> None:
    from torch._dynamo import list_backends, register_backend
    if "hiera" not in list_backends(exclude_tags=()):
        register_backend(hiera_backend, name="hiera")
