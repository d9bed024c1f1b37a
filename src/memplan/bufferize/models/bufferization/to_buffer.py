"""bufferization.to_buffer: the tensor's buffer, cast to the requested memref type if needed.

The memref escapes the analysis, so later writes into that buffer are never in
place; writing *through* the memref is the program's responsibility (as upstream).
"""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class ToBufferModel(BufferizationModel):
    def analyze(self, op, analysis) -> None:
        """Whoever holds the memref may read it at any time: never write the buffer in place again."""
        analysis.mark_unwritable(op.operands[0])

    def bufferize(self, op, state):
        value = state.cast_or_copy(op.operands[0], op.results[0].type, op)
        op.results[0].replace_all_uses_with(value)
        return []
