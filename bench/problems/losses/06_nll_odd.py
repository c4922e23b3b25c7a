"""Negative log-likelihood of log-softmaxed (4095 x 1001) scores and class targets."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, scores, targets):
        return F.nll_loss(F.log_softmax(scores, dim=1), targets)

def get_inputs():
    return [torch.randn(4095, 1001), torch.randint(0, 1001, (4095,))]

def get_init_inputs():
    return []
