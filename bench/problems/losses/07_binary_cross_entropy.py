"""Binary cross-entropy of sigmoid (32768 x 4096) predictions against targets in [0, 1], mean reduction."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, predictions, targets):
        return F.binary_cross_entropy(torch.sigmoid(predictions), targets)

def get_inputs():
    return [torch.randn(32768, 4096), torch.rand(32768, 4096)]

def get_init_inputs():
    return []
