"""tensor.splat: a fresh buffer filled with the scalar (``linalg.fill``); the dynamic sizes,
when the type has any, are the op's operands after the scalar."""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class SplatModel(BufferizationModel):
    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        buf = state.allocate(op, op.result, t, op, list(op.operands)[1:])
        state.fill(op.operands[0], buf, op)
        return [buf]
