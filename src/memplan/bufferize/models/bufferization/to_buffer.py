"""bufferization.to_buffer: the tensor's buffer, cast to the requested memref type if needed.
The memref is treated as a read of the tensor; writing through it is not tracked (as upstream,
such writes are the program's responsibility)."""

from __future__ import annotations

from memplan.bufferize.interface import ModelBase


class ToBufferModel(ModelBase):
    def bufferize(self, op, state):
        value = state.cast_or_copy(op.operands[0], op.results[0].type, op)
        op.results[0].replace_all_uses_with(value)
        return []
