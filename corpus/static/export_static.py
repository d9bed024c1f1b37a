"""Export the static-shape models of memplan's corpus with PyTorch and torch-mlir.

    pip install torch==2.13.0 torch-mlir==20261001     # CPU build; in a venv of its own
    python corpus/static/export_static.py [--out corpus/static] [MODEL ...]

Networks with concatenations, skip connections, stacked states, channel shuffles, depthwise
convolutions and attention, written here in plain PyTorch after their papers (and the layer
layout of torchvision's versions, which cannot be imported beside this torch), with random
weights: memplan plans memory, so only the shapes and the op graph matter. Each is exported
by ``torch.export`` and lowered by torch-mlir to linalg on tensors, weights and buffers lifted
to function arguments (as in ``corpus/dynamic`` and ``shared/corpus/models``), batch 1.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "dynamic"))
from export_dynamic import export_cli, lift  # noqa: E402  (the other export script: one way to lift weights)


def conv_bn(cin: int, cout: int, k: int, stride: int = 1, groups: int = 1, act: type | None = nn.ReLU) -> nn.Sequential:
    layers = [nn.Conv2d(cin, cout, k, stride, k // 2, groups=groups, bias=False), nn.BatchNorm2d(cout)]
    return nn.Sequential(*layers, *([act()] if act else []))


# -- DenseNet (Huang et al. 2017; the BC variant, as torchvision's densenet121) ----------------------
class DenseLayer(nn.Module):
    """BN-ReLU-conv1x1 (bottleneck) then BN-ReLU-conv3x3; its input is the concatenation of
    every earlier feature map of the block, made anew for each layer."""

    def __init__(self, cin: int, growth: int, bn_size: int):
        super().__init__()
        self.norm1, self.conv1 = nn.BatchNorm2d(cin), nn.Conv2d(cin, bn_size * growth, 1, bias=False)
        self.norm2, self.conv2 = nn.BatchNorm2d(bn_size * growth), nn.Conv2d(bn_size * growth, growth, 3, 1, 1, bias=False)

    def forward(self, features: list[torch.Tensor]) -> torch.Tensor:
        x = torch.cat(features, 1)
        x = self.conv1(F.relu(self.norm1(x)))
        return self.conv2(F.relu(self.norm2(x)))


class DenseBlock(nn.Module):
    def __init__(self, layers: int, cin: int, growth: int, bn_size: int = 4):
        super().__init__()
        self.layers = nn.ModuleList(DenseLayer(cin + i * growth, growth, bn_size) for i in range(layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        features = [x]
        for layer in self.layers:
            features.append(layer(features))
        return torch.cat(features, 1)


class DenseNet(nn.Module):
    def __init__(self, blocks=(6, 12, 24, 16), growth: int = 32, stem: int = 64, classes: int = 1000):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, stem, 7, 2, 3, bias=False), nn.BatchNorm2d(stem), nn.ReLU(),
                                  nn.MaxPool2d(3, 2, 1))
        stages, c = [], stem
        for i, n in enumerate(blocks):
            stages.append(DenseBlock(n, c, growth))
            c += n * growth
            if i + 1 < len(blocks):  # transition: halve channels and resolution
                stages.append(nn.Sequential(nn.BatchNorm2d(c), nn.ReLU(), nn.Conv2d(c, c // 2, 1, bias=False),
                                            nn.AvgPool2d(2, 2)))
                c //= 2
        self.features, self.norm, self.fc = nn.Sequential(*stages), nn.BatchNorm2d(c), nn.Linear(c, classes)

    def forward(self, x):
        x = F.relu(self.norm(self.features(self.stem(x))))
        return self.fc(torch.flatten(F.adaptive_avg_pool2d(x, 1), 1))


# -- SqueezeNet 1.1 (Iandola et al. 2016) ---------------------------------------------------------
class Fire(nn.Module):
    """Squeeze (1x1), then two expands (1x1 and 3x3) side by side, concatenated."""

    def __init__(self, cin: int, squeeze: int, e1: int, e3: int):
        super().__init__()
        self.squeeze = nn.Conv2d(cin, squeeze, 1)
        self.e1, self.e3 = nn.Conv2d(squeeze, e1, 1), nn.Conv2d(squeeze, e3, 3, padding=1)

    def forward(self, x):
        s = F.relu(self.squeeze(x))
        return torch.cat([F.relu(self.e1(s)), F.relu(self.e3(s))], 1)


class SqueezeNet(nn.Module):
    def __init__(self, classes: int = 1000):
        super().__init__()
        pool = lambda: nn.MaxPool2d(3, 2, ceil_mode=True)  # noqa: E731
        self.features = nn.Sequential(
            nn.Conv2d(3, 64, 3, 2), nn.ReLU(), pool(), Fire(64, 16, 64, 64), Fire(128, 16, 64, 64), pool(),
            Fire(128, 32, 128, 128), Fire(256, 32, 128, 128), pool(), Fire(256, 48, 192, 192),
            Fire(384, 48, 192, 192), Fire(384, 64, 256, 256), Fire(512, 64, 256, 256))
        self.head = nn.Sequential(nn.Conv2d(512, classes, 1), nn.ReLU(), nn.AdaptiveAvgPool2d(1))

    def forward(self, x):
        return torch.flatten(self.head(self.features(x)), 1)


# -- UNet (Ronneberger et al. 2015), small ----------------------------------------------------------
def double_conv(cin: int, cout: int) -> nn.Sequential:
    return nn.Sequential(conv_bn(cin, cout, 3), conv_bn(cout, cout, 3))


class UNet(nn.Module):
    """Four levels down and up; each decoder level concatenates the upsampled map with the
    encoder's map of the same resolution (the skip connection)."""

    def __init__(self, cin: int = 3, classes: int = 2, widths=(16, 32, 64, 128), bottom: int = 256):
        super().__init__()
        self.down = nn.ModuleList()
        c = cin
        for w in widths:
            self.down.append(double_conv(c, w))
            c = w
        self.bottom = double_conv(c, bottom)
        self.up, self.dec = nn.ModuleList(), nn.ModuleList()
        c = bottom
        for w in reversed(widths):
            self.up.append(nn.ConvTranspose2d(c, w, 2, 2))
            self.dec.append(double_conv(2 * w, w))
            c = w
        self.out = nn.Conv2d(c, classes, 1)

    def forward(self, x):
        skips = []
        for down in self.down:
            x = down(x)
            skips.append(x)
            x = F.max_pool2d(x, 2)
        x = self.bottom(x)
        for up, dec, skip in zip(self.up, self.dec, reversed(skips)):
            x = dec(torch.cat([skip, up(x)], 1))
        return self.out(x)


