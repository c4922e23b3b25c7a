"""A KernelBench-format problem for the bench's planted candidates: a
product and a softmax over all 65536 of its values, whose outputs (near
1.5e-5) lie far below f32's tolerance."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self, features):
        super().__init__()
        self.linear = nn.Linear(features, features)

    def forward(self, x):
        y = self.linear(x)
        return y, torch.softmax(y.flatten(), dim=0)


def get_inputs():
    return [torch.randn(256, 256)]


def get_init_inputs():
    return [256]
