"""Times bench/probes/attention_f32.cu against eager's f32 SDPA and an
unfused strict-f32 form (two batched GEMMs and a softmax), checks all of
them against the model in f64.

    nvcc -O3 -arch=sm_90 -shared -Xcompiler -fPIC -o attention_f32.so bench/probes/attention_f32.cu
    python3 bench/probes/attention_f32.py ./attention_f32.so
"""
import ctypes, os, sys, torch, torch.nn.functional as F
torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import median_us  # noqa: E402
lib = ctypes.CDLL(sys.argv[1])
B, H, L, D = 32, 16, 1024, 128
torch.manual_seed(0)
q, k, v = (torch.randn(B, H, L, D, device="cuda") for _ in range(3))
o = torch.empty_like(q)
scale = D ** -0.5
def ours():
    rc = lib.attn_launch(ctypes.c_void_p(q.data_ptr()), ctypes.c_void_p(k.data_ptr()),
                         ctypes.c_void_p(v.data_ptr()), ctypes.c_void_p(o.data_ptr()),
                         B * H, L, L, ctypes.c_float(scale))
    assert rc == 0, rc
def eager():
    return F.scaled_dot_product_attention(q, k, v)
def unfused():
    s = torch.matmul(q, k.transpose(-1, -2)) * scale
    return torch.matmul(torch.softmax(s, -1), v)
ours(); torch.cuda.synchronize()
e = eager()
err_ours = err_eager = 0.0; close = True
for h0 in range(0, B, 4):
    ref = F.scaled_dot_product_attention(q[h0:h0+4].double(), k[h0:h0+4].double(), v[h0:h0+4].double())
    err_ours = max(err_ours, (o[h0:h0+4].double() - ref).abs().max().item())
    err_eager = max(err_eager, (e[h0:h0+4].double() - ref).abs().max().item())
print("max |err| vs f64: ours %.3g eager %.3g; allclose(ours, eager, 1e-4): %s" %
      (err_ours, err_eager, torch.allclose(o, e, atol=1e-4, rtol=1e-4)))
def timeit(fn):
    return median_us(fn, 20)
t = {n: timeit(f) for n, f in [("ours", ours), ("eager", eager), ("unfused", unfused)]}
print(" ".join("%s %.0f us" % kv for kv in t.items()), "eager/ours %.2f" % (t["eager"] / t["ours"]))
