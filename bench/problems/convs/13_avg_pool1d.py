"""1-D average pooling, window 8, stride 4, padding 2: (64 x 128 x 65536)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.pool = nn.AvgPool1d(kernel_size, stride=stride, padding=padding)

    def forward(self, x):
        return self.pool(x)

def get_inputs():
    return [torch.randn(64, 128, 65536)]

def get_init_inputs():
    return [8, 4, 2]
