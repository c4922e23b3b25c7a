"""A benchmark problem in KernelBench's format: a Python file defining
`class Model(nn.Module)`, `get_inputs()` and `get_init_inputs()`."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import traceback
from pathlib import Path
from typing import Callable

import torch
from torch.overrides import TorchFunctionMode


class ProblemError(RuntimeError):
    """A problem file that cannot be used, naming the file and what is wrong."""


def _raised(error: BaseException) -> str:
    """What the problem's code did instead of returning: a problem file that
    calls sys.exit() is as wrong as one that raises."""
    if isinstance(error, SystemExit):
        return f"called sys.exit({error.code!r})"
    return f"raised {type(error).__name__}: {error}"


class _PlacedOn(TorchFunctionMode):
    """Puts the tensors a problem's code makes on the device they are drawn
    on where the device its code names cannot serve: any device when only
    shapes are drawn (on meta: a problem written for the GPU,
    `torch.rand(..., device="cuda")`, `.cuda()` or `.to("cuda")`, allocates
    nothing), a GPU on a machine without one (drawn on the CPU instead).
    Elsewhere each tensor goes where the code says."""

    def __init__(self, device: torch.device):
        super().__init__()
        self.device = device

    def _moves(self, named) -> bool:
        if not isinstance(named, (str, torch.device)):
            return False
        try:
            named = torch.device(named)
        except RuntimeError:
            return False
        return self.device.type == "meta" or (
            named.type == "cuda" and not torch.cuda.is_available())

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = dict(kwargs or {})
        if func is torch.Tensor.cuda and self._moves("cuda"):
            return args[0].to(self.device)
        if self._moves(kwargs.get("device")):
            kwargs["device"] = self.device
        if func is torch.Tensor.to:
            args = tuple(self.device if self._moves(arg) else arg for arg in args)
        return func(*args, **kwargs)


@dataclasses.dataclass
class Problem:
    name: str  # level1/08_relu
    path: Path
    model_class: type
    get_inputs: Callable[[], list]
    get_init_inputs: Callable[[], list]

    def _call_for_list(self, function: Callable, what: str) -> list:
        """function(), which must return a list (or tuple)."""
        try:
            value = function()
        except (Exception, SystemExit) as error:
            raise ProblemError(f"{self.path}: {what} {_raised(error)}") from error
        if not isinstance(value, (list, tuple)):
            raise ProblemError(f"{self.path}: {what} returned "
                               f"{type(value).__name__}, not a list")
        return list(value)

    def instantiate(self, device: str | torch.device, seed: int = 0):
        """Model(*get_init_inputs()) and get_inputs() on `device`, seeded;
        on "meta" nothing is allocated: shapes and dtypes alone."""
        torch.manual_seed(seed)
        with torch.device(device), _PlacedOn(torch.device(device)):
            init = self._call_for_list(self.get_init_inputs, "get_init_inputs()")
            try:
                model = self.model_class(*init)
            except (Exception, SystemExit) as error:
                raise ProblemError(f"{self.path}: Model(*get_init_inputs()) "
                                   f"{_raised(error)}") from error
            inputs = self.inputs(device, seed)
        return model, inputs

    def instantiate_from_shapes(self, seed: int = 0):
        """As instantiate("meta"), but where the model's construction needs
        values (`.item()` of a tensor it makes, say), the model is built on
        the CPU instead; its inputs stay on meta."""
        try:
            return self.instantiate("meta", seed)
        except ProblemError as on_meta:
            if not str(on_meta).startswith(f"{self.path}: Model("):
                raise
            try:
                model, _ = self.instantiate("cpu", seed)
            except ProblemError:
                raise on_meta from None
            return model, self.inputs("meta", seed)

    def inputs(self, device: str | torch.device, seed: int) -> list:
        """get_inputs() drawn with `seed`, on `device`."""
        torch.manual_seed(seed)
        with torch.device(device), _PlacedOn(torch.device(device)):
            inputs = self._call_for_list(self.get_inputs, "get_inputs()")
        return [v.to(device) if isinstance(v, torch.Tensor) else v for v in inputs]


def load_problem(path: str | Path, root: Path | None = None) -> Problem:
    """Imports the problem file at `path`; its name is the path below `root`
    (or the file's stem) without `.py`."""
    path = Path(path)
    if not path.is_file():
        raise ProblemError(f"{path}: no such file")
    module_name = "hiera_problem_" + "".join(c if c.isalnum() else "_"
                                             for c in str(path.resolve()))
    spec = importlib.util.spec_from_file_location(module_name, path)
    if spec is None or spec.loader is None:
        raise ProblemError(f"{path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except (Exception, SystemExit) as error:
        # The line in the problem file itself, not in the import machinery.
        frames = [frame.lineno for frame in traceback.extract_tb(error.__traceback__)
                  if Path(frame.filename).resolve() == path.resolve()]
        line = error.lineno if isinstance(error, SyntaxError) else \
            (frames[-1] if frames else 1)
        raise ProblemError(f"{path}:{line}: importing it {_raised(error)}") from error
    missing = [name for name in ("Model", "get_inputs", "get_init_inputs")
               if not hasattr(module, name)]
    if missing:
        raise ProblemError(f"{path}: defines no {', '.join(missing)} "
                           "(a problem defines class Model, get_inputs() "
                           "and get_init_inputs())")
    if not (isinstance(module.Model, type) and
            issubclass(module.Model, torch.nn.Module)):
        raise ProblemError(f"{path}: Model is not a torch.nn.Module subclass")
    try:
        name = str(path.resolve().relative_to(root.resolve()).with_suffix("")) \
            if root else path.stem
    except ValueError:
        name = path.stem
    sys.modules.pop(module_name, None)
    return Problem(name, path, module.Model, module.get_inputs,
                   module.get_init_inputs)


def find_problems(paths: list[str]) -> list[Problem]:
    """The problems in `paths`: files, or folders searched for *.py."""
    problems = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            files = sorted(p for p in path.rglob("*.py") if p.name != "__init__.py")
            if not files:
                raise ProblemError(f"{path}: holds no problem files")
            problems += [load_problem(f, path) for f in files]
        else:
            problems.append(load_problem(path))
    return problems


def problem_on_gpu(path: str, tool: str) -> Problem | None:
    """The problem at `path` for a GPU tool: None, said on stderr as
    `tool: ...`, where the file is not a problem or PyTorch sees no GPU."""
    try:
        problem = load_problem(path)
    except ProblemError as error:
        print(f"{tool}: {error}", file=sys.stderr)
        return None
    if not torch.cuda.is_available():
        print(f"{tool}: no CUDA GPU is visible to PyTorch", file=sys.stderr)
        return None
    return problem