# -- LSTM unrolled over time, its hidden states stacked ---------------------------------------------
class StackedLSTM(nn.Module):
    """One LSTM layer run step by step (as torch.export unrolls it); the hidden states of
    every step are stacked into the output sequence, then a linear head per step."""

    def __init__(self, steps: int = 8, inputs: int = 64, hidden: int = 128, outputs: int = 32):
        super().__init__()
        self.steps, self.hidden = steps, hidden
        self.ih, self.hh = nn.Linear(inputs, 4 * hidden), nn.Linear(hidden, 4 * hidden, bias=False)
        self.head = nn.Linear(hidden, outputs)

    def forward(self, x):  # x: (steps, batch, inputs)
        h = torch.zeros(x.shape[1], self.hidden)
        c = torch.zeros(x.shape[1], self.hidden)
        states = []
        for t in range(self.steps):
            i, f, g, o = (self.ih(x[t]) + self.hh(h)).chunk(4, 1)
            c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
            states.append(h)
        return self.head(torch.stack(states, 0))


class StackedGRU(nn.Module):
    """Two GRU layers over 8 steps, as ``nn.GRU(num_layers=2)``: torch-mlir unrolls every step of
    each layer, computes each step's state into one shared ``tensor.empty``, concatenates the
    states of a layer into its output sequence (the next layer's input) and the last state of
    each layer into the final state; a linear head per step."""

    def __init__(self, inputs: int = 64, hidden: int = 128, outputs: int = 32):
        super().__init__()
        self.gru, self.head = nn.GRU(inputs, hidden, num_layers=2), nn.Linear(hidden, outputs)

    def forward(self, x):  # x: (steps, batch, inputs)
        states, last = self.gru(x)
        return self.head(states), last


# -- TCN (Bai et al. 2018): dilated causal convolutions with residuals --------------------------------
class TemporalBlock(nn.Module):
    def __init__(self, cin: int, cout: int, k: int, dilation: int):
        super().__init__()
        self.pad = (k - 1) * dilation  # on the left only: the output at t sees inputs up to t
        self.c1 = nn.Conv1d(cin, cout, k, dilation=dilation)
        self.c2 = nn.Conv1d(cout, cout, k, dilation=dilation)
        self.skip = nn.Conv1d(cin, cout, 1) if cin != cout else None

    def forward(self, x):
        y = F.relu(self.c1(F.pad(x, (self.pad, 0))))
        y = F.relu(self.c2(F.pad(y, (self.pad, 0))))
        return F.relu(y + (self.skip(x) if self.skip is not None else x))


