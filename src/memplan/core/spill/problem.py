"""Planning into a memory of fixed capacity: keep the most valuable buffers, spill the rest.

A :class:`SpillProblem` is a planning problem with a capacity ``C`` and a weight per buffer
(the benefit of keeping it in the fast memory; by default its size). A :class:`SpillPlan`
keeps some buffers at offsets inside ``[0, C)``, as a valid plan of those buffers (no two
live together overlap in memory, every offset aligned), and spills the others; its value is
the total weight kept, and ``bound`` is an upper bound on the best value that memplan proved
(see :mod:`memplan.core.spill.bound`). This is the *storage allocation problem* with
weights (a buffer is a rectangle of fixed position in time and free position in memory,
kept or not); dropping the rule that a buffer's bytes are contiguous leaves *unsplittable
flow on a path*, the knapsack at every point of time, whose relaxations give the bounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from memplan.core.buffer import Buffer
from memplan.core.plan import Plan, PlanError


@dataclass(frozen=True)
class SpillProblem:
    """Buffers, their weights (non-negative integers, by buffer id) and the capacity in bytes."""

    buffers: tuple[Buffer, ...]
    weights: Mapping[int, int]
    capacity: int

    def __post_init__(self) -> None:
        if self.capacity < 0:
            raise ValueError(f"capacity {self.capacity} is negative")
        if len({b.id for b in self.buffers}) != len(self.buffers):
            raise ValueError("buffer ids repeat: every buffer must be present exactly once")
        for b in self.buffers:
            w = self.weights.get(b.id)
            if w is None:
                raise ValueError(f"buffer {b.label or b.id} has no weight")
            if isinstance(w, bool) or not isinstance(w, int) or w < 0:
                raise ValueError(f"buffer {b.label or b.id}: weight {w!r} is not a non-negative integer")

    @staticmethod
    def of(buffers: Sequence[Buffer], capacity: int, weights: Mapping[int, int] | None = None) -> SpillProblem:
        """The problem with ``weights`` (default: each buffer's size)."""
        return SpillProblem(tuple(buffers), dict(weights) if weights is not None else {b.id: b.size for b in buffers},
                            capacity)

    def weight(self, b: Buffer) -> int:
        return self.weights[b.id]

    def fits_alone(self, b: Buffer) -> bool:
        """Could ``b`` be kept at all: at offset 0 it ends within the capacity."""
        return b.size <= self.capacity

    @property
    def total_weight(self) -> int:
        return sum(self.weights[b.id] for b in self.buffers)


@dataclass
class SpillPlan:
    """Offsets of the kept buffers (``offsets``); every other buffer of ``problem`` is spilled.

    ``bound``: the best total weight any plan can keep, as memplan proved it (at least
    :attr:`kept_weight`); :attr:`optimal` when they meet. ``stats``: what the search did.
    """

    problem: SpillProblem
    offsets: dict[int, int]
    bound: int
    planner: str = "spill"
    seconds: float = 0.0
    stats: dict[str, object] = field(default_factory=dict)

    @property
    def kept(self) -> list[Buffer]:
        return [b for b in self.problem.buffers if b.id in self.offsets]

    @property
    def spilled(self) -> list[Buffer]:
        return [b for b in self.problem.buffers if b.id not in self.offsets]

    @property
    def kept_weight(self) -> int:
        weights = self.problem.weights
        return sum(weights[i] for i in self.offsets)

    @property
    def optimal(self) -> bool:
        return self.kept_weight >= self.bound

    def kept_plan(self) -> Plan:
        """The kept buffers as an ordinary plan (its arena is at most the capacity)."""
        return Plan(self.kept, dict(self.offsets), planner=self.planner, seconds=self.seconds)

    def check(self) -> None:
        """Raise :class:`PlanError` unless the kept buffers are a valid plan inside ``[0, C)``,
        every offset belongs to a buffer of the problem, and the bound is at least what is kept."""
        ids = {b.id for b in self.problem.buffers}
        stray = next((i for i in self.offsets if i not in ids), None)
        if stray is not None:
            raise PlanError(f"an offset for buffer {stray}, which is not in the problem")
        self.kept_plan().check(capacity=self.problem.capacity)
        if self.bound < self.kept_weight:
            raise PlanError(f"bound {self.bound} is below the kept weight {self.kept_weight}")


def summary_line(plan: SpillPlan) -> str:
    """``kept_weight=K bound=U ratio=R optimal=yes|no spilled=N arena=A``: the last line ``memplan
    plan --spill`` prints (R = K / U: how close to the best the plan is proven to be; A the bytes
    the kept buffers take, at most the capacity)."""
    kept, bound = plan.kept_weight, plan.bound
    ratio = kept / bound if bound else 1.0
    return (f"kept_weight={kept} bound={bound} ratio={ratio:.4f} optimal={'yes' if plan.optimal else 'no'} "
            f"spilled={len(plan.spilled)} arena={plan.kept_plan().arena_size}")


def spill_note(plan: SpillPlan) -> str:
    """``kept weight K of at most U (98.2%, optimal); 3 spilled (12 KiB)``: for pictures and remarks."""
    kept, bound = plan.kept_weight, plan.bound
    share = f"{kept / bound:.1%}" if bound else "100%"
    spilled = plan.spilled
    return (f"kept weight {kept} of at most {bound} ({share}{', optimal' if plan.optimal else ''}); "
            f"{len(spilled)} spilled ({sum(b.size for b in spilled)} bytes)")


@dataclass(frozen=True)
class Overload:
    """A tick where the buffers live together take more than a capacity: ``live`` bytes, ``buffers``."""

    tick: int
    live: int
    buffers: tuple[Buffer, ...]

    def describe(self, limit: int = 6) -> str:
        """``at tick 5, 1200 bytes are live: buffer 3 (500 bytes), ...`` (the largest first)."""
        shown = sorted(self.buffers, key=lambda b: (-b.size, b.start, b.id))
        names = ", ".join(f"buffer {b.label or b.id} ({b.size} bytes)" for b in shown[:limit])
        more = f" and {len(shown) - limit} more" if len(shown) > limit else ""
        return f"at tick {self.tick}, {self.live} bytes are live: {names}{more}"


def busiest_tick(buffers: Sequence[Buffer], capacity: int | None = None) -> Overload | None:
    """The first tick where the most bytes are live, or (``capacity`` given) the first tick where
    more than ``capacity`` bytes are; None when there is none (no bytes live, or all within)."""
    events: dict[int, int] = {}
    for b in buffers:
        if b.size and b.start < b.end:
            events[b.start] = events.get(b.start, 0) + b.size
            events[b.end] = events.get(b.end, 0) - b.size
    live, at, most = 0, None, 0
    for tick in sorted(events):
        live += events[tick]
        if (capacity is None and live > most) or (capacity is not None and live > capacity):
            at, most = tick, live
            if capacity is not None:
                break
    if at is None:
        return None
    return Overload(at, most, tuple(b for b in buffers if b.size and b.start <= at < b.end))


def why_spilled(plan: SpillPlan, b: Buffer) -> str:
    """Why the spilled buffer ``b`` is not kept, in words: it alone exceeds the capacity, or the
    tick of its lifetime where the kept buffers leave the least room, and whether the bytes
    there were short or only a contiguous gap (fragmentation)."""
    capacity = plan.problem.capacity
    if b.size > capacity:
        return f"{b.size} bytes, more than the capacity {capacity} alone"
    kept = [k for k in plan.kept if k.size and k.overlaps_in_time(b)]
    worst, worst_live = b.start, -1
    ticks = sorted({b.start, *(k.start for k in kept if b.start < k.start < b.end)})
    for tick in ticks:
        live = sum(k.size for k in kept if k.start <= tick < k.end)
        if live > worst_live:
            worst, worst_live = tick, live
    free = capacity - worst_live
    if free < b.size:
        return f"at tick {worst} the kept buffers take {worst_live} of {capacity} bytes: {free} left, {b.size} needed"
    return (f"at tick {worst} {free} bytes are free, but no gap of {b.size} bytes is free over its whole lifetime "
            f"[{b.start},{b.end})")
