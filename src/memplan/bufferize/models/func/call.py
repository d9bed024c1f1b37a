"""func.call: operands are read, results are buffers of the callee's result types.

Callees copy before writing their arguments, unless arguments are declared
writable (``writable-function-args``): then each call passes a private copy.
A callee may return one of its arguments, so results may alias every operand;
it never returns a read-only buffer (a constant), see models/func/return_.py.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import ModelBase
from memplan.diagnostics import MemplanError


class CallModel(ModelBase):
    def writes(self, op, index) -> bool:
        return False

    def static_aliases(self, op, analysis=None):
        """Results may alias the operands the callee may return (all of them if it was not
        analyzed first: a declaration, or recursion)."""
        callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
        known = analysis.returned_arguments.get(callee) if analysis is not None else None
        pairs = []
        for k, r in enumerate(op.results):
            if not is_tensor(r.type):
                continue
            args = known[k] if known is not None else range(len(op.operands))
            pairs += [(r, op.operands[i], False) for i in args if is_tensor(op.operands[i].type)]
        return pairs

    def _callee_type(self, op, state) -> ir.FunctionType:
        callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
        if callee not in state.boundary:
            raise MemplanError(f"bufferize: call to unknown function @{callee}", str(op.location))
        return state.boundary[callee]

    def buffer_type(self, value, state):
        return self._callee_type(value.owner.operation, state).results[value.result_number]

    def bufferize(self, op, state):
        ftype = self._callee_type(op, state)
        operands = []
        for v, t in zip(op.operands, ftype.inputs):
            if isinstance(t, ir.MemRefType) and state.options.writable_function_args:
                # The callee may write its arguments: give it a private copy.
                fresh = state.alloc_like(v, bt.alloc_type_like(t), op)
                state.copy(v, fresh, op)
                v = fresh
            operands.append(v if v.type == t else state.cast_or_copy(v, t, op))
        with ir.InsertionPoint(op), op.location:
            attrs = {name: op.attributes[name] for name in op.attributes if name != "memplan.bufferize_id"}
            new = ir.Operation.create("func.call", results=list(ftype.results), operands=operands, attributes=attrs)
        for old, fresh in zip(op.results, new.results):
            if not is_tensor(old.type):
                old.replace_all_uses_with(fresh)
        return [fresh for old, fresh in zip(op.results, new.results) if is_tensor(old.type)]

    def reads(self, op, index) -> bool:
        return True
