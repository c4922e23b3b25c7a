"""Layer norm over (C, H, W) = (64, 128, 128) of a batch of 64, with affine parameters."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, shape):
        super().__init__()
        self.norm = nn.LayerNorm(shape)

    def forward(self, x):
        return self.norm(x)

def get_inputs():
    return [torch.randn(64, 64, 128, 128)]

def get_init_inputs():
    return [(64, 128, 128)]
