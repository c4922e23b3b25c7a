"""A pointwise 3-D convolution (1x1x1) with bias: (16 x 64 x 32 x 64 x 64) to 128 channels."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv3d(cin, cout, 1)

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(16, 64, 32, 64, 64)]

def get_init_inputs():
    return [64, 128]
