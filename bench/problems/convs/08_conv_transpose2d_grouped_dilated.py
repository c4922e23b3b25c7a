"""Transposed 2-D convolution, 4 groups, stride 2, dilation 2, padding 1: (32 x 64 x 128 x 128) to 64 channels."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.ConvTranspose2d(cin, cout, 3, stride=2, padding=1, dilation=2, groups=4)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(32, 64, 128, 128)]

def get_init_inputs():
    return [64, 64]
