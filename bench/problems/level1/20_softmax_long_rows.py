"""Softmax over rows of 262144: (1024 x 262144), 1 GB."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.softmax(x, dim=-1)

def get_inputs():
    return [torch.randn(1024, 262144)]

def get_init_inputs():
    return []
