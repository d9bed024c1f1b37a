"""The rewrite state models use: predicted buffer types, allocation, copies, casts.

Predictions (``buffer_type``) work on IR that is still partly tensors: a value
already rewritten has its memref type; otherwise the model of its producer (or
of the op owning the block argument) predicts it, recursively, like upstream's
``getBufferType``. The driver checks every rewrite against the prediction.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mlir import ir
from mlir.dialects import arith, linalg, memref

from memplan.bufferize import buffer_types as bt
from memplan.bufferize.analysis import Analysis, OperandDecision, is_tensor
from memplan.bufferize.options import BufferizeOptions
from memplan.bufferize.registry import ModelRegistry
from memplan.diagnostics import MemplanError


@dataclass
class Counters:
    allocs: int = 0
    copies: int = 0
    fills: int = 0
    casts: int = 0


@dataclass
class RewriteState:
    registry: ModelRegistry
    options: BufferizeOptions
    analysis: Analysis
    module: ir.Operation  # the builtin.module
    counters: Counters = field(default_factory=Counters)
    created_allocs: list[ir.Operation] = field(default_factory=list)
    pending_regions: list[ir.Operation] = field(default_factory=list)
    boundary: dict[str, ir.FunctionType] = field(default_factory=dict)
    while_buffers: dict[int, dict[int, ir.Value]] = field(default_factory=dict)
    # tensor.pad id -> (padded buffer, its interior subview)
    pad_buffers: dict[int, tuple[ir.Value, ir.Value]] = field(default_factory=dict)
    _globals: dict[tuple[str, str], str] = field(default_factory=dict)

    # ---- predictions ----------------------------------------------------------------------------
    def buffer_type(self, value: ir.Value) -> ir.MemRefType:
        t = value.type
        if isinstance(t, ir.MemRefType):
            return t
        if not is_tensor(t):
            raise MemplanError(f"bufferize: value of type {t} has no buffer")
        if isinstance(value, ir.BlockArgument):
            owner = value.owner.owner.operation
            return self.model_of(owner).block_arg_type(value, self)
        owner = value.owner.operation
        return self.model_of(owner).buffer_type(value, self)

    def model_of(self, op: ir.Operation):
        entry = self.registry.lookup(op.name)
        if entry is None:
            raise MemplanError(f"bufferize: no bufferization model for '{op.name}'", str(op.location))
        return entry.model

    def decision(self, op: ir.Operation, index: int) -> OperandDecision:
        return self.analysis.decision(op, index)

    # ---- destinations ---------------------------------------------------------------------------
    def _claimed_pad(self, op: ir.Operation, index: int, fresh: ir.MemRefType):
        """The tensor.pad whose interior this out-of-place result becomes, if any."""
        results = self.model_of(op).aliasing_results(op, index)
        pad = self.analysis.pad_interiors.get((self.analysis.op_id(op), results[0])) if results else None
        if pad is None or fresh != bt.identity_type(pad.operands[0].type):
            return None
        return pad

    def pad_interior(self, pad: ir.Operation, before: ir.Operation) -> ir.Value:
        """Allocate ``pad``'s padded buffer here; return the subview holding the source."""
        from memplan.bufferize.models.tensor.pad import static_amounts

        padded = self.alloc(bt.identity_type(pad.results[0].type), before)
        low, _ = static_amounts(pad)
        shape = list(ir.RankedTensorType(pad.operands[0].type).shape)
        interior = subview(padded, low, shape, [1] * len(shape), shape, before)
        self.pad_buffers[self.analysis.op_id(pad)] = (padded, interior)
        return interior

    def destination_type(self, op: ir.Operation, index: int) -> ir.MemRefType:
        """The buffer type a destination-passing result gets (see :meth:`destination`)."""
        d = self.decision(op, index)
        dest_type = self.buffer_type(op.operands[index])
        if d.inplace:
            return dest_type
        fresh = bt.alloc_type_like(dest_type)
        pad = self._claimed_pad(op, index, fresh) if d.reuse is None else None
        if pad is not None:
            from memplan.bufferize.models.tensor.pad import interior_type
            return interior_type(pad)
        if d.reuse is not None and self._reusable(op.operands[d.reuse], fresh):
            return self.buffer_type(op.operands[d.reuse])
        return fresh

    def _reusable(self, value: ir.Value, fresh: ir.MemRefType) -> bool:
        """May a result of type ``fresh`` live in ``value``'s buffer (same shape, element, space)?"""
        t = self.buffer_type(value)
        return (list(t.shape) == list(fresh.shape) and t.element_type == fresh.element_type
                and str(t.memory_space) == str(fresh.memory_space))

    def destination(self, op: ir.Operation, index: int) -> ir.Value:
        """The buffer the op writes operand ``index``'s result into, materialized before ``op``."""
        d = self.decision(op, index)
        dest = op.operands[index]
        if d.inplace:
            return dest
        dest_type = self.buffer_type(dest)
        fresh = bt.alloc_type_like(dest_type)
        if d.reuse is not None and self._reusable(op.operands[d.reuse], fresh):
            return op.operands[d.reuse]
        pad = self._claimed_pad(op, index, fresh) if d.reuse is None else None
        with ir.InsertionPoint(op), op.location:
            buf = self.pad_interior(pad, op) if pad is not None else self.alloc_like(dest, fresh, op)
            if d.fill is not None:
                linalg.fill(d.fill, outs=[buf])
                self.counters.fills += 1
            elif d.copy:
                self.copy(dest, buf, op)
        return buf

    # ---- building blocks ------------------------------------------------------------------------
    def alloc(self, t: ir.MemRefType, before: ir.Operation, dynamic_sizes: list[ir.Value] | None = None) -> ir.Value:
        if not bt.static_layout(t) and not bt.is_identity(t):
            raise MemplanError(f"bufferize: cannot allocate a buffer of type {t} (dynamic layout)",
                               str(before.location))
        with ir.InsertionPoint(before), before.location:
            op = memref.AllocOp(t, dynamic_sizes or [], [],
                                alignment=self.options.alignment)
        self.created_allocs.append(op.operation)
        self.counters.allocs += 1
        return op.result

    def alloc_like(self, like: ir.Value, t: ir.MemRefType, before: ir.Operation) -> ir.Value:
        """A fresh buffer of type ``t``; dynamic sizes are read from the buffer ``like``."""
        sizes = []
        if not t.has_static_shape:
            with ir.InsertionPoint(before), before.location:
                for d, n in enumerate(t.shape):
                    if n == bt.DYNAMIC:
                        index = arith.ConstantOp(ir.IndexType.get(), d).result
                        sizes.append(memref.DimOp(like, index).result)
        return self.alloc(t, before, sizes)

    def copy(self, source: ir.Value, target: ir.Value, before: ir.Operation) -> None:
        with ir.InsertionPoint(before), before.location:
            memref.CopyOp(source, target)
        self.counters.copies += 1

    def cast_or_copy(self, value: ir.Value, target: ir.MemRefType, before: ir.Operation) -> ir.Value:
        """``value`` as a buffer of type ``target``: itself, a ``memref.cast``, or a fresh copy."""
        source = value.type
        if source == target:
            return value
        if castable(source, target):
            with ir.InsertionPoint(before), before.location:
                self.counters.casts += 1
                return memref.CastOp(target, value).result
        # Different layout or memory space: a fresh buffer of the target's kind, then a copy.
        alloc_t = bt.alloc_type_like(target)
        buf = self.alloc_like(value, alloc_t, before)
        self.copy(value, buf, before)
        return self.cast_or_copy(buf, target, before) if alloc_t != target else buf

    def global_for(self, value_attr: ir.Attribute, t: ir.MemRefType) -> str:
        """A private constant ``memref.global`` holding ``value_attr`` (one per distinct value)."""
        key = (str(value_attr), str(t))
        if key in self._globals:
            return self._globals[key]
        taken = {op.attributes["sym_name"].value for op in self.module.regions[0].blocks[0].operations
                 if "sym_name" in op.operation.attributes}
        base = "__constant_" + "x".join(str(s) for s in t.shape) + ("x" if t.shape else "") + str(t.element_type)
        name, n = base, 0
        while name in taken:
            n += 1
            name = f"{base}_{n}"
        first = self.module.regions[0].blocks[0].operations[0]
        with ir.InsertionPoint(first), ir.Location.unknown():
            memref.GlobalOp(sym_name=name, type_=ir.TypeAttr.get(t), sym_visibility="private",
                            initial_value=value_attr, constant=True,
                            alignment=ir.IntegerAttr.get(ir.IntegerType.get_signless(64), self.options.alignment))
        self._globals[key] = name
        return name

    def visit_later(self, op: ir.Operation) -> None:
        """The driver bufferizes ``op``'s regions next (bodies moved into a new op)."""
        self.pending_regions.append(op)


