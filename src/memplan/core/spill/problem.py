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
    """``kept_weight=K bound=U ratio=R optimal=yes|no spilled=N``: the last line ``memplan plan
    --spill`` prints (R = K / U: how close to the best the plan is proven to be)."""
    kept, bound = plan.kept_weight, plan.bound
    ratio = kept / bound if bound else 1.0
    return (f"kept_weight={kept} bound={bound} ratio={ratio:.4f} optimal={'yes' if plan.optimal else 'no'} "
            f"spilled={len(plan.spilled)}")
