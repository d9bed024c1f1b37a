"""scf.while: loop-carried tensors through fresh buffers, copied conservatively.

The ``before`` region's arguments live in buffers that get a copy of the inits
before the loop; ``scf.condition`` copies what it forwards into the buffers of
the ``after`` arguments and results; the ``after`` region's ``scf.yield`` copies
into the ``before`` buffers unless the value already lives there. Correct for
any program, at the price of copies (while loops are rare in exported models).
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import ModelBase
from memplan.diagnostics import MemplanError


def _condition(op: ir.Operation) -> ir.Operation:
    return list(op.regions[0].blocks[0].operations)[-1].operation


class WhileModel(ModelBase):
    def static_aliases(self, op, analysis=None):
        after = op.regions[1].blocks[0]
        return [(after.arguments[k], r, True) for k, r in enumerate(op.results) if is_tensor(r.type)]

    def _before_type(self, op, k, state) -> ir.MemRefType:
        return bt.alloc_type_like(state.buffer_type(op.operands[k]))

    def _after_type(self, op, k, state) -> ir.MemRefType:
        cond = _condition(op)
        return bt.alloc_type_like(state.buffer_type(cond.operands[k + 1]))

    def buffer_type(self, value, state):
        return self._after_type(value.owner.operation, value.result_number, state)

    def block_arg_type(self, arg, state):
        op = arg.owner.owner.operation
        if arg.owner == op.regions[0].blocks[0]:
            return self._before_type(op, arg.arg_number, state)
        return self._after_type(op, arg.arg_number, state)

    def bufferize(self, op, state):
        before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
        before_types = {k: self._before_type(op, k, state) for k, a in enumerate(before.arguments)
                        if is_tensor(a.type)}
        after_types = {k: self._after_type(op, k, state) for k, r in enumerate(op.results) if is_tensor(r.type)}
        for k, t in before_types.items():
            buf = state.alloc_like(op.operands[k], t, op)
            if not state.analysis.undefined(op.operands[k]):
                state.copy(op.operands[k], buf, op)
            op.operands[k] = buf
            before.arguments[k].set_type(t)
        carried = {}
        for k, t in after_types.items():
            if not t.has_static_shape:
                raise MemplanError("bufferize: scf.while carrying dynamically shaped tensors out of its "
                                   "condition is not supported", str(op.location))
            carried[k] = state.alloc(t, op)
            after.arguments[k].set_type(t)
            op.results[k].set_type(t)
        state.while_buffers[state.analysis.op_id(op)] = carried
        return None

    def yield_into_before(self, loop, op, state) -> None:
        """The ``after`` region's scf.yield: copy into the ``before`` buffers (unless already there)."""
        before = loop.regions[0].blocks[0]
        for k, value in enumerate(list(op.operands)):
            if not isinstance(before.arguments[k].type, ir.MemRefType):
                continue
            target = loop.operands[k]  # the buffer made before the loop, always passed back
            if value != target:
                state.copy(value, target, op)
                op.operands[k] = target


class ConditionModel(ModelBase):
    """scf.condition: forwards into the loop's ``after``/result buffers (copies)."""

    def bufferize(self, op, state):
        loop = op.parent.operation
        carried = state.while_buffers[state.analysis.op_id(loop)]
        for k, buf in carried.items():
            value = op.operands[k + 1]
            if value != buf:
                state.copy(value, buf, op)
                op.operands[k + 1] = buf
        return None
