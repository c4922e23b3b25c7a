"""Grouped 3x3 convolution with bias, 8 groups: (32 x 128 x 112 x 112) to 256 channels (a ResNeXt block's)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, groups):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=1,
                              groups=groups)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(32, 128, 112, 112)]

def get_init_inputs():
    return [128, 256, 3, 8]
