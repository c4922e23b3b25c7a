"""nn.Linear then a clamp to [-0.5, 0.5]."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.clamp(self.linear(x), min=-0.5, max=0.5)

def get_inputs():
    return [torch.randn(4096, 4096)]

def get_init_inputs():
    return [4096, 4096]
