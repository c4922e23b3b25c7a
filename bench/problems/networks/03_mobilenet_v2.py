"""A MobileNetV2-style network: inverted residual blocks (1x1 expansion, 3x3 depthwise, 1x1 projection, batch norm in eval mode, ReLU6, residuals where shapes match), then a 1x1 convolution, average pooling and a classifier; batch 16 of 3 x 224 x 224."""

import torch
import torch.nn as nn

def conv_bn(cin, cout, kernel, stride, groups=1, act=True):
    layers = [nn.Conv2d(cin, cout, kernel, stride, kernel // 2, groups=groups, bias=False),
              nn.BatchNorm2d(cout)]
    if act:
        layers.append(nn.ReLU6())
    return nn.Sequential(*layers)

class InvertedResidual(nn.Module):
    def __init__(self, cin, cout, stride, expand):
        super().__init__()
        hidden = cin * expand
        self.residual = stride == 1 and cin == cout
        self.block = nn.Sequential(conv_bn(cin, hidden, 1, 1),
                                   conv_bn(hidden, hidden, 3, stride, groups=hidden),
                                   conv_bn(hidden, cout, 1, 1, act=False))

    def forward(self, x):
        y = self.block(x)
        return x + y if self.residual else y

class Model(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        layers, channels = [conv_bn(3, 32, 3, 2)], 32
        for expand, cout, count, stride in [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2),
                                            (6, 64, 2, 2), (6, 96, 2, 1), (6, 160, 2, 2),
                                            (6, 320, 1, 1)]:
            for i in range(count):
                layers.append(InvertedResidual(channels, cout, stride if i == 0 else 1, expand))
                channels = cout
        layers.append(conv_bn(channels, 1280, 1, 1))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Linear(1280, num_classes)

    def forward(self, x):
        x = nn.functional.adaptive_avg_pool2d(self.features(x), 1)
        return self.classifier(torch.flatten(x, 1))

def get_inputs():
    return [torch.randn(16, 3, 224, 224)]

def get_init_inputs():
    return [1000]
