"""Batched matrix product: 128 products of (512 x 1024) @ (1024 x 512)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.bmm(a, b)

def get_inputs():
    return [torch.randn(128, 512, 1024), torch.randn(128, 1024, 512)]

def get_init_inputs():
    return []
