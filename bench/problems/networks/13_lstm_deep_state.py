"""A six-layer LSTM over 512 steps (batch 10, 128 features in, 256 hidden), batch first, from a given initial state kept in buffers; returns the final hidden and cell states of every layer."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, input_size, hidden_size, layers, batch):
        super().__init__()
        self.lstm = nn.LSTM(input_size, hidden_size, layers, batch_first=True)
        self.register_buffer("h0", torch.randn(layers, batch, hidden_size))
        self.register_buffer("c0", torch.randn(layers, batch, hidden_size))

    def forward(self, x):
        _, (h_n, c_n) = self.lstm(x, (self.h0, self.c0))
        return h_n, c_n

def get_inputs():
    return [torch.randn(10, 512, 128)]

def get_init_inputs():
    return [128, 256, 6, 10]
