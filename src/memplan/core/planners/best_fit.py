"""Start-order best fit: upstream MLIR's static memory planner, the baseline to beat.

Buffers are taken in order of first use (ties: larger first, then id) and each
goes into the smallest gap left among the buffers live at the same time, or on
top of them. Because the order is by start, the shared placement routine runs it
as an event sweep over a free list: O(n log n), fast enough for traces of
100,000 buffers.
"""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import place_in_order, sort_by


def start_order(buffers: Sequence[Buffer]) -> list[int]:
    return sort_by(buffers, ("start", "-size", "id"))


def plan_best_fit(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, start_order(buffers), fit="best", deadline=deadline_of(options))
    return Plan(buffers, offsets, planner="best-fit")
