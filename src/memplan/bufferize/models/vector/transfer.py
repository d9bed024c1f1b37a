"""vector.transfer_read and vector.transfer_write on tensors (what linalg vectorization makes).

``transfer_read`` reads its tensor: on buffers it is the same op reading the buffer (masks,
permutation maps, padding and in-bounds attributes are the op's own and stay as they are).
``vector.gather`` reads its base tensor the same way and shares this model.

``transfer_write`` is destination-passing: it writes its tensor operand (#1) in place when the
analysis allows, else into a new buffer, as upstream does; on buffers it is the same op with no
result. It reads the destination (a new buffer gets a copy of it first) unless it certainly
overwrites every element: no mask, every index the constant 0, a static destination, and each
destination dimension written along a vector dimension at least as long (or of size 1 when no
vector dimension maps to it). A scalable vector dimension covers nothing certain.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.interface import BufferizationModel, DestinationModel

SOURCE = 1  # transfer_write's tensor operand (after the vector)


class TransferReadModel(BufferizationModel):
    def bufferize(self, op, state):
        return None  # its tensor is a buffer already (rewritten before it): the op reads that


class TransferWriteModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [SOURCE]

    def reads(self, op, index) -> bool:
        return index != SOURCE or not overwrites_all(op)


def overwrites_all(op: ir.Operation) -> bool:
    """Does ``transfer_write`` ``op`` write every element of its destination (see the module)?"""
    segments = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
    if segments[3]:  # a mask
        return False
    dest = ir.ShapedType(op.operands[SOURCE].type)
    vector = ir.VectorType(op.operands[0].type)
    if not dest.has_static_shape or any(vector.scalable_dims):
        return False
    indices = list(op.operands)[2:2 + segments[2]]
    if not all(_constant_zero(i) for i in indices):
        return False
    permutation = ir.AffineMapAttr(op.attributes["permutation_map"]).value
    covered = {}
    for position, expr in enumerate(permutation.results):
        if not isinstance(expr, ir.AffineDimExpr):
            return False
        covered[ir.AffineDimExpr(expr).position] = vector.shape[position]
    return all(covered.get(d, 1) >= size for d, size in enumerate(dest.shape))


def _constant_zero(value: ir.Value) -> bool:
    if isinstance(value, ir.BlockArgument) or value.owner.name != "arith.constant":
        return False
    attr = value.owner.attributes["value"]
    return isinstance(attr, ir.IntegerAttr) and ir.IntegerAttr(attr).value == 0
