"""func.func: function boundaries become memrefs.

Argument and result types come from the function-boundary hook (identity layout by default,
fully dynamic strided on request, or a user's); the driver rewrites every function op before
any body, so calls know their callees' buffer types. After a function is analyzed the model
records which arguments its results may alias (for its callers).
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import is_tensor
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
        body = op.regions[0].blocks[0]
        ret = list(body.operations)[-1].operation
        args = list(body.arguments)
        returned = []
        for value in ret.operands:
            members = analysis.alias.members(value) if is_tensor(value.type) else []
            returned.append([i for i, a in enumerate(args) if any(m == a for m in members)])
        analysis.extension(FuncState).returned_arguments[function_name(op)] = returned

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
        if len(op.regions[0].blocks):
            for arg, t in zip(op.regions[0].blocks[0].arguments, inputs):
                arg.set_type(t)
        return None

    def block_arg_type(self, arg, state) -> ir.MemRefType:
        return arg.type  # signatures are converted before any body
