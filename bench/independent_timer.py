#!/usr/bin/env python3
"""Times the custom kernels of a module profiled by --hiera-profile with an
independent timer, Triton's do_bench (its own warm-up, L2 flush and CUDA
events), on fresh PyTorch buffers, and compares each with its #plan.cost.

The kernels are the PTX lowering gives each variant (hiera-opt
--hiera-lower-tasks, from the kernel cache where the profile compiled it),
loaded through the CUDA driver and launched on PyTorch's stream with the
launch the IR records.

  bench/independent_timer.py PROFILED.mlir [--tolerance 0.10] [-o OUT.json]

Exits non-zero when a kernel's two times differ by more than the tolerance.
"""
import argparse
import ctypes
import json
import os
import re
import subprocess
import sys

import torch
import triton.testing

DTYPES = {"f32": torch.float32, "f64": torch.float64, "i32": torch.int32,
          "i64": torch.int64}


def unescape(text):
    """An MLIR string literal's body, as printed: \\\\ and \\XX escapes."""
    return re.sub(r"\\(\\|[0-9A-Fa-f]{2})",
                  lambda m: "\\" if m.group(1) == "\\" else chr(int(m.group(1), 16)),
                  text)


def tensor_types(signature):
    return [(tuple(int(d) for d in shape.split("x")) if shape else (), DTYPES[dtype])
            for shape, dtype in re.findall(r"tensor<(?:([0-9x]+)x)?([a-z0-9]+)>", signature)]


def dims(text):
    values = [int(v) for v in re.findall(r"\d+", text)]
    return (values + [1, 1, 1])[:3]


def lowered_ptx(module_text, name, entry):
    """The PTX --hiera-lower-tasks gives the custom variant `name` (with its
    entry `entry`) where it is the one selected."""
    selected = module_text.replace(" selected", "").replace(
        f'"{name}" #plan.space<custom>', f'"{name}" #plan.space<custom> selected')
    tool = (os.path.join(os.environ["HIERA_BIN"], "hiera-opt")
            if os.environ.get("HIERA_BIN") else "hiera-opt")
    done = subprocess.run([tool, "--hiera-lower-tasks"], input=selected,
                          capture_output=True, text=True, check=True)
    binary = re.search(r'gpu\.binary @' + re.escape(entry) +
                       r'\s+\[.*?assembly = "((?:[^"\\]|\\.)*)"', done.stdout)
    assert binary, f"{name}: lowering gave no gpu.binary @{entry}"
    return unescape(binary.group(1))


def variants(module_text):
    """(task, inputs, results, variant, launch text, median_us) of every
    custom variant with a valid measured cost."""
    task = None
    for line in module_text.splitlines():
        header = re.search(r'plan\.task "([^"]+)"\(.*?\) : \((.*?)\) -> (.*?) contract', line)
        if header:
            task = (header.group(1), tensor_types(header.group(2)),
                    tensor_types(header.group(3)))
            continue
        variant = re.search(r'plan\.variant "([^"]+)" #plan\.space<custom>.*? launch = #plan\.launch<([^>]*)>', line)
        cost = re.search(r"cost = #plan\.cost<measured, median_us = ([0-9.e+-]+),.*?valid = true", line)
        if task and variant and cost:
            yield task, variant.group(1), variant.group(2), float(cost.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module")
    parser.add_argument("--tolerance", type=float, default=0.10)
    parser.add_argument("-o", "--output")
    args = parser.parse_args()

    # A tensor makes PyTorch's (primary) context current for the driver API.
    torch.zeros(1, device="cuda")
    cuda = ctypes.CDLL("libcuda.so.1")
    rows, worst = [], 0.0
    text = open(args.module).read()
    for (task, inputs, results), name, launch, profiled in variants(text):
        entry = re.search(r'entry = "([^"]+)"', launch).group(1)
        ptx = lowered_ptx(text, name, entry)
        used = [int(v) for v in re.findall(r"\d+", re.search(r"inputs = \[([^\]]*)\]", launch).group(1))]
        grid = dims(re.search(r"grid = (\[[^\]]*\])", launch).group(1))
        block = dims(re.search(r"block = (\[[^\]]*\])", launch).group(1))
        smem_match = re.search(r"smem = (\d+)", launch)
        smem = int(smem_match.group(1)) if smem_match else 0

        module, function = ctypes.c_void_p(), ctypes.c_void_p()
        buffer = ctypes.create_string_buffer(ptx.encode() + b"\0")
        status = cuda.cuModuleLoadData(ctypes.byref(module), buffer)
        assert status == 0, f"{name}: PTX does not load (CUresult {status})"
        status = cuda.cuModuleGetFunction(ctypes.byref(function), module, entry.encode())
        assert status == 0, f"{name}: no entry {entry} (CUresult {status})"
        if smem > 48 * 1024:  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            cuda.cuFuncSetAttribute(function, 8, smem)
        tensors = [torch.randn(shape, dtype=dtype, device="cuda") if dtype.is_floating_point
                   else torch.randint(-16, 16, shape, dtype=dtype, device="cuda")
                   for shape, dtype in (inputs[i] for i in used)]
        tensors += [torch.empty(shape, dtype=dtype, device="cuda") for shape, dtype in results]
        pointers = [ctypes.c_void_p(t.data_ptr()) for t in tensors]
        arguments = (ctypes.c_void_p * len(pointers))(*[ctypes.addressof(p) for p in pointers])

        def launch():
            stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
            assert cuda.cuLaunchKernel(function, *grid, *block, smem, stream, arguments, None) == 0

        independent = triton.testing.do_bench(launch, warmup=50, rep=200, return_mode="median") * 1e3
        ratio = independent / profiled
        worst = max(worst, abs(ratio - 1))
        rows.append({"task": task, "variant": name, "profiled_us": profiled,
                     "do_bench_us": independent, "ratio": ratio})
        print(f"{task:24} {name:22} profiled {profiled:10.1f} us   do_bench {independent:10.1f} us   ratio {ratio:5.3f}")
        cuda.cuModuleUnload(module)
    if args.output:
        json.dump({"device": torch.cuda.get_device_name(), "rows": rows}, open(args.output, "w"), indent=2)
    if not rows:
        sys.exit("no custom variant with a valid measured cost")
    print(f"largest difference: {worst:.1%} (tolerance {args.tolerance:.0%})")
    sys.exit(0 if worst <= args.tolerance else 1)


if __name__ == "__main__":
    main()
