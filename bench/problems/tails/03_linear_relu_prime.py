"""Linear layer and ReLU with prime extents: batch 127, 1021 features in, 2039 out."""

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
    return [torch.randn(127, 1021)]

def get_init_inputs():
    return [1021, 2039]
