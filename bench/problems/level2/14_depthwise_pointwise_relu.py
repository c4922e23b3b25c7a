"""A separable convolution: depthwise 3x3, pointwise 1x1, ReLU, over (32 x 128 x 112 x 112)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels):
        super().__init__()
        self.depthwise = nn.Conv2d(in_channels, in_channels, 3, padding=1, groups=in_channels)
        self.pointwise = nn.Conv2d(in_channels, out_channels, 1)

    def forward(self, x):
        return torch.relu(self.pointwise(self.depthwise(x)))

def get_inputs():
    return [torch.randn(32, 128, 112, 112)]

def get_init_inputs():
    return [128, 256]
