"""tensor.concat: one buffer; each input lives in its slice along the dimension, or is copied there.

In place (static shapes): when an input was computed into a new allocation of its own (as
``tensor.pad`` requires of its source: :meth:`Analysis.own_allocation`), in the concat's block,
the concat claims that allocation (``analysis.claim_allocation``): it becomes the input's slice
of the concat's buffer, so the producer writes straight into it and the concat copies nothing
for it. Readers of the input read the slice; since the input and the concat then share one
buffer (bound as aliases), a later write into either is decided with the other's readers in view.
An input reshaped besides (a recurrent state collapsed for the next step's matmul) is placed too
when each reshape stays a view of its slice (:mod:`memplan.bufferize.reshaped_views`).

Growing concatenations (DenseNet: concat k+1 takes the inputs of concat k and one more) share
one buffer: when an earlier concat of the same block along the same dimension has exactly the
leading inputs of this one, its own buffer is claimed as this one's prefix, so each input is
written once, at its offset in the last concat's buffer, and every earlier concat is a prefix
view of it. This holds only if nothing wrote into the earlier concat's buffer meanwhile (no
in-place write, no dead-input reuse of it or of a view of it): that is checked on the decisions
already made.

An input that cannot live in its slice keeps its copy, with a remark saying why: a function or
block argument, a view or a buffer shared with another value, a constant, computed in another
block, returned, yielded or passed to a call (its buffer must stay a whole buffer of its own),
or already placed elsewhere (another concat, a pad's interior).

Dynamic sizes off the concatenated dimension (a decoder's rotary embedding concatenates two
halves of ``1x4x?x8``) keep inputs in place, when the dimension is static in every input and the
result and each input has the result's shape elsewhere (static or dynamic alike): each slice's
offset is then a constant, and its sizes off the dimension are the buffer's own (``memref.dim``).
The buffer is made where the first placed input's allocation is, sized by that allocation's own
dynamic sizes (:attr:`RewriteState.placing_sizes`): they are defined there, and equal the
buffer's, since the input's dynamic dimensions are the result's (the op's verifier makes their
sizes agree at run time). The slice's type is the subview's of a contiguous buffer of dynamic
sizes, strides dynamic where a later size is; a hook choosing another buffer type for either
leaves the input unplaced (copied). Growing concatenations stay static-only.

Otherwise, with dynamic shapes (a dynamic concatenated dimension, or inputs more or less dynamic
than the result: ``torch.roll`` concatenates dynamic slices into a static result) every input is
copied into a slice of its run-time sizes, at the run-time sum of the sizes before it; the
buffer's dynamic size along the dimension is the sum of the inputs' (as index arithmetic), and
every other dynamic size is the first input's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel, BufferRelation
from memplan.bufferize.placements import LEFT_OUT
from memplan.bufferize.reshaped_views import slice_layout
from memplan.bufferize.state import dynamic_dims, index_sum, index_value, subview
from memplan.diagnostics import MemplanError

@dataclass
class ConcatState:
    """Per concat (by bufferize id): its buffer once made, the inputs placed in their slices (and
    the slice buffers made for them), and how many leading inputs an earlier concat's buffer,
    placed as its prefix, already holds."""

    buffers: dict[int, ir.Value] = field(default_factory=dict)
    placed: dict[int, set[int]] = field(default_factory=dict)
    slices: dict[tuple[int, int], ir.Value] = field(default_factory=dict)
    prefix: dict[int, tuple[int, int]] = field(default_factory=dict)  # id -> (earlier concat's id, inputs it holds)


def _static(t: ir.Type) -> bool:
    """A ranked tensor (in the analysis) or a memref (an operand, in the rewrite) of static shape."""
    return isinstance(t, (ir.RankedTensorType, ir.MemRefType)) and ir.ShapedType(t).has_static_shape


def _sliceable(op: ir.Operation, result_type: ir.Type | None = None) -> bool:
    """Can each input have a slice at a constant offset of the buffer, of its own shape? Static
    shapes, or a concatenated dimension static everywhere and every input shaped as the result
    off it (dynamic where the result is: its run-time size is the result's, by the verifier).
    ``result_type``: the result's buffer type in the rewrite (operands are buffers there)."""
    result = ir.ShapedType(result_type or op.results[0].type)
    if result.has_static_shape and all(_static(v.type) for v in op.operands):
        return True
    dim = _dim(op)
    shapes = [list(ir.ShapedType(v.type).shape) for v in op.operands]
    off = [n for d, n in enumerate(result.shape) if d != dim]
    return (bt.DYNAMIC not in [result.shape[dim]] + [s[dim] for s in shapes]
            and all(s[:dim] + s[dim + 1:] == off for s in shapes))


def _dim(op: ir.Operation) -> int:
    return ir.IntegerAttr(op.attributes["dim"]).value


def _offsets(op: ir.Operation) -> list[int]:
    """Each input's offset along the dimension (static shapes)."""
    dim, out, at = _dim(op), [], 0
    for value in op.operands:
        out.append(at)
        at += ir.ShapedType(value.type).shape[dim]
    return out


def _same(a: ir.Value | None, b: ir.Value | None) -> bool:
    return a is not None and b is not None and a == b


@dataclass
class ConcatSlice:
    """A claimed allocation placed at ``offset`` along ``concat``'s dimension in its buffer
    (``key``: the input's index, or ``-1`` for an earlier concat placed as the prefix)."""

    concat: ir.Operation
    key: int
    offset: int
    claimed_type: ir.Type  # the tensor type of the claimed value

    def _slice(self) -> tuple[list[int], list[int]]:
        """Offsets and shape (DYNAMIC off the dimension where the result's size is)."""
        shape = list(ir.RankedTensorType(self.claimed_type).shape)
        dim = _dim(self.concat)
        return [self.offset if d == dim else 0 for d in range(len(shape))], shape

    def host(self) -> ir.Value:
        return self.concat.results[0]

    def buffer_type(self, unplaced: ir.MemRefType, state) -> ir.MemRefType | None:
        """The subview's type :meth:`place` makes: of static sizes, or of the buffer's dynamic ones
        (a type with a dynamic size off the dimension, only when the buffer is the contiguous one of
        the result's shape, whose dynamic sizes :meth:`place` has)."""
        result = self.concat.results[0]
        whole = state.buffer_type(result)
        if not bt.slice_hostable(unplaced, self.claimed_type, whole, dynamic_whole=True):
            return None
        if not whole.has_static_shape and list(whole.shape) != list(ir.RankedTensorType(result.type).shape):
            return None
        offsets, shape = self._slice()
        return bt.subview_type(whole, offsets, shape, [1] * len(shape), shape)

    def place(self, before: ir.Operation, state) -> ir.Value:
        whole = concat_buffer(self.concat, before, state, list(state.placing_sizes))
        offsets, shape = self._slice()
        dim = _dim(self.concat)
        sizes = [shape[d] if d == dim else size for d, size in enumerate(dynamic_dims(whole, before))]
        view = subview(whole, offsets, sizes, [1] * len(shape), shape, before)
        state.extension(ConcatState).slices[(state.analysis.op_id(self.concat), self.key)] = view
        return view


def concat_buffer(op: ir.Operation, before: ir.Operation, state, sizes: list[ir.Value] | None = None) -> ir.Value:
    """``op``'s buffer, made before ``before`` on first use (by the first input placed in it);
    ``sizes``: its dynamic sizes, defined before ``before`` (the placed input's, which are the
    result's: see the module's docstring)."""
    cs = state.extension(ConcatState)
    key = state.analysis.op_id(op)
    if key not in cs.buffers:
        t = state.buffer_type(op.results[0])
        missing = sum(1 for n in t.shape if n == bt.DYNAMIC) - len(sizes or [])
        if missing:
            raise MemplanError(f"bufferize: tensor.concat's buffer {t} needs its dynamic sizes where "
                               f"it is made ({missing} missing)", str(before.location))
        cs.buffers[key] = state.allocate(op, op.results[0], t, before, sizes)
    return cs.buffers[key]


class ConcatModel(BufferizationModel):
    def allocation_placeable(self, op, result) -> bool:
        return _static(op.results[0].type)

    # ---- analysis: place inputs in their slices, earlier concats as prefixes -----------------
    def analyze(self, op, analysis) -> None:
        if not _sliceable(op):
            analysis.remark(op, "every input is copied: dynamic shapes")
            return
        cs = analysis.extension(ConcatState)
        op_id = analysis.op_id(op)
        placed = cs.placed.setdefault(op_id, set())
        covered = 0
        earlier = self._earlier_prefix(op, analysis) if _static(op.results[0].type) else None
        if earlier is not None and analysis.claim_allocation(
                earlier.results[0], ConcatSlice(op, -1, 0, earlier.results[0].type)):
            covered = len(earlier.operands)
            cs.prefix[op_id] = (analysis.op_id(earlier), covered)
            analysis.bind(op.results[0], earlier.results[0], equivalent=False)
        offsets = _offsets(op)
        for i in range(covered, len(op.operands)):
            value = op.operands[i]
            layout = self._slice_layout(op, i, offsets[i])
            why = self._why_copied(op, i, analysis, layout)
            if why is None:
                if analysis.claim_allocation(analysis.own_allocation(value, layout),
                                             ConcatSlice(op, i, offsets[i], value.type)):
                    placed.add(i)
                    analysis.bind(op.results[0], value, equivalent=False)
                    continue
                why = (LEFT_OUT if analysis.refuses(ConcatSlice, analysis.own_allocation(value, layout)) else
                       "its buffer is already placed in another buffer (another concat's, a pad's interior)")
            analysis.remark(op, f"copies input #{i}: {why}")

    def _why_copied(self, op, i: int, analysis, layout: ir.MemRefType | None) -> str | None:
        """Why input ``i`` cannot be written in its slice (of type ``layout``), or None."""
        value = op.operands[i]
        if any(op.operands[j] == value for j in range(i)):
            return "the same value is an earlier input"
        return analysis.why_not_in_slice(value, op, layout)

    @staticmethod
    def _slice_layout(op, i: int, offset: int) -> ir.MemRefType | None:
        """The type input ``i``'s slice has in the concat's buffer (identity layout, static
        shapes; None otherwise): reshapes of the input may stay views of it (:mod:`.reshaped_views`)."""
        shape = list(ir.RankedTensorType(op.operands[i].type).shape)
        if not _static(op.operands[i].type):
            return None
        dim = _dim(op)
        offsets = [offset if d == dim else 0 for d in range(len(shape))]
        return slice_layout(op.results[0].type, offsets, shape, [1] * len(shape), shape)

    def _earlier_prefix(self, op, analysis) -> ir.Operation | None:
        """An earlier ``tensor.concat`` of this block, along the same dimension, whose inputs are
        this one's leading inputs (all but some last ones), whose own buffer may become this
        one's prefix: static, not claimed, not escaping, and nothing written into it since."""
        operands = list(op.operands)
        best = None
        best_size = best_pos = 0
        # (the concat's own dimension, block and position are read once: the first input of a dense
        # block's concats is an input of every one of them)
        here, dim, block = analysis.pos(op), _dim(op), op.block
        for value in operands[:1]:
            for use in value.uses:
                other = use.owner.operation
                if other.name != "tensor.concat" or other == op or other.block != block:
                    continue
                other_pos = analysis.pos(other)
                if _dim(other) != dim or not _static(other.results[0].type) or other_pos >= here:
                    continue
                theirs = list(other.operands)
                if len(theirs) >= len(operands) or operands[:len(theirs)] != theirs:
                    continue
                if best is None or len(theirs) > best_size or (len(theirs) == best_size and other_pos > best_pos):
                    best, best_size, best_pos = other, len(theirs), other_pos
        if best is None or analysis.placement(best, 0) is not None:
            return None
        members = analysis.alias.members(best.results[0])
        if analysis.escape_of(members) is not None or self._written(best, members, analysis):
            return None
        return best

    @staticmethod
    def _written(concat: ir.Operation, members, analysis) -> bool:
        """Did an op after ``concat``, already decided, write into one of ``members`` in place, or
        over it as a dead input, or take a whole view of it (a reshape of a strided prefix may not
        exist; a slice of it always does)?"""
        after = analysis.pos(concat)
        for m in members:
            for user, j, user_pos in analysis.users_of(m):
                if user_pos <= after and user != concat:
                    continue
                model = analysis.model(user)
                if model is None:
                    return True
                results = model.aliasing_results(user, j)
                writes = bool(results) and model.writes(user, j)
                if writes and analysis.decision(user, j).inplace:
                    return True
                if results and not writes and any(
                        model.buffer_relation(user, j, r) is not BufferRelation.PART for r in results):
                    return True  # a whole view (a reshape) of a strided prefix may not exist
                if any(d.reuse == j for d in analysis.decisions.get(user_pos if user_pos >= 0 else None, {}).values()):
                    return True
        return False

    # ---- rewrite ---------------------------------------------------------------------------------
    def buffer_type(self, value, state):
        return state.allocation_type(value.owner.operation, value)

    def bufferize(self, op, state):
        t = self.buffer_type(op.result, state)
        if not _sliceable(op, t):
            return [self._dynamic(op, t, state)]
        cs = state.extension(ConcatState)
        op_id = state.analysis.op_id(op)
        buf = concat_buffer(op, op, state, self._sizes(op, t, state))
        covered = 0
        earlier = cs.prefix.get(op_id)
        if earlier is not None and _same(cs.buffers.get(earlier[0]), cs.slices.get((op_id, -1))):
            covered = earlier[1]  # the earlier concat's buffer is this one's prefix: it holds them
        shape_dim = _dim(op)
        for i, (value, offset) in enumerate(zip(op.operands, _offsets(op))):
            if i < covered:
                continue
            if i in cs.placed.get(op_id, ()) and _same(value, cs.slices.get((op_id, i))):
                continue  # computed in its slice
            shape = list(value.type.shape)
            offsets = [offset if d == shape_dim else 0 for d in range(len(shape))]
            target = subview(buf, offsets, dynamic_dims(value, op), [1] * len(shape), shape, op)
            state.copy(value, target, op)
        return [buf]

    @staticmethod
    def _sizes(op, t, state) -> list[ir.Value] | None:
        """The buffer's dynamic sizes read off the first input, if it is still to be made here
        (off the concatenated dimension, the input's dynamic sizes are the result's)."""
        if t.has_static_shape or state.analysis.op_id(op) in state.extension(ConcatState).buffers:
            return None
        dims = dynamic_dims(op.operands[0], op)
        return [dims[d] for d, n in enumerate(t.shape) if n == bt.DYNAMIC]

    def _dynamic(self, op, t, state) -> ir.Value:
        dim = _dim(op)
        inputs = [(value, dynamic_dims(value, op)) for value in op.operands]
        sizes = [index_value(index_sum([s[d] for _, s in inputs], op) if d == dim else inputs[0][1][d], op)
                 for d, n in enumerate(t.shape) if n == bt.DYNAMIC]
        buf = state.allocate(op, op.result, t, op, sizes)
        offset: int | ir.Value = 0
        for k, (value, dims) in enumerate(inputs):
            shape = list(value.type.shape)
            offsets = [offset if d == dim else 0 for d in range(len(shape))]
            target = subview(buf, offsets, dims, [1] * len(shape), shape, op)
            state.copy(value, target, op)
            if k + 1 < len(inputs):
                offset = index_sum([offset, dims[dim]], op)
        return buf
