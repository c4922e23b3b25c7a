"""Conv2d without bias, batch norm in training mode, ReLU: a ResNet block's first half, (32 x 64 x 112 x 112)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.norm = nn.BatchNorm2d(channels)

    def forward(self, x):
        return torch.relu(self.norm(self.conv(x)))

def get_inputs():
    return [torch.randn(32, 64, 112, 112)]

def get_init_inputs():
    return [64]
