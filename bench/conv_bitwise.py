"""On a GPU host: whether HIERA's TF32 convolutions equal eager's bit for
bit: convolutions of several kinds (2-D with and without bias, 1x1, 7x7
strided, grouped, 1-D, 3-D, transposed), each compiled with hiera.compile
(expert policy, budget 6) and compared with torch.equal, with each one's
largest error against the layer run in f64 beside. Run it with
HIERA_CUDNN_ENGINE=first for PyTorch's engine choice (cuDNN's heuristics'
first plan), with HIERA_CUDNN_ENGINE=agreeing for the fastest engine whose
result agrees with that one's within 1e-4, and without it for the fastest
engines HIERA times. In
bench/frontend.sh's environment:

    root=$PWD; source scripts/gpu-env.sh; python3 bench/conv_bitwise.py
"""

import os

import torch

import hiera

CASES = [
    ("conv2d 3x3 bias", lambda: torch.nn.Conv2d(64, 128, 3, padding=1), (32, 64, 56, 56)),
    ("conv2d 3x3 no bias", lambda: torch.nn.Conv2d(64, 64, 3, padding=1, bias=False),
     (32, 64, 56, 56)),
    ("conv2d 1x1", lambda: torch.nn.Conv2d(256, 64, 1), (32, 256, 28, 28)),
    ("conv2d 7x7 s2", lambda: torch.nn.Conv2d(3, 64, 7, stride=2, padding=3), (32, 3, 224, 224)),
    ("conv2d grouped", lambda: torch.nn.Conv2d(64, 64, 3, padding=1, groups=4), (16, 64, 56, 56)),
    ("conv1d", lambda: torch.nn.Conv1d(32, 64, 5, padding=2), (64, 32, 4096)),
    ("conv3d", lambda: torch.nn.Conv3d(8, 16, 3, padding=1), (4, 8, 32, 64, 64)),
    ("conv_transpose2d", lambda: torch.nn.ConvTranspose2d(64, 32, 3, stride=2, padding=1),
     (16, 64, 32, 32)),
]


def main() -> int:
    torch.manual_seed(0)
    print("HIERA_CUDNN_ENGINE =", os.environ.get("HIERA_CUDNN_ENGINE"))
    differing = 0
    for name, make, shape in CASES:
        model = make().cuda().eval()
        x = torch.randn(*shape, device="cuda")
        compiled = hiera.compile(model, [x], budget=6)
        with torch.no_grad():
            got, want = compiled(x), model(x)
            exact = model.double()(x.double())
        model.float()
        differing += not torch.equal(got, want)
        print(f"{name}: equal {torch.equal(got, want)}, {(got != want).sum().item()} of "
              f"{want.numel()} differ, by up to {(got - want).abs().max().item():.3g}; "
              f"from f64: HIERA {(got.double() - exact).abs().max().item():.3g}, "
              f"eager {(want.double() - exact).abs().max().item():.3g}", flush=True)
    return 1 if differing else 0


if __name__ == "__main__":
    raise SystemExit(main())
