"""tensor.extract_slice: a ``memref.subview`` of the source buffer (no copy, no write)."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import mixed, static_or_dynamic, subview


def slice_params(op, first: int):
    """(offsets, sizes, strides) of a slice op whose dynamic operands start at ``first``."""
    sizes_attr = ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"])
    counts = list(sizes_attr)
    n_off, n_size = counts[-3], counts[-2]
    return (mixed(op, "offsets", first), mixed(op, "sizes", first + n_off),
            mixed(op, "strides", first + n_off + n_size))


class ExtractSliceModel(ModelBase):
    def reads(self, op, index) -> bool:
        return False

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index == 0 else []

    def full_view(self, op, index) -> bool:
        return False

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
