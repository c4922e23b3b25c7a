"""Unbiased standard deviation over dim 1 of (256 x 4095 x 1024)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def forward(self, x):
        return torch.std(x, dim=1)

def get_inputs():
    return [torch.randn(256, 4095, 1024)]

def get_init_inputs():
    return []
