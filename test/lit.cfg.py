# -*- Python -*-

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "HIERA"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.hiera_obj_root, "test")
# Unit tests have their own suite; inputs are not tests.
config.excludes = ["unit", "Inputs", "CMakeLists.txt", "lit.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%hiera_src_root", config.hiera_src_root))
config.substitutions.append(("%hiera_obj_root", config.hiera_obj_root))
config.substitutions.append(("%mlir_binary_dir", config.mlir_binary_dir))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
tool_dirs = [config.hiera_tools_dir, config.llvm_tools_dir]
tools = ["hiera-opt", "mlir-opt", "mlir-translate"]
llvm_config.add_tool_substitutions(tools, tool_dirs)
