"""1-D max pooling, window 4, stride 2, padding 1, dilation 3: (64 x 128 x 65536)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, kernel):
        super().__init__()
        self.pool = nn.MaxPool1d(kernel, stride=2, padding=1, dilation=3)

    def forward(self, x):
        return self.pool(x)

def get_inputs():
    return [torch.randn(64, 128, 65536)]

def get_init_inputs():
    return [4]
