"""Recurrent modules as a problem file: a bidirectional two-layer GRU
(sequence major, its final hidden state used, given an initial state), a
one-layer tanh RNN without biases, and an LSTM with projections (which the
exporter leaves to PyTorch's decomposition: cuDNN's call takes none)."""

import torch
import torch.nn as nn


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.gru = nn.GRU(8, 16, 2, bidirectional=True)
        self.rnn = nn.RNN(32, 12, 1, bias=False, batch_first=True)
        self.projected = nn.LSTM(12, 10, 1, proj_size=6, batch_first=True)

    def forward(self, x, h0):
        y, hn = self.gru(x, h0)
        z, _ = self.rnn(y.transpose(0, 1))
        w, _ = self.projected(z)
        return w, hn


def get_inputs():
    return [torch.randn(5, 3, 8), torch.randn(4, 3, 16)]


def get_init_inputs():
    return []


if __name__ == "__main__":
    # While an export traces, nn.GRU, nn.RNN and nn.LSTM call HIERA's whole
    # ops (hiera.recurrences.whole_recurrences); run eagerly on real tensors
    # meanwhile (another thread), they compute what PyTorch's own ops do.
    from hiera.recurrences import whole_recurrences

    torch.manual_seed(0)
    model, inputs = Model(), get_inputs()
    expected = model(*inputs)
    with whole_recurrences():
        during = model(*inputs)
    print("eager during export:", all(torch.equal(a, b) for a, b in zip(during, expected)))
