"""Pointwise (1x1) convolution: (32 x 256 x 112 x 112) to 512 channels."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, 1, bias=False)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(32, 256, 112, 112)]

def get_init_inputs():
    return [256, 512]
