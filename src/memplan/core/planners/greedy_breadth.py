"""Greedy by breadth: TFLite's other arena order.

Ticks are visited from the one with the most bytes live (the widest) down; at each,
its still-unplaced buffers go in by decreasing size, each in the smallest gap.
A buffer is therefore placed at the widest tick of its lifetime, which gives the
same order as sorting by (max load over its lifetime, that tick, size), computed
here with a range-maximum table instead of listing every tick's buffers.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from memplan.core.bounds import columns, distinct, load_steps
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import NUMPY_PLACE_MIN, is_trivial, place_in_order

if TYPE_CHECKING:  # numpy is imported where it is used: small plans never load it (0.15 s a process)
    import numpy as np


def _range_argmax(values: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> np.ndarray:
    """For each query, index of the leftmost maximum of ``values[lo:hi]`` (hi > lo)."""
    import numpy as np

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
    if n < NUMPY_PLACE_MIN:
        return _breadth_order_few(buffers)
    import numpy as np

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


def _breadth_order_few(buffers: Sequence[Buffer]) -> list[int]:
    """:func:`breadth_order` in plain Python (small plans never load numpy): the widest tick of each
    lifetime by a scan of its ticks (the leftmost of the widest), where numpy builds a range-maximum table."""
    ticks = sorted({t for b in buffers for t in (b.start, b.end)})
    delta = [0] * (len(ticks) + 1)
    for b in buffers:
        if not is_trivial(b):
            delta[bisect.bisect_left(ticks, b.start)] += b.size
            delta[bisect.bisect_left(ticks, b.end)] -= b.size
    loads = list(itertools.accumulate(delta[:-1]))
    where = []
    for b in buffers:
        lo = bisect.bisect_left(ticks, b.start)
        hi = min(max(bisect.bisect_left(ticks, b.end), lo + 1), len(ticks))
        lo = min(lo, len(ticks) - 1)
        where.append(max(range(lo, hi), key=loads.__getitem__))
    return sorted(range(len(buffers)), key=lambda i: (-loads[where[i]], where[i], -buffers[i].size,
                                                      buffers[i].start, buffers[i].id))


def plan_greedy_breadth(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, breadth_order(buffers), "best", deadline_of(options))
    return Plan(buffers, offsets, planner="greedy-breadth")
