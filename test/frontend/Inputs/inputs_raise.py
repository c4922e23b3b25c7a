import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x):
        return x + 1


def get_inputs():
    raise ValueError("no data today")


def get_init_inputs():
    return []
