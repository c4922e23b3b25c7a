"""Max pooling, 3x3 windows, stride 2, padding 1, over (32 x 128 x 256 x 256)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, kernel_size, stride, padding):
        super().__init__()
        self.pool = nn.MaxPool2d(kernel_size, stride=stride, padding=padding)

    def forward(self, x):
        return self.pool(x)

def get_inputs():
    return [torch.randn(32, 128, 256, 256)]

def get_init_inputs():
    return [3, 2, 1]
