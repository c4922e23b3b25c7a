"""A Swin-style stage: patch embedding to 96 channels, then two blocks of attention within 7x7 windows (the second over windows shifted by 3, rolled back after) with a learned relative position bias, pre-norm, GELU MLP, then patch merging (2x2 neighbours concatenated, normed, projected); batch 8 of 3 x 224 x 224."""

import torch
import torch.nn as nn

class WindowBlock(nn.Module):
    def __init__(self, dim, heads, window, shift):
        super().__init__()
        self.heads, self.window, self.shift = heads, window, shift
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.bias = nn.Parameter(torch.randn(heads, window * window, window * window) * 0.02)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

    def forward(self, x):
        b, h, w, c = x.shape
        s, k = self.window, self.shift
        y = self.norm1(x)
        if k:
            y = torch.roll(y, (-k, -k), (1, 2))
        y = y.view(b, h // s, s, w // s, s, c).permute(0, 1, 3, 2, 4, 5).reshape(-1, s * s, c)
        q, kk, v = self.qkv(y).view(-1, s * s, 3, self.heads, c // self.heads).permute(2, 0, 3, 1, 4)
        attn = torch.softmax(q @ kk.transpose(-2, -1) * (c // self.heads) ** -0.5 + self.bias, -1)
        y = (attn @ v).transpose(1, 2).reshape(-1, s * s, c)
        y = self.proj(y).view(b, h // s, w // s, s, s, c).permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, c)
        if k:
            y = torch.roll(y, (k, k), (1, 2))
        x = x + y
        return x + self.mlp(self.norm2(x))

class Model(nn.Module):
    def __init__(self, dim, heads):
        super().__init__()
        self.embed = nn.Conv2d(3, dim, 4, 4)
        self.blocks = nn.Sequential(WindowBlock(dim, heads, 7, 0), WindowBlock(dim, heads, 7, 3))
        self.merge_norm = nn.LayerNorm(4 * dim)
        self.merge = nn.Linear(4 * dim, 2 * dim, bias=False)

    def forward(self, x):
        x = self.blocks(self.embed(x).permute(0, 2, 3, 1))
        x = torch.cat([x[:, 0::2, 0::2], x[:, 1::2, 0::2], x[:, 0::2, 1::2], x[:, 1::2, 1::2]], -1)
        return self.merge(self.merge_norm(x))

def get_inputs():
    return [torch.randn(8, 3, 224, 224)]

def get_init_inputs():
    return [96, 3]
