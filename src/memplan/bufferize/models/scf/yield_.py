"""scf.yield: hand buffers to the parent's results / next iteration with the parent's types.

In an ``scf.for``, a yielded value that does not live in the iteration's buffer
(the analysis knows) is copied into it; in an ``scf.if``, values are cast to the
result type both branches agree on.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import castable


class YieldModel(ModelBase):
    def bufferize(self, op, state):
        parent = op.parent.operation
        if parent.name == "scf.for":
            self._into_iteration_buffers(op, parent, state)
            return None
        if parent.name == "scf.while":
            state.model_of(parent).yield_into_before(parent, op, state)
            return None
        types = [r.type for r in parent.results]  # scf.if: the types both branches agree on
        for k, value in enumerate(list(op.operands)):
            if value.type != types[k]:
                op.operands[k] = state.cast_or_copy(value, types[k], op)
        return None

    def _into_iteration_buffers(self, op, loop, state) -> None:
        body = loop.regions[0].blocks[0]
        op_id = state.analysis.op_id(op)
        copies = state.analysis.yield_copies.get(op_id, [])
        pending = []  # (source, iteration buffer)
        for k, value in enumerate(list(op.operands)):
            target = body.arguments[k + 1]
            if not isinstance(target.type, ir.MemRefType) or value == target:
                continue
            must_copy = k < len(copies) and copies[k]
            if not must_copy and value.type != target.type and castable(value.type, target.type):
                op.operands[k] = state.cast_or_copy(value, target.type, op)
            elif must_copy or value.type != target.type:
                pending.append((value, target))
                op.operands[k] = target
        if op_id in state.analysis.staged_yields:  # parallel-copy semantics: read all, then write
            staged = []
            for value, target in pending:
                temp = state.alloc_like(value, bt.alloc_type_like(target.type), op)
                state.copy(value, temp, op)
                staged.append((temp, target))
            pending = staged
        for value, target in pending:
            state.copy(value, target, op)
