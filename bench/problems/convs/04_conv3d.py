"""3-D convolution with bias, padding 1: (16 x 3 x 64 x 64 x 64) to 64 channels, window 3 (a video or volume stem)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv3d(in_channels, out_channels, kernel_size, padding=1)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(16, 3, 64, 64, 64)]

def get_init_inputs():
    return [3, 64, 3]
