"""Triplet margin loss (margin 1) of (32768 x 4096) anchors, positives and negatives."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, anchor, positive, negative):
        return F.triplet_margin_loss(anchor, positive, negative, margin=1.0)

def get_inputs():
    return [torch.randn(32768, 4096), torch.randn(32768, 4096), torch.randn(32768, 4096)]

def get_init_inputs():
    return []
