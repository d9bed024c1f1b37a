"""The default trace collector: tick-based lifetimes of a function's allocations.

Every op of the function gets a tick in pre-order (parents before children,
program order within a block); an op with regions also spans the ticks of
everything nested in it. A buffer's lifetime is the smallest tick interval
holding every *access* to it or to any alias of it (see :mod:`aliases`),
where an access is a use by an op that may read or write memory
(``memref.dim`` is not one; neither is creating a view).

Walk order is not execution order inside loops and branches, so an access is
widened to the whole of every region op that encloses it but not the
allocation: a buffer defined at function level and read only in an inner loop
of a nested loop is live for the whole outer loop, and a buffer allocated in a
loop body and used only there is live only for its part of the body (each
iteration allocates afresh).

Allocation scopes are the function body and each ``scf.forall`` body: forall
iterations may run at the same time, so memory allocated in a forall body is
planned per iteration, apart from the enclosing scope; buffers defined outside
a forall and used inside it are live for the whole forall. Allocations in
``scf.for``/``scf.if``/``scf.while`` bodies are planned into the enclosing scope.

When unsure the collector leaves a buffer alone and says why: a buffer left
alone costs bytes, a wrong merge corrupts results silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.diagnostics import MemplanError
from memplan.mlir import naming
from memplan.mlir.layout import MAX_BYTES, element_bytes, element_layout, is_identity_layout, static_size  # noqa: F401
from memplan.mlir.aliases import BRANCH_OPS, LOOP_OPS, VIEW_LIKE_OPS, AliasAnalysis, NestedOps, is_scalar_op
from memplan.mlir.merge_alloc.records import LeftAlone
from memplan.mlir.merge_alloc.trace import FUNCTION_SCOPE, ScopeTrace, TraceBuffer

SCOPE_OPS = frozenset({"scf.forall"})
# Region ops whose control flow the collector understands: their bodies run
# sequentially, zero or more times, within the enclosing scope.
CONTROL_OPS = LOOP_OPS | BRANCH_OPS
# Ops whose regions compute on scalars (a use of an outer buffer inside them is
# an access for the whole op; an allocation inside them is left alone).
_SCALAR_REGION_OPS = frozenset({"memref.generic_atomic_rmw"})

# Ops that read or write their memref operands and keep no reference to them,
# with the operand positions they write (None: unknown, assume all).
ACCESS_OPS: dict[str, frozenset[int] | None] = {
    "memref.load": frozenset(),
    "memref.store": frozenset({1}),
    "memref.copy": frozenset({1}),
    "memref.atomic_rmw": frozenset({1}),
    "memref.generic_atomic_rmw": frozenset({0}),
    "memref.prefetch": frozenset(),
    "vector.transfer_read": frozenset(),
    "vector.transfer_write": frozenset({1}),
    "vector.load": frozenset(),
    "vector.store": frozenset({1}),
    "vector.maskedload": frozenset(),
    "vector.maskedstore": frozenset({0}),
    "vector.gather": frozenset(),
    "vector.scatter": frozenset({0}),
    "affine.load": frozenset(),
    "affine.store": frozenset({1}),
    "affine.vector_load": frozenset(),
    "affine.vector_store": frozenset({1}),
    "memref.reshape": frozenset(),  # reads its shape operand (operand 0 is the source it views)
}
# Uses that neither access the memory nor let the buffer escape.
NOT_ACCESS_OPS = frozenset({"memref.dim", "memref.rank"})
POINTER_OPS = frozenset({
    "memref.extract_aligned_pointer_as_index", "memref.extract_strided_metadata",
    "bufferization.to_tensor", "builtin.unrealized_conversion_cast",
})
# Stores whose operand 0 is the value written: a memref there is the buffer's descriptor, kept.
STORE_OPS = frozenset({"memref.store", "affine.store"})
_LINALG_NON_STRUCTURED = frozenset({"linalg.yield", "linalg.index"})


# Writers that only initialize a buffer: a later computing writer names it instead
# (after bufferization most buffers are first filled with zeros).
INITIALIZING_OPS = ("linalg.fill", "memref.copy")

def is_linalg_structured(name: str) -> bool:
    return name.startswith("linalg.") and name not in _LINALG_NON_STRUCTURED


def is_known_region_op(name: str) -> bool:
    return (name == "func.func" or name in SCOPE_OPS or name in CONTROL_OPS
            or is_linalg_structured(name) or name in _SCALAR_REGION_OPS)


def written_operands(op: ir.Operation) -> frozenset[int] | None:
    """Operand positions ``op`` writes, when known (for colouring reports, not for safety)."""
    name = op.name
    if name in ACCESS_OPS:
        return ACCESS_OPS[name]
    if is_linalg_structured(name) and "operandSegmentSizes" in op.attributes:
        sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        n_ins = sizes[0]
        return frozenset(range(n_ins, len(op.operands)))
    return None


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
    size_expr: object | None = None  # dynamic shape: bytes as a Poly over the function's symbols

    def leave(self, reason: str) -> None:
        if self.reason is None:
            self.reason = reason

    def cover(self, lo: int, hi: int) -> None:
        self.lo = lo if self.lo is None else min(self.lo, lo)
        self.hi = hi if self.hi is None else max(self.hi, hi)


class TickTraceCollector:
    """Default :class:`~memplan.mlir.merge_alloc.stages.TraceCollector`.

    ``collector(func_op)`` returns one :class:`ScopeTrace` per (scope, memory
    space) that holds any allocation, function scope first.
    """

    def __call__(self, func_op: ir.Operation) -> list[ScopeTrace]:
        with func_op.context, ir.Location.unknown():
            return _FunctionAnalysis(func_op).traces()


class _FunctionAnalysis:
    def __init__(self, func_op: ir.Operation):
        self.func = func_op
        self.name = ir.StringAttr(func_op.attributes["sym_name"]).value
        self._asm: ir.AsmState | None = None  # made on first use: it numbers every value
        self.nested = NestedOps.of(func_op)  # ticks are pre-order positions
        self.ops = self.nested.ops
        self.parent = self.nested.parent
        self.multi_block = self.nested.multi_block
        self.tick: dict[ir.Operation, int] = {op: t for t, op in enumerate(self.ops)}
        self.end: dict[ir.Operation, int] = {op: self.nested.end[t] for t, op in enumerate(self.ops)}
        self._names: dict[ir.Operation, str] = {}
        self._name_counts: dict[str, int] = {}
        self._ancestors: dict[ir.Operation, tuple[ir.Operation, ...]] = {func_op: ()}
        self._enclosing: dict[ir.Operation, frozenset[ir.Operation]] = {}
        self._sizes: dict[ir.Type, tuple[int, int] | str] = {}
        self._symbolic = None  # a SizeAnalysis, made for the first dynamic allocation

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

    def scope_of(self, op: ir.Operation) -> ir.Operation:
        for a in self.ancestors(op):
            if a.name in SCOPE_OPS:
                return a
        return self.func

    def unknown_region_ancestor(self, op: ir.Operation) -> ir.Operation | None:
        for a in self.ancestors(op):
            if not is_known_region_op(a.name):
                return a
        return None

    # analysis
    def traces(self) -> list[ScopeTrace]:
        aa = AliasAnalysis(self.func, self.nested)
        roots = [_Root(alloc, self.scope_of(alloc)) for alloc in aa.roots]
        self._structural_reasons(roots)
        if not self.multi_block:
            self._classify_uses(aa, roots)
        return self._group(roots)

    def _structural_reasons(self, roots: list[_Root]) -> None:
        for r in roots:
            if self.multi_block:
                r.leave("the function has unstructured control flow (several blocks)")
                continue
            t = ir.MemRefType(r.alloc.results[0].type)
            size = self.size_of(t)
            if isinstance(size, str) and not t.has_static_shape:
                expr = self.symbolic_sizes().alloc_bytes(r.alloc, r.scope)
                if isinstance(expr, str):
                    r.leave(f"dynamic shape: {expr}")
                else:
                    r.size_expr = expr
            elif isinstance(size, str):
                r.leave(size)
            elif size[0] > MAX_BYTES:
                raise MemplanError(f"{t} takes {size[0]} bytes, more than a memref can address "
                                   f"(2^63 - 1 = {MAX_BYTES} bytes)", str(r.alloc.location))
            for a in self.ancestors(r.alloc):
                if a == r.scope:
                    break
                if a.name not in CONTROL_OPS:
                    r.leave(f"allocated inside the region of {a.name}, whose execution this pass does not model")
                    break

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
            if is_scalar_op(op.name):
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
                self._use(aa, roots, op, i, value, ids)

    def _use(self, aa: AliasAnalysis, roots: list[_Root], op: ir.Operation, i: int,
             value: ir.Value, ids: frozenset[int]) -> None:
        name = op.name
        if name == "memref.dealloc":
            if len(ids) == 1 and roots[next(iter(ids))].alloc.results[0] == value:
                roots[next(iter(ids))].deallocs.append(op)
            else:
                self._escape(roots, ids, "deallocated through an alias")
        elif name in NOT_ACCESS_OPS or (name in VIEW_LIKE_OPS and i == 0) or name == "arith.select":
            pass  # no memory touched; aliases are tracked by the alias analysis
        elif name in ("scf.yield", "scf.condition", "affine.yield"):
            loop = self.parent[op]
            if loop.name in LOOP_OPS:
                inside = [j for j in ids if loop in self.ancestors(roots[j].alloc)]
                self._escape(roots, inside, f"yielded out of the {loop.name} that allocates it")
        elif name in LOOP_OPS:
            pass  # initial iter_args: flow only
        elif name == "func.return":
            self._escape(roots, ids, "returned from the function")
        elif name in ("func.call", "func.call_indirect"):
            callee = op.attributes["callee"] if "callee" in op.attributes else None
            self._escape(roots, ids, f"passed to {name} {callee or ''}".rstrip() + " (the callee could keep it)")
        elif name in POINTER_OPS:
            self._escape(roots, ids, f"its pointer or descriptor escapes through {name}")
        elif name in STORE_OPS and i == 0:  # the buffer itself is the value stored (a memref of memrefs)
            self._escape(roots, ids, f"stored into memory by {name}")
        elif name in ACCESS_OPS or is_linalg_structured(name):
            self._access(roots, op, i, ids)
        else:
            self._escape(roots, ids, f"passed to {name}, whose memory effects are not modelled")

    def _access(self, roots: list[_Root], op: ir.Operation, i: int, ids: frozenset[int]) -> None:
        writes: frozenset[int] | None | str = "unknown yet"  # computed once, when a producer is open
        for j in ids:
            r = roots[j]
            defining = self.enclosing(r.alloc)
            lo, hi = self.tick[op], self.end[op]
            for a in self.ancestors(op):
                if a in defining:
                    break
                lo, hi = min(lo, self.tick[a]), max(hi, self.end[a])
            r.cover(lo, hi)
            if r.producer in ("", *INITIALIZING_OPS):
                if writes == "unknown yet":
                    writes = written_operands(op)
                if writes is None or i in writes:
                    r.producer = op.name

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
            if op.name == "memref.alloca":
                t = ir.MemRefType(op.results[0].type)
                self._leave(group(self.scope_of(op), t), op, "stack allocation (memref.alloca)", t)
        for index, r in enumerate(roots):
            t = ir.MemRefType(r.alloc.results[0].type)
            trace = group(r.scope, t)
            if r.reason is not None:
                self._leave(trace, r.alloc, r.reason, t, r.producer)
                continue
            if r.size_expr is not None:
                trace.dynamic_buffers.append(self._dynamic_buffer(index, r, t))
                trace.sizes = self._symbolic
                continue
            size, elem = self.size_of(t)
            elem_layout = element_layout(t.element_type)
            tick = self.tick[r.alloc]
            lo, hi = (r.lo, r.hi) if r.lo is not None else (tick, tick)
            align = _alignment_attr(r.alloc)
            trace.buffers.append(TraceBuffer(
                id=index, alloc=r.alloc, name=self._name(r.alloc), type=t, size=size, alignment=align,
                start=lo, end=hi + 1, element_bytes=elem, deallocs=r.deallocs, producer=r.producer,
                element_alignment=elem_layout.alignment, origin=naming.origin(r.alloc)))
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
                      naming.origin(op), producer))
        trace.left_alone_ops.append(op)


def _alignment_attr(op: ir.Operation) -> int:
    if "alignment" in op.attributes:
        return max(1, ir.IntegerAttr(op.attributes["alignment"]).value)
    return 1
