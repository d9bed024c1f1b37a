"""What merge-alloc tells the caller about each allocation scope it planned.

The pass appends one :class:`ScopeReport` per (function, scope, memory space)
to ``PipelineState.reports``; ``memplan report`` and the arena picture read them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from memplan.core.plan import Plan
from memplan.mlir.buffer_origin import BufferOrigin

if TYPE_CHECKING:  # (imported where dynamic scopes are planned: a static model never loads it)
    from memplan.core.symbolic_plan import SymbolicPlan


def describe(name: str, origin: BufferOrigin | None = None, producer: str = "") -> str:
    """``%a "conv1" (model.mlir:6:8, written by linalg.matmul)``: how remarks name a buffer."""
    label = name + "".join(f' "{n}"' for n in (origin.names if origin else ()))
    details = [origin.where] if origin and origin.where else []
    if producer:
        details.append(f"written by {producer}")
    elif origin:
        details.append(origin.op)
    return f"{label} ({', '.join(details)})" if details else label


@dataclass(frozen=True)
class LeftAlone:
    """A buffer kept out of the arena and why (escapes, dynamic shape, unknown op...)."""

    name: str  # the input's SSA name when known (%a), else as printed (%alloc_3)
    reason: str
    location: str | None = None
    size: int | None = None  # bytes, when static
    origin: BufferOrigin | None = None
    producer: str = ""  # op that first writes it, when known
    # the ``memref.alloc``/``alloca`` itself while the IR is at hand (annotations); reports drop it
    op: Any = field(default=None, compare=False, repr=False)

    def describe(self) -> str:
        return describe(self.name, self.origin, self.producer)

    def detached(self) -> LeftAlone:
        """This record without the op (reports outlive the IR)."""
        return LeftAlone(self.name, self.reason, self.location, self.size, self.origin, self.producer)


@dataclass(frozen=True)
class MovedBuffer:
    """A buffer merge-alloc{capacity=...} moved out of its space, and why (for remarks and reports)."""

    name: str  # as :meth:`TraceBuffer.describe` names it
    size: int
    weight: int  # what keeping it was worth (the weight hook's estimate)
    why: str  # the tick where it did not fit, in words (memplan.core.spill.why_spilled)
    to_space: int

    @property
    def weight_per_byte(self) -> float:
        return self.weight / max(self.size, 1)


@dataclass
class SymbolInfo:
    """What one symbol of a dynamic scope stands for (for reports and checks)."""

    name: str
    kind: str  # "argument" | "dim" | "value" | "function"
    bound: int | None = None  # the upper bound the plan assumes or knows, if any
    minimum: int | None = None


@dataclass
class DynamicScope:
    """How a scope with dynamic sizes was planned: symbolically (offsets computed at run time)
    or statically at upper bounds (``mode == "upper-bound"``, trapping above them)."""

    mode: str  # "symbolic" | "upper-bound"
    plan: SymbolicPlan  # sizes as polynomials; for "upper-bound" the relation is unused
    symbols: list[SymbolInfo]  # the values a caller gives (arguments, dimensions), first
    environment: Callable[[Mapping[str, int]], dict[str, int]]  # base values -> every symbol's value
    bounded_plan: Plan | None = None  # "upper-bound": the static plan at the bounds

    @property
    def base_symbols(self) -> list[str]:
        return [s.name for s in self.symbols if s.kind != "function"]

    def at(self, values: Mapping[str, int]) -> Plan:
        """The plan the program uses when its symbols take ``values`` (every base symbol)."""
        env = self.environment(values)
        if self.bounded_plan is not None:
            buffers = [b.at(env) for b in self.plan.buffers]
            return Plan(buffers, dict(self.bounded_plan.offsets), planner=self.bounded_plan.planner)
        return self.plan.at(env)

    def traps_at(self, values: Mapping[str, int]) -> bool:
        """Whether the program traps at ``values``: planned at upper bounds, one is exceeded."""
        return self.mode == "upper-bound" and any(
            s.bound is not None and values[s.name] > s.bound for s in self.symbols if s.kind != "function")

    def max_live(self, values: Mapping[str, int]) -> int:
        return self.plan.max_live_at(self.environment(values))

    def arena(self, values: Mapping[str, int]) -> int:
        """Bytes of the arena the program allocates at these values."""
        if self.bounded_plan is not None:
            return self.bounded_plan.arena_size
        return self.plan.arena_at(self.environment(values))


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
    # a scope with buffers of dynamic size: its symbolic (or upper-bound) plan; ``plan`` is
    # then that plan at the representative (or bound) values
    dynamic: DynamicScope | None = None
    # buffer id -> where the buffer comes from (position, names the input gives it)
    origins: dict[int, BufferOrigin] = field(default_factory=dict)
    # merge-alloc{capacity=...}: the bytes this space holds; the spill plan that chose what
    # stays (None when everything fit) and the buffers moved to the spill-to space
    capacity: int | None = None
    room: int | None = None  # of the capacity, for the arena: less the space's buffers left alone
    spill: Any = None  # memplan.core.spill.SpillPlan
    moved: list[MovedBuffer] = field(default_factory=list)

    @property
    def bytes_before(self) -> int:
        return sum(b.size for b in self.plan.buffers) if self.plan else 0
