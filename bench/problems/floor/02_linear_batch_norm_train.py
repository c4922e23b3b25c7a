"""A linear layer, then batch norm in training mode over its 4096 features (column statistics of a GEMM's output), then ReLU: batch 1024."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)
        self.norm = nn.BatchNorm1d(out_features)

    def forward(self, x):
        return torch.relu(self.norm(self.linear(x)))

def get_inputs():
    return [torch.randn(1024, 2048)]

def get_init_inputs():
    return [2048, 4096]
