"""A kernel family's kernels, run on the CPU (cuda_on_cpu.py) against
numpy on random data: every candidate whose name starts with PREFIX (a
regular expression, `generic_` unless given) of every function of an MLIR
file (split at `// -----`), one line each.

    generic_cases.py HIERA_OPT FILE.mlir [PREFIX]
"""

import math
import re
import subprocess
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import cuda_on_cpu  # noqa: E402

rng = np.random.default_rng(7)

# By the function's name, which plans as one task: what the case is
# called, its inputs and numpy's answer, within a tolerance.
CASES = {}


def case(function, name, inputs, reference, tolerance=1e-5):
    CASES[function] = (name, inputs, reference, tolerance)


# @column_variance: a widened input's squares about a mean per column.
x = rng.standard_normal((300, 70)).astype(np.float32)
mean = rng.standard_normal(70)
case("column_variance", "column variance", [x, mean], lambda x, m: [((x.astype(np.float64) - m) ** 2).sum(axis=0)], 1e-9)

# @outer_inner_sum: a sum over dims 0 and 2 where c < 6 b.
y = rng.standard_normal((7, 50, 300)).astype(np.float32)
case("outer_inner_sum", "masked sum over dims 0 and 2", [y], lambda y: [np.where(np.arange(300)[None, None, :] < 6 * np.arange(50)[None, :, None], y, 0)
                    .astype(np.float64).sum(axis=(0, 2)).astype(np.float32)], 1e-4)

# @pool3d: window 3, stride 2, padding 1, channels-first in, channels-last out.
v = rng.standard_normal((2, 3, 9, 10, 11)).astype(np.float32)
case("pool3d", "3-D pooling over a padded input", [v], lambda v: [pool3d_sum(v)], 1e-5)


def pool3d_sum(v):
    p = np.pad(v.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1), (1, 1)))
    out = np.zeros((2, 5, 5, 6, 3))
    for d in range(5):
        for h in range(5):
            for w in range(6):
                out[:, d, h, w, :] = p[:, :, 2 * d:2 * d + 3, 2 * h:2 * h + 3, 2 * w:2 * w + 3].sum(axis=(2, 3, 4))
    return out.astype(np.float32)


# @argmax2: the largest value over dims 0 and 2 and its first flat position.
z = rng.integers(-50, 50, (5, 40, 33)).astype(np.float32)
case("argmax2", "argmax over two dims", [z], lambda z: [z.max(axis=(0, 2)),
                    z.transpose(1, 0, 2).reshape(40, -1).argmax(axis=1).astype(np.int64)], 0)

# @embedding_bag: the sum of the table rows ids name.
table = rng.standard_normal((100, 24)).astype(np.float32)
ids = rng.integers(0, 100, (6, 13)).astype(np.int64)
case("embedding_bag", "embedding bag", [table, ids], lambda t, i: [t[i].astype(np.float64).sum(axis=1).astype(np.float32)], 1e-5)

# @integer_max: the largest of an i32 tensor.
w = rng.integers(-2**31, 2**31 - 1, (300, 700)).astype(np.int32)
case("integer_max", "integer max", [w], lambda w: [np.array(w.max(), np.int32)], 0)

# @long_columns: column sums of products, starting from a vector.
a = rng.standard_normal((20000, 40)).astype(np.float32)
b = rng.standard_normal((20000, 40)).astype(np.float32)
start = rng.standard_normal(40).astype(np.float32)
case("long_columns", "long columns", [a, b, start],
     lambda a, b, s: [(s + (a.astype(np.float64) * b).sum(axis=0)).astype(np.float32)], 1e-4)

# @read_twice: column sums of (exp(x) - m) squared.
r = rng.standard_normal((3000, 70)).astype(np.float32)
rm = rng.standard_normal(70).astype(np.float32)
case("read_twice", "producer read twice", [r, rm],
     lambda r, m: [((np.exp(r.astype(np.float64)) - m) ** 2).sum(axis=0).astype(np.float32)], 1e-4)


