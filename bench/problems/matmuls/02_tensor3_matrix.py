"""A 3-D tensor times a matrix: (16 x 1024 x 2048) by (2048 x 768)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(16, 1024, 2048), torch.randn(2048, 768)]

def get_init_inputs():
    return []
