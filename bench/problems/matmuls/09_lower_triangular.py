"""The lower triangle of a product of two lower-triangular matrices: 4096 x 4096."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def forward(self, a, b):
        return torch.tril(torch.matmul(a, b))

def get_inputs():
    return [torch.tril(torch.randn(4096, 4096)), torch.tril(torch.randn(4096, 4096))]

def get_init_inputs():
    return []
