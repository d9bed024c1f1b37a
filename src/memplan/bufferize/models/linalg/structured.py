"""Every linalg structured op (an op implementing MLIR's ``LinalgOp``: named ops and
``linalg.generic``): destination passing.

``ins`` are read; ``outs[i]`` is written and result i lives in its buffer when
the analysis allows. An ``outs`` operand is read only if the body uses its block
argument (a matmul accumulates, a transpose or an elementwise generic does
not). The body is moved unchanged into the new op on memrefs; ops inside it
that touch tensors (``tensor.extract`` of a captured tensor) are bufferized
after it. Indexing maps, named ops' too, come from MLIR.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import is_tensor
from memplan.bufferize.interface import DestinationModel
from memplan.mlir import op_semantics as sem


def _body_args(op: ir.Operation):
    if len(op.regions) and len(op.regions[0].blocks):
        return list(op.regions[0].blocks[0].arguments)
    return None


class StructuredModel(DestinationModel):
    def inits(self, op) -> list[int]:
        n_ins, n_outs = sem.structured_operands(op)
        return list(range(n_ins, n_ins + n_outs))

    def reads(self, op, index) -> bool:
        if index not in self.inits(op):
            return True
        args = _body_args(op)
        if args is None or len(args) != len(op.operands):
            return True
        return len(list(args[index].uses)) > 0

    def loop_like(self, op) -> bool:
        return False  # the body is a scalar payload, not a loop over buffers

    def _all_parallel(self, op, maps: list[ir.AffineMap]) -> bool:
        if "iterator_types" in op.attributes:
            return all("parallel" in str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"]))
        # Named ops: a loop is a reduction exactly when the result's map does not use it.
        return all(maps[i].is_permutation for i in self.inits(op))

    def elementwise_pair(self, op, read_index, write_index) -> bool:
        """``read_index`` is read at exactly the element ``write_index`` writes (same map, all parallel)."""
        maps = sem.indexing_maps(op)
        if maps is None or not self._all_parallel(op, maps):
            return False
        return maps[read_index] == maps[write_index] and maps[write_index].is_permutation

    def reusable_inputs(self, op, result) -> list[int]:
        n_ins, _ = sem.structured_operands(op)
        out = n_ins + result
        return [j for j in range(n_ins) if is_tensor(op.operands[j].type) and self.elementwise_pair(op, j, out)]

    def rematerialize(self, op):
        if op.name == "linalg.fill" and not is_tensor(op.operands[0].type):
            return op.operands[0]
        return None