# @avg_pool3d_as_exported: nn.AvgPool3d(3, stride=2, padding=1) as the
# exporter writes it (channels-last pooling between two transposes, then
# the division by the window's 27 elements).
def avg_pool3d(v):
    return [pool3d_sum(v).transpose(0, 4, 1, 2, 3) / 27.0]


case("avg_pool3d_as_exported", "3-D average pooling as exported", [v], avg_pool3d, 1e-5)


# A prologue read as each point is loaded (custom-window-prologue.mlir):
# tanh(x + b) * 2 per channel, then 2x2 max pooling.
px = rng.standard_normal((2, 3, 8, 16)).astype(np.float32)
pb = rng.standard_normal(3).astype(np.float32)


def prologue_max_pool(x, b):
    y = np.tanh(x.astype(np.float64) + b[None, :, None, None]) * 2
    return [y.reshape(2, 3, 4, 2, 8, 2).max(axis=(3, 5)).astype(np.float32)]


case("prologue_max_pool", "prologue then max pooling", [px, pb], prologue_max_pool, 1e-5)

# relu(x * s) per channel, padded by 1 with zeros, 3x3 sums at stride 1,
# divided by 9: the padding is the pad value itself, not the prologue's.
qx = rng.standard_normal((2, 4, 7, 9)).astype(np.float32)
qs = rng.standard_normal(4).astype(np.float32)


def prologue_padded_avg_pool(x, s):
    y = np.maximum(x.astype(np.float64) * s[None, :, None, None], 0)
    p = np.pad(y, ((0, 0), (0, 0), (1, 1), (1, 1)))
    out = sum(p[:, :, i:i + 7, j:j + 9] for i in range(3) for j in range(3))
    return [(out * np.float32(0.111111112)).astype(np.float32)]


case("prologue_padded_avg_pool", "prologue then padded average pooling", [qx, qs],
     prologue_padded_avg_pool, 1e-5)


# (x + b)^2 per channel, padded by 1 with -inf, 3x3 maxima at stride 2:
# spans of 16-byte vectors, the padding left as it is.
rx = rng.standard_normal((2, 3, 16, 32)).astype(np.float32)
rb = rng.standard_normal(3).astype(np.float32)


def prologue_padded_max_pool(x, b):
    y = (x + b[None, :, None, None]) ** 2
    p = np.pad(y, ((0, 0), (0, 0), (1, 1), (1, 1)), constant_values=-np.inf)
    out = np.full((2, 3, 8, 16), -np.inf, np.float32)
    for i in range(3):
        for j in range(3):
            out = np.maximum(out, p[:, :, i:i + 16:2, j:j + 32:2])
    return [out]


case("prologue_padded_max_pool", "prologue then padded max pooling", [rx, rb],
     prologue_padded_max_pool, 0)


# Short rows, several to a block (custom-rows-lanes.mlir).
s49 = rng.standard_normal((1000, 49)).astype(np.float32)


def softmax(x):
    e = np.exp(x.astype(np.float64) - x.max(axis=1, keepdims=True))
    return [(e / e.sum(axis=1, keepdims=True)).astype(np.float32)]


case("softmax_rows_of_49", "softmax over rows of 49", [s49], softmax, 1e-5)
s64 = rng.standard_normal((1001, 64)).astype(np.float32)
case("sum_rows_of_64", "sums of rows of 64", [s64],
     lambda x: [x.astype(np.float64).sum(axis=1).astype(np.float32)], 1e-5)


# Many rows, blocks that stay and load a row ahead (custom-rows-prefetch.mlir).
s1000 = rng.standard_normal((1100, 1000)).astype(np.float32)
case("softmax_1100_rows", "softmax over 1100 rows of 1000", [s1000], softmax, 1e-5)
c2048 = rng.standard_normal((600, 2048)).astype(np.float32)


def max_and_log_sum_exp(x):
    top = x.max(axis=1)
    total = np.exp(x.astype(np.float64) - top[:, None]).sum(axis=1)
    return [top, np.log(total).astype(np.float32)]


case("cross_entropy_statistics", "a row's maximum and log-sum-exp", [c2048],
     max_and_log_sum_exp, 1e-5)


