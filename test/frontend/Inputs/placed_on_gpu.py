"""A problem written for the GPU, as KernelBench's newer ones are: its
parameters, a buffer and its inputs are put on CUDA by name (`.cuda()`,
`device="cuda"`, `.to("cuda")`). Exported from shapes nothing is
allocated; on a machine without a GPU its values are drawn on the CPU."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.linear = nn.Linear(features, features).cuda()
        self.register_buffer("shift", torch.full((features,), 0.25, device="cuda"))

    def forward(self, x, y):
        return self.linear(x) + y + self.shift


def get_inputs():
    return [torch.rand(8, 64, device="cuda"), torch.randn(8, 64).to("cuda")]


def get_init_inputs():
    return [64]
