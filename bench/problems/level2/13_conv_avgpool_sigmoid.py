"""Conv2d with bias, 2x2 average pooling, then Sigmoid: (32 x 32 x 256 x 256) to 64 channels."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 3, padding=1)
        self.pool = nn.AvgPool2d(2)

    def forward(self, x):
        return torch.sigmoid(self.pool(self.conv(x)))

def get_inputs():
    return [torch.randn(32, 32, 256, 256)]

def get_init_inputs():
    return [32, 64]
