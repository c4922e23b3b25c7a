"""nn.Linear then Sigmoid, tall input: (32768 x 4096) to 1024."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.sigmoid(self.linear(x))

def get_inputs():
    return [torch.randn(32768, 4096)]

def get_init_inputs():
    return [4096, 1024]
