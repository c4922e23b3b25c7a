"""Both operands transposed: A.T @ B.T, A of (4096 x 6144) and B of (2048 x 4096)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a.T, b.T)

def get_inputs():
    return [torch.randn(4096, 6144), torch.randn(2048, 4096)]

def get_init_inputs():
    return []
