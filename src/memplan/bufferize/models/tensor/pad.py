"""tensor.pad: a fresh buffer, filled with the padding value, the source copied inside.

Better, when the analysis allows: the source's buffer *is* the interior of the
padded buffer. If the source was computed into a ``tensor.empty`` buffer (a
chain of in-place writes, in the same block, no other buffer mixed in), that
empty becomes a subview of the padded allocation, so the producers write
straight into the interior; the pad then only fills the border. This removes
the staging copy upstream makes for every pad of a computed value.

Only padding values that do not depend on the position (the body yields a value
defined outside it) are supported; others are reported as errors. Dynamic shapes and
dynamic pad amounts take the plain path: a buffer whose dynamic sizes are the source's
plus the amounts, filled, the source copied into its interior.
"""

from __future__ import annotations

from mlir import ir
from mlir.dialects import linalg

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.interface import ModelBase
from memplan.bufferize.state import dynamic_dims, mixed, subview
from memplan.diagnostics import MemplanError


def pad_value(op: ir.Operation) -> ir.Value:
    body = op.regions[0].blocks[0]
    terminator = list(body.operations)[-1]
    value = terminator.operands[0]
    inside = isinstance(value, ir.BlockArgument) and value.owner == body or (
        not isinstance(value, ir.BlockArgument) and value.owner.operation.parent == op)
    if inside or len(list(body.operations)) != 1:
        raise MemplanError("bufferize: tensor.pad whose padding value depends on the position is not supported",
                           str(op.location))
    return value


def static_amounts(op: ir.Operation) -> tuple[list[int], list[int]] | None:
    low = list(ir.DenseI64ArrayAttr(op.attributes["static_low"]))
    high = list(ir.DenseI64ArrayAttr(op.attributes["static_high"]))
    return None if bt.DYNAMIC in low + high else (low, high)


def interior_type(pad: ir.Operation) -> ir.MemRefType:
    """The subview of the padded buffer that holds the source."""
    low, _ = static_amounts(pad)
    padded = bt.identity_type(pad.results[0].type)
    shape = list(ir.RankedTensorType(pad.operands[0].type).shape)
    return bt.subview_type(padded, low, shape, [1] * len(shape), shape)


class PadModel(ModelBase):
    def reads(self, op, index) -> bool:
        return index == 0

    def loop_like(self, op) -> bool:
        return False

    # ---- analysis: claim the source's buffer as the interior --------------------------------
    def analyze(self, op, analysis) -> None:
        source = op.operands[0]
        src_type = source.type
        if static_amounts(op) is None or not ir.RankedTensorType(op.results[0].type).has_static_shape:
            return
        members = analysis.alias.members(source)
        if any(not analysis.equiv.same(m, source) or m.type != src_type for m in members):
            return  # a view, another buffer or another shape shares the class
        roots = [r for r in (self._root(m, analysis) for m in members) if r is not None]
        if len(roots) != 1:
            return
        root, key = roots[0]
        if key in analysis.pad_interiors or root.block != op.block:
            return
        analysis.pad_interiors[key] = op
        analysis.bind(op.results[0], source, equivalent=False)

    def _root(self, value, analysis):
        """(op, key) if ``value`` gets a fresh buffer of its own that could be the interior:
        a built-in ``tensor.empty``, or a destination-passing result bufferized out of place."""
        from memplan.bufferize.models.tensor.empty import EmptyModel

        if isinstance(value, ir.BlockArgument):
            return None
        owner = value.owner.operation
        key = (analysis.op_id(owner), value.result_number)
        if owner.name == "tensor.empty":
            entry = analysis.registry.lookup("tensor.empty")
            return (owner, key) if entry is not None and type(entry.model) is EmptyModel else None
        model = analysis.model(owner)
        for index, decision in analysis.decisions.get(key[0], {}).items():
            if (value.result_number in model.aliasing_results(owner, index)
                    and not decision.inplace and decision.reuse is None and not decision.copy):
                return owner, key
        return None

    def buffer_type(self, value, state):
        # Claimed or not, the padded buffer is an identity buffer in the source's memory space
        # (a claimed interior is a subview of a default-space allocation).
        source = state.buffer_type(value.owner.operation.operands[0])
        return bt.identity_type(value.type, source.memory_space)

    def bufferize(self, op, state):
        fill = pad_value(op)
        key = state.analysis.op_id(op)
        if key in state.pad_buffers:
            padded, interior = state.pad_buffers[key]
            if op.operands[0] != interior:  # safety net: the source did not end up in place
                state.copy(op.operands[0], interior, op)
            self._fill_border(op, padded, fill, state)
            return [padded]
        source = op.operands[0]
        t = self.buffer_type(op.result, state)
        low = mixed(op, "low", 1)
        high = mixed(op, "high", 1 + sum(1 for v in low if not isinstance(v, int)))
        src_sizes = dynamic_dims(source, op)  # an int or an index value per dimension
        buf = state.alloc(t, op, self._padded_sizes(t, src_sizes, low, high, op))
        with ir.InsertionPoint(op), op.location:
            linalg.fill(fill, outs=[buf])
        src_shape = list(source.type.shape)
        interior = subview(buf, low, src_sizes, [1] * len(src_shape), src_shape, op)
        state.copy(source, interior, op)
        return [buf]

    def _padded_sizes(self, t: ir.MemRefType, sizes, low, high, op) -> list[ir.Value]:
        """The dynamic sizes of the padded buffer: source size + low + high, per dynamic dimension."""
        from mlir.dialects import arith

        out = []
        with ir.InsertionPoint(op), op.location:
            for d, n in enumerate(t.shape):
                if n != bt.DYNAMIC:
                    continue
                parts = [sizes[d], low[d], high[d]]
                total = sum(v for v in parts if isinstance(v, int))
                value = arith.ConstantOp(ir.IndexType.get(), total).result
                for v in parts:
                    if not isinstance(v, int):
                        value = arith.AddIOp(value, v).result
                out.append(value)
        return out

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
                with ir.InsertionPoint(op), op.location:
                    linalg.fill(value, outs=[slab])
                state.counters.fills += 1
