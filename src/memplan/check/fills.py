"""Fresh buffers filled with a byte chosen for each run, so that a read of memory nothing wrote
shows in the results.

A program that reads a buffer before writing it (a matmul accumulating into a buffer it never
zeroed) computes from whatever the allocator left there: its results are undefined, and a
plan that moves the buffer changes them without being wrong. The runnable copy fills every
fresh buffer with a pattern byte the caller chooses for the run; run twice with two patterns,
a program whose results differ reads memory it never wrote, and filling one buffer after
another with the second pattern finds which buffer.

Fresh buffers are every ``memref.alloc`` and ``memref.alloca`` (filled where they are made),
and every ``memref.view`` of an *arena*: a 1-D ``i8`` buffer, allocated or taken as an
argument, that the program uses only through views (and frees). A plan puts many buffers in
one arena, each a view, and a view's bytes held another buffer's values before: filled when
the view's buffer starts to be used (before each access that comes first on every run reaching
it, lifted out of loops: not before a branch whose other region may still use a buffer in the
same bytes), a view whose plan overlaps a buffer still in use overwrites that buffer's values
with the pattern, and one read before it is written reads the pattern, as a fresh buffer would.

The patterns reach the program as an argument of the wrapper (one byte per fill site), which
copies them into a global that each fill reads.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from mlir import ir
from mlir.dialects import arith, llvm, memref

from memplan.mlir import naming
from memplan.mlir.aliases import successor_blocks
from memplan.mlir import op_semantics as sem
from memplan.mlir.layout import element_bytes
from memplan.mlir.parsing import last_op

PATTERNS_GLOBAL = "__memplan_fill_patterns"
# The two bytes each program is run with: zero, which a program that forgot to zero a buffer
# would often get away with, and one that makes f32 near 12.1, f16 near 2.6, bf16 near 12,
# integers large and no NaN (a NaN hides in max and comparisons).
FIRST_PATTERN, SECOND_PATTERN = 0x00, 0x41


@dataclass(frozen=True)
class FirstAccess:
    """The first op (in program order) that touches a buffer after it is made."""

    op: str  # "linalg.matmul"
    where: str | None  # "file:line:col"
    reads: bool  # whether it may read the buffer (or only writes it)


@dataclass(frozen=True)
class FillSite:
    """One fresh buffer the runnable copy fills, as the user's program names it."""

    index: int  # its byte in the patterns argument
    op: str  # "memref.alloc", "memref.view"
    name: str | None  # the SSA name the input gave it ("%a0")
    where: str | None  # "file:line:col" of the op that made it
    type: str
    first_access: FirstAccess | None
    arena: str | None = None  # a view: "%arena at byte 65536"
    # a view whose bytes another view of its arena, still in use where it starts, also has
    overlaps: str | None = None  # "%view_1 (f.mlir:5:3, at byte 0)"

    def describe(self) -> str:
        """``the buffer of %a0 (f.mlir:6:9)`` (a view: ``, a view of %alloc at byte 0``)."""
        what = [w for w in (self.where, self.arena and f"a view of {self.arena}") if w]
        name = self.name or f"a {self.type} made by {self.op}"
        return f"the buffer of {name}" + (f" ({', '.join(what)})" if what else "")

    def how_read(self) -> str:
        """``is read by linalg.matmul (f.mlir:7:3) before any write``, as far as the program's
        text tells (which op reads the bytes nothing wrote only a run knows)."""
        if self.overlaps:
            return (f"shares bytes with {self.overlaps}, which is still in use when it starts: the plan "
                    "gives two live buffers the same memory")
        access = self.first_access
        if access is None:
            return "is read before any write"
        at = f" ({access.where})" if access.where else ""
        if access.reads:
            return f"is read by {access.op}{at} before any write"
        return f"is read where nothing wrote it (first written by {access.op}{at}, not in full)"


