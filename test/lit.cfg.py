# -*- Python -*-

import os
import shutil

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "HIERA"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hiera_obj_root, "test")
# Unit and GPU tests have suites of their own; inputs are not tests.
config.excludes = ["extract-ptx.py", "unit", "gpu", "Inputs", "CMakeLists.txt", "lit.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%hiera_src_root", config.hiera_src_root))
config.substitutions.append(("%hiera_obj_root", config.hiera_obj_root))
config.substitutions.append(("%mlir_binary_dir", config.mlir_binary_dir))
config.substitutions.append(("%hiera_obj_root", config.hiera_obj_root))
config.substitutions.append(("%mlir_cmake_dir", config.mlir_cmake_dir))
config.substitutions.append(("%hiera_plugin", os.path.join(config.hiera_obj_root, "lib", "libHieraPlugin.so")))
# The frontend's Python, with the package and this build's tools.
config.substitutions.append(
    ("%hiera_python",
     f"env PYTHONPATH={os.path.join(config.hiera_src_root, 'python')} "
     f"HIERA_BUILD_DIR={config.hiera_obj_root} {config.hiera_python}"))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
# Compiled kernels are kept in the build tree, not the user's cache.
config.environment["HIERA_CACHE_DIR"] = os.path.join(config.hiera_obj_root, "test", "kernel-cache")
llvm_config.use_default_substitutions()

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.hiera_tools_dir, config.llvm_tools_dir]
tools = ["hiera-opt", "hiera-translate", "hiera-db", "hiera-report", "mlir-opt", "mlir-translate", "split-file"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# What this machine has of CUDA, for the runtime's failure-path tests.
import ctypes

try:
    ctypes.CDLL("libcuda.so.1")
    config.available_features.add("cuda-driver")
except OSError:
    pass
# Root ignores file permissions: tests of read-only files run the tools as
# another user (setpriv), where root can and that user reaches the tools.
import subprocess

if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("setpriv"):
    probe = subprocess.run(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                            os.path.join(config.hiera_tools_dir, "hiera-db"), "toolchain"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if probe.returncode == 0:
        config.available_features.add("as-other-user")
if os.path.exists("/usr/local/cuda/lib64/stubs/libcuda.so"):
    config.available_features.add("cuda-stub")
if os.path.exists(os.path.join(config.hiera_tools_dir, "hiera-run")):
    config.available_features.add("hiera-run")
    llvm_config.add_tool_substitutions(["hiera-run"], tool_dirs)
if os.path.exists("/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"):
    config.available_features.add("cuda-toolkit")
    llvm_config.with_environment("PATH", "/usr/local/cuda/bin", append_path=True)
