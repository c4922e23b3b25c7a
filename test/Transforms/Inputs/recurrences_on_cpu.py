"""Runs hiera-opt's reference semantics of plan.rnn (--hiera-decompose-
recurrences) on the CPU, through the MLIR execution engine of torch-mlir's
Python package, and compares it with PyTorch's nn.LSTM, nn.GRU and nn.RNN
in f64: every cell, one and both directions, sequence and batch major,
with and without biases, from a given state.

Usage: recurrences_on_cpu.py HIERA_OPT
"""

import ctypes
import subprocess
import sys

import numpy as np
import torch
from torch_mlir import ir
from torch_mlir.execution_engine import ExecutionEngine
from torch_mlir.passmanager import PassManager
from torch_mlir.runtime import get_ranked_memref_descriptor

PIPELINE = ("builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
            "buffer-results-to-out-params{modify-public-functions},"
            "func.func(convert-linalg-to-loops),convert-scf-to-cf,expand-strided-metadata,"
            "lower-affine,finalize-memref-to-llvm,convert-math-to-llvm,convert-math-to-libm,"
            "convert-arith-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,"
            "reconcile-unrealized-casts)")


class Unranked(ctypes.Structure):
    _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]


def memref_copy(element_bytes, source, target):
    """memref.copy between strided buffers, as MLIR's C runner utilities
    have it (bufferization copies a slice of an argument it writes)."""
    src, dst = source.contents, target.contents
    rank = src.rank
    s = ctypes.cast(src.descriptor, ctypes.POINTER(ctypes.c_int64))
    d = ctypes.cast(dst.descriptor, ctypes.POINTER(ctypes.c_int64))
    sizes = [s[3 + i] for i in range(rank)]
    for index in np.ndindex(*sizes):
        source_at = s[2] + sum(i * s[3 + rank + k] for k, i in enumerate(index))
        target_at = d[2] + sum(i * d[3 + rank + k] for k, i in enumerate(index))
        ctypes.memmove(d[1] + target_at * element_bytes, s[1] + source_at * element_bytes,
                       element_bytes)


MEMREF_COPY = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.POINTER(Unranked),
                               ctypes.POINTER(Unranked))(memref_copy)
LAYERS = {"lstm": torch.nn.LSTM, "gru": torch.nn.GRU, "rnn_tanh": torch.nn.RNN,
          "rnn_relu": torch.nn.RNN}


def tensor_type(value) -> str:
    return "tensor<" + "x".join(map(str, value.shape)) + "xf64>"


def layer_function(cell, directions, batch_first, args, results) -> str:
    """A function of one plan.rnn, its arguments x, h0, [c0], weights."""
    names = [f"%a{i}" for i in range(len(args))]
    states = 3 if cell == "lstm" else 2
    attributes = [name for name, on in (("bidirectional", directions == 2),
                                        ("batch_first", batch_first)) if on]
    attribute_text = "{" + ", ".join(attributes) + "}" if attributes else ""
    values = ", ".join(f"%r{i}" for i in range(len(results)))
    argument_types = ", ".join(tensor_type(a) for a in args)
    result_types = ", ".join(tensor_type(r) for r in results)
    return (f"func.func @layer({', '.join(f'{n}: {tensor_type(a)}' for n, a in zip(names, args))})"
            f" -> ({result_types}) attributes {{llvm.emit_c_interface}} {{\n"
            f"  {values} = plan.rnn \"{cell}\" ({', '.join(names[:states])}) "
            f"weights({', '.join(names[states:])}) {attribute_text} : ({argument_types}) -> ({result_types})\n"
            f"  return {values} : {result_types}\n}}")


def run_case(hiera_opt, cell, directions, batch_first, bias, seq=3, batch=2,
             features=4, hidden=5):
    torch.manual_seed(0)
    extra = {"nonlinearity": cell.split("_")[1]} if cell.startswith("rnn") else {}
    layer = LAYERS[cell](features, hidden, 1, bias=bias, batch_first=batch_first,
                         bidirectional=directions == 2, **extra).double()
    x = torch.randn((batch, seq, features) if batch_first else (seq, batch, features),
                    dtype=torch.float64)
    h0 = torch.randn(directions, batch, hidden, dtype=torch.float64)
    c0 = torch.randn(directions, batch, hidden, dtype=torch.float64)
    with torch.no_grad():
        output, state = layer(x, (h0, c0) if cell == "lstm" else h0)
    weights = []
    for suffix in [""] + (["_reverse"] if directions == 2 else []):
        names = ["weight_ih_l0", "weight_hh_l0"] + (["bias_ih_l0", "bias_hh_l0"] if bias else [])
        weights += [getattr(layer, n + suffix).detach() for n in names]
    args = [x, h0] + ([c0] if cell == "lstm" else []) + weights
    expected = [output, *state] if cell == "lstm" else [output, state]
    decomposed = subprocess.run(
        [hiera_opt, "--hiera-decompose-recurrences", "-"],
        input=layer_function(cell, directions, batch_first, args, expected),
        capture_output=True, text=True)
    if decomposed.returncode:
        return "hiera-opt failed: " + decomposed.stderr.strip()
    with ir.Context():
        module = ir.Module.parse(decomposed.stdout)
        PassManager.parse(PIPELINE).run(module.operation)
        engine = ExecutionEngine(module, opt_level=0)
        engine.raw_register_runtime("memrefCopy", ctypes.cast(MEMREF_COPY, ctypes.c_void_p))
        results = [np.zeros(r.shape, dtype=np.float64) for r in expected]
        engine.invoke("layer", *[ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a)))
                                 for a in [a.numpy() for a in args] + results])
    error = max(float(np.abs(got - want.numpy()).max()) for got, want in zip(results, expected))
    return f"{'ok' if error < 1e-12 else 'wrong'} {error:.1e}"


def main():
    hiera_opt = sys.argv[1]
    for cell in LAYERS:
        for directions, batch_first, bias in ((1, False, True), (2, True, True), (1, True, False)):
            print(f"{cell} directions={directions} batch_first={int(batch_first)} "
                  f"bias={int(bias)}: {run_case(hiera_opt, cell, directions, batch_first, bias)}")


if __name__ == "__main__":
    main()
