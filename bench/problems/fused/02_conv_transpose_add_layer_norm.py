"""Transposed 3-D convolution (stride 2), plus a learned scalar, then layer norm over the channel-last volume's last dimension, average pooling and GELU: (16 x 32 x 16 x 32 x 32)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.ConvTranspose3d(cin, cout, 3, stride=2, padding=1, output_padding=1)
        self.shift = nn.Parameter(torch.tensor(0.5))
        self.norm = nn.LayerNorm(64)
        self.pool = nn.AvgPool3d(2)

    def forward(self, x):
        x = self.norm(self.conv(x) + self.shift)
        return nn.functional.gelu(self.pool(x))

def get_inputs():
    return [torch.randn(16, 32, 16, 32, 32)]

def get_init_inputs():
    return [32, 64]
