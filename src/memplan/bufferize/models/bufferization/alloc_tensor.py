"""bufferization.alloc_tensor: a fresh allocation, in the requested memory space, optionally
initialized by copying its ``copy`` operand. Replace this model (with tensor.empty's) to choose
where and how buffers are allocated."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase


def segments(op) -> tuple[int, int, int]:
    """(dynamic sizes, copy operands, size hints)."""
    sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    return sizes[0], sizes[1], sizes[2]


class AllocTensorModel(ModelBase):
    def reads(self, op, index) -> bool:
        n_dyn, n_copy, _ = segments(op)
        return n_dyn <= index < n_dyn + n_copy

    def undefined_result(self, op, result) -> bool:
        return segments(op)[1] == 0

    def buffer_type(self, value, state):
        op = value.owner.operation
        space = op.attributes["memory_space"] if "memory_space" in op.attributes else None
        return bt.identity_type(value.type, space)

    def bufferize(self, op, state):
        n_dyn, n_copy, _ = segments(op)
        buf = state.alloc(self.buffer_type(op.result, state), op, list(op.operands)[:n_dyn])
        if n_copy:
            state.copy(op.operands[n_dyn], buf, op)
        return [buf]
