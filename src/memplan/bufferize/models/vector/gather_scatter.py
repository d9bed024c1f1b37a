"""vector.gather and vector.scatter on tensors.

``gather`` reads its base tensor (#0): on buffers it is the same op reading the buffer.
``scatter`` writes the lanes its mask enables into its base tensor (#0) and keeps the other
elements: destination-passing, in place when the analysis allows, else into a copy; it reads
the destination (the elements it does not write stay). On buffers it is the same op, no result.
"""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel, DestinationModel

BASE = 0


class GatherModel(BufferizationModel):
    def bufferize(self, op, state):
        return None  # its base is a buffer already (rewritten before it): the op reads that


class ScatterModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [BASE]
