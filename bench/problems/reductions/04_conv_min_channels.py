"""3x3 convolution with bias, then the minimum over its channels: (128 x 3 x 256 x 256) to 16 channels."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size)

    def forward(self, x):
        return torch.min(self.conv(x), dim=1)[0]

def get_inputs():
    return [torch.randn(128, 3, 256, 256)]

def get_init_inputs():
    return [3, 16, 3]
