"""scf.for: loop-carried tensors become loop-carried buffers.

Each init is a destination: the loop writes into it in place when the analysis
allows (the init is dead after the loop and writable), else into a copy made
before the loop. The iteration argument and the result share that buffer; the
body's ``scf.yield`` copies into it only when the yielded value lives elsewhere.
The op keeps its body; only its types change.
"""

from __future__ import annotations

from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import ModelBase

FIRST_INIT = 3  # lower bound, upper bound, step


class ForModel(ModelBase):
    def writes(self, op, index) -> bool:
        return index >= FIRST_INIT

    def aliasing_results(self, op, index) -> list[int]:
        return [index - FIRST_INIT] if index >= FIRST_INIT else []

    def static_aliases(self, op, analysis=None):
        """The iteration argument and the result always share a buffer."""
        body = op.regions[0].blocks[0]
        return [(body.arguments[k + 1], r, True) for k, r in enumerate(op.results) if is_tensor(r.type)]

    def init_of_block_arg(self, arg):
        """(operand index, init) an iteration argument starts from (None for the induction variable)."""
        if arg.arg_number == 0:
            return None
        op = arg.owner.owner.operation
        index = FIRST_INIT + arg.arg_number - 1
        return index, op.operands[index]

    def buffer_type(self, value, state):
        return state.destination_type(value.owner.operation, FIRST_INIT + value.result_number)

    def block_arg_type(self, arg, state):
        return state.destination_type(arg.owner.owner.operation, FIRST_INIT + arg.arg_number - 1)

    def bufferize(self, op, state):
        body = op.regions[0].blocks[0]
        for k, result in enumerate(list(op.results)):
            if not is_tensor(result.type):
                continue
            t = self.buffer_type(result, state)
            buffer = state.destination(op, FIRST_INIT + k)
            op.operands[FIRST_INIT + k] = buffer
            body.arguments[k + 1].set_type(t)
            result.set_type(t)
        return None
