"""Random traces for the spill benchmark: lifetimes of mixed lengths (log-uniform, 1 to 256
ticks, about 15 buffers live at a tick whatever the trace's length), sizes spread over three
orders of magnitude, and weights that are not proportional to sizes (bytes times a number of
accesses drawn on its own, as a compiler's estimate would give), with a capacity that is a
fraction of the max-load."""

from __future__ import annotations

import random

from memplan.core.bounds import max_load
from memplan.core.buffer import Buffer

MAX_LIFETIME = 256
LIVE = 15  # buffers live at a tick, on average


def random_trace(n: int, seed: int) -> tuple[list[Buffer], dict[int, int]]:
    """``n`` buffers, sizes 64 B to 64 KiB (log-uniform, multiples of 64, alignment 64), and
    weights ``size x accesses`` with accesses log-uniform in [1, 1000]."""
    rng = random.Random(seed)
    mean_lifetime = (MAX_LIFETIME - 1) / 5.545  # of 2^U(0, 8): (256 - 1) / ln 256
    horizon = max(int(n * mean_lifetime / LIVE), 8)
    buffers, weights = [], {}
    for i in range(n):
        length = int(2 ** rng.uniform(0, 8))
        start = rng.randrange(horizon)
        size = 64 * max(1, int(2 ** rng.uniform(0, 10)))
        buffers.append(Buffer(i, size, start, min(start + length, horizon), 64))
        weights[i] = size * max(1, int(10 ** rng.uniform(0, 3)))
    return buffers, weights


def capacity_at(buffers: list[Buffer], fraction: float) -> int:
    """``fraction`` of the max-load, rounded down to a multiple of 64."""
    return int(max_load(buffers) * fraction) // 64 * 64
