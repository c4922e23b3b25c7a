"""A linear layer (1024 x 8192 to 8192), group norm over 32 groups, Swish, a multiply by a learned vector, and Swish again."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, fin, fout, groups):
        super().__init__()
        self.linear = nn.Linear(fin, fout)
        self.norm = nn.GroupNorm(groups, fout)
        self.weight = nn.Parameter(torch.randn(fout))

    def forward(self, x):
        x = self.norm(self.linear(x))
        x = x * torch.sigmoid(x) * self.weight
        return x * torch.sigmoid(x)

def get_inputs():
    return [torch.randn(1024, 8192)]

def get_init_inputs():
    return [8192, 8192, 32]
