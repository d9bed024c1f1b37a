"""bufferization.materialize_in_destination: copy the source into the destination's buffer.

With a tensor destination the result lives in the destination (a destination
operand); with a memref destination (``restrict writable``) the copy goes there.
"""

from __future__ import annotations

from memplan.bufferize.interface import DestinationModel


class MaterializeInDestinationModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [1]

    def reads(self, op, index) -> bool:
        return index == 0

    def bufferize(self, op, state):
        if not len(op.results):
            state.copy(op.operands[0], op.operands[1], op)
            return []
        dest = state.destination(op, 1)
        if op.operands[0] != dest:
            state.copy(op.operands[0], dest, op)
        return [dest]
