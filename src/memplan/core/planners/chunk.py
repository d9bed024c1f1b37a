"""The chunk-list planner of the original merge-alloc design, with its default cost model.

Lifetimes become a linear trace of alloc and free events (a free at tick t comes
before an alloc at t, since lifetimes are half-open). The address space is a list
of chunks in address order, each free or holding one buffer. An alloc picks a free
chunk by a cost model and splits off what it does not need; a free merges the chunk
with free neighbours. When no free chunk is big enough, the free chunk that lacks
the fewest bytes grows, and everything above it moves up. That is legal because
offsets are fixed only once the trace ends: a chunk is a run of *segments* whose
sizes only ever grow, every buffer sits at the start of a segment, and final
offsets are prefix sums of segment sizes. Buffers that never shared a segment
range never come to overlap, however segments grow.

All sizes are rounded up to one grain (the least common multiple of the
alignments) so that offsets stay aligned when segments below them grow.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from memplan.core.buffer import Buffer, align_up
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions
from memplan.core.planners.placement import is_trivial


@dataclass(eq=False)
class Segment:
    size: int
    offset: int = 0


@dataclass(eq=False)
class Chunk:
    segments: list[Segment]
    size: int
    free: bool = True
    freed_at: int = 0  # event number of the last free: higher is hotter in cache


# cost(chunk, size, now) -> lower is better; only called for free chunks that fit.
CostModel = Callable[[Chunk, int, int], float | tuple[int, int]]


def hot_and_fit_cost(chunk: Chunk, size: int, now: int) -> float:
    """Default: equal weight to wasted fraction of the chunk and time since it was freed.

    A recently freed chunk is likely still in cache; a close fit leaves big chunks
    for big buffers. Both terms lie in [0, 1).
    """
    waste = (chunk.size - size) / chunk.size
    age = (now - chunk.freed_at) / (now + 1)
    return waste + age


def event_trace(buffers: Sequence[Buffer]) -> list[tuple[str, int]]:
    """``("alloc"|"free", index)`` in execution order; trivial buffers make no events."""
    events = []
    for i, b in enumerate(buffers):
        if not is_trivial(b):
            events.append((b.start, 1, i, "alloc"))
            events.append((b.end, 0, i, "free"))
    events.sort()
    return [(kind, i) for _, _, i, kind in events]


class ChunkList:
    """Chunks in address order; see the module docstring."""

    def __init__(self, cost: CostModel) -> None:
        self.chunks: list[Chunk] = []
        self.cost = cost

    def alloc(self, size: int, now: int) -> Chunk:
        free = [c for c in self.chunks if c.free]
        fitting = [c for c in free if c.size >= size]
        if fitting:
            chunk = min(fitting, key=lambda c: self.cost(c, size, now))
        elif free:
            # grow the free chunk that lacks least; prefer hot, then high (less moves up)
            chunk = max(free, key=lambda c: (c.size, c.freed_at, self.chunks.index(c)))
            chunk.segments[-1].size += size - chunk.size
            chunk.size = size
        else:
            chunk = Chunk([Segment(size)], size, freed_at=now)
            self.chunks.append(chunk)
        self._split(chunk, size)
        chunk.free = False
        return chunk

    def _split(self, chunk: Chunk, size: int) -> None:
        """Keep the first ``size`` bytes in ``chunk``; the rest becomes a free chunk after it."""
        if chunk.size == size:
            return
        used, acc = [], 0
        rest = list(chunk.segments)
        while acc + rest[0].size <= size:
            seg = rest.pop(0)
            used.append(seg)
            acc += seg.size
        if acc < size:  # the boundary falls inside a segment: cut it in two
            seg = rest.pop(0)
            head = size - acc
            tail = Segment(seg.size - head)
            seg.size = head
            used.append(seg)
            rest.insert(0, tail)
        remainder = Chunk(rest, chunk.size - size, free=True, freed_at=chunk.freed_at)
        chunk.segments, chunk.size = used, size
        self.chunks.insert(self.chunks.index(chunk) + 1, remainder)

    def release(self, chunk: Chunk, now: int) -> None:
        chunk.free, chunk.freed_at = True, now
        i = self.chunks.index(chunk)
        if i + 1 < len(self.chunks) and self.chunks[i + 1].free:
            nxt = self.chunks.pop(i + 1)
            chunk.segments += nxt.segments
            chunk.size += nxt.size
        if i > 0 and self.chunks[i - 1].free:
            prev = self.chunks[i - 1]
            prev.segments += chunk.segments
            prev.size += chunk.size
            prev.freed_at = now
            self.chunks.pop(i)

    def assign_offsets(self) -> None:
        offset = 0
        for chunk in self.chunks:
            for seg in chunk.segments:
                seg.offset = offset
                offset += seg.size


def plan_chunks(buffers: Sequence[Buffer], cost: CostModel, name: str) -> Plan:
    """Run the event trace through a chunk list with ``cost`` choosing among fitting chunks."""
    grain = 1
    for b in buffers:
        if not is_trivial(b):
            grain = math.lcm(grain, b.alignment)
    chunks = ChunkList(cost)
    first_segment: dict[int, Segment] = {}
    holding: dict[int, Chunk] = {}
    for now, (kind, i) in enumerate(event_trace(buffers)):
        if kind == "alloc":
            chunk = chunks.alloc(align_up(buffers[i].size, grain), now)
            holding[i] = chunk
            first_segment[i] = chunk.segments[0]
        else:
            chunks.release(holding.pop(i), now)
    chunks.assign_offsets()
    offsets = {b.id: first_segment[i].offset if i in first_segment else 0 for i, b in enumerate(buffers)}
    return Plan(buffers, offsets, planner=name, stats={"grain": grain})


def plan_chunk(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_chunks(buffers, hot_and_fit_cost, "chunk")
