"""Batched A B^T: (64 x 1024 x 512) by (64 x 1024 x 512) transposed."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.bmm(a, b.transpose(1, 2))

def get_inputs():
    return [torch.randn(64, 1024, 512), torch.randn(64, 1024, 512)]

def get_init_inputs():
    return []
