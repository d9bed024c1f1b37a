"""tensor.extract_slice: a ``memref.subview`` of the source buffer (no copy, no write)."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, BufferRelation
from memplan.bufferize.state import slice_params, static_or_dynamic, subview


class ExtractSliceModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return False

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index == 0 else []

    def buffer_relation(self, op, index, result) -> BufferRelation:
        return BufferRelation.PART

    def buffer_type(self, value, state):
        op = value.owner.operation
        offsets, sizes, strides = slice_params(op, 1)
        return bt.subview_type(state.buffer_type(op.operands[0]), static_or_dynamic(offsets),
                               static_or_dynamic(sizes), static_or_dynamic(strides),
                               list(ir.RankedTensorType(value.type).shape))

    def bufferize(self, op, state):
        offsets, sizes, strides = slice_params(op, 1)
        return [subview(op.operands[0], offsets, sizes, strides,
                        list(ir.RankedTensorType(op.result.type).shape), op)]
