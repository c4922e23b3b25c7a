"""A constant made in forward on the input's device, as
`torch.tensor(value, device=x.device)`: exported from shapes, the input is
on meta and so would the constant be, with no value."""
import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return torch.minimum(x, torch.tensor(0.75, device=x.device))


def get_inputs():
    return [torch.randn(8, 64)]


def get_init_inputs():
    return []
