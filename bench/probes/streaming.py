"""Times relu over 384 MB and 4 GB in load and store forms of bench/probes/streaming.cu
(one or several float4 per thread, streaming cache hints, an L2 prefetch
hint, a persistent grid), against torch.relu and a device-to-device copy.

    nvcc -O3 -arch=sm_90 -shared -Xcompiler -fPIC -o streaming.so bench/probes/streaming.cu
    python3 bench/probes/streaming.py ./streaming.so
"""
import ctypes, os, sys, torch
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import median_us  # noqa: E402
lib = ctypes.CDLL(sys.argv[1])
names = ["u1", "u4", "u1_cs", "u4_cs", "u8_cs", "u4_hint", "persistent_u4_cs", "memcpy"]
def timeit(fn):
    return median_us(fn, 15)
for n in (96 << 20, 1 << 30):
    x = torch.randn(n, device="cuda"); y = torch.empty_like(x)
    gb = 2 * n * 4 / 1e9
    t = timeit(lambda: torch.relu(x)); print("n=%d torch.relu %.0f us %.2f TB/s" % (n, t, gb / t * 1e3))
    for w, name in enumerate(names):
        f = lambda: lib.relu_variant(w, ctypes.c_void_p(x.data_ptr()), ctypes.c_void_p(y.data_ptr()), ctypes.c_long(n))
        t = timeit(f)
        ok = name == "memcpy" or torch.equal(y, torch.relu(x))
        print("n=%d %-18s %.0f us %.2f TB/s %s" % (n, name, t, gb / t * 1e3, "ok" if ok else "WRONG"))
    del x, y
