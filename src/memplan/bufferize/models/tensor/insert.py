"""tensor.insert: a ``memref.store`` into the destination's buffer (a destination operand)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize.interface import ModelBase


class InsertModel(ModelBase):
    def writes(self, op, index) -> bool:
        return index == 1

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index == 1 else []

    def buffer_type(self, value, state):
        return state.destination_type(value.owner.operation, 1)

    def bufferize(self, op, state):
        dest = state.destination(op, 1)
        with ir.InsertionPoint(op), op.location:
            memref.StoreOp(op.operands[0], dest, list(op.operands)[2:])
        return [dest]
