"""tensor.expand_shape / tensor.collapse_shape / tensor.reshape: views of the source buffer.

A collapse of a non-contiguous buffer (a strided slice) cannot be a view: the
source is first copied into a contiguous buffer. ``tensor.reshape`` (a shape given
as a tensor, as torch-mlir emits for views of dynamic shape) becomes ``memref.reshape``,
which needs an identity layout: other sources are copied first, as upstream does.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import ID_ATTR
from memplan.bufferize.interface import BufferizationModel


def reassociation(op) -> list[list[int]]:
    return [[ir.IntegerAttr(d).value for d in ir.ArrayAttr(group)]
            for group in ir.ArrayAttr(op.attributes["reassociation"])]


class _ReshapeModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return False

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index == 0 else []

    def _result_type(self, source: ir.MemRefType, op) -> ir.MemRefType | None:
        raise NotImplementedError

    def buffer_type(self, value, state):
        op = value.owner.operation
        source = state.buffer_type(op.operands[0])
        t = self._result_type(source, op)
        if t is None:
            t = self._result_type(bt.identity_type_of(source), op)
        return t

    def bufferize(self, op, state):
        source = op.operands[0]
        t = self._result_type(source.type, op)
        if t is None:  # not expressible as a view: make the source contiguous first
            contiguous = ir.MemRefType.get(list(source.type.shape), source.type.element_type,
                                           memory_space=source.type.memory_space)
            source, t = state.copy_to_new(source, contiguous, op), self._result_type(contiguous, op)
        attrs = {n: op.attributes[n] for n in op.attributes if n != ID_ATTR}
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create(self.memref_name, results=[t], operands=[source, *list(op.operands)[1:]],
                                      attributes=attrs)
        return [new.result]


class ExpandShapeModel(_ReshapeModel):
    memref_name = "memref.expand_shape"

    def _result_type(self, source, op):
        return bt.expanded_type(source, reassociation(op), list(ir.RankedTensorType(op.results[0].type).shape))


class CollapseShapeModel(_ReshapeModel):
    memref_name = "memref.collapse_shape"

    def _result_type(self, source, op):
        return bt.collapsed_type(source, reassociation(op), list(ir.RankedTensorType(op.results[0].type).shape))


class ReshapeModel(BufferizationModel):
    """``tensor.reshape %source(%shape)``: ``memref.reshape`` of the source's buffer (a view);
    the shape operand is read."""

    def reads(self, op, index) -> bool:
        return index == 1

    def aliasing_results(self, op, index) -> list[int]:
        return [0] if index == 0 else []

    def buffer_type(self, value, state):
        source = state.buffer_type(value.owner.operation.operands[0])
        return bt.identity_type(value.type, source.memory_space)

    def bufferize(self, op, state):
        source, shape = op.operands[0], op.operands[1]
        if not bt.is_identity(source.type):
            contiguous = bt.identity_type_of(source.type)
            source = state.copy_to_new(source, contiguous, op)
        t = self.buffer_type(op.result, state)
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create("memref.reshape", results=[t], operands=[source, shape])
        return [new.result]
