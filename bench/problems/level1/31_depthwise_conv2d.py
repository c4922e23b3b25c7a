"""Depthwise 3x3 convolution, 256 channels of (32 x 256 x 128 x 128)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, kernel_size, padding=1,
                              groups=channels, bias=False)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(32, 256, 128, 128)]

def get_init_inputs():
    return [256, 3]
