"""Transposed 1-D convolution, stride 3, padding 2, output padding 1, no bias: (32 x 256 x 2047) to 128 channels, window 7."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, output_padding):
        super().__init__()
        self.conv = nn.ConvTranspose1d(in_channels, out_channels, kernel_size, stride=stride,
                                       padding=padding, output_padding=output_padding,
                                       bias=False)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(32, 256, 2047)]

def get_init_inputs():
    return [256, 128, 7, 3, 2, 1]
