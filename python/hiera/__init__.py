"""HIERA from PyTorch.

    hiera.export(module, *inputs)           linalg-on-tensors MLIR (text)
    hiera.compile(module, inputs, ...)      a callable on CUDA tensors
    torch.compile(module, backend="hiera")  after `import hiera`

`python -m hiera --help` lists the command-line tools (export, bench).
"""

from .export import ExportError, export, framework_precision  # noqa: F401
from .compile import CompileError, compile, plan_text  # noqa: F401
from . import backend as _backend

_backend.register()
