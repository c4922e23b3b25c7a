"""A small vision transformer: 16x16 patches of 3 x 224 x 224 embedded to 384, a class token and positions, four pre-norm encoder layers (6-head self-attention, GELU MLP of 1536), a final norm and a classifier on the class token; batch 16."""

import torch
import torch.nn as nn

class EncoderLayer(nn.Module):
    def __init__(self, dim, heads, hidden):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = nn.MultiheadAttention(dim, heads, batch_first=True)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = nn.Sequential(nn.Linear(dim, hidden), nn.GELU(), nn.Linear(hidden, dim))

    def forward(self, x):
        y = self.norm1(x)
        x = x + self.attn(y, y, y, need_weights=False)[0]
        return x + self.mlp(self.norm2(x))

class Model(nn.Module):
    def __init__(self, dim, depth, heads, hidden, num_classes):
        super().__init__()
        self.patch = nn.Conv2d(3, dim, 16, 16)
        self.cls = nn.Parameter(torch.randn(1, 1, dim))
        self.pos = nn.Parameter(torch.randn(1, 197, dim))
        self.layers = nn.Sequential(*[EncoderLayer(dim, heads, hidden) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, num_classes)

    def forward(self, x):
        x = self.patch(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], 1) + self.pos
        x = self.norm(self.layers(x))
        return self.head(x[:, 0])

def get_inputs():
    return [torch.randn(16, 3, 224, 224)]

def get_init_inputs():
    return [384, 4, 6, 1536, 1000]
