"""Ops that torch-mlir writes as compares and selects which drop a NaN in
x (giving y, or the bound), where PyTorch passes it on: clamp, hardtanh,
minimum and maximum, and hardsigmoid, hardswish and relu6, which
decompose into clamps. Run as a script: the traced program (the graph
HIERA imports) against eager on NaNs in either operand."""
import torch
import torch.nn.functional as F


class Model(torch.nn.Module):
    def forward(self, x, y):
        return (torch.clamp(x, 0.0, 1.0), torch.clamp(x, min=y), F.hardtanh(x), F.relu6(x),
                F.hardsigmoid(x), F.hardswish(x), torch.minimum(x, y), torch.maximum(x, y))


def get_inputs():
    return [torch.randn(8, 64), torch.randn(8, 64)]


def get_init_inputs():
    return []


if __name__ == "__main__":
    from hiera.export import trace

    nan = float("nan")
    x = torch.tensor([[nan, 1.5, -2.0, 0.25]] * 2)
    y = torch.tensor([[0.5, nan, 3.0, -1.0]] * 2)
    program = trace(Model(), [x, y])[0]
    for name, got, want in zip(("clamp", "clamp_tensor", "hardtanh", "relu6", "hardsigmoid",
                                "hardswish", "minimum", "maximum"),
                               program.module()(x, y), Model()(x, y)):
        same = torch.equal(got.isnan(), want.isnan()) and torch.equal(got.nan_to_num(), want.nan_to_num())
        print(f"{name}: {'as eager' if same else f'{got.tolist()} against {want.tolist()}'}")
