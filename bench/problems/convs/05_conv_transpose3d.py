"""Transposed 3-D convolution with bias, stride 2, padding 1: (8 x 32 x 16 x 32 x 32) to 16 channels, window 3."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding):
        super().__init__()
        self.conv = nn.ConvTranspose3d(in_channels, out_channels, kernel_size,
                                       stride=stride, padding=padding)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(8, 32, 16, 32, 32)]

def get_init_inputs():
    return [32, 16, 3, 2, 1]
