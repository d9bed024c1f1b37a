"""Greedy by breadth: TFLite's other arena order.

Ticks are visited from the one with the most bytes live (the widest) down; at each,
its still-unplaced buffers go in by decreasing size, each in the smallest gap.
A buffer is therefore placed at the widest tick of its lifetime, which gives the
same order as sorting by (max load over its lifetime, that tick, size), computed
here with a range-maximum table instead of listing every tick's buffers.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memplan.core.bounds import columns, distinct, load_steps
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import place_in_order


def _range_argmax(values: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """For each query, index of the leftmost maximum of ``values[lo:hi]`` (hi > lo)."""
    n = len(values)
    table = [np.arange(n)]
    k = 1
    while (1 << k) <= n:
        prev, half = table[-1], 1 << (k - 1)
        a, b = prev[: n - (1 << k) + 1], prev[half : half + n - (1 << k) + 1]
        table.append(np.where(values[b] > values[a], b, a))
        k += 1
    length = hi - lo
    level = np.floor(np.log2(np.maximum(length, 1))).astype(np.int64)
    out = np.empty(len(lo), dtype=np.int64)
    for k in distinct(level):  # (np.unique would import numpy.ma: 20-50 ms of a small plan)
        sel = level == k
        a = table[k][lo[sel]]
        b = table[k][hi[sel] - (1 << k)]
        out[sel] = np.where(values[b] > values[a], b, a)
    return out


def breadth_order(buffers: Sequence[Buffer]) -> list[int]:
    n = len(buffers)
    if n == 0:
        return []
    starts, ends, sizes, _ = columns(buffers)
    ticks, loads = load_steps(starts, ends, sizes)
    lo = np.searchsorted(ticks, starts)
    hi = np.maximum(np.searchsorted(ticks, ends), lo + 1)
    hi = np.minimum(hi, len(ticks))
    lo = np.minimum(lo, len(ticks) - 1)
    where = _range_argmax(loads, lo, hi)
    width = loads[where]
    ids = np.fromiter((b.id for b in buffers), np.int64, n)
    return np.lexsort((ids, starts, -sizes, where, -width)).tolist()


def plan_greedy_breadth(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, breadth_order(buffers), "best", deadline_of(options))
    return Plan(buffers, offsets, planner="greedy-breadth")