# Concatenations (custom-concat.mlir): copies, so exact.
k64 = rng.standard_normal((4, 64, 14, 14)).astype(np.float32)
k32 = rng.standard_normal((4, 32, 14, 14)).astype(np.float32)
case("channels_relu", "concatenated channels and a ReLU", [k64, k32],
     lambda x, y: [np.maximum(np.concatenate([x, y], axis=1), 0)], 0)
roll_in = rng.standard_normal((8, 56, 96)).astype(np.float32)
case("roll", "a roll as two slices joined", [roll_in], lambda x: [np.roll(x, 3, axis=1)], 0)
merge_in = rng.standard_normal((2, 16, 16, 24)).astype(np.float32)
case("patch_merge", "a patch merge", [merge_in], lambda x: [np.concatenate(
    [x[:, 0::2, 0::2], x[:, 1::2, 0::2], x[:, 0::2, 1::2], x[:, 1::2, 1::2]], axis=-1)], 0)
r5, r7, r11 = (rng.standard_normal((37, n)).astype(np.float32) for n in (5, 7, 11))
case("ragged_columns", "three inputs of odd widths", [r5, r7, r11],
     lambda x, y, z: [np.concatenate([x, y, z], axis=1)], 0)


# Scans in ATen's CUDA order (custom-scan-aten-order.mlir), bit for bit
# against ATen's tensor_kernel_scan_innermost_dim as written: chunks, the
# carry added to each first element, a Sklansky tree, rounded per step.
def aten_scan(x, chunk, combine, identity, reverse=False):
    x = x[:, ::-1] if reverse else x
    rows, n = x.shape
    out = np.empty_like(x)
    carry = np.full(rows, identity, x.dtype)
    index = np.arange(chunk)
    for base in range(0, n, chunk):
        buf = np.full((rows, chunk), identity, x.dtype)
        m = min(chunk, n - base)
        buf[:, :m] = x[:, base:base + m]
        buf[:, 0] = combine(buf[:, 0], carry)
        s = 1
        while s < chunk:
            targets = index[(index & s) != 0]
            buf[:, targets] = combine(buf[:, targets], buf[:, (targets & ~(2 * s - 1)) + s - 1])
            s *= 2
        out[:, base:base + m] = buf[:, :m]
        carry = buf[:, chunk - 1].copy()
    return np.ascontiguousarray(out[:, ::-1] if reverse else out)


c300 = rng.standard_normal((8, 300)).astype(np.float32)
case("aten_rows_of_300", "cumsum in ATen's order, chunks of 256", [c300],
     lambda x: [aten_scan(x, 256, np.add, 0)], 0)
c70 = rng.standard_normal((300, 70)).astype(np.float32)
keep = rng.random((300, 70)) > 0.5
case("aten_masked_short_rows", "masked cumsum in ATen's order, chunks of 32", [c70, keep],
     lambda x, k: [aten_scan((x * k).astype(np.float32), 32, np.add, 0)], 0)
c2048 = rng.standard_normal((2, 2048)).astype(np.float32)
case("aten_reversed_long_rows", "reversed cumsum in ATen's order, chunks of 1024", [c2048],
     lambda x: [aten_scan(x, 1024, np.add, 0, reverse=True)], 0)
m50 = rng.standard_normal((4, 50, 33)).astype(np.float32)
k50 = rng.random((4, 50, 33)) > 0.5
case("aten_middle_masked", "masked cumsum along a middle dimension, in order", [m50, k50],
     lambda x, k: [np.cumsum((x * k).astype(np.float32), axis=1, dtype=np.float32)], 0)
c2 = rng.random((1100, 2)).astype(np.float32)
case("aten_cumprod_pairs", "cumprod in ATen's order, rows of 2", [c2],
     lambda x: [aten_scan(x, 1024, np.multiply, 1)], 0)


# Reductions along a strided dimension with their readers
# (custom-columns.mlir).
nchw = rng.standard_normal((4, 24, 70)).astype(np.float32)
gain = rng.standard_normal(24).astype(np.float32)


