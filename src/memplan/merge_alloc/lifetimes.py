"""The default trace collector: tick-based lifetimes of a function's allocations.

Every op of the function gets a tick in pre-order (parents before children,
program order within a block); an op with regions also spans the ticks of
everything nested in it. A buffer's lifetime is the smallest tick interval
holding every *access* to it or to any alias of it (see :mod:`aliases`),
where an access is a use by an op that may read or write memory
(``memref.dim`` is not one; neither is creating a view).

Walk order is not execution order inside loops, so an access is widened to the
whole of every loop (every region op but a branch) that encloses it but not the
allocation: a buffer defined at function level and read only in an inner loop
of a nested loop is live for the whole outer loop, and a buffer allocated in a
loop body and used only there is live only for its part of the body (each
iteration allocates afresh).

A *branch* (an op recorded as running one of its regions, once: ``scf.if``,
``scf.index_switch``, ``scf.execute_region``) is not widened, so that buffers used
on exclusive paths may share bytes (a buffer used only in the then-region and one
used only in the else-region, both allocated before the ``scf.if``). Why this is
sound: ticks number a branch's regions one after the other, so along any run the
ticks of the ops executed increase (the region that runs is visited in order, the
others are skipped), loops aside, whose accesses cover the loop. A buffer is
needed from its first access to its last on that run, and those lie inside its
interval. So two buffers needed at the same moment of some run have intervals that
both hold the tick of the op running then: buffers whose intervals are disjoint are
never needed at once, whichever region runs. (An access after the branch, through a
result that may be either branch's buffer, keeps both live up to it: only
buffers that no later use joins can share.)

Allocation scopes are the function body and each ``scf.forall`` body: forall
iterations may run at the same time, so memory allocated in a forall body is
planned per iteration, apart from the enclosing scope; buffers defined outside
a forall and used inside it are live for the whole forall. Allocations in
``scf.for``/``scf.if``/``scf.while`` bodies are planned into the enclosing scope.

A function body of several blocks (``cf`` branches, as ``convert-scf-to-cf`` leaves it) is
planned too. Ticks number the blocks' ops in block order, so each block has ticks of its own,
and the arena is allocated at the function's start, which dominates every block. The alias
analysis lets a branch's buffer operands flow into its successors' arguments (see
:mod:`memplan.mlir.aliases`). The invariant every rule below keeps: *whenever a buffer is needed at an op of
block B, its interval holds that op's tick*, where a buffer is needed at an op when this run
accessed it before the op (since it was allocated) and will access it after: before its first
access its bytes hold nothing it reads, after its last nothing it will read. A ``memref.dealloc``
of the allocation is no access (a planned buffer's frees go). Two buffers needed at one
moment then have intersecting intervals, so the planner, which overlaps only disjoint ones, never
puts them in the same bytes.

- A buffer whose every use, and every use of every alias, lies in the block that allocates it
  (nested regions of that block's ops included), and which no branch passes on, is
  *block-local*: each time the block runs it is allocated afresh, and nothing after the block can
  reach it (no branch carries it to a block argument, nothing stores or returns it, as for any
  merged buffer), so it is dead when the block ends, even when a loop through blocks runs the
  block again. Its lifetime follows the block's ops exactly as in a single-block body.
- Any other buffer (used in another block, or passed on by ``cf.br``/``cf.cond_br``/``cf.switch``)
  has at most one instance live at a time when either its allocating block A lies on no cycle of
  the control-flow graph (A runs at most once a call), or no branch passes it or an alias on.
  In the second case every value that may hold it is an SSA value whose definition A dominates
  (an alias is computed from the allocation; stores and unknown ops make it escape). When A runs
  again, each such value defined in A after the allocation is defined anew before any other block
  runs; one defined in a block U that A strictly dominates cannot be used after A's new run before
  U runs again: a block W using it is dominated by U, yet the path from the entry to A that avoids
  U (the shortest one does, since every path to U passes A first) continued by A's way to W would
  avoid U. So the earlier instance is dead once A runs again. With one instance, the buffer is
  needed at an op of block B only if B is reached from a block using it or an alias (this
  instance was accessed before) and reaches one (it will be accessed later); B itself may be one.
  Its interval covers the ticks of every such block (more, between them in block order: a
  superset is sound). A block where it is only allocated is none of them, so two buffers that a
  ``cf.cond_br`` leads to exclusive paths (each used only in blocks the other's neither reach nor
  are reached from) may share bytes, allocated before the branch as they are. A block on a cycle that passes
  its buffer on by a branch may allocate a new instance while a block argument still holds the
  earlier one, in the same bytes: such a buffer is left alone with the reason.

Left alone with a reason too: buffers of dynamic size in such a body (their sizes may not exist
at the start), and every buffer of a function where a region op inside has several blocks.

A buffer yielded out of the ``scf.for`` that allocates it (each iteration allocates a fresh
*instance* and hands it to the next one through an iter_arg) is planned in *two alternating
slots* (``alternates``: the loop) when, per the alias analysis:

1. the ``memref.alloc`` lies in the loop's body block itself, not in a region nested in it;
2. the loop's ``scf.yield`` passes it at exactly one position p, as the allocation's result or a
   chain of views of it (so what iteration k yields at p is instance k, never an older one);
3. no other yield operand, and none of the loop's initial values, may address it.

Then instance k lives in slot ``k mod 2`` (``k = (iv - lb) / step``) and no two live instances
share a slot. Why: instance k is reachable only through (a) the body's SSA values of iteration
k, which no later iteration can name, (b) iter_arg p during iteration k + 1 and the values derived
from it there, (c) result p after the loop when k is the last iteration. Nothing of iteration
k + 1 carries instance k further: yield p is instance k + 1 (2), and any other yield operand
derived from iter_arg p would have the buffer among its roots, which (3) excludes; stores,
calls, returns and unknown ops make it escape as for any buffer. Nor can an instance of an
earlier run of the loop (nested in another loop) still be live when a run starts: it could
only arrive through an initial value (3) or an outer loop's yield (which leaves it alone). So
during iteration k only instances k - 1 and k may be live (slots differ), after the loop only
the last one. The two slots together are one buffer of twice the slot's bytes (the slot
rounded up to the planning alignment) live over the whole loop and every later access through
an alias (the loop's result), which the planner keeps apart from every buffer live then like
any other: the argument above is only about the instances sharing the two slots.
Everything else yielded out of a loop that allocates it stays alone with the reason (an
instance may outlive the next iteration, or the loop is not an ``scf.for``).

Exclusive branches may share a buffer's bytes across the branch (``joins``): a buffer A and a buffer B that an ``scf.if`` or ``scf.index_switch`` (the branch) yields
at one result position r, A from one region E and B from another, T, are planned as one buffer (the largest of their sizes, aligned
for both, live over the union of their intervals) and both allocs become views at its offset,
when, per the alias analysis:

1. A's ``memref.alloc`` lies in the block of the branch, before it; B's directly in T's block;
   both are static, planned in the same scope and memory space, and neither escapes, alternates
   two slots or is joined already;
2. E's yield carries A (the allocation or a view of it) at r, T's carries B at r, and no other
   operand of either yield may address A or B, nor E's operand r B or T's A;
3. every use of a value that may address A lies before the branch, in a region other than T, in
   T ending (widened to the loops around it in T, as an access is) before B's first access, or
   after the branch through a value that may address B too; every use of a value that may address
   B lies in T, or after the branch through a value that may address A too.

Why on no run are both needed at once: A is allocated afresh each time the branch's block
runs (its alloc lies there, 1), and no loop carries it from one run of the block to the next (a
loop yield around its alloc makes it escape or alternate, excluded by 1), so one instance of A
and of B belong to each run of the branch (were A allocated outside a loop around the branch,
a later iteration through E would yield the A an earlier one through T overwrote). A run through
any region but T never allocates B. On a run through T,
A is needed only up to its last use, and every use of A in T ends before B's first access.
After the ``scf.if``, a value holding A at run time is defined from one holding A earlier (SSA
values, views, selects, region values: stores, calls and unknown ops make a buffer escape). It
cannot be one defined before the branch: those may not address B (B is defined in T and no loop
yield carries it out, else it would escape or be left alone), so a use of one after the branch
breaks 3. Nor one of T (not visible after it but through the yield), nor a result of the
branch: result r is B on this run and the others may not address A (2: they are T's yield's). So after the branch
only B is needed; and on both runs a needed buffer's accesses lie in the joined interval, which
the planner keeps apart from every other buffer live then, as for any buffer. A ``memref.dealloc``
of result r frees the joined buffer (both allocs' frees go, and the arena is freed at the end of
its scope, as for any merged buffer); a dealloc through any other alias makes both escape.
Kept separate: buffers allocated deeper in T, and dynamic shapes.

In a body of several blocks the same join is made across a *diamond*: a block H that ends in a
``cf.cond_br`` to two blocks E and T (passing no buffer), each with H as its only predecessor and
ending in a ``cf.br`` to one block J whose only predecessors they are, H on no cycle of blocks
(so H, E, T and J run at most once a call). A is allocated in H itself, B in T itself; E passes
A at argument r of J and T passes B at r (the conditions of 1 and 2, with J's argument r as the
result), and every use of a value that may address A lies in H, in E, in T before the first use
of B there (but A's own frees, which go with the join), or from J on (J and the blocks it
reaches) through a value that may address B too; every use of one that may address B lies in T,
or from J on with A. Why: A run through E never allocates B. On a run through T, A is needed
only up to its last use in T, before B's first; from J on, a value holding A is one defined
from one holding A earlier: not one of H's (it may not address B: B is made in T and no branch
but T's passes it), nor E's (not on this run), nor T's (visible after T only through the
branch), nor J's argument r (B on this run) or another argument (E's and T's other operands may
not address A or B): so only B is needed. Both intervals cover every block from an access to an
access (above), and the joined buffer is their union. A free of J's argument r frees the joined
buffer, as a free of the ``scf.if``'s result does.

When unsure the collector leaves a buffer alone and says why: a buffer left
alone costs bytes, a wrong merge corrupts results silently.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Union

from mlir import ir

from memplan.core.symbolic import Poly
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.records import LeftAlone
from memplan.merge_alloc.trace import FUNCTION_SCOPE, ScopeTrace, TraceBuffer
from memplan.mlir import naming
from memplan.mlir import op_semantics as sem
from memplan.mlir.aliases import AliasAnalysis, NestedOps, successor_blocks, view_base
from memplan.mlir.layout import MAX_BYTES, element_bytes, element_layout, static_size  # noqa: F401
from memplan.mlir.parsing import last_op

# A buffer's size as a collector decides it: bytes, bytes as a polynomial over the
# function's symbols (dynamic shape), or why it has no size that can be planned.
BufferSize = Union[int, Poly, str]


def is_known_region_op(op: ir.Operation) -> bool:
    """Region ops whose regions the collector understands (control flow, scopes, scalar payloads)."""
    found = sem.semantics(op)
    return found.kind in sem.CONTROL_KINDS or found.kind in (sem.FUNCTION, sem.PARALLEL) or found.scalar_regions


def is_branch(op: ir.Operation) -> bool:
    """An op that runs one of its regions, once (see the module on why its accesses stay in place)."""
    return sem.semantics(op).kind == sem.BRANCH


# The branches whose regions' yields may join two buffers (module doc).
JOINING_BRANCHES = frozenset({"scf.if", "scf.index_switch"})

# The branches between a body's blocks that only pass buffers on (to block arguments).
CF_BRANCHES = frozenset({"cf.br", "cf.cond_br", "cf.switch"})


@dataclass
class BodyBlocks:
    """The control-flow graph of a function body of several blocks: each block's successors (by
    index) and the ticks its ops span, first to last."""

    successors: list[list[int]]
    ticks: list[tuple[int, int]]

    @classmethod
    def of(cls, func_op: ir.Operation, tick: dict[ir.Operation, int], end: dict[ir.Operation, int]) -> BodyBlocks:
        blocks = list(func_op.regions[0].blocks)
        successors, ticks = [], []
        for block in blocks:
            ops = [op.operation for op in block.operations]
            ticks.append((tick[ops[0]], end[ops[-1]]))
            targets = successor_blocks(ops[-1])
            successors.append([next(i for i, b in enumerate(blocks) if b == t) for t in targets])
        return cls(successors, ticks)

    def reachable(self, start: int) -> set[int]:
        """Blocks reached from ``start`` by one branch or more."""
        seen: set[int] = set()
        work = list(self.successors[start])
        while work:
            b = work.pop()
            if b not in seen:
                seen.add(b)
                work.extend(self.successors[b])
        return seen

    def predecessors(self, block: int) -> list[int]:
        return [b for b, after in enumerate(self.successors) if block in after]

    def on_cycle(self, block: int) -> bool:
        """Whether ``block`` may run twice in one call (it reaches itself)."""
        return block in self.reachable(block)

    def between(self, starts: set[int], targets: set[int]) -> set[int]:
        """The blocks on a path from one of ``starts`` to one of ``targets``, both ends included."""
        predecessors: list[list[int]] = [[] for _ in self.successors]
        for b, after in enumerate(self.successors):
            for s in after:
                predecessors[s].append(b)
        reaching, work = set(targets), list(targets)  # blocks from which a target is reached
        while work:
            for p in predecessors[work.pop()]:
                if p not in reaching:
                    reaching.add(p)
                    work.append(p)
        reached = set(starts).union(*(self.reachable(b) for b in starts))
        return reached & reaching


# -- the collector ---------------------------------------------------------

@dataclass
class _Root:
    """What the collector learns about one ``memref.alloc``."""

    alloc: ir.Operation
    scope: ir.Operation
    reason: str | None = None
    lo: int | None = None
    hi: int | None = None
    deallocs: list[ir.Operation] = field(default_factory=list)
    producer: str = ""
    # the producer only initializes the buffer (a fill, a copy: after bufferization most buffers
    # are first filled with zeros): a later writer names it instead
    producer_initializes: bool = False
    size: int | None = None  # bytes, as the collector's buffer_size says
    size_expr: Poly | None = None  # dynamic shape: bytes as a Poly over the function's symbols
    alternates: ir.Operation | None = None  # the scf.for whose iterations alternate two slots (module doc)
    # a body of several blocks: the blocks using it or passing it on, and the first branch passing it
    blocks: set[int] = field(default_factory=set)
    passed_by: str = ""
    joins: int | None = None  # the root taking this one's bytes (exclusive branches, module doc)

    def leave(self, reason: str) -> None:
        if self.reason is None:
            self.reason = reason

    def cover(self, lo: int, hi: int) -> None:
        self.lo = lo if self.lo is None else min(self.lo, lo)
        self.hi = hi if self.hi is None else max(self.hi, hi)


class TickTraceCollector:
    """Default :class:`~memplan.merge_alloc.stages.TraceCollector`.

    ``collector(func_op)`` returns one :class:`ScopeTrace` per (scope, memory
    space) that holds any allocation, function scope first.

    Three decisions go through methods of the collector object, so a subclass that
    overrides one changes what the analysis does (each gets the :class:`FunctionTrace`
    being built, which knows the function's structure):

    * :meth:`scope_of` -- which allocation scope (arena) a buffer belongs to;
    * :meth:`unmergeable_reason` -- why a buffer must stay out of every arena, before its
      uses are looked at (uses can only add reasons: escapes are never overridable);
    * :meth:`buffer_size` -- how many bytes to plan for it.
    """

    def __call__(self, func_op: ir.Operation) -> list[ScopeTrace]:
        with func_op.context, ir.Location.unknown():
            return FunctionTrace(self, func_op).traces()

    # -- decisions a subclass may override ---------------------------------------------------------
    def scope_of(self, op: ir.Operation, function: FunctionTrace) -> ir.Operation:
        """The op whose (single-block) body holds the arena ``op``'s buffer is planned in.

        Default: the innermost ``scf.forall`` around it (iterations may run at once, so their
        memory is planned per iteration), else the function. Must be the function or an op
        around ``op``.
        """
        for a in function.ancestors(op):
            if sem.semantics(a).is_scope:
                return a
        return function.func

    def unmergeable_reason(self, alloc: ir.Operation, scope: ir.Operation, function: FunctionTrace) -> str | None:
        """Why ``alloc`` (planned in ``scope``) must stay out of every arena, or None.

        Default: allocations inside the region of an op between it and its scope whose
        execution the pass does not model (only loops and branches are).
        """
        for a in function.ancestors(alloc):
            if a == scope:
                break
            if sem.semantics(a).kind not in sem.CONTROL_KINDS:
                return f"allocated inside the region of {a.name}, whose execution this pass does not model"
        return None

    def buffer_size(self, alloc: ir.Operation, scope: ir.Operation, function: FunctionTrace) -> BufferSize:
        """Bytes to plan for ``alloc``'s buffer: an int; for a dynamic shape a polynomial over the
        function's symbols (usable at the start of ``scope``); or a string saying why it has none.

        Default: the bytes of its type as LLVM lays them out (:func:`memplan.mlir.layout.static_size`).
        """
        t = ir.MemRefType(alloc.results[0].type)
        size = function.size_of(t)
        if isinstance(size, str) and not t.has_static_shape:
            expr = function.symbolic_sizes().alloc_bytes(alloc, scope)
            return f"dynamic shape: {expr}" if isinstance(expr, str) else expr
        return size if isinstance(size, str) else size[0]


class FunctionTrace:
    """The collector's work on one function: its ops in tick order and their structure.

    Collector hooks receive it to ask about the function: :meth:`ancestors`,
    :attr:`tick`/:attr:`end` of an op, :meth:`size_of` a type, :meth:`symbolic_sizes`.
    """

    def __init__(self, collector: TickTraceCollector, func_op: ir.Operation):
        self.collector = collector
        self.func = func_op
        self.name = ir.StringAttr(func_op.attributes["sym_name"]).value
        self._asm: ir.AsmState | None = None  # made on first use: it numbers every value
        self.nested = NestedOps.of(func_op)  # ticks are pre-order positions
        self.ops = self.nested.ops
        self.parent = self.nested.parent
        self.multi_block = self.nested.multi_block
        # several blocks only in the function's body (cf branches): block-local buffers are planned
        self.blocks_in_body = self.multi_block and not self.nested.nested_multi_block
        self._block_of_top: dict[ir.Operation, int] = (
            {op.operation: i for i, block in enumerate(func_op.regions[0].blocks) for op in block.operations}
            if self.blocks_in_body else {})
        self.tick: dict[ir.Operation, int] = {op: t for t, op in enumerate(self.ops)}
        self.end: dict[ir.Operation, int] = {op: self.nested.end[t] for t, op in enumerate(self.ops)}
        self.cfg = BodyBlocks.of(func_op, self.tick, self.end) if self.blocks_in_body else None
        self._names: dict[ir.Operation, str] = {}
        self._name_counts: dict[str, int] = {}
        self._ancestors: dict[ir.Operation, tuple[ir.Operation, ...]] = {func_op: ()}
        self._enclosing: dict[ir.Operation, frozenset[ir.Operation]] = {}
        self._sizes: dict[ir.Type, tuple[int, int] | str] = {}
        self._symbolic = None  # a SizeAnalysis, made for the first dynamic allocation
        # memref.dealloc ops freeing a value that is not an alloc's result, with the roots it may be
        self._alias_deallocs: list[tuple[ir.Operation, ir.Value, frozenset[int]]] = []
        self._joined_at: dict[int, ir.Value] = {}  # a joined root -> the branch result it leaves by

    # structure

    def ancestors(self, op: ir.Operation) -> tuple[ir.Operation, ...]:
        """Enclosing ops from the innermost out, stopping before the function (memoized)."""
        found = self._ancestors.get(op)
        if found is not None:
            return found
        chain = [op]  # ops whose ancestors are not known yet, innermost first
        p = self.parent.get(op)
        while p is not None and p not in self._ancestors:
            chain.append(p)
            p = self.parent.get(p)
        known = () if p is None or p == self.func else (p, *self._ancestors[p])
        for q in reversed(chain):
            self._ancestors[q] = known
            known = (q, *known)
        return self._ancestors[op]

    def body_block(self, op: ir.Operation) -> int:
        """The index of the function body's block that holds ``op`` (or the op around it)."""
        return self._block_of_top[(op, *self.ancestors(op))[-1]]

    def size_of(self, t: ir.MemRefType) -> tuple[int, int] | str:
        """:func:`static_size`, once per type (types are uniqued: most allocs share a few)."""
        found = self._sizes.get(t)
        if found is None:
            found = self._sizes[t] = static_size(t)
        return found

    def enclosing(self, op: ir.Operation) -> frozenset[ir.Operation]:
        """``ancestors(op)`` as a set (memoized)."""
        found = self._enclosing.get(op)
        if found is None:
            found = self._enclosing[op] = frozenset(self.ancestors(op))
        return found

    def unknown_region_ancestor(self, op: ir.Operation) -> ir.Operation | None:
        for a in self.ancestors(op):
            if not is_known_region_op(a):
                return a
        return None

    def scope_of(self, op: ir.Operation) -> ir.Operation:
        """The collector's :meth:`~TickTraceCollector.scope_of`, checked: the function or an op around ``op``."""
        scope = self.collector.scope_of(op, self)
        if scope != self.func and scope not in self.enclosing(op):
            raise MemplanError(f"{type(self.collector).__name__}.scope_of gave {scope.name}, which does not "
                               f"contain the {op.name} it was asked about", str(op.location))
        if scope != self.func and (len(scope.regions) == 0 or len(scope.regions[0].blocks) != 1):
            raise MemplanError(f"{type(self.collector).__name__}.scope_of gave {scope.name}, whose first region "
                               "is not a single block that could hold an arena", str(op.location))
        return scope

    # analysis
    def traces(self) -> list[ScopeTrace]:
        aa = AliasAnalysis(self.func, self.nested)
        roots = [_Root(alloc, self.scope_of(alloc)) for alloc in aa.roots]
        self._structural_reasons(roots)
        if not self.multi_block or self.blocks_in_body:
            self._classify_uses(aa, roots)
            if self.blocks_in_body:
                self._across_blocks(roots)
            self._alternating(roots)
            if self.blocks_in_body:
                self._join_across_blocks(aa, roots)
            else:
                self._join_exclusive(aa, roots)
            self._free_through_aliases(roots)
        return self._group(roots)

    def _structural_reasons(self, roots: list[_Root]) -> None:
        collector = self.collector
        for r in roots:
            if self.multi_block and not self.blocks_in_body:
                r.leave("the function has unstructured control flow (a region op inside it has several blocks)")
                continue
            size = collector.buffer_size(r.alloc, r.scope, self)
            if isinstance(size, str):
                r.leave(size)
            elif isinstance(size, Poly):
                r.size_expr = size
            elif isinstance(size, bool) or not isinstance(size, int) or size < 0:
                raise MemplanError(f"{type(collector).__name__}.buffer_size gave {size!r} for a {r.alloc.name}; "
                                   "expected bytes (an int >= 0), a Poly or a reason (a str)", str(r.alloc.location))
            elif size > MAX_BYTES:  # no offset in an arena could reach past it: plan the others
                r.leave(f"it takes {size} bytes, more than a memref can address (2^63 - 1 = {MAX_BYTES} bytes)")
            else:
                r.size = size
            if self.blocks_in_body and r.size_expr is not None:
                r.size_expr = None
                r.leave("dynamic shape in a function with several blocks (its sizes may not exist at the "
                        "function's start, where the arena is made)")
            reason = collector.unmergeable_reason(r.alloc, r.scope, self)
            if reason:
                r.leave(reason)

    def symbolic_sizes(self):
        """The function's :class:`~memplan.mlir.symbolic_sizes.SizeAnalysis` (made on first use)."""
        if self._symbolic is None:
            from memplan.mlir.symbolic_sizes import SizeAnalysis

            self._symbolic = SizeAnalysis(self.func, self._asm_state())
        return self._symbolic

    def _asm_state(self) -> ir.AsmState:
        if self._asm is None:
            self._asm = ir.AsmState(self.func)
        return self._asm

    def _escape(self, roots: list[_Root], indices, reason: str) -> None:
        for i in indices:
            roots[i].leave(reason)

    def _classify_uses(self, aa: AliasAnalysis, roots: list[_Root]) -> None:
        for op in self.ops:
            if sem.is_scalar_op(op.name):
                continue
            looked, unknown = False, None
            for i, value in enumerate(op.operands):
                ids = aa.roots_of(value)
                if not ids:
                    continue
                if not looked:
                    looked, unknown = True, self.unknown_region_ancestor(op)
                if unknown is not None:
                    self._escape(roots, ids, f"used inside the region of {unknown.name}, whose semantics are unknown")
                    continue
                if self.blocks_in_body and not self._frees_its_alloc(roots, op, value, ids):
                    self._note_block(roots, op, ids)
                    if op.name in CF_BRANCHES:
                        continue  # passes the buffer on, reading nothing: the alias analysis follows it
                self._use(aa, roots, op, i, value, ids)

    def _note_block(self, roots: list[_Root], op: ir.Operation, ids: frozenset[int]) -> None:
        """In a body of several blocks: record the block where ``op`` uses (or passes on) each buffer."""
        here = self.body_block(op)
        for j in ids:
            r = roots[j]
            r.blocks.add(here)
            if len(op.successors) and not r.passed_by:
                r.passed_by = op.name

    @staticmethod
    def _frees_its_alloc(roots: list[_Root], op: ir.Operation, value: ir.Value, ids: frozenset[int]) -> bool:
        """``op`` deallocates the allocation itself: no access (a planned buffer's frees go)."""
        return (sem.semantics(op).kind == sem.DEALLOC and len(ids) == 1
                and roots[next(iter(ids))].alloc.results[0] == value)

    def _across_blocks(self, roots: list[_Root]) -> None:
        """In a body of several blocks: a buffer used or passed on beyond the block allocating it is
        live over every block from there to a use, if that block runs at most once a call or no
        branch passes the buffer on; else it is left alone (see the module's docstring)."""
        for r in roots:
            home = self.body_block(r.alloc)
            if r.reason is not None or (not r.passed_by and r.blocks <= {home}):
                continue  # block-local
            if r.passed_by:
                how = f"passed to another block by {r.passed_by}"
            else:
                how = f"used in another block (^bb{min(r.blocks - {home})}) than the one allocating it (^bb{home})"
            if r.passed_by and self.cfg.on_cycle(home):
                r.leave(f"{how}, and ^bb{home} lies on a loop through blocks (a block argument may still "
                        "hold the buffer it allocated on an earlier pass when it allocates the next)")
                continue
            for block in self.cfg.between(r.blocks, r.blocks):
                r.cover(*self.cfg.ticks[block])

    def _use(self, aa: AliasAnalysis, roots: list[_Root], op: ir.Operation, i: int,
             value: ir.Value, ids: frozenset[int]) -> None:
        name = op.name
        found = sem.semantics(op)
        kind = found.kind
        if kind == sem.CAPTURE or i in found.effects.keeps:  # the reference itself outlives the op
            self._escape(roots, ids, f"{found.capture or 'kept by'} {name}")
        elif kind == sem.DEALLOC:
            if self._frees_its_alloc(roots, op, value, ids):
                roots[next(iter(ids))].deallocs.append(op)
            elif len(ids) == 2 and (isinstance(value, ir.BlockArgument) or value.owner.name in JOINING_BRANCHES):
                self._alias_deallocs.append((op, value, ids))  # may free a joined pair: decided later
            else:
                self._escape(roots, ids, "deallocated through an alias")
        elif kind in (sem.METADATA, sem.SELECT) or (kind == sem.VIEW and i == found.view_source):
            pass  # no memory touched; aliases are tracked by the alias analysis
        elif kind == sem.YIELD:
            loop = self.parent[op]
            if sem.semantics(loop).kind in sem.LOOP_KINDS:
                for j in ids:
                    if loop in self.enclosing(roots[j].alloc):
                        self._yielded(aa, roots[j], j, loop, op, value)
        elif kind in sem.LOOP_KINDS:
            pass  # initial iter_args: flow only
        elif kind == sem.RETURN:
            self._escape(roots, ids, "returned from the function")
        elif kind == sem.CALL:
            callee = op.attributes["callee"] if "callee" in op.attributes else None
            self._escape(roots, ids, f"passed to {name} {callee or ''}".rstrip() + " (the callee could keep it)")
        elif kind in (sem.ACCESS, sem.STRUCTURED, sem.VIEW):  # a view's other operands: read (a shape)
            self._access(roots, op, i, ids)
        else:
            self._escape(roots, ids, f"passed to {name}, whose memory effects are not modelled")

    def _yielded(self, aa: AliasAnalysis, r: _Root, j: int, loop: ir.Operation, terminator: ir.Operation,
                 value: ir.Value) -> None:
        """``r``'s buffer (index ``j``) is yielded as ``value`` by ``terminator`` of ``loop``, around its
        allocation: it alternates two slots if the module's conditions hold, else it is left alone."""
        why = self._alternation_refused(aa, r, j, loop, terminator, value)
        if why is None:
            r.alternates = loop
        else:
            r.leave(f"yielded out of the {loop.name} that allocates it{why}")

    def _alternation_refused(self, aa: AliasAnalysis, r: _Root, j: int, loop: ir.Operation,
                             terminator: ir.Operation, value: ir.Value) -> str | None:
        """Why two alternating slots would not do for ``r`` (a suffix of the remark), or None."""
        if loop.name != "scf.for":
            return " (two alternating slots are planned for scf.for iterations only)"
        if self.parent[r.alloc] != loop:
            return (" from a region nested in the loop's body (an iteration may yield an older buffer, "
                    "so two alternating slots may not do)")
        if view_base(value) != r.alloc.results[0]:
            return (" through a value that may be an older buffer (an iteration may pass on what it got, "
                    "so two alternating slots may not do)")
        yielded = [v for v in terminator.operands if j in aa.roots_of(v)]
        if len(yielded) > 1:
            return " at several positions (two alternating slots hold one instance an iteration)"
        if any(j in aa.roots_of(v) for v in loop.operands):
            return (" and an initial value of that loop may hold it (an earlier run's instance could "
                    "be live when the loop starts)")
        return None

    def _alternating(self, roots: list[_Root]) -> None:
        """Give each buffer that alternates two slots its lifetime: the whole loop and every later
        access through an alias; or leave it alone when the slots cannot be planned."""
        for r in roots:
            loop = r.alternates
            if loop is None or r.reason is not None:
                continue
            if r.size is None:
                r.leave(f"yielded out of the {loop.name} that allocates it, with a dynamic shape (two "
                        "alternating slots are planned for static sizes only)")
            elif r.deallocs:
                r.leave(f"yielded out of the {loop.name} that allocates it and freed by memref.dealloc "
                        "(the next iteration reads the instance)")
            else:
                r.cover(self.tick[loop], self.end[loop])

    def _free_through_aliases(self, roots: list[_Root]) -> None:
        """A ``memref.dealloc`` of the result through which a joined pair leaves its ``scf.if``
        frees the pair's one buffer (the arena's dealloc replaces it); any other dealloc through an
        alias makes the buffers it may free escape."""
        for op, value, ids in self._alias_deallocs:
            pair = self._freed_pair(roots, value, ids)
            if pair is None:
                self._escape(roots, ids, "deallocated through an alias")
            else:
                roots[pair].deallocs.append(op)

    def _freed_pair(self, roots: list[_Root], value: ir.Value, ids: frozenset[int]) -> int | None:
        """The lead of the joined pair ``value`` is the branch result of, if ``ids`` are that pair."""
        for j in ids:
            lead = roots[j].joins
            if lead is not None and ids == {lead, j} and self._joined_at.get(j) == value:
                return lead
        return None

    def _join_exclusive(self, aa: AliasAnalysis, roots: list[_Root]) -> None:
        """Join each pair of buffers that exclusive regions of an ``scf.if`` or ``scf.index_switch``
        yield at one position (the module's conditions): the one allocated in a region takes the
        other's bytes."""
        for op in self.ops:
            if op.name not in JOINING_BRANCHES or not len(op.results):
                continue
            yields = [_last_op(region) for region in op.regions if len(region.blocks)]
            for position in range(len(op.results)):
                for inner, outer in itertools.permutations(yields, 2):
                    pair = self._pair(aa, roots, outer, inner, position, op.results[position])
                    if pair is None:
                        continue
                    ra, rb = (roots[k] for k in pair)
                    if ra.alloc.block != op.block or self.tick[ra.alloc] > self.tick[op] or rb.alloc.block != inner.block:
                        continue
                    if self._uses_exclusive(aa, roots, op, inner, *pair):
                        self._join(roots, pair, op.results[position])

    def _join_across_blocks(self, aa: AliasAnalysis, roots: list[_Root]) -> None:
        """Join each pair of buffers that the two arms of a ``cf.cond_br`` diamond pass to their
        join block at one argument (the module's conditions), as for an ``scf.if``."""
        blocks = list(self.func.regions[0].blocks)
        cfg = self.cfg
        for h, block in enumerate(blocks):
            branch = last_op(block)
            arms = cfg.successors[h]
            if branch.name != "cf.cond_br" or len(set(arms)) != 2 or cfg.on_cycle(h) \
                    or any(aa.roots_of(v) for v in branch.operands):
                continue
            for e, t in (arms, arms[::-1]):
                outer, inner = last_op(blocks[e]), last_op(blocks[t])
                j = cfg.successors[e][0] if outer.name == "cf.br" else None
                if j is None or inner.name != "cf.br" or cfg.successors[t] != [j] or j in (h, e, t) \
                        or cfg.predecessors(e) != [h] or cfg.predecessors(t) != [h] \
                        or sorted(cfg.predecessors(j)) != sorted([e, t]):
                    continue
                for position in range(len(outer.operands)):
                    leaves_by = blocks[j].arguments[position]
                    pair = self._pair(aa, roots, outer, inner, position, leaves_by)
                    if pair is None:
                        continue
                    ra, rb = (roots[k] for k in pair)
                    if ra.alloc.block != block or rb.alloc.block != blocks[t]:
                        continue
                    if self._uses_exclusive_blocks(aa, roots, pair, (h, e, t, j)):
                        self._join(roots, pair, leaves_by)

    def _join(self, roots: list[_Root], pair: tuple[int, int], leaves_by: ir.Value) -> None:
        lead, joined = roots[pair[0]], roots[pair[1]]
        joined.joins = pair[0]
        self._joined_at[pair[1]] = leaves_by
        if joined.lo is not None:
            lead.cover(joined.lo, joined.hi)

    def _pair(self, aa: AliasAnalysis, roots: list[_Root], outer: ir.Operation, inner: ir.Operation,
              position: int, leaves_by: ir.Value) -> tuple[int, int] | None:
        """(A, B): the roots that ``outer`` (A) and ``inner`` (B), terminators of two exclusive
        regions or blocks, carry at ``position`` and nowhere else, both planned whole in one scope
        and space, joined to nothing, freed through no alias but ``leaves_by`` (the value they leave
        by); None if there are no such two. Where they are allocated and used is the caller's."""
        a, b = (_root_of_alloc(aa, view_base(y.operands[position])) for y in (outer, inner))
        if a is None or b is None or a == b:
            return None
        ra, rb = roots[a], roots[b]
        for r in (ra, rb):
            if r.reason is not None or r.alternates is not None or r.size is None or r.joins is not None:
                return None
        if any((a in ids or b in ids) and not (value == leaves_by and ids == {a, b})
               for _, value, ids in self._alias_deallocs):
            return None  # freed through another alias: it escapes
        if any(r.joins in (a, b) for r in roots):
            return None  # one join per buffer
        if ra.scope != rb.scope or ra.alloc.results[0].type.memory_space != rb.alloc.results[0].type.memory_space:
            return None
        for y, mine, other in ((inner, b, a), (outer, a, b)):  # only position carries them out
            for q, v in enumerate(y.operands):
                found = aa.roots_of(v)
                if other in found or (mine in found and q != position):
                    return None
        return a, b

    def _uses_exclusive(self, aa: AliasAnalysis, roots: list[_Root], if_op: ir.Operation,
                        inner: ir.Operation, a: int, b: int) -> bool:
        """Whether every use of a value that may hold A lies before the branch, in the other region,
        in B's region before B's first access, or after the branch through a value that may hold B;
        and every use of one that may hold B lies in its region or after, with A."""
        in_lo, in_hi = self.tick[inner.block.operations[0].operation], self.tick[inner]  # B's region's ops
        branch_hi = self.end[if_op]
        b_first = roots[b].lo if roots[b].lo is not None else branch_hi + 1
        a_alloc = roots[a].alloc
        for op in self.ops:
            t = self.tick[op]
            for value in op.operands:
                found = aa.roots_of(value)
                if a in found:
                    if t > branch_hi:
                        if b not in found:
                            return False
                    elif in_lo <= t <= in_hi:
                        if self._access_span(op, a_alloc)[1] >= b_first:
                            return False
                    elif t == self.tick[if_op]:
                        return False  # (the branch op itself, were a memref its operand)
                if b in found and not (in_lo <= t <= in_hi or (t > branch_hi and a in found)):
                    return False
        return True

    def _uses_exclusive_blocks(self, aa: AliasAnalysis, roots: list[_Root], pair: tuple[int, int],
                               diamond: tuple[int, int, int, int]) -> bool:
        """Whether every use of a value that may hold A lies in the branching block H, in A's arm
        E, in B's arm T before B's first use (but A's own frees), or from the join block J on
        through a value that may hold B; and every use of one that may hold B lies in T, or from J
        on with A."""
        a, b = pair
        h, e, t, j = diamond
        after = {j} | self.cfg.reachable(j)
        in_t = [op for op in self.ops if self.body_block(op) == t]
        b_first = min((self.tick[op] for op in in_t if any(b in aa.roots_of(v) for v in op.operands)),
                      default=self.cfg.ticks[t][1] + 1)
        a_alloc = roots[a].alloc
        for op in self.ops:
            block = self.body_block(op)
            for value in op.operands:
                found = aa.roots_of(value)
                if a in found:
                    if block in after:
                        if b not in found:
                            return False
                    elif block == t:
                        if not self._frees_its_alloc(roots, op, value, found) \
                                and self._access_span(op, a_alloc)[1] >= b_first:
                            return False
                    elif block not in (h, e):
                        return False
                if b in found and not (block == t or (block in after and a in found)):
                    return False
        return True

    def _access_span(self, op: ir.Operation, alloc: ir.Operation) -> tuple[int, int]:
        """The ticks of ``op``'s access to ``alloc``'s buffer, widened to the loops around ``op``
        inside the ops that enclose the alloc (a branch runs one region once: its ticks stay in
        order, so it does not widen)."""
        defining = self.enclosing(alloc)
        lo, hi = self.tick[op], self.end[op]
        for a in self.ancestors(op):
            if a in defining:
                break
            if not is_branch(a):
                lo, hi = min(lo, self.tick[a]), max(hi, self.end[a])
        return lo, hi

    def _access(self, roots: list[_Root], op: ir.Operation, i: int, ids: frozenset[int]) -> None:
        writes: frozenset[int] | None | str = "unknown yet"  # computed once, when a producer is open
        for j in ids:
            r = roots[j]
            r.cover(*self._access_span(op, r.alloc))
            if r.producer == "" or r.producer_initializes:
                if writes == "unknown yet":
                    writes = sem.written_operands(op)
                if writes is None or i in writes:
                    r.producer = op.name
                    r.producer_initializes = sem.semantics(op).initializes

    # grouping into scope traces
    def _group(self, roots: list[_Root]) -> list[ScopeTrace]:
        groups: dict[tuple[ir.Operation, str | None], ScopeTrace] = {}
        order = {self.func: -1}
        tick_ops = {t: op.name for t, op in enumerate(self.ops)}

        def group(scope: ir.Operation, t: ir.MemRefType) -> ScopeTrace:
            space = t.memory_space
            key = (scope, None if space is None else str(space))
            if key not in groups:
                label = FUNCTION_SCOPE if scope == self.func else \
                    f"{scope.name} at {naming.where(scope.location) or scope.location}"
                groups[key] = ScopeTrace(self.name, self.func, label, scope, space, tick_ops=tick_ops)
            return groups[key]

        for op in self.ops:
            if sem.semantics(op).kind == sem.STACK_ALLOC:
                t = ir.MemRefType(op.results[0].type)
                self._leave(group(self.scope_of(op), t), op, "stack allocation (memref.alloca)", t)
        planned: dict[int, TraceBuffer] = {}
        for index, r in enumerate(roots):
            t = ir.MemRefType(r.alloc.results[0].type)
            trace = group(r.scope, t)
            if r.reason is not None:
                self._leave(trace, r.alloc, r.reason, t, r.producer)
                continue
            if r.size_expr is not None:
                trace.dynamic_buffers.append(self._dynamic_buffer(index, r, t))
                trace.sizes = self.symbolic_sizes()
                continue
            static = self.size_of(t)
            elem_layout = element_layout(t.element_type)
            elem = static[1] if not isinstance(static, str) else elem_layout.size
            tick = self.tick[r.alloc]
            lo, hi = (r.lo, r.hi) if r.lo is not None else (tick, tick)
            align = _alignment_attr(r.alloc)
            planned[index] = TraceBuffer(
                id=index, alloc=r.alloc, name=self._name(r.alloc), type=t, size=r.size, alignment=align,
                start=lo, end=hi + 1, element_bytes=elem, deallocs=r.deallocs, producer=r.producer,
                element_alignment=elem_layout.alignment, origin=naming.origin(r.alloc), alternates=r.alternates)
            if r.joins is None:
                trace.buffers.append(planned[index])
        for index, r in enumerate(roots):
            if r.joins is not None and r.reason is None:
                planned[r.joins].join(planned[index])
        for scope in {k[0] for k in groups}:
            order.setdefault(scope, self.tick.get(scope, -1))
        return sorted(groups.values(), key=lambda g: (order[g.scope_op], g.memory_space_name is not None,
                                                      g.memory_space_name or ""))

    def _dynamic_buffer(self, index: int, r: _Root, t: ir.MemRefType) -> TraceBuffer:
        elem_layout = element_layout(t.element_type)
        lo, hi = (r.lo, r.hi) if r.lo is not None else (self.tick[r.alloc], self.tick[r.alloc])
        return TraceBuffer(id=index, alloc=r.alloc, name=self._name(r.alloc), type=t, size=0,
                           alignment=_alignment_attr(r.alloc), start=lo, end=hi + 1,
                           element_bytes=elem_layout.size, deallocs=r.deallocs, producer=r.producer,
                           element_alignment=elem_layout.alignment, size_expr=r.size_expr,
                           origin=naming.origin(r.alloc))

    def _name(self, op: ir.Operation) -> str:
        """The input's SSA name (else the printed one), made unique: sibling regions reuse names
        (%a, %a#2)."""
        if op not in self._names:
            name = naming.input_name(op)
            if name is None:
                name = op.results[0].get_name(self._asm_state())
            seen = self._name_counts.get(name, 0) + 1
            self._name_counts[name] = seen
            self._names[op] = name if seen == 1 else f"{name}#{seen}"
        return self._names[op]

    def _leave(self, trace: ScopeTrace, op: ir.Operation, reason: str, t: ir.MemRefType, producer: str = "") -> None:
        size = self.size_of(t)
        trace.left_alone.append(
            LeftAlone(self._name(op), reason, str(op.location), None if isinstance(size, str) else size[0],
                      naming.origin(op), producer, op=op))


def _last_op(region: ir.Region) -> ir.Operation:
    return last_op(region.blocks[0])


def _root_of_alloc(aa: AliasAnalysis, value: ir.Value) -> int | None:
    """The root index of ``value`` when it is a ``memref.alloc``'s result, else None."""
    if isinstance(value, ir.OpResult) and sem.semantics(value.owner.operation).kind == sem.ALLOC:
        found = aa.roots_of(value)
        return next(iter(found)) if len(found) == 1 else None
    return None


def _alignment_attr(op: ir.Operation) -> int:
    if "alignment" in op.attributes:
        return max(1, ir.IntegerAttr(op.attributes["alignment"]).value)
    return 1
