"""A VGG-style network: five stages of 3x3 convolutions with ReLU and 2x2 max pooling (64 to 512 channels), then three linear layers with ReLU; batch 8 of 3 x 224 x 224."""

import torch
import torch.nn as nn

class Model(nn.Module):
    def __init__(self, num_classes):
        super().__init__()
        layers, channels = [], 3
        for width, count in [(64, 2), (128, 2), (256, 3), (512, 3), (512, 3)]:
            for _ in range(count):
                layers += [nn.Conv2d(channels, width, 3, padding=1), nn.ReLU()]
                channels = width
            layers.append(nn.MaxPool2d(2, 2))
        self.features = nn.Sequential(*layers)
        self.classifier = nn.Sequential(nn.Linear(512 * 7 * 7, 4096), nn.ReLU(),
                                        nn.Linear(4096, 4096), nn.ReLU(),
                                        nn.Linear(4096, num_classes))

    def forward(self, x):
        return self.classifier(torch.flatten(self.features(x), 1))

def get_inputs():
    return [torch.randn(8, 3, 224, 224)]

def get_init_inputs():
    return [1000]
