"""arith.select on tensors.

With a scalar condition it selects one of two buffers (no copy): the result may alias either.
With a tensor of ``i1`` as condition it picks element by element, so the result is neither
operand's buffer: a new buffer written by a ``linalg.generic`` that selects each element (an
``arith.select`` on memrefs would be invalid IR; upstream refuses this form).
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import arith

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, BufferRelation
from memplan.bufferize.state import dynamic_dims, parallel_generic
from memplan.diagnostics import MemplanError
from memplan.mlir.light_dialects import linalg  # its op classes, without the Python DSL (0.1 s)


def _elementwise(op: ir.Operation) -> bool:
    """Is the condition a tensor (a memref once rewritten) of ``i1``: one choice per element?"""
    return not isinstance(op.operands[0].type, ir.IntegerType)


class SelectModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return index == 0 or _elementwise(op)

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index in (1, 2) and not _elementwise(op) else []

    def buffer_relation(self, op, index, result) -> BufferRelation:
        return BufferRelation.EITHER  # the result is one of the two buffers, not certainly either

    def allocation_placeable(self, op, result) -> bool:
        return _elementwise(op)  # a plain new buffer, made with state.allocate

    def buffer_type(self, value, state):
        op = value.owner.operation
        if _elementwise(op):
            return state.allocation_type(op, value)
        a, b = state.buffer_type(op.operands[1]), state.buffer_type(op.operands[2])
        if a == b:
            return a
        if str(a.memory_space) != str(b.memory_space):
            raise MemplanError("bufferize: arith.select between buffers of different memory spaces",
                               str(op.location))
        return bt.fully_dynamic_type(ir.RankedTensorType(value.type), a.memory_space)

    def bufferize(self, op, state):
        if _elementwise(op):
            return [self._per_element(op, state)]
        t = self.buffer_type(op.result, state)
        a = state.cast_or_copy(op.operands[1], t, op)
        b = state.cast_or_copy(op.operands[2], t, op)
        with ir.InsertionPoint(op), op.location:
            return [arith.SelectOp(op.operands[0], a, b).result]

    def _per_element(self, op, state) -> ir.Value:
        """A new buffer (sizes from the true value's buffer), each element selected by a generic."""
        t = self.buffer_type(op.result, state)
        dims = dynamic_dims(op.operands[1], op)
        sizes = [dims[d] for d, n in enumerate(t.shape) if n == bt.DYNAMIC]
        buf = state.allocate(op, op.result, t, op, sizes)
        generic = parallel_generic(list(op.operands), [buf], op)
        c, x, y, _ = generic.regions[0].blocks[0].arguments
        with ir.InsertionPoint(generic.regions[0].blocks[0]), op.location:
            linalg.YieldOp([arith.SelectOp(c, x, y).result])
        return buf
