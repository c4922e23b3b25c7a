"""Exclusive cumulative sum: each element is the sum of those before it."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.cumsum(F.pad(x, (1, 0))[:, :-1], dim=1)

def get_inputs():
    return [torch.randn(16384, 16384)]

def get_init_inputs():
    return []
