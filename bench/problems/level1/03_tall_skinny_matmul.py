"""A tall, thin matrix times a short, wide one: (32768 x 256) @ (256 x 8192)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a, b)

def get_inputs():
    return [torch.randn(32768, 256), torch.randn(256, 8192)]

def get_init_inputs():
    return []
