"""hiera._launch on a machine without a GPU: the run function it is given
is a Python stand-in for hiera_jit_run that reads the memref descriptors
back, so that the binding of each tensor's pointer into its descriptor is
checked where no kernel can run. Prints what it checked."""

import ctypes

import torch

from hiera.compile import _CallFrame, _Jit

launch = _Jit.get().launch
frame = _CallFrame([(4, 8), (8,), ()])
tensors = [torch.randn(4, 8), torch.randn(8), torch.randn(())]
stream = 0x1234
seen = {}


@ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(ctypes.c_void_p),
                  ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
def stand_in(entry, args, given_stream, error, capacity):
    seen["entry"], seen["stream"], seen["capacity"] = entry, given_stream, capacity
    # args[i] points at descriptor i's address; its first two words are
    # the allocated and the aligned pointer.
    seen["pointers"] = [tuple(ctypes.cast(ctypes.c_void_p.from_address(args[i]).value,
                                          ctypes.POINTER(ctypes.c_void_p))[j] for j in (0, 1))
                        for i in range(len(tensors))]
    if entry == 0xbad:
        ctypes.memmove(error, b"refused\0", 8)
        return 1
    return 0


run_address = ctypes.cast(stand_in, ctypes.c_void_p).value
fixed = (run_address, 0xe17, ctypes.addressof(frame.args), frame.descriptor_addresses,
         ctypes.addressof(frame.error), len(frame.error))
assert launch.run(*fixed, tensors, stream) == 0
assert seen["entry"] == 0xe17 and seen["stream"] == stream, seen
assert seen["capacity"] == len(frame.error)
assert seen["pointers"] == [(t.data_ptr(), t.data_ptr()) for t in tensors], seen["pointers"]
# Sizes and strides stay as the frame built them.
assert list(frame.descriptors[0].sizes) == [4, 8] and list(frame.descriptors[0].strides) == [8, 1]
print("bound:", len(seen["pointers"]), "tensors")

status = launch.run(run_address, 0xbad, *fixed[2:], tensors, stream)
print("refused:", status, frame.error.value.decode())

for name, arguments, error in (
        ("seven arguments", fixed + (tensors,), TypeError),
        ("fewer tensors", fixed + (tensors[:2], stream), TypeError),
        ("a tuple of tensors", fixed + (tuple(tensors), stream), TypeError),
        ("a null entry", (run_address, 0) + fixed[2:] + (tensors, stream), ValueError),
        ("not a tensor", fixed + ([tensors[0], 1.5, tensors[2]], stream), AttributeError)):
    try:
        launch.run(*arguments)
        raise AssertionError(f"run took {name}")
    except error as raised:
        print(f"{name}: {type(raised).__name__}: {raised}")
