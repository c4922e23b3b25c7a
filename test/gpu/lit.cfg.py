# -*- Python -*-
# The GPU test suite. It runs wherever hiera-run is: in the build tree here
# (as part of check-hiera), or on a GPU host from scripts/gpu-test.sh, which
# puts the bundled tools on PATH. Without a usable GPU every test is reported
# UNSUPPORTED, with the reason, never as passed.

import os
import shutil
import subprocess
import tempfile

import lit.formats

config.name = "HIERA-GPU"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(tempfile.gettempdir(), "hiera-gpu-lit")
os.makedirs(config.test_exec_root, exist_ok=True)

repo = os.path.dirname(os.path.dirname(config.test_source_root))
build_bin = os.path.join(repo, "build", "bin")
path = os.pathsep.join(
    [os.environ.get("HIERA_BIN_DIR", build_bin), "/usr/lib/llvm-22/bin",
     os.environ.get("PATH", "")])
config.environment["PATH"] = path
for name in ["LD_LIBRARY_PATH", "HIERA_CUDA_DRIVER", "HIERA_CUBLASLT",
             "HIERA_CUDNN", "HIERA_DEVICE", "CUDA_VISIBLE_DEVICES", "CUDA_HOME",
             "CUDA_PATH", "HIERA_LIB", "HIERA_BIN", "PYTHONPATH"]:
    if name in os.environ:
        config.environment[name] = os.environ[name]
config.substitutions.append(("%examples", os.path.join(repo, "examples")))
config.substitutions.append(("%hiera_src_root", repo))
# The CUDA kernels a search writes are compiled with clang where it runs.
if shutil.which("clang-22", path=path) or os.path.exists("/usr/lib/llvm-22/bin/clang"):
    config.available_features.add("clang")
# Inputs planned on a machine with clang (scripts/bundle.sh): their custom
# kernels' PTX is in the IR, so a GPU host without a compiler runs them.
planned = os.environ.get("HIERA_PLANNED_DIR",
                         os.path.join(repo, ".device-cache", "planned"))
config.substitutions.append(("%planned", planned))
if os.path.isdir(os.path.join(planned, "gpu-inputs")):
    config.available_features.add("planned")

hiera_run = shutil.which("hiera-run", path=path)
if not hiera_run:
    lit_config.note("GPU tests skipped: hiera-run is not built (no CUDA toolkit)")
else:
    probe = subprocess.run([hiera_run, "--probe"], capture_output=True,
                           text=True, env=config.environment)
    if probe.returncode == 0:
        config.available_features.add("gpu")
        lit_config.note("GPU tests run on " + probe.stdout.splitlines()[0])
        # Tests that compare with PyTorch on the GPU, through HIERA's
        # Python package (its libraries found as hiera._paths finds them).
        python_path = os.pathsep.join(
            [os.path.join(repo, "python"), os.environ.get("PYTHONPATH", "")])
        config.environment["PYTHONPATH"] = python_path
        with_torch = subprocess.run(
            ["python3", "-c", "import torch; assert torch.cuda.is_available()"],
            capture_output=True, env=config.environment)
        if with_torch.returncode == 0:
            config.available_features.add("torch")
    else:
        reason = (probe.stderr or probe.stdout).strip().splitlines()
        lit_config.note("GPU tests skipped: " + (reason[-1] if reason else
                                                  "hiera-run --probe failed"))
