"""arith.index_cast and arith.index_castui on tensors: each element cast into a new buffer.

Upstream rewrites the op into the same cast on memrefs, a view of the operand's buffer, which
no LLVM lowering accepts; memplan writes a new buffer (sizes from the operand's buffer) with a
``linalg.generic`` casting each element, so the result runs and is planned like any other.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.state import dynamic_dims, parallel_generic
from memplan.mlir.light_dialects import linalg  # its op classes, without the Python DSL (0.1 s)


class IndexCastModel(BufferizationModel):
    def allocation_placeable(self, op, result) -> bool:
        return True  # a plain new buffer, made with state.allocate

    def bufferize(self, op, state):
        t = self.buffer_type(op.results[0], state)
        dims = dynamic_dims(op.operands[0], op)
        sizes = [dims[d] for d, n in enumerate(t.shape) if n == bt.DYNAMIC]
        buf = state.allocate(op, op.results[0], t, op, sizes)
        generic = parallel_generic([op.operands[0]], [buf], op)
        x, out = generic.regions[0].blocks[0].arguments
        with ir.InsertionPoint(generic.regions[0].blocks[0]), op.location:
            cast = ir.Operation.create(op.name, results=[out.type], operands=[x])
            linalg.YieldOp([cast.result])
        return [buf]