def add_fills(module: ir.Module, wrapper: str) -> list[FillSite]:
    """Fill every fresh buffer of ``module`` (outside ``wrapper``) with its pattern byte where it
    starts to be used (:func:`_fill_points`); add the patterns argument to ``wrapper`` (last).
    Returns the sites, in order of their bytes. A buffer nothing touches is not filled."""
    found = _fresh_buffers(module, wrapper)
    spans: dict = {}  # view -> (its bytes, the ops of its block that touch it), as asked
    sites = [_site(index, value, accesses, spans) for index, (value, accesses) in enumerate(found)]
    with ir.Location.unknown():
        patterns_type = ir.MemRefType.get([max(len(found), 1)], ir.IntegerType.get_signless(8))
        _add_global(module, patterns_type)
        _take_patterns(module, wrapper, patterns_type)
    for index, (value, accesses) in enumerate(found):
        for before in _fill_points(value, accesses):
            _fill(value, before, index, patterns_type)
    return sites


def patterns(sites: int, second: frozenset[int] | range = frozenset()) -> np.ndarray:
    """The patterns argument: the second pattern at the sites in ``second``, the first elsewhere."""
    out = np.full(max(sites, 1), FIRST_PATTERN, np.int8)
    for k in second:
        out[k] = SECOND_PATTERN
    return out


# --- which buffers ----------------------------------------------------------------------


def _fresh_buffers(module: ir.Module, wrapper: str) -> list[tuple[ir.Value, list[ir.Operation]]]:
    """(buffer, the ops that touch it) of each fresh buffer that something touches."""
    found: list[tuple[ir.Value, list[ir.Operation]]] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "func.func":
            if op.attributes["sym_name"].value == wrapper:
                return ir.WalkResult.SKIP
            if len(op.regions[0].blocks):
                for arg in op.regions[0].blocks[0].arguments:
                    found.extend((view, accesses(view)) for view in _views_of_arena(arg))
        elif op.name in ("memref.alloc", "memref.alloca"):
            found.append((op.results[0], accesses(op.results[0])))
            found.extend((view, accesses(view)) for view in _views_of_arena(op.results[0]))
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
    return [(v, accesses) for v, accesses in found if accesses and _fillable(v)]


def _views_of_arena(value: ir.Value) -> list[ir.Value]:
    """The views of ``value`` if it is an arena (see the module)."""
    t = value.type
    if not isinstance(t, ir.MemRefType) or ir.MemRefType(t).rank != 1 or \
            str(ir.MemRefType(t).element_type) != "i8":
        return []
    users = [use.owner.operation for use in value.uses]
    if not users or not all(u.name in ("memref.view", "memref.dealloc") for u in users):
        return []
    return [u.results[0] for u in users if u.name == "memref.view"]


def accesses(value: ir.Value) -> list[ir.Operation]:
    """Ops that use ``value`` or a view of it other than to make a view or ask its shape."""
    found, todo = [], [value]
    while todo:
        for use in todo.pop().uses:
            owner = use.owner.operation
            kind = sem.semantics(owner).kind
            if kind == sem.VIEW and owner.results:
                todo.append(owner.results[0])
            elif kind not in (sem.METADATA, sem.DEALLOC):
                found.append(owner)
    return found


def _defining_block(value: ir.Value) -> ir.Block:
    return value.owner if isinstance(value.owner, ir.Block) else value.owner.operation.block


def _first_in_block(ops: list[ir.Operation], block: ir.Block) -> ir.Operation:
    """The op of ``block`` that is or holds the first of ``ops``; its terminator if one of them
    lies in another block (a successor: the buffer is used after the block ends)."""
    first = None
    for op in ops:
        op = _in(op, block)
        if op is None:
            op = last_op(block)
        if first is None or op.is_before_in_block(first):
            first = op
    return first


