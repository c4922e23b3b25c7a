"""3-D convolution (16 x 3 x 32 x 64 x 64 to 16 channels), softmax over channels, then two 2x2x2 max poolings."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout, kernel):
        super().__init__()
        self.conv = nn.Conv3d(cin, cout, kernel)
        self.pool = nn.MaxPool3d(2)

    def forward(self, x):
        return self.pool(self.pool(torch.softmax(self.conv(x), dim=1)))

def get_inputs():
    return [torch.randn(16, 3, 32, 64, 64)]

def get_init_inputs():
    return [3, 16, 3]
