"""Bufferization models of the accel ops: destination-passing, so ``DestinationModel`` does it all.

The defaults make each op write into its last operand's buffer when the analysis allows (else a
new buffer, from the allocation hook) and rebuild the op on buffers with no results. A model
says only what differs: which operands the op reads.
"""

from memplan.bufferize import DestinationModel


class MatmulModel(DestinationModel):
    """``accel.matmul(a, b, c)`` accumulates into ``c``: it reads all three (the default)."""


class ReluModel(DestinationModel):
    """``accel.relu(x, y)`` overwrites ``y`` without reading it: an out-of-place ``y`` needs no copy."""

    def reads(self, op, index):
        return index == 0
