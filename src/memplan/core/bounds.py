"""Lower bounds on the arena size."""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from memplan.core.buffer import Buffer


def live_bytes_profile(buffers: Iterable[Buffer]) -> list[tuple[int, int]]:
    """Steps ``(tick, bytes live from this tick on)``, one per tick where the load changes."""
    deltas: dict[int, int] = {}
    for b in buffers:
        if b.size == 0 or b.start == b.end:
            continue
        deltas[b.start] = deltas.get(b.start, 0) + b.size
        deltas[b.end] = deltas.get(b.end, 0) - b.size
    profile, live = [], 0
    for tick in sorted(deltas):
        live += deltas[tick]
        profile.append((tick, live))
    return profile


def lower_bound(buffers: Iterable[Buffer]) -> int:
    """Max-load: the most bytes live at one tick. No plan can be smaller."""
    return max((live for _, live in live_bytes_profile(buffers)), default=0)


def load_steps(starts: np.ndarray, ends: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Vectorized profile: sorted distinct ticks and the bytes live in ``[ticks[i], ticks[i+1])``.

    Used by planners that need the load at every tick of large traces.
    """
    ticks = np.unique(np.concatenate((starts, ends)))
    if len(ticks) == 0:
        return ticks, np.zeros(0, dtype=np.int64)
    delta = np.zeros(len(ticks) + 1, dtype=np.int64)
    live = (starts < ends) & (sizes > 0)
    np.add.at(delta, np.searchsorted(ticks, starts[live]), sizes[live])
    np.add.at(delta, np.searchsorted(ticks, ends[live]), -sizes[live])
    return ticks, np.cumsum(delta)[:-1]


def arena_floor(buffers: Iterable[Buffer]) -> int:
    """No arena is smaller than the max-load, nor than any single buffer.

    The second term matters only for buffers never live (empty lifetime): they
    take no part in the max-load yet still sit at some offset in the arena.
    """
    buffers = list(buffers)
    return max(lower_bound(buffers), max((b.size for b in buffers), default=0))
