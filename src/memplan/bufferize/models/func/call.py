"""func.call: operands are read (never written: callees copy before writing their arguments,
unless arguments are declared writable, in which case the callee may write them), results are
fresh buffers of the callee's result types, and not writable (a callee may return an argument)."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import ModelBase
from memplan.diagnostics import MemplanError


class CallModel(ModelBase):
    def writes(self, op, index) -> bool:
        return False

    def writable_result(self, op, result) -> bool:
        return False

    def _callee_type(self, op, state) -> ir.FunctionType:
        callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
        if callee not in state.boundary:
            raise MemplanError(f"bufferize: call to unknown function @{callee}", str(op.location))
        return state.boundary[callee]

    def buffer_type(self, value, state):
        return self._callee_type(value.owner.operation, state).results[value.result_number]

    def bufferize(self, op, state):
        ftype = self._callee_type(op, state)
        operands = [v if v.type == t else state.cast_or_copy(v, t, op) for v, t in zip(op.operands, ftype.inputs)]
        with ir.InsertionPoint(op), op.location:
            attrs = {name: op.attributes[name] for name in op.attributes if name != "memplan.bufferize_id"}
            new = ir.Operation.create("func.call", results=list(ftype.results), operands=operands, attributes=attrs)
        for old, fresh in zip(op.results, new.results):
            if not is_tensor(old.type):
                old.replace_all_uses_with(fresh)
        return [fresh for old, fresh in zip(op.results, new.results) if is_tensor(old.type)]

    def reads(self, op, index) -> bool:
        return True
