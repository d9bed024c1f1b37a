"""A transformer encoder layer with exact GELU, in torch-mlir's form, runs and computes what
PyTorch's nn.TransformerEncoderLayer (norm_first, activation="gelu") does, written in numpy."""

import math
from pathlib import Path

import numpy as np
import pytest

from memplan.check.execution import CompiledFunction, random_inputs

ENCODER = Path(__file__).parent / "fixtures" / "encoder_gelu.mlir"
HEADS = 2


def layer_norm(x, w, b, eps=1e-5):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def linear(x, w, b):
    return x @ w.T + b


def softmax(x):
    e = np.exp(x - x.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def encoder(x, ln1_w, ln1_b, wq, bq, wk, bk, wv, bv, wo, bo, ln2_w, ln2_b, w1, b1, w2, b2):
    _, seq, dim = x.shape
    dh = dim // HEADS
    h = layer_norm(x, ln1_w, ln1_b)

    def split(t):  # (1, S, D) -> (H, S, dh)
        return t.reshape(seq, HEADS, dh).transpose(1, 0, 2)

    q, k, v = split(linear(h, wq, bq)), split(linear(h, wk, bk)), split(linear(h, wv, bv))
    attn = softmax(q @ k.transpose(0, 2, 1) / math.sqrt(dh)) @ v
    x = x + linear(attn.transpose(1, 0, 2).reshape(1, seq, dim), wo, bo)
    f = linear(layer_norm(x, ln2_w, ln2_b), w1, b1)
    gelu = 0.5 * f * (1 + np.vectorize(math.erf)(f / math.sqrt(2)))
    return x + linear(gelu, w2, b2)


@pytest.mark.slow
def test_encoder_fixture_computes_a_gelu_transformer_layer():
    f = CompiledFunction(ENCODER.read_text())
    inputs = random_inputs(f.inputs, seed=5)
    (out,) = f(*[a.copy() for a in inputs])
    want = encoder(*[a.astype(np.float64) for a in inputs])
    assert np.std(want) > 0.1  # not a degenerate output
    np.testing.assert_allclose(out, want, rtol=1e-4, atol=1e-5)
