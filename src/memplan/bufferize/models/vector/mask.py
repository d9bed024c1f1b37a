"""vector.mask: its region holds one maskable op (a transfer on tensors) and yields its results.

The region runs once, right where the op is: not a loop, and each tensor result is the very
buffer the region yields (equivalent to it). On buffers the mask keeps only its vector results;
the masked op writes its destination's buffer, which becomes the mask's result. A region may hold
nothing but that op, so when the op writes out of place its new buffer (and the copy of the
destination's contents) is made before the mask, not inside it: upstream refuses such a mask
("body must bufferize in-place"), memplan bufferizes it.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import ID_ATTR
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.state import move_body
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import last_op


def _yield(op: ir.Operation) -> ir.Operation:
    return last_op(op.regions[0].blocks[0])


class MaskModel(BufferizationModel):
    def loop_like(self, op) -> bool:
        return False

    def value_aliases(self, op, analysis):
        terminator = _yield(op)
        return [ValueAlias(r, terminator.operands[k], True) for k, r in enumerate(op.results) if is_tensor(r.type)]

    def buffer_type(self, value, state):
        return state.buffer_type(_yield(value.owner.operation).operands[value.result_number])

    def bufferize(self, op, state):
        attributes = {name: op.attributes[name] for name in op.attributes if name != ID_ATTR}
        kept = [r for r in op.results if not is_tensor(r.type)]
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create(op.name, results=[r.type for r in kept], operands=list(op.operands),
                                      attributes=attributes, regions=1)
        buffers = [self._buffer(op, k, new, state) for k, r in enumerate(op.results) if is_tensor(r.type)]
        move_body(op, new)
        for old, fresh in zip(kept, new.results):
            old.replace_all_uses_with(fresh)
        state.visit_later(new)
        return buffers

    def _buffer(self, op, k: int, before: ir.Operation, state) -> ir.Value:
        """The buffer of result ``k``: the destination of the masked op whose result the region
        yields there (made before the mask), or the yielded value's own buffer."""
        value = _yield(op).operands[k]
        if isinstance(value, ir.BlockArgument) or value.owner.operation.parent != op:
            return value  # defined outside the region: a buffer already
        inner = value.owner.operation
        model = state.model_of(inner)
        for index in range(len(inner.operands)):
            if model.writes(inner, index) and value.result_number in model.aliasing_results(inner, index):
                return state.destination(inner, index, before)
        raise MemplanError(f"bufferize: vector.mask yields result #{value.result_number} of {inner.name}, "
                           "which writes no tensor operand into it", str(op.location))


class MaskYieldModel(BufferizationModel):
    """vector.yield in a mask: on buffers it yields only what is not a buffer (the mask's vectors)."""

    def bufferize(self, op, state):
        with ir.InsertionPoint(op), op.location:
            ir.Operation.create(op.name, operands=[v for v in op.operands if not isinstance(v.type, ir.MemRefType)])
        return []
