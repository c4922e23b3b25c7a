"""einsum('bijl,lk->bijk') of (16 x 256 x 512 x 256) and (256 x 768)."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, a, b):
        return torch.einsum('bijl,lk->bijk', a, b)

def get_inputs():
    return [torch.randn(16, 256, 512, 256), torch.randn(256, 768)]

def get_init_inputs():
    return []
