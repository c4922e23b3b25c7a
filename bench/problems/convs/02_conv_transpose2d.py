"""Transposed 2-D convolution with bias, stride 2, padding 1: (16 x 64 x 128 x 128) to 32 channels, window 4 (a decoder's upsampling)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding):
        super().__init__()
        self.conv = nn.ConvTranspose2d(in_channels, out_channels, kernel_size,
                                       stride=stride, padding=padding)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(16, 64, 128, 128)]

def get_init_inputs():
    return [64, 32, 4, 2, 1]
