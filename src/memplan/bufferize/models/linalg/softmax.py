"""linalg.softmax: destination-passing, not a structured op (no indexing maps). It reads its
input and writes every element of its output without reading it, so an output given a new
buffer needs no copy of the old contents. On buffers it is the same op (as upstream's), which a
later pipeline decomposes; LLVM has no lowering for it, so ``memplan check`` cannot run it.
"""

from __future__ import annotations

from memplan.bufferize.interface import DestinationModel


class SoftmaxModel(DestinationModel):
    def reads(self, op, index) -> bool:
        return index not in self.inits(op)
