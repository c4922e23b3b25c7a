"""Group norm over 8 groups of a 5-D tensor: (16 x 64 x 16 x 32 x 32)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, groups, channels):
        super().__init__()
        self.norm = nn.GroupNorm(groups, channels)

    def forward(self, x):
        return self.norm(x)

def get_inputs():
    return [torch.randn(16, 64, 16, 32, 32)]

def get_init_inputs():
    return [8, 64]
