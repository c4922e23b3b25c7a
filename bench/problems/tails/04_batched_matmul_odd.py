"""Batched matrix product with odd extents: 7 products of (509 x 1021) by (1021 x 257)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.bmm(a, b)

def get_inputs():
    return [torch.randn(7, 509, 1021), torch.randn(7, 1021, 257)]

def get_init_inputs():
    return []
