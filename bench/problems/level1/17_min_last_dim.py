"""Minimum over the last dimension: (32768 x 4096) to (32768)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.amin(x, dim=-1)

def get_inputs():
    return [torch.randn(32768, 4096)]

def get_init_inputs():
    return []
