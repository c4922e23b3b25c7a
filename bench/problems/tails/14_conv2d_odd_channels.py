"""A 3x3 convolution with odd channel counts: (7 x 61 x 127 x 127) to 127 channels."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, padding=1)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(7, 61, 127, 127)]

def get_init_inputs():
    return [61, 127, 3]
