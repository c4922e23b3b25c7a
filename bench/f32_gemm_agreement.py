"""How far f32 GEMMs in different arithmetic and order lie from eager's.

KernelBench judges a candidate by allclose(out, eager, atol=rtol=1e-4) for
f32. For a GEMM that rule also measures how closely a candidate repeats
eager's own rounding, which depends on K and on whether the inputs cancel
(randn) or not (rand). This prints, for each K and input law, the share of
elements outside that rule for:
  strict_split2  strict f32, K summed in two halves (another order)
  3xtf32         f32 emulated as three TF32 products (big*big + big*small +
                 small*big), each accumulated by the tensor cores
  tf32           one TF32 product
and, for each, the largest error against an f64 reference, divided by the
reference's RMS (HIERA's own contract scale).
Usage: python3 bench/f32_gemm_agreement.py [M=N]
"""
import sys

import torch


def tf32_round(x):
    # TF32 keeps 10 mantissa bits: round to nearest on the 13 dropped.
    bits = x.view(torch.int32)
    return ((bits + 0x1000) & ~0x1FFF).view(torch.float32)


def product(a, b, tf32):
    torch.backends.cuda.matmul.allow_tf32 = tf32
    try:
        return a @ b
    finally:
        torch.backends.cuda.matmul.allow_tf32 = False


def candidates(a, b):
    half = a.shape[1] // 2
    big_a, big_b = tf32_round(a), tf32_round(b)
    small_a, small_b = a - big_a, b - big_b
    return {
        "strict_split2": product(a[:, :half], b[:half], False)
        + product(a[:, half:], b[half:], False),
        "3xtf32": product(small_a, big_b, True) + product(big_a, small_b, True)
        + product(big_a, big_b, True),
        "tf32": product(a, b, True),
    }


def main():
    size = int(sys.argv[1]) if len(sys.argv) > 1 else 2048
    torch.manual_seed(0)
    print(f"GPU {torch.cuda.get_device_name()}, torch {torch.__version__}, "
          f"M = N = {size}")
    print(f"{'law':5} {'K':>6} {'candidate':14} {'outside allclose':>17} "
          f"{'max |d| vs eager':>17} {'max err / RMS':>14}")
    for law in ("randn", "rand"):
        draw = getattr(torch, law)
        for k in (256, 1024, 4096, 16384):
            a = draw(size, k, device="cuda")
            b = draw(k, size, device="cuda")
            eager = product(a, b, False)
            exact = (a.double() @ b.double())
            rms = exact.pow(2).mean().sqrt().item()
            for name, out in candidates(a, b).items():
                outside = ~torch.isclose(out, eager, rtol=1e-4, atol=1e-4)
                share = outside.float().mean().item()
                worst = (out - eager).abs().max().item()
                error = (out.double() - exact).abs().max().item() / max(rms, 1)
                print(f"{law:5} {k:6} {name:14} {share:17.2e} {worst:17.3g} "
                      f"{error:14.3g}")
            eager_error = (eager.double() - exact).abs().max().item() / max(rms, 1)
            print(f"{law:5} {k:6} {'eager itself':14} {'':17} {'':17} "
                  f"{eager_error:14.3g}")


if __name__ == "__main__":
    main()
