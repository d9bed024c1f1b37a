"""A wrong plan made on purpose: one buffer's view moved onto the bytes of another buffer of the
same arena while that one is still live (written before, read after the moved one starts).

Used by the tests and by benchmarks/bench_check.py to show that `memplan check` catches it."""

from __future__ import annotations

import numpy as np
from mlir import ir
from mlir.dialects import arith

from memplan.mlir.fills import accesses
from memplan.mlir.layout import element_bytes
from memplan.mlir.parsing import new_context, parse_module


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
    raise ValueError("no two views of one arena are live at once")


def _candidates(module: ir.Module):
    """(view to move, live view it goes over, new byte offset), first pairs first."""
    views: list[ir.Operation] = []

    def visit(op: ir.Operation) -> ir.WalkResult:
        if op.name == "memref.view" and _constant(op.operands[1]) is not None \
                and ir.MemRefType(op.results[0].type).has_static_shape:
            views.append(op)
        return ir.WalkResult.ADVANCE

    module.operation.walk(visit)
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
