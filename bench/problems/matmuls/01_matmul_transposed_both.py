"""A^T B^T: (4096 x 2048)^T times (8192 x 4096)^T."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.matmul(a.T, b.T)

def get_inputs():
    return [torch.randn(4096, 2048), torch.randn(8192, 4096)]

def get_init_inputs():
    return []
