"""nn.Linear then layer norm over its features: (8192 x 4096) to 4096."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.norm = nn.LayerNorm(out_features)

    def forward(self, x):
        return self.norm(self.linear(x))

def get_inputs():
    return [torch.randn(8192, 4096)]

def get_init_inputs():
    return [4096, 4096]
