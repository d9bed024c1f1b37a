"""func.return: returned buffers take the function's result types (cast, or copied if needed).

A returned value that may live in a read-only buffer other than an argument (a
constant, a ``to_tensor`` of a foreign memref) is copied, so callers may write
into call results; callers know results may alias their operands.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.models.func.boundaries import FuncState, function_name
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError

READ_ONLY = ("copy: the returned value may live in a read-only buffer (a constant or a memref from outside), "
             "and callers may write into results")


class ReturnModel(BufferizationModel):
    def analyze(self, op, analysis) -> None:
        copies = {i: READ_ONLY for i, v in enumerate(op.operands)
                  if is_tensor(v.type) and analysis.read_only_besides_arguments(v)}
        for i in copies:
            if _ranked_origin(op.operands[i]) is None:
                raise MemplanError(f"bufferize: func.return cannot copy result #{i}, an unranked tensor that may "
                                   "live in a read-only buffer (a constant, a memref from outside, an unknown op's "
                                   "result), into a new buffer: its rank is known only at run time",
                                   str(op.location))
        if copies:
            analysis.operand_copies[analysis.op_id(op)] = copies

    def bufferize(self, op, state):
        func_state = state.extension(FuncState)
        name = function_name(op.parent.operation)
        results = func_state.signatures[name].results
        copies = state.analysis.operand_copies.get(state.analysis.op_id(op), {})
        for i, value in enumerate(list(op.operands)):
            if i in copies:
                value = _copy(value, op, state)
            if value.type != results[i]:
                if isinstance(value.type, ir.MemRefType) and bt.space_name(value.type) != bt.space_name(results[i]):
                    why = func_state.space_notes.get(name, {}).get(i, "the function's result type is in another one")
                    state.analysis.remark(op, f"copies result #{i} from memory space {bt.space_name(value.type)} "
                                              f"into the function's result type {results[i]}: {why}")
                value = state.cast_or_copy(value, results[i], op)
            op.operands[i] = value
        return None  # kept, with retyped operands


def _copy(value: ir.Value, op: ir.Operation, state) -> ir.Value:
    """A new buffer holding ``value``; an unranked one is copied as the ranked buffer it is a cast of."""
    ranked = _ranked_origin(value)
    copy = state.copy_to_new(ranked, bt.alloc_type_like(ranked.type), op)
    return copy if copy.type == value.type else state.cast_or_copy(copy, value.type, op)


def _ranked_origin(value: ir.Value) -> ir.Value | None:
    """``value`` if ranked, else the ranked value it is a chain of casts of (``tensor.cast``, or
    ``memref.cast`` once rewritten), or None (its rank is known only at run time)."""
    while not isinstance(value.type, (ir.RankedTensorType, ir.MemRefType)):
        if isinstance(value, ir.BlockArgument) or value.owner.name not in ("tensor.cast", "memref.cast"):
            return None
        value = value.owner.operands[0]
    return value
