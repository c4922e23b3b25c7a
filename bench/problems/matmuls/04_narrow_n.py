"""A tall product with 8 columns: (1048576 x 512) times (512 x 8)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(1048576, 512), torch.randn(512, 8)]

def get_init_inputs():
    return []
