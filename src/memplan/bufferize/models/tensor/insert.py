"""tensor.insert: a ``memref.store`` into the destination's buffer (a destination operand)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize.interface import DestinationModel


class InsertModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [1]

    def bufferize(self, op, state):
        dest = state.destination(op, 1)
        with ir.InsertionPoint(op), op.location:
            memref.StoreOp(op.operands[0], dest, list(op.operands)[2:])
        return [dest]
