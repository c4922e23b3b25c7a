"""Group norm, 8 groups of 32 channels, over (32 x 256 x 128 x 128)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, groups, channels):
        super().__init__()
        self.norm = nn.GroupNorm(groups, channels)

    def forward(self, x):
        return self.norm(x)

def get_inputs():
    return [torch.randn(32, 256, 128, 128)]

def get_init_inputs():
    return [8, 256]
