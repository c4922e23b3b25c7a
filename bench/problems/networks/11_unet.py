"""A small UNet: three encoder stages (two 3x3 convolutions with batch norm in eval mode and ReLU, then 2x2 max pooling), a bottleneck, and three decoder stages (2x2 transposed convolution, concatenation with the encoder's features, two convolutions), then a 1x1 convolution; batch 8 of 3 x 128 x 128."""

import torch
import torch.nn as nn

def double_conv(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(),
                         nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU())

class Model(nn.Module):
    def __init__(self, base, classes):
        super().__init__()
        widths = [base, 2 * base, 4 * base]
        self.down, channels = nn.ModuleList(), 3
        for width in widths:
            self.down.append(double_conv(channels, width))
            channels = width
        self.bottleneck = double_conv(channels, 2 * channels)
        channels *= 2
        self.up, self.merge = nn.ModuleList(), nn.ModuleList()
        for width in reversed(widths):
            self.up.append(nn.ConvTranspose2d(channels, width, 2, 2))
            self.merge.append(double_conv(2 * width, width))
            channels = width
        self.out = nn.Conv2d(channels, classes, 1)

    def forward(self, x):
        skips = []
        for stage in self.down:
            x = stage(x)
            skips.append(x)
            x = nn.functional.max_pool2d(x, 2)
        x = self.bottleneck(x)
        for up, merge, skip in zip(self.up, self.merge, reversed(skips)):
            x = merge(torch.cat([up(x), skip], 1))
        return self.out(x)

def get_inputs():
    return [torch.randn(8, 3, 128, 128)]

def get_init_inputs():
    return [32, 4]
