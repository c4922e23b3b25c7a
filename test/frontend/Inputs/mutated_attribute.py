"""A model that keeps a tensor as a plain attribute, not a buffer, and
updates it in place in forward: its state, which torch.export refuses as
a mutated constant."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(16, 16)
        self.scale = torch.ones(16)

    def forward(self, x):
        self.scale.mul_(0.5)
        return self.linear(x) * self.scale


def get_inputs():
    return [torch.randn(8, 16)]


def get_init_inputs():
    return []
