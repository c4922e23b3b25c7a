"""Cross-entropy of (65536 x 4096) logits against class indices."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def forward(self, logits, targets):
        return F.cross_entropy(logits, targets)

BATCH, CLASSES = 65536, 4096

def get_inputs():
    return [torch.randn(BATCH, CLASSES), torch.randint(0, CLASSES, (BATCH,))]

def get_init_inputs():
    return []
