"""A two-layer LSTM whose model returns the last layer's final hidden state
alone, as many classifiers do: the last layer's output feeds nothing."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.lstm = nn.LSTM(16, 32, 2, batch_first=True)

    def forward(self, x):
        _, (hidden, _) = self.lstm(x)
        return hidden[-1]


def get_inputs():
    return [torch.randn(4, 10, 16)]


def get_init_inputs():
    return []