def castable(source: ir.MemRefType, target: ir.MemRefType) -> bool:
    """Can ``memref.cast`` turn ``source`` into ``target`` without a runtime failure?"""
    if source.shape != target.shape or source.element_type != target.element_type:
        return False
    if str(source.memory_space) != str(target.memory_space):
        return False
    s_strides, s_off = bt.strides_and_offset(source)
    t_strides, t_off = bt.strides_and_offset(target)
    same = lambda a, b: b == bt.DYNAMIC or a == b  # noqa: E731  (only towards more dynamic)
    return same(s_off, t_off) and all(same(a, b) for a, b in zip(s_strides, t_strides))


def move_body(old: ir.Operation, new: ir.Operation) -> None:
    """Move every block of ``old``'s regions into ``new``'s (same region count)."""
    for old_region, new_region in zip(old.regions, new.regions):
        for block in list(old_region.blocks):
            block.append_to(new_region)


def mixed(op: ir.Operation, kind: str, first_dynamic: int) -> list[int | ir.Value]:
    """Offsets/sizes/strides of a slice-like op: static ints, or SSA values where dynamic.

    ``first_dynamic`` is the operand index where the dynamic ``kind`` values start.
    """
    static = list(ir.DenseI64ArrayAttr(op.attributes[f"static_{kind}"]))
    out, j = [], first_dynamic
    for s in static:
        if s == bt.DYNAMIC:
            out.append(op.operands[j])
            j += 1
        else:
            out.append(s)
    return out


