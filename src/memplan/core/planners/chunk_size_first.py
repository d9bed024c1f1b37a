"""The chunk-list planner choosing the best-fitting free chunk (hotness only breaks ties)."""

from __future__ import annotations

from collections.abc import Sequence

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.planners.chunk import Chunk, plan_chunks


def size_first_cost(chunk: Chunk, size: int, now: int) -> tuple[int, int]:
    return (chunk.size - size, now - chunk.freed_at)


def plan_chunk_size_first(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_chunks(buffers, size_first_cost, "chunk-size-first", deadline_of(options))
