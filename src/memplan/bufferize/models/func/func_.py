"""func.func: function boundaries become memrefs (and the arguments of the body's other blocks).

Argument and result types come from the function-boundary hook (identity layout by default,
fully dynamic strided on request, or a user's); an unranked tensor (``tensor<*xf32>``) is an
unranked memref (``memref<*xf32>``), which holds any rank and layout; a result keeps the memory space of the buffers
the function returns when the program chose it (see ``_in_returned_space``). The driver rewrites
every function op before any body, callees first, so calls know their callees' buffer types;
the tensor arguments of the body's other blocks (reached by ``cf`` branches) are typed at the
same time, as their predecessors' operands predict
(:func:`~memplan.bufferize.block_arguments.block_argument_type`), so that every use is rewritten
on buffers. After a function is analyzed the model records which arguments its results may
alias, over all its returns (for its callers).
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.block_arguments import block_argument_type
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.models.func.boundaries import FuncState, function_name
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import last_op


class FuncModel(BufferizationModel):
    def loop_like(self, op) -> bool:
        return False

    def region_analyzed(self, op, region, analysis) -> None:
        """For callers: which arguments each result of the function may alias."""
        if not len(op.regions[0].blocks):
            return
        args = list(op.regions[0].blocks[0].arguments)
        returned: list[set[int]] = []
        for ret in _returns(op):
            for k, value in enumerate(ret.operands):
                members = analysis.alias.members(value) if is_tensor(value.type) else []
                if k == len(returned):
                    returned.append(set())
                returned[k].update(i for i, a in enumerate(args) if any(m == a for m in members))
        analysis.extension(FuncState).returned_arguments[function_name(op)] = [sorted(r) for r in returned]

    def _boundary_type(self, t: ir.Type, op, kind: str, index: int, state) -> ir.Type:
        if not is_tensor(t):
            return t
        if not isinstance(t, ir.RankedTensorType):
            return bt.unranked_type(t)  # any rank and layout: no boundary hook applies
        return state.hooks.boundary_type(t, function_name(op), kind, index)

    def bufferize(self, op, state):
        """The signature only (in place); the body is rewritten afterwards."""
        name = function_name(op)
        ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
        inputs = [self._boundary_type(t, op, "arg", i, state) for i, t in enumerate(ftype.inputs)]
        results = [self._boundary_type(t, op, "result", i, state) for i, t in enumerate(ftype.results)]
        func_state = state.extension(FuncState)
        func_state.signatures[name] = ir.FunctionType.get(inputs, results)  # for calls to itself
        blocks = list(op.regions[0].blocks)
        if blocks:
            for arg, t in zip(blocks[0].arguments, inputs):
                arg.set_type(t)
            # every type chosen before any is set: the choices look through the tensor program
            others = [(a, self.block_arg_type(a, state)) for b in blocks[1:] for a in b.arguments if is_tensor(a.type)]
            for arg, t in others:
                arg.set_type(t)
            notes = func_state.space_notes.setdefault(name, {})
            results = [self._in_returned_space(op, k, t, notes, state) for k, t in enumerate(results)]
        new = ir.FunctionType.get(inputs, results)
        op.attributes["function_type"] = ir.TypeAttr.get(new)
        func_state.signatures[name] = new
        return None

    def _in_returned_space(self, op, k: int, t: ir.Type, notes: dict[int, str], state) -> ir.Type:
        """Result ``k``'s boundary type ``t``, in the memory space of the buffers the function returns
        there when every return agrees on one (``alloc_tensor {memory_space = 1}`` returned is a
        ``memref<..., 1>`` result, not a copy into the default space), as
        :meth:`~memplan.bufferize.hooks.Hooks.why_results_leave_their_memory_space` allows;
        otherwise ``t``, and ``notes[k]`` says why for the returns that copy across spaces."""
        if not isinstance(t, ir.MemRefType) or t.memory_space is not None:
            return t  # not a buffer, or a boundary hook chose the memory space
        try:
            returned = [state.buffer_type(ret.operands[k]) for ret in _returns(op)]
        except MemplanError as e:  # e.g. a call to a function in a cycle, whose signature is not made yet
            notes[k] = f"what it returns could not be predicted when its signature was made ({e.message})"
            return t
        spaces = {bt.space_name(r) for r in returned}
        if not returned or spaces == {"default"}:
            return t
        why = state.hooks.why_results_leave_their_memory_space()
        if why is None and len(spaces) > 1:
            why = f"its returns give buffers in different memory spaces ({', '.join(sorted(spaces))})"
        if why is not None:
            notes[k] = why
            return t
        return ir.MemRefType.get(list(t.shape), t.element_type, layout=t.layout, memory_space=returned[0].memory_space)

    def block_arg_type(self, arg, state) -> ir.MemRefType:
        if is_tensor(arg.type) and arg.owner != arg.owner.region.blocks[0]:
            return block_argument_type(arg, state)  # a block reached by branches
        return arg.type  # signatures are converted before any body


def _returns(op: ir.Operation) -> list[ir.Operation]:
    """The function's returns: the terminators of its blocks that are ``func.return``."""
    found = []
    for block in op.regions[0].blocks:
        last = last_op(block) if len(block.operations) else None
        if last is not None and last.name == "func.return":
            found.append(last)
    return found
