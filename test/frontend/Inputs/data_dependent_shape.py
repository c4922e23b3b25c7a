"""A result whose shape depends on the input's values: x[x > 0]."""
import torch


class Model(torch.nn.Module):
    def forward(self, x):
        return x[x > 0]


def get_inputs():
    return [torch.randn(64)]


def get_init_inputs():
    return []
