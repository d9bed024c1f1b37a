"""scf.if: results become buffers of the type both branches agree on.

When the branches yield buffers of different layouts, the result takes the
fully dynamic layout and each branch casts (memref.cast; a copy only across
memory spaces). Results may alias what either branch yields; they are equivalent
to it when both branches yield the same whole buffer.

The same model serves every op that runs exactly one of its single-block regions and
returns what that region yields: ``scf.index_switch`` (any number of cases) and
``scf.execute_region`` (one region).
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.tensors import is_tensor
from memplan.diagnostics import MemplanError
from memplan.mlir.parsing import last_op


def branch_yields(op: ir.Operation) -> list[ir.Operation]:
    for region in op.regions:
        if len(region.blocks) > 1:
            raise MemplanError(f"bufferize: '{op.name}' has a region of several blocks; only single-block "
                               "regions (structured control flow) are supported", str(op.location))
    return [last_op(region.blocks[0]) for region in op.regions if len(region.blocks)]


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
        """Once every branch is analyzed: a result is equivalent to its yields if they agree."""
        yields = branch_yields(op)
        if region != len(op.regions) - 1 or len(yields) < len(op.regions):
            return  # more to analyze, or an scf.if without else (it has no results)
        for k, result in enumerate(op.results):
            if not is_tensor(result.type):
                continue
            values = [y.operands[k] for y in yields]
            if all(analysis.equiv.same(values[0], v) for v in values[1:]) and all(analysis.full(v) for v in values):
                analysis.equiv.union(result, values[0])

    def buffer_type(self, value, state):
        op = value.owner.operation
        types = [state.buffer_type(y.operands[value.result_number]) for y in branch_yields(op)]
        if all(t == types[0] for t in types):
            return types[0]
        spaces = {str(t.memory_space) for t in types}
        if len(spaces) > 1:
            raise MemplanError(f"bufferize: the branches of {op.name} yield buffers in different memory spaces "
                               f"({', '.join(str(t) for t in types)})", str(op.location))
        return bt.fully_dynamic_type(ir.RankedTensorType(value.type), types[0].memory_space)

    def bufferize(self, op, state):
        for result in list(op.results):
            if is_tensor(result.type):
                result.set_type(self.buffer_type(result, state))
        return None
