"""3x3 convolution (128 x 8 x 256 x 256 to 64 channels), ReLU, a bias per channel, then Hardswish."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout, kernel):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, kernel)
        self.bias = nn.Parameter(torch.randn(cout, 1, 1))

    def forward(self, x):
        return nn.functional.hardswish(torch.relu(self.conv(x)) + self.bias)

def get_inputs():
    return [torch.randn(128, 8, 256, 256)]

def get_init_inputs():
    return [8, 64, 3]
