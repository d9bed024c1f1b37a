"""tensor.extract: a ``memref.load`` from the buffer (read only)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize.interface import BufferizationModel


class ExtractModel(BufferizationModel):
    def bufferize(self, op, state):
        with ir.InsertionPoint(op), op.location:
            load = memref.LoadOp(op.operands[0], list(op.operands)[1:])
        op.results[0].replace_all_uses_with(load.result)
        return []
