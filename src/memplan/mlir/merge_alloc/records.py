"""What merge-alloc tells the caller about each allocation scope it planned.

The pass appends one :class:`ScopeReport` per (function, scope, memory space)
to ``PipelineState.reports``; ``memplan report`` and the arena picture read them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from memplan.core.plan import Plan


@dataclass(frozen=True)
class LeftAlone:
    """A buffer kept out of the arena and why (escapes, dynamic shape, unknown op...)."""

    name: str  # SSA name as printed, e.g. "%alloc_3"
    reason: str
    location: str | None = None
    size: int | None = None  # bytes, when static


@dataclass
class ScopeReport:
    function: str  # symbol name without '@'
    scope: str  # "func.func" or e.g. "scf.forall at loc(...)"
    memory_space: str | None  # None is the default space
    plan: Plan | None  # buffers carry labels "%name"; None if nothing was merged
    left_alone: list[LeftAlone] = field(default_factory=list)
    # tick -> name of the op at that tick (e.g. "linalg.matmul"), for pictures
    tick_ops: dict[int, str] = field(default_factory=dict)
    # buffer id -> name of the op that first writes the buffer, for colouring
    producers: dict[int, str] = field(default_factory=dict)

    @property
    def bytes_before(self) -> int:
        return sum(b.size for b in self.plan.buffers) if self.plan else 0
