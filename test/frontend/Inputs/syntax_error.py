import torch

class Model(torch.nn.Module)
    pass
