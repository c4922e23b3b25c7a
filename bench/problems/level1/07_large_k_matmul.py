"""A long reduction: (256 x 262144) @ (262144 x 256)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(256, 262144), torch.randn(262144, 256)]

def get_init_inputs():
    return []
