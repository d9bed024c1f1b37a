"""scf.if: results become buffers of the type both branches agree on.

When the branches yield buffers of different layouts, the result takes the
fully dynamic layout and each branch casts (memref.cast; a copy only across
memory spaces). Results may alias what either branch yields; they are equivalent
to it when both branches yield the same whole buffer.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.diagnostics import MemplanError


def branch_yields(op: ir.Operation) -> list[ir.Operation]:
    return [list(region.blocks[0].operations)[-1].operation for region in op.regions if len(region.blocks)]


class IfModel(BufferizationModel):
    def loop_like(self, op) -> bool:
        return False

    def exclusive_regions(self, op) -> bool:
        return True

    def value_aliases(self, op, analysis):
        """A result may be what either branch yields."""
        return [ValueAlias(r, y.operands[k], False) for k, r in enumerate(op.results) if is_tensor(r.type)
                for y in branch_yields(op)]

    def region_analyzed(self, op, region, analysis) -> None:
        """Once both branches are analyzed: a result is equivalent to its yields if they agree."""
        if region != len(op.regions) - 1 or len(op.regions) < 2 or not len(op.regions[1].blocks):
            return
        yields = branch_yields(op)
        for k, result in enumerate(op.results):
            if not is_tensor(result.type):
                continue
            a, b = yields[0].operands[k], yields[1].operands[k]
            if analysis.equiv.same(a, b) and analysis.full(a) and analysis.full(b):
                analysis.equiv.union(result, a)

    def buffer_type(self, value, state):
        op = value.owner.operation
        types = [state.buffer_type(y.operands[value.result_number]) for y in branch_yields(op)]
        if all(t == types[0] for t in types):
            return types[0]
        spaces = {str(t.memory_space) for t in types}
        if len(spaces) > 1:
            raise MemplanError(f"bufferize: the branches of scf.if yield buffers in different memory spaces "
                               f"({', '.join(str(t) for t in types)})", str(op.location))
        return bt.fully_dynamic_type(ir.RankedTensorType(value.type), types[0].memory_space)

    def bufferize(self, op, state):
        for result in list(op.results):
            if is_tensor(result.type):
                result.set_type(self.buffer_type(result, state))
        return None
