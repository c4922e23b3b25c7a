"""Mean over the middle dimension of (127 x 4093 x 131)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.mean(x, dim=1)

def get_inputs():
    return [torch.randn(127, 4093, 131)]

def get_init_inputs():
    return []
