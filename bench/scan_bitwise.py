"""On a GPU host: whether HIERA's scans equal eager's bit for bit (ATen's
CUDA order, #plan.framework_precision<scans = pytorch_cuda>): cumsums of
many line lengths, a reversed and a masked one and a cumprod, each compiled
with hiera.compile (expert policy, budget 6) and compared with torch.equal,
with each one's largest error against f64 beside. Exits 1 where any
differs. In bench/frontend.sh's environment:

    root=$PWD; source scripts/gpu-env.sh; python3 bench/scan_bitwise.py
"""

import sys
import time

import torch

import hiera


class Cumsum(torch.nn.Module):
    def __init__(self, dim, reverse=False, masked=False):
        super().__init__()
        self.dim, self.reverse, self.masked = dim, reverse, masked

    def forward(self, x, *mask):
        if self.masked:
            x = x * mask[0]
        if self.reverse:
            return torch.cumsum(x.flip(self.dim), self.dim).flip(self.dim)
        return torch.cumsum(x, self.dim)


class Cumprod(torch.nn.Module):
    def forward(self, x):
        return torch.cumprod(x, 1)


CASES = [("cumsum", (64, 16), Cumsum(1)), ("cumsum", (64, 100), Cumsum(1)),
         ("cumsum", (256, 1000), Cumsum(1)), ("cumsum", (128, 4095), Cumsum(1)),
         ("cumsum", (64, 32768), Cumsum(1)), ("cumsum", (8, 300000), Cumsum(1)),
         ("cumsum", (3, 5000, 7), Cumsum(1)), ("cumsum", (16, 70000), Cumsum(1)),
         ("reverse", (128, 4000), Cumsum(1, reverse=True)),
         ("masked", (128, 4000), Cumsum(1, masked=True)),
         ("cumprod", (256, 300), Cumprod())]


def largest_error(value, exact):
    return (value.double() - exact).abs().max().item()


def main() -> int:
    torch.manual_seed(0)
    failures = 0
    for name, shape, model in CASES:
        x = torch.randn(*shape, device="cuda")
        if name == "cumprod":
            x = 1 + 0.01 * x
        inputs = [x]
        if name == "masked":
            inputs.append(torch.rand(*shape, device="cuda") > 0.5)
        started = time.time()
        try:
            out = hiera.compile(model, inputs, budget=6)(*inputs)
        except Exception as error:  # a case that does not compile is a failure
            print(f"{name} {shape}: error {error}"[:400])
            failures += 1
            continue
        ref = model(*inputs)
        exact = model(*[t.double() if t.is_floating_point() else t for t in inputs])
        same = torch.equal(out, ref)
        print(f"{name} {tuple(shape)}: bitwise {'yes' if same else 'NO'} "
              f"({(out != ref).sum().item()} differ, max |hiera-eager| "
              f"{(out - ref).abs().max().item():.3g}, vs f64 hiera "
              f"{largest_error(out, exact):.3g} eager {largest_error(ref, exact):.3g}) "
              f"{time.time() - started:.1f}s", flush=True)
        failures += not same
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
