"""SELU over a (4096 x 393216) tensor (6.4 GB)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.selu(x)

def get_inputs():
    return [torch.randn(4096, 393216)]

def get_init_inputs():
    return []
