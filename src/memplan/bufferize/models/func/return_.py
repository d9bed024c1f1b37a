"""func.return: returned buffers take the function's result types (cast, or copied if needed)."""

from __future__ import annotations

from memplan.bufferize.interface import ModelBase


class ReturnModel(ModelBase):
    def bufferize(self, op, state):
        func = op.parent.operation
        name = func.attributes["sym_name"].value
        results = state.boundary[name].results
        for i, value in enumerate(list(op.operands)):
            if value.type != results[i]:
                op.operands[i] = state.cast_or_copy(value, results[i], op)
        return None  # kept, with retyped operands
