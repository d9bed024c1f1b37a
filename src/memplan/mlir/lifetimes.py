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

from memplan.mlir.aliases import BRANCH_OPS, LOOP_OPS, VIEW_LIKE_OPS, AliasAnalysis
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
}
# Uses that neither access the memory nor let the buffer escape.
NOT_ACCESS_OPS = frozenset({"memref.dim", "memref.rank"})
POINTER_OPS = frozenset({
    "memref.extract_aligned_pointer_as_index", "memref.extract_strided_metadata",
    "bufferization.to_tensor", "builtin.unrealized_conversion_cast",
})
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


# -- sizes -----------------------------------------------------------------

def element_bytes(t: ir.Type) -> int | None:
    """Bytes one element takes in memory, as LLVM lays it out (its alloc size).

    Scalars take their width rounded up to a power-of-two number of bytes (i1
    takes a byte, i24 four, f80 sixteen); vectors likewise (vector<3xf32> takes
    16); vectors of sub-byte elements are packed and left unsized.
    """
    t = t.maybe_downcast()
    if isinstance(t, ir.IndexType):
        return 8
    if isinstance(t, ir.ComplexType):
        inner = element_bytes(t.element_type)
        return None if inner is None else 2 * inner
    if isinstance(t, ir.VectorType):
        width = getattr(t.element_type.maybe_downcast(), "width", None)
        if not t.has_static_shape or not isinstance(width, int) or width % 8:
            return None
        n = 1
        for d in t.shape:
            n *= d
        return _pow2_ceil(n * width // 8)
    width = getattr(t, "width", None)
    if isinstance(width, int) and width > 0:
        return _pow2_ceil(-(-width // 8))
    return None


def _pow2_ceil(n: int) -> int:
    return 1 << max(0, n - 1).bit_length()


def static_size(t: ir.MemRefType) -> tuple[int, int] | str:
    """``(bytes, element bytes)`` of a static memref, or the reason it has none."""
    if not t.has_static_shape:
        return "dynamic shape"
    elem = element_bytes(t.element_type)
    if elem is None:
        return f"element type {t.element_type} has no known size"
    shape = list(t.shape)
    if any(d == 0 for d in shape):
        return 0, elem
    if is_identity_layout(t):
        n = 1
        for d in shape:
            n *= d
        return n * elem, elem
    try:
        strides, offset = t.get_strides_and_offset()
    except Exception:
        return f"layout {t.layout} is not strided"
    if any(t.is_dynamic_stride_or_offset(s) for s in [*strides, offset]) or offset < 0:
        return f"layout {t.layout} has dynamic or negative strides"
    if any(s < 0 for s in strides):
        return f"layout {t.layout} has negative strides"
    span = offset + sum((d - 1) * s for d, s in zip(shape, strides)) + 1
    return span * elem, elem


def is_identity_layout(t: ir.MemRefType) -> bool:
    layout = t.layout
    if not isinstance(layout, ir.AffineMapAttr):
        return False
    amap = layout.value
    return amap == ir.AffineMap.get_identity(amap.n_dims, context=amap.context) and amap.n_symbols == 0


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
        self.asm = ir.AsmState(func_op)
        self.tick: dict[ir.Operation, int] = {}
        self.end: dict[ir.Operation, int] = {}
        self.parent: dict[ir.Operation, ir.Operation] = {}
        self.ops: list[ir.Operation] = []
        self.multi_block = False
        self._names: dict[ir.Operation, str] = {}
        self._name_counts: dict[str, int] = {}
        self._number(func_op)

    # ticks and structure
    def _number(self, op: ir.Operation) -> None:
        for region in op.regions:
            blocks = list(region.blocks)
            if len(blocks) > 1:
                self.multi_block = True
            for block in blocks:
                for child in block.operations:
                    child = child.operation
                    self.tick[child] = len(self.ops)
                    self.ops.append(child)
                    self.parent[child] = op
                    self._number(child)
                    self.end[child] = len(self.ops) - 1

    def ancestors(self, op: ir.Operation) -> list[ir.Operation]:
        """Enclosing ops from the innermost out, stopping before the function."""
        out = []
        p = self.parent.get(op)
        while p is not None and p != self.func:
            out.append(p)
            p = self.parent.get(p)
        return out

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
        aa = AliasAnalysis(self.func)
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
            size = static_size(t)
            if isinstance(size, str):
                r.leave(size)
            for a in self.ancestors(r.alloc):
                if a == r.scope:
                    break
                if a.name not in CONTROL_OPS:
                    r.leave(f"allocated inside the region of {a.name}, whose execution this pass does not model")
                    break

    def _escape(self, roots: list[_Root], indices, reason: str) -> None:
        for i in indices:
            roots[i].leave(reason)

    def _classify_uses(self, aa: AliasAnalysis, roots: list[_Root]) -> None:
        for op in self.ops:
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
        elif name in ACCESS_OPS or is_linalg_structured(name):
            self._access(roots, op, i, ids)
        else:
            self._escape(roots, ids, f"passed to {name}, whose memory effects are not modelled")

    def _access(self, roots: list[_Root], op: ir.Operation, i: int, ids: frozenset[int]) -> None:
        writes = written_operands(op)
        for j in ids:
            r = roots[j]
            defining = set(self.ancestors(r.alloc))
            lo, hi = self.tick[op], self.end[op]
            for a in self.ancestors(op):
                if a in defining:
                    break
                lo, hi = min(lo, self.tick[a]), max(hi, self.end[a])
            r.cover(lo, hi)
            if r.producer in ("", *INITIALIZING_OPS) and (writes is None or i in writes):
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
                label = FUNCTION_SCOPE if scope == self.func else f"{scope.name} at {scope.location}"
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
                self._leave(trace, r.alloc, r.reason, t)
                continue
            size, elem = static_size(t)
            tick = self.tick[r.alloc]
            lo, hi = (r.lo, r.hi) if r.lo is not None else (tick, tick)
            align = _alignment_attr(r.alloc)
            trace.buffers.append(TraceBuffer(
                id=index, alloc=r.alloc, name=self._name(r.alloc), type=t, size=size, alignment=align,
                start=lo, end=hi + 1, element_bytes=elem, deallocs=r.deallocs, producer=r.producer))
        for scope in {k[0] for k in groups}:
            order.setdefault(scope, self.tick.get(scope, -1))
        return sorted(groups.values(), key=lambda g: (order[g.scope_op], g.memory_space_name is not None,
                                                      g.memory_space_name or ""))

    def _name(self, op: ir.Operation) -> str:
        """The printed SSA name, made unique: sibling regions reuse names (%alloc_1, %alloc_1#2)."""
        if op not in self._names:
            name = op.results[0].get_name(self.asm)
            seen = self._name_counts.get(name, 0) + 1
            self._name_counts[name] = seen
            self._names[op] = name if seen == 1 else f"{name}#{seen}"
        return self._names[op]

    def _leave(self, trace: ScopeTrace, op: ir.Operation, reason: str, t: ir.MemRefType) -> None:
        size = static_size(t)
        trace.left_alone.append(
            LeftAlone(self._name(op), reason, str(op.location), None if isinstance(size, str) else size[0]))
        trace.left_alone_ops.append(op)


def _alignment_attr(op: ir.Operation) -> int:
    if "alignment" in op.attributes:
        return max(1, ir.IntegerAttr(op.attributes["alignment"]).value)
    return 1
