"""Hinge loss mean(clamp(1 - p * t, min=0)) over (32768 x 4096) predictions and +-1 targets."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, predictions, targets):
        return torch.mean(torch.clamp(1 - predictions * targets, min=0))

def get_inputs():
    return [torch.randn(32768, 4096), torch.randint(0, 2, (32768, 4096)).float() * 2 - 1]

def get_init_inputs():
    return []
