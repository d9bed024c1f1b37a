"""func.func: function boundaries become memrefs.

Argument and result types come from the options (identity layout by default,
fully dynamic strided on request, or a user hook); they are set before any body
is rewritten so that calls know their callees' buffer types.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import ModelBase
from memplan.diagnostics import MemplanError


class FuncModel(ModelBase):
    def boundary_type(self, t: ir.Type, func_name: str, kind: str, index: int, state) -> ir.Type:
        if not is_tensor(t):
            return t
        if not isinstance(t, ir.RankedTensorType):
            raise MemplanError(f"bufferize: unranked tensor {t} at the boundary of @{func_name} is not supported")
        if state.options.boundary_type is not None:
            return state.options.boundary_type(t, func_name, kind, index)
        if state.options.function_boundary_layout == "fully-dynamic":
            return bt.fully_dynamic_type(t)
        return bt.identity_type(t)

    def convert_signature(self, func: ir.Operation, state) -> None:
        name = func.attributes["sym_name"].value
        ftype = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        inputs = [self.boundary_type(t, name, "arg", i, state) for i, t in enumerate(ftype.inputs)]
        results = [self.boundary_type(t, name, "result", i, state) for i, t in enumerate(ftype.results)]
        new = ir.FunctionType.get(inputs, results)
        func.attributes["function_type"] = ir.TypeAttr.get(new)
        state.boundary[name] = new
        if len(func.regions[0].blocks):
            for arg, t in zip(func.regions[0].blocks[0].arguments, inputs):
                arg.set_type(t)

    def block_arg_type(self, arg: ir.BlockArgument, state) -> ir.MemRefType:
        return arg.type  # signatures are converted before any body

    def loop_like(self, op) -> bool:
        return False
