"""The rewrite of a scope with dynamic buffers: arithmetic at the scope's start, one arena.

At the start of the scope's body, in order:

1. the symbols: arguments, ``memref.dim`` of arguments, values that dominate the scope,
   and ``max``/``min``/division functions of them, computed again as ``index`` values;
2. checks, each a ``cf.assert`` with a message that names the symbol (so a violation is a
   clear trap, never memory corruption): symbols not known to be non-negative are >= 0,
   sources of one named symbol agree, and (``upper-bound`` plans) every bounded symbol is at
   most its bound;
3. ``symbolic`` plans: each buffer's size and offset (``offset(b) = align(max over buffers
   below b of offset + size)``, in the plan's bottom-up order) and the arena size, with every
   addition and multiplication checked for 64-bit overflow (one more ``cf.assert``);
4. the arena: ``memref.alloc(%size)`` (or a static ``memref.alloc()`` at the bounds).

Each merged ``memref.alloc`` becomes ``memref.view %arena[%offset][its own sizes]``; deallocs
of merged buffers go, and the arena is freed at the end of the scope if there were any.
"""

from __future__ import annotations

from collections.abc import Mapping

from mlir import ir

from memplan.core.symbolic import Poly
from memplan.diagnostics import MemplanError
from memplan.merge_alloc.records import DynamicScope
from memplan.merge_alloc.rewrite import _dealloc_at_end, prepend_argument, replace_with_view_at
from memplan.merge_alloc.trace import ScopeTrace

_I64_MAX = (1 << 63) - 1


def rewrite_scope(trace: ScopeTrace, scope: DynamicScope, bounds: Mapping[str, int],
                  arena_argument: bool = False) -> None:
    """Rewrite ``trace``'s scope as ``scope`` plans it. ``arena_argument`` (an upper-bound plan
    of a function scope): the static arena becomes the function's new leading argument."""
    block = trace.scope_block
    with trace.func_op.context, trace.scope_op.location, ir.InsertionPoint.at_block_begin(block):
        emit = _Emitter(trace, scope)
        emit.symbols(functions=scope.bounded_plan is None)
        if scope.bounded_plan is not None:
            emit.bound_checks(bounds)
            offsets = {i: emit.constant(o) for i, o in scope.bounded_plan.offsets.items()}
            arena = None if arena_argument else emit.static_arena(scope.bounded_plan.arena_size)
        else:
            offsets, size = emit.symbolic_layout()
            arena = emit.dynamic_arena(size)
    if arena is None:
        with trace.func_op.context, trace.func_op.location:
            arena = prepend_argument(trace.func_op, emit.arena_type(scope.bounded_plan.arena_size),
                                     scope.bounded_plan.arena_size)
        for b in (*trace.buffers, *trace.dynamic_buffers):
            replace_with_view_at(b, arena, offsets[b.id])
            for d in b.deallocs:
                d.erase()
        return
    had_dealloc = False
    for b in (*trace.buffers, *trace.dynamic_buffers):
        replace_with_view_at(b, arena, offsets[b.id])
        for d in b.deallocs:
            d.erase()
            had_dealloc = True
    if had_dealloc:
        with trace.func_op.context:
            _dealloc_at_end(trace, arena)


