"""bufferization.to_tensor: the tensor is the given buffer. It may be written in place only when
the op is marked ``writable`` (the analysis cannot see other users of the memref)."""

from __future__ import annotations

from memplan.bufferize.interface import BufferizationModel


class ToTensorModel(BufferizationModel):
    def writable_result(self, op, result) -> bool:
        return "writable" in op.attributes

    def buffer_type(self, value, state):
        return value.owner.operation.operands[0].type

    def bufferize(self, op, state):
        return [op.operands[0]]
