"""Batch norm in training mode (batch statistics, running statistics updated) over (64 x 128 x 128 x 128)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.norm = nn.BatchNorm2d(channels)

    def forward(self, x):
        return self.norm(x)

def get_inputs():
    return [torch.randn(64, 128, 128, 128)]

def get_init_inputs():
    return [128]