class _Emitter:
    """Builds the scope's prologue at the current insertion point (ops made generically)."""

    def __init__(self, trace: ScopeTrace, scope: DynamicScope):
        self.trace = trace
        self.scope = scope
        self.table = trace.sizes.symbols
        self.where = f"@{trace.function}" + ("" if trace.is_function_scope else f" ({trace.scope_op.name})")
        self.index = ir.IndexType.get()
        self.i1 = ir.IntegerType.get_signless(1)
        self._constants: dict[int, ir.Value] = {}
        self._known: dict[ir.Value, int] = {}  # values known at compile time (folded here)
        self._multiple: dict[ir.Value, int] = {}  # a power of two each value is known to be a multiple of
        self.atoms: dict[str, ir.Value] = {}
        self._overflow: list[ir.Value] = []
        self._polys: dict[Poly, ir.Value] = {}

    # -- ops -------------------------------------------------------------------------------------------
    def op(self, name: str, operands: list[ir.Value], results: list[ir.Type], **attributes) -> ir.Operation:
        return ir.Operation.create(name, results=results, operands=operands, attributes=attributes or None)

    def constant(self, value: int) -> ir.Value:
        if value not in self._constants:
            if not -(1 << 63) <= value <= _I64_MAX:
                raise MemplanError(f"merge-alloc: the arena of {self.where} needs {value} bytes or more, "
                                   "more than a memref can address", str(self.trace.scope_op.location))
            self._constants[value] = self.op("arith.constant", [], [self.index],
                                             value=ir.IntegerAttr.get(self.index, value)).result
            self._known[self._constants[value]] = value
        return self._constants[value]

    def known(self, value: ir.Value) -> int | None:
        return self._known.get(value)

    def multiple(self, value: ir.Value) -> int:
        known = self.known(value)
        return _lowbit(known) if known is not None else self._multiple.get(value, 1)

    def _note_multiple(self, value: ir.Value, multiple: int) -> ir.Value:
        self._multiple[value] = min(multiple, 1 << 62)
        return value

    def maximum(self, a: ir.Value, b: ir.Value) -> ir.Value:
        x, y = self.known(a), self.known(b)
        if x is not None and y is not None:
            return self.constant(max(x, y))
        return self._note_multiple(self.binary("arith.maxsi", a, b), min(self.multiple(a), self.multiple(b)))

    def binary(self, name: str, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.op(name, [a, b], [a.type]).result

    def cmp(self, predicate: int, a: ir.Value, b: ir.Value) -> ir.Value:
        return self.op("arith.cmpi", [a, b], [self.i1],
                       predicate=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), predicate)).result

    def assert_(self, condition: ir.Value, message: str) -> None:
        self.op("cf.assert", [condition], [], msg=ir.StringAttr.get(message))

    def as_index(self, value: ir.Value) -> ir.Value:
        if isinstance(value.type, ir.IndexType):
            return value
        return self.op("arith.index_cast", [value], [self.index]).result

    # -- symbols -----------------------------------------------------------------------------------
    def symbols(self, functions: bool = True) -> None:
        """Every atom the plan's sizes need (functions of them only if ``functions``), then the
        checks on them."""
        names = frozenset(s for b in self.scope.plan.buffers for s in b.size.symbols)
        atoms = [a for a in self.table.closure(names) if functions or a.kind != "function"]
        for atom in atoms:
            if atom.kind == "function":
                operands = [self.poly(p) for p in atom.operands]
                self.atoms[atom.name] = self.binary(f"arith.{atom.function}", *operands)
            else:
                self.atoms[atom.name] = self.source(atom.value, atom.dim if atom.kind == "dim" else None)
        zero = self.constant(0)
        for atom in atoms:
            if atom.kind != "function" and not atom.known_nonnegative:
                self.assert_(self.cmp(5, self.atoms[atom.name], zero),  # sge
                             f"memplan: {atom.name} is negative, but the arena of {self.where} was planned "
                             f"for sizes that are not")
            for value, dim in atom.equal_to:
                other = self.source(value, dim)
                self.assert_(self.cmp(0, self.atoms[atom.name], other),  # eq
                             f"memplan: the values named {atom.name} differ, but the arena of {self.where} "
                             f"was planned for one value")

    def source(self, value: ir.Value, dim: int | None) -> ir.Value:
        if dim is None:
            return self.as_index(value)
        name = "tensor.dim" if isinstance(value.type, ir.RankedTensorType) else "memref.dim"
        return self.op(name, [value, self.constant(dim)], [self.index]).result

    def bound_checks(self, bounds: Mapping[str, int]) -> None:
        names = frozenset(s for b in self.scope.plan.buffers for s in b.size.symbols)
        for atom in self.table.base_atoms(names):
            bound = bounds.get(atom.name)
            if bound is None:
                continue
            self.assert_(self.cmp(3, self.atoms[atom.name], self.constant(bound)),  # sle
                         f"memplan: {atom.name} exceeds {bound}, the upper bound the arena of "
                         f"{self.where} was planned for")

    # -- arithmetic, checked for overflow --------------------------------------------------------------
    def poly(self, p: Poly) -> ir.Value:
        """``p`` as an index value; additions and multiplications of the non-negative parts are
        checked (the atoms are >= 0, checked above), so the value is exact or the scope traps."""
        found = self._polys.get(p)
        if found is not None:
            return found
        positive = [(m, c) for m, c in p.terms if c > 0]
        negative = [(m, -c) for m, c in p.terms if c < 0]
        value = self.sum(positive)
        if negative:  # both parts are in [0, 2^63): their difference cannot wrap
            value = self.binary("arith.subi", value, self.sum(negative))
        self._polys[p] = value
        return value

    def sum(self, terms: list[tuple[tuple[str, ...], int]]) -> ir.Value:
        total = None
        for mono, coeff in terms:
            term = None
            for name in mono:
                term = self.atoms[name] if term is None else self.checked_mul(term, self.atoms[name])
            term = self.constant(coeff) if term is None else term if coeff == 1 else \
                self.checked_mul(term, self.constant(coeff))
            total = term if total is None else self.checked_add(total, term)
        return self.constant(0) if total is None else total

    def checked_add(self, a: ir.Value, b: ir.Value) -> ir.Value:
        x, y = self.known(a), self.known(b)
        if x is not None and y is not None:
            return self.constant(x + y)
        if x == 0 or y == 0:
            return b if x == 0 else a
        total = self.binary("arith.addi", a, b)
        self._overflow.append(self.cmp(5, total, self.constant(0)))  # sge: no wrap of non-negatives
        return self._note_multiple(total, min(self.multiple(a), self.multiple(b)))

    def checked_mul(self, a: ir.Value, b: ir.Value) -> ir.Value:
        x, y = self.known(a), self.known(b)
        if x is not None and y is not None:
            return self.constant(x * y)
        if x == 1 or y == 1:
            return b if x == 1 else a
        extended = self.op("arith.mului_extended", [a, b], [self.index, self.index])
        low, high = extended.results
        self._overflow.append(self.cmp(0, high, self.constant(0)))  # eq: nothing above 64 bits
        self._overflow.append(self.cmp(5, low, self.constant(0)))  # sge: nor in the sign bit
        return self._note_multiple(low, self.multiple(a) * self.multiple(b))

    def align(self, value: ir.Value, alignment: int) -> ir.Value:
        known = self.known(value)
        if known is not None:
            return self.constant(-(-known // alignment) * alignment)
        if alignment <= 1 or self.multiple(value) % alignment == 0:
            return value
        bumped = self.checked_add(value, self.constant(alignment - 1))
        return self._note_multiple(self.binary("arith.andi", bumped, self.constant(-alignment)), alignment)

    # -- layouts -----------------------------------------------------------------------------------------
    def symbolic_layout(self) -> tuple[dict[int, ir.Value], ir.Value]:
        """Offsets and arena size computed at run time: those of the plan's relation with the
        smallest arena at the run-time values (the first on ties), as SymbolicPlan.offsets_at."""
        plan = self.scope.plan
        buffers = plan.by_id()
        sizes = {i: self.poly(b.size) for i, b in buffers.items()}
        negative = [i for i, b in buffers.items() if not b.size.is_nonnegative()]
        for i in negative:
            self.assert_(self.cmp(5, sizes[i], self.constant(0)),
                         f"memplan: the size of {buffers[i].label} is negative")
        offsets, arena = self.relation_layout(plan, sizes)
        for other in plan.alternatives:
            other_offsets, other_arena = self.relation_layout(other, sizes)
            smaller = self.cmp(2, other_arena, arena)  # slt: a tie keeps the earlier relation
            offsets = {i: self.select(smaller, other_offsets[i], offsets[i]) for i in offsets}
            arena = self.select(smaller, other_arena, arena)
        if self._overflow:
            ok = self._overflow[0]
            for c in self._overflow[1:]:
                ok = self.binary("arith.andi", ok, c)
            self.assert_(ok, f"memplan: the dynamic sizes of {self.where} overflow 64-bit arithmetic")
        return offsets, arena

    def relation_layout(self, plan, sizes: dict[int, ir.Value]) -> tuple[dict[int, ir.Value], ir.Value]:
        """The offsets and the arena size of one relation (``plan``'s own, not its alternatives')."""
        buffers = plan.by_id()
        offsets: dict[int, ir.Value] = {}
        tops: dict[int, ir.Value] = {}

        def top(i: int) -> ir.Value:
            if i not in tops:
                tops[i] = self.checked_add(offsets[i], sizes[i])
            return tops[i]

        for i in plan.order:
            below = [top(a) for a in plan.below[i]]
            if not below:
                offsets[i] = self.constant(0)
                continue
            highest = below[0]
            for v in below[1:]:
                highest = self.maximum(highest, v)
            offsets[i] = self.align(highest, buffers[i].alignment)
        arena = None
        for i in plan.top:
            arena = top(i) if arena is None else self.maximum(arena, top(i))
        return offsets, arena if arena is not None else self.constant(0)

    def select(self, condition: ir.Value, a: ir.Value, b: ir.Value) -> ir.Value:
        if a == b:
            return a
        chosen = self.op("arith.select", [condition, a, b], [a.type]).result
        return self._note_multiple(chosen, min(self.multiple(a), self.multiple(b)))

    def arena_type(self, size: int | None) -> ir.MemRefType:
        dim = ir.ShapedType.get_dynamic_size() if size is None else size
        return ir.MemRefType.get([dim], ir.IntegerType.get_signless(8), memory_space=self.trace.memory_space)

    def _alignment(self) -> int:
        return max(b.alignment for b in self.scope.plan.buffers)

    def dynamic_arena(self, size: ir.Value) -> ir.Value:
        return self.op("memref.alloc", [size], [self.arena_type(None)],
                       alignment=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), self._alignment()),
                       operandSegmentSizes=ir.DenseI32ArrayAttr.get([1, 0])).result

    def static_arena(self, size: int) -> ir.Value:
        return self.op("memref.alloc", [], [self.arena_type(size)],
                       alignment=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), self._alignment()),
                       operandSegmentSizes=ir.DenseI32ArrayAttr.get([0, 0])).result


def _lowbit(value: int) -> int:
    """The largest power of two dividing ``value`` (2^62 for 0: a multiple of anything used)."""
    return value & -value if value else 1 << 62


__all__ = ["rewrite_scope"]
