"""Conv2d with bias, ReLU, then 2x2 max pooling: (32 x 64 x 128 x 128) to 128 channels."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=1)
        self.pool = nn.MaxPool2d(2)

    def forward(self, x):
        return self.pool(torch.relu(self.conv(x)))

def get_inputs():
    return [torch.randn(32, 64, 128, 128)]

def get_init_inputs():
    return [64, 128, 3]
