"""arith.select on tensors: selects one of two buffers (no copy); the result may alias either."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, BufferRelation
from memplan.diagnostics import MemplanError


class SelectModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return index == 0

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index in (1, 2) else []

    def buffer_relation(self, op, index, result) -> BufferRelation:
        return BufferRelation.EITHER  # the result is one of the two buffers, not certainly either

    def buffer_type(self, value, state):
        op = value.owner.operation
        a, b = state.buffer_type(op.operands[1]), state.buffer_type(op.operands[2])
        if a == b:
            return a
        if str(a.memory_space) != str(b.memory_space):
            raise MemplanError("bufferize: arith.select between buffers of different memory spaces",
                               str(op.location))
        return bt.fully_dynamic_type(ir.RankedTensorType(value.type), a.memory_space)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        a = state.cast_or_copy(op.operands[1], t, op)
        b = state.cast_or_copy(op.operands[2], t, op)
        with ir.InsertionPoint(op), op.location:
            return [arith.SelectOp(op.operands[0], a, b).result]
