"""func.call: operands are read, results are buffers of the callee's result types.

Callees copy before writing their arguments, unless arguments are declared
writable (``writable-function-args``): then each call passes a private copy.
A callee may return one of its arguments, so results may alias the operands its
analysis says it may return (all of them if it was not analyzed first: a declaration,
or recursion); it never returns a read-only buffer (a constant), see models/func/return_.py.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import ID_ATTR
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.models.func.boundaries import FuncState
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError


def _callee(op) -> str:
    return ir.FlatSymbolRefAttr(op.attributes["callee"]).value


class CallModel(BufferizationModel):
    def writes(self, op, index) -> bool:
        return False

    def value_aliases(self, op, analysis):
        known = analysis.extension(FuncState).returned_arguments.get(_callee(op))
        aliases = []
        for k, r in enumerate(op.results):
            if not is_tensor(r.type):
                continue
            args = known[k] if known is not None else range(len(op.operands))
            aliases += [ValueAlias(r, op.operands[i], False) for i in args if is_tensor(op.operands[i].type)]
        return aliases

    def _callee_type(self, op, state) -> ir.FunctionType:
        signatures = state.extension(FuncState).signatures
        if _callee(op) not in signatures:
            raise MemplanError(f"bufferize: call to unknown function @{_callee(op)}", str(op.location))
        return signatures[_callee(op)]

    def buffer_type(self, value, state):
        return self._callee_type(value.owner.operation, state).results[value.result_number]

    def bufferize(self, op, state):
        ftype = self._callee_type(op, state)
        operands = []
        for v, t in zip(op.operands, ftype.inputs):
            if isinstance(t, ir.MemRefType) and state.options.writable_function_args:
                # The callee may write its arguments: give it a private copy.
                v = state.copy_to_new(v, bt.alloc_type_like(t), op)
            operands.append(v if v.type == t else state.cast_or_copy(v, t, op))
        with ir.InsertionPoint(op), op.location:
            attrs = {name: op.attributes[name] for name in op.attributes if name != ID_ATTR}
            new = ir.Operation.create("func.call", results=list(ftype.results), operands=operands, attributes=attrs)
        for old, fresh in zip(op.results, new.results):
            if not is_tensor(old.type):
                old.replace_all_uses_with(fresh)
        return [fresh for old, fresh in zip(op.results, new.results) if is_tensor(old.type)]
