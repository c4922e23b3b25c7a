"""3x3 convolution (128 x 16 x 128 x 128 to 64 channels), tanh, a scale, a bias per channel, then 2x2 max pooling."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout, kernel, scale):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, kernel, padding=1)
        self.scale = scale
        self.bias = nn.Parameter(torch.randn(cout, 1, 1))
        self.pool = nn.MaxPool2d(2)

    def forward(self, x):
        return self.pool(torch.tanh(self.conv(x)) * self.scale + self.bias)

def get_inputs():
    return [torch.randn(128, 16, 128, 128)]

def get_init_inputs():
    return [16, 64, 3, 2.0]
