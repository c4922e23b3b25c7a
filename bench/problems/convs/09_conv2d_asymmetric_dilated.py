"""2-D convolution with a 3x7 window, stride (2, 1), dilation (2, 3), padding (2, 9): (64 x 32 x 256 x 256) to 64 channels."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, cin, cout):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, (3, 7), stride=(2, 1), dilation=(2, 3), padding=(2, 9))

    def forward(self, x):
        return self.conv(x)

def get_inputs():
    return [torch.randn(64, 32, 256, 256)]

def get_init_inputs():
    return [32, 64]
