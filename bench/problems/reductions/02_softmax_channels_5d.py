"""Softmax over dim 1 of a 5-D tensor: (8 x 32 x 16 x 64 x 64)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self):
        super().__init__()

    def forward(self, x):
        return torch.softmax(x, dim=1)

def get_inputs():
    return [torch.randn(8, 32, 16, 64, 64)]

def get_init_inputs():
    return []
