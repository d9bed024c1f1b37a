"""bufferization.dealloc_tensor: dropped. Buffer lifetimes are merge-alloc's job: it frees
arenas at the end of their scope, and buffers it leaves alone are the program's as upstream."""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class DeallocTensorModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return False

    def bufferize(self, op, state):
        return []
