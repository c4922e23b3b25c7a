"""Transposed 2-D convolution (128 x 64 x 64 x 64 to 128 channels, window 3), global average pooling, a bias, log-sum-exp over channels, a sum and a scale."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout, kernel):
        super().__init__()
        self.conv = nn.ConvTranspose2d(cin, cout, kernel)
        self.bias = nn.Parameter(torch.randn(cout, 1, 1))

    def forward(self, x):
        x = torch.mean(self.conv(x), dim=(2, 3), keepdim=True) + self.bias
        x = torch.logsumexp(x, dim=1, keepdim=True)
        return torch.sum(x, dim=(2, 3)) * 10.0

def get_inputs():
    return [torch.randn(128, 64, 64, 64)]

def get_init_inputs():
    return [64, 128, 3]