def _fill_points(value: ir.Value, ops: list[ir.Operation]) -> list[ir.Operation]:
    """Where to fill a fresh buffer: an allocation before the first op of its block that touches
    it; a view of an arena before each access that no other access may precede on a run, each
    lifted out of the loops around it (a run may enter the view's buffer there first).

    A view's bytes belong to other buffers before and after it, so it is filled only where a
    correct plan lets no other buffer in them be live: right before an access that comes first on
    every run reaching it. The first op of its block that touches it may be a branch whose other
    region still reads a buffer in the same bytes, or a block's end after which a block another
    run never takes starts using it. Where a run first touches it at an access that another run
    reaches after touching it, no fill: that run reads what the bytes held, and the results tell."""
    block = _defining_block(value)
    if value.owner.operation.name != "memref.view":  # an allocation: its bytes are its own
        return [_first_in_block(ops, block)]
    points: list[ir.Operation] = []
    for op in ops:
        point = _out_of_loops(op, block)
        if point not in points:
            points.append(point)
    return [p for p in points if not any(_may_precede(q, p) for q in points if q != p)]


def _out_of_loops(op: ir.Operation, block: ir.Block) -> ir.Operation:
    """The outermost op around ``op`` inside ``block``'s region that is not a branch (a loop runs
    its ops again, so an access in it stands for the loop), or ``op`` if none."""
    chain = _chain(op)
    owner = block.owner.operation
    below = next((k for k, x in enumerate(chain) if x == owner), -1) + 1
    return next((x for x in chain[below:-1] if sem.semantics(x).kind != sem.BRANCH), op)


def _may_precede(q: ir.Operation, p: ir.Operation) -> bool:
    """Whether some run may execute ``q`` before ``p``, neither in a loop the other is not in: ops
    of one block in order (any order on a cycle of blocks), blocks along branches, never two
    regions of a branch."""
    for x, y in zip(_chain(q), _chain(p)):
        if x == y:
            continue
        if x.block == y.block:
            return x.is_before_in_block(y) or _on_cycle(x.block)
        if x.block.region == y.block.region:
            return _reaches(x.block, y.block)
        return sem.semantics(_parent(x)).kind != sem.BRANCH  # two regions of one op
    return True  # one holds the other


def _reaches(a: ir.Block, b: ir.Block) -> bool:
    """Whether a branch path of one step or more leads from block ``a`` to block ``b``."""
    def after(block: ir.Block) -> list[ir.Block]:
        return successor_blocks(last_op(block))

    seen: list[ir.Block] = []  # (blocks compare, they do not hash)
    todo = after(a)
    while todo:
        x = todo.pop()
        if x == b:
            return True
        if not any(x == y for y in seen):
            seen.append(x)
            todo.extend(after(x))
    return False


def _on_cycle(block: ir.Block) -> bool:
    return _reaches(block, block)


def _earliest(ops: list[ir.Operation]) -> ir.Operation:
    """The first of ``ops`` in program text order (all in one function)."""
    def before(a: ir.Operation, b: ir.Operation) -> bool:
        for x, y in zip(_chain(a), _chain(b)):
            if x != y:
                if x.block == y.block:
                    return x.is_before_in_block(y)
                return _block_position(x) < _block_position(y)
        return len(_chain(a)) < len(_chain(b))

    first = ops[0]
    for op in ops[1:]:
        if before(op, first):
            first = op
    return first


def _chain(op: ir.Operation) -> list[ir.Operation]:
    """``op`` and the ops around it up to its function, outermost first."""
    out = [op]
    while out[-1].name != "func.func" and _parent(out[-1]) is not None:
        out.append(_parent(out[-1]))
    return out[::-1]


def _parent(op: ir.Operation) -> ir.Operation | None:
    parent = op.parent
    return None if parent is None else parent.operation


def _block_position(op: ir.Operation) -> tuple[int, int]:
    """(region, block) indices of ``op``'s block within its parent op."""
    for k, region in enumerate(_parent(op).regions):
        for j, block in enumerate(region.blocks):
            if block == op.block:
                return k, j
    return 0, 0


