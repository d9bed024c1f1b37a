"""tensor.empty: a fresh allocation with undefined contents.

Replace this model (and ``bufferization.alloc_tensor``'s) to choose where and
how buffers are allocated; the rest of bufferization follows its
``buffer_type``.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase


class EmptyModel(ModelBase):
    def undefined_result(self, op, result) -> bool:
        return True

    def buffer_type(self, value, state):
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        return [state.alloc(t, op, list(op.operands))]
