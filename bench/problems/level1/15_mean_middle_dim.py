"""Mean over a middle dimension: (64 x 4096 x 1024) to (64 x 1024)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return torch.mean(x, dim=self.dim)

def get_inputs():
    return [torch.randn(64, 4096, 1024)]

def get_init_inputs():
    return [1]
