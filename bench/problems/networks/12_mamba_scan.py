"""A Mamba-style selective-scan block, as the minimal reference writes it in chunks: input projection, a causal depthwise 1-D convolution with SiLU, input-dependent step sizes and B, C, the state recurrence over a chunk computed with cumulative sums of log-decays (segment sums, a masked exponential), a gated output projection; batch 8, 256 tokens of 256, state 16, chunks of 64."""

import torch
import torch.nn as nn
import torch.nn.functional as F

class Model(nn.Module):
    def __init__(self, dim, state, chunk, conv):
        super().__init__()
        self.state, self.chunk, self.inner = state, chunk, 2 * dim
        self.in_proj = nn.Linear(dim, 2 * self.inner)
        self.conv = nn.Conv1d(self.inner, self.inner, conv, groups=self.inner, padding=conv - 1)
        self.x_proj = nn.Linear(self.inner, 1 + 2 * state)
        self.A_log = nn.Parameter(torch.log(torch.rand(self.inner) + 0.5))
        self.out_proj = nn.Linear(self.inner, dim)

    def forward(self, x):
        b, t, _ = x.shape
        xs, gate = self.in_proj(x).chunk(2, dim=-1)
        xs = F.silu(self.conv(xs.transpose(1, 2))[..., :t]).transpose(1, 2)
        dt, B, C = self.x_proj(xs).split([1, self.state, self.state], dim=-1)
        dt = F.softplus(dt)                                   # (b, t, 1)
        A = -torch.exp(self.A_log)                            # (inner,)
        n, l = t // self.chunk, self.chunk
        a = (dt * A).view(b, n, l, self.inner)                # log-decays per step
        u = (dt * xs).view(b, n, l, self.inner)
        Bc, Cc = B.view(b, n, l, self.state), C.view(b, n, l, self.state)
        cum = torch.cumsum(a, dim=2)                          # (b, n, l, inner)
        seg = cum.unsqueeze(3) - cum.unsqueeze(2)             # (b, n, l_i, l_j, inner): i >= j
        mask = torch.tril(torch.ones(l, l, dtype=torch.bool, device=x.device))
        decay = torch.exp(seg.masked_fill(~mask.view(1, 1, l, l, 1), float("-inf")))
        scores = torch.einsum("bnis,bnjs->bnij", Cc, Bc)       # (b, n, l, l)
        y = torch.einsum("bnij,bnijd,bnjd->bnid", scores, decay, u)
        y = y.reshape(b, t, self.inner) * F.silu(gate)
        return self.out_proj(y)

def get_inputs():
    return [torch.randn(8, 256, 256)]

def get_init_inputs():
    return [256, 16, 64, 4]
