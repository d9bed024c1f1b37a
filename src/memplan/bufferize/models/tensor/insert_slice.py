"""tensor.insert_slice: copy the source into a subview of the destination's buffer.

The destination is written (and its other elements are kept, so an
out-of-place destination is copied first).
"""

from __future__ import annotations


from memplan.bufferize.interface import DestinationModel
from memplan.bufferize.state import same_subview, slice_params, subview


class InsertSliceModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [1]

    def bufferize(self, op, state):
        dest = state.destination(op, 1)
        offsets, sizes, strides = slice_params(op, 2)
        if same_subview(op.operands[0], dest, offsets, sizes, strides):
            return [dest]  # the source was computed in place, in the slice itself
        target = subview(dest, offsets, sizes, strides, list(op.operands[0].type.shape), op)
        state.copy(op.operands[0], target, op)
        state.analysis.remark(op, "copies its source into its slice of the destination: the source was "
                                  "computed in a buffer of its own")
        return [dest]
