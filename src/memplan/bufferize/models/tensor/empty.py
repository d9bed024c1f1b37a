"""tensor.empty: a fresh allocation with undefined contents.

Replace this model (and ``bufferization.alloc_tensor``'s) to choose where and
how buffers are allocated; the rest of bufferization follows its
``buffer_type``. (When the analysis has given this buffer to a ``tensor.pad``
as its interior, the allocation is the padded buffer and the result a subview of
it; see models/tensor/pad.py. Replaced models never get that treatment.)
"""

from __future__ import annotations


from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase


class EmptyModel(ModelBase):
    def undefined_result(self, op, result) -> bool:
        return True

    def _pad(self, op, state):
        op_id = state.analysis.op_id(op)
        return None if op_id is None else state.analysis.pad_interiors.get((op_id, 0))

    def buffer_type(self, value, state):
        pad = self._pad(value.owner.operation, state)
        if pad is not None:
            from memplan.bufferize.models.tensor.pad import interior_type
            return interior_type(pad)
        return bt.identity_type(value.type)

    def bufferize(self, op, state):
        pad = self._pad(op, state)
        if pad is None:
            return [state.alloc(self.buffer_type(op.result, state), op, list(op.operands))]
        return [state.pad_interior(pad, op)]
