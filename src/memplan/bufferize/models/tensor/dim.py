"""tensor.dim: ``memref.dim`` (not a read of the contents)."""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize.interface import BufferizationModel


class DimModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return False

    def bufferize(self, op, state):
        with ir.InsertionPoint(op), op.location:
            dim = memref.DimOp(op.operands[0], op.operands[1])
        op.results[0].replace_all_uses_with(dim.result)
        return []
