"""hiera.compile's target="auto" on the GPUs a test can only pretend to
have: each is described through torch.cuda's properties."""
import sys
import types

import torch

import hiera  # noqa: F401  (registers hiera.compile's module)

resolve_target = sys.modules["hiera.compile"].resolve_target
CompileError = sys.modules["hiera.compile"].CompileError


def pretend(name, multiprocessors):
    torch.cuda.is_available = lambda: name is not None
    torch.cuda.current_device = lambda: 0
    torch.cuda.get_device_properties = lambda device: types.SimpleNamespace(
        name=name, multi_processor_count=multiprocessors)


for name, multiprocessors in [(None, 0), ("NVIDIA H200", 132), ("NVIDIA H100 80GB HBM3", 132),
                              ("NVIDIA H100 PCIe", 114), ("NVIDIA A100-SXM4-80GB", 108),
                              ("NVIDIA A100-PCIE-40GB", 108)]:
    pretend(name, multiprocessors)
    try:
        print(f"{name}: {resolve_target('auto')}")
    except CompileError as error:
        print(f"{name}: error: {error}")
# A target given is passed as it is, whatever the GPU.
print("given:", resolve_target("h100"), resolve_target("mine.json"))
