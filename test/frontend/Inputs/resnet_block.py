"""A ResNet basic block and an MLP head, small enough to bake in."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(8, 8, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 8, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(8)
        self.head = nn.Sequential(nn.Linear(8 * 16 * 16, 64), nn.ReLU(), nn.Linear(64, 10))

    def forward(self, x):
        y = torch.relu(self.bn1(self.conv1(x)))
        y = torch.relu(self.bn2(self.conv2(y)) + x)
        return self.head(y.flatten(1))


def get_inputs():
    return [torch.randn(2, 8, 16, 16)]


def get_init_inputs():
    return []
