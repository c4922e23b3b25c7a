"""Average pooling 5x5, stride 3, on (13 x 67 x 251 x 251)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, kernel_size, stride):
        super().__init__()
        self.pool = nn.AvgPool2d(kernel_size, stride=stride)

    def forward(self, x):
        return self.pool(x)

def get_inputs():
    return [torch.randn(13, 67, 251, 251)]

def get_init_inputs():
    return [5, 3]
