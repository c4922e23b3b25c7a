"""A Model whose __init__ does not call super().__init__()."""
import torch


class Model(torch.nn.Module):
    def __init__(self):
        self.scale = 3

    def forward(self, x):
        return x * self.scale


def get_inputs():
    return [torch.randn(64)]


def get_init_inputs():
    return []
