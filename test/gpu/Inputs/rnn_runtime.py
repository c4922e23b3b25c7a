"""hiera_cudnn_rnn_forward against PyTorch's recurrent layers.

Every case builds one PyTorch layer (LSTM, GRU, tanh or ReLU RNN; one or
both directions; batch first or not; with or without bias; from zeros or
from a given state), runs HIERA's runtime entry on the layer's own weight
tensors, and compares y, the final h and (LSTM) the final c with the layer
run in f64 on the CPU. Strict math must stay within f32's error of that
reference; TF32 within TF32's. Prints one line per case and exits non-zero
on the first wrong one.
"""

import ctypes
import sys

import torch

from hiera import _paths

CELLS = {"lstm": (0, torch.nn.LSTM), "gru": (1, torch.nn.GRU),
         "rnn_tanh": (2, torch.nn.RNN), "rnn_relu": (3, torch.nn.RNN)}
STRICT, TF32 = 0, 1
F32 = 0


def pointer(tensor):
    return ctypes.c_void_p(tensor.data_ptr() if tensor is not None else 0)


def run_case(runtime, seed, cell, directions, batch_first, bias, with_state,
             math, seq=7, batch=5, input_size=24, hidden=40):
    code, module_type = CELLS[cell]
    extra = {"nonlinearity": cell.split("_")[1]} if cell.startswith("rnn") else {}
    torch.manual_seed(seed)
    layer = module_type(input_size, hidden, num_layers=1, bias=bias,
                        batch_first=batch_first,
                        bidirectional=directions == 2, **extra).cuda().eval()
    x = torch.randn((batch, seq, input_size) if batch_first else
                    (seq, batch, input_size), device="cuda")
    state_shape = (directions, batch, hidden)
    h0 = torch.randn(state_shape, device="cuda") if with_state else None
    c0 = torch.randn(state_shape, device="cuda") if with_state and cell == "lstm" else None

    def weights(suffix):
        names = ["weight_ih_l0", "weight_hh_l0", "bias_ih_l0", "bias_hh_l0"]
        return [getattr(layer, n + suffix) if bias or n.startswith("weight") else None
                for n in names]

    forward = weights("")
    reverse = weights("_reverse") if directions == 2 else [None] * 4
    y = torch.full((batch, seq, directions * hidden) if batch_first else
                   (seq, batch, directions * hidden), float("nan"), device="cuda")
    hy = torch.full(state_shape, float("nan"), device="cuda")
    cy = torch.full(state_shape, float("nan"), device="cuda") if cell == "lstm" else None

    torch.cuda.synchronize()
    runtime.hiera_cudnn_rnn_forward(
        ctypes.c_int32(code), ctypes.c_int64(directions), ctypes.c_int64(seq),
        ctypes.c_int64(batch), ctypes.c_int64(input_size), ctypes.c_int64(hidden),
        ctypes.c_int32(int(batch_first)), ctypes.c_int32(F32), ctypes.c_int32(math),
        pointer(x), pointer(h0), pointer(c0), *map(pointer, forward),
        *map(pointer, reverse), pointer(y), pointer(hy), pointer(cy))
    if runtime.hiera_rt_synchronize() != 0:
        return f"runtime error: {runtime.hiera_rt_error().decode()}"

    reference = layer.double().cpu()
    state = None
    if with_state:
        state = (h0.double().cpu(), c0.double().cpu()) if cell == "lstm" else h0.double().cpu()
    with torch.no_grad():
        y_ref, state_ref = reference(x.double().cpu(), state)
    h_ref = state_ref[0] if cell == "lstm" else state_ref
    pairs = [("y", y, y_ref), ("h", hy, h_ref)]
    if cell == "lstm":
        pairs.append(("c", cy, state_ref[1]))
    # f32's rounding through seq steps of input_size + hidden products;
    # TF32 keeps 10 bits of each operand.
    bound = 2e-5 if math == STRICT else 5e-3
    worst = 0.0
    for name, got, want in pairs:
        error = (got.double().cpu() - want).abs().max().item()
        scale = want.abs().max().item()
        worst = max(worst, error / scale)
        if not error <= bound * scale:  # NaN fails too
            return f"{name} off by {error:.3g} (scale {scale:.3g}, bound {bound * scale:.3g})"
    return f"ok {worst:.2e}"


def main():
    runtime = ctypes.CDLL(_paths.library("libhiera_runtime.so"))
    runtime.hiera_rt_error.restype = ctypes.c_char_p
    torch.cuda.init()
    torch.zeros(1, device="cuda")
    # PyTorch's primary context and default stream (null) are the runtime's.
    runtime.mgpuSetDefaultDevice(ctypes.c_int32(torch.cuda.current_device()))
    if runtime.hiera_rt_init() != 0 or runtime.hiera_rt_use_stream(ctypes.c_void_p(0)) != 0:
        print("runtime init failed:", runtime.hiera_rt_error().decode())
        return 1
    cases = [(cell, directions, batch_first, bias, with_state, STRICT)
             for cell in CELLS for directions in (1, 2)
             for batch_first, bias, with_state in ((False, True, False), (True, True, True),
                                                   (False, False, True))]
    cases += [("lstm", 1, True, True, True, TF32), ("gru", 2, False, True, False, TF32)]
    failures = 0
    for seed, case in enumerate(cases):
        outcome = run_case(runtime, seed, *case)
        cell, directions, batch_first, bias, with_state, math = case
        print(f"{cell} directions={directions} batch_first={int(batch_first)} "
              f"bias={int(bias)} state={int(with_state)} "
              f"math={'tf32' if math else 'strict'}: {outcome}")
        failures += not outcome.startswith("ok")
        if outcome.startswith("runtime error"):
            break
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
