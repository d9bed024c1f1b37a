"""tensor.empty: a new allocation with undefined contents.

Its buffer type is the allocation hook's (identity layout by default): choose where and how
buffers are allocated with that hook, or replace this model. The allocation is a plain one
that another model may claim and place inside a buffer of its own (``tensor.pad`` puts its
source in the interior of the padded buffer); a subclass predicting another type keeps its
own allocation.
"""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class EmptyModel(BufferizationModel):
    def undefined_result(self, op, result) -> bool:
        return True

    def allocation_placeable(self, op, result) -> bool:
        return True

    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        return [state.allocate(op, op.result, self.buffer_type(op.result, state), op, list(op.operands))]
