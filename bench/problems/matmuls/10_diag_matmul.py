"""diag(a) @ b: a vector scaling the rows of a (4096 x 4096) matrix."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def forward(self, a, b):
        return torch.diag(a) @ b

def get_inputs():
    return [torch.randn(4096), torch.randn(4096, 4096)]

def get_init_inputs():
    return []
