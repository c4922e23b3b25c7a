"""1-D convolution with bias, stride 2, dilation 3, padding 4: (64 x 128 x 4096) to 256 channels, window 5."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, dilation, padding):
        super().__init__()
        self.conv = nn.Conv1d(in_channels, out_channels, kernel_size, stride=stride,
                              dilation=dilation, padding=padding)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(64, 128, 4096)]

def get_init_inputs():
    return [128, 256, 5, 2, 3, 4]
