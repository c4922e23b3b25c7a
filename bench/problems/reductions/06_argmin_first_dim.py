"""argmin over dim 0 of (64 x 16384 x 257)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def forward(self, x):
        return torch.argmin(x, dim=0)

def get_inputs():
    return [torch.randn(64, 16384, 257)]

def get_init_inputs():
    return []
