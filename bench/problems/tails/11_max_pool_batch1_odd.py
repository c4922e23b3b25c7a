"""Max pooling 3x3, stride 2, padding 1, on a batch of 1: (1 x 61 x 509 x 509)."""

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
    return [torch.randn(1, 61, 509, 509)]

def get_init_inputs():
    return [3, 2, 1]
