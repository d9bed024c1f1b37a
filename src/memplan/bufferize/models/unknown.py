"""An op no model serves, kept on tensors (``bufferize{allow-unknown-ops}``), as upstream keeps one.

The op stays as it is, between the buffers around it: each tensor operand becomes
``bufferization.to_tensor`` of its buffer, made just before the op, and each tensor result
``bufferization.to_buffer`` of the result, just after it (identity layout, ``read_only``; an
unranked tensor gives an unranked memref). Whatever bufferizes the op later decides its buffers.

What the analysis assumes, since nothing is known of the op:

* it reads every tensor operand (a write into an operand's buffer before the op must leave
  the contents the op reads);
* each tensor result may alias each tensor operand (a later write into an operand's buffer
  conflicts with reads of the results after it, and the other way round), as upstream's
  analysis assumes of an op it does not know;
* its results are read-only buffers it may share with anything: a write into one (or into a
  view of one) goes into a copy, never in place;
* ``to_tensor`` hands the op the buffer's address, so merge-alloc leaves the operands' buffers
  alone (the op could keep them).

An op whose regions use tensors, or that branches to blocks taking tensors, is refused even so:
those values would need converting into and out of buffers at every region or block boundary,
which only the op's own semantics could say.
Every model, registered or built in, and every registered op record (plugins included) serves
its op before this fallback does (:meth:`~memplan.bufferize.registry.ModelRegistry.require`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import ID_ATTR
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.state import move_body
from memplan.bufferize.tensors import is_tensor, region_uses_tensors
from memplan.diagnostics import MemplanError


@dataclass
class UnknownOps:
    """Unknown op id -> the tensor type of each operand (None for others), as the input had them:
    by the rewrite the operands are buffers, and ``to_tensor`` must give the op its own types back."""

    operand_types: dict[int, list[ir.Type | None]] = field(default_factory=dict)


def buffer_type_of(t: ir.Type) -> ir.Type:
    """The buffer a tensor of type ``t`` is read back as: identity layout, or unranked."""
    if isinstance(t, ir.RankedTensorType):
        return bt.identity_type(t)
    return bt.unranked_type(t)


class UnknownOpModel(BufferizationModel):
    def writable_result(self, op, result) -> bool:
        return False

    def analyze(self, op, analysis) -> None:
        why = _why_not_kept(op)
        if why:
            raise MemplanError(f"bufferize{{allow-unknown-ops}}: '{op.name}' has no bufferization model and "
                               f"{why}: it cannot be kept on tensors (register a model for it)", str(op.location))
        operands = [v for v in op.operands if is_tensor(v.type)]
        for result in op.results:
            if is_tensor(result.type):
                for operand in operands:
                    analysis.bind(result, operand, equivalent=False, part=True)
        types = [v.type if is_tensor(v.type) else None for v in op.operands]
        analysis.extension(UnknownOps).operand_types[analysis.op_id(op)] = types

    def buffer_type(self, value, state):
        return buffer_type_of(value.type)

    def bufferize(self, op, state):
        types = state.extension(UnknownOps).operand_types[state.analysis.op_id(op)]
        attributes = {name: op.attributes[name] for name in op.attributes if name != ID_ATTR}
        with ir.InsertionPoint(op), op.location:
            operands = [v if t is None or is_tensor(v.type) else _create("bufferization.to_tensor", [t], [v])
                        for v, t in zip(op.operands, types)]
            kept = ir.Operation.create(op.name, results=[r.type for r in op.results], operands=operands,
                                       attributes=attributes, successors=list(op.successors),
                                       regions=len(op.regions))
            move_body(op, kept)
            buffers = []
            for old, new in zip(op.results, kept.results):
                if is_tensor(old.type):
                    buffers.append(_create("bufferization.to_buffer", [buffer_type_of(old.type)], [new],
                                           {"read_only": ir.UnitAttr.get()}))
                else:
                    old.replace_all_uses_with(new)
        return buffers


def _why_not_kept(op: ir.Operation) -> str | None:
    """Why ``op`` cannot be kept on tensors between buffers: the values its regions or the blocks
    it branches to take would need converting, which only the op's semantics could say."""
    if any(region_uses_tensors(region) for region in op.regions):
        return "regions that use tensors"
    if any(is_tensor(a.type) for block in op.successors for a in block.arguments):
        return "branches to blocks taking tensors"
    return None


def _create(name: str, results: list[ir.Type], operands: list[ir.Value],
            attributes: dict[str, ir.Attribute] | None = None) -> ir.Value:
    return ir.Operation.create(name, results=results, operands=operands, attributes=attributes or {}).result
