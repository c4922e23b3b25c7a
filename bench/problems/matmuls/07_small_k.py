"""A product with K = 64: (16384 x 64) times (64 x 16384)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(16384, 64), torch.randn(64, 16384)]

def get_init_inputs():
    return []
