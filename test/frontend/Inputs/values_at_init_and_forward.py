"""A model that needs values where export has only shapes: its constructor
reads a number out of a tensor it makes (`.item()`, as a Swin model does),
and its forward makes a constant tensor of its own."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(16, 16)
        self.scale = torch.tensor(0.5).item()

    def forward(self, x):
        weights = torch.tensor([1.0, 2.0, 3.0, 4.0] * 4)
        return self.linear(x) * weights * self.scale


def get_inputs():
    return [torch.randn(8, 16)]


def get_init_inputs():
    return []
