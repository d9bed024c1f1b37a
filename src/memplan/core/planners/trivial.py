"""No reuse: buffers side by side. The baseline every other planner must beat."""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer, align_up
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions


def plan_trivial(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    offsets, top = {}, 0
    for b in buffers:
        top = align_up(top, b.alignment)
        offsets[b.id] = top
        top += b.size
    return Plan(buffers, offsets, planner="trivial")
