"""Group norm, 7 groups of 9 channels, on (5 x 63 x 127 x 127)."""

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
    return [torch.randn(5, 63, 127, 127)]

def get_init_inputs():
    return [7, 63]
