"""bufferization.materialize_in_destination: copy the source into the destination's buffer.

With a tensor destination the result lives in the destination (a destination operand that must
be written in place: the op promises the result is in that buffer, so a destination that is
read-only or read again later is an error at the op, never a copy into a new buffer, as
upstream refuses it); with a memref destination (``restrict writable``) the copy goes there.
The copy reads each source element where it writes it, so a source that is the destination's
whole buffer (computed in place into it) is no conflict, and no copy.
"""

from __future__ import annotations

from memplan.bufferize.interface import DestinationModel


class MaterializeInDestinationModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [1]

    def reads(self, op, index) -> bool:
        return index == 0

    def must_write_in_place(self, op, index) -> bool:
        return index == 1

    def elementwise_pair(self, op, read_index, write_index) -> bool:
        return (read_index, write_index) == (0, 1)

    def bufferize(self, op, state):
        if not len(op.results):
            state.copy(op.operands[0], op.operands[1], op)
            return []
        dest = state.destination(op, 1)
        if op.operands[0] != dest:
            state.copy(op.operands[0], dest, op)
        return [dest]