def _fillable(value: ir.Value) -> bool:
    """Whether the buffer's bytes are contiguous (it is filled byte by byte) and of known size."""
    t = ir.MemRefType(value.type)
    return t.affine_map == ir.AffineMap.get_identity(t.rank) and element_bytes(t.element_type) is not None


# --- filling ----------------------------------------------------------------------------


def _add_global(module: ir.Module, patterns_type: ir.MemRefType) -> None:
    with ir.InsertionPoint.at_block_begin(module.body):
        memref.GlobalOp(PATTERNS_GLOBAL, ir.TypeAttr.get(patterns_type), sym_visibility="private",
                        initial_value=ir.DenseElementsAttr.get_splat(
                            ir.RankedTensorType.get(patterns_type.shape, patterns_type.element_type),
                            ir.IntegerAttr.get(patterns_type.element_type, 0)))


def _take_patterns(module: ir.Module, wrapper: str, patterns_type: ir.MemRefType) -> None:
    """The wrapper's last argument: the patterns, copied into the global before anything runs."""
    op = next(o for o in module.body.operations
              if o.operation.name == "func.func" and o.attributes["sym_name"].value == wrapper)
    ftype = ir.FunctionType(op.attributes["function_type"].value)
    block = op.regions[0].blocks[0]
    argument = block.add_argument(patterns_type, ir.Location.unknown())
    op.attributes["function_type"] = ir.TypeAttr.get(
        ir.FunctionType.get([*ftype.inputs, patterns_type], list(ftype.results)))
    with ir.InsertionPoint.at_block_begin(block):
        memref.CopyOp(argument, memref.GetGlobalOp(patterns_type, PATTERNS_GLOBAL).result)


def _fill(value: ir.Value, before: ir.Operation, index: int, patterns_type: ir.MemRefType) -> None:
    """Set every byte of ``value`` (contiguous) to pattern byte ``index``, right before ``before``.

    A ``memset`` of its bytes, not a ``linalg.fill`` of its elements: a byte pattern is what a
    fresh buffer holds whatever its element type, and the call is a tenth of the code (a
    DenseNet's 1236 fills made a tenth of its compile time)."""
    t = ir.MemRefType(value.type)
    index_type, i64 = ir.IndexType.get(), ir.IntegerType.get_signless(64)
    with ir.InsertionPoint(before), before.location:
        table = memref.GetGlobalOp(patterns_type, PATTERNS_GLOBAL).result
        byte = memref.LoadOp(table, [arith.ConstantOp(index_type, index).result]).result
        size = arith.ConstantOp(index_type, element_bytes(t.element_type)).result
        for k, d in enumerate(t.shape):
            extent = memref.DimOp(value, arith.ConstantOp(index_type, k).result).result \
                if d == ir.ShapedType.get_dynamic_size() else arith.ConstantOp(index_type, d).result
            size = arith.MulIOp(size, extent).result
        address = arith.IndexCastOp(i64, memref.ExtractAlignedPointerAsIndexOp(value).result).result
        pointer = llvm.IntToPtrOp(ir.Type.parse("!llvm.ptr"), address).result
        llvm.MemsetOp(pointer, byte, arith.IndexCastOp(i64, size).result, ir.BoolAttr.get(False))


# --- naming the sites -------------------------------------------------------------------


