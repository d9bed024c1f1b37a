"""Greedy by size: largest buffer first, each in the smallest gap that holds it.

TFLite/LiteRT's default arena planner. Big buffers are hardest to fit, so they
go first while the address space is still open; small ones fill the holes.
Ties: earlier start first (TFLite keeps execution order), then id.
"""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import place_in_order, sort_by


def size_order(buffers: Sequence[Buffer]) -> list[int]:
    return sort_by(buffers, ("-size", "start", "id"))


def plan_greedy_size(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets = place_in_order(buffers, size_order(buffers), "best", deadline_of(options))
    return Plan(buffers, offsets, planner="greedy-size")
