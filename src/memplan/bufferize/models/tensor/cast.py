"""tensor.cast: a ``memref.cast`` view (same buffer)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel


class CastModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return False

    def aliasing_results(self, op, index) -> list[int]:
        return [0]

    def buffer_type(self, value, state):
        source = state.buffer_type(value.owner.operation.operands[0])
        target = ir.RankedTensorType(value.type)
        if bt.is_identity(source):
            return bt.identity_type(target, source.memory_space)
        return bt.fully_dynamic_type(target, source.memory_space)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        with ir.InsertionPoint(op), op.location:
            return [memref.CastOp(t, op.operands[0]).result]
