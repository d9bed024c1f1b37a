"""scf.while: loop-carried tensors through fresh buffers, copied conservatively.

The ``before`` region's arguments live in buffers that get a copy of the inits
before the loop; ``scf.condition`` copies what it forwards into the buffers of
the ``after`` arguments and results; the ``after`` region's ``scf.yield`` copies
into the ``before`` buffers unless the value already lives there. Correct for
any program, at the price of copies (while loops are rare in exported models).

A tensor of dynamic shape may change size from one iteration to the next, so no buffer made
before the loop can hold it: ``scf.condition`` forwards, and ``scf.yield`` passes back, a new
buffer of the value's sizes holding a copy of it (a buffer per iteration, as upstream's
allocations in loops; merge-alloc leaves such buffers alone).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.tensors import is_tensor
from memplan.mlir.parsing import last_op


@dataclass
class WhileState:
    """scf.while id -> the buffers its ``after`` arguments and results live in, by position."""

    carried: dict[int, dict[int, ir.Value]] = field(default_factory=dict)


def _condition(op: ir.Operation) -> ir.Operation:
    return last_op(op.regions[0].blocks[0])


class WhileModel(BufferizationModel):
    def value_aliases(self, op, analysis):
        after = op.regions[1].blocks[0]
        return [ValueAlias(after.arguments[k], r, True) for k, r in enumerate(op.results) if is_tensor(r.type)]

    def writable_block_arg(self, arg) -> bool:
        return True  # every loop buffer is the model's own

    def _before_type(self, op, k, state) -> ir.MemRefType:
        return bt.alloc_type_like(state.buffer_type(op.operands[k]))

    def _after_type(self, op, k, state) -> ir.MemRefType:
        return bt.alloc_type_like(state.buffer_type(_condition(op).operands[k + 1]))

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
            if t.has_static_shape:
                carried[k] = state.alloc(t, op)
            after.arguments[k].set_type(t)
            op.results[k].set_type(t)
        state.extension(WhileState).carried[state.analysis.op_id(op)] = carried
        return None

    def bufferize_terminator(self, op, terminator, state) -> None:
        if terminator.name == "scf.condition":
            self._forward(op, terminator, state)
        else:
            self._yield_into_before(op, terminator, state)

    def _forward(self, loop, condition, state) -> None:
        """``scf.condition`` copies what it forwards into the ``after``/result buffers (into a new
        one of its sizes when dynamic)."""
        carried = state.extension(WhileState).carried[state.analysis.op_id(loop)]
        for k, result in enumerate(loop.results):
            if not isinstance(result.type, ir.MemRefType):
                continue
            value = condition.operands[k + 1]
            buf = carried.get(k)
            if buf is None:
                condition.operands[k + 1] = state.copy_to_new(value, result.type, condition)
            elif value != buf:
                state.copy(value, buf, condition)
                condition.operands[k + 1] = buf

    def _yield_into_before(self, loop, op, state) -> None:
        """The ``after`` region's scf.yield: copy into the ``before`` buffers (unless already there)."""
        before = loop.regions[0].blocks[0]
        for k, value in enumerate(list(op.operands)):
            if not isinstance(before.arguments[k].type, ir.MemRefType):
                continue
            target = loop.operands[k]  # the buffer made before the loop, passed back if static
            if not target.type.has_static_shape:
                op.operands[k] = state.copy_to_new(value, target.type, op)
            elif value != target:
                state.copy(value, target, op)
                op.operands[k] = target
