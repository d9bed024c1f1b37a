"""tensor.pad: a new buffer, filled with the padding value, the source copied inside.

Better, when the analysis allows: the source's buffer *is* the interior of the
padded buffer. If the source was computed into a new allocation of its own (a chain
of in-place writes starting at an op whose model says ``allocation_placeable``, such as
``tensor.empty``, or at a destination written out of place; in the same block, no other
buffer mixed in), the pad claims that allocation (``analysis.claim_allocation``): it
becomes a subview of the padded buffer, so the producers write straight into the
interior, and the pad only fills the border. This removes the staging copy upstream
makes for every pad of a computed value. The claim holds only when the types agree (no
hook or replaced model chose another buffer); otherwise the pad takes the plain path.

Dynamic shapes (the source's or the result's), dynamic pad amounts and a padding value that
depends on the position (the body computes it from its indices) take the plain path: a buffer
whose dynamic sizes are the source's plus the amounts, filled (by a ``linalg.generic`` running the
body at every element when it depends on the position), the source copied into its interior.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import BufferizationModel
from memplan.bufferize.placements import LEFT_OUT
from memplan.bufferize.state import dynamic_dims, fill_by_body, index_sum, index_value, mixed, subview
from memplan.mlir.parsing import last_op


def pad_value(op: ir.Operation) -> ir.Value | None:
    """The padding value, defined outside the body; None when the body computes it (it may then
    depend on the position)."""
    body = op.regions[0].blocks[0]
    terminator = last_op(body)
    value = terminator.operands[0]
    inside = isinstance(value, ir.BlockArgument) and value.owner == body or (
        not isinstance(value, ir.BlockArgument) and value.owner.operation.parent == op)
    return None if inside or len(body.operations) != 1 else value


def static_amounts(op: ir.Operation) -> tuple[list[int], list[int]] | None:
    low = list(ir.DenseI64ArrayAttr(op.attributes["static_low"]))
    high = list(ir.DenseI64ArrayAttr(op.attributes["static_high"]))
    return None if bt.DYNAMIC in low + high else (low, high)


@dataclass
class PadState:
    """tensor.pad id -> (padded buffer, its interior subview), for pads whose claim was honoured."""

    buffers: dict[int, tuple[ir.Value, ir.Value]] = field(default_factory=dict)


@dataclass
class PadInterior:
    """The claimed allocation of a pad's source: the interior of the padded buffer."""

    pad: ir.Operation

    def host(self) -> ir.Value:
        return self.pad.results[0]

    def _padded_type(self) -> ir.MemRefType:
        return bt.identity_type(self.pad.results[0].type)

    def buffer_type(self, unplaced: ir.MemRefType, state) -> ir.MemRefType | None:
        pad = self.pad
        if unplaced != bt.identity_type(pad.operands[0].type):
            return None  # the source's buffer was chosen otherwise (a hook, a replaced model)
        if state.allocation_type(pad, pad.results[0], self._padded_type()) != self._padded_type():
            return None  # the padded buffer itself goes elsewhere
        low, _ = static_amounts(pad)
        shape = list(ir.RankedTensorType(pad.operands[0].type).shape)
        return bt.subview_type(self._padded_type(), low, shape, [1] * len(shape), shape)

    def place(self, before: ir.Operation, state) -> ir.Value:
        pad = self.pad
        padded = state.allocate(pad, pad.results[0], self._padded_type(), before)
        low, _ = static_amounts(pad)
        shape = list(ir.RankedTensorType(pad.operands[0].type).shape)
        interior = subview(padded, low, shape, [1] * len(shape), shape, before)
        state.extension(PadState).buffers[state.analysis.op_id(pad)] = (padded, interior)
        return interior


class PadModel(BufferizationModel):
    def reads(self, op, index) -> bool:
        return index == 0

    def loop_like(self, op) -> bool:
        return False

    # ---- analysis: claim the source's allocation as the interior ----------------------------
    def analyze(self, op, analysis) -> None:
        why = self._why_copied(op, analysis)
        if why is None:
            if analysis.claim_allocation(analysis.own_allocation(op.operands[0]), PadInterior(op)):
                analysis.bind(op.results[0], op.operands[0], equivalent=False)
                return
            why = (LEFT_OUT if analysis.refuses(PadInterior, analysis.own_allocation(op.operands[0]))
                   else "its buffer is already placed in another buffer")
        analysis.remark(op, f"copies its source into the padded buffer: {why}")

    @staticmethod
    def _why_copied(op, analysis) -> str | None:
        """Why the source cannot be computed in the padded buffer's interior, or None."""
        if static_amounts(op) is None or not all(ir.RankedTensorType(v.type).has_static_shape
                                                  for v in (op.operands[0], op.results[0])):
            return "dynamic shape or padding amounts"  # an interior of run-time sizes has no static place
        if pad_value(op) is None:
            return "the padding value depends on the position"  # the whole buffer is computed first
        return analysis.why_not_placeable(op.operands[0], op)

    def buffer_type(self, value, state):
        # Claimed or not, the padded buffer is a new buffer in the source's memory space
        # (a claimed interior is a subview of a default-space allocation).
        op = value.owner.operation
        source = state.buffer_type(op.operands[0])
        return state.allocation_type(op, value, bt.identity_type(value.type, source.memory_space))

    def bufferize(self, op, state):
        fill = pad_value(op)
        claimed = state.extension(PadState).buffers.get(state.analysis.op_id(op))
        if claimed is not None:
            padded, interior = claimed
            if op.operands[0] != interior:  # safety net: the source did not end up in place
                state.copy(op.operands[0], interior, op)
            self._fill_border(op, padded, fill, state)
            return [padded]
        source = op.operands[0]
        t = self.buffer_type(op.result, state)
        low = mixed(op, "low", 1)
        high = mixed(op, "high", 1 + sum(1 for v in low if not isinstance(v, int)))
        src_sizes = dynamic_dims(source, op)  # an int or an index value per dimension
        buf = state.allocate(op, op.result, t, op, self._padded_sizes(t, src_sizes, low, high, op),
                             bt.identity_type(op.result.type, source.type.memory_space))
        if fill is None:
            fill_by_body(op, buf, state)
        else:
            state.fill(fill, buf, op)
        src_shape = list(source.type.shape)
        interior = subview(buf, low, src_sizes, [1] * len(src_shape), src_shape, op)
        state.copy(source, interior, op)
        return [buf]

    def _padded_sizes(self, t: ir.MemRefType, sizes, low, high, op) -> list[ir.Value]:
        """The dynamic sizes of the padded buffer: source size + low + high, per dynamic dimension."""
        return [index_value(index_sum([sizes[d], low[d], high[d]], op), op)
                for d, n in enumerate(t.shape) if n == bt.DYNAMIC]

    def _fill_border(self, op, padded: ir.Value, value: ir.Value, state) -> None:
        """Fill the low and high slab of every padded dimension (the interior is computed)."""
        low, high = static_amounts(op)
        shape = list(padded.type.shape)
        for d, (lo, hi) in enumerate(zip(low, high)):
            for start, size in ((0, lo), (shape[d] - hi, hi)):
                if size == 0:
                    continue
                offsets = [start if k == d else 0 for k in range(len(shape))]
                sizes = [size if k == d else n for k, n in enumerate(shape)]
                slab = subview(padded, offsets, sizes, [1] * len(shape), sizes, op)
                state.fill(value, slab, op)
