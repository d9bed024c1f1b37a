"""Traces shaped like one training step of a deep network: what a framework's allocator sees.

``layers`` layers run forward, then backward in reverse order. Forward, each
layer makes one activation that is saved until its backward step and a few
short temporaries; backward, each layer makes a gradient of its input (freed
by the next backward layer), a gradient of its weights (kept until the
optimizer step at the end) and short temporaries, and frees the saved
activation. The load peaks where forward ends, as in real training; sizes are
log-uniform around a per-layer width, so no two layers are alike.

    python benchmarks/training_traces.py OUT.csv [--layers 1000] [--seed 0]
"""

from __future__ import annotations

import argparse
import math
import random

from memplan.core.buffer import Buffer


def training_step(layers: int, seed: int = 0) -> list[Buffer]:
    """About 7.5 buffers a layer: ``layers`` = 1000 gives ~7,500."""
    rng = random.Random(seed)
    buffers: list[Buffer] = []
    tick = 0

    def add(size: int, start: int, end: int) -> None:
        buffers.append(Buffer(len(buffers), size, start, end))

    def size_near(width: int) -> int:
        return max(64, int(width * math.exp(rng.uniform(-1.0, 1.0))))

    widths = [int(math.exp(rng.uniform(math.log(1 << 12), math.log(1 << 20)))) for _ in range(layers)]
    saved: list[tuple[int, int]] = []  # (size, start) of each layer's activation
    for width in widths:  # forward
        for _ in range(rng.randrange(1, 4)):
            add(size_near(width), tick, tick + rng.randrange(1, 3))
        saved.append((size_near(width), tick))
        tick += 2
    grads: list[tuple[int, int]] = []
    input_grad: tuple[int, int] | None = None
    for layer in reversed(range(layers)):  # backward
        width = widths[layer]
        for _ in range(rng.randrange(1, 3)):
            add(size_near(width), tick, tick + rng.randrange(1, 3))
        size, start = saved[layer]
        add(size, start, tick + 1)  # the activation, freed once its backward step has read it
        if input_grad is not None:
            add(input_grad[0], input_grad[1], tick + 1)
        input_grad = (size_near(width), tick)
        grads.append((size_near(width) // 4 + 64, tick))
        tick += 2
    if input_grad is not None:
        add(input_grad[0], input_grad[1], tick + 1)
    tick += 1
    for size, start in grads:  # the optimizer reads every weight gradient at the end
        add(size, start, tick + 1)
    return buffers


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out")
    ap.add_argument("--layers", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    with open(args.out, "w") as f:
        f.write("id,lower,upper,size\n")
        f.writelines(f"{b.id},{b.start},{b.end},{b.size}\n" for b in training_step(args.layers, args.seed))


if __name__ == "__main__":
    main()
