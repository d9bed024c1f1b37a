"""tensor.pad: a fresh buffer, filled with the padding value, the source copied inside.

Only padding values that do not depend on the position (the body yields a value
defined outside it) are supported; others are reported as errors.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import mixed, subview
from memplan.diagnostics import MemplanError


def pad_value(op: ir.Operation) -> ir.Value:
    body = op.regions[0].blocks[0]
    terminator = list(body.operations)[-1]
    value = terminator.operands[0]
    inside = isinstance(value, ir.BlockArgument) and value.owner == body or (
        not isinstance(value, ir.BlockArgument) and value.owner.operation.parent == op)
    if inside or len(list(body.operations)) != 1:
        raise MemplanError("bufferize: tensor.pad whose padding value depends on the position is not supported",
                           str(op.location))
    return value


class PadModel(ModelBase):
    def reads(self, op, index) -> bool:
        return index == 0

    def buffer_type(self, value, state):
        source = state.buffer_type(value.owner.operation.operands[0])
        return bt.identity_type(value.type, source.memory_space)

    def bufferize(self, op, state):
        source = op.operands[0]
        t = self.buffer_type(op.result, state)
        result_shape = list(t.shape)
        if not t.has_static_shape:
            raise MemplanError("bufferize: tensor.pad with a dynamic result shape is not supported",
                               str(op.location))
        fill = pad_value(op)
        buf = state.alloc(t, op)
        with ir.InsertionPoint(op), op.location:
            linalg.fill(fill, outs=[buf])
        low = mixed(op, "low", 1)
        src_shape = list(source.type.shape)
        interior = subview(buf, low, src_shape, [1] * len(src_shape), src_shape, op)
        state.copy(source, interior, op)
        del result_shape
        return [buf]
