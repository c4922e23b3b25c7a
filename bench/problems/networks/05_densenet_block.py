"""A DenseNet-style network: a stem, two dense blocks of six layers (batch norm in eval mode, ReLU, 1x1 bottleneck then 3x3 convolution, each layer's output concatenated to its input) joined by a transition (1x1 convolution, 2x2 average pooling), then pooling and a classifier; batch 16 of 3 x 112 x 112."""

import torch
import torch.nn as nn

class DenseLayer(nn.Module):
    def __init__(self, cin, growth):
        super().__init__()
        self.layer = nn.Sequential(nn.BatchNorm2d(cin), nn.ReLU(), nn.Conv2d(cin, 4 * growth, 1, bias=False),
                                   nn.BatchNorm2d(4 * growth), nn.ReLU(),
                                   nn.Conv2d(4 * growth, growth, 3, padding=1, bias=False))

    def forward(self, x):
        return torch.cat([x, self.layer(x)], 1)

class Model(nn.Module):
    def __init__(self, growth, num_classes):
        super().__init__()
        layers = [nn.Conv2d(3, 64, 7, 2, 3, bias=False), nn.BatchNorm2d(64), nn.ReLU(), nn.MaxPool2d(3, 2, 1)]
        channels = 64
        for block in range(2):
            for _ in range(6):
                layers.append(DenseLayer(channels, growth))
                channels += growth
            if block == 0:
                layers += [nn.BatchNorm2d(channels), nn.ReLU(), nn.Conv2d(channels, channels // 2, 1, bias=False),
                           nn.AvgPool2d(2, 2)]
                channels //= 2
        layers += [nn.BatchNorm2d(channels), nn.ReLU()]
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Linear(channels, num_classes)

    def forward(self, x):
        x = nn.functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(x, 1))

def get_inputs():
    return [torch.randn(16, 3, 112, 112)]

def get_init_inputs():
    return [32, 1000]
