"""func.func: function boundaries become memrefs (and the arguments of the body's other blocks).

Argument and result types come from the function-boundary hook (identity layout by default,
fully dynamic strided on request, or a user's); the driver rewrites every function op before
any body, so calls know their callees' buffer types; the tensor arguments of the body's other
blocks (reached by ``cf`` branches) are typed at the same time, as their predecessors' operands
predict (:func:`~memplan.bufferize.block_arguments.block_argument_type`), so that every use is
rewritten on buffers. After a function is analyzed the model records which arguments its
results may alias, over all its returns (for its callers).
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.block_arguments import block_argument_type
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.models.func.boundaries import FuncState, function_name
from memplan.diagnostics import MemplanError


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
        func_name = function_name(op)
        if not isinstance(t, ir.RankedTensorType):
            raise MemplanError(f"bufferize: unranked tensor {t} at the boundary of @{func_name} is not supported",
                               str(op.location))
        return state.hooks.boundary_type(t, func_name, kind, index)

    def bufferize(self, op, state):
        """The signature only (in place); the body is rewritten afterwards."""
        name = function_name(op)
        ftype = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
        inputs = [self._boundary_type(t, op, "arg", i, state) for i, t in enumerate(ftype.inputs)]
        results = [self._boundary_type(t, op, "result", i, state) for i, t in enumerate(ftype.results)]
        new = ir.FunctionType.get(inputs, results)
        op.attributes["function_type"] = ir.TypeAttr.get(new)
        state.extension(FuncState).signatures[name] = new
        blocks = list(op.regions[0].blocks)
        if blocks:
            for arg, t in zip(blocks[0].arguments, inputs):
                arg.set_type(t)
            # every type chosen before any is set: the choices look through the tensor program
            others = [(a, self.block_arg_type(a, state)) for b in blocks[1:] for a in b.arguments if is_tensor(a.type)]
            for arg, t in others:
                arg.set_type(t)
        return None

    def block_arg_type(self, arg, state) -> ir.MemRefType:
        if is_tensor(arg.type) and arg.owner != arg.owner.region.blocks[0]:
            return block_argument_type(arg, state)  # a block reached by branches
        return arg.type  # signatures are converted before any body


def _returns(op: ir.Operation) -> list[ir.Operation]:
    """The function's returns: the terminators of its blocks that are ``func.return``."""
    found = []
    for block in op.regions[0].blocks:
        ops = list(block.operations)
        if ops and ops[-1].operation.name == "func.return":
            found.append(ops[-1].operation)
    return found
