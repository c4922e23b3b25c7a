"""ReLU over a 512 MB tensor."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x):
        return torch.relu(x)

def get_inputs():
    return [torch.randn(8192, 16384)]

def get_init_inputs():
    return []
