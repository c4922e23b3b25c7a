"""A linear layer on a batch of 1: 4095 features in, 1021 out (a matrix-vector product with bias)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_features, out_features):
        super().__init__()
        self.linear = nn.Linear(in_features, out_features)

    def forward(self, x):
        return self.linear(x)

def get_inputs():
    return [torch.randn(1, 4095)]

def get_init_inputs():
    return [4095, 1021]
