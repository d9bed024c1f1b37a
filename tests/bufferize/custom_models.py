"""A user's allocation models, as the README shows: every tensor.empty / alloc_tensor becomes a
buffer in memory space 1 whose rows are padded to a multiple of 16 elements (a strided layout)."""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import BufferizationModel, default_registry
from memplan.bufferize import buffer_types as bt
from memplan.bufferize.models.tensor.empty import EmptyModel

ROW = 16


def padded_type(tensor_type: ir.Type) -> ir.MemRefType:
    t = ir.RankedTensorType(tensor_type)
    shape = list(t.shape)
    strides, acc = [], 1
    for i, size in enumerate(reversed(shape)):
        strides.append(acc)
        acc *= -(-size // ROW) * ROW if i == 0 else size
    space = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1)
    layout = ir.StridedLayoutAttr.get(0, list(reversed(strides)))
    return ir.MemRefType.get(shape, t.element_type, layout=layout, memory_space=space)


class PaddedEmpty(EmptyModel):
    def buffer_type(self, value, state):
        return padded_type(value.type)


class PaddedAllocTensor(BufferizationModel):
    def undefined_result(self, op, result):
        return True

    def buffer_type(self, value, state):
        return padded_type(value.type)

    def bufferize(self, op, state):
        return [state.alloc(self.buffer_type(op.result, state), op)]


def space1_boundaries(tensor_type, func_name, kind, index):
    """Private functions take and return space-1 buffers of any strides; the entry stays plain."""
    space = ir.IntegerAttr.get(ir.IntegerType.get_signless(64), 1)
    if func_name == "forward":
        return bt.identity_type(tensor_type)
    return bt.fully_dynamic_type(tensor_type, space)


def padded_registry():
    registry = default_registry()
    registry.register("tensor.empty", PaddedEmpty())
    registry.register("bufferization.alloc_tensor", PaddedAllocTensor())
    return registry
