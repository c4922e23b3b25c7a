"""Log-softmax over dim 0 of (8205 x 32768)."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def forward(self, x):
        return torch.log_softmax(x, dim=0)

def get_inputs():
    return [torch.randn(8205, 32768)]

def get_init_inputs():
    return []
