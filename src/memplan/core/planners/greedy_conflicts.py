"""Greedy by conflicts: the buffer that shares its lifetime with the most bytes goes first.

A buffer's conflict weight is its own size plus the sizes of all buffers live at
some common tick. Heavily contended buffers constrain the layout most, so they
are placed while gaps are still plentiful. The weights come from two sorted
prefix sums (bytes starting before my end minus bytes ending before my start),
not from listing the conflicts.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Sequence
from typing import TYPE_CHECKING

from memplan.core.bounds import columns
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import NUMPY_PLACE_MIN, is_trivial, place_in_order

if TYPE_CHECKING:  # numpy is imported where it is used: small plans never load it (0.15 s a process)
    import numpy as np


def conflict_bytes(buffers: Sequence[Buffer]) -> np.ndarray:
    """Bytes of all buffers overlapping each buffer in time (itself included)."""
    import numpy as np

    starts, ends, sizes, _ = columns(buffers)
    live = (starts < ends) & (sizes > 0)
    s, e, z = starts[live], ends[live], sizes[live]
    by_start, by_end = np.argsort(s, kind="stable"), np.argsort(e, kind="stable")
    cum_start = np.concatenate(([0], np.cumsum(z[by_start])))
    cum_end = np.concatenate(([0], np.cumsum(z[by_end])))
    started = cum_start[np.searchsorted(s[by_start], ends, side="left")]
    ended = cum_end[np.searchsorted(e[by_end], starts, side="right")]
    return np.where(live, started - ended, 0)


def _conflict_bytes_few(buffers: Sequence[Buffer]) -> list[int]:
    """:func:`conflict_bytes` in plain Python: bytes started before each end less those ended by each start."""
    live = [b for b in buffers if not is_trivial(b)]
    by_start, by_end = sorted(live, key=lambda b: b.start), sorted(live, key=lambda b: b.end)
    starts, ends = [b.start for b in by_start], [b.end for b in by_end]
    started = [0, *itertools.accumulate(b.size for b in by_start)]
    ended = [0, *itertools.accumulate(b.size for b in by_end)]
    return [0 if is_trivial(b)
            else started[bisect.bisect_left(starts, b.end)] - ended[bisect.bisect_right(ends, b.start)]
            for b in buffers]


def conflict_order(buffers: Sequence[Buffer]) -> list[int]:
    n = len(buffers)
    if n == 0:
        return []
    if n < NUMPY_PLACE_MIN:  # the same order in plain Python: small plans never load numpy
        weight = _conflict_bytes_few(buffers)
        return sorted(range(n), key=lambda i: (-weight[i], -buffers[i].size, buffers[i].start, buffers[i].id))
    import numpy as np

    weight = conflict_bytes(buffers)
    starts, _, sizes, _ = columns(buffers)
    ids = np.fromiter((b.id for b in buffers), np.int64, n)
    return np.lexsort((ids, starts, -sizes, -weight)).tolist()


def plan_greedy_conflicts(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, conflict_order(buffers), "best", deadline_of(options))
    return Plan(buffers, offsets, planner="greedy-conflicts")