def rms_norm_channels(x, g):
    x64 = x.astype(np.float64)
    return [(x64 / np.sqrt((x64 ** 2).mean(axis=1, keepdims=True) + 1e-5) * g[None, :, None]).astype(np.float32)]


case("rms_norm_channels", "rms norm over channels with a per-channel weight", [nchw, gain], rms_norm_channels, 1e-5)
first = rng.standard_normal((300, 50)).astype(np.float32)
# Masked entries, as attention masks write them: the online softmax adds
# nothing for them, and a line's first element may be one.
first[::7, ::3] = -np.inf
first[0, :] = -np.inf
case("softmax_first_dim", "softmax over the first dimension", [first],
     lambda x: [softmax(x.T)[0].T], 1e-5)
first_small = rng.standard_normal((200, 40)).astype(np.float32)
first_small[::5, ::4] = -np.inf


def log_softmax_first_dim(x):
    x64 = x.astype(np.float64)
    shifted = x64 - x64.max(axis=0, keepdims=True)
    return [(shifted - np.log(np.exp(shifted).sum(axis=0, keepdims=True))).astype(np.float32)]


case("log_softmax_first_dim", "log_softmax over the first dimension as exported", [first_small],
     log_softmax_first_dim, 1e-5)
middle = (1000 + rng.standard_normal((3, 33, 40))).astype(np.float32)
case("std_and_mean_middle", "standard deviation and mean over a middle dimension in f64", [middle],
     lambda x: [x.astype(np.float64).std(axis=1, ddof=1).astype(np.float32),
                x.astype(np.float64).mean(axis=1).astype(np.float32)], 1e-6)


# Slices folded into their readers (normalize-slices.mlir): an LSTM step's
# four gates of one (16, 1024) tensor, and a GLU over torch.chunk's halves.
gates = rng.standard_normal((16, 1024)).astype(np.float32)
case("lstm_gates", "gates read from their slices", [gates], lambda g: [
    (np.tanh(g[:, :256]) * g[:, 256:512] + np.tanh(g[:, 512:768]) * g[:, 768:]).astype(np.float32)], 1e-5)
halves = rng.standard_normal((64, 2048)).astype(np.float32)
case("glu_chunk", "a GLU over its halves", [halves], lambda x: [
    (x[:, :1024] / (1 + np.exp(-x[:, 1024:]))).astype(np.float32)], 1e-5)
uneven = rng.standard_normal((8, 301)).astype(np.float32)
case("uneven_halves", "halves that do not divide their dimension", [uneven], lambda x: [
    ((x[:, 1:151] - x[:, 150:300]) * x[:, 1:151]).astype(np.float32)], 1e-5)

# @x_plus_xt (custom-elementwise-reread.mlir): one tensor through two maps.
square = rng.standard_normal((64, 64)).astype(np.float32)
case("x_plus_xt", "x plus its transpose", [square], lambda x: [x + x.T], 1e-6)

# Half types. bf16, which numpy lacks, travels as its bits (BF16): the
# references round to it as CUDA does, and results are compared decoded.
BF16 = np.dtype(np.uint16, metadata={"bf16": True})


def bf16_to_f32(bits):
    return (np.asarray(bits, np.uint32) << 16).view(np.float32)


def f32_to_bf16(x):
    bits = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).astype(np.uint16).view(BF16)


def is_bf16(array):
    return bool(array.dtype.metadata and array.dtype.metadata.get("bf16"))


# @half_gelu: each op rounded to f16 as numpy's f16 arithmetic does; erf in
# f32, rounded to f16.
hx = (rng.standard_normal((37, 53)) * 3).astype(np.float16)


def half_gelu(x):
    erf = np.vectorize(math.erf)
    d = x / np.float16(1.41406)
    e = erf(d.astype(np.float64)).astype(np.float32).astype(np.float16)
    return [(x * np.float16(0.5)) * (e + np.float16(1))]


case("half_gelu", "f16 gelu", [hx], half_gelu, 1e-3)

bx = f32_to_bf16(rng.standard_normal((64, 300)))
case("bfloat16_row_sums", "bf16 row sums in f32", [bx],
     lambda x: [bf16_to_f32(x).astype(np.float64).sum(axis=1).astype(np.float32)], 1e-4)