def _site(index: int, value: ir.Value, accesses: list[ir.Operation], spans: dict) -> FillSite:
    made_by = value.owner if isinstance(value.owner, ir.Block) else value.owner.operation
    if isinstance(made_by, ir.Block):  # not reached: only allocs and views are fresh buffers
        raise AssertionError("a fresh buffer is an op's result")
    origin = naming.origin(made_by)
    arena = None
    if made_by.name == "memref.view":
        source = naming.value_input_name(made_by.operands[0]) or "the arena"
        shift = made_by.operands[1]
        at = ir.IntegerAttr(shift.owner.attributes["value"]).value \
            if isinstance(shift, ir.OpResult) and shift.owner.name == "arith.constant" else None
        arena = source + (f" at byte {at}" if at is not None else "")
    name = naming.value_input_name(value) or origin.input_name
    first = _earliest(accesses)
    access = FirstAccess(first.name, naming.where(first.location), _reads(first, value))
    overlaps = _live_overlap(made_by, _first_in_block(accesses, made_by.block), spans) if arena else None
    return FillSite(index, made_by.name, name, origin.where, str(value.type), access, arena, overlaps)


def _live_overlap(view: ir.Operation, start: ir.Operation, spans: dict) -> str | None:
    """Another view of ``view``'s arena, in its block, whose bytes meet its bytes and which is
    used both before and after ``start`` (where ``view`` starts to be used); None if none is
    (or the offsets are not constants). ``spans`` keeps what was learnt of each view."""
    mine = _span(view, spans)[0]
    if mine is None:
        return None
    for use in view.operands[0].uses:
        other = use.owner.operation
        if other == view or other.name != "memref.view" or other.block != view.block:
            continue
        theirs, lifted = _span(other, spans)
        if theirs is None or not (theirs[0] < mine[1] and mine[0] < theirs[1]):
            continue
        lifted = [op for op in lifted if op != start]
        if any(op.is_before_in_block(start) for op in lifted) and any(start.is_before_in_block(op) for op in lifted):
            name = naming.value_input_name(other.results[0]) or "a view"
            where = naming.where(other.location)
            return f"{name} ({where + ', ' if where else ''}at byte {theirs[0]})"
    return None


def _span(view: ir.Operation, spans: dict) -> tuple[tuple[int, int] | None, list[ir.Operation]]:
    """(the bytes of ``view``, the ops of its block that touch it), computed once."""
    if view not in spans:
        lifted = [_in(op, view.block) for op in accesses(view.results[0])]
        spans[view] = (_byte_range(view), [op for op in lifted if op is not None])
    return spans[view]


def _in(op: ir.Operation, block: ir.Block) -> ir.Operation | None:
    """``op`` or the op holding it that lies in ``block``; None if neither does."""
    while op is not None and op.name != "func.func" and op.block != block:
        op = _parent(op)
    return None if op is None or op.name == "func.func" else op


def _byte_range(view: ir.Operation) -> tuple[int, int] | None:
    shift = view.operands[1]
    t = ir.MemRefType(view.results[0].type)
    size = element_bytes(t.element_type)
    if not (isinstance(shift, ir.OpResult) and shift.owner.name == "arith.constant") or size is None \
            or not t.has_static_shape:
        return None
    start = ir.IntegerAttr(shift.owner.attributes["value"]).value
    return start, start + size * int(np.prod(t.shape, dtype=object))


def _reads(op: ir.Operation, value: ir.Value) -> bool:
    """Whether ``op`` may read ``value`` or a view of it."""
    positions = [i for i, v in enumerate(op.operands) if _views(v, value)]
    if not positions:
        return True
    if sem.is_structured(op):
        n_ins, _ = sem.structured_operands(op)
        block = op.regions[0].blocks[0]
        return any(i < n_ins or len(list(block.arguments[i].uses)) > 0 for i in positions)
    effects = sem.effects(op)
    return any(i in effects.reads or i not in effects.writes for i in positions)


def _views(v: ir.Value, value: ir.Value) -> bool:
    """Whether ``v`` is ``value`` or a view of it (through view ops)."""
    for _ in range(64):
        if v == value:
            return True
        if not isinstance(v, ir.OpResult) or sem.semantics(v.owner.operation).kind != sem.VIEW:
            return False
        v = v.owner.operation.operands[sem.semantics(v.owner.operation).view_source]
    return False
