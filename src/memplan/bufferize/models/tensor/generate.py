"""tensor.generate: a fresh buffer filled by a ``linalg.generic`` running the body per element
(block arguments become ``linalg.index`` values, ``tensor.yield`` becomes ``linalg.yield``)."""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.state import fill_by_body


class GenerateModel(BufferizationModel):
    def loop_like(self, op) -> bool:
        return False

    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        buf = state.allocate(op, op.result, t, op, list(op.operands))
        fill_by_body(op, buf, state)
        return [buf]

