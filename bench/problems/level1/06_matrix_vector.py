"""Matrix times vector: (16384 x 16384) @ (16384 x 1)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, x):
        return torch.matmul(a, x)

def get_inputs():
    return [torch.randn(16384, 16384), torch.randn(16384, 1)]

def get_init_inputs():
    return []
