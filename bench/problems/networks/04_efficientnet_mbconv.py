"""An EfficientNet-style network: MBConv blocks (1x1 expansion, depthwise 3x3 or 5x5, squeeze-and-excitation, 1x1 projection, batch norm in eval mode, SiLU, residuals), a head convolution, pooling and a classifier; batch 16 of 3 x 224 x 224."""

import torch
import torch.nn as nn

class MBConv(nn.Module):
    def __init__(self, cin, cout, kernel, stride, expand):
        super().__init__()
        hidden = cin * expand
        self.residual = stride == 1 and cin == cout
        self.expand = nn.Sequential(nn.Conv2d(cin, hidden, 1, bias=False), nn.BatchNorm2d(hidden), nn.SiLU())
        self.depthwise = nn.Sequential(nn.Conv2d(hidden, hidden, kernel, stride, kernel // 2,
                                                 groups=hidden, bias=False),
                                       nn.BatchNorm2d(hidden), nn.SiLU())
        squeezed = max(1, cin // 4)
        self.se = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Conv2d(hidden, squeezed, 1), nn.SiLU(),
                                nn.Conv2d(squeezed, hidden, 1), nn.Sigmoid())
        self.project = nn.Sequential(nn.Conv2d(hidden, cout, 1, bias=False), nn.BatchNorm2d(cout))

    def forward(self, x):
        y = self.depthwise(self.expand(x))
        y = self.project(y * self.se(y))
        return x + y if self.residual else y

class Model(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 32, 3, 2, 1, bias=False), nn.BatchNorm2d(32), nn.SiLU())
        blocks, channels = [], 32
        for expand, cout, count, stride, kernel in [(1, 16, 1, 1, 3), (6, 24, 2, 2, 3), (6, 40, 2, 2, 5),
                                                    (6, 80, 3, 2, 3), (6, 112, 3, 1, 5), (6, 192, 4, 2, 5),
                                                    (6, 320, 1, 1, 3)]:
            for i in range(count):
                blocks.append(MBConv(channels, cout, kernel, stride if i == 0 else 1, expand))
                channels = cout
        self.blocks = nn.Sequential(*blocks)
        self.head = nn.Sequential(nn.Conv2d(channels, 1280, 1, bias=False), nn.BatchNorm2d(1280), nn.SiLU())
        self.classifier = nn.Linear(1280, num_classes)

    def forward(self, x):
        x = self.head(self.blocks(self.stem(x)))
        return self.classifier(torch.flatten(nn.functional.adaptive_avg_pool2d(x, 1), 1))

def get_inputs():
    return [torch.randn(16, 3, 224, 224)]

def get_init_inputs():
    return [1000]
