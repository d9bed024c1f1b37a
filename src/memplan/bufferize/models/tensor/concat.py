"""tensor.concat: a fresh buffer; each input is copied into its slice along the dimension."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import subview
from memplan.diagnostics import MemplanError


class ConcatModel(ModelBase):
    def buffer_type(self, value, state):
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        if not t.has_static_shape or any(not v.type.has_static_shape for v in op.operands):
            raise MemplanError("bufferize: tensor.concat with dynamic shapes is not supported", str(op.location))
        dim = ir.IntegerAttr(op.attributes["dim"]).value
        buf = state.alloc(t, op)
        offset = 0
        for value in op.operands:
            shape = list(value.type.shape)
            offsets = [offset if d == dim else 0 for d in range(len(shape))]
            target = subview(buf, offsets, shape, [1] * len(shape), shape, op)
            state.copy(value, target, op)
            offset += shape[dim]
        return [buf]
