"""Greedy by conflicts: the buffer that shares its lifetime with the most bytes goes first.

A buffer's conflict weight is its own size plus the sizes of all buffers live at
some common tick. Heavily contended buffers constrain the layout most, so they
are placed while gaps are still plentiful. The weights come from two sorted
prefix sums (bytes starting before my end minus bytes ending before my start),
not from listing the conflicts.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memplan.core.bounds import columns
from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import place_in_order


def conflict_bytes(buffers: Sequence[Buffer]) -> np.ndarray:
    """Bytes of all buffers overlapping each buffer in time (itself included)."""
    starts, ends, sizes, _ = columns(buffers)
    live = (starts < ends) & (sizes > 0)
    s, e, z = starts[live], ends[live], sizes[live]
    by_start, by_end = np.argsort(s, kind="stable"), np.argsort(e, kind="stable")
    cum_start = np.concatenate(([0], np.cumsum(z[by_start])))
    cum_end = np.concatenate(([0], np.cumsum(z[by_end])))
    started = cum_start[np.searchsorted(s[by_start], ends, side="left")]
    ended = cum_end[np.searchsorted(e[by_end], starts, side="right")]
    return np.where(live, started - ended, 0)


def conflict_order(buffers: Sequence[Buffer]) -> list[int]:
    n = len(buffers)
    if n == 0:
        return []
    weight = conflict_bytes(buffers)
    starts, _, sizes, _ = columns(buffers)
    ids = np.fromiter((b.id for b in buffers), np.int64, n)
    return np.lexsort((ids, starts, -sizes, -weight)).tolist()


def plan_greedy_conflicts(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, conflict_order(buffers), "best", deadline_of(options))
    return Plan(buffers, offsets, planner="greedy-conflicts")
