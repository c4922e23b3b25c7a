"""3-D average pooling, window 3, stride 2, padding 1: (16 x 32 x 64 x 64 x 64)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.pool = nn.AvgPool3d(kernel_size, stride=stride, padding=padding)

    def forward(self, x):
        return self.pool(x)

def get_inputs():
    return [torch.randn(16, 32, 64, 64, 64)]

def get_init_inputs():
    return [3, 2, 1]
