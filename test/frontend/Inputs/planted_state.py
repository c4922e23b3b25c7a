"""A KernelBench-format problem whose call updates state: batch norm in
training mode, its running statistics updated."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.norm = nn.BatchNorm1d(channels)

    def forward(self, x):
        return self.norm(x)


def get_inputs():
    return [torch.randn(64, 32)]


def get_init_inputs():
    return [32]
