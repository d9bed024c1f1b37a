"""tensor.generate: a fresh buffer filled by a ``linalg.generic`` running the body per element
(block arguments become ``linalg.index`` values, ``tensor.yield`` becomes ``linalg.yield``)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.state import parallel_generic


class GenerateModel(BufferizationModel):
    def loop_like(self, op) -> bool:
        return False

    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        buf = state.allocate(op, op.result, t, op, list(op.operands))
        fill_by_body(op, buf, state)
        return [buf]


def fill_by_body(op: ir.Operation, buf: ir.Value, state) -> None:
    """Write every element of ``buf`` with what ``op``'s body (one block taking an index per
    dimension, ending in ``tensor.yield``) yields there: the body moves into a ``linalg.generic``."""
    generic = parallel_generic([], [buf], op)
    block = generic.regions[0].blocks[0]
    old = op.regions[0].blocks[0]
    with ir.InsertionPoint(block), op.location:
        indices = [linalg.IndexOp(ir.IntegerAttr.get(ir.IntegerType.get_signless(64), d)).result
                   for d in range(ir.ShapedType(buf.type).rank)]
    for arg, index in zip(old.arguments, indices):
        arg.replace_all_uses_with(index)
    for inner in list(old.operations):
        inner.operation.detach_from_parent()
        ir.InsertionPoint(block).insert(inner.operation)
    terminator = list(block.operations)[-1].operation
    with ir.InsertionPoint(terminator), op.location:
        linalg.YieldOp(list(terminator.operands))
    terminator.erase()
    state.visit_later(generic)
