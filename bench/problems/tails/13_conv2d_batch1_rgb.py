"""A 7x7 stride-2 convolution on a batch of 1 with 3 input channels: (1 x 3 x 509 x 509) to 61 channels."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, stride=2, padding=3)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(1, 3, 509, 509)]

def get_init_inputs():
    return [3, 61, 7]
