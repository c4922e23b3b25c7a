import torch.nn as nn


class Model(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.width = width

    def forward(self, x):
        return x


def get_inputs():
    return []


def get_init_inputs():
    return 7
