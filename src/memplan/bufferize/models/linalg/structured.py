"""Every linalg structured op (an op implementing MLIR's ``LinalgOp``: named ops and
``linalg.generic``): destination passing.

``ins`` are read; ``outs[i]`` is written and result i lives in its buffer when
the analysis allows. An ``outs`` operand is read only if the body uses its block
argument (a matmul accumulates, a transpose or an elementwise generic does
not). The body is moved unchanged into the new op on memrefs; ops inside it
that touch tensors (``tensor.extract`` of a captured tensor) are bufferized
after it. Indexing maps, named ops' too, come from MLIR.

A ``linalg.transpose`` whose result is only read by linalg ops (as an input: a weight transposed
for a matmul, attention's keys for a batch matmul) copies nothing: it becomes
``memref.transpose``, a view of its input's buffer with permuted strides, and its ``outs`` is
left unused. Its result then aliases the input (a part of it, for the analysis: no equivalence,
no reuse), so a later write into either is decided with the other's readers in view. Any other
use (a reshape, a return, a write) keeps the copy: those need a buffer of the plain layout.
"""

from __future__ import annotations

from mlir import ir

from mlir.dialects import memref

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferRelation, DestinationModel
from memplan.bufferize.tensors import is_tensor
from memplan.mlir import op_semantics as sem


def transpose_view(op: ir.Operation) -> bool:
    """Is ``op`` a ``linalg.transpose`` on tensors whose result only linalg ops read, as inputs
    (and not another transpose)? This model makes it a view (``memref.transpose``) then."""
    if op.name != "linalg.transpose" or len(op.results) != 1 or not isinstance(
            op.results[0].type, ir.RankedTensorType):
        return False
    for use in op.results[0].uses:
        user = use.owner.operation
        counts = sem.structured_operands(user) if sem.is_structured(user) else None
        if counts is None or use.operand_number >= counts[0] or user.name == "linalg.transpose":
            return False
    return True


def _permutation(op: ir.Operation) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes["permutation"]))


def transposed_type(source: ir.MemRefType, permutation: list[int]) -> ir.MemRefType:
    """The type of ``memref.transpose`` of ``source``: sizes and strides permuted."""
    strides, offset = bt.strides_and_offset(source)
    shape = list(source.shape)
    return bt.make_strided([shape[p] for p in permutation], source.element_type,
                           [strides[p] for p in permutation], offset, source.memory_space)


_PARALLEL: dict[str, bool] = {}  # iterator_types as printed -> is every loop parallel


def _all_parallel_types(iterator_types: ir.Attribute) -> bool:
    """Is every loop of ``iterator_types`` parallel? Known by its text: a model has few distinct
    lists, and reading each element is a call into the bindings."""
    text = str(iterator_types)
    found = _PARALLEL.get(text)
    if found is None:
        found = _PARALLEL[text] = all("parallel" in str(a) for a in ir.ArrayAttr(iterator_types))
    return found


class StructuredModel(DestinationModel):
    def inits(self, op) -> range:
        # a range: writes and aliasing_results ask it for every operand of every op, many times
        # over, and a range answers `in` and `index` without building a list
        n_ins, n_outs = sem.structured_operands(op)
        return range(n_ins, n_ins + n_outs)

    # ---- a transpose read only by linalg ops: a view ----------------------------------------------
    def writes(self, op, index) -> bool:
        return not transpose_view(op) and super().writes(op, index)

    def aliasing_results(self, op, index) -> list[int]:
        if transpose_view(op):
            return [0] if index == 0 else []
        return super().aliasing_results(op, index)

    def buffer_relation(self, op, index, result) -> BufferRelation:
        return BufferRelation.PART if transpose_view(op) else super().buffer_relation(op, index, result)

    def buffer_type(self, value, state):
        op = value.owner.operation
        if transpose_view(op):
            return transposed_type(state.buffer_type(op.operands[0]), _permutation(op))
        return super().buffer_type(value, state)

    def bufferize(self, op, state):
        if not transpose_view(op):
            return super().bufferize(op, state)
        source = op.operands[0]
        t = transposed_type(source.type, _permutation(op))
        with ir.InsertionPoint(op), op.location:
            view = memref.TransposeOp(t, source, ir.AffineMapAttr.get(ir.AffineMap.get_permutation(_permutation(op))))
        return [view.result]

    def reads(self, op, index) -> bool:
        if transpose_view(op):
            return False  # a view reads nothing itself
        if index not in self.inits(op):
            return True
        regions = op.regions
        if not len(regions) or not len(regions[0].blocks):
            return True
        args = regions[0].blocks[0].arguments  # (only its length and one argument are read)
        if len(args) != len(op.operands):
            return True
        return next(iter(args[index].uses), None) is not None  # (one use tells: not a list of them all)

    def loop_like(self, op) -> bool:
        return False  # the body is a scalar payload, not a loop over buffers

    def _all_parallel(self, op, maps: list[ir.AffineMap]) -> bool:
        iterator_types = op.attributes.get("iterator_types")
        if iterator_types is not None:
            return _all_parallel_types(iterator_types)
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
        operands = list(op.operands)  # (read once: each read is a call into the bindings)
        if type(self).elementwise_pair is not StructuredModel.elementwise_pair:  # a subclass's own answer
            return [j for j in range(n_ins) if is_tensor(operands[j].type) and self.elementwise_pair(op, j, out)]
        # elementwise_pair for each input, the maps and iterators read once (not once per input)
        found, maps = [], None
        for j in range(n_ins):
            if not is_tensor(operands[j].type):
                continue
            if maps is None:
                maps = sem.indexing_maps(op)
                if maps is None or not self._all_parallel(op, maps) or not maps[out].is_permutation:
                    return []
            if maps[j] == maps[out]:
                found.append(j)
        return found

    def rematerialize(self, op):
        if op.name == "linalg.fill" and not is_tensor(op.operands[0].type):
            return op.operands[0]
        return None
