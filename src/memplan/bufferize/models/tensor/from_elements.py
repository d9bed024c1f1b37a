"""tensor.from_elements: a fresh buffer and one ``memref.store`` per element (row-major)."""

from __future__ import annotations

import itertools

from mlir import ir
from mlir.dialects import arith, memref

from memplan.bufferize.interface import BufferizationModel


class FromElementsModel(BufferizationModel):
    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        buf = state.allocate(op, op.result, t)
        shape = list(t.shape)
        with ir.InsertionPoint(op), op.location:
            index = {}
            for position, element in zip(itertools.product(*[range(n) for n in shape]), op.operands):
                for i in position:
                    if i not in index:
                        index[i] = arith.ConstantOp(ir.IndexType.get(), i).result
                memref.StoreOp(element, buf, [index[i] for i in position])
        return [buf]
