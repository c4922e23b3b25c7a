"""A two-layer GRU over 32 steps (batch 16, 128 features in, 256 hidden), zero initial state; returns the output sequence."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, input_size, hidden_size, layers):
        super().__init__()
        self.gru = nn.GRU(input_size, hidden_size, layers, batch_first=True)

    def forward(self, x):
        return self.gru(x)[0]

def get_inputs():
    return [torch.randn(16, 32, 128)]

def get_init_inputs():
    return [128, 256, 2]