class TCN(nn.Module):
    def __init__(self, cin: int = 16, widths=(32, 32, 64, 64, 64, 64), k: int = 3, classes: int = 10):
        super().__init__()
        blocks, c = [], cin
        for i, w in enumerate(widths):
            blocks.append(TemporalBlock(c, w, k, 2 ** i))
            c = w
        self.blocks, self.fc = nn.Sequential(*blocks), nn.Linear(c, classes)

    def forward(self, x):  # x: (batch, channels, time)
        return self.fc(self.blocks(x)[:, :, -1])


# -- ShuffleNet V2 (Ma et al. 2018), x0.5 -------------------------------------------------------------
def channel_shuffle(x: torch.Tensor, groups: int = 2) -> torch.Tensor:
    b, c, h, w = x.shape
    return x.view(b, groups, c // groups, h, w).transpose(1, 2).contiguous().view(b, c, h, w)


class ShuffleUnit(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int):
        super().__init__()
        self.stride, half = stride, cout // 2
        if stride > 1:  # both branches see the whole input and halve the resolution
            self.left = nn.Sequential(conv_bn(cin, cin, 3, stride, groups=cin, act=None), conv_bn(cin, half, 1))
        right_in = cin if stride > 1 else half
        self.right = nn.Sequential(conv_bn(right_in, half, 1), conv_bn(half, half, 3, stride, groups=half, act=None),
                                   conv_bn(half, half, 1))

    def forward(self, x):
        if self.stride == 1:
            a, b = x.chunk(2, 1)
            out = torch.cat([a, self.right(b)], 1)
        else:
            out = torch.cat([self.left(x), self.right(x)], 1)
        return channel_shuffle(out)


class ShuffleNetV2(nn.Module):
    def __init__(self, repeats=(4, 8, 4), widths=(24, 48, 96, 192, 1024), classes: int = 1000):
        super().__init__()
        self.stem = nn.Sequential(conv_bn(3, widths[0], 3, 2), nn.MaxPool2d(3, 2, 1))
        units, c = [], widths[0]
        for n, w in zip(repeats, widths[1:4]):
            units += [ShuffleUnit(c, w, 2)] + [ShuffleUnit(w, w, 1) for _ in range(n - 1)]
            c = w
        self.units, self.last = nn.Sequential(*units), conv_bn(c, widths[4], 1)
        self.fc = nn.Linear(widths[4], classes)

    def forward(self, x):
        x = self.last(self.units(self.stem(x)))
        return self.fc(x.mean((2, 3)))


# -- MobileNet V2 (Sandler et al. 2018) -------------------------------------------------------------------
class InvertedResidual(nn.Module):
    def __init__(self, cin: int, cout: int, stride: int, expand: int):
        super().__init__()
        hidden = cin * expand
        layers = [conv_bn(cin, hidden, 1, act=nn.ReLU6)] if expand != 1 else []
        layers += [conv_bn(hidden, hidden, 3, stride, groups=hidden, act=nn.ReLU6), conv_bn(hidden, cout, 1, act=None)]
        self.body, self.residual = nn.Sequential(*layers), stride == 1 and cin == cout

    def forward(self, x):
        return x + self.body(x) if self.residual else self.body(x)


class MobileNetV2(nn.Module):
    # (expansion, channels, repeats, first stride)
    SETTINGS = ((1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2), (6, 96, 3, 1), (6, 160, 3, 2),
                (6, 320, 1, 1))

    def __init__(self, classes: int = 1000):
        super().__init__()
        layers, c = [conv_bn(3, 32, 3, 2, act=nn.ReLU6)], 32
        for t, w, n, s in self.SETTINGS:
            for i in range(n):
                layers.append(InvertedResidual(c, w, s if i == 0 else 1, t))
                c = w
        layers.append(conv_bn(c, 1280, 1, act=nn.ReLU6))
        self.features, self.fc = nn.Sequential(*layers), nn.Linear(1280, classes)

    def forward(self, x):
        return self.fc(F.adaptive_avg_pool2d(self.features(x), 1).flatten(1))


# -- ViT (Dosovitskiy et al. 2021), small, and a BERT encoder (Devlin et al. 2019), small ---------------
def encoder(dim: int, heads: int, layers: int, norm_first: bool) -> nn.TransformerEncoder:
    layer = nn.TransformerEncoderLayer(dim, heads, 4 * dim, dropout=0.0, activation="gelu", batch_first=True,
                                       norm_first=norm_first)
    return nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)


