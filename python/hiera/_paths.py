"""Where HIERA's tools and libraries are: the environment first
(HIERA_BIN, HIERA_LIB), then the build tree beside this package
(HIERA_BUILD_DIR or build/), then PATH for tools."""

import os
import shutil
from pathlib import Path

_ROOT = Path(__file__).resolve().parents[2]


def _build_dir() -> Path:
    return Path(os.environ.get("HIERA_BUILD_DIR", _ROOT / "build"))


def tool(name: str) -> str:
    """The path of HIERA's tool `name` (hiera-opt, ...)."""
    for folder in (os.environ.get("HIERA_BIN"), _build_dir() / "bin"):
        if folder and (Path(folder) / name).is_file():
            return str(Path(folder) / name)
    found = shutil.which(name)
    if found:
        return found
    raise FileNotFoundError(
        f"{name} not found: build HIERA (scripts/build.sh) or set HIERA_BIN "
        "to the folder that holds it")


def library(name: str) -> str:
    """The path of HIERA's shared library `name` (libhiera_jit.so, ...)."""
    for folder in (os.environ.get("HIERA_LIB"), _build_dir() / "lib"):
        if folder and (Path(folder) / name).is_file():
            return str(Path(folder) / name)
    # Left to the loader's search path.
    return name
