"""A wrong plan made on purpose: one buffer's view moved onto the bytes of another buffer of the
same arena while that one is still live (written before, read after the moved one starts); in a
plan with one view only, a buffer left alone moved into the arena onto that view's bytes.

Used by the tests and by benchmarks/bench_check.py to show that `memplan check` catches it."""

from __future__ import annotations

import numpy as np
from mlir import ir
from mlir.dialects import arith, memref

from memplan.check.fills import accesses
from memplan.mlir.layout import element_bytes
from memplan.mlir.parsing import new_context, ops_named, parse_module


def plant_overlap(text: str) -> tuple[str, str]:
    """The planned program ``text`` with one view moved over a live one, and what was moved.
    Raises ValueError when no two views of one arena are live at once."""
    module = parse_module(text, new_context(True))
    with module.context, ir.Location.unknown():
        for moved, over, offset in _candidates(module):
            old = _constant(moved.operands[1])
            with ir.InsertionPoint(moved), moved.location:
                moved.operands[1] = arith.ConstantOp(ir.IndexType.get(), offset).result
            return str(module), f"the view at byte {old} moved to byte {offset}, over the live view at byte " \
                                f"{_constant(over.operands[1])}"
        for earlier, later in _dynamic_pairs(module):  # offsets computed at run time: take the other's
            later.operands[1] = earlier.operands[1]
            return str(module), "a view moved to the offset (computed at run time) of a live view before it"
        for alloc, view in _allocs_live_with_a_view(module):
            _into_the_arena(alloc, view)
            return str(module), f"a buffer left alone moved onto the live view at byte {_constant(view.operands[1])}"
    raise ValueError("no two buffers of the plan are live at once")


def _candidates(module: ir.Module):
    """(view to move, live view it goes over, new byte offset), first pairs first."""
    views = [op for op in ops_named(module, "memref.view")
             if _constant(op.operands[1]) is not None and ir.MemRefType(op.results[0].type).has_static_shape]
    order: dict[ir.Block, dict] = {}
    spans = {}
    for view in views:
        block = view.block
        if block not in order:
            order[block] = {op.operation: k for k, op in enumerate(block.operations)}
        lifted = [_in_block(op, block) for op in accesses(view.results[0])]
        lifted = [order[block][op] for op in lifted if op is not None]
        if lifted:
            spans[view] = (min(lifted), max(lifted))
    for a in views:
        for b in views:
            if a == b or a not in spans or b not in spans or a.operands[0] != b.operands[0] or a.block != b.block:
                continue
            (a_first, a_last), (b_first, _) = spans[a], spans[b]
            if not a_first < b_first < a_last:
                continue  # b must start while a is live, and a be read after that
            arena = ir.MemRefType(a.operands[0].type).shape[0]
            a_at, a_size, b_size = _constant(a.operands[1]), _bytes(a), _bytes(b)
            at = a_at if a_at + b_size <= arena else (arena - b_size) // 64 * 64
            if at >= 0 and at < a_at + a_size and a_at < at + b_size and at != _constant(b.operands[1]):
                yield b, a, at


def _dynamic_pairs(module: ir.Module):
    """(earlier view, later view) of one arena and block, live at once, one of them at an offset
    that is not a constant."""
    views = ops_named(module, "memref.view")
    pairs = []
    for a in views:
        for b in views:
            if a != b and a.block == b.block and a.operands[0] == b.operands[0] and a.is_before_in_block(b) \
                    and a.operands[1] != b.operands[1] \
                    and None in (_constant(a.operands[1]), _constant(b.operands[1])):
                sa, sb = _span(a, a.block), _span(b, b.block)
                if sa and sb and sa[0] < sb[0] < sa[1]:
                    pairs.append((a, b))
    # views of one type first: the moved one then fits where the other is, whatever the sizes
    pairs.sort(key=lambda p: p[0].results[0].type != p[1].results[0].type)
    yield from pairs


def _allocs_live_with_a_view(module: ir.Module):
    """(alloc left alone, view of an arena) of one block, live at once, the alloc of static shape."""
    allocs = [op for op in ops_named(module, "memref.alloc") if ir.MemRefType(op.results[0].type).has_static_shape
              and str(ir.MemRefType(op.results[0].type).element_type) != "i8"]
    views = [op for op in ops_named(module, "memref.view") if _constant(op.operands[1]) is not None]
    for view in views:
        arena = view.operands[0].owner.operation
        freed = any(use.owner.name == "memref.dealloc" for use in view.operands[0].uses)
        for alloc in allocs:
            if alloc.block != view.block or (freed and any(u.owner.name == "func.return" for u in alloc.results[0].uses)):
                continue
            a, v = _span(alloc, alloc.block), _span(view, view.block)
            if a and v and a[0] < v[1] and v[0] < a[1] and arena.block == view.block:
                yield alloc, view


def _span(op: ir.Operation, block: ir.Block) -> tuple[int, int] | None:
    order = {o.operation: k for k, o in enumerate(block.operations)}
    lifted = [_in_block(a, block) for a in accesses(op.results[0])]
    lifted = [order[a] for a in lifted if a is not None]
    return (min(lifted), max(lifted)) if lifted else None


def _into_the_arena(alloc: ir.Operation, view: ir.Operation) -> None:
    """Replace ``alloc`` by a view of ``view``'s arena at ``view``'s offset (the arena grown to
    hold it if it must be)."""
    arena = view.operands[0]
    t = ir.MemRefType(alloc.results[0].type)
    size = element_bytes(t.element_type) * int(np.prod(t.shape, dtype=object))
    at = _constant(view.operands[1])
    if at + size > ir.MemRefType(arena.type).shape[0]:
        arena.set_type(ir.MemRefType.get([at + size], ir.IntegerType.get_signless(8)))
    with ir.InsertionPoint(alloc), alloc.location:
        moved = memref.ViewOp(t, arena, arith.ConstantOp(ir.IndexType.get(), at).result, []).result
    for use in list(alloc.results[0].uses):
        if use.owner.name == "memref.dealloc":
            use.owner.operation.erase()
    alloc.results[0].replace_all_uses_with(moved)
    alloc.erase()


def _in_block(op: ir.Operation, block: ir.Block) -> ir.Operation | None:
    while op is not None and op.name != "func.func" and op.block != block:
        op = op.parent.operation if op.parent is not None else None
    return None if op is None or op.name == "func.func" else op


def _constant(value: ir.Value) -> int | None:
    if isinstance(value, ir.OpResult) and value.owner.name == "arith.constant":
        return ir.IntegerAttr(value.owner.attributes["value"]).value
    return None


def _bytes(view: ir.Operation) -> int:
    t = ir.MemRefType(view.results[0].type)
    return element_bytes(t.element_type) * int(np.prod(t.shape, dtype=object))
