"""tensor.cast: a ``memref.cast`` view (same buffer).

Ranked to ranked keeps the source's layout when it is the identity, else takes the fully dynamic
one. To an unranked tensor it is an unranked memref in the source's memory space. From an
unranked tensor the buffer's layout is known only at run time, so the ranked view takes the fully
dynamic layout (``strided<[?, ...], offset: ?>``), which any strided buffer of that rank has.
"""

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
        if not isinstance(value.type, ir.RankedTensorType):
            return bt.unranked_type(value.type, source.memory_space)
        target = ir.RankedTensorType(value.type)
        if isinstance(source, ir.MemRefType) and bt.is_identity(source):
            return bt.identity_type(target, source.memory_space)
        return bt.fully_dynamic_type(target, source.memory_space)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        if op.operands[0].type == t:
            return [op.operands[0]]  # the same type (unranked to unranked): no cast, which would be invalid
        with ir.InsertionPoint(op), op.location:
            return [memref.CastOp(t, op.operands[0]).result]
