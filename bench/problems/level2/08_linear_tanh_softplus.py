"""nn.Linear, Tanh, then Softplus."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return F.softplus(torch.tanh(self.linear(x)))

def get_inputs():
    return [torch.randn(4096, 8192)]

def get_init_inputs():
    return [8192, 8192]
