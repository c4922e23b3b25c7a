"""3x3 convolution (128 x 3 x 256 x 256 to 16 channels), instance norm, then a division by 2."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout, kernel):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, kernel)
        self.norm = nn.InstanceNorm2d(cout)

    def forward(self, x):
        return self.norm(self.conv(x)) / 2.0

def get_inputs():
    return [torch.randn(128, 3, 256, 256)]

def get_init_inputs():
    return [3, 16, 3]