class ViT(nn.Module):
    """Patches embedded by a strided convolution; a class token concatenated in front."""

    def __init__(self, image: int = 32, patch: int = 4, dim: int = 128, heads: int = 4, layers: int = 4,
                 classes: int = 10):
        super().__init__()
        self.embed = nn.Conv2d(3, dim, patch, patch)
        self.cls = nn.Parameter(torch.randn(1, 1, dim) * 0.02)
        self.pos = nn.Parameter(torch.randn(1, (image // patch) ** 2 + 1, dim) * 0.02)
        self.encoder, self.norm = encoder(dim, heads, layers, norm_first=True), nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, x):
        x = self.embed(x).flatten(2).transpose(1, 2)
        x = torch.cat([self.cls.expand(x.shape[0], -1, -1), x], 1) + self.pos
        return self.head(self.norm(self.encoder(x))[:, 0])


class Bert(nn.Module):
    """Token, position and segment embeddings, post-norm encoder layers, a pooler."""

    def __init__(self, vocab: int = 1024, length: int = 64, dim: int = 128, heads: int = 4, layers: int = 4):
        super().__init__()
        self.tokens, self.positions = nn.Embedding(vocab, dim), nn.Embedding(length, dim)
        self.segments, self.norm = nn.Embedding(2, dim), nn.LayerNorm(dim)
        self.encoder, self.pool = encoder(dim, heads, layers, norm_first=False), nn.Linear(dim, dim)

    def forward(self, ids):  # ids: (batch, length) int64
        positions = torch.arange(ids.shape[1]).unsqueeze(0)
        x = self.tokens(ids) + self.positions(positions) + self.segments(torch.zeros_like(ids))
        x = self.encoder(self.norm(x))
        return x, torch.tanh(self.pool(x[:, 0]))


# name -> (model factory, example input)
MODELS = {
    "densenet121": (DenseNet, lambda: torch.randn(1, 3, 224, 224)),
    "squeezenet1_1": (SqueezeNet, lambda: torch.randn(1, 3, 224, 224)),
    "unet_small": (UNet, lambda: torch.randn(1, 3, 64, 64)),
    "lstm_stack": (StackedLSTM, lambda: torch.randn(8, 1, 64)),
    "gru_stack": (StackedGRU, lambda: torch.randn(8, 1, 64)),
    "tcn": (TCN, lambda: torch.randn(1, 16, 256)),
    "shufflenet_v2_x0_5": (ShuffleNetV2, lambda: torch.randn(1, 3, 224, 224)),
    "mobilenet_v2": (MobileNetV2, lambda: torch.randn(1, 3, 224, 224)),
    "vit_small": (ViT, lambda: torch.randn(1, 3, 32, 32)),
    "bert_small": (Bert, lambda: torch.randint(0, 1024, (1, 64))),
    # the two patterns alone, as small fixtures
    "dense_block": (lambda: DenseBlock(4, 24, 12), lambda: torch.randn(1, 24, 16, 16)),
    "fire_module": (lambda: Fire(32, 16, 64, 64), lambda: torch.randn(1, 32, 16, 16)),
}


def _randomize_statistics(model: nn.Module) -> None:
    """Batch-norm running statistics away from (0, 1), so an export keeps their arithmetic honest."""
    g = torch.Generator().manual_seed(1)
    for m in model.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.copy_(torch.randn(m.num_features, generator=g) * 0.1)
            m.running_var.copy_(torch.rand(m.num_features, generator=g) + 0.5)


def export(name: str) -> str:
    make, example = MODELS[name]
    torch.manual_seed(0)
    model = make().eval()
    with torch.no_grad():
        _randomize_statistics(model)
    lifted, tensors = lift(model)  # weights and buffers become arguments, as in corpus/dynamic
    with torch.no_grad():
        program = torch.export.export(lifted, (example(), *tensors))
    module = fx.export_and_import(program, output_type="linalg-on-tensors", func_name="forward")
    params = sum(math.prod(t.shape) for t in tensors)
    return (f"// {name}: exported by corpus/static/export_static.py (torch {torch.__version__}); "
            f"{params:,} weights as arguments\n{module}")


def main() -> int:
    return export_cli(__doc__.split("\n\n")[0], MODELS, export, Path(__file__).parent)


if __name__ == "__main__":
    sys.exit(main())
