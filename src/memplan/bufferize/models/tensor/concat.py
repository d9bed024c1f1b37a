"""tensor.concat: a fresh buffer; each input is copied into its slice along the dimension.

With dynamic shapes the buffer's size along the dimension is the sum of the inputs' (as
index arithmetic), and every other dynamic size is the first input's.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import dynamic_dims, subview


class ConcatModel(ModelBase):
    def buffer_type(self, value, state):
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        dim = ir.IntegerAttr(op.attributes["dim"]).value
        inputs = [(value, dynamic_dims(value, op)) for value in op.operands]
        sizes = []
        for d, n in enumerate(t.shape):
            if n == bt.DYNAMIC:
                sizes.append(self._sum([s[d] for _, s in inputs], op) if d == dim else
                             self._value(inputs[0][1][d], op))
        buf = state.alloc(t, op, sizes)
        offset: int | ir.Value = 0
        for value, dims in inputs:
            shape = list(value.type.shape)
            offsets = [offset if d == dim else 0 for d in range(len(shape))]
            target = subview(buf, offsets, dims, [1] * len(shape), shape, op)
            state.copy(value, target, op)
            offset = self._add(offset, dims[dim], op)
        return [buf]

    def _add(self, a: int | ir.Value, b: int | ir.Value, op) -> int | ir.Value:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        with ir.InsertionPoint(op), op.location:
            return arith.AddIOp(self._value(a, op), self._value(b, op)).result

    def _sum(self, parts, op) -> ir.Value:
        total: int | ir.Value = 0
        for p in parts:
            total = self._add(total, p, op)
        return self._value(total, op)

    def _value(self, v: int | ir.Value, op) -> ir.Value:
        if not isinstance(v, int):
            return v
        with ir.InsertionPoint(op), op.location:
            return arith.ConstantOp(ir.IndexType.get(), v).result
