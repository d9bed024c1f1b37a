"""scf.forall with shared_outs, and tensor.parallel_insert_slice.

Each shared output is a destination (in place when the analysis allows, else a
copy before the loop). The op is rebuilt without shared outputs: the body uses
the buffer directly, and each ``parallel_insert_slice`` becomes a copy into a
subview of it. Iterations may run concurrently; writing disjoint slices is the
program's contract, as in upstream.
"""

from __future__ import annotations

from mlir import ir

from memplan.bufferize.analysis import ID_ATTR
from memplan.bufferize.interface import BufferizationModel, ValueAlias
from memplan.bufferize.state import move_body, same_subview, slice_params, subview
from memplan.bufferize.tensors import is_tensor


def _segments(op) -> list[int]:
    return list(ir.DenseI32ArrayAttr(op.attributes["operandSegmentSizes"]))


class ForallModel(BufferizationModel):
    def _first_output(self, op) -> int:
        lb, ub, step, _ = _segments(op)
        return lb + ub + step

    def writes(self, op, index) -> bool:
        return index >= self._first_output(op)

    def aliasing_results(self, op, index) -> list[int]:
        first = self._first_output(op)
        return [index - first] if index >= first else []

    def parallel_regions(self, op) -> bool:
        return True

    def value_aliases(self, op, analysis):
        body = op.regions[0].blocks[0]
        n_ivs = len(body.arguments) - len(op.results)
        return [ValueAlias(body.arguments[n_ivs + k], r, True) for k, r in enumerate(op.results)
                if is_tensor(r.type)]

    def tied_init(self, arg):
        """A shared output's block argument starts from its output operand (None for induction variables)."""
        op = arg.owner.owner.operation
        n_ivs = len(arg.owner.arguments) - len(op.results)
        return None if arg.arg_number < n_ivs else self._first_output(op) + arg.arg_number - n_ivs

    def buffer_type(self, value, state):
        op = value.owner.operation
        return state.destination_type(op, self._first_output(op) + value.result_number)

    def bufferize(self, op, state):
        first = self._first_output(op)
        outputs = [state.destination(op, first + k) for k in range(len(op.results))]
        segments = _segments(op)
        attrs = {n: op.attributes[n] for n in op.attributes if n not in (ID_ATTR, "operandSegmentSizes")}
        attrs["operandSegmentSizes"] = ir.DenseI32ArrayAttr.get(segments[:3] + [0])
        with ir.InsertionPoint(op), op.location:
            new = ir.Operation.create("scf.forall", results=[], operands=list(op.operands)[:first],
                                      attributes=attrs, regions=1)
        move_body(op, new)
        body = new.regions[0].blocks[0]
        n_ivs = len(body.arguments) - len(outputs)
        for k in reversed(range(len(outputs))):
            body.arguments[n_ivs + k].replace_all_uses_with(outputs[k])
            body.erase_argument(n_ivs + k)
        state.visit_later(new)
        return outputs


class InParallelModel(BufferizationModel):
    """scf.forall.in_parallel: its parallel_insert_slice ops are rewritten one by one."""

    def bufferize(self, op, state):
        return None


class ParallelInsertSliceModel(BufferizationModel):
    def writes(self, op, index) -> bool:
        return index == 1

    def reads(self, op, index) -> bool:
        return index == 0

    def bufferize(self, op, state):
        source, dest = op.operands[0], op.operands[1]
        offsets, sizes, strides = slice_params(op, 2)
        terminator = op.parent.operation
        if same_subview(source, dest, offsets, sizes, strides):
            return []  # the value was computed in place, in the slice itself
        target = subview(dest, offsets, sizes, strides, list(source.type.shape), terminator)
        state.copy(source, target, terminator)
        return []