def dynamic_dims(buffer: ir.Value, before: ir.Operation) -> list[int | ir.Value]:
    """Each dimension of ``buffer``: its static size, or a ``memref.dim`` made before ``before``."""
    out: list[int | ir.Value] = []
    with ir.InsertionPoint(before), before.location:
        for d, n in enumerate(buffer.type.shape):
            if n == bt.DYNAMIC:
                out.append(memref.DimOp(buffer, arith.ConstantOp(ir.IndexType.get(), d).result).result)
            else:
                out.append(n)
    return out


def static_or_dynamic(values: list[int | ir.Value]) -> list[int]:
    return [v if isinstance(v, int) else bt.DYNAMIC for v in values]


def same_subview(value: ir.Value, source: ir.Value, offsets, sizes, strides) -> bool:
    """Is ``value`` already ``memref.subview source[offsets][sizes][strides]``? (then a copy is a no-op)"""
    if isinstance(value, ir.BlockArgument) or value.owner.operation.name != "memref.subview":
        return False
    view = value.owner.operation
    if view.operands[0] != source:
        return False
    counts = list(ir.DenseI32ArrayAttr(view.attributes["operandSegmentSizes"]))
    first = counts[0]
    theirs = (mixed(view, "offsets", first), mixed(view, "sizes", first + counts[1]),
              mixed(view, "strides", first + counts[1] + counts[2]))
    return all(len(a) == len(b) and all(x == y for x, y in zip(a, b))
               for a, b in zip(theirs, (offsets, sizes, strides)))


def subview(source: ir.Value, offsets, sizes, strides, result_shape: list[int], before: ir.Operation) -> ir.Value:
    """``memref.subview`` with the type :func:`buffer_types.subview_type` predicts."""
    t = bt.subview_type(source.type, static_or_dynamic(offsets), static_or_dynamic(sizes),
                        static_or_dynamic(strides), result_shape)
    with ir.InsertionPoint(before), before.location:
        return memref.subview(source, offsets, sizes, strides, result_type=t)
