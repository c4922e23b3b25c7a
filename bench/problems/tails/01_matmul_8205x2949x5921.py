"""Matrix product with odd extents: (8205 x 2949) by (2949 x 5921)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(8205, 2949), torch.randn(2949, 5921)]

def get_init_inputs():
    return []