fx = rng.standard_normal(1000).astype(np.float32)
case("bfloat16_round", "bf16 rounding", [fx], lambda x: [f32_to_bf16(x * np.float32(3))], 0)

mx = rng.standard_normal((8, 5000)).astype(np.float16)
case("half_row_maxima", "f16 row maxima", [mx], lambda x: [x.max(axis=1)], 0)

# @unsigned_to_halves: bytes 0..255 (as i8) to f16; words that are
# multiples of 256 up to 2^32 (as i32; exact in f32, so f32_to_bf16 rounds
# each once) to bf16.
ub = rng.integers(0, 256, 1000).astype(np.uint8)
uw = (rng.integers(0, 1 << 24, 1000).astype(np.uint64) << 8).astype(np.uint32)
case("unsigned_to_halves", "unsigned to halves", [ub.view(np.int8), uw.view(np.int32)],
     lambda b, w: [b.view(np.uint8).astype(np.float16), f32_to_bf16(w.view(np.uint32).astype(np.float32))], 0)


# @one_bit_integers: words of any bits (their low bit taken, through an i1
# and through an index) and floats in
# (-1, 1), a fifth of them exactly -1 (the only ones whose signed i1 is true).
ow = rng.integers(-1 << 31, 1 << 31, 1000).astype(np.int32)
ox = np.where(rng.random(1000) < 0.2, -1.0, rng.uniform(-0.999, 0.999, 1000)).astype(np.float32)
case("one_bit_integers", "one-bit integers", [ow, ox],
     lambda w, x: [-(w & 1).astype(np.float32), -(w & 1), -(w & 1).astype(np.float16),
                   (x == -1.0).astype(np.float32), -(w & 1), w & 1], 0)


def largest_difference(out, expected):
    """The largest |out - expected|, equal infinities counting as 0."""
    with np.errstate(invalid="ignore"):
        difference = np.abs(np.asarray(out, np.float64) - np.asarray(expected, np.float64))
    return float(np.max(np.where(np.asarray(out == expected), 0, difference)))


def main() -> int:
    family = sys.argv[3] if len(sys.argv) > 3 else "generic_"
    failed = 0
    for chunk in Path(sys.argv[2]).read_text().split("// -----"):
        function = re.search(r"func\.func @(\w+)", chunk).group(1)
        name, inputs, reference, tolerance = CASES[function]
        planned = subprocess.run([sys.argv[1], "--hiera-plan"], input=chunk, text=True,
                                 capture_output=True)
        if planned.returncode != 0:
            print(f"{name}: FAIL planning: {planned.stderr.strip()}")
            failed += 1
            continue
        tasks = cuda_on_cpu.variants(planned.stdout)
        expected = reference(*inputs)
        chosen = {task: [k for k in kernels if re.match(family, k)]
                  for task, kernels in tasks.items()}
        if not any(chosen.values()):
            print(f"{name}: FAIL no {family}* variant in {sorted(tasks)}")
            failed += 1
            continue
        for task, names in chosen.items():
            for variant in names:
                kernel = tasks[task][variant]
                operands = [inputs[n] for n in kernel.operands]
                # Poisoned: a point the kernel does not write fails.
                outputs = [np.full(e.shape, 0x7FC0 if is_bf16(e) else
                                   np.nan if e.dtype.kind == "f" else -7, e.dtype)
                           for e in expected]
                cuda_on_cpu.run(kernel, operands, outputs)
                outputs = [bf16_to_f32(o) if is_bf16(o) else o for o in outputs]
                wanted = [bf16_to_f32(e) if is_bf16(e) else e for e in expected]
                worst = max(largest_difference(o, e) for o, e in zip(outputs, wanted))
                ok = all(np.allclose(o, e, rtol=tolerance, atol=tolerance)
                         for o, e in zip(outputs, wanted))
                failed += not ok
                print(f"{name}: {variant}: {'ok' if ok else 'FAIL'} (largest difference {worst:.3g})")
    print("all agree" if not failed else f"{failed} disagree")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
