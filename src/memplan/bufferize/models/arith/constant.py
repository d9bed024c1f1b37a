"""arith.constant on tensors: a private constant memref.global and a memref.get_global.

The buffer is read-only: writing into it would change the constant for every
later use, so the analysis treats it as not writable (writers copy it first).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import memref

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel


class ConstantModel(BufferizationModel):
    def writable_result(self, op, result) -> bool:
        return False

    def buffer_type(self, value, state):
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        t = bt.identity_type(op.result.type)
        name = state.global_for(op.attributes["value"], t)
        with ir.InsertionPoint(op), op.location:
            return [memref.GetGlobalOp(t, name).result]
