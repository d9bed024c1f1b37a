"""bufferization.alloc_tensor: a fresh allocation, in the requested memory space, optionally
initialized by copying its ``copy`` operand. Its type is the allocation hook's (see
memplan.bufferize.hooks) for the identity layout in that memory space."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel


def segments(op) -> tuple[int, int, int]:
    """(dynamic sizes, copy operands, size hints)."""
    sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    return sizes[0], sizes[1], sizes[2]


class AllocTensorModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        n_dyn, n_copy, _ = segments(op)
        return n_dyn <= index < n_dyn + n_copy

    def undefined_result(self, op, result) -> bool:
        return segments(op)[1] == 0

    def _default(self, op) -> ir.MemRefType:
        space = op.attributes["memory_space"] if "memory_space" in op.attributes else None
        return bt.identity_type(op.results[0].type, space)

    def buffer_type(self, value, state):
        op = value.owner.operation
        return state.allocation_type(op, value, self._default(op))

    def bufferize(self, op, state):
        n_dyn, n_copy, _ = segments(op)
        buf = state.allocate(op, op.result, self.buffer_type(op.result, state), op, list(op.operands)[:n_dyn],
                             self._default(op))
        if n_copy:
            state.copy(op.operands[n_dyn], buf, op)
        return [buf]
