"""Depthwise 1-D convolution, window 7, padding 3: (64 x 512 x 16384), with bias."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, channels, kernel):
        super().__init__()
        self.conv = nn.Conv1d(channels, channels, kernel, padding=kernel // 2, groups=channels)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(64, 512, 16384)]

def get_init_inputs():
    return [512, 7]
