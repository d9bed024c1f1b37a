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
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from memplan.core.budget import Deadline
from memplan.core.buffer import Buffer, align_up
from memplan.core.plan import Plan
from memplan.core.planners.base import PlannerOptions, deadline_of
from memplan.core.search.placement import is_trivial


class Segment:
    """A run of bytes whose size only grows; a node of its chunk's treap (address order).

    ``total`` is the size of the subtree rooted here: a chunk is split at a byte
    position and merged with a neighbour in O(log n) expected, where walking a
    list of segments made the planner quadratic.
    """

    __slots__ = ("size", "total", "prio", "left", "right", "offset")

    def __init__(self, size: int, prio: float) -> None:
        self.size = self.total = size
        self.prio = prio
        self.left: Segment | None = None
        self.right: Segment | None = None
        self.offset = 0


def _total(t: Segment | None) -> int:
    return 0 if t is None else t.total


def _fix(t: Segment) -> Segment:
    t.total = t.size + _total(t.left) + _total(t.right)
    return t


def _merge(a: Segment | None, b: Segment | None) -> Segment | None:
    """The segments of ``a`` followed by those of ``b``."""
    if a is None or b is None:
        return a or b
    if a.prio > b.prio:
        a.right = _merge(a.right, b)
        return _fix(a)
    b.left = _merge(a, b.left)
    return _fix(b)


def _split(t: Segment | None, k: int, new: Callable[[int], Segment]) -> tuple[Segment | None, Segment | None]:
    """The first ``k`` bytes and the rest; a segment straddling ``k`` is cut in two (``new`` makes the tail)."""
    if t is None:
        return None, None
    before = _total(t.left)
    if k <= before:
        left, t.left = _split(t.left, k, new)
        return left, _fix(t)
    if k >= before + t.size:
        t.right, right = _split(t.right, k - before - t.size, new)
        return _fix(t), right
    tail = new(before + t.size - k)
    t.size = k - before
    right, t.right = _merge(tail, t.right), None
    return _fix(t), right


def _first(t: Segment) -> Segment:
    while t.left is not None:
        t = t.left
    return t


def _grow_last(t: Segment, amount: int) -> None:
    path = []
    while t is not None:
        path.append(t)
        t = t.right
    path[-1].size += amount
    for node in reversed(path):
        _fix(node)


def _in_order(t: Segment | None) -> Iterator[Segment]:
    stack: list[Segment] = []
    while stack or t is not None:
        while t is not None:
            stack.append(t)
            t = t.left
        t = stack.pop()
        yield t
        t = t.right


@dataclass(eq=False)
class Chunk:
    segments: Segment  # root of the chunk's treap
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
    """Chunks in address order; see the module docstring.

    Chunks never outnumber twice the live buffers plus one (free chunks never
    touch), so choosing one scans a short list; splits and merges inside a chunk
    cost O(log n) in its treap of segments.
    """

    def __init__(self, cost: CostModel, seed: int = 0) -> None:
        self.chunks: list[Chunk] = []
        self.cost = cost
        self._rng = random.Random(seed)

    def _segment(self, size: int) -> Segment:
        return Segment(size, self._rng.random())

    def alloc(self, size: int, now: int) -> Chunk:
        free = [c for c in self.chunks if c.free]
        fitting = [c for c in free if c.size >= size]
        if fitting:
            chunk = min(fitting, key=lambda c: self.cost(c, size, now))
        elif free:
            # grow the free chunk that lacks least; prefer hot, then high (less moves up)
            # (free keeps address order: its index ranks as the chunk's, without a search per chunk)
            chunk = free[max(range(len(free)), key=lambda k: (free[k].size, free[k].freed_at, k))]
            _grow_last(chunk.segments, size - chunk.size)
            chunk.size = size
        else:
            chunk = Chunk(self._segment(size), size, freed_at=now)
            self.chunks.append(chunk)
        self._split(chunk, size)
        chunk.free = False
        return chunk

    def _split(self, chunk: Chunk, size: int) -> None:
        """Keep the first ``size`` bytes in ``chunk``; the rest becomes a free chunk after it."""
        if chunk.size == size:
            return
        used, rest = _split(chunk.segments, size, self._segment)
        assert used is not None and rest is not None
        remainder = Chunk(rest, chunk.size - size, free=True, freed_at=chunk.freed_at)
        chunk.segments, chunk.size = used, size
        self.chunks.insert(self.chunks.index(chunk) + 1, remainder)

    def release(self, chunk: Chunk, now: int) -> None:
        chunk.free, chunk.freed_at = True, now
        i = self.chunks.index(chunk)
        if i + 1 < len(self.chunks) and self.chunks[i + 1].free:
            nxt = self.chunks.pop(i + 1)
            chunk.segments = _merge(chunk.segments, nxt.segments)
            chunk.size += nxt.size
        if i > 0 and self.chunks[i - 1].free:
            prev = self.chunks[i - 1]
            prev.segments = _merge(prev.segments, chunk.segments)
            prev.size += chunk.size
            prev.freed_at = now
            self.chunks.pop(i)

    def assign_offsets(self) -> None:
        offset = 0
        for chunk in self.chunks:
            for seg in _in_order(chunk.segments):
                seg.offset = offset
                offset += seg.size


DEADLINE_EVERY = 1024  # events between looks at the clock


def plan_chunks(buffers: Sequence[Buffer], cost: CostModel, name: str, deadline: Deadline | None = None) -> Plan:
    """Run the event trace through a chunk list with ``cost`` choosing among fitting chunks.

    Offsets are known only at the end; when ``deadline`` passes first, the plan
    without reuse comes out (valid, and no portfolio keeps it).
    """
    grain = 1
    for b in buffers:
        if not is_trivial(b):
            grain = math.lcm(grain, b.alignment)
    chunks = ChunkList(cost)
    first_segment: dict[int, Segment] = {}
    holding: dict[int, Chunk] = {}
    for now, (kind, i) in enumerate(event_trace(buffers)):
        if deadline is not None and now % DEADLINE_EVERY == DEADLINE_EVERY - 1 and deadline.expired():
            from memplan.core.planners.trivial import plan_trivial

            plan = plan_trivial(buffers)
            plan.planner, plan.stats["stopped"] = name, True
            return plan
        if kind == "alloc":
            chunk = chunks.alloc(align_up(buffers[i].size, grain), now)
            holding[i] = chunk
            first_segment[i] = _first(chunk.segments)
        else:
            chunks.release(holding.pop(i), now)
    chunks.assign_offsets()
    offsets = {b.id: first_segment[i].offset if i in first_segment else 0 for i, b in enumerate(buffers)}
    return Plan(buffers, offsets, planner=name, stats={"grain": grain})


def plan_chunk(buffers: Sequence[Buffer], options: PlannerOptions = PlannerOptions()) -> Plan:
    return plan_chunks(buffers, hot_and_fit_cost, "chunk", deadline_of(options))
