"""nn.Linear, Hardtanh, then LeakyReLU."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        y = F.hardtanh(self.linear(x), min_val=-1.0, max_val=1.0)
        return F.leaky_relu(y, negative_slope=0.1)

def get_inputs():
    return [torch.randn(4096, 8192)]

def get_init_inputs():
    return [8192, 8192]
