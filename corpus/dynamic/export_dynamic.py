"""Export the dynamic-shape models of memplan's corpus with PyTorch and torch-mlir.

    pip install torch==2.13.0 torch-mlir==20261001     # CPU build; in a venv of its own
    python corpus/dynamic/export_dynamic.py [--out corpus/dynamic]

Each model is exported by ``torch.export`` with a ``Dim`` (a dynamic batch, or a dynamic
sequence length), lowered by torch-mlir to linalg on tensors, weights and buffers lifted
to function arguments (as in ``shared/corpus/models``). torch-mlir's output keeps no
bounds, so this script attaches the ``Dim``'s range, as torch.export refined it, and its
name to the argument: ``{memplan.dims = [{name = "batch", min = 1 : i64, max = 64 : i64}, {}, ...]}``
(one dictionary per dimension; see memplan/mlir/symbolic_sizes.py). memplan names the
symbol after it and can plan statically at the bound (``merge-alloc{dynamic=upper-bound}``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import torch
import torch.nn as nn
from torch.export import Dim
from torch_mlir import fx, ir


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.l1, self.l2, self.l3 = nn.Linear(784, 512), nn.Linear(512, 256), nn.Linear(256, 10)

    def forward(self, x):
        return self.l3(torch.relu(self.l2(torch.relu(self.l1(x)))))


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1, self.b1 = nn.Conv2d(3, 16, 3, padding=1), nn.BatchNorm2d(16)
        self.c2, self.b2 = nn.Conv2d(16, 32, 3, padding=1), nn.BatchNorm2d(32)
        self.fc = nn.Linear(32, 10)

    def forward(self, x):
        x = torch.max_pool2d(torch.relu(self.b1(self.c1(x))), 2)
        x = torch.relu(self.b2(self.c2(x)))
        return self.fc(torch.flatten(nn.functional.adaptive_avg_pool2d(x, 1), 1))


class RMSNorm(nn.Module):
    def __init__(self, dim: int):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight


class LlamaBlock(nn.Module):
    """One LLaMA-style decoder block: RMSNorm, rotary positions, causal attention, SwiGLU."""

    def __init__(self, dim: int = 64, heads: int = 4, hidden: int = 172):
        super().__init__()
        self.heads = heads
        self.norm1, self.norm2 = RMSNorm(dim), RMSNorm(dim)
        self.qkv, self.out = nn.Linear(dim, 3 * dim, bias=False), nn.Linear(dim, dim, bias=False)
        self.gate, self.up = nn.Linear(dim, hidden, bias=False), nn.Linear(dim, hidden, bias=False)
        self.down = nn.Linear(hidden, dim, bias=False)
        half = dim // heads // 2
        self.register_buffer("inv_freq", 1.0 / (10000 ** (torch.arange(half).float() / half)))

    def rotate(self, x, cos, sin):
        a, b = x.chunk(2, dim=-1)
        return torch.cat((a * cos - b * sin, a * sin + b * cos), dim=-1)

    def forward(self, x):
        batch, seq, dim = x.shape
        angles = torch.outer(torch.arange(seq, dtype=torch.float32), self.inv_freq)
        cos, sin = angles.cos(), angles.sin()
        q, k, v = self.qkv(self.norm1(x)).view(batch, seq, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        q, k = self.rotate(q, cos, sin), self.rotate(k, cos, sin)
        attention = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.out(attention.transpose(1, 2).reshape(batch, seq, dim))
        h = self.norm2(x)
        return x + self.down(torch.nn.functional.silu(self.gate(h)) * self.up(h))


def llama_decoder() -> nn.Module:
    return nn.Sequential(LlamaBlock(), LlamaBlock())


def encoder_layer() -> nn.Module:
    return nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.0, batch_first=True)


# name -> (model, example input, {dimension: Dim}) of the one user input
MODELS = {
    "mlp_batch": (MLP, (4, 784), {0: Dim("batch", min=1, max=64)}),
    "cnn_batch": (SmallCNN, (4, 3, 32, 32), {0: Dim("batch", min=1, max=64)}),
    "encoder_seq": (encoder_layer, (1, 16, 64), {1: Dim("seq", min=1, max=512)}),
    "llama_seq": (llama_decoder, (1, 16, 64), {1: Dim("seq", min=2, max=512)}),
}


def export(name: str) -> str:
    make, shape, dims = MODELS[name]
    torch.manual_seed(0)
    lifted, tensors = lift(make().eval())
    program = torch.export.export(lifted, (torch.randn(*shape), *tensors),
                                  dynamic_shapes=(dims, tuple(None for _ in tensors)))
    ranges = _input_ranges(program, dims)
    module = fx.export_and_import(program, output_type="linalg-on-tensors", func_name="forward")
    _annotate(module, len(shape), ranges)
    return f"// {name}: exported by corpus/dynamic/export_dynamic.py (torch {torch.__version__})\n{module}"


def lift(model: nn.Module) -> tuple[nn.Module, list[torch.Tensor]]:
    """``model`` as a module taking its weights and buffers as arguments after its one input
    (what torch-mlir then makes function arguments), and those tensors in that order."""
    named = [*model.named_parameters(), *model.named_buffers()]
    names, tensors = [n for n, _ in named], [t.detach() for _, t in named]

    class Lifted(nn.Module):
        def forward(self, x, *params):
            return torch.func.functional_call(model, dict(zip(names, params)), (x,))

    return Lifted(), tensors


def _input_ranges(program, dims) -> dict[int, tuple[str, int, int | None]]:
    """dimension -> (Dim name, min, max) of the first user input, as torch.export refined them."""
    placeholder = next(n for n in program.graph.nodes if n.op == "placeholder")
    shape = placeholder.meta["val"].shape
    out = {}
    for d, dim in dims.items():
        symbol = shape[d].node.expr
        vr = program.range_constraints[symbol]
        upper = None if not vr.upper.is_integer else int(vr.upper)
        out[d] = (dim.__name__, int(vr.lower), upper)
    return out


def _annotate(module, rank: int, ranges: dict[int, tuple[str, int, int | None]]) -> None:
    with module.context:
        func = next(op for op in module.body.operations if op.operation.name == "func.func")
        i64 = ir.IntegerType.get_signless(64)
        specs = []
        for d in range(rank):
            if d not in ranges:
                specs.append(ir.DictAttr.get({}))
                continue
            name, low, high = ranges[d]
            entries = {"name": ir.StringAttr.get(name), "min": ir.IntegerAttr.get(i64, low)}
            if high is not None:
                entries["max"] = ir.IntegerAttr.get(i64, high)
            specs.append(ir.DictAttr.get(entries))
        n_args = len(func.regions[0].blocks[0].arguments)
        arg_attrs = [ir.DictAttr.get({"memplan.dims": ir.ArrayAttr.get(specs)})]
        arg_attrs += [ir.DictAttr.get({}) for _ in range(n_args - 1)]
        func.attributes["arg_attrs"] = ir.ArrayAttr.get(arg_attrs)


def export_cli(description: str, models, export, out: Path) -> int:
    """The command line of both export scripts: ``[--out DIR] [MODEL ...]`` writes ``MODEL.mlir``
    (into ``out`` unless --out says otherwise)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", default=str(out), help="directory for the .mlir files")
    parser.add_argument("models", nargs="*", default=list(models), help=f"any of {', '.join(models)}")
    args = parser.parse_args()
    for name in args.models:
        if name not in models:
            parser.error(f"unknown model {name!r} (known: {', '.join(models)})")
        path = Path(args.out) / f"{name}.mlir"
        path.write_text(export(name))
        print(f"wrote {path} ({path.stat().st_size:,} bytes)", file=sys.stderr)
    return 0


def main() -> int:
    return export_cli(__doc__.split("\n\n")[0], MODELS, export, Path(__file__).parent)


if __name__ == "__main__":
    sys.exit(main())
