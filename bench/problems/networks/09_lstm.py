"""A two-layer LSTM over 32 steps (batch 16, 128 features in, 256 hidden), zero initial state, and a linear layer on the last step's output."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, input_size, hidden_size, layers, outputs):
        super().__init__()
        self.lstm = nn.LSTM(input_size, hidden_size, layers, batch_first=True)
        self.fc = nn.Linear(hidden_size, outputs)

    def forward(self, x):
        out, _ = self.lstm(x)
        return self.fc(out[:, -1, :])

def get_inputs():
    return [torch.randn(16, 32, 128)]

def get_init_inputs():
    return [128, 256, 2, 10]
