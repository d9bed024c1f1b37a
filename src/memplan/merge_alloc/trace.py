"""The data a trace collector hands to the planner and the mutator.

A :class:`ScopeTrace` is one planning problem: the buffers of one allocation
scope (a function body or an ``scf.forall`` body) in one memory space, with
lifetimes in ticks, plus the buffers of that scope that must stay where they
are (with reasons). It refers to the IR (alloc ops, deallocs, the scope op) so
that a mutator can rewrite exactly what was planned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.core.buffer import Buffer
from memplan.core.symbolic import Poly
from memplan.diagnostics import Remark
from memplan.merge_alloc.records import BufferOrigin, LeftAlone, describe

FUNCTION_SCOPE = "func.func"


@dataclass
class TraceBuffer:
    """One mergeable ``memref.alloc``: ``size`` bytes live during ticks ``[start, end)``.

    ``alignment`` is the alloc's own ``alignment`` attribute (1 if none); the
    pass combines it with its ``alignment=`` option and ``element_alignment``, the
    element's ABI alignment. ``element_bytes`` is the element's size as LLVM lays
    it out (see :mod:`memplan.mlir.layout`).
    ``deallocs`` are the ``memref.dealloc`` ops that free this alloc directly.
    """

    id: int
    alloc: ir.Operation
    name: str
    type: ir.MemRefType
    size: int
    alignment: int
    start: int
    end: int
    element_bytes: int
    deallocs: list[ir.Operation] = field(default_factory=list)
    producer: str = ""  # op that first writes the buffer, e.g. "linalg.matmul"
    element_alignment: int | None = None  # None: derived from the element type
    size_expr: Poly | None = None  # dynamic shape: bytes as a polynomial over symbols (size is 0)
    origin: BufferOrigin | None = None  # where it comes from, as the input names it
    # the scf.for whose iterations each allocate an instance and yield it to the next: the
    # instances alternate two slots of ``slot_bytes`` (see merge_alloc/lifetimes.py on why)
    alternates: ir.Operation | None = None
    # allocs of exclusive branches that take this buffer's bytes (see merge_alloc/lifetimes.py on
    # why): each becomes a view at its offset too
    joined: list[TraceBuffer] = field(default_factory=list)

    def describe(self) -> str:
        return describe(self.name, self.origin, self.producer)

    def left_alone(self, reason: str) -> LeftAlone:
        """The record of this buffer kept out of the arena for ``reason``."""
        size = self.size if self.size_expr is None else None
        return LeftAlone(self.name, reason, str(self.alloc.location), size, self.origin, self.producer, op=self.alloc)

    @property
    def first(self) -> int:
        """First tick of the closed interval [first, last] (for annotations)."""
        return self.start

    @property
    def last(self) -> int:
        return self.end - 1

    def slot_bytes(self, alignment: int) -> int:
        """Bytes from one slot of an alternating buffer to the next: its size rounded up to
        ``alignment``, so that both slots are aligned."""
        return -(-self.size // alignment) * alignment

    def planned_size(self, alignment: int) -> int:
        """Bytes the planner places: the size (the largest of the allocs joined in it), or both
        slots of an alternating buffer."""
        if self.alternates is not None:
            return 2 * self.slot_bytes(alignment)
        return max([self.size, *(j.size for j in self.joined)])

    def join(self, other: TraceBuffer) -> None:
        """Let ``other``'s alloc take this buffer's bytes: one buffer live while either is, aligned
        for both."""
        self.joined.append(other)
        self.start, self.end = min(self.start, other.start), max(self.end, other.end)
        self.alignment = max(self.alignment, other.alignment)
        if self.element_alignment is not None and other.element_alignment is not None:
            self.element_alignment = max(self.element_alignment, other.element_alignment)

    @property
    def all_allocs(self) -> list[TraceBuffer]:
        """This buffer and the ones joined in it."""
        return [self, *self.joined]

    def to_buffer(self, alignment: int) -> Buffer:
        return Buffer(self.id, self.planned_size(alignment), self.start, self.end, alignment, self.name)


@dataclass
class ScopeTrace:
    """The buffers of one (function, scope, memory space), ready to plan."""

    function: str  # symbol name without '@'
    func_op: ir.Operation
    scope: str  # FUNCTION_SCOPE or "scf.forall at loc(...)"
    scope_op: ir.Operation  # the func.func or scf.forall whose body holds the arena
    memory_space: ir.Attribute | None
    buffers: list[TraceBuffer] = field(default_factory=list)
    left_alone: list[LeftAlone] = field(default_factory=list)  # each with its op, for annotations
    tick_ops: dict[int, str] = field(default_factory=dict)
    # Buffers of dynamic shape whose size is a polynomial over the function's symbols
    # (``size_expr``), planned by the dynamic path (memplan.merge_alloc.dynamic) only;
    # ``sizes`` is the function's SizeAnalysis that knows what the symbols stand for.
    dynamic_buffers: list[TraceBuffer] = field(default_factory=list)
    sizes: object | None = None

    @property
    def where(self) -> str:
        """How remarks name this scope: ``@f``, ``@f (scf.forall at ...) memory space 1``."""
        where = f"@{self.function}" + ("" if self.is_function_scope else f" ({self.scope})")
        if self.memory_space is not None:
            where += f" memory space {self.memory_space_name}"
        return where

    def keep_apart(self, buffers: list[TraceBuffer], reason: str) -> None:
        """Leave ``buffers`` (of this trace) out of the arena, each with ``reason``."""
        self.left_alone.extend(j.left_alone(reason) for b in buffers for j in b.all_allocs)

    def annotate_left_alone(self) -> None:
        """analysis-only: mark each buffer left alone with its scope and reason."""
        scope = ir.StringAttr.get(self.scope)
        for why in self.left_alone:
            if why.op is not None:
                why.op.attributes["memplan.scope"] = scope
                why.op.attributes["memplan.left_alone"] = ir.StringAttr.get(why.reason)

    def left_alone_remarks(self) -> list[Remark]:
        return [Remark(f"{why.describe()} left alone in {self.where}: {why.reason}", why.location)
                for why in self.left_alone]

    @property
    def is_function_scope(self) -> bool:
        return self.scope == FUNCTION_SCOPE

    @property
    def memory_space_name(self) -> str | None:
        return None if self.memory_space is None else str(self.memory_space)

    @property
    def scope_block(self) -> ir.Block:
        return self.scope_op.regions[0].blocks[0]
