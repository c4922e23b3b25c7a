"""LeakyReLU with a slope of 0.01 over 512 MB."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, negative_slope):
        super().__init__()
        self.negative_slope = negative_slope

    def forward(self, x):
        return F.leaky_relu(x, negative_slope=self.negative_slope)

def get_inputs():
    return [torch.randn(8192, 16384)]

def get_init_inputs():
    return [0.01]
