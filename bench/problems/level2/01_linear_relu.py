"""nn.Linear then ReLU: (8192 x 8192) by 8192 to 8192."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return torch.relu(self.linear(x))

def get_inputs():
    return [torch.randn(8192, 8192)]

def get_init_inputs():
    return [8192, 8192]
