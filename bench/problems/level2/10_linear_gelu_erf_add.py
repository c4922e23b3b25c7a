"""nn.Linear, GELU (erf), then a bias of its own."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.bias = nn.Parameter(torch.randn(out_features))

    def forward(self, x):
        return F.gelu(self.linear(x)) + self.bias

def get_inputs():
    return [torch.randn(4096, 8192)]

def get_init_inputs():
    return [8192, 8192]
