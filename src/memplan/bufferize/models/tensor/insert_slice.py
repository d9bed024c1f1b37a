"""tensor.insert_slice: copy the source into a subview of the destination's buffer.

The destination is written (and its other elements are kept, so an out-of-place destination is
copied first).

In place, as a concatenation (static shapes): frontends build a concatenation, a stack of
states or a strided scatter (a transposed convolution's input dilation) as a chain
``tensor.empty`` (maybe ``linalg.fill``) -> ``tensor.insert_slice`` -> ``tensor.insert_slice`` ...
When the source was computed into a new allocation of its own in the chain's block
(:meth:`Analysis.own_allocation`), the insert claims it (``analysis.claim_allocation``): it
becomes the source's slice of the chain's buffer, so the producer writes straight into it and
the insert copies nothing. The chain's buffer (the allocation at its start) is then claimed
too, so it is made where the first placed producer runs. For that to compute the same:

* every insert of the chain writes in place (one buffer from the start of the chain), and
* between the placed producer and the insert, nothing else reads or writes the chain's buffer
  where the source goes: other inserts of the chain may copy or place their sources into
  disjoint slices; a ``linalg.fill`` of the chain's start (the zeros a transposed convolution
  scatters into) moves to where the buffer is made, when its value is defined there already
  (the fill op then emits nothing: :meth:`Analysis.forward`; if an allocation hook keeps the
  buffer from being placed, the fill stays where it was and the sources are copied).

A source reshaped besides is placed too when each reshape stays a view of its slice
(:mod:`memplan.bufferize.reshaped_views`); such a reshape of an earlier placed source names only
that source's slice, so its readers are no use of the chain's buffer where a later source goes.

Otherwise the source keeps its copy, with a remark that says why (a function argument, a view
or a buffer shared with another value, computed in another block, returned or yielded, an
alias read in between, a dynamic slice, ...).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import DestinationModel
from memplan.bufferize.placements import LEFT_OUT
from memplan.bufferize.reshaped_views import reshapes_to, slice_layout
from memplan.bufferize.state import same_subview, slice_params, subview

Slice = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]  # static offsets, sizes, strides


@dataclass
class SliceChain:
    """The buffer one chain of ``tensor.insert_slice`` writes: its start (a new allocation) and
    the sources placed in it, with their slices; the ``linalg.fill`` moved to where it is made."""

    root: ir.Value
    placed: list[tuple[ir.Value, Slice]] = field(default_factory=list)
    fill: ir.Operation | None = None
    buffer: ir.Value | None = None  # made on first use, in the rewrite
    filled: bool = False  # the fill was made with the buffer (the fill op then emits nothing)


@dataclass
class InsertSliceState:
    """Per insert (by bufferize id): the chain whose buffer it writes, the ids of the inserts whose
    source is placed, and why a source is copied."""

    chains: dict[int, SliceChain] = field(default_factory=dict)
    placed: set[int] = field(default_factory=set)
    copied: dict[int, str] = field(default_factory=dict)


def _slice(op: ir.Operation) -> Slice | None:
    offsets, sizes, strides = slice_params(op, 2)
    if not all(isinstance(v, int) for v in offsets + sizes + strides):
        return None
    return tuple(offsets), tuple(sizes), tuple(strides)


def disjoint(a: Slice, b: Slice) -> bool:
    """Do two static strided slices of one buffer share no element? (True when, in some
    dimension, their index ranges do not meet; interleaved strides count as meeting.)"""
    for oa, sa, ta, ob, sb, tb in zip(*a, *b):
        if sa == 0 or sb == 0:
            return True
        if oa + (sa - 1) * ta < ob or ob + (sb - 1) * tb < oa:
            return True
    return False


@dataclass
class ChainBuffer:
    """The claimed allocation at the start of a chain: made once, where the first value placed in
    it is computed (with the chain's fill, when it was moved there)."""

    chain: SliceChain
    kind = "InsertSliceSlot"

    def host(self) -> None:
        return None  # not a placement of its own: it follows the sources placed in the chain

    def buffer_type(self, unplaced: ir.MemRefType, state) -> ir.MemRefType | None:
        return unplaced if unplaced.has_static_shape and bt.static_layout(unplaced) else None

    def place(self, before: ir.Operation, state) -> ir.Value:
        chain = self.chain
        if chain.buffer is None:
            root = chain.root
            answer = state._allocation(root.owner.operation, root, None)
            chain.buffer = state.alloc(answer.type, before, None, answer.alignment)
            if chain.fill is not None:
                state.fill(chain.fill.operands[0], chain.buffer, before)
                chain.filled = True
        return chain.buffer


@dataclass
class InsertSliceSlot:
    """A claimed allocation placed in its slice of a chain's buffer."""

    chain: SliceChain
    root_op: ir.Operation
    where: Slice
    claimed_type: ir.Type

    def host(self) -> ir.Value:
        return self.chain.root

    def buffer_type(self, unplaced: ir.MemRefType, state) -> ir.MemRefType | None:
        whole = state.allocation_type(self.root_op, self.chain.root)
        if not bt.slice_hostable(unplaced, self.claimed_type, whole):
            return None
        offsets, sizes, strides = self.where
        shape = ir.RankedTensorType(self.claimed_type).shape
        return bt.subview_type(whole, list(offsets), list(sizes), list(strides), list(shape))

    def place(self, before: ir.Operation, state) -> ir.Value:
        whole = ChainBuffer(self.chain).place(before, state)
        offsets, sizes, strides = self.where
        return subview(whole, list(offsets), list(sizes), list(strides),
                       list(ir.RankedTensorType(self.claimed_type).shape), before)


class InsertSliceModel(DestinationModel):
    def inits(self, op) -> list[int]:
        return [1]

    # ---- analysis: place the source in its slice of the chain's buffer ------------------------
    def analyze(self, op, analysis) -> None:
        why = self._place(op, analysis)
        if why is not None:
            analysis.extension(InsertSliceState).copied[analysis.op_id(op)] = why

    def _place(self, op, analysis) -> str | None:
        """Place the source in its slice; or say why it is copied."""
        state = analysis.extension(InsertSliceState)
        source, dest = op.operands[0], op.operands[1]
        where = _slice(op)
        if (where is None or not ir.RankedTensorType(source.type).has_static_shape
                or not ir.RankedTensorType(dest.type).has_static_shape):
            return "dynamic shape, offsets, sizes or strides"
        if not analysis.decision(op, 1).inplace:
            return "the destination is written out of place"
        chain = self._chain(op, analysis)
        if chain is None:
            return "the destination is not a new allocation of this block written only by inserts"
        state.chains[analysis.op_id(op)] = chain
        offsets, sizes, strides = where
        layout = slice_layout(dest.type, list(offsets), list(sizes), list(strides), list(source.type.shape))
        why = analysis.why_not_in_slice(source, op, layout)
        if why is not None:
            return why
        source_root = analysis.own_allocation(source, layout)
        if analysis.refuses(InsertSliceSlot, source_root):
            return LEFT_OUT
        start = min(analysis.pos(source_root.owner.operation), analysis.pos(chain.root.owner.operation))
        why, fill = self._used_between(op, chain, where, start, analysis)
        if why is not None:
            return why
        root_op = chain.root.owner.operation
        if not self._claim_root(chain, analysis):
            return "the destination's buffer is already placed in another buffer"
        if not analysis.claim_allocation(source_root, InsertSliceSlot(chain, root_op, where, source.type)):
            return "its buffer is already placed in another buffer (a concat's, a pad's interior)"
        if fill is not None:
            chain.fill = fill
            analysis.forward(fill, lambda state, chain=chain: chain.filled)
        chain.placed.append((source, where))
        state.placed.add(analysis.op_id(op))
        analysis.bind(op.results[0], source, equivalent=False)
        return None

    @staticmethod
    def _claim_root(chain: SliceChain, analysis) -> bool:
        existing = analysis.placement(chain.root.owner.operation, chain.root.result_number)
        if isinstance(existing, ChainBuffer) and existing.chain is chain:
            return True
        return analysis.claim_allocation(chain.root, ChainBuffer(chain))

    @staticmethod
    def _chain(op, analysis) -> SliceChain | None:
        """The chain ``op``'s destination belongs to: an earlier insert's, or a new one starting
        at the destination's own allocation in this block."""
        state = analysis.extension(InsertSliceState)
        dest = op.operands[1]
        if not isinstance(dest, ir.BlockArgument) and dest.owner.operation.name == "tensor.insert_slice":
            found = state.chains.get(analysis.op_id(dest.owner.operation))
            if found is not None:
                return found
        root = analysis.own_allocation(dest)
        if root is None or root.owner.operation.block != op.block or root.type != dest.type:
            return None
        return SliceChain(root)

    @staticmethod
    def _used_between(op, chain: SliceChain, where: Slice, start: int, analysis):
        """Why the chain's buffer may not hold the source from ``start`` (where its buffer is
        made) to ``op``: another use of the buffer in between that could see or clobber the
        slice. Returns (why or None, the chain's linalg.fill to move to ``start`` or None)."""
        end = analysis.pos(op)
        placed = dict(chain.placed)
        state = analysis.extension(InsertSliceState)
        fill = None
        for m in list(analysis.alias.members(op.operands[1])):
            if m in placed and disjoint(placed[m], where):
                continue  # another placed source, in a slice of its own
            if any(disjoint(other, where) for other in _reshaped_from(m, placed, analysis)):
                continue  # a reshape of one (reshaped_views): the same elements of that slice
            for use in m.uses:
                user, j = use.owner.operation, use.operand_number
                p = analysis.pos(user)
                if not start < p < end or user == op:
                    continue
                if user.name == "tensor.insert_slice" and j == 1 and state.chains.get(analysis.op_id(user)) is chain:
                    other = _slice(user)
                    if analysis.op_id(user) in state.placed or (other is not None and disjoint(other, where)):
                        continue  # an earlier insert of the chain, into another slice
                if (user.name == "linalg.fill" and j == 1 and m == chain.root and user.block == op.block
                        and analysis.decision(user, 1).inplace and _defined_before(user.operands[0], start, op, analysis)):
                    fill = user  # the chain's zeros: made where the buffer is made instead
                    continue
                if not _touches(user, j, analysis):
                    continue
                return f"the destination's buffer is used by {user.name} before the insert", None
        return None, fill

    # ---- rewrite ---------------------------------------------------------------------------------
    def bufferize(self, op, state):
        dest = state.destination(op, 1)
        offsets, sizes, strides = slice_params(op, 2)
        if same_subview(op.operands[0], dest, offsets, sizes, strides):
            return [dest]  # the source was computed in place, in the slice itself
        target = subview(dest, offsets, sizes, strides, list(op.operands[0].type.shape), op)
        state.copy(op.operands[0], target, op)
        why = state.extension(InsertSliceState).copied.get(state.analysis.op_id(op),
                                                          "its buffer was chosen otherwise (a hook)")
        state.analysis.remark(op, f"copies its source into its slice of the destination: {why}")
        return [dest]


def _reshaped_from(member: ir.Value, placed: dict[ir.Value, Slice], analysis) -> list[Slice]:
    """The slices of the placed sources ``member`` is a reshape of (:mod:`.reshaped_views`: it
    names exactly the elements of the source's slice)."""
    return [where for source, where in placed.items() if reshapes_to(analysis, member, source) is not None]


def _defined_before(value: ir.Value, start: int, op: ir.Operation, analysis) -> bool:
    """Is ``value`` (used in ``op``'s block) available at position ``start`` of that block: defined
    in an enclosing block, or before ``start`` in this one?"""
    if isinstance(value, ir.BlockArgument) or value.owner.operation.block != op.block:
        return True
    return analysis.pos(value.owner.operation) < start


def _touches(user: ir.Operation, index: int, analysis) -> bool:
    """Does ``user`` read or write the buffer of its operand ``index``? A destination written out of
    place is only read when its contents are copied (a re-fill reads nothing)."""
    model = analysis.model(user)
    if model is None:
        return True
    if model.writes(user, index) and model.aliasing_results(user, index):
        d = analysis.decision(user, index)
        return d.inplace or d.copy
    return model.reads(user, index)
