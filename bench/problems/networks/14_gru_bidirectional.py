"""A six-layer bidirectional GRU over 512 steps, sequence first (batch 10, 128 features in, 256 hidden), from a given initial state kept in a buffer; returns the output sequence of the last layer."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, input_size, hidden_size, layers, batch):
        super().__init__()
        self.gru = nn.GRU(input_size, hidden_size, layers, bidirectional=True)
        self.register_buffer("h0", torch.randn(2 * layers, batch, hidden_size))

    def forward(self, x):
        out, _ = self.gru(x, self.h0)
        return out

def get_inputs():
    return [torch.randn(512, 10, 128)]

def get_init_inputs():
    return [128, 256, 6, 10]
