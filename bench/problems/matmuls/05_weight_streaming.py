"""A linear layer streaming its weights: batch 128, (32768 x 32768) weights with bias."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, x, w, b):
        return F.linear(x, w, b)

def get_inputs():
    return [torch.randn(128, 32768), torch.randn(32768, 32768), torch.randn(32768)]

def get_init_inputs():
    return []
