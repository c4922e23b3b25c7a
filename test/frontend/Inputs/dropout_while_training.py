"""A linear layer, then dropout: KernelBench's problems build their model
without calling eval(), so the dropout draws a random mask."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.linear = nn.Linear(64, 32)
        self.dropout = nn.Dropout(0.2)

    def forward(self, x):
        return self.dropout(self.linear(x))


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return []
