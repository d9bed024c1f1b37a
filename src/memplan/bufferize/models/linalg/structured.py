"""Every linalg structured op (named ops and linalg.generic): destination passing.

``ins`` are read; ``outs[i]`` is written and result i lives in its buffer when
the analysis allows. An ``outs`` operand is read only if the body uses its block
argument (a matmul accumulates, a transpose or an elementwise generic does
not). The body is moved unchanged into the new op on memrefs; ops inside it
that touch tensors (``tensor.extract`` of a captured tensor) are bufferized
after it.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import ID_ATTR, is_tensor
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import move_body


def _counts(op: ir.Operation) -> tuple[int, int]:
    """Number of ins and outs operands."""
    if "operandSegmentSizes" in op.attributes:
        sizes = list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))
        return sizes[0], sizes[1]
    n_outs = len(op.results)
    return len(op.operands) - n_outs, n_outs


def _body_args(op: ir.Operation):
    if len(op.regions) and len(op.regions[0].blocks):
        return list(op.regions[0].blocks[0].arguments)
    return None


class StructuredModel(ModelBase):
    def _is_out(self, op, index) -> bool:
        n_ins, n_outs = _counts(op)
        return n_ins <= index < n_ins + n_outs

    def reads(self, op, index) -> bool:
        if not self._is_out(op, index):
            return True
        args = _body_args(op)
        if args is None or len(args) != len(op.operands):
            return True
        return len(list(args[index].uses)) > 0

    def writes(self, op, index) -> bool:
        return self._is_out(op, index)

    def aliasing_results(self, op, index) -> list[int]:
        if not self._is_out(op, index):
            return []
        n_ins, _ = _counts(op)
        k = index - n_ins
        return [k] if k < len(op.results) else []

    def loop_like(self, op) -> bool:
        return False  # the body is a scalar payload, not a loop over buffers

    def _maps(self, op):
        if "indexing_maps" not in op.attributes:
            return None
        return [ir.AffineMapAttr(a).value for a in ir.ArrayAttr(op.attributes["indexing_maps"])]

    def _all_parallel(self, op) -> bool:
        if op.name != "linalg.generic":
            return op.name in ("linalg.map", "linalg.elementwise", "linalg.add", "linalg.sub", "linalg.mul",
                               "linalg.div", "linalg.max", "linalg.min", "linalg.exp", "linalg.abs", "linalg.copy")
        return all("parallel" in str(a) for a in ir.ArrayAttr(op.attributes["iterator_types"]))

    def elementwise_pair(self, op, read_index, write_index) -> bool:
        """``read_index`` is read at exactly the element ``write_index`` writes (same map, all parallel)."""
        if not self._all_parallel(op):
            return False
        maps = self._maps(op)
        if maps is None:  # named elementwise ops: identity maps for all operands of the same rank
            return op.operands[read_index].type == op.operands[write_index].type
        return maps[read_index] == maps[write_index] and maps[write_index].is_permutation

    def reusable_inputs(self, op, result) -> list[int]:
        n_ins, _ = _counts(op)
        out = n_ins + result
        return [j for j in range(n_ins) if is_tensor(op.operands[j].type) and self.elementwise_pair(op, j, out)]

    def rematerialize(self, op):
        if op.name == "linalg.fill" and not is_tensor(op.operands[0].type):
            return op.operands[0]
        return None

    def buffer_type(self, value, state):
        op = value.owner.operation
        n_ins, _ = _counts(op)
        return state.destination_type(op, n_ins + value.result_number)

    def bufferize(self, op, state):
        n_ins, n_outs = _counts(op)
        outs = [state.destination(op, n_ins + k) if k < len(op.results) else op.operands[n_ins + k]
                for k in range(n_outs)]
        operands = list(op.operands)[:n_ins] + outs
        attrs = {name: op.attributes[name] for name in op.attributes if name != ID_ATTR}
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create(op.name, results=[], operands=operands, attributes=attrs,
                                      regions=len(op.regions))
        move_body(op, new)
        state.visit_later(new)
        return outs[: len(op.results)]
