"""vector.scatter on a tensor: writes the lanes its mask enables into its base tensor (#0) and
keeps the other elements. Destination-passing, in place when the analysis allows, else into a
copy (it reads the destination: the elements it does not write stay). On buffers it is the same
op, with no result. (vector.gather reads its base as transfer_read does: transfer.py.)
"""

from __future__ import annotations

from memplan.bufferize.interface import DestinationModel

BASE = 0


class ScatterModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [BASE]
