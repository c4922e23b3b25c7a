"""torch.sort, which torch-mlir lowers to tm_tensor.sort: no upstream form."""

import torch
class Model(torch.nn.Module):
    def forward(self, x):
        return torch.sort(x, dim=1)[0]
def get_inputs():
    return [torch.randn(8, 16)]
def get_init_inputs():
    return []
